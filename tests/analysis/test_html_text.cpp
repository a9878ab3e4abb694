// Strings from inputs in report.html (analysis/io/html_text.hpp): text and attribute values that no
// markup can leave, a data block that cannot end its <script>, and the SHA-256 the page's
// Content-Security-Policy names its own script and style by.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "io/html_text.hpp"
#include "io/sha256.hpp"

using namespace cpuroof::analysis;

namespace {

std::string hex(const std::array<std::uint8_t, 32>& digest) {
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string out;
  for (std::uint8_t b : digest) out += std::string{kDigits[b >> 4], kDigits[b & 15]};
  return out;
}

}  // namespace

TEST(HtmlText, EscapesEveryCharacterThatCouldEndTextOrAValue) {
  EXPECT_EQ(html_text("<img src=x onerror=\"alert(1)\">'&amp;"),
            "&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&#39;&amp;amp;");
  EXPECT_EQ(html_text("L1 add 658 GB/s"), "L1 add 658 GB/s");
  // One printable line: control characters become spaces, invalid UTF-8 the replacement character.
  EXPECT_EQ(html_text("a\nb\x1b[2J"), "a b [2J");
  EXPECT_EQ(html_text("\xff"), "\xEF\xBF\xBD");
}

TEST(HtmlText, ScriptJsonCannotEndItsBlock) {
  const nlohmann::json value = {{"name", "</script><script>alert(1)</script><!-- ]]> & \u2028\u2029"},
                                {"bad", std::string("\xff\xfe")}};
  const std::string text = script_json(value);
  for (const char* absent : {"<", ">", "&", "\u2028", "\u2029"})
    EXPECT_EQ(text.find(absent), std::string::npos) << absent;
  // JSON.parse reads the strings back; invalid UTF-8 became U+FFFD.
  const auto back = nlohmann::json::parse(text);
  EXPECT_EQ(back["name"], value["name"]);
  EXPECT_EQ(back["bad"], "\xEF\xBF\xBD\xEF\xBF\xBD");
}

TEST(Sha256, KnownDigests) {
  // FIPS 180-4's examples, and the lengths around a block's padding.
  EXPECT_EQ(hex(sha256("")), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  EXPECT_EQ(hex(sha256("abc")), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  EXPECT_EQ(hex(sha256("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  EXPECT_EQ(hex(sha256(std::string(1000000, 'a'))), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
  EXPECT_EQ(hex(sha256(std::string(55, 'a'))), "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318");
  EXPECT_EQ(hex(sha256(std::string(56, 'a'))), "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a");
  EXPECT_EQ(hex(sha256(std::string(64, 'a'))), "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb");
}

TEST(Sha256, Base64AndThePolicySource) {
  const std::uint8_t bytes[] = {'M', 'a', 'n'};
  EXPECT_EQ(base64(bytes, 3), "TWFu");
  EXPECT_EQ(base64(bytes, 2), "TWE=");
  EXPECT_EQ(base64(bytes, 1), "TQ==");
  // As `printf 'abc' | openssl dgst -sha256 -binary | base64` prints it.
  EXPECT_EQ(csp_hash_source("abc"), "'sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0='");
}
