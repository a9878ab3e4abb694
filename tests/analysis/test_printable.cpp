// Text from inputs made safe to show (analysis/io/printable.hpp): valid UTF-8, no control characters.
#include <gtest/gtest.h>

#include <string>

#include "io/printable.hpp"

using namespace cpuroof::analysis;

TEST(Printable, PlainTextAndUtf8StayAsTheyAre) {
  EXPECT_EQ(printable_line("AMD Ryzen 9 9950X 16-Core Processor"), "AMD Ryzen 9 9950X 16-Core Processor");
  EXPECT_EQ(printable_line("Zen 5 · 4.25 GHz — µs ✔ 中文 😀"), "Zen 5 · 4.25 GHz — µs ✔ 中文 😀");
  EXPECT_EQ(printable_line(""), "");
  EXPECT_EQ(printable_line("\xEF\xBF\xBD"), "\xEF\xBF\xBD");  // U+FFFD itself
}

TEST(Printable, ControlCharactersBecomeSpaces) {
  EXPECT_EQ(printable_line("a\nb\r\nc\td"), "a b  c d");
  EXPECT_EQ(printable_line("\x1b[2J\x1b]0;title\x07"), " [2J ]0;title ");
  EXPECT_EQ(printable_line(std::string("a\0b", 3)), "a b");
  EXPECT_EQ(printable_line("x\x7fy\by"), "x y y");
  EXPECT_EQ(printable_line("\xC2\x9B"
                           "31m"),
            " 31m");  // C1 CSI
  // Line separators and bidirectional overrides ("Trojan source").
  EXPECT_EQ(printable_line("a\xE2\x80\xA8"
                           "b\xE2\x80\xAE"
                           "c\xE2\x81\xA6"
                           "d"),
            "a b c d");
}

TEST(Printable, InvalidUtf8BecomesReplacementCharacters) {
  const std::string r = "\xEF\xBF\xBD";
  EXPECT_EQ(printable_line("a\xFF"
                           "b"),
            "a" + r + "b");
  EXPECT_EQ(printable_line("\xC3"), r);                          // truncated
  EXPECT_EQ(printable_line("\xC0\xAF"), r + r);                  // overlong '/'
  EXPECT_EQ(printable_line("\xED\xA0\x80"), r + r + r);          // a surrogate
  EXPECT_EQ(printable_line("\xF4\x90\x80\x80"), r + r + r + r);  // past U+10FFFF
  EXPECT_EQ(printable_line("\xE2\x82"), r + r);                  // truncated three-byte sequence
  EXPECT_EQ(printable_line("\xEF\xBF\xBE\xEF\xBF\xBF"), r + r);  // noncharacters: not XML either
}

TEST(Printable, TerminalTextKeepsNewlinesOnly) {
  EXPECT_EQ(terminal_text("line 1\nline\r2\x1b[1A\n"), "line 1\nline 2 [1A\n");
}
