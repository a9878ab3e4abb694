#pragma once
// JSON read from input files (raw.json, meta.json, a place input) and from the JSON documents the
// bench keeps in context strings. Such files may come from another machine, so nesting is limited
// while parsing, before any value is built: nlohmann's dump, copy and comparison recurse once per
// level, and a value nested 100,000 deep (a 39 KB .gz) would overflow the stack.
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

namespace cpuroof::analysis {

// The deepest nesting read. cpuroof writes at most 5 levels (the kernel catalog: its document,
// families, a family, its kernels, a kernel) and Google Benchmark 3: 64 leaves room for any tool
// that adds to a file, and keeps a recursion over the document a few KiB of stack.
inline constexpr int kMaxJsonDepth = 64;

// For parsers with a callback of their own: refuses an array or object opened at callback depth
// `depth` beyond kMaxJsonDepth, an InputError "<where>: JSON nested deeper than 64 levels ...".
void check_json_depth(int depth, nlohmann::json::parse_event_t event, const std::string& where);

// A whole document, depth checked. InputError naming `where` for malformed JSON (and the byte), a
// number out of range, or nesting beyond kMaxJsonDepth.
nlohmann::json parse_json(std::string_view text, const std::string& where);

}  // namespace cpuroof::analysis
