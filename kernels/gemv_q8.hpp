#pragma once
// The quantised matrix-vector product of an LLM decode step: y = diag(scale) W x with int8 weights W
// (m x n, row-major), one f32 scale per row, f32 activations x and outputs y. Each weight is read once
// as one byte instead of four: the same 2mn flops as f32 GEMV (kernels/gemv.hpp) on about a quarter
// of the bytes, so beside f32 gemv_n at the same m, n it shows the bytes a quantised model saves on a
// memory-bound step. The weights are converted to f32 in registers and FMA'd (no int8 dot product:
// x is f32). Threads split the rows.
//
// Its loops are in kernels/gemv_q8_<level>.cpp, each part of its ISA level's objects (compiled with
// exactly that level's flags): AVX-512 where the CPU has it, else AVX2; NEON on aarch64.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "cost.hpp"
#include "isa.hpp"

namespace cpuroof {

// y[r] = scale[r] * (w[r, :] . x) for `rows` rows of length n starting at w (row stride n).
using GemvQ8Rows = void (*)(const std::int8_t* w, const float* scale, const float* x, float* y, std::size_t rows,
                            std::size_t n);
#if defined(__x86_64__) || defined(_M_X64)
void gemv_q8_rows_avx512(const std::int8_t* w, const float* scale, const float* x, float* y, std::size_t rows,
                         std::size_t n);
void gemv_q8_rows_avx2(const std::int8_t* w, const float* scale, const float* x, float* y, std::size_t rows,
                       std::size_t n);
#elif defined(__aarch64__)
void gemv_q8_rows_neon(const std::int8_t* w, const float* scale, const float* x, float* y, std::size_t rows,
                       std::size_t n);
#endif

struct GemvQ8Loops {
  GemvQ8Rows rows;
  Isa isa;  // the level the loop was built for
};
// The levels with a loop, narrowest first.
inline constexpr GemvQ8Loops kGemvQ8Loops[] = {
#if defined(__x86_64__) || defined(_M_X64)
    {gemv_q8_rows_avx2, Isa::avx2},
    {gemv_q8_rows_avx512, Isa::avx512},
#elif defined(__aarch64__)
    {gemv_q8_rows_neon, Isa::neon},  // SVE CPUs run it too, labelled neon, until SVE has its own
#endif
};
// The loop at `isa` or at the widest level below it that has one (throws std::invalid_argument if
// the CPU lacks `isa` or no level at or below it has a loop).
GemvQ8Loops gemv_q8_loops(Isa isa);

// 2mn flop; m n weight bytes, m scales and n activations (f32) read, m outputs (f32) written.
Cost gemv_q8_cost(std::size_t m, std::size_t n);

// y = diag(scale) W x on `threads` OpenMP threads (rows split evenly).
void gemv_q8(const GemvQ8Loops& k, std::size_t m, std::size_t n, const std::int8_t* w, const float* scale,
             const float* x, float* y, int threads);

// The same in double, one row at a time.
std::vector<double> gemv_q8_reference(std::size_t m, std::size_t n, const std::int8_t* w, const float* scale,
                                      const float* x);

}  // namespace cpuroof
