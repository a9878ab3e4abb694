#include "isa.hpp"

#include <algorithm>
#include <atomic>
#include <stdexcept>
#include <string>

#if defined(__x86_64__) || defined(_M_X64)
#include <cpuid.h>

#include <string_view>

// GCC and clang check the OS's register-state support (XGETBV) with the CPUID bits.
#define CPUROOF_CPU_HAS(feature) __builtin_cpu_supports(feature)

namespace cpuroof {
namespace {

// The extensions' features, read from CPUID leaf 7 directly: not every compiler's
// __builtin_cpu_supports knows them (clang 14 lacks avxvnni). Their register state is the base
// level's, which its own check covers.
struct Leaf7Bit {
  std::string_view name;
  unsigned subleaf;
  char reg;  // 'a', 'b', 'c' or 'd'
  unsigned bit;
};
constexpr Leaf7Bit kLeaf7Bits[] = {
    {"avx512vnni", 0, 'c', 11}, {"avx512fp16", 0, 'd', 23}, {"avxvnni", 1, 'a', 4}, {"avx512bf16", 1, 'a', 5}};

// Evaluated at compile time (CPUROOF_CPU_HAS_EXTENSION's constexpr variable): an extension naming a
// feature this table lacks does not build. Not consteval: clang 14 returned such a call's `bit` as 0,
// and every extension read as absent.
constexpr Leaf7Bit leaf7_bit(std::string_view name) {
  for (const Leaf7Bit& b : kLeaf7Bits)
    if (b.name == name) return b;
  throw "cpuroof: no CPUID bit for this feature name";
}

bool leaf7_has(Leaf7Bit b) {
  unsigned a = 0, bx = 0, c = 0, d = 0;
  if (!__get_cpuid_count(7, 0, &a, &bx, &c, &d)) return false;
  if (b.subleaf > a) return false;  // sub-leaf 0's EAX is the highest sub-leaf
  if (b.subleaf != 0) __get_cpuid_count(7, b.subleaf, &a, &bx, &c, &d);
  const unsigned reg = b.reg == 'a' ? a : b.reg == 'b' ? bx : b.reg == 'c' ? c : d;
  return (reg >> b.bit) & 1U;
}

}  // namespace
}  // namespace cpuroof
#define CPUROOF_CPU_HAS_EXTENSION(feature)       \
  [] {                                           \
    constexpr Leaf7Bit bit = leaf7_bit(feature); \
    return leaf7_has(bit);                       \
  }()
#elif defined(__aarch64__)
#include <string_view>

#include "platform/platform.hpp"

namespace cpuroof {
namespace {

// Evaluated at compile time: a level naming a feature the platform layer does not know does not build.
consteval std::string_view arm_feature(std::string_view name) {
  for (std::string_view known : platform::kArmFeatures)
    if (known == name) return name;
  throw "cpuroof: no Arm feature of this name (platform::kArmFeatures)";
}

// What the CPU and the OS together support; a feature the OS has no bit for is absent.
bool arm_has(std::string_view feature) { return platform::cpu_feature(feature).value_or(false); }

}  // namespace
}  // namespace cpuroof
#define CPUROOF_CPU_HAS(feature) arm_has(arm_feature(feature))
#define CPUROOF_CPU_HAS_EXTENSION(feature) arm_has(arm_feature(feature))
#else
#error "cpuroof: no run-time CPU feature check for this architecture"
#endif

