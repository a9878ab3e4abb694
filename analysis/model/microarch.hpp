#pragma once
// What the manuals say a core can issue per cycle, for the theoretical roofs that sit beside the
// measured ones (theoretical = threads x measured clock x per-cycle rate). Facts from AMD's, Intel's
// and Arm's optimisation guides and, for Apple's cores, published measurements; each CoreModel names
// its source. An unknown core has no theoretical roof (nothing is guessed).
#include <optional>
#include <string>

#include "machine/fp_mix_model.hpp"
#include "model/identity.hpp"

namespace cpuroof::analysis {

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

// x86, from cpuid's vendor string, family and model (as meta.json records them). `core_kind` tells the
// two kinds of a hybrid Intel CPU apart, as hwloc's CoreType info names them ("IntelCore" for the
// P-cores, "IntelAtom" for the E-cores; hwloc reads them from cpuid leaf 0x1A) or Linux's sysfs does
// ("intel_core", "intel_atom"). Empty on a hybrid CPU: the P-core, the upper bound for a run spread
// over both kinds.
std::optional<CoreModel> core_model(const std::string& vendor, int family, int model,
                                    const std::string& core_kind = "");

// Arm, from MIDR's implementer and part (as /proc/cpuinfo shows them).
std::optional<CoreModel> arm_core_model(int implementer, int part);
// Arm, from the core's name as machine/arm_core_names.hpp or, on macOS, machine/apple_core_names.hpp
// gives it ("Apple M1 Firestorm"); nullopt for a core without a model.
std::optional<CoreModel> arm_core_model_named(const std::string& name);

// The machine's core model, for x86 and Arm alike: the hook for per-kind roofs. `core_kind` is
// hwloc's CoreType on x86 (above) or, on Arm, one kind's "implementer:part" as meta.json's
// cpu_core_kinds lists it ("0x41:0xd48"); on macOS, where cpu_core_names names the kinds fastest
// first, the bench's kind "P" or "E". Empty: the machine's one kind, or of several the one with the
// highest f64 FMA rate (an upper bound for runs spread over all kinds; on macOS the P cores).
std::optional<CoreModel> core_model(const MachineIdentity& machine, const std::string& core_kind = "");

// Peak FLOP per cycle per core for an instruction mix ("fma", "add", "mul", "fma+add") at an ISA
// level ("scalar", "avx2", "avx512", "neon", "sve") and element size in bytes; 0 if the mix is unknown
// or the core lacks the level (sve on a core without SVE). FMA+ADD on a core with an fp_mix model is
// what the level's registers let it reach: on Zen 5, 74% of the pipes at 16 registers.
double flop_per_cycle(const CoreModel& core, const std::string& mix, const std::string& isa, int elem_bytes);

// Ops per cycle per core of a compute roof as the peak benchmarks label it: mix "fma", "add", "mul",
// "fma+add" or "dot" (dot-product accumulate: vpdpbusd, vdpbf16ps, sdot, bfdot); ISA label "scalar",
// "avx2", "avx512", "neon", "sve" or a low-precision row's ("avx_vnni", "avx512_vnni", "avx512_bf16",
// "avx512_fp16", "neon_dotprod", "neon_bf16", "neon_fp16"); dtype "f64", "f32", "f16", "bf16", "i8".
// FLOP for floating-point types, OP for integers (multiply-adds x 2). 0 when unknown.
double ops_per_cycle(const CoreModel& core, const std::string& mix, const std::string& isa, const std::string& dtype);

// Bytes per cycle per core the load ports can bring from L1 at an ISA level.
double l1_load_bytes_per_cycle(const CoreModel& core, const std::string& isa);
// Bytes per cycle per core the load and store ports can move at an ISA level for an access kind that
// reads `arrays_read` arrays and writes `arrays_written` per element: the busier of the two port
// groups sets the pace (Zen 5, AVX-512: add's 2 loads and 1 store per vector, 192 B/cycle).
// Write-allocate has no place here: a store to L1 moves only its own bytes.
double l1_port_bytes_per_cycle(const CoreModel& core, const std::string& isa, int arrays_read, int arrays_written);

}  // namespace cpuroof::analysis
