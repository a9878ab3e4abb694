#pragma once
// What the manuals say a core can issue per cycle, for the theoretical roofs that sit beside the
// measured ones (theoretical = threads x measured clock x per-cycle rate). Facts from AMD's and
// Intel's optimisation manuals; an unknown core has no theoretical roof (nothing is guessed).
#include <optional>
#include <string>

namespace cpuroof::analysis {

struct CoreModel {
  std::string name;
  int fma_pipes = 0;        // pipes that execute FMA (and MUL)
  int fp_unit_bits = 0;     // width of each FP pipe's data path
  int separate_add_pipes = 0;  // FP-add pipes beside the FMA pipes (AMD Zen); 0 where adds share them
  int load_ports = 0;       // vector loads per cycle
  int load_bits = 0;        // widest load each port completes per cycle
  int store_ports = 0;      // vector stores per cycle at the widest store width
  int store_bits = 0;       // widest store the core commits per cycle per port
};

// From cpuid's vendor string, family and model (as meta.json records them).
std::optional<CoreModel> core_model(const std::string& vendor, int family, int model);

// Peak FLOP per cycle per core for an instruction mix ("fma", "add", "mul", "fma+add") at an ISA
// level ("scalar", "avx2", "avx512") and element size in bytes; 0 if the mix is unknown.
double flop_per_cycle(const CoreModel& core, const std::string& mix, const std::string& isa, int elem_bytes);

// Ops per cycle per core of a compute roof as the peak benchmarks label it: mix "fma", "add", "mul",
// "fma+add" or "dot" (dot-product accumulate: vpdpbusd, vdpbf16ps); ISA label "scalar", "avx2",
// "avx512" or a low-precision row's ("avx_vnni", "avx512_vnni", "avx512_bf16", "avx512_fp16"); dtype
// "f64", "f32", "f16", "bf16", "i8". FLOP for floating-point types, OP for integers (multiply-adds x 2).
// 0 when unknown.
double ops_per_cycle(const CoreModel& core, const std::string& mix, const std::string& isa, const std::string& dtype);

// Bytes per cycle per core the load ports can bring from L1 at an ISA level.
double l1_load_bytes_per_cycle(const CoreModel& core, const std::string& isa);
// Bytes per cycle per core the load and store ports can move at an ISA level for an access kind that
// reads `arrays_read` arrays and writes `arrays_written` per element: the busier of the two port
// groups sets the pace (Zen 5, AVX-512: add's 2 loads and 1 store per vector, 192 B/cycle).
// Write-allocate has no place here: a store to L1 moves only its own bytes.
double l1_port_bytes_per_cycle(const CoreModel& core, const std::string& isa, int arrays_read, int arrays_written);

}  // namespace cpuroof::analysis
