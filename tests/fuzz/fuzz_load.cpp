// libFuzzer target: arbitrary bytes through the loader and the pure model behind it. Bad input may
// only surface as InputError; any other exception, crash or sanitizer report is a bug.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "errors.hpp"
#include "load.hpp"
#include "points.hpp"
#include "roofline.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace cpuroof::analysis;
  try {
    const RawRun run = load_raw_text(std::string_view(reinterpret_cast<const char*>(data), size), "fuzz.json");
    const Roofline roofline = derive_roofline(run);
    (void)place_points(run, roofline);
  } catch (const InputError&) {
  }
  return 0;
}
