#pragma once
// The core-model table: what the manuals say each core issues per cycle (FMA and add pipes and their
// width, load and store ports), for the theoretical roofs the analysis sets beside the measured ones
// (theoretical = threads x measured clock x per-cycle rate, analysis/model/microarch.hpp), and what
// `cpuroof-bench --cpuroof_describe` measures on a core without a row. Facts from AMD's, Intel's and
// Arm's optimisation guides and, for Apple's cores, published measurements; each row names its
// source. A core without a row has no theoretical roof: nothing is guessed. Adding a CPU is a row
// here (README.md, "Adding a CPU"). Pure, header-only.
#include <optional>
#include <string>

#include "machine/arm_core_names.hpp"
#include "machine/fp_mix_model.hpp"
#include "machine/microarch_names.hpp"

namespace cpuroof {

struct CoreModel {
  std::string name;
  int fma_pipes = 0;           // pipes that execute FMA (and MUL)
  int fp_unit_bits = 0;        // width of each FP pipe's data path
  int separate_add_pipes = 0;  // FP-add pipes beside the FMA pipes (AMD Zen, Lion Cove); 0 where adds share them
  int load_ports = 0;          // vector loads per cycle (0: not known, no theoretical L1 roof)
  int load_bits = 0;           // widest load each port completes per cycle
  int store_ports = 0;         // vector stores per cycle at the widest store width
  int store_bits = 0;          // widest store the core commits per cycle per port
  int sve_bits = 0;            // Arm: SVE vector length the core implements; 0 without SVE
  std::string source;          // where the figures come from: document and section
  // Arm: the low-precision instructions whose guide rows were found issuing on every FMA pipe at the
  // pipe's width (sdot/udot; bfdot; fmla on f16 lanes). False where not found: no theoretical rate.
  bool int8_dot_on_fma_pipes = false;
  bool bf16_dot_on_fma_pipes = false;
  bool f16_fma_on_fma_pipes = false;
  // Cores with FP-add pipes beside the FMA pipes: how far a level's registers let an FMA+ADD mix go
  // (machine/fp_mix_model.hpp). Null: the pipes' peak, as for every other mix.
  const MixCore* fp_mix = nullptr;
};

namespace core_rows {

inline bool in(int model, int lo, int hi) { return model >= lo && model <= hi; }

inline CoreModel row(std::string name, int fma_pipes, int fp_bits, int add_pipes, int load_ports, int load_bits,
                     int store_ports, int store_bits, int sve_bits, std::string source) {
  return CoreModel{std::move(name), fma_pipes,   fp_bits,    add_pipes, load_ports,
                   load_bits,       store_ports, store_bits, sve_bits,  std::move(source)};
}

// An Arm core's low-precision rows (CoreModel), with where they were read.
inline CoreModel with_lowp(CoreModel core, bool int8_dot, bool bf16_dot, bool f16_fma, const std::string& where) {
  core.int8_dot_on_fma_pipes = int8_dot;
  core.bf16_dot_on_fma_pipes = bf16_dot;
  core.f16_fma_on_fma_pipes = f16_fma;
  core.source += "; low-precision rows: " + where;
  return core;
}

// Intel's hybrid CPUs: the P-core and the E-core of each generation, told apart by hwloc's CoreType
// (or Linux's sysfs name for it).
inline std::optional<CoreModel> intel_hybrid(int model, const std::string& kind) {
  const bool e_core = kind == "IntelAtom" || kind == "intel_atom";
  if (!kind.empty() && !e_core && kind != "IntelCore" && kind != "intel_core") return std::nullopt;
  const std::string manual = "Intel 64 and IA-32 Architectures Optimization Reference Manual, vol. 1, ";
  // Golden Cove (Alder Lake), Raptor Cove (Raptor Lake) and Redwood Cove (Meteor Lake): FMA on ports 0
  // and 1, 256-bit on client parts (AVX-512 fused off); three load ports, two store-data ports.
  // Gracemont and Crestmont: two 128-bit FMA pipes, two 128-bit loads and stores per cycle.
  const auto cove = [&](const char* name) {
    return row(name, 2, 256, 0, 3, 256, 2, 256, 0,
               manual + "Golden Cove microarchitecture (execution ports, load/store)");
  };
  const auto mont = [&](const char* name) {
    return row(name, 2, 128, 0, 2, 128, 2, 128, 0, manual + "Gracemont microarchitecture (FP pipes, load/store)");
  };
  switch (model) {
    case 0x97:
    case 0x9a:
      return e_core ? mont("Gracemont (Alder Lake E-core)") : cove("Golden Cove (Alder Lake P-core)");
    case 0xb7:
    case 0xba:
    case 0xbf:
      return e_core ? mont("Gracemont (Raptor Lake E-core)") : cove("Raptor Cove (Raptor Lake P-core)");
    case 0xaa:
    case 0xac:
      return e_core ? mont("Crestmont (Meteor Lake E-core)") : cove("Redwood Cove (Meteor Lake P-core)");
    case 0xbd:
    case 0xc5:
    case 0xc6: {
      // Lion Cove: two 256-bit FMA pipes and two FP adders beside them; Skymont: four 128-bit FMA
      // pipes. Not in the manual edition found; Intel's Lunar Lake architecture disclosures (2024).
      const std::string source =
          "Intel Lunar Lake architecture disclosures (Tech Tour 2024): Lion Cove and Skymont FP and load/store units";
      if (e_core) return row("Skymont (Lunar/Arrow Lake E-core)", 4, 128, 0, 3, 128, 2, 128, 0, source);
      return row("Lion Cove (Lunar/Arrow Lake P-core)", 2, 256, 2, 3, 256, 2, 256, 0, source);
    }
    default:
      return std::nullopt;
  }
}

// AMD's cores by microarchitecture name; `model` tells Zen 5's mobile parts apart.
inline std::optional<CoreModel> amd_core_model(const std::string& name, int model) {
  // Zen: two FMA/MUL pipes (FP0, FP1) and two FP-add pipes (FP2, FP3); two vector loads and one
  // vector store per cycle, each as wide as the FP data path.
  const std::string guide = "AMD Software Optimization Guide for ";
  const std::string sections = ": Floating-Point Unit, Load-Store Unit";
  if (name == "Zen/Zen+")
    return row(name, 2, 128, 2, 2, 128, 1, 128, 0, guide + "Family 17h Processors (pub. 55723)" + sections);
  if (name == "Zen 2")
    return row(name, 2, 256, 2, 2, 256, 1, 256, 0, guide + "Family 17h Models 30h and Greater (pub. 56305)" + sections);
  if (name == "Zen 3")
    return row(name, 2, 256, 2, 2, 256, 1, 256, 0, guide + "Family 19h Processors (pub. 56665)" + sections);
  // Zen 4 runs 512-bit instructions on 256-bit pipes (two passes).
  if (name == "Zen 4")
    return row(name, 2, 256, 2, 2, 256, 1, 256, 0,
               guide + "Family 19h Models 10h-1Fh/60h-7Fh, Zen 4 (pub. 57647)" + sections);
  if (name == "Zen 5") {
    // The mobile parts (Strix Point 0x2x, Krackan Point 0x6x) keep 256-bit pipes and loads; the
    // server and desktop parts (Turin, Granite Ridge) and Strix Halo have 512-bit ones.
    const std::string source = guide + "the AMD Zen5 Microarchitecture (pub. 58455)" + sections;
    if (in(model, 0x20, 0x2f) || in(model, 0x60, 0x6f))
      return row("Zen 5 (mobile, 256-bit data path)", 2, 256, 2, 2, 256, 1, 256, 0,
                 source +
                     "; the mobile parts' 256-bit data path from published measurements (Chips and Cheese, "
                     "\"AMD's Strix Point: Zen 5 Hits Mobile\", 2024)");
    return row(name, 2, 512, 2, 2, 512, 1, 512, 0, source);
  }
  return std::nullopt;
}

}  // namespace core_rows

// x86, from cpuid's vendor string, family and model (as meta.json records them). `core_kind` tells the
// two kinds of a hybrid Intel CPU apart, as hwloc's CoreType info names them ("IntelCore" for the
// P-cores, "IntelAtom" for the E-cores; hwloc reads them from cpuid leaf 0x1A) or Linux's sysfs does
// ("intel_core", "intel_atom"). Empty on a hybrid CPU: the P-core, the upper bound for a run spread
// over both kinds.
inline std::optional<CoreModel> core_model(const std::string& vendor, int family, int model,
                                           const std::string& core_kind = "") {
  using namespace core_rows;
  const std::string name = microarch_name(vendor, family, model);
  if (vendor == "AuthenticAMD") {
    auto core = amd_core_model(name, model);
    if (core) core->fp_mix = mix_core_named(name);
    return core;
  }
  if (vendor == "GenuineIntel" && family == 6) {
    if (const auto hybrid = intel_hybrid(model, core_kind)) return hybrid;
    const std::string manual = "Intel 64 and IA-32 Architectures Optimization Reference Manual, vol. 1, ";
    // Server cores with two 512-bit FMA units (Skylake-SP .. Granite Rapids; some SKUs have one).
    for (int m : {0x55, 0x6a, 0x6c, 0x8f, 0xcf, 0xad, 0xae})
      if (model == m)
        return row("Intel server (2x512-bit FMA)", 2, 512, 0, 2, 512, 1, 512, 0,
                   manual + "Skylake Server microarchitecture (FMA units on ports 0 and 5)");
    // Client cores since Skylake: two 256-bit FMA pipes that also add; two loads per cycle; one
    // 256-bit store per cycle on Skylake, two since Ice Lake (the upper bound is kept for all).
    for (int m : {0x4e, 0x5e, 0x8e, 0x9e, 0xa5, 0xa6, 0x7d, 0x7e, 0x8c, 0x8d, 0xa7})
      if (model == m)
        return row("Intel client (2x256-bit FMA)", 2, 256, 0, 2, 256, 2, 256, 0,
                   manual + "Skylake client and Ice Lake client microarchitectures (execution ports, load/store)");
  }
  return std::nullopt;
}

// Arm, from the core's name as machine/arm_core_names.hpp or, on macOS, machine/apple_core_names.hpp
// gives it ("Apple M1 Firestorm"); nullopt for a core without a model.
inline std::optional<CoreModel> arm_core_model_named(const std::string& name);

// Arm, from MIDR's implementer and part (as /proc/cpuinfo shows them).
inline std::optional<CoreModel> arm_core_model(int implementer, int part) {
  return arm_core_model_named(arm_core_name(implementer, part));
}

inline std::optional<CoreModel> arm_core_model_named(const std::string& name) {
  using namespace core_rows;
  // Arm's Software Optimization Guides: the pipeline overview and the FMLA rows of the instruction
  // tables; the Neoverse pipes and ports agree with LLVM's scheduling models (AArch64SchedNeoverse*.td).
  const std::string swog = "Arm ";
  const std::string pipes =
      " Software Optimization Guide: pipeline overview, FP/ASIMD and SVE FMLA throughput, load/store pipes";
  // The low-precision rows of the Neoverse guides' instruction tables ("ASIMD dot product", "ASIMD
  // BFloat16 dot product" and their SVE forms, "ASIMD FP multiply accumulate" for every element size),
  // read through LLVM's scheduling models of the same cores (AArch64SchedNeoverse*.td), which
  // transcribe the guides: on V1, V2 and N2 each issues on every FMA pipe (V1's 256-bit SVE forms on
  // V0/V1, two 128-bit pipes' worth each), so an f16 FMA does twice the f32 lanes and an sdot 16 byte
  // products per 128 bits per pipe. N1's model has its FMLA (every element size) on both pipes but
  // no dot-product row: no int8 rate there.
  const std::string lowp = "the guide's dot-product and FMLA rows as LLVM's AArch64SchedNeoverse";
  // Neoverse N1 and Cortex-A76 (one core): two 128-bit FP/ASIMD pipes V0/V1, both FMA; two
  // load/store pipes, one store per cycle. No BF16 (Armv8.2).
  if (name == "Neoverse N1" || name == "Cortex-A76")
    return with_lowp(row(name, 2, 128, 0, 2, 128, 1, 128, 0, swog + name + pipes), false, false, true,
                     lowp + "N1.td encodes them");
  // Neoverse V1: four 128-bit pipes V0-V3, all FMA; 256-bit SVE ops take two. Its loads are three of
  // 128 bits or two of 256: one port width cannot say both, so no theoretical L1 roof.
  if (name == "Neoverse V1")
    return with_lowp(row(name, 4, 128, 0, 0, 0, 0, 0, 256, swog + name + pipes), true, true, true,
                     lowp + "V1.td encodes them");
  // Neoverse V2: four 128-bit SVE2 pipes V0-V3, all FMA; three loads and two stores per cycle.
  if (name == "Neoverse V2")
    return with_lowp(row(name, 4, 128, 0, 3, 128, 2, 128, 128, swog + name + pipes), true, true, true,
                     lowp + "V2.td encodes them");
  // Neoverse N2 (and Cortex-A710, its client twin; Azure Cobalt 100): two 128-bit SVE2 pipes, both
  // FMA; three loads and two stores per cycle.
  if (name == "Neoverse N2" || name == "Cortex-A710" || name == "Azure Cobalt 100 (Neoverse N2)")
    return with_lowp(row(name, 2, 128, 0, 3, 128, 2, 128, 128, swog + "Neoverse N2" + pipes), true, true, true,
                     lowp + "N2.td encodes them");
  // Client cores: FP pipes from each core's guide; their load/store ports are not modelled (no
  // theoretical L1 roof).
  if (name == "Cortex-A78" || name == "Cortex-A78C")
    return row(name, 2, 128, 0, 0, 0, 0, 0, 0, swog + "Cortex-A78" + pipes);
  if (name == "Cortex-X1") return row(name, 4, 128, 0, 0, 0, 0, 0, 0, swog + name + pipes);
  if (name == "Cortex-X2" || name == "Cortex-X3" || name == "Cortex-X4")
    return row(name, 4, 128, 0, 0, 0, 0, 0, 128, swog + name + pipes);
  // Apple's cores: Apple publishes no port counts; the figures are published measurements.
  const std::string dougallj =
      "published measurements: Dougall Johnson, Apple M1 microarchitecture research (dougallj.github.io/applecpu)";
  if (name == "Apple M1 Firestorm" || name == "Apple M2 Avalanche")  // four 128-bit FMA pipes; 3 loads, 2 stores
    return row(name, 4, 128, 0, 3, 128, 2, 128, 0, dougallj + ", Firestorm (M2's Avalanche measured alike)");
  if (name == "Apple M1 Icestorm" || name == "Apple M2 Blizzard")  // two 128-bit FMA pipes
    return row(name, 2, 128, 0, 0, 0, 0, 0, 0, dougallj + ", Icestorm (M2's Blizzard measured alike)");
  // Apple's M3 and M4 cores (machine/apple_core_names.hpp) have no row: no published measurement of
  // their FP pipes and load/store ports was found, and M1's figures are not carried over.
  if (name == "Qualcomm Oryon")  // four 128-bit FMA pipes
    return row(name, 4, 128, 0, 0, 0, 0, 0, 0,
               "published measurements: Chips and Cheese, Qualcomm's Oryon core (2024)");
  return std::nullopt;
}

}  // namespace cpuroof
