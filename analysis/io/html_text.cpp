#include "io/html_text.hpp"

#include "io/printable.hpp"
#include "io/sha256.hpp"

namespace cpuroof::analysis {

std::string html_text(std::string_view s) {
  std::string out;
  for (char c : printable_line(s)) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&#39;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

std::string script_json(const nlohmann::json& value) {
  const std::string text = value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  std::string out;
  out.reserve(text.size());
  // These characters occur only inside JSON strings, where a \u escape means the same character.
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '<')
      out += "\\u003c";
    else if (c == '>')
      out += "\\u003e";
    else if (c == '&')
      out += "\\u0026";
    else if (c == '\xE2' && i + 2 < text.size() && text[i + 1] == '\x80' &&
             (text[i + 2] == '\xA8' || text[i + 2] == '\xA9'))
      out += text[i + 2] == '\xA8' ? "\\u2028" : "\\u2029", i += 2;
    else
      out += c;
  }
  return out;
}

std::string csp_hash_source(std::string_view inline_text) {
  const auto digest = sha256(inline_text);
  return "'sha256-" + base64(digest.data(), digest.size()) + "'";
}

}  // namespace cpuroof::analysis
