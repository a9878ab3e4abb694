#pragma once
// Text from inputs in the HTML page cpuroof writes (report.html): a CPU model, a kernel, folder or
// level name reaches the reader as text, never as markup, an attribute or script. Strings go into
// element text and double-quoted attribute values through html_text, and into the page's data block
// (<script type="application/json">) through script_json; nothing from an input goes anywhere else.
// Pure.
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

namespace cpuroof::analysis {

// One printable line (printable.hpp) with & < > " ' as character references: the same text in an
// element and in a quoted attribute value, where none of them can end the text or the value.
std::string html_text(std::string_view s);

// JSON for a data block: invalid UTF-8 replaced (U+FFFD), and < > & and the line separators U+2028
// and U+2029 written as \u escapes, so the text holds no "</script", "<!--" or "]]>" to end or bend
// the block; JSON.parse reads the strings back unchanged.
std::string script_json(const nlohmann::json& value);

// The Content-Security-Policy source that lets exactly this inline script or style run:
// 'sha256-<base64 of its SHA-256>'.
std::string csp_hash_source(std::string_view inline_text);

}  // namespace cpuroof::analysis
