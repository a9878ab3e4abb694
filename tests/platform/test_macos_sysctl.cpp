// macOS's sysctl values turned into facts (platform/macos/sysctl_facts.hpp), on values recorded from
// Apple M1, M2 Pro and M4 Pro machines (tests/fixtures/macos/) and on broken ones: built and run on
// Linux, as the parsers make no OS call.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "platform/macos/sysctl_facts.hpp"

using namespace cpuroof::platform;

namespace {

std::map<std::string, std::string> recorded_sysctl(const std::string& name) {
  std::ifstream in(std::string(CPUROOF_FIXTURES) + "/macos/" + name);
  EXPECT_TRUE(in) << name;
  std::stringstream s;
  s << in.rdbuf();
  return parse_sysctl_text(s.str());
}

// The Linux hwcap names platform::kArmFeatures lists (declared only in aarch64 builds).
constexpr std::string_view kLinuxArmFeatures[] = {"fp",  "asimd", "fphp", "asimdhp", "asimddp",
                                                  "sve", "sve2",  "i8mm", "bf16",    "svebf16"};

}  // namespace

TEST(MacosSysctl, ParsesSysctlsPrintedLines) {
  const auto v = parse_sysctl_text(
      "# a note\nhw.ncpu: 8\nmachdep.cpu.brand_string: Apple M1\nkern.version: Darwin Kernel Version 21.6.0: Sat\n"
      "hw.empty:\nno separator\n  hw.padded :  42  \n");
  EXPECT_EQ(v.at("hw.ncpu"), "8");
  EXPECT_EQ(v.at("machdep.cpu.brand_string"), "Apple M1");
  EXPECT_EQ(v.at("kern.version"), "Darwin Kernel Version 21.6.0: Sat");  // only the first ": " separates
  EXPECT_EQ(v.at("hw.empty"), "");
  EXPECT_EQ(v.at("hw.padded"), "42");
  EXPECT_EQ(v.count("no separator"), 0u);
  EXPECT_EQ(v.count("# a note"), 0u);
}

TEST(MacosSysctl, M4ProHasTenPerformanceAndFourEfficiencyCores) {
  const auto values = recorded_sysctl("apple_m4_pro.sysctl");
  const auto lookup = sysctl_lookup_in(values);
  const auto levels = perf_levels(lookup);
  ASSERT_EQ(levels.size(), 2u);
  EXPECT_TRUE(levels[0].performance);
  EXPECT_EQ(levels[0].name, "Performance");
  EXPECT_EQ(levels[0].physical_cpus, 10);
  EXPECT_EQ(levels[0].logical_cpus, 10);
  EXPECT_EQ(levels[0].l1d_bytes, 128u * 1024);
  EXPECT_EQ(levels[0].l2_bytes, 16u << 20);
  EXPECT_EQ(levels[0].cpus_per_l2, 5);
  EXPECT_FALSE(levels[1].performance);
  EXPECT_EQ(levels[1].level, 1);
  EXPECT_EQ(levels[1].physical_cpus, 4);
  EXPECT_EQ(levels[1].l1d_bytes, 64u * 1024);
  EXPECT_EQ(levels[1].l2_bytes, 4u << 20);
  EXPECT_EQ(p_core_cache_bytes(lookup, 1), 128u * 1024);
  EXPECT_EQ(p_core_cache_bytes(lookup, 2), 16u << 20);
  EXPECT_EQ(p_core_cache_bytes(lookup, 3), 0u);  // no L3 the OS reports
  EXPECT_EQ(macos_name(lookup), "macOS 15.1");
  EXPECT_EQ(darwin_kernel_name(lookup), "Darwin 24.1.0");
  EXPECT_EQ(sysctl_text(lookup, "machdep.cpu.brand_string"), "Apple M4 Pro");
  EXPECT_EQ(sysctl_number(lookup, "hw.memsize"), 48ull << 30);
  EXPECT_EQ(apple_core_kind_names(lookup), (std::vector<std::string>{"Apple M4 P-core", "Apple M4 E-core"}));
}

