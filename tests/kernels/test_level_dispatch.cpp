// Choosing a family's kernels for an ISA level (kernels/level_dispatch.hpp): the level asked for when
// the family is built at it, else the next narrower one, named in the label; never a level the CPU
// lacks. A made-up family records which level's entry point ran.
#include <gtest/gtest.h>

#include <cstddef>
#include <utility>

#include "level_dispatch.hpp"

using namespace cpuroof;

namespace {

template <class T>
struct MadeUpKernels {
  Isa built_for;
};
struct MadeUpFamily {
  template <class T>
  using Kernels = MadeUpKernels<T>;
  template <Isa L, class T>
  static Kernels<T> at() {
    return {L};
  }
};

// A whole array, not std::array::data(): clang before 16 takes no pointer to a subobject as a template argument.
template <class Seq>
struct AllLevels;
template <std::size_t... I>
struct AllLevels<std::index_sequence<I...>> {
  static constexpr bool value[] = {((void)I, true)...};
};
constexpr const bool* kEveryLevel = AllLevels<std::make_index_sequence<kIsaCount>>::value;
constexpr bool kNarrowestOnly[kIsaCount] = {true};
constexpr bool kNoneAtOrBelowNarrowest[kIsaCount] = {false, true};

}  // namespace

TEST(LevelDispatch, TheLevelAskedForWhenBuilt) {
  for (Isa isa : supported_isas()) {
    const auto chosen = choose_level<MadeUpFamily, double, kEveryLevel>(isa);
    EXPECT_EQ(chosen.fns.built_for, isa);
    EXPECT_EQ(chosen.isa, isa);
    EXPECT_EQ(chosen.label(), "isa=" + std::string(isa_name(isa)));
  }
}

TEST(LevelDispatch, FallsBackToANarrowerLevelAndSaysSo) {
  const Isa best = best_isa();
  const auto chosen = choose_level<MadeUpFamily, float, kNarrowestOnly>(best);
  EXPECT_EQ(chosen.fns.built_for, kAllIsas[0]);
  EXPECT_EQ(chosen.requested, best);
  if (best != kAllIsas[0]) {
    EXPECT_EQ(chosen.label(),
              "isa=" + std::string(isa_name(kAllIsas[0])) + " isa_requested=" + std::string(isa_name(best)));
  }
}

TEST(LevelDispatch, RefusesWhatCannotRun) {
  EXPECT_THROW((choose_level<MadeUpFamily, double, kNoneAtOrBelowNarrowest>(kAllIsas[0])), std::invalid_argument);
  for (Isa isa : kAllIsas)
    if (!cpu_supports(isa)) {
      EXPECT_THROW((choose_level<MadeUpFamily, double, kEveryLevel>(isa)), std::invalid_argument);
    }
}

TEST(LevelDispatch, LevelFactsFromTheRows) {
  for (Isa isa : kAllIsas) {
    EXPECT_FALSE(isa_name(isa).empty());
    EXPECT_GT(isa_vector_registers(isa), 0);
    EXPECT_GE(isa_lanes(isa, 8), 1);
    EXPECT_EQ(isa_lanes(isa, 4), isa_vector_bytes(isa) == 0 ? 1 : 2 * isa_lanes(isa, 8)) << isa_name(isa);
  }
  // Levels are listed narrowest first: a fallback goes down the list.
  for (std::size_t i = 1; i < kIsaCount; ++i)
    EXPECT_LE(isa_vector_bytes(kAllIsas[i - 1]), isa_vector_bytes(kAllIsas[i]));
}
