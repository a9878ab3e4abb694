// libFuzzer target over the loader and the pipeline behind it (fuzz_pipeline.hpp): any exception
// other than InputError, crash or sanitizer report is a bug.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "io/errors.hpp"
#include "fuzz_pipeline.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  try {
    cpuroof::testing::fuzz_pipeline(std::string_view(reinterpret_cast<const char*>(data), size));
  } catch (const cpuroof::analysis::InputError&) {
  }
  return 0;
}