TEST(MacosSysctl, M1HasFourAndFourAndM2ProKindsComeFromTheirOrder) {
  const auto m1 = recorded_sysctl("apple_m1.sysctl");
  const auto m1_levels = perf_levels(sysctl_lookup_in(m1));
  ASSERT_EQ(m1_levels.size(), 2u);
  EXPECT_EQ(m1_levels[0].physical_cpus, 4);
  EXPECT_EQ(m1_levels[1].physical_cpus, 4);
  EXPECT_EQ(m1_levels[0].l2_bytes, 12u << 20);
  EXPECT_EQ(m1_levels[0].cpus_per_l2, 4);
  // The M2 Pro's file records no level names: level 0 is the P cores.
  const auto m2 = recorded_sysctl("apple_m2_pro.sysctl");
  const auto m2_levels = perf_levels(sysctl_lookup_in(m2));
  ASSERT_EQ(m2_levels.size(), 2u);
  EXPECT_TRUE(m2_levels[0].performance);
  EXPECT_EQ(m2_levels[0].name, "");
  EXPECT_EQ(m2_levels[0].physical_cpus, 8);
  EXPECT_FALSE(m2_levels[1].performance);
  EXPECT_EQ(m2_levels[1].physical_cpus, 4);
  EXPECT_EQ(apple_core_kind_names(sysctl_lookup_in(m1)),
            (std::vector<std::string>{"Apple M1 Firestorm", "Apple M1 Icestorm"}));
  EXPECT_EQ(apple_core_kind_names(sysctl_lookup_in(m2)),
            (std::vector<std::string>{"Apple M2 Avalanche", "Apple M2 Blizzard"}));
}

TEST(MacosSysctl, FeaturesOnAndOffPerChip) {
  const auto m1 = recorded_sysctl("apple_m1.sysctl"), m2 = recorded_sysctl("apple_m2_pro.sysctl"),
             m4 = recorded_sysctl("apple_m4_pro.sysctl");
  const auto on_m1 = sysctl_lookup_in(m1), on_m2 = sysctl_lookup_in(m2), on_m4 = sysctl_lookup_in(m4);
  for (const auto& lookup : {on_m1, on_m2, on_m4}) {
    for (std::string_view name : {"fp", "asimd", "fphp", "asimdhp", "asimddp"})
      EXPECT_EQ(apple_arm_feature(lookup, name), true) << name;
    for (std::string_view name : {"sve", "sve2", "svebf16"}) EXPECT_EQ(apple_arm_feature(lookup, name), false) << name;
  }
  EXPECT_EQ(apple_arm_feature(on_m1, "bf16"), false);
  EXPECT_EQ(apple_arm_feature(on_m1, "i8mm"), false);
  EXPECT_EQ(apple_arm_feature(on_m2, "bf16"), true);
  EXPECT_EQ(apple_arm_feature(on_m2, "i8mm"), true);
  EXPECT_EQ(apple_arm_feature(on_m2, "sme"), false);
  EXPECT_EQ(apple_arm_feature(on_m4, "sme"), true);
  EXPECT_EQ(apple_arm_feature(on_m4, "no_such_feature"), std::nullopt);
}

TEST(MacosSysctl, AnswersForEveryNameTheKernelsAskAbout) {
  const std::map<std::string, std::string> none;
  const auto names = apple_arm_feature_names();
  for (std::string_view name : kLinuxArmFeatures) {
    EXPECT_NE(std::find(names.begin(), names.end(), name), names.end()) << name;
    EXPECT_TRUE(apple_arm_feature(sysctl_lookup_in(none), name).has_value()) << name;
  }
}

