// Writes a synthetic cpuroof-bench JSON to stdout, for trying the CLI and timing the analysis on a
// full-profile-sized input without committing one:  make_synthetic_run [--big] > raw.json
#include <iostream>

#include "synthetic_run.hpp"

int main(int argc, char** argv) {
  using namespace cpuroof::testing;
  const std::string mode = argc > 1 ? argv[1] : "";
  const nlohmann::json run = mode == "--tiny" ? tiny_run()
                             : mode == "--big" ? synthetic_run(big_synthetic_options())
                                               : synthetic_run();
  std::cout << run.dump(1) << "\n";
}
