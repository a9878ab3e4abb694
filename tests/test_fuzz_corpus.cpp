// Replays the fuzzing corpus (tests/fuzz/corpus, regression inputs included) through the pipeline the
// libFuzzer target drives, built with the normal compiler: every input either goes through or is
// refused with InputError — no other exception, no crash.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "errors.hpp"
#include "fuzz/fuzz_pipeline.hpp"
#include "fuzz/fuzz_place_pipeline.hpp"

namespace fs = std::filesystem;
using namespace cpuroof::analysis;

TEST(FuzzCorpus, EveryInputLoadsOrIsRefused) {
  const fs::path corpus = CPUROOF_FUZZ_CORPUS;
  ASSERT_TRUE(fs::is_directory(corpus)) << corpus;
  int inputs = 0, refused = 0;
  for (const auto& entry : fs::directory_iterator(corpus)) {
    std::ifstream in(entry.path(), std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    ++inputs;
    try {
      cpuroof::testing::fuzz_pipeline(text.str());
    } catch (const InputError&) {
      ++refused;
    } catch (const std::exception& e) {
      ADD_FAILURE() << entry.path() << ": " << typeid(e).name() << ": " << e.what();
    }
  }
  EXPECT_GT(inputs, 10);
  EXPECT_GT(refused, 0);
  EXPECT_LT(refused, inputs);  // the corpus keeps valid runs too
}

// The same for `cpuroof place`'s inputs (tests/fuzz/corpus-fuzz_place).
TEST(FuzzCorpus, EveryPlaceInputLoadsOrIsRefused) {
  const fs::path corpus = CPUROOF_FUZZ_PLACE_CORPUS;
  ASSERT_TRUE(fs::is_directory(corpus)) << corpus;
  int inputs = 0, refused = 0;
  for (const auto& entry : fs::directory_iterator(corpus)) {
    std::ifstream in(entry.path(), std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    ++inputs;
    try {
      cpuroof::testing::fuzz_place_pipeline(text.str());
    } catch (const InputError&) {
      ++refused;
    } catch (const std::exception& e) {
      ADD_FAILURE() << entry.path() << ": " << typeid(e).name() << ": " << e.what();
    }
  }
  EXPECT_GT(inputs, 3);
  EXPECT_GT(refused, 0);
  EXPECT_LT(refused, inputs);
}
