// Strings in gnuplot scripts and data files (analysis/io/gnuplot_text.hpp): whatever an input says, it
// reaches gnuplot as text to show, never as a command. The round trip through the real gnuplot runs
// where gnuplot is installed.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "io/gnuplot_text.hpp"
#include "io/printable.hpp"
#include "skip.hpp"

namespace fs = std::filesystem;
using namespace cpuroof::analysis;

namespace {

// What an input could hold to make gnuplot run a command, expand a macro or read on past a line.
std::vector<std::string> hostile_strings(const std::string& marker) {
  return {"X `touch " + marker + "`",
          "\" . system(\"touch " + marker + "\") . \"",
          "' . system('touch " + marker + "') . '",
          "$(touch " + marker + ")",
          "@x",
          "a\nsystem('touch " + marker + "')",
          "trailing backslash \\",
          "\\\nsystem('touch " + marker + "')",
          "'",
          "''",
          "a '''' b ''",
          "''''x''' it's",
          "\"",
          "\x1b[31mred\r\x7f\x01",
          "\xff\xfe invalid \xc3",
          "../../etc/passwd",
          "]]> <![CDATA[",
          std::string(10000, 'y') + "'"};
}

bool gnuplot_installed() { return std::system("command -v gnuplot >/dev/null 2>&1") == 0; }

}  // namespace

TEST(GnuplotText, LiteralIsOneLineOfQuotedStrings) {
  EXPECT_EQ(gnuplot_literal("Zen 5"), "'Zen 5'");
  EXPECT_EQ(gnuplot_literal(""), "''");
  EXPECT_EQ(gnuplot_literal("it's"), "('it' . \"'\" . 's')");
  EXPECT_EQ(gnuplot_literal("'quoted'"), "(\"'\" . 'quoted' . \"'\")");
  EXPECT_EQ(gnuplot_literal("a '''' b"), "('a ' . \"''''\" . ' b')");  // gnuplot misreads ''''
  EXPECT_EQ(gnuplot_literal("@x $(y)"), "'@x $(y)'");
  EXPECT_EQ(gnuplot_literal("a\nb`c`\\"), "'a b`c`\\'");
  EXPECT_EQ(gnuplot_literal("\x1b[2J"), "' [2J'");
  // The end of XML's CDATA, which an SVG's text cannot hold.
  EXPECT_EQ(gnuplot_literal("a]]>b]]]>"), "'a]]\xE2\x80\x8B>b]]]\xE2\x80\x8B>'");
}

TEST(GnuplotText, CommentCannotContinueOntoTheNextLine) {
  EXPECT_EQ(gnuplot_comment("The roofline of run-1"), "The roofline of run-1");
  EXPECT_EQ(gnuplot_comment("model\nset output 'x'"), "model set output 'x'");
  EXPECT_EQ(gnuplot_comment("ends in \\"), "ends in");
  EXPECT_EQ(gnuplot_comment("ends in \\ \\\\  "), "ends in");
  EXPECT_EQ(gnuplot_comment("a\\b"), "a\\b");  // inside the line a backslash is only text
}

TEST(GnuplotText, DataStringHasNoInnerDoubleQuote) {
  EXPECT_EQ(gnuplot_data_string("gemm/square/hand/f64/n:64"), "\"gemm/square/hand/f64/n:64\"");
  EXPECT_EQ(gnuplot_data_string("say \"hi\"\n# x"), "\"say 'hi' # x\"");
}

TEST(GnuplotText, FileNamePartStaysInItsFolder) {
  EXPECT_EQ(file_name_part("P"), "P");
  EXPECT_EQ(file_name_part("E-cores_2.x+"), "E-cores_2.x+");
  for (const std::string& s :
       {std::string("../../x"), std::string("."), std::string(".."), std::string("a/b"), std::string(""),
        std::string("`touch x`"), std::string(300, 'k'), std::string("\xff\n")}) {
    const std::string part = file_name_part(s);
    EXPECT_FALSE(part.empty()) << s;
    EXPECT_LE(part.size(), kFileNamePartChars) << s;
    EXPECT_NE(part.front(), '.') << s;
    EXPECT_EQ(part.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._+-"),
              std::string::npos)
        << s;
  }
  // Two names stay two files, even where both lose the same characters.
  EXPECT_NE(file_name_part("a/b"), file_name_part("a_b"));
  EXPECT_NE(file_name_part("a/b"), file_name_part("a\\b"));
  EXPECT_NE(file_name_part(std::string(300, 'k')), file_name_part(std::string(301, 'k')));
}

// gnuplot itself reads each literal back as the text it was made from, and runs nothing.
TEST(GnuplotText, GnuplotPrintsEachLiteralAndRunsNothing) {
  if (!gnuplot_installed()) CPUROOF_SKIP(setup, "gnuplot is not installed");
  const fs::path dir = fs::path(::testing::TempDir()) / ("cpuroof-gnuplot-text-" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  const std::string marker = (dir / "PWNED").string();
  const auto strings = hostile_strings(marker);
  std::string script = "x = 'touch " + marker + "'\n";
  for (const auto& s : strings)
    script += "# " + gnuplot_comment(s) + "\nset print '-'\nprint " + gnuplot_literal(s) + "\n";
  std::ofstream(dir / "t.gp") << script;
  const std::string command = "cd '" + dir.string() + "' && gnuplot t.gp > out.txt 2>&1";
  ASSERT_EQ(std::system(command.c_str()), 0) << "gnuplot failed on " << (dir / "t.gp");
  std::ifstream in(dir / "out.txt");
  std::stringstream printed;
  printed << in.rdbuf();
  std::string expected;
  for (const auto& s : strings) expected += svg_text(s) + "\n";
  EXPECT_TRUE(printed.str() == expected) << "gnuplot printed something else: compare " << (dir / "out.txt")
                                         << " with the strings' printable lines";
  EXPECT_FALSE(fs::exists(marker));
  if (!HasFailure()) fs::remove_all(dir);
}