TEST(MacosSysctl, MissingValuesGiveNothing) {
  const std::map<std::string, std::string> none;
  const auto lookup = sysctl_lookup_in(none);
  EXPECT_TRUE(perf_levels(lookup).empty());  // an Intel Mac, or macOS before 12
  EXPECT_EQ(macos_name(lookup), "unknown");
  EXPECT_EQ(darwin_kernel_name(lookup), "unknown");
  EXPECT_EQ(p_core_cache_bytes(lookup, 1), 0u);
  EXPECT_EQ(sysctl_text(lookup, "machdep.cpu.brand_string"), std::nullopt);
  // fp and asimd are part of every Apple Silicon CPU; the optional features are absent unless said.
  EXPECT_EQ(apple_arm_feature(lookup, "asimd"), true);
  EXPECT_EQ(apple_arm_feature(lookup, "asimddp"), false);
  // A level without a CPU count is no kind of core; one with only a count has no cache figures.
  const std::map<std::string, std::string> partial = {
      {"hw.nperflevels", "2"}, {"hw.perflevel1.physicalcpu", "4"}, {"hw.perflevel1.name", "Efficiency"}};
  const auto levels = perf_levels(sysctl_lookup_in(partial));
  ASSERT_EQ(levels.size(), 1u);
  EXPECT_EQ(levels[0].level, 1);
  EXPECT_FALSE(levels[0].performance);
  EXPECT_EQ(levels[0].logical_cpus, 4);
  EXPECT_EQ(levels[0].l1d_bytes, 0u);
  EXPECT_EQ(levels[0].cpus_per_l2, 0);
  // Without level 0, naming level 1's cores first would call the E cores P: no names at all.
  EXPECT_TRUE(apple_core_kind_names(lookup).empty());
  EXPECT_TRUE(apple_core_kind_names(sysctl_lookup_in(partial)).empty());
}

TEST(MacosSysctl, MalformedValuesGiveNothing) {
  for (const std::string& bad :
       std::vector<std::string>{"", "  ", "ten", "-4", "4x", "0x10", "1.5", "99999999999999999999999",
                                "18446744073709551615", std::string("4\0", 2)}) {
    const std::map<std::string, std::string> values = {{"hw.nperflevels", bad},
                                                       {"hw.perflevel0.physicalcpu", bad},
                                                       {"hw.perflevel0.l1dcachesize", bad},
                                                       {"hw.optional.arm.FEAT_BF16", bad},
                                                       {"hw.optional.AdvSIMD", bad},
                                                       {"kern.osproductversion", "  "}};
    const auto lookup = sysctl_lookup_in(values);
    EXPECT_EQ(sysctl_number(lookup, "hw.nperflevels"), std::nullopt) << bad;
    EXPECT_TRUE(perf_levels(lookup).empty()) << bad;
    EXPECT_EQ(p_core_cache_bytes(lookup, 1), 0u) << bad;
    EXPECT_EQ(apple_arm_feature(lookup, "bf16"), false) << bad;
    EXPECT_EQ(apple_arm_feature(lookup, "asimd"), true) << bad;  // only an explicit 0 denies it
    EXPECT_EQ(macos_name(lookup), "unknown") << bad;
  }
  // Counts beyond any machine and level lists beyond the limit are cut, not trusted.
  const std::map<std::string, std::string> huge = {{"hw.nperflevels", "4000000000"},
                                                   {"hw.perflevel0.physicalcpu", "4000000000"},
                                                   {"hw.perflevel1.physicalcpu", "4"}};
  const auto levels = perf_levels(sysctl_lookup_in(huge));
  ASSERT_EQ(levels.size(), 1u);
  EXPECT_EQ(levels[0].level, 1);
  EXPECT_EQ(sysctl_number(sysctl_lookup_in(huge), "hw.nperflevels"), 4000000000u);
}

TEST(MacosSysctl, OverlongAndEndlessTextIsCut) {
  const std::string long_line = "hw.long: " + std::string(kMaxSysctlLineBytes, '7') + "\nhw.ncpu: 8\n";
  const auto v = parse_sysctl_text(long_line);
  EXPECT_EQ(v.count("hw.long"), 0u);
  EXPECT_EQ(v.at("hw.ncpu"), "8");
  std::string many;
  for (std::size_t i = 0; i <= kMaxSysctlLines; ++i) many += "hw.n" + std::to_string(i) + ": 1\n";
  EXPECT_EQ(parse_sysctl_text(many).size(), kMaxSysctlLines);
  EXPECT_TRUE(parse_sysctl_text(std::string("\0\0:\n: \n", 7)).size() <= 2);
}