namespace cpuroof {

#define CPUROOF_ISA_VECTOR_BITS(name, read, ...) int read();
#include "isa_vector_bits.inc"
#undef CPUROOF_ISA_VECTOR_BITS

namespace {

using Check = bool (*)();
constexpr Check kChecks[] = {
#define CPUROOF_ISA_LEVEL(name, features, vector_bytes, registers, check) [] { return static_cast<bool>(check); },
#include "isa_levels.inc"
#undef CPUROOF_ISA_LEVEL
};

// A level built at several vector lengths: the lengths built, and the function reading the CPU's
// (only safe to call once the level's features are known present).
struct VectorLengths {
  Isa isa;
  int (*read)();
  std::vector<int> built;
};
const std::vector<VectorLengths> kVectorLengths = {
#define CPUROOF_ISA_VECTOR_BITS(name, read, ...) {Isa::name, &read, {__VA_ARGS__}},
#include "isa_vector_bits.inc"
#undef CPUROOF_ISA_VECTOR_BITS
};

const VectorLengths* vector_lengths(Isa isa) {
  for (const VectorLengths& row : kVectorLengths)
    if (row.isa == isa) return &row;
  return nullptr;
}

// What this CPU has of each level, read once.
struct LevelOnCpu {
  bool features = false;  // the row's features are present
  int vector_bits = 0;    // the CPU's length, for a level built at several
  bool supported = false;
};

const LevelOnCpu& on_cpu(Isa isa) {
  static const auto levels = [] {
#if defined(__x86_64__) || defined(_M_X64)
    __builtin_cpu_init();
#endif
    std::array<LevelOnCpu, kIsaCount> out{};
    for (std::size_t i = 0; i < kIsaCount; ++i) {
      LevelOnCpu& level = out[i];
      level.features = kChecks[i]();
      level.supported = level.features;
      const VectorLengths* lengths = vector_lengths(static_cast<Isa>(i));
      if (lengths && level.features) {
        level.vector_bits = lengths->read();
        level.supported =
            std::find(lengths->built.begin(), lengths->built.end(), level.vector_bits) != lengths->built.end();
      }
    }
    return out;
  }();
  return levels[static_cast<std::size_t>(isa)];
}

// Levels above the narrowest withheld (NarrowestLevelOnly): how many guards live.
std::atomic<int> g_narrowest_only{0};

bool withheld(Isa isa) { return isa != kAllIsas[0] && g_narrowest_only.load(std::memory_order_relaxed) > 0; }

}  // namespace

NarrowestLevelOnly::NarrowestLevelOnly() { g_narrowest_only.fetch_add(1); }
NarrowestLevelOnly::~NarrowestLevelOnly() { g_narrowest_only.fetch_sub(1); }

bool cpu_supports(Isa isa) { return on_cpu(isa).supported && !withheld(isa); }

int cpu_vector_bits(Isa isa) { return on_cpu(isa).vector_bits; }

int isa_vector_bytes(Isa isa) {
  if (const VectorLengths* lengths = vector_lengths(isa); lengths && cpu_vector_bits(isa) > 0)
    return cpu_vector_bits(isa) / 8;
  return isa_facts(isa).vector_bytes;
}

int isa_lanes(Isa isa, std::size_t elem_bytes) {
  return isa_vector_bytes(isa) == 0 ? 1 : isa_vector_bytes(isa) / static_cast<int>(elem_bytes);
}

std::vector<Isa> supported_isas() {
  std::vector<Isa> out;
  for (Isa isa : kAllIsas)
    if (cpu_supports(isa)) out.push_back(isa);
  return out;
}

std::string isa_unsupported_reason(Isa isa) {
  if (cpu_supports(isa)) return "";
  const std::string name(isa_name(isa));
  if (withheld(isa))
    return "ISA level '" + name + "' is withheld: this process answers as a CPU with only '" +
           std::string(isa_name(kAllIsas[0])) + "'";
  if (!on_cpu(isa).features)
    return "this CPU cannot run ISA level '" + name + "' (needs " + std::string(isa_features(isa)) + ")";
  std::string built;
  for (int bits : vector_lengths(isa)->built) built += (built.empty() ? "" : ", ") + std::to_string(bits);
  return "this CPU runs ISA level '" + name + "' at " + std::to_string(cpu_vector_bits(isa)) +
         "-bit vectors, a length cpuroof does not build it for (" + built + " bits)";
}

bool cpu_supports(IsaExtension extension) {
  using Check = bool (*)();
  static constexpr Check kExtensionChecks[] = {
      [] { return true; },
#define CPUROOF_ISA_EXTENSION(name, base, features, check) [] { return static_cast<bool>(check); },
#include "isa_extensions.inc"
#undef CPUROOF_ISA_EXTENSION
  };
  static const auto supported = [] {
    std::array<bool, std::size(kExtensionChecks)> out{};
    for (std::size_t i = 0; i < out.size(); ++i) {
      const auto e = static_cast<IsaExtension>(i);
      out[i] = e == IsaExtension::none || (on_cpu(isa_extension_facts(e).base).supported && kExtensionChecks[i]());
    }
    return out;
  }();
  return supported[static_cast<std::size_t>(extension)] && !withheld(isa_extension_facts(extension).base);
}

std::string cpu_features_present() {
#if defined(__x86_64__) || defined(_M_X64)
  __builtin_cpu_init();
#endif
  std::string out;
  const auto add = [&out](const char* feature, bool present) {
    if (present) out += std::string(out.empty() ? "" : " ") + feature;
  };
#define CPUROOF_CPU_FEATURE(name, check) add(name, static_cast<bool>(check));
#include "isa_features.inc"
#undef CPUROOF_CPU_FEATURE
  return out;
}

void require_isa(Isa isa) {
  if (!cpu_supports(isa)) throw std::invalid_argument(isa_unsupported_reason(isa));
}

Isa best_isa() {
  Isa best = kAllIsas[0];
  for (Isa isa : supported_isas()) best = isa;
  return best;
}

}  // namespace cpuroof
