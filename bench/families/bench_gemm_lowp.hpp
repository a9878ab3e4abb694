#pragma once
// The low-precision GEMMs of the gemm family (bench_gemm_lowp.cpp): int8 and bf16, registered and
// described by bench_gemm.cpp beside the f64/f32 rows.
#include <nlohmann/json.hpp>

#include "plan.hpp"

namespace cpuroof::bench {

// Adds the int8 and bf16 GEMM benchmarks this CPU can run (a note on stderr for each it cannot).
void register_gemm_lowp(const BenchPlan& plan);
// Their kernel entries for the family's catalogue.
nlohmann::json describe_gemm_lowp();

}  // namespace cpuroof::bench
