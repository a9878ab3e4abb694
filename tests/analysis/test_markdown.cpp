// Markdown from inputs (analysis/io/markdown.hpp): a string is shown to the reader as it is, never
// read as HTML, a link, an image, emphasis, a heading or a table's cell boundary.
#include <gtest/gtest.h>

#include <string>

#include "fuzz/fuzz_markdown_pipeline.hpp"
#include "io/markdown.hpp"

using namespace cpuroof::analysis;

TEST(Markdown, PlainNamesStayReadable) {
  EXPECT_EQ(markdown_text("gemm/square/hand/f64/n:64"), "gemm/square/hand/f64/n:64");
  EXPECT_EQ(markdown_text("triad_nt L1 read_nt 1.5 -3.5 x-y (E)"), "triad_nt L1 read_nt 1.5 -3.5 x-y (E)");
  EXPECT_EQ(markdown_text("AMD Zen 5, 2 cores (SMT 1), avx512"), "AMD Zen 5, 2 cores (SMT 1), avx512");
}

TEST(Markdown, MarkupIsEscaped) {
  EXPECT_EQ(markdown_text("<img src=x onerror=alert(1)>"), "\\<img src=x onerror=alert(1)>");
  EXPECT_EQ(markdown_text("<script>x</script>"), "\\<script>x\\</script>");
  EXPECT_EQ(markdown_text("[x](javascript:alert(1))"), "\\[x\\](javascript:alert(1))");
  EXPECT_EQ(markdown_text("![](http://tracker/p.png)"), "!\\[\\](http://tracker/p.png)");
  EXPECT_EQ(markdown_text("`code` *em* _em_ **b** ~~s~~ $x$ &amp; a|b \\"),
            "\\`code\\` \\*em\\* \\_em\\_ \\*\\*b\\*\\* \\~\\~s\\~\\~ \\$x\\$ \\&amp; a\\|b \\\\");
  EXPECT_EQ(markdown_text("line\n# heading"), "line # heading");
  EXPECT_EQ(markdown_text("< 32 KiB, a <"), "< 32 KiB, a \\<");  // before a space, < starts nothing
}

TEST(Markdown, BlockMarkersAtTheStartAreEscaped) {
  EXPECT_EQ(markdown_text("# heading"), "\\# heading");
  EXPECT_EQ(markdown_text("   > quote"),
            "\\> quote");  // leading blanks go: four would be a code block
  EXPECT_EQ(markdown_text("- item"), "\\- item");
  EXPECT_EQ(markdown_text("+ item"), "\\+ item");
  EXPECT_EQ(markdown_text("---"), "\\---");
  EXPECT_EQ(markdown_text("==="), "\\===");
  EXPECT_EQ(markdown_text("1. item"), "1\\. item");
  EXPECT_EQ(markdown_text("12) item"), "12\\) item");
  EXPECT_EQ(markdown_text("___"), "\\_\\_\\_");
}

TEST(Markdown, CodeSpanHoldsAnyText) {
  EXPECT_EQ(markdown_code("stream/triad/naive"), "`stream/triad/naive`");
  EXPECT_EQ(markdown_code("a`b"), "``a`b``");
  EXPECT_EQ(markdown_code("`x`"), "`` `x` ``");
  EXPECT_EQ(markdown_code(""), "` `");
  EXPECT_EQ(markdown_code(" a "), "`  a  `");  // a span drops one space on each side
  EXPECT_EQ(markdown_code("a\nb<i>"), "`a b<i>`");
}

TEST(Markdown, TableCellsAreTextAndCodeColumnsCodeSpans) {
  const std::string t = markdown_table({"name", "folder"}, {{"a|b <b>x</b>", "run|1 `x`\\"}}, {1});
  EXPECT_EQ(t, "| name | folder |\n|---|---|\n| a\\|b \\<b>x\\</b> | ``run\\|1 `x`\\`` |\n");
  // A cell holds inline text only: no block marker to escape.
  EXPECT_EQ(markdown_table({"ws"}, {{"> 29 MiB"}, {"- 1"}}), "| ws |\n|---|\n| > 29 MiB |\n| - 1 |\n");
}

// The invariants the fuzz target checks (fuzz_markdown_pipeline.hpp) hold for hostile strings.
TEST(Markdown, HostileStringsKeepTheInvariants) {
  for (const std::string s : {"<img src=x onerror=alert(1)>\x1f[x](javascript:alert(1))\x1f|\x1f\\",
                              "\x1f\x1f\n\n|\\|\\\\|\x1f```\x1f#\x1f"
                              "1. x\x1f-\x1f\xff\xfe\x1b[2J"})
    EXPECT_NO_THROW(cpuroof::testing::fuzz_markdown_pipeline(s)) << s;
}
