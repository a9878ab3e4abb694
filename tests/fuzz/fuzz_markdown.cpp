// libFuzzer target over the Markdown writers (markdown_text, markdown_code, markdown_table):
// arbitrary bytes as the strings an input could hold. A broken invariant
// (fuzz_markdown_pipeline.hpp throws, and the uncaught exception aborts with its message), a crash
// or a sanitizer report is a bug. Corpus: corpus-fuzz_markdown.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz_markdown_pipeline.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  cpuroof::testing::fuzz_markdown_pipeline(std::string_view(reinterpret_cast<const char*>(data), size));
  return 0;
}
