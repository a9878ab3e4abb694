#include "model/identity.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <sstream>

#include "machine/apple_core_names.hpp"
#include "machine/arm_core_names.hpp"
#include "machine/isa_table.hpp"
#include "machine/microarch_names.hpp"
#include "model/meta_lookup.hpp"

namespace cpuroof::analysis {
namespace {

int to_int(const std::string& s, int fallback) {
  try {
    std::size_t used = 0;
    const int v = std::stoi(s, &used);
    return used == s.size() ? v : fallback;
  } catch (...) {
    return fallback;
  }
}

// meta.json's Arm numbers ("0x41", "0xd4f"); -1 when absent or not a number.
int hex_to_int(const std::string& s) {
  try {
    std::size_t used = 0;
    const int v = std::stoi(s, &used, 16);
    return used == s.size() && v >= 0 ? v : -1;
  } catch (...) {
    return -1;
  }
}

// cpu_core_kinds: "0x41:0xd46 0x41:0xd47" -> {(0x41, 0xd46), (0x41, 0xd47)}; malformed entries are left out.
std::vector<std::pair<int, int>> parse_kinds(const std::string& text) {
  std::vector<std::pair<int, int>> out;
  std::istringstream in(text);
  std::string kind;
  while (in >> kind) {
    const auto colon = kind.find(':');
    if (colon == std::string::npos) continue;
    const int implementer = hex_to_int(kind.substr(0, colon)), part = hex_to_int(kind.substr(colon + 1));
    if (implementer >= 0 && part >= 0) out.emplace_back(implementer, part);
  }
  return out;
}

// cpu_core_names: "Apple M4 P-core + Apple M4 E-core" -> its names, each one apple_core_name gives or
// "unknown"; more names than any chip has kinds: none.
std::vector<std::string> parse_core_names(const std::string& text) {
  constexpr std::size_t kMostKinds = 8;
  constexpr std::string_view kSeparator = " + ";
  std::vector<std::string> out;
  for (std::size_t start = 0; !text.empty() && start <= text.size();) {
    if (out.size() == kMostKinds) return {};
    const std::size_t end = std::min(text.find(kSeparator, start), text.size());
    const std::string name = text.substr(start, end - start);
    out.push_back(is_apple_core_name(name) ? name : "unknown");
    start = end + kSeparator.size();
  }
  return out;
}

// "Apple M4 P-core + Apple M4 E-core"; "unknown" when no name is known.
std::string named_microarch(const std::vector<std::string>& names) {
  std::string out;
  bool any_known = false;
  for (const std::string& name : names) {
    any_known = any_known || name != "unknown";
    out += (out.empty() ? "" : " + ") + name;
  }
  return any_known ? out : "unknown";
}

// "Neoverse V2"; several kinds: "Cortex-A510 + Cortex-A710 + Cortex-X2"; "unknown" when none is known.
std::string arm_microarch(const MachineIdentity& m) {
  if (m.arm_kinds.empty()) return arm_core_name(m.implementer, m.part);
  std::string names;
  bool any_known = false;
  for (const auto& [implementer, part] : m.arm_kinds) {
    const std::string name = arm_core_name(implementer, part);
    any_known = any_known || name != "unknown";
    names += (names.empty() ? "" : " + ") + name;
  }
  return any_known ? names : "unknown";
}

double to_double(const std::string& s) {
  try {
    return std::stod(s);
  } catch (...) {
    return 0;
  }
}

std::string isa_level_of(const std::map<std::string, std::string>& meta) {
  if (meta.count("isa_level")) return get(meta, "isa_level");
  if (!meta.count("isa_flags")) return "unknown";
  const std::string_view level = widest_isa_level_of_flags(get(meta, "isa_flags"));
  return level == "none" ? "scalar" : std::string(level);
}

std::string host_of(const std::string& virt) {
  if (virt.empty()) return "unknown";
  if (virt == "none") return "bare metal";
  // cpuid's hypervisor string repeats itself ("KVMKVMKVM"): name it once.
  std::string name = virt;
  for (std::size_t len = 1; len <= virt.size() / 2; ++len) {
    if (virt.size() % len) continue;
    bool repeats = true;
    for (std::size_t i = len; i < virt.size() && repeats; ++i) repeats = virt[i] == virt[i % len];
    if (repeats) {
      name = virt.substr(0, len);
      break;
    }
  }
  // bhyve's is "bhyve bhyve ": the space that pads it to 12 bytes is not part of the name.
  const std::size_t first = name.find_first_not_of(' ');
  name = first == std::string::npos ? "" : name.substr(first, name.find_last_not_of(' ') - first + 1);
  return name.empty() ? "VM" : "VM (" + name + ")";
}

std::string vendor_of(const std::string& v) {
  if (v == "AuthenticAMD") return "AMD";
  if (v == "GenuineIntel") return "Intel";
  return v.empty() ? "unknown" : v;
}

std::uint64_t fnv1a(const std::string& s) {
  std::uint64_t h = 0xcbf29ce484222325ull;
  for (unsigned char c : s) h = (h ^ c) * 0x100000001b3ull;
  return h;
}

std::string slug(const std::string& s) {
  // "Zen 5" -> "zen5", "Sapphire Rapids" -> "sapphire-rapids", "Zen/Zen+" -> "zen-zenplus".
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    if (std::isalnum(c))
      out += static_cast<char>(std::tolower(c));
    else if (c == '+')
      out += "plus";
    else if (c == ' ' && i + 1 < s.size() && std::isdigit(static_cast<unsigned char>(s[i + 1])))
      continue;
    else if (!out.empty() && out.back() != '-')
      out += '-';
  }
  while (!out.empty() && out.back() == '-') out.pop_back();
  return out;
}

// Three significant figures (a sweep's boundary is no more precise), whole units from 100 on.
std::string mib(double bytes) {
  const bool whole_mib = bytes >= 1024.0 * 1024;
  const double v = bytes / (whole_mib ? 1024.0 * 1024 : 1024.0);
  const char* unit = whole_mib ? "MiB" : "KiB";
  return v >= 100 ? fmt::format("{:.0f} {}", v, unit) : fmt::format("{:.3g} {}", v, unit);
}

}  // namespace

