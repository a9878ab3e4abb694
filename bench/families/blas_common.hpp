#pragma once
// What the BLAS-like families (blas1, gemv, outer, gemm, tiny) share: one working set per memory
// level, first touch by the partition the kernel uses, input values, tolerances argued from rounding,
// and what a kernel row of their tables says about implementations and the run's catalogue.
#include <omp.h>

#include <cstddef>
#include <limits>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "harness.hpp"
#include "periodic_fill.hpp"
#include "plan.hpp"

namespace cpuroof::bench {

// Working sets, smallest first, about one per memory level of a typical core (L1 16 KiB, L2
// 256 KiB, L3 8 MiB, DRAM: the plan's largest); the analysis finds which level each really hits.
inline std::vector<std::size_t> blas_working_sets(const BenchPlan& plan) {
  constexpr std::size_t KiB = 1024, MiB = 1024 * KiB;
  switch (plan.profile) {
    case Profile::smoke:
      return {16 * KiB, 64 * KiB};
    case Profile::quick:
      return {16 * KiB, 256 * KiB, 8 * MiB, plan.ws_max_bytes};
    case Profile::full:
      return {8 * KiB, 16 * KiB, 128 * KiB, 256 * KiB, 2 * MiB, 8 * MiB, 64 * MiB, plan.ws_max_bytes};
  }
  return {};
}

// Whether a dtype is measured at a working set (index wi of blas_working_sets): f64 everywhere;
// f32 in L1 only (quick) or in the caches only (full), since bandwidth per byte beyond them does not
// depend on the dtype.
template <class T>
bool measure_dtype_at(const BenchPlan& plan, std::size_t wi, std::size_t ws_bytes) {
  if (sizeof(T) == 8 || plan.profile == Profile::smoke) return true;
  if (plan.profile == Profile::quick) return wi == 0;
  return ws_bytes < 32 * 1024 * 1024;
}

// Thread counts for one working set: an L1-sized call is over before threads could be forked, so
// it runs on one thread; larger ones run at every count of the plan.
inline std::vector<int> blas_threads(const BenchPlan& plan, std::size_t ws_bytes) {
  if (ws_bytes <= 32 * 1024) return {1};
  return plan.kernel_threads;
}

// The BLAS families' cases: each working set of blas_working_sets (with its index, as
// measure_dtype_at takes it) and the thread counts that run it. The plan's largest is DRAM as each
// thread count sees it (BenchPlan::at_threads): counts that reach less cache share a smaller one.
struct BlasSet {
  std::size_t index;
  std::size_t ws_bytes;
  std::vector<int> threads;
};
inline std::vector<BlasSet> blas_sets(const BenchPlan& plan) {
  const auto sets = blas_working_sets(plan);
  std::vector<BlasSet> out;
  for (std::size_t wi = 0; wi < sets.size(); ++wi) {
    if (sets[wi] != plan.ws_max_bytes) {
      out.push_back({wi, sets[wi], blas_threads(plan, sets[wi])});
      continue;
    }
    const std::size_t first = out.size();
    for (const int t : blas_threads(plan, sets[wi])) {
      const std::size_t ws = plan.at_threads(t).ws_max_bytes;
      const auto same = std::find_if(out.begin() + static_cast<std::ptrdiff_t>(first), out.end(),
                                     [&](const BlasSet& s) { return s.ws_bytes == ws; });
      if (same != out.end())
        same->threads.push_back(t);
      else
        out.push_back({wi, ws, {t}});
    }
  }
  return out;
}

// Runs fill(begin, end) on `threads` threads, thread t over range_of(t, threads): the pages each
// kernel thread will use are first touched by that thread.
template <class RangeOf, class Fill>
void first_touch(int threads, RangeOf range_of, Fill fill) {
#pragma omp parallel num_threads(threads)
  {
    const auto r = range_of(omp_get_thread_num(), omp_get_num_threads());
    fill(r.begin, r.end);
  }
}

// Inputs in [1, 2) and [0.5, 1.5): positive, so a sum's rounding error is bounded relative to the
// sum itself, and no products overflow or go subnormal however many times a kernel accumulates.
// Periodic (periodic_fill.hpp fills buffers with them at memory speed).
inline constexpr std::size_t kInputXPeriod = 17, kInputYPeriod = 13;
template <class T>
T input_x(std::size_t i) {
  return T(1) + T(i % kInputXPeriod) / T(kInputXPeriod);
}
template <class T>
T input_y(std::size_t i) {
  return T(0.5) + T(i % kInputYPeriod) / T(kInputYPeriod);
}

// Relative error bound of a sum of `terms` positive products evaluated in any order in T, against
// a reference in double: terms * u (u = half an ulp of 1), plus one rounding of the result.
template <class T>
double sum_rtol(double terms) {
  return (terms + 2) * std::numeric_limits<T>::epsilon() / 2;
}

inline std::string num(std::size_t v) { return std::to_string(v); }

// The implementations a kernel row (gemv, outer, gemm, tiny) names, in registration order: the hand
// kernel (unless the row says `hand = false`), OpenBLAS and Eigen where the row names their routine,
// and the plain loop where the row describes one (`naive`).
template <class Row>
std::vector<Impl> row_impls(const Row& row) {
  std::vector<Impl> out;
  bool hand = true;
  if constexpr (requires { row.hand; }) hand = row.hand;
  if (hand) out.push_back(Impl::hand);
  if (!row.openblas.empty()) out.push_back(Impl::openblas);
  if (!row.eigen.empty()) out.push_back(Impl::eigen);
  if constexpr (requires { row.naive; })
    if (!row.naive.empty()) out.push_back(Impl::naive);
  return out;
}

// A kernel row's entry in the run's catalogue: name, description, access kind (rows judged against
// a bandwidth roof), cost in words, the implementations measured and each baseline's routine.
template <class Row>
nlohmann::json describe_row(const Row& row) {
  nlohmann::json k = {{"name", row.name}, {"description", row.description}, {"cost", row.cost}};
  if constexpr (requires { row.access; })
    if (!row.access.empty()) k["access"] = row.access;
  std::string impls;
  for (Impl impl : row_impls(row)) impls += (impls.empty() ? "" : " ") + std::string(impl_name(impl));
  k["impls"] = impls;
  if (!row.openblas.empty()) k["openblas"] = row.openblas;
  if (!row.eigen.empty()) k["eigen"] = row.eigen;
  if constexpr (requires { row.naive; })
    if (!row.naive.empty()) k["naive"] = row.naive;
  return k;
}

}  // namespace cpuroof::bench
