#pragma once
// Peak throughput of the low-precision types ML runs in: int8 and bf16 dot-product-accumulate
// instructions and fp16 FMA, measured like the f32/f64 roofs (peak.hpp): independent accumulator
// chains that live in registers, chain counts searched, the best kept by the analysis.
//
// One row of kLowpInstructions is one instruction (or fixed sequence) at one vector width (a fixed
// one, or SVE's: the CPU's), what it computes and what the CPU must have. Its loops live
// in kernels/peak_lowp_<row>.cpp, compiled into the objects of the row's ISA level or extension level
// with exactly its flags (cmake/IsaLevels.cmake), and run only where the CPU has it (lowp_supported).
// Ops are multiply-adds x 2; integer ops are counted in OP/s, floating-point in FLOP/s.
#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "cost.hpp"
#include "isa.hpp"

namespace cpuroof {

// One thread's `iters` loop trips of `chains` chains; returns the sum of every lane of every chain.
using LowpFn = double (*)(std::int64_t iters);

// Chain counts measured for every row: latency (4-6 cycles for dot products) x 2 pipes needs 8-12;
// fewer show the latency bound, more show register pressure.
inline constexpr int kLowpChains[] = {4, 8, 12, 16, 24};
inline constexpr std::size_t kLowpChainCount = std::size(kLowpChains);

// The loops of one row, one per kLowpChains entry; nullptr where the chains do not fit the registers.
struct LowpLoops {
  LowpFn loop[kLowpChainCount];
};

// What a chain computes per lane and trip, for the reference.
enum class LowpRecurrence {
  int8_dot,   // s32 lane += 4 products of 1 x 1 (u8 x s8 or s8 x s8): +4 per trip, exact
  bf16_dot,   // f32 lane += 2 products of bf16 1 x bf16 2^-10: +2^-9 per trip, exact in f32
  f16_fma,    // f16 lane = lane*0.5 + 1: converges to 2 (fp16 rounding: compared within 2e-3)
  f16_count,  // f16 lane += 1 x 2^-10 (Arm's FMLA accumulates into its destination, so the chain is
              // the addend): exact steps of one ulp in [1, 2), then held at 2 (2 + 2^-10 ties to even)
};

struct LowpInstruction {
  std::string_view level;         // the benchmark's isa label and the core model's key
  std::string_view dtype;         // "i8", "bf16", "f16"
  std::string_view mix;           // "dot" (dot-product accumulate) or "fma"
  std::string_view instructions;  // for people
  Isa base;                       // the ISA level whose registers it uses
  IsaExtension extension;         // the extension level its instructions need (on `base`), or none
  int vector_bytes;               // 0: the base level's length on this CPU (SVE), lowp_vector_bytes
  int extra_registers;            // vector registers a step needs beside its chains
  LowpRecurrence recurrence;
  LowpLoops (*loops)();  // defined in the row's kernels/peak_lowp_<...>.cpp
  std::string_view probes;
};

#if defined(__x86_64__) || defined(_M_X64)
LowpLoops lowp_loops_avx512_vnni();
LowpLoops lowp_loops_avx_vnni();
LowpLoops lowp_loops_avx2_i8();
LowpLoops lowp_loops_avx512_bf16();
LowpLoops lowp_loops_avx512_fp16();

// AMX (tile dot products) is not here: it needs arch_prctl(ARCH_REQ_XCOMP_PERM) and tile
// configuration, and no host in use has it to verify a kernel on.
inline constexpr LowpInstruction kLowpInstructions[] = {
    {"avx512_vnni", "i8", "dot", "vpdpbusd zmm (u8 x s8 -> s32)", Isa::avx512, IsaExtension::avx512_vnni, 64, 2,
     LowpRecurrence::int8_dot, lowp_loops_avx512_vnni, "AVX-512 VNNI: 64 byte products per instruction"},
    {"avx_vnni", "i8", "dot", "{vex} vpdpbusd ymm (u8 x s8 -> s32)", Isa::avx2, IsaExtension::avx_vnni, 32, 2,
     LowpRecurrence::int8_dot, lowp_loops_avx_vnni, "AVX-VNNI: the 256-bit VEX form"},
    {"avx2", "i8", "dot", "vpmaddubsw + vpmaddwd + vpaddd ymm", Isa::avx2, IsaExtension::none, 32, 4,
     LowpRecurrence::int8_dot, lowp_loops_avx2_i8, "int8 dot products without VNNI: two multiplies per step"},
    {"avx512_bf16", "bf16", "dot", "vdpbf16ps zmm (bf16 pairs -> f32)", Isa::avx512, IsaExtension::avx512_bf16, 64, 2,
     LowpRecurrence::bf16_dot, lowp_loops_avx512_bf16, "AVX-512 BF16: 32 bf16 products per instruction"},
    {"avx512_fp16", "f16", "fma", "vfmadd231ph zmm", Isa::avx512, IsaExtension::avx512_fp16, 64, 2,
     LowpRecurrence::f16_fma, lowp_loops_avx512_fp16, "AVX512-FP16: 32 half-precision FMAs per instruction"},
};
#elif defined(__aarch64__)
LowpLoops lowp_loops_neon_dotprod();
LowpLoops lowp_loops_neon_bf16();
LowpLoops lowp_loops_neon_fp16();
#if defined(CPUROOF_ISA_BUILT_sve)
LowpLoops lowp_loops_sve_dotprod();
LowpLoops lowp_loops_sve_bf16();
LowpLoops lowp_loops_sve_fp16();
#endif

// The SVE rows are built once for every vector length (sizeless types, no -msve-vector-bits): their
// lanes, reference and cost follow the CPU's length at run time.
inline constexpr LowpInstruction kLowpInstructions[] = {
    {"neon_dotprod", "i8", "dot", "sdot v.4s, v.16b, v.16b (s8 x s8 -> s32)", Isa::neon, IsaExtension::neon_dotprod, 16,
     2, LowpRecurrence::int8_dot, lowp_loops_neon_dotprod, "FEAT_DotProd: 16 byte products per instruction"},
    {"neon_bf16", "bf16", "dot", "bfdot v.4s, v.8h, v.8h (bf16 pairs -> f32)", Isa::neon, IsaExtension::neon_bf16, 16,
     2, LowpRecurrence::bf16_dot, lowp_loops_neon_bf16, "FEAT_BF16: 8 bf16 products per instruction"},
    {"neon_fp16", "f16", "fma", "fmla v.8h", Isa::neon, IsaExtension::neon_fp16, 16, 2, LowpRecurrence::f16_count,
     lowp_loops_neon_fp16, "FEAT_FP16: 8 half-precision FMAs per instruction"},
#if defined(CPUROOF_ISA_BUILT_sve)  // not on macOS (cmake/IsaLevels.cmake)
    // SVE's sdot and its half-precision FMLA are base SVE; its bfdot needs FEAT_BF16 too (SVEBF16).
    {"sve_dotprod", "i8", "dot", "sdot z.s, z.b, z.b (s8 x s8 -> s32)", Isa::sve, IsaExtension::none, 0, 2,
     LowpRecurrence::int8_dot, lowp_loops_sve_dotprod, "SVE: vector-length/8 byte products per instruction"},
    {"sve_bf16", "bf16", "dot", "bfdot z.s, z.h, z.h (bf16 pairs -> f32)", Isa::sve, IsaExtension::sve_bf16, 0, 2,
     LowpRecurrence::bf16_dot, lowp_loops_sve_bf16,
     "SVE with FEAT_BF16: vector-length/16 bf16 products per instruction"},
    {"sve_fp16", "f16", "fma", "fmla z.h, p/m, z.h, z.h", Isa::sve, IsaExtension::none, 0, 2, LowpRecurrence::f16_count,
     lowp_loops_sve_fp16, "SVE: vector-length/16 half-precision FMAs per instruction"},
#endif
};
#else
inline constexpr std::array<LowpInstruction, 0> kLowpInstructions{};
#endif

// Every row's extension sits on the row's base level.
constexpr bool lowp_rows_on_their_base() {
  for (const LowpInstruction& row : kLowpInstructions)
    if (row.extension != IsaExtension::none && isa_extension_facts(row.extension).base != row.base) return false;
  return true;
}
static_assert(lowp_rows_on_their_base(), "a low-precision row's extension is on another base level");

// "OP" for integer types, "FLOP" for floating-point ones.
constexpr std::string_view lowp_unit(std::string_view dtype) { return dtype == "i8" ? "OP" : "FLOP"; }

// True when this CPU runs the row: its base level and its extension.
bool lowp_supported(const LowpInstruction& row);
// The CPU features the row needs, for messages: its base level's and its extension's ("sve svebf16").
std::string lowp_needs(const LowpInstruction& row);
// The row's vector length in bytes on this CPU: its own, or its base level's (SVE: the CPU's length).
int lowp_vector_bytes(const LowpInstruction& row);
// Multiply-adds one chain step does over all lanes: one per int8 byte or per 16-bit bf16/f16 element.
int lowp_madds_per_step(const LowpInstruction& row);
// True when `chains` chains and the step's other registers fit the base level's registers.
constexpr bool lowp_fits(const LowpInstruction& row, int chains) {
  return chains + row.extra_registers <= isa_vector_registers(row.base);
}

// One row's loop at one chain count, chosen once.
struct LowpLoop {
  const LowpInstruction* row;
  int chains;
  LowpFn fn;
};
// Throws std::invalid_argument if the CPU lacks the row's features or the chains have no loop.
LowpLoop lowp_loop(const LowpInstruction& row, int chains);

// Runs the loop `iters` times on each of `threads` threads; returns the sum over all of them.
double lowp_run(const LowpLoop& loop, std::int64_t iters, int threads);
// The same chains evaluated lane by lane in plain C++ (one thread).
double lowp_reference(const LowpLoop& loop, std::int64_t iters);
// Relative tolerance of lowp_run against lowp_reference: 0 (exact), but 2e-3 for the f16_fma recurrence.
double lowp_tolerance(const LowpInstruction& row);
// Ops of `iters` trips of one thread: multiply-adds x 2, no memory traffic (in Cost::flops).
Cost lowp_cost(const LowpLoop& loop, std::int64_t iters);

}  // namespace cpuroof
