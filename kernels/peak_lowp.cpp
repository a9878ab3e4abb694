#include "peak_lowp.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

namespace cpuroof {

bool lowp_supported(const LowpInstruction& row) { return cpu_supports(row.base) && cpu_supports(row.extension); }

std::string lowp_needs(const LowpInstruction& row) {
  std::string needs(isa_features(row.base));
  const std::string_view extra = isa_extension_facts(row.extension).features;
  if (!extra.empty()) needs += " " + std::string(extra);
  return needs;
}

int lowp_vector_bytes(const LowpInstruction& row) {
  return row.vector_bytes != 0 ? row.vector_bytes : isa_vector_bytes(row.base);
}

int lowp_madds_per_step(const LowpInstruction& row) { return lowp_vector_bytes(row) / (row.dtype == "i8" ? 1 : 2); }

LowpLoop lowp_loop(const LowpInstruction& row, int chains) {
  const std::string what = std::string(row.dtype) + " " + std::string(row.level);
  if (!lowp_supported(row))
    throw std::invalid_argument("this CPU cannot run " + what + " (needs " + lowp_needs(row) + ")");
  for (std::size_t i = 0; i < kLowpChainCount; ++i)
    if (kLowpChains[i] == chains) {
      const LowpFn fn = row.loops().loop[i];
      if (!fn) throw std::invalid_argument(what + ": " + std::to_string(chains) + " chains do not fit the registers");
      return {&row, chains, fn};
    }
  throw std::invalid_argument(what + ": no loop with " + std::to_string(chains) + " chains");
}

double lowp_run(const LowpLoop& loop, std::int64_t iters, int threads) {
  const LowpFn fn = loop.fn;
  double total = 0;
#pragma omp parallel num_threads(threads) reduction(+ : total)
  total += fn(iters);
  return total;
}

double lowp_reference(const LowpLoop& loop, std::int64_t iters) {
  const LowpInstruction& row = *loop.row;
  // Lanes of the accumulator: s32 or f32 for the dot products, f16 for the FMAs.
  const bool f16 = row.recurrence == LowpRecurrence::f16_fma || row.recurrence == LowpRecurrence::f16_count;
  const int lanes = lowp_vector_bytes(row) / (f16 ? 2 : 4);
  double total = 0;
  for (int c = 0; c < loop.chains; ++c) {
    double lane = 0;
    switch (row.recurrence) {
      case LowpRecurrence::int8_dot:
        lane = c + 4.0 * static_cast<double>(iters);
        break;
      case LowpRecurrence::bf16_dot:
        lane = 1.0 + c / 64.0 + std::ldexp(static_cast<double>(iters), -9);
        break;
      case LowpRecurrence::f16_fma:
        lane = 1.0 + c / 64.0;
        for (std::int64_t it = 0; it < iters && lane != 2.0; ++it) lane = lane * 0.5 + 1.0;
        break;
      case LowpRecurrence::f16_count:
        lane = std::min(2.0, 1.0 + c / 64.0 + std::ldexp(static_cast<double>(iters), -10));
        break;
    }
    total += lane * lanes;
  }
  return total;
}

double lowp_tolerance(const LowpInstruction& row) { return row.recurrence == LowpRecurrence::f16_fma ? 2e-3 : 0.0; }

Cost lowp_cost(const LowpLoop& loop, std::int64_t iters) {
  return {2.0 * lowp_madds_per_step(*loop.row) * loop.chains * static_cast<double>(iters), 0, 0};
}

}  // namespace cpuroof
