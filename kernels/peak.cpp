#include "peak.hpp"

#include <cmath>
#include <stdexcept>

#include "peak_impl.hpp"
#include "peak_levels.hpp"

namespace cpuroof {

std::string PeakShape::mix() const {
  std::string out;
  auto part = [&](int n, const char* what) {
    if (n == 0) return;
    if (!out.empty()) out += '+';
    out += what;
  };
  part(fma, "fma");
  part(add, "add");
  part(mul, "mul");
  return out;
}

std::string PeakShape::name() const {
  std::string out;
  auto part = [&](int n, const char* what) {
    if (n == 0) return;
    if (!out.empty()) out += '+';
    out += what + std::to_string(n);
  };
  part(fma, "fma");
  part(add, "add");
  part(mul, "mul");
  return out;
}

std::vector<PeakShape> peak_shapes(Isa isa) {
  std::vector<PeakShape> out;
#define CPUROOF_PEAK_LIST(f, a, m) \
  if ((f) + (a) + (m) + 2 <= isa_vector_registers(isa)) out.push_back(PeakShape{f, a, m});
  CPUROOF_PEAK_SHAPES(CPUROOF_PEAK_LIST)
#undef CPUROOF_PEAK_LIST
  return out;
}

Cost peak_cost(const PeakShape& shape, Isa isa, std::size_t elem_bytes, std::int64_t iters) {
  const double per_trip = isa_lanes(isa, elem_bytes) * (2.0 * shape.fma + shape.add + shape.mul);
  return {per_trip * static_cast<double>(iters), 0, 0};
}

template <class T>
static PeakFn<T> lookup(Isa isa, const PeakShape& shape) {
  const PeakFn<T> fn = choose_level<PeakFamily, T, levels_built::peak>(isa).fns.for_shape(shape);
  if (!fn) throw std::invalid_argument("peak shape '" + shape.name() + "' is not compiled");
  return fn;
}

template <class T>
T peak_run(Isa isa, const PeakShape& shape, std::int64_t iters, int threads) {
  const PeakFn<T> fn = lookup<T>(isa, shape);
  double total = 0;
#pragma omp parallel num_threads(threads) reduction(+ : total)
  total += fn(iters);
  return static_cast<T>(total);
}

template <class T>
T peak_reference(Isa isa, const PeakShape& shape, std::int64_t iters) {
  using C = PeakConstants<T>;
  const int n_lanes = isa_lanes(isa, sizeof(T));
  T total = 0;
  for (int c = 0; c < shape.chains(); ++c) {
    T acc = C::start(c);
    for (std::int64_t it = 0; it < iters; ++it) {
      if (c < shape.fma) acc = std::fma(acc, C::x, C::y);
      else if (c < shape.fma + shape.add) acc = acc + C::y;
      else acc = acc * C::mul_x;
    }
    total += acc * static_cast<T>(n_lanes);
  }
  return total;
}

template float peak_run<float>(Isa, const PeakShape&, std::int64_t, int);
template double peak_run<double>(Isa, const PeakShape&, std::int64_t, int);
template float peak_reference<float>(Isa, const PeakShape&, std::int64_t);
template double peak_reference<double>(Isa, const PeakShape&, std::int64_t);

}  // namespace cpuroof
