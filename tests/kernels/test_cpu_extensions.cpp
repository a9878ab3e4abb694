// The extension levels' run-time checks (kernels/isa.cpp reads CPUID leaf 7 itself) agree with the
// flags Linux lists for this CPU in /proc/cpuinfo, which names them as the rows do (avx512_vnni,
// avx_vnni, avx512_bf16, avx512_fp16). A check that reads the wrong bit fails here on a CPU that has
// the feature: clang 14 once compiled every one of them to "absent".
#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <sstream>
#include <string>

#include "isa.hpp"
#include "skip.hpp"

using namespace cpuroof;

TEST(CpuExtensions, AsLinuxListsTheCpusFlags) {
#if !defined(__x86_64__)
  CPUROOF_SKIP(hardware, "the extension rows are x86's");
#else
  std::ifstream in("/proc/cpuinfo");
  std::set<std::string> flags;
  for (std::string line; std::getline(in, line);)
    if (line.rfind("flags", 0) == 0) {
      std::istringstream words(line.substr(line.find(':') + 1));
      for (std::string w; words >> w;) flags.insert(w);
      break;
    }
  if (flags.empty()) CPUROOF_SKIP(setup, "no flags line in /proc/cpuinfo");
  int checked = 0;
  for (std::size_t i = 1; i < std::size(kIsaExtensionFacts); ++i) {
    const auto e = static_cast<IsaExtension>(i);
    const IsaExtensionFacts& facts = isa_extension_facts(e);
    const bool listed = flags.count(std::string(facts.name)) > 0;
    EXPECT_EQ(cpu_supports(e), listed && cpu_supports(facts.base)) << facts.name;
    checked += listed;
  }
  RecordProperty("extensions_listed", checked);
#endif
}
