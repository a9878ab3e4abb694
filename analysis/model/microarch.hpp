#pragma once
// The per-cycle rates of a run's core, from the core-model table (machine/core_models.hpp), for the
// theoretical roofs that sit beside the measured ones (theoretical = threads x measured clock x
// per-cycle rate). An unknown core has no theoretical roof (nothing is guessed).
#include <optional>
#include <string>

#include "machine/core_models.hpp"
#include "model/identity.hpp"

namespace cpuroof::analysis {

// The table's x86 lookup, beside the run's below.
using cpuroof::core_model;

// The machine's core model, for x86 and Arm alike: the hook for per-kind roofs. `core_kind` is
// hwloc's CoreType on x86 (machine/core_models.hpp) or, on Arm, one kind's "implementer:part" as meta.json's
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
