// Replays the fuzzing corpus (tests/fuzz/corpus, regression inputs included) through the pipeline the
// libFuzzer target drives, built with the normal compiler: every input either goes through or is
// refused with InputError — no other exception, no crash.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string_view>

#include "errors.hpp"
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