MachineIdentity machine_identity(const std::map<std::string, std::string>& meta) {
  MachineIdentity m;
  const std::string raw_vendor = get(meta, "cpu_vendor");
  m.family = to_int(get(meta, "cpu_family"), -1);
  m.model = to_int(get(meta, "cpu_model_number"), -1);
  const int stepping = to_int(get(meta, "cpu_stepping"), -1);
  m.implementer = hex_to_int(get(meta, "cpu_implementer"));
  m.part = hex_to_int(get(meta, "cpu_part"));
  m.arm_kinds = parse_kinds(get(meta, "cpu_core_kinds"));
  m.core_names = parse_core_names(get(meta, "cpu_core_names"));
  const bool arm = m.implementer >= 0 && m.part >= 0;
  m.vendor = arm && raw_vendor.empty() ? arm_implementer_name(m.implementer) : vendor_of(raw_vendor);
  if (!arm) m.cpuid_vendor = raw_vendor;
  m.microarch = arm                             ? arm_microarch(m)
                : m.family >= 0 && m.model >= 0 ? microarch_name(raw_vendor, m.family, m.model, stepping)
                : !m.core_names.empty()         ? named_microarch(m.core_names)
                                                : "unknown";
  m.physical_cores = std::max(0, to_int(get(meta, "cores"), 0));
  const int hw_threads = to_int(get(meta, "hardware_threads"), 0);
  if (m.physical_cores > 0 && hw_threads > 0) m.smt = std::max(1, hw_threads / m.physical_cores);
  m.isa_level = isa_level_of(meta);
  m.clock_ghz = to_double(get(meta, "measured_clock_ghz_1t"));
  m.l3_bytes_per_domain = to_double(get(meta, "cache_l3_bytes_hwloc"));
  m.l3_found_bytes = to_double(get(meta, "measured_L3_boundary_bytes_1t"));
  m.host = host_of(get(meta, "virtualization"));
  const std::string key =
      fmt::format("{}|{}|{}|{}|{}|{}|{}|{}|{:.0f}|{}|{}", raw_vendor, get(meta, "cpu_model"), m.family, m.model,
                  stepping, m.physical_cores, m.smt, m.isa_level, m.l3_bytes_per_domain, m.host, m.microarch);
  // Arm's MIDR fields join the key, or macOS's core names; x86 keys stay as they were, so x86 ids do
  // not move.
  const std::string full_key =
      arm ? fmt::format("{}|{}|{}|{}|{}|{}", key, get(meta, "cpu_implementer"), get(meta, "cpu_part"),
                        get(meta, "cpu_variant"), get(meta, "cpu_revision"), get(meta, "cpu_core_kinds"))
      : !m.core_names.empty() ? fmt::format("{}|{}", key, named_microarch(m.core_names))
                              : key;
  m.id = fmt::format("{:08x}", static_cast<std::uint32_t>(fnv1a(full_key) ^ (fnv1a(full_key) >> 32)));
  return m;
}

