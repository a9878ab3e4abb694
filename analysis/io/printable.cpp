#include "io/printable.hpp"

#include <utility>

namespace cpuroof::analysis {
namespace {

constexpr char32_t kInvalid = 0xFFFD;

bool continuation(unsigned char c) { return (c & 0xC0) == 0x80; }

// The code point at s[i] and its length in bytes; kInvalid and 1 for a byte that does not start a
// well-formed UTF-8 sequence (overlong forms, surrogates and values past U+10FFFF included).
std::pair<char32_t, std::size_t> decode(std::string_view s, std::size_t i) {
  const auto byte = [&](std::size_t k) { return i + k < s.size() ? static_cast<unsigned char>(s[i + k]) : 0; };
  const unsigned char b0 = byte(0);
  if (b0 < 0x80) return {b0, 1};
  // The sequence's length, and its second byte's range where RFC 3629 narrows it.
  std::size_t n = 0;
  unsigned char lo = 0x80, hi = 0xBF;
  if (b0 >= 0xC2 && b0 <= 0xDF) {
    n = 2;
  } else if (b0 >= 0xE0 && b0 <= 0xEF) {
    n = 3;
    if (b0 == 0xE0) lo = 0xA0;  // overlong
    if (b0 == 0xED) hi = 0x9F;  // surrogates
  } else if (b0 >= 0xF0 && b0 <= 0xF4) {
    n = 4;
    if (b0 == 0xF0) lo = 0x90;  // overlong
    if (b0 == 0xF4) hi = 0x8F;  // past U+10FFFF
  } else {
    return {kInvalid, 1};
  }
  if (byte(1) < lo || byte(1) > hi) return {kInvalid, 1};
  char32_t cp = b0 & (0xFF >> (n + 1));
  for (std::size_t k = 1; k < n; ++k) {
    if (!continuation(byte(k))) return {kInvalid, 1};
    cp = (cp << 6) | (byte(k) & 0x3F);
  }
  return {cp, n};
}

bool shown_as_space(char32_t cp) {
  return cp < 0x20 || (cp >= 0x7F && cp <= 0x9F) || cp == 0x2028 || cp == 0x2029 || (cp >= 0x202A && cp <= 0x202E) ||
         (cp >= 0x2066 && cp <= 0x2069);
}

std::string printable(std::string_view s, bool keep_newlines) {
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size();) {
    const auto [cp, n] = decode(s, i);
    if (cp == '\n' && keep_newlines)
      out += '\n';
    else if (shown_as_space(cp))
      out += ' ';
    else if ((cp == kInvalid && n == 1) || cp == 0xFFFE || cp == 0xFFFF)  // not text (nor XML)
      out += "\xEF\xBF\xBD";
    else
      out.append(s.substr(i, n));
    i += n;
  }
  return out;
}

}  // namespace

std::string printable_line(std::string_view s) { return printable(s, false); }

std::string terminal_text(std::string_view s) { return printable(s, true); }

}  // namespace cpuroof::analysis
