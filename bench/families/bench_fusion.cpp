// Fusion (kernels/fusion.hpp): each element-wise chain of kFusionChains eager (one pass per op,
// intermediates in memory) and fused (one pass), f32 at DRAM size, 1 and all threads. Eager and fused
// repetitions are interleaved by the profile's random interleaving; the analysis
// (analysis/families/fusion_report.hpp) sets the measured speedup beside the one the declared bytes predict.
#include <algorithm>
#include <cmath>
#include <vector>

#include "aligned_buffer.hpp"
#include "fusion.hpp"
#include "harness.hpp"
#include "memory_budget.hpp"
#include "parallel.hpp"
#include "simd/exp.hpp"

namespace cpuroof::bench {
namespace {

constexpr std::size_t kVerifySamples = 4096;

// One chain in one mode at one shape and thread count: only the arrays this chain and mode use (the
// working set is what it touches), first touched by the threads that use each range (rows for by_rows
// chains).
template <class T>
struct FusionCase {
  const FusionChain& chain;
  FusionMode mode;
  Chosen<FusionKernels<T>> chosen;  // the loops, chosen at registration
  std::size_t rows, cols;
  int threads;
  AlignedBuffer<T> x, y, u, w, a, b;
  FusionArgs<T> args;

  FusionCase(const FusionChain& chain_, FusionMode mode_, const Chosen<FusionKernels<T>>& chosen_, std::size_t rows_,
             std::size_t cols_, int threads_)
      : chain(chain_),
        mode(mode_),
        chosen(chosen_),
        rows(rows_),
        cols(cols_),
        threads(threads_),
        x(n()),
        y(n()),
        u(chain.multiplier ? n() : 0),
        w(chain.gain ? cols : 0),
        a(eager() && chain.eager_intermediates >= 1 ? (chain.by_rows ? rows : n()) : 0),
        b(eager() && chain.eager_intermediates >= 2 ? n() : 0) {
    args = {x.data(), u.data(), w.data(), y.data(), a.data(), b.data(), rows, cols};
    const bool exp = chain.flops.exps_per_element > 0;
#pragma omp parallel num_threads(threads)
    {
      const FusionRange r = fusion_partition(chain, args, omp_get_thread_num(), omp_get_num_threads());
      const std::size_t lo = chain.by_rows ? r.begin * cols : r.begin, hi = chain.by_rows ? r.end * cols : r.end;
      for (std::size_t i = lo; i < hi; ++i) {
        // Masks, not modulos: the first touch of hundreds of MiB stays cheap. exp's argument spans [-8, 8).
        x[i] = exp ? T(i & 1023) / T(64) - T(8) : T(i & 15) / T(4) - T(1.5);
        y[i] = T(0);
        if (u.size() > 0) u[i] = T(1) + T(i & 7) / T(8);
        if (a.size() == n()) a[i] = T(0);
        if (b.size() > 0) b[i] = T(0);
      }
      if (a.size() > 0 && a.size() != n())  // one intermediate per row
        for (std::size_t row = r.begin; row < r.end; ++row) a[row] = T(0);
    }
    for (std::size_t j = 0; j < w.size(); ++j) w[j] = T(0.5) + T(j & 7) / T(16);
  }

  [[nodiscard]] std::size_t n() const { return rows * cols; }
  [[nodiscard]] bool eager() const { return mode == FusionMode::eager; }

  [[nodiscard]] double row_mean_square(std::size_t row) const {
    double ss = 0;
    for (std::size_t j = 0; j < cols; ++j) ss += static_cast<double>(x[row * cols + j]) * x[row * cols + j];
    return ss / static_cast<double>(cols);
  }

