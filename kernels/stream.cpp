#include "stream.hpp"

#include "parallel.hpp"
#include "stream_levels.hpp"

namespace cpuroof {

std::string stream_access(const StreamKind& kind, bool nt) { return std::string(kind.access) + (nt ? "_nt" : ""); }

Cost stream_cost(const StreamKind& kind, std::size_t n, std::size_t elem_bytes) {
  const double bytes = static_cast<double>(n) * static_cast<double>(elem_bytes);
  return {kind.flops * static_cast<double>(n), kind.arrays_read() * bytes, kind.arrays_written() * bytes};
}

double stream_bus_bytes(const StreamKind& kind, bool nt, std::size_t n, std::size_t elem_bytes) {
  const Cost c = stream_cost(kind, n, elem_bytes);
  const bool allocates = !nt && kind.store == StreamStore::separate;
  return c.bytes() + (allocates ? c.bytes_written : 0.0);
}

template <class T>
StreamLoop<T> stream_loop(Isa isa, const StreamKind& kind, bool nt) {
  if (nt && !kind.has_nt())
    throw std::invalid_argument("stream kind '" + std::string(kind.name) + "' has no non-temporal variant");
  const auto chosen = choose_level<StreamFamily, T, levels_built::stream>(isa);
  return {&kind, nt, chosen.fns.chunk[stream_kind_index(kind)][nt ? 1 : 0], chosen.isa, chosen.label()};
}

template <class T>
T stream_run(const StreamLoop<T>& loop, const StreamArgs<T>& args, int threads, int passes) {
  if (runs_on_caller(threads)) {
    StreamArgs<T> all = args;
    all.passes = passes;
    return loop.fn(all);
  }
  double total = 0;
  // Chunks start on cache lines of T, and all arrays are offset alike, so every thread's view keeps
  // the arrays' relative alignment.
#pragma omp parallel num_threads(threads) reduction(+ : total)
  {
    const Range r = chunk_range(args.n, omp_get_thread_num(), omp_get_num_threads(), line_grain<T>());
    StreamArgs<T> mine = args;
    mine.n = r.size();
    mine.dst = args.dst ? args.dst + r.begin : nullptr;
    mine.x = args.x ? args.x + r.begin : nullptr;
    mine.y = args.y ? args.y + r.begin : nullptr;
    mine.z = args.z ? args.z + r.begin : nullptr;
    mine.passes = passes;  // one call: a sum keeps its accumulators across the passes
    total += loop.fn(mine);
  }
  return static_cast<T>(total);
}

template StreamLoop<float> stream_loop<float>(Isa, const StreamKind&, bool);
template StreamLoop<double> stream_loop<double>(Isa, const StreamKind&, bool);
template float stream_run<float>(const StreamLoop<float>&, const StreamArgs<float>&, int, int);
template double stream_run<double>(const StreamLoop<double>&, const StreamArgs<double>&, int, int);

}  // namespace cpuroof
