// Replays the fuzzing corpus (tests/fuzz/corpus, regression inputs included) through the pipeline the
// libFuzzer target drives, built with the normal compiler: every input either goes through or is
// refused with InputError — no other exception, no crash.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string_view>

#include "io/errors.hpp"
#include "fuzz/fuzz_gnuplot_text_pipeline.hpp"
#include "fuzz/fuzz_html_pipeline.hpp"
#include "fuzz/fuzz_markdown_pipeline.hpp"
#include "fuzz/fuzz_pipeline.hpp"
#include "fuzz/fuzz_place_pipeline.hpp"

namespace fs = std::filesystem;
using namespace cpuroof::analysis;

namespace {

struct Replay {
  int inputs = 0, refused = 0;
};

// Every file of `corpus` through `pipeline`: counts the inputs and the refusals, fails on anything else.
template <class Pipeline>
Replay replay(const fs::path& corpus, Pipeline pipeline) {
  Replay r;
  for (const auto& entry : fs::directory_iterator(corpus)) {
    std::ifstream in(entry.path(), std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    ++r.inputs;
    try {
      pipeline(text.str());
    } catch (const InputError&) {
      ++r.refused;
    } catch (const std::exception& e) {
      ADD_FAILURE() << entry.path() << ": " << typeid(e).name() << ": " << e.what();
    }
  }
  return r;
}

}  // namespace

TEST(FuzzCorpus, EveryInputLoadsOrIsRefused) {
  const fs::path corpus = CPUROOF_FUZZ_CORPUS;
  ASSERT_TRUE(fs::is_directory(corpus)) << corpus;
  const Replay r = replay(corpus, [](std::string_view text) { cpuroof::testing::fuzz_pipeline(text); });
  EXPECT_GT(r.inputs, 10);
  EXPECT_GT(r.refused, 0);
  EXPECT_LT(r.refused, r.inputs);  // the corpus keeps valid runs too
}

// The same for `cpuroof place`'s inputs (tests/fuzz/corpus-fuzz_place).
TEST(FuzzCorpus, EveryPlaceInputLoadsOrIsRefused) {
  const fs::path corpus = CPUROOF_FUZZ_PLACE_CORPUS;
  ASSERT_TRUE(fs::is_directory(corpus)) << corpus;
  const Replay r = replay(corpus, [](std::string_view text) { cpuroof::testing::fuzz_place_pipeline(text); });
  EXPECT_GT(r.inputs, 3);
  EXPECT_GT(r.refused, 0);
  EXPECT_LT(r.refused, r.inputs);
}

// The writers' corpora (corpus-fuzz_gnuplot_text, corpus-fuzz_markdown): every input keeps their
// invariants, and none is bad input: any string may be written.
TEST(FuzzCorpus, EveryGnuplotTextInputKeepsItsInvariants) {
  const fs::path corpus = CPUROOF_FUZZ_GNUPLOT_TEXT_CORPUS;
  ASSERT_TRUE(fs::is_directory(corpus)) << corpus;
  const Replay r = replay(corpus, [](std::string_view text) { cpuroof::testing::fuzz_gnuplot_text_pipeline(text); });
  EXPECT_GT(r.inputs, 3);
  EXPECT_EQ(r.refused, 0);
}

TEST(FuzzCorpus, EveryMarkdownInputKeepsItsInvariants) {
  const fs::path corpus = CPUROOF_FUZZ_MARKDOWN_CORPUS;
  ASSERT_TRUE(fs::is_directory(corpus)) << corpus;
  const Replay r = replay(corpus, [](std::string_view text) { cpuroof::testing::fuzz_markdown_pipeline(text); });
  EXPECT_GT(r.inputs, 3);
  EXPECT_EQ(r.refused, 0);
}

// report.html's corpus (corpus-fuzz_html): every string keeps html_text's and script_json's
// invariants, and the page built with them holds only markup its writer makes.
TEST(FuzzCorpus, EveryHtmlInputKeepsItsInvariants) {
  const fs::path corpus = CPUROOF_FUZZ_HTML_CORPUS;
  ASSERT_TRUE(fs::is_directory(corpus)) << corpus;
  const Replay r = replay(corpus, [](std::string_view text) { cpuroof::testing::fuzz_html_pipeline(text); });
  EXPECT_GT(r.inputs, 3);
  EXPECT_LT(r.refused, r.inputs);
}
