#include "stream.hpp"

#include <stdexcept>

#include "parallel.hpp"

namespace cpuroof {

std::string_view stream_op_name(StreamOp op) {
  switch (op) {
    case StreamOp::copy: return "copy";
    case StreamOp::scale: return "scale";
    case StreamOp::add: return "add";
    case StreamOp::triad: return "triad";
    case StreamOp::sum: return "sum";
    case StreamOp::fill: return "fill";
    case StreamOp::update: return "update";
    case StreamOp::axpy: return "axpy";
    case StreamOp::dot: return "dot";
  }
  return "unknown";
}

int stream_arrays_read(StreamOp op) {
  switch (op) {
    case StreamOp::add:
    case StreamOp::triad:
    case StreamOp::axpy:
    case StreamOp::dot: return 2;
    case StreamOp::fill: return 0;
    default: return 1;
  }
}

bool stream_is_reduction(StreamOp op) { return op == StreamOp::sum || op == StreamOp::dot; }

int stream_arrays_written(StreamOp op) { return stream_is_reduction(op) ? 0 : 1; }

int stream_arrays(StreamOp op) {
  switch (op) {
    case StreamOp::add:
    case StreamOp::triad: return 3;
    case StreamOp::copy:
    case StreamOp::scale:
    case StreamOp::axpy:
    case StreamOp::dot: return 2;
    default: return 1;
  }
}

// In-place kinds read their destination anyway: a non-temporal store would only evict it.
static bool in_place(StreamOp op) { return op == StreamOp::update || op == StreamOp::axpy; }

bool stream_has_nt(StreamOp op) { return !stream_is_reduction(op) && !in_place(op); }

static int flops_per_element(StreamOp op) {
  switch (op) {
    case StreamOp::triad:
    case StreamOp::update:
    case StreamOp::axpy:
    case StreamOp::dot: return 2;
    case StreamOp::scale:
    case StreamOp::add:
    case StreamOp::sum: return 1;
    default: return 0;
  }
}

Cost stream_cost(StreamOp op, std::size_t n, std::size_t elem_bytes) {
  const double e = static_cast<double>(n);
  const double b = static_cast<double>(elem_bytes);
  return {flops_per_element(op) * e, stream_arrays_read(op) * e * b, stream_arrays_written(op) * e * b};
}

double stream_bus_bytes(StreamOp op, bool nt, std::size_t n, std::size_t elem_bytes) {
  const Cost c = stream_cost(op, n, elem_bytes);
  const bool allocates = !nt && !in_place(op) && stream_arrays_written(op) > 0;
  return c.bytes() + (allocates ? c.bytes_written : 0.0);
}

template <class T>
StreamChunkFn<T> stream_chunk_fn(Isa isa, StreamOp op, bool nt) {
  if (nt && !stream_has_nt(op))
    throw std::invalid_argument("stream op '" + std::string(stream_op_name(op)) + "' has no non-temporal variant");
  return isa_table(
      isa, [&] { return stream_chunk_fn_scalar<T>(op, nt); }, [&] { return stream_chunk_fn_avx2<T>(op, nt); },
      [&] { return stream_chunk_fn_avx512<T>(op, nt); });
}

template <class T>
T stream_run(Isa isa, StreamOp op, bool nt, const StreamArgs<T>& args, int threads, int passes) {
  const StreamChunkFn<T> fn = stream_chunk_fn<T>(isa, op, nt);
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
    T last = 0;
    if (stream_is_reduction(op)) {
      mine.passes = passes;  // one call: the sum keeps its accumulators across the passes
      last = fn(mine);
    } else {
      for (int p = 0; p < passes; ++p) last = fn(mine);
    }
    total += last;
  }
  return static_cast<T>(total);
}

template StreamChunkFn<float> stream_chunk_fn<float>(Isa, StreamOp, bool);
template StreamChunkFn<double> stream_chunk_fn<double>(Isa, StreamOp, bool);
template float stream_run<float>(Isa, StreamOp, bool, const StreamArgs<float>&, int, int);
template double stream_run<double>(Isa, StreamOp, bool, const StreamArgs<double>&, int, int);

}  // namespace cpuroof
