// The parsers of macOS's sysctl values (sysctl_facts.hpp). Names and meanings from Apple's
// "Determining system capabilities" (sysctlbyname documentation): hw.nperflevels, hw.perflevelN.*
// (lower N: faster cores), hw.optional.arm.FEAT_*.
#include "sysctl_facts.hpp"

#include <charconv>

#include "machine/apple_core_names.hpp"

namespace cpuroof::platform {
namespace {

std::string_view strip_blanks(std::string_view s) {
  const auto first = s.find_first_not_of(" \t\r\n");
  if (first == std::string_view::npos) return {};
  return s.substr(first, s.find_last_not_of(" \t\r\n") - first + 1);
}

// A count that fits an int (CPU counts): nullopt beyond it.
std::optional<int> small_number(const SysctlLookup& lookup, const std::string& name) {
  const auto v = sysctl_number(lookup, name);
  if (!v || *v > 1000000) return std::nullopt;
  return static_cast<int>(*v);
}

std::size_t bytes_or_zero(const SysctlLookup& lookup, const std::string& name) {
  const auto v = sysctl_number(lookup, name);
  return v ? static_cast<std::size_t>(*v) : 0;
}

struct FeatureSysctl {
  std::string_view linux_name;
  std::string_view sysctl;  // empty: no Apple core has it
  bool unless_denied;       // architectural on Apple Silicon: true unless the OS says 0
};
constexpr FeatureSysctl kFeatures[] = {
    {"fp", "hw.optional.floatingpoint", true},
    {"asimd", "hw.optional.AdvSIMD", true},
    {"fphp", "hw.optional.arm.FEAT_FP16", false},
    {"asimdhp", "hw.optional.arm.FEAT_FP16", false},
    {"asimddp", "hw.optional.arm.FEAT_DotProd", false},
    {"i8mm", "hw.optional.arm.FEAT_I8MM", false},
    {"bf16", "hw.optional.arm.FEAT_BF16", false},
    {"sme", "hw.optional.arm.FEAT_SME", false},
    {"sve", "", false},
    {"sve2", "", false},
    {"svebf16", "", false},
};

}  // namespace

std::map<std::string, std::string> parse_sysctl_text(std::string_view text) {
  std::map<std::string, std::string> out;
  std::size_t pos = 0;
  for (std::size_t lines = 0; pos < text.size() && lines < kMaxSysctlLines; ++lines) {
    const auto newline = text.find('\n', pos);
    const auto end = newline == std::string_view::npos ? text.size() : newline;
    const std::string_view line = text.substr(pos, end - pos);
    pos = end + 1;
    if (line.size() > kMaxSysctlLineBytes || line.rfind('#', 0) == 0) continue;  // '#': a recorded file's notes
    const auto separator = line.find(": ");
    if (separator == std::string_view::npos) {
      // `sysctl` prints an empty value as "name:" with nothing after it.
      if (!line.empty() && line.back() == ':') out[std::string(strip_blanks(line.substr(0, line.size() - 1)))] = "";
      continue;
    }
    const std::string_view name = strip_blanks(line.substr(0, separator));
    if (!name.empty()) out[std::string(name)] = std::string(strip_blanks(line.substr(separator + 2)));
  }
  return out;
}

SysctlLookup sysctl_lookup_in(const std::map<std::string, std::string>& values) {
  return [&values](std::string_view name) -> std::optional<std::string> {
    const auto it = values.find(std::string(name));
    if (it == values.end()) return std::nullopt;
    return it->second;
  };
}

std::optional<std::uint64_t> sysctl_number(const SysctlLookup& lookup, std::string_view name) {
  const auto text = lookup(name);
  if (!text) return std::nullopt;
  const std::string_view s = strip_blanks(*text);
  std::uint64_t v = 0;
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (s.empty() || ec != std::errc() || end != s.data() + s.size() || v > (std::uint64_t{1} << 63)) return std::nullopt;
  return v;
}

std::optional<std::string> sysctl_text(const SysctlLookup& lookup, std::string_view name) {
  const auto text = lookup(name);
  if (!text) return std::nullopt;
  const std::string_view s = strip_blanks(*text);
  if (s.empty()) return std::nullopt;
  return std::string(s);
}

std::vector<PerfLevel> perf_levels(const SysctlLookup& lookup) {
  std::vector<PerfLevel> out;
  const auto count = sysctl_number(lookup, "hw.nperflevels");
  if (!count) return out;
  const int levels = *count < kMaxPerfLevels ? static_cast<int>(*count) : kMaxPerfLevels;
  for (int n = 0; n < levels; ++n) {
    const std::string prefix = "hw.perflevel" + std::to_string(n) + ".";
    PerfLevel level;
    level.level = n;
    level.physical_cpus = small_number(lookup, prefix + "physicalcpu").value_or(0);
    level.logical_cpus = small_number(lookup, prefix + "logicalcpu").value_or(level.physical_cpus);
    if (level.physical_cpus <= 0) continue;  // a level without CPUs says nothing of a kind of core
    level.name = sysctl_text(lookup, prefix + "name").value_or("");
    // By name where macOS records one; else the order: level 0 is the fastest, and of several kinds the
    // others are efficiency cores (Apple ships two).
    level.performance = level.name.empty() ? n == 0 : level.name == "Performance";
    level.l1d_bytes = bytes_or_zero(lookup, prefix + "l1dcachesize");
    level.l2_bytes = bytes_or_zero(lookup, prefix + "l2cachesize");
    level.cpus_per_l2 = small_number(lookup, prefix + "cpusperl2").value_or(0);
    out.push_back(level);
  }
  return out;
}

std::optional<bool> apple_arm_feature(const SysctlLookup& lookup, std::string_view linux_name) {
  for (const FeatureSysctl& f : kFeatures) {
    if (f.linux_name != linux_name) continue;
    if (f.sysctl.empty()) return false;
    const auto v = sysctl_number(lookup, f.sysctl);
    return f.unless_denied ? v != std::optional<std::uint64_t>(0) : v == std::optional<std::uint64_t>(1);
  }
  return std::nullopt;
}

std::vector<std::string_view> apple_arm_feature_names() {
  std::vector<std::string_view> names;
  for (const FeatureSysctl& f : kFeatures) names.push_back(f.linux_name);
  return names;
}

std::string macos_name(const SysctlLookup& lookup) {
  const auto version = sysctl_text(lookup, "kern.osproductversion");
  return version ? "macOS " + *version : "unknown";
}

std::string darwin_kernel_name(const SysctlLookup& lookup) {
  const auto release = sysctl_text(lookup, "kern.osrelease");
  if (!release) return "unknown";
  return sysctl_text(lookup, "kern.ostype").value_or("Darwin") + " " + *release;
}

std::size_t p_core_cache_bytes(const SysctlLookup& lookup, int level) {
  if (level == 1) return bytes_or_zero(lookup, "hw.perflevel0.l1dcachesize");
  if (level == 2) return bytes_or_zero(lookup, "hw.perflevel0.l2cachesize");
  return 0;
}

std::vector<std::string> apple_core_kind_names(const SysctlLookup& lookup) {
  const std::string brand = sysctl_text(lookup, "machdep.cpu.brand_string").value_or("");
  std::vector<std::string> out;
  for (const PerfLevel& level : perf_levels(lookup)) {
    // A level left out (no CPU count) would shift every later name onto the wrong kind: name none.
    if (level.level != static_cast<int>(out.size())) return {};
    out.push_back(apple_core_name(brand, level.level));
  }
  return out;
}

}  // namespace cpuroof::platform
