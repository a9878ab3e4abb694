// cpuroof: reads cpuroof-bench JSON, fits the measured roofs, places every kernel under them.
#include <CLI/CLI.hpp>
#include <iostream>

#include "commands.hpp"
#include "errors.hpp"

int main(int argc, char** argv) {
  using namespace cpuroof::analysis;
  CLI::App app{"cpuroof: the measured roofline of this CPU, and where kernels land under it"};
  app.require_subcommand(1);

  FitOptions fit;
  auto* fit_cmd = app.add_subcommand("fit", "Derive roofs and kernel points from a cpuroof-bench JSON file");
  fit_cmd->add_option("raw_json", fit.raw_json, "Google Benchmark JSON written by cpuroof-bench")->required();
  fit_cmd->add_option("-o,--out", fit.out_dir, "Result folder to create (must not exist)")->required();
  fit_cmd->add_flag("-q,--quiet", fit.quiet, "Do not print the summary");
  fit_cmd->footer("Example:\n  cpuroof fit raw.json -o results/my-laptop/2026-11-29T12-00-00");

  std::string show_dir;
  auto* show_cmd = app.add_subcommand("show", "Print the summary of an existing result folder");
  show_cmd->add_option("dir", show_dir, "Result folder written by 'cpuroof fit'")->required();
  show_cmd->footer("Example:\n  cpuroof show results/my-laptop/2026-11-29T12-00-00");

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    if (e.get_exit_code() == 0) return app.exit(e);  // --help
    std::cerr << "cpuroof: error: " << e.what() << " (see cpuroof --help)\n";
    return 2;
  }
  try {
    if (*fit_cmd) run_fit(fit, std::cout);
    else if (*show_cmd) run_show(show_dir, std::cout);
  } catch (const InputError& e) {
    std::cerr << "cpuroof: error: " << e.what() << "\n";
    return 2;
  }
  return 0;
}
