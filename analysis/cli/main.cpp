// cpuroof: reads cpuroof-bench JSON, fits the measured roofs, places every kernel under them, plots
// and compares result folders.
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <csignal>
#include <cstring>
#include <iostream>
#include <vector>

#include "cli/subcommand.hpp"
#include "git_commit.hpp"
#include "io/errors.hpp"
#include "io/failure.hpp"
#include "io/fd_streambuf.hpp"

namespace {

// Standard output's last word: whatever the command printed must have reached it (a full disk, a
// closed pipe when SIGPIPE is ignored). Returns the exit status, 1 if it did not.
int finish_standard_output(cpuroof::analysis::FdOutStreamBuf& buffer, std::streambuf* original, int status) {
  std::cout.flush();
  std::cout.rdbuf(original);
  if (status != 0 || buffer.error() == 0) return status;
  std::cerr << "cpuroof: error: standard output: write failed (" << std::strerror(buffer.error()) << ")\n";
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
  const auto finish = [&](int status) { return finish_standard_output(standard_output, original_output, status); };
  CLI::App app{"cpuroof: the measured roofline of this CPU, and where kernels land under it"};
  app.set_version_flag("--version", "cpuroof " CPUROOF_VERSION " (commit " CPUROOF_BUILD_GIT_COMMIT
                                    ", modified: " CPUROOF_BUILD_GIT_DIRTY ")");
  app.require_subcommand(1);
  app.footer(
      "Run 'cpuroof <subcommand> --help' for its options and examples.\n"
      "Exit status: 0 done; 1 the environment failed (a write, a full disk, standard\n"
      "output, or gnuplot: the plot did not render, the rest is written), or a gate found a\n"
      "slower machine (compare --fail-below, index --health: all is written); 2 bad input or\n"
      "arguments (one-line error, nothing written); 3 internal error (one line naming the\n"
      "input; a bug in cpuroof, or out of memory).");

  const std::vector<Subcommand> subcommands = add_subcommands(app);

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    if (e.get_exit_code() == 0) return finish(app.exit(e));  // --help
    std::cerr << "cpuroof: error: " << e.what() << " (see cpuroof --help)\n";
    return finish(kExitBadInput);
  }
  int status = 0;
  for (const auto& subcommand : subcommands) {
    if (!*subcommand.command) continue;
    try {
      status = subcommand.run(std::cout);
    } catch (...) {
      status = report_failure(std::current_exception(), subcommand.inputs(), std::cerr);
    }
  }
  return finish(status);
}
