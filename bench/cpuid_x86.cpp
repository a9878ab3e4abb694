#include "cpuid_x86.hpp"

#include <cpuid.h>

#include <cstring>

namespace cpuroof::bench {
namespace {

// Twelve bytes of three registers, in the order the leaf spells its string.
std::string register_string(unsigned r1, unsigned r2, unsigned r3) {
  char v[13] = {};
  std::memcpy(v, &r1, 4);
  std::memcpy(v + 4, &r2, 4);
  std::memcpy(v + 8, &r3, 4);
  return v;
}

std::string brand_string() {
  unsigned regs[12] = {};
  for (unsigned i = 0; i < 3; ++i)
    __cpuid(0x80000002 + i, regs[4 * i], regs[4 * i + 1], regs[4 * i + 2], regs[4 * i + 3]);
  std::string s(reinterpret_cast<const char*>(regs), sizeof(regs));
  s = s.c_str();
  const auto first = s.find_first_not_of(' ');
  const auto last = s.find_last_not_of(' ');
  return first == std::string::npos ? "unknown" : s.substr(first, last - first + 1);
}

}  // namespace

X86Signature x86_signature() {
  X86Signature sig;
  unsigned a, b, c, d;
  __cpuid(0, a, b, c, d);
  sig.vendor = register_string(b, d, c);
  sig.brand = brand_string();
  __cpuid(1, a, b, c, d);
  const unsigned base_family = (a >> 8) & 0xf, base_model = (a >> 4) & 0xf;
  sig.family = base_family == 0xf ? base_family + ((a >> 20) & 0xff) : base_family;
  sig.model = (base_family == 0xf || base_family == 0x6) ? (((a >> 16) & 0xf) << 4) | base_model : base_model;
  sig.stepping = a & 0xf;
  const bool under_hypervisor = ((c >> 31) & 1) != 0;
  if (under_hypervisor) {
    __cpuid(0x40000000, a, b, c, d);
    sig.hypervisor = register_string(b, c, d);
  } else {
    sig.hypervisor = "none";
  }
  return sig;
}

}  // namespace cpuroof::bench
