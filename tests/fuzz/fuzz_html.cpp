// libFuzzer target over report.html's writers: arbitrary bytes as the strings of a result folder
// (names in roofs.csv and points.csv, the CPU model, a check's sentence) through html_text,
// script_json and the whole page. A broken invariant (fuzz_html_pipeline.hpp throws, and the uncaught
// exception aborts with its message), a crash or a sanitizer report is a bug; InputError is a refused
// table. Corpus: corpus-fuzz_html.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz_html_pipeline.hpp"
#include "io/errors.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  try {
    cpuroof::testing::fuzz_html_pipeline(std::string_view(reinterpret_cast<const char*>(data), size));
  } catch (const cpuroof::analysis::InputError&) {
  }
  return 0;
}
