#pragma once
// What an x86-64 CPU says about itself through cpuid (its features: kernels/isa.hpp cpu_features_present):
// the platform layer's x86 half, built only for x86-64.
#include <string>

namespace cpuroof::bench {

struct X86Signature {
  std::string vendor;                            // "AuthenticAMD", "GenuineIntel", ...
  std::string brand;                             // the brand string, trimmed; "unknown" when empty
  unsigned family = 0, model = 0, stepping = 0;  // display family and model (extended fields added)
  std::string hypervisor;                        // leaf 0x40000000's vendor ("KVMKVMKVM"); "none" on bare metal
};

X86Signature x86_signature();

}  // namespace cpuroof::bench