std::string arm_kind_label(int implementer, int part) { return fmt::format("0x{:x}:0x{:x}", implementer, part); }

std::string machine_folder_name(const MachineIdentity& m) {
  std::string arch = m.microarch != "unknown" ? slug(m.microarch)
                     : m.implementer >= 0 ? fmt::format("implementer{:x}-part{:x}", m.implementer, std::max(0, m.part))
                     : m.family >= 0      ? fmt::format("family{:x}-model{:x}", m.family, std::max(0, m.model))
                                          : "unknown";
  std::string out = slug(m.vendor) + "-" + arch;
  out += m.physical_cores > 0 ? fmt::format("-{}c", m.physical_cores) : "";
  return out;
}

std::string identity_line(const MachineIdentity& m) {
  std::string out = m.vendor + " " + m.microarch;
  if (m.microarch == "unknown" && m.implementer >= 0)
    out += fmt::format(" (implementer 0x{:x} part 0x{:x})", m.implementer, m.part);
  else if (m.microarch == "unknown" && m.family >= 0)
    out += fmt::format(" (family 0x{:x} model 0x{:x})", m.family, m.model);
  out += m.physical_cores > 0 ? fmt::format(", {} cores", m.physical_cores) : ", cores unknown";
  if (m.smt > 0) out += fmt::format(" (SMT {})", m.smt);
  out += ", " + m.isa_level;
  if (m.clock_ghz > 0) out += fmt::format(", {:.2f} GHz", m.clock_ghz);
  // The measured end of L3 first; hwloc's size beside it where the two disagree by more than a sweep's
  // boundary does (it lands within a third of the size on the hosts measured; a VM may report
  // hundreds of MiB).
  const double found = m.l3_found_bytes, os = m.l3_bytes_per_domain;
  if (found > 0) {
    out += ", L3 " + mib(found) + " found";
    if (os > 0 && (os > 1.5 * found || found > 1.5 * os)) out += " (hwloc: " + mib(os) + " per domain)";
  } else if (os > 0) {
    out += ", L3 " + mib(os) + " per domain";
  }
  out += ", " + m.host + ", id " + m.id;
  return out;
}

std::string cpu_restriction(const std::map<std::string, std::string>& meta) {
  const int threads = to_int(get(meta, "threads_max"), 0), cores = to_int(get(meta, "cores"), 0);
  if (threads <= 0 || cores <= 0 || threads >= cores) return "";
  return fmt::format("measured on at most {} of the machine's {} cores ({}; {} of {} CPUs allowed)", threads, cores,
                     get(meta, "threads_cap"), get(meta, "cpus_allowed"), get(meta, "cpus_machine"));
}

void add_identity_metadata(std::map<std::string, std::string>& meta) {
  const MachineIdentity m = machine_identity(meta);
  meta["machine_vendor"] = m.vendor;
  meta["machine_microarch"] = m.microarch;
  meta["machine_physical_cores"] = std::to_string(m.physical_cores);
  meta["machine_smt"] = std::to_string(m.smt);
  meta["machine_isa_level"] = m.isa_level;
  meta["machine_clock_ghz"] = m.clock_ghz > 0 ? fmt::format("{:.3f}", m.clock_ghz) : "";
  meta["machine_l3_bytes_per_domain"] = fmt::format("{:.0f}", m.l3_bytes_per_domain);
  meta["machine_host"] = m.host;
  meta["machine_id"] = m.id;
  meta["machine_name"] = machine_folder_name(m);
}

}  // namespace cpuroof::analysis
