// cpuroof: reads cpuroof-bench JSON, fits the measured roofs, places every kernel under them, plots
// and compares result folders.
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <charconv>
#include <csignal>
#include <cstring>
#include <iostream>
#include <limits>

#include "cli/fit.hpp"
#include "io/errors.hpp"
#include "io/failure.hpp"
#include "io/fd_streambuf.hpp"
#include "git_commit.hpp"
#include "report/index_table.hpp"
#include "cli/place.hpp"

namespace {

// CLI11's PositiveNumber names its bound, a 300-digit number, when it refuses a value.
const CLI::Validator kPositiveWholeNumber(
    [](std::string& value) -> std::string {
      int n = 0;
      const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), n);
      if (error == std::errc::result_out_of_range && value.front() != '-')
        return value + " is too large (at most " +
               std::to_string(std::numeric_limits<int>::max()) + ")";
      if (error != std::errc() || end != value.data() + value.size() || n < 1)
        return value + " is not a positive whole number";
      return "";
    },
    "POSITIVE");

// Standard output's last word: whatever the command printed must have reached it (a full disk, a
// closed pipe when SIGPIPE is ignored). Returns the exit status, 1 if it did not.
int finish_standard_output(cpuroof::analysis::FdOutStreamBuf& buffer, std::streambuf* original,
                           int status) {
  std::cout.flush();
  std::cout.rdbuf(original);
  if (status != 0 || buffer.error() == 0) return status;
  std::cerr << "cpuroof: error: standard output: write failed (" << std::strerror(buffer.error())
            << ")\n";
  return cpuroof::analysis::kExitEnvironment;
}

}  // namespace

