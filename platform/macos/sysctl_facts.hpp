#pragma once
// What macOS's sysctl values say about the machine, read from a lookup of recorded values: the OS
// calls (platform/macos/sysctl.cpp) only fetch the text, so these parsers make no OS call and are
// built and tested on every OS (tests/fixtures/macos/<machine>.sysctl, as `sysctl` prints them).
// Every value is untrusted text: a missing, empty, non-numeric or out-of-range one is absent
// (nullopt, 0 or an empty list), never a crash.
#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cpuroof::platform {

// A sysctl's value as `sysctl -n NAME` prints it; nullopt when the OS has no such name.
using SysctlLookup = std::function<std::optional<std::string>(std::string_view name)>;

// "name: value" lines as `sysctl NAME...` prints them. Lines without ": " and lines starting with '#'
// (notes in a recorded file, which `sysctl` never prints) are skipped; at most
// kMaxSysctlLines lines of kMaxSysctlLineBytes each are read (the rest is ignored).
inline constexpr std::size_t kMaxSysctlLines = 100000;
inline constexpr std::size_t kMaxSysctlLineBytes = 4096;
std::map<std::string, std::string> parse_sysctl_text(std::string_view text);
// A lookup over recorded values (kept by reference: `values` must outlive it).
SysctlLookup sysctl_lookup_in(const std::map<std::string, std::string>& values);

// A value as a whole non-negative decimal number (blanks around it allowed): nullopt when missing,
// empty, not a number or beyond 2^63.
std::optional<std::uint64_t> sysctl_number(const SysctlLookup& lookup, std::string_view name);
// A value that is text: trimmed; nullopt when missing or empty.
std::optional<std::string> sysctl_text(const SysctlLookup& lookup, std::string_view name);

// One kind of core as macOS lists it (hw.perflevelN.*): level 0 is the fastest kind.
struct PerfLevel {
  int level = 0;
  std::string name;         // hw.perflevelN.name ("Performance", "Efficiency"); empty when not recorded
  bool performance = true;  // the P cores (by name, else level 0 of several); false: the E cores
  int physical_cpus = 0;
  int logical_cpus = 0;
  std::size_t l1d_bytes = 0;  // per core; 0 when not recorded
  std::size_t l2_bytes = 0;   // per L2 cluster; 0 when not recorded
  int cpus_per_l2 = 0;        // 0 when not recorded
};
// Every level hw.nperflevels names (at most kMaxPerfLevels) with a CPU count; empty when the OS
// lists none (Intel Macs, macOS before 12).
inline constexpr int kMaxPerfLevels = 8;
std::vector<PerfLevel> perf_levels(const SysctlLookup& lookup);

// Whether the CPU and the OS support an Arm feature named as Linux's hwcaps name it
// (platform::kArmFeatures, and "sme"), from hw.optional: fp and asimd are part of every Apple
// Silicon CPU (true unless the OS says 0); fphp/asimdhp are FEAT_FP16, asimddp FEAT_DotProd, i8mm
// FEAT_I8MM, bf16 FEAT_BF16, sme FEAT_SME (false when the OS does not say 1); Apple's cores have
// no SVE (sve, sve2, svebf16: false). nullopt for a name not in that list.
std::optional<bool> apple_arm_feature(const SysctlLookup& lookup, std::string_view linux_name);
// The Linux names apple_arm_feature answers for.
std::vector<std::string_view> apple_arm_feature_names();

// The name of each kind of core, level 0 first, from the chip's name (machdep.cpu.brand_string) and
// the perf levels (machine/apple_core_names.hpp: "unknown" for a chip it does not list); empty when
// the OS lists no perf level or leaves one out.
std::vector<std::string> apple_core_kind_names(const SysctlLookup& lookup);

// "macOS 15.1" from kern.osproductversion; "unknown" when missing.
std::string macos_name(const SysctlLookup& lookup);
// "Darwin 24.1.0" from kern.ostype and kern.osrelease; "unknown" when the release is missing.
std::string darwin_kernel_name(const SysctlLookup& lookup);
// The P cores' L1d (level 1) or L2 (level 2) size in bytes, as hw.perflevel0 says (the level-less
// hw.l1dcachesize is the slowest kind's); 0 for another level or when not recorded.
std::size_t p_core_cache_bytes(const SysctlLookup& lookup, int level);

}  // namespace cpuroof::platform
