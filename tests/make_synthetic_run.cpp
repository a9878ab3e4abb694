// Writes a synthetic cpuroof-bench JSON to stdout, for trying the CLI and timing the analysis on a
// full-profile-sized input without committing one:  make_synthetic_run [--big] > raw.json
#include <cstring>
#include <iostream>

#include "synthetic_run.hpp"

int main(int argc, char** argv) {
  const bool big = argc > 1 && std::strcmp(argv[1], "--big") == 0;
  std::cout << cpuroof::testing::synthetic_run(big ? cpuroof::testing::big_synthetic_options()
                                                   : cpuroof::testing::SyntheticOptions{})
                   .dump(1)
            << "\n";
}
