// Writes a synthetic cpuroof-bench JSON to stdout, for trying the CLI and timing the analysis on a
// full-profile-sized input without committing one:  make_synthetic_run [--big|--tiny|--sections] > raw.json
// (--sections: with the intensity sweep, the fusion pairs and the schema-2 kernel catalog).
#include <iostream>

#include "synthetic_run.hpp"

int main(int argc, char** argv) {
  using namespace cpuroof::testing;
  const std::string mode = argc > 1 ? argv[1] : "";
  SyntheticOptions sections;
  sections.accesses = {"read", "copy", "add", "triad"};  // the roofs the two sections' kernels name
  sections.sections = sections.catalog = true;
  const nlohmann::json run = mode == "--tiny"       ? tiny_run()
                             : mode == "--big"      ? synthetic_run(big_synthetic_options())
                             : mode == "--sections" ? synthetic_run(sections)
                                                    : synthetic_run();
  std::cout << run.dump(1) << "\n";
}