int main(int argc, char** argv) {
  using namespace cpuroof::analysis;
  // A file grown past `ulimit -f` is then a write error that names the file (EFBIG), not a silent
  // death that leaves the staging folder.
  std::signal(SIGXFSZ, SIG_IGN);
  // Everything printed goes through a buffer that keeps the cause of a failed write.
  FdOutStreamBuf standard_output(STDOUT_FILENO);
  std::streambuf* const original_output = std::cout.rdbuf(&standard_output);
  const auto finish = [&](int status) {
    return finish_standard_output(standard_output, original_output, status);
  };
  CLI::App app{"cpuroof: the measured roofline of this CPU, and where kernels land under it"};
  app.set_version_flag("--version", "cpuroof " CPUROOF_VERSION " (commit " CPUROOF_BUILD_GIT_COMMIT
                                    ", modified: " CPUROOF_BUILD_GIT_DIRTY ")");
  app.require_subcommand(1);
  app.footer("Run 'cpuroof <subcommand> --help' for its options and examples.\n"
             "Exit status: 0 done; 1 the environment failed (a write, a full disk, standard\n"
             "output, or gnuplot: the plot did not render, the rest is written); 2 bad input or\n"
             "arguments (one-line error, nothing written); 3 internal error (one line naming the\n"
             "input; a bug in cpuroof, or out of memory).");

  FitOptions fit;
  auto* fit_cmd = app.add_subcommand("fit", "Derive roofs and kernel points from a cpuroof-bench JSON file");
  fit_cmd->add_option("raw_json", fit.raw_json, "Google Benchmark JSON written by cpuroof-bench ('-': standard input)")->required();
  fit_cmd->add_option("-o,--out", fit.out_dir, "Result folder to create (must not exist)")->required();
  fit_cmd->add_flag("-q,--quiet", fit.quiet, "Do not print the summary");
  fit_cmd->footer("Writes meta.json raw.json roofs.csv points.csv report.md roofline.gp roofline-points-t*.dat\n"
                  "and, when gnuplot is installed, roofline.svg and roofline.png. Columns: results/README.md.\n"
                  "Examples:\n"
                  "  cpuroof fit raw.json -o results/my-laptop/2026-11-29T12-00-00\n"
                  "  cpuroof fit raw.json -o /tmp/try -q && cat /tmp/try/report.md\n"
                  "  zcat raw.json.gz | cpuroof fit - -o /tmp/try");

  std::string show_dir;
  bool show_all = false;
  auto* show_cmd = app.add_subcommand("show", "Print the headline of an existing result folder (--all: every roof and kernel)");
  show_cmd->add_option("dir", show_dir, "Result folder written by 'cpuroof fit'")->required();
  show_cmd->add_flag("--all", show_all, "After the headline, every roof, level, ridge and kernel group");
  show_cmd->footer("Example:\n  cpuroof show results/my-laptop/2026-11-29T12-00-00\n  cpuroof show --all results/my-laptop/2026-11-29T12-00-00 | less");

  PlotCommandOptions plot;
  auto* plot_cmd = app.add_subcommand("plot", "Write the roofline plot (gnuplot script, data, SVG and PNG) of a result folder");
  plot_cmd->add_option("dir", plot.dir, "Result folder written by 'cpuroof fit'")->required();
  plot_cmd->add_option("-o,--out", plot.out_dir, "Write into this new folder instead of DIR");
  plot_cmd->add_option("-t,--threads", plot.view.threads, "Only this thread count (default: one panel per thread count)")
      ->check(kPositiveWholeNumber);
  plot_cmd->add_option("--dtype", plot.view.dtype, "Only this dtype's compute roofs, ridges and points (f64, f32, ...)");
  plot_cmd->add_option("--isa", plot.view.isa,
                       "Compute roofs of this ISA, and the points that ran it (scalar, avx2, avx512; library: the libraries')");
  plot_cmd->add_option("--families", plot.view.families, "Only these kernel families, comma-separated (default: all but aa)")
      ->delimiter(',');
  plot_cmd->add_flag("--all-roofs", plot.view.all_roofs, "Draw every other roof too, thin and grey (default: the best ones)");
  plot_cmd->footer("Adds roofline.gp, roofline-points-t*.dat, roofline.svg, roofline.png to DIR and refuses if any\n"
                   "exists there (fit already wrote them: use -o). Without gnuplot only the script and data are written.\n"
                   "Examples:\n"
                   "  cpuroof plot results/my-laptop/2026-11-29T12-00-00 -o /tmp/plot-1-thread --threads 1\n"
                   "  cpuroof plot old-result-folder -o /tmp/all-threads    # one panel per thread count\n"
                   "  cpuroof plot DIR -o /tmp/gemm-f64 --dtype f64 --families gemm,gemv --all-roofs\n"
                   "  cd /tmp/plot-1-thread && gnuplot roofline.gp    # after editing the script");

  CompareOptions compare;
  auto* compare_cmd = app.add_subcommand("compare", "Compare two or more result folders (the first is the baseline)");
  compare_cmd->add_option("dirs", compare.dirs, "Result folders written by 'cpuroof fit'")->required()->expected(2, -1);
  compare_cmd->add_option("-o,--out", compare.out_dir, "Folder to create for the comparison (must not exist)")->required();
  compare_cmd->add_option("-t,--threads", compare.threads,
                          "Plot only this thread count (default: one panel per thread count)")
      ->check(kPositiveWholeNumber);
  compare_cmd->add_flag("-q,--quiet", compare.quiet, "Do not print the table");
  compare_cmd->footer("Writes compare_roofs.csv, compare_points.csv, compare.md, compare.gp with its data, and\n"
                      "compare.svg/png when gnuplot is installed. Ratios divide by the first folder.\n"
                      "Examples:\n"
                      "  cpuroof compare results/old-laptop/2025-01-01T10-00-00 results/new-laptop/2026-11-29T12-00-00 -o /tmp/cmp\n"
                      "  cpuroof compare run-gcc run-clang run-icx -o /tmp/compilers --threads 1");

  IndexOptions index_options;
  auto* index_cmd = app.add_subcommand(
      "index", "Write the fleet table: one CSV row per roof per run, with the run's machine as columns");
  index_cmd->add_option("dirs", index_options.dirs, "Folders to search for result folders (recursively)")->required()->expected(1, -1);
  index_cmd->add_option("-o,--out", index_options.out_file, "CSV file to create (must not exist)")->required();
  index_cmd->footer("Finds every result folder (meta.json + roofs.csv) under the DIRs, skipping hidden folders\n"
                    "(staging folders .*.partial) and comparison folders. Columns: results/README.md (the index CSV).\n"
                    "A folder or damaged run below a DIR is skipped with a warning on stderr,\n"
                    "counted in the last line; a DIR must be readable and give a run.\n"
                    "Symbolic links below a DIR are not followed.\n"
                    "Examples:\n"
                    "  cpuroof index results -o /tmp/fleet.csv\n"
                    "  cpuroof index results ~/other-lab/results -o fleet.csv\n"
                    "  python3 -c \"import pandas as pd; print(pd.read_csv('fleet.csv').groupby(['machine_name', 'kind']).value.max())\"");

  PlaceOptions place;
  auto* place_cmd = app.add_subcommand("place", "Place your own measured work on a measured roofline");
  place_cmd->add_option("inputs", place.inputs,
                        "Google Benchmark JSON with 'flops' and 'bytes' rate counters (cpuroof/counters.hpp), or CSV "
                        "name,flops,bytes,seconds[,threads,dtype,isa,ws_bytes] per call")
      ->required()->expected(1, -1);
  place_cmd->add_option("--roofs", place.roofs_dir, "Result folder written by 'cpuroof fit' (this machine's or another's)")
      ->required();
  place_cmd->add_option("-o,--out", place.out_dir, "Folder to create (must not exist)")->required();
  place_cmd->add_option("--dtype", place.dtype, "dtype of the JSON inputs' benchmarks (default f64)");
  place_cmd->add_option("-t,--threads", place.view.threads, "Plot only this thread count (default: one panel per thread count)")
      ->check(kPositiveWholeNumber);
  place_cmd->add_option("--isa", place.view.isa, "Plot the compute roofs of this ISA (default: the best per dtype)");
  place_cmd->add_flag("--all-roofs", place.view.all_roofs, "Plot every other roof too, thin and grey (default: the best ones)");
  place_cmd->add_flag("-q,--quiet", place.quiet, "Do not print the report");
  place_cmd->footer("Writes placed.csv (points.csv's columns plus speedup_left and where the roofs came from), place.md,\n"
                    "roofline.gp with its data, and roofline.svg/png when gnuplot is installed. Columns: results/README.md.\n"
                    "Examples:\n"
                    "  ./my_bench --benchmark_out=mine.json && cpuroof place mine.json --roofs results/amd-zen5-2c/2026-11-30T12-44-20Z -o /tmp/mine\n"
                    "  cpuroof place kernels.csv --roofs results/amd-zen3-2c/2026-11-30T03-38-12Z -o /tmp/on-zen3");

  std::string machine_name_path;
  auto* machine_name_cmd = app.add_subcommand(
      "machine-name", "Print the result-folder name of the machine a run measured (e.g. amd-zen5-2c)");
  machine_name_cmd->add_option("file", machine_name_path, "raw.json ('-': standard input), meta.json or a result folder")->required();
  machine_name_cmd->footer("Example:\n  cpuroof machine-name results/amd-zen3-2c/2026-11-30T03-38-12Z");

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    if (e.get_exit_code() == 0) return finish(app.exit(e));  // --help
    std::cerr << "cpuroof: error: " << e.what() << " (see cpuroof --help)\n";
    return finish(kExitBadInput);
  }
  // The files the command works on, for an internal error's line (only the chosen subcommand's are set).
  std::string input = fit.raw_json + show_dir + plot.dir + machine_name_path;
  for (const auto& f : place.inputs) input += (input.empty() ? "" : ", ") + f;
  for (const auto& d : compare.dirs) input += (input.empty() ? "" : ", ") + d;
  int status = 0;
  try {
    if (*fit_cmd) status = run_fit(fit, std::cout);
    else if (*show_cmd) status = run_show(show_dir, std::cout, show_all);
    else if (*plot_cmd) status = run_plot(plot, std::cout);
    else if (*compare_cmd) status = run_compare(compare, std::cout);
    else if (*index_cmd) status = run_index(index_options, std::cout);
    else if (*place_cmd) status = run_place(place, std::cout);
    else if (*machine_name_cmd) status = run_machine_name(machine_name_path, std::cout);
  } catch (...) {
    status = report_failure(std::current_exception(), input, std::cerr);
  }
  return finish(status);
}
