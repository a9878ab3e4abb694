// Row-wise softmax two ways, the kind of kernel one wants to put on the roofline: a three-pass
// version (max, then exp and sum, then scale) that reads the row three times, and a two-pass one
// that keeps a running maximum and rescales its sum. Both declare the same cost, the least the
// operation needs, so the roofline shows which one uses the machine better.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>
#include <cpuroof/counters.hpp>
#include <vector>

namespace {

// The declared cost per element: subtract, exp (counted as one), add, multiply; one double read and
// one written.
constexpr double kFlopsPerElement = 4;
constexpr double kBytesPerElement = 16;

void softmax_three_pass(const double* x, double* y, std::size_t n) {
  double max = x[0];
  for (std::size_t i = 1; i < n; ++i) max = std::max(max, x[i]);
  double sum = 0;
  for (std::size_t i = 0; i < n; ++i) sum += (y[i] = std::exp(x[i] - max));
  const double scale = 1 / sum;
  for (std::size_t i = 0; i < n; ++i) y[i] *= scale;
}

void softmax_two_pass(const double* x, double* y, std::size_t n) {
  double max = x[0], sum = 0;
  for (std::size_t i = 0; i < n; ++i) {  // online: rescale the sum when the maximum grows
    if (x[i] > max) sum *= std::exp(max - x[i]), max = x[i];
    sum += std::exp(x[i] - max);
  }
  const double scale = 1 / sum;
  for (std::size_t i = 0; i < n; ++i) y[i] = std::exp(x[i] - max) * scale;
}

template <void (*Softmax)(const double*, double*, std::size_t)>
void BM_softmax(benchmark::State& state) {
  const auto n = static_cast<std::size_t>(state.range(0));
  std::vector<double> x(n), y(n), want(n);
  for (std::size_t i = 0; i < n; ++i) x[i] = std::sin(0.001 * static_cast<double>(i)) * 10;
  // Checked against the other version before timing: a wrong kernel is never measured.
  softmax_three_pass(x.data(), want.data(), n);
  Softmax(x.data(), y.data(), n);
  for (std::size_t i = 0; i < n; ++i)
    if (std::abs(y[i] - want[i]) > 1e-12 * std::max(1.0, want[i])) return state.SkipWithError("wrong result");
  for (auto _ : state) {
    Softmax(x.data(), y.data(), n);
    benchmark::DoNotOptimize(y.data());
    benchmark::ClobberMemory();
  }
  // The one line that makes this benchmark placeable by `cpuroof place`.
  cpuroof::set_counters(state, kFlopsPerElement * n, kBytesPerElement * n, 1, 2 * sizeof(double) * n);
}

}  // namespace

BENCHMARK(BM_softmax<softmax_three_pass>)->Name("softmax_three_pass")->Arg(1 << 12)->Arg(1 << 22)->UseRealTime();
BENCHMARK(BM_softmax<softmax_two_pass>)->Name("softmax_two_pass")->Arg(1 << 12)->Arg(1 << 22)->UseRealTime();
