#pragma once
// JSON read from input files (raw.json, meta.json, a place input) and from the JSON documents the
// bench keeps in context strings. Such files may come from another machine, so nesting is limited
// while parsing, before any value is built: nlohmann's dump, copy and comparison recurse once per
// level, and a value nested 100,000 deep (a 39 KB .gz) would overflow the stack. Strings are
// limited too: messages quote names and values, and one of a GB would be a GB-long "line".
#include <cstddef>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

namespace cpuroof::analysis {

// The deepest nesting read. cpuroof writes at most 5 levels (the kernel catalog: its document,
// families, a family, its kernels, a kernel) and Google Benchmark 3: 64 leaves room for any tool
// that adds to a file, and keeps a recursion over the document a few KiB of stack.
inline constexpr int kMaxJsonDepth = 64;

// The longest string or key read. The bench's longest is the kernel catalog
// (context.cpuroof_kernels, about 10 KB of JSON in a string).
inline constexpr std::size_t kMaxJsonStringBytes = std::size_t{1} << 20;

// For parsers with a callback of their own, called with its arguments: refuses an array or object
// opened at callback depth `depth` beyond kMaxJsonDepth and a string or key longer than
// kMaxJsonStringBytes, an InputError naming `where` and the limit.
void check_json_limits(int depth, nlohmann::json::parse_event_t event, const nlohmann::json& parsed,
                       const std::string& where);

// A whole document within those limits. InputError naming `where` for malformed JSON (and the
// byte), a number out of range, or a limit passed.
nlohmann::json parse_json(std::string_view text, const std::string& where);

}  // namespace cpuroof::analysis
