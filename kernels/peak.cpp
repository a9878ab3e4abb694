#include "peak.hpp"

#include <cmath>
#include <stdexcept>
#include <utility>

#include "peak_levels.hpp"

namespace cpuroof {

namespace {

// "<what><n>" parts joined by '+', for the chain counts that are not zero.
template <class Part>
std::string join_parts(const PeakShape& s, Part part) {
  std::string out;
  const std::pair<int, const char*> parts[] = {{s.fma, "fma"}, {s.add, "add"}, {s.mul, "mul"}};
  for (const auto& [n, what] : parts) {
    if (n == 0) continue;
    if (!out.empty()) out += '+';
    out += part(n, what);
  }
  return out;
}

}  // namespace

std::string PeakShape::mix() const {
  return join_parts(*this, [](int, const char* what) { return std::string(what); });
}

std::string PeakShape::name() const {
  return join_parts(*this, [](int n, const char* what) { return what + std::to_string(n); });
}

const PeakKernel* peak_kernel(const PeakShape& shape) {
  for (const PeakKernel& k : kPeakShapes)
    if (k.shape == shape) return &k;
  return nullptr;
}

std::string peak_description(const PeakShape& s) {
  std::string out;
  const std::pair<int, const char*> parts[] = {{s.fma, "FMA chains acc = acc*x + y"},
                                               {s.add, "add chains acc = acc + y"},
                                               {s.mul, "multiply chains acc = acc*x"}};
  for (const auto& [n, what] : parts) {
    if (n == 0) continue;
    out += (out.empty() ? "" : " and ") + std::to_string(n) + " " + what;
  }
  return out + ", side by side in registers";
}

Cost peak_cost(const PeakShape& shape, Isa isa, std::size_t elem_bytes, std::int64_t iters) {
  const double per_trip = isa_lanes(isa, elem_bytes) * static_cast<double>(shape.flops_per_lane());
  return {per_trip * static_cast<double>(iters), 0, 0};
}

template <class T>
PeakLoop<T> peak_loop(Isa isa, const PeakShape& shape) {
  const PeakKernel* kernel = peak_kernel(shape);
  if (!kernel) throw std::invalid_argument("peak shape '" + shape.name() + "' has no row in kPeakShapes");
  const auto chosen = choose_level<PeakFamily, T, levels_built::peak>(isa);
  const PeakFn<T> fn = chosen.fns.loop[static_cast<std::size_t>(kernel - kPeakShapes)];
  if (!fn)
    throw std::invalid_argument("peak shape '" + shape.name() + "' does not fit the " +
                                std::to_string(isa_vector_registers(chosen.isa)) + " vector registers of ISA level '" +
                                std::string(isa_name(chosen.isa)) + "'");
  return {kernel, fn, chosen.isa, chosen.label()};
}

template <class T>
T peak_run(const PeakLoop<T>& loop, std::int64_t iters, int threads) {
  const PeakFn<T> fn = loop.fn;
  double total = 0;
#pragma omp parallel num_threads(threads) reduction(+ : total)
  total += fn(iters);
  return static_cast<T>(total);
}

template <class T>
T peak_reference(const PeakLoop<T>& loop, std::int64_t iters) {
  using C = PeakConstants<T>;
  const PeakShape& shape = loop.kernel->shape;
  const int n_lanes = isa_lanes(loop.isa, sizeof(T));
  T total = 0;
  for (int c = 0; c < shape.chains(); ++c) {
    T acc = C::start(c);
    for (std::int64_t it = 0; it < iters; ++it) {
      if (c < shape.fma)
        acc = std::fma(acc, C::x, C::y);
      else if (c < shape.fma + shape.add)
        acc = acc + C::y;
      else
        acc = acc * C::mul_x;
    }
    total += acc * static_cast<T>(n_lanes);
  }
  return total;
}

template PeakLoop<float> peak_loop<float>(Isa, const PeakShape&);
template PeakLoop<double> peak_loop<double>(Isa, const PeakShape&);
template float peak_run<float>(const PeakLoop<float>&, std::int64_t, int);
template double peak_run<double>(const PeakLoop<double>&, std::int64_t, int);
template float peak_reference<float>(const PeakLoop<float>&, std::int64_t);
template double peak_reference<double>(const PeakLoop<double>&, std::int64_t);

}  // namespace cpuroof