  // One call, then spread samples and the last element (the tail code) against the chain's
  // reference in plain double-precision C++.
  bool verify(benchmark::State& state) {
    call();
    const std::size_t stride = std::max<std::size_t>(1, n() / kVerifySamples);
    std::vector<std::size_t> idx;
    for (std::size_t i = 0; i < n(); i += stride) idx.push_back(i);
    if (n() > 0) idx.push_back(n() - 1);
    std::vector<T> got;
    std::vector<double> want;
    std::size_t row = rows;
    double ms = 0;
    for (std::size_t i : idx) {
      if (chain.by_rows && i / cols != row) ms = row_mean_square(row = i / cols);
      got.push_back(y[i]);
      want.push_back(chain.reference(
          {double(x[i]), u.size() > 0 ? double(u[i]) : 0.0, w.size() > 0 ? double(w[i % cols]) : 0.0, ms}));
    }
    return bench::verify(state, got.data(), want.data(), got.size(), fusion_tolerance<T>(chain, cols));
  }
  void call() { fusion_run<T>(chosen.fns, chain, mode, args, threads); }
  [[nodiscard]] Report report() const {
    const Cost cost = fusion_cost(chain, mode, rows, cols, sizeof(T));
    // The bandwidth roof that applies (the row's; none for eager passes of mixed kinds: the best
    // kind applies).
    const std::string_view access = chain.access(mode);
    const std::string label = (access.empty() ? "" : "access=" + std::string(access) + " ") + chosen.label();
    // Every store here is a normal store to a line not yet cached, which the memory system first
    // reads (write-allocate): the traffic the bus really carries.
    return {cost, threads, fusion_elements_touched(chain, mode, rows, cols) * sizeof(T),
            1,    label,   cost.bytes() + cost.bytes_written};
  }
};

struct Size {
  std::size_t rows, cols;
};

// rmsnorm rows of 4096 floats (16 KiB: a row stays in L1 between its two reads); the element-wise
// chains see the same n as one flat array. Each array is half the DRAM sweeps' largest working set
// (BenchPlan::ws_max_bytes, where the DRAM roofs are read), so the fused pass and every step of an
// eager chain move at least that: DRAM, judged against roofs read on as many bytes. At twice the
// largest cache, a step's two arrays are 4x the cache, where a Zen 5 VM's stream sweeps still read
// above their DRAM roofs (its victim L3): the eager relu chain read 13% above the DRAM copy roof at
// one thread, and at two threads every fusion point was judged against L3's roofs.
// The memory budget shrinks them where one case's arrays (the most any chain and mode allocates) would
// not fit; a size left with no row is dropped.
std::vector<Size> sizes(const BenchPlan& plan) {
  constexpr std::size_t cols = 4096;
  std::size_t arrays = 0;
  for (const FusionChain& c : kFusionChains)
    arrays =
        std::max<std::size_t>(arrays, 2 + (c.multiplier ? 1 : 0) + static_cast<std::size_t>(c.eager_intermediates));
  const std::size_t fits = plan.case_max_bytes / arrays / sizeof(float) / cols;  // rows
  const std::size_t rows = plan.ws_max_bytes / 2 / sizeof(float) / cols;
  std::vector<Size> out;
  switch (plan.profile) {
    case Profile::smoke:
      return {{7, 257}};  // awkward: not a multiple of any vector width
    case Profile::quick:
      out = {{rows, cols}};
      break;
    case Profile::full:
      out = {{rows, cols}, {2 * rows, cols}};
      break;
  }
  for (Size& s : out)
    if (s.rows > fits) {
      plan.memory_cuts.push_back("fusion arrays of " + bytes_text(fits * cols * sizeof(float)) + " instead of " +
                                 bytes_text(s.rows * cols * sizeof(float)));
      s.rows = fits;
    }
  std::erase_if(out, [](const Size& s) { return s.rows == 0; });
  out.erase(std::unique(out.begin(), out.end(), [](const Size& a, const Size& b) { return a.rows == b.rows; }),
            out.end());
  return out;
}

void register_fusion(const BenchPlan& plan) {
  const Chosen<FusionKernels<float>> chosen = fusion_kernels<float>(best_isa());
  std::vector<int> threads{plan.threads.front()};
  if (plan.threads.back() != threads.front()) threads.push_back(plan.threads.back());
  for (const FusionChain& chain : kFusionChains)
    for (int t : threads)
      for (const Size& size : sizes(plan.at_threads(t)))
        for (FusionMode mode : kFusionModes) {
          std::vector<std::pair<std::string, std::string>> params{{"n", std::to_string(size.rows * size.cols)}};
          if (chain.by_rows) params.emplace_back("cols", std::to_string(size.cols));
          params.emplace_back("threads", std::to_string(t));
          const std::string kernel = std::string(chain.name) + "_" + std::string(fusion_mode_name(mode));
          add(
              bench_name("fusion", kernel, "hand", "f32", params),
              [=, &chain](benchmark::State& s) {
                run_case(s, FusionCase<float>(chain, mode, chosen, size.rows, size.cols, t));
              },
              // The fused pass's input and output: the fewest bytes of any mode.
              repetitions_at(plan, 2.0 * static_cast<double>(size.rows * size.cols * sizeof(float)), t),
              streaming_estimate(t, fusion_elements_touched(chain, mode, size.rows, size.cols) * sizeof(float),
                                 fusion_cost(chain, mode, size.rows, size.cols, sizeof(float))));
        }
}

// A count of flops as text: "4", "2.5".
std::string flops_text(double f) {
  std::string out = std::to_string(f);
  out.erase(out.find_last_not_of('0') + 1);
  if (out.back() == '.') out.pop_back();
  return out;
}

nlohmann::json describe_fusion() {
  nlohmann::json kernels = nlohmann::json::array();
  for (const FusionChain& c : kFusionChains) {
    nlohmann::json k = {{"name", c.name},
                        {"description", c.formula},
                        {"eager_passes", c.eager_passes},
                        {"fused_pass", c.fused_pass},
                        {"access", c.access_fused},
                        {"arrays_read", c.arrays_read()},
                        {"arrays_written", c.arrays_written()},
                        {"why_slower", c.why_slower}};
    if (!c.access_eager.empty()) k["access_eager"] = c.access_eager;
    // What each side moves, in multiples of n, where the declared traffic is a multiple of n alone.
    if (c.eager.per_element() && c.fused.per_element()) {
      k["elements_moved_eager"] = c.eager.elements_per_n();
      k["elements_moved_fused"] = c.fused.elements_per_n();
    }
    const FusionFlops& f = c.flops;
    if (f.exps_per_element == 0 && f.per_row == 0) {
      k["flops_per_element"] = f.per_element;
    } else {
      std::string cost = flops_text(f.per_element) + " flop per element";
      if (f.exps_per_element > 0)
        cost += " + " + std::to_string(f.exps_per_element) +
                " exp (simd/exp.hpp: " + std::to_string(simd::exp_flops<float>()) + " flop f32, " +
                std::to_string(simd::exp_flops<double>()) + " f64)";
      if (f.per_row > 0) cost += " + " + flops_text(f.per_row) + " per row";
      k["cost"] = cost + ", the same eager and fused";
    }
    kernels.push_back(std::move(k));
  }
  return {{"description",
           "element-wise chains eager (one pass per op, every intermediate written to memory) and "
           "fused (one pass): benchmarks <chain>_eager and <chain>_fused. A chain's access is its fused "
           "pass's bandwidth roof kind, access_eager its eager passes' where they share one; "
           "elements_moved_* count the compulsory elements each side reads and writes, in multiples "
           "of n"},
          {"kernels", kernels}};
}

}  // namespace

CPUROOF_BENCH_FAMILY(fusion, register_fusion, describe_fusion);

}  // namespace cpuroof::bench
