// The two faces of the ISA table (cmake/IsaLevels.cmake) outside the levels' own units: the features
// a run records as the CPU's ISA flags (cpu_features_present, run time) and the level a unit compiled
// with other flags was built for (isa_compiled.hpp, compile time; tiny's kernels read it).
#include <gtest/gtest.h>

#include <set>
#include <sstream>
#include <string>

#include "isa.hpp"
#include "isa_compiled.hpp"
#include "tiny.hpp"
#include "skip.hpp"

using namespace cpuroof;

namespace {

std::set<std::string> words(std::string_view text) {
  std::istringstream in{std::string(text)};
  std::set<std::string> out;
  for (std::string w; in >> w;) out.insert(w);
  return out;
}

}  // namespace

TEST(CpuFeatures, EveryLevelTheCpuRunsHasItsFeaturesListedAndNothingElseIs) {
  const std::set<std::string> present = words(cpu_features_present());
  std::set<std::string> known;
  for (Isa isa : kAllIsas) {
    const std::set<std::string> needs = words(isa_features(isa));
    known.insert(needs.begin(), needs.end());
    if (!cpu_supports(isa)) continue;
    for (const std::string& f : needs) EXPECT_TRUE(present.count(f)) << isa_name(isa) << " needs " << f;
  }
  for (std::size_t i = 1; i < std::size(kIsaExtensionFacts); ++i) {
    const IsaExtensionFacts& facts = kIsaExtensionFacts[i];
    const std::set<std::string> needs = words(facts.features);
    known.insert(needs.begin(), needs.end());
    if (!cpu_supports(static_cast<IsaExtension>(i))) continue;
    for (const std::string& f : needs) EXPECT_TRUE(present.count(f)) << facts.name << " needs " << f;
  }
  for (const std::string& f : present) EXPECT_TRUE(known.count(f)) << f << " is no level's or extension's feature";
}

TEST(CompiledIsa, IsALevelOfTheTableThatThisCpuRuns) {
  const std::string_view compiled = CPUROOF_COMPILED_ISA;
  EXPECT_EQ(tiny_compiled_isa(), compiled);
  if (compiled.empty()) {
    EXPECT_EQ(CPUROOF_COMPILED_VECTOR_BYTES, 0);
    CPUROOF_SKIP(build, "this unit's flags enable no level (a portable build)");
  }
  bool found = false;
  for (Isa isa : kAllIsas)
    if (isa_name(isa) == compiled) {
      found = true;
      EXPECT_EQ(isa_facts(isa).vector_bytes, CPUROOF_COMPILED_VECTOR_BYTES);
      // This unit runs, so the CPU has what its flags enabled.
      EXPECT_TRUE(cpu_supports(isa)) << compiled;
    }
  EXPECT_TRUE(found) << compiled << " is not a level of this build";
}
