#pragma once
// The STREAM family plus the pure access kinds the bandwidth roofs need, in STREAM's notation:
//   copy    dst = x                 1 read  1 write  0 flop
//   scale   dst = s*x               1 read  1 write  1 flop
//   add     dst = x + y             2 reads 1 write  1 flop
//   triad   dst = x + s*y           2 reads 1 write  2 flop
//   sum     return sum(x)           1 read  0 write  1 flop   (read-only)
//   fill    dst = s                 0 read  1 write  0 flop   (write-only)
//   update  dst = s*dst + t         1 read  1 write  2 flop   (read-modify-write in place)
//   axpy    dst = dst + s*x         2 reads 1 write  2 flop   (in place, plus one array read: BLAS axpy)
//   dot     return sum(x*y)         2 reads 0 write  2 flop   (read-only, two arrays: BLAS dot)
// Every kind that stores to a separate array also has a non-temporal-store variant, which skips the
// write-allocate read of the destination line.
#include <cstddef>
#include <string_view>

#include "cost.hpp"
#include "isa.hpp"

namespace cpuroof {

enum class StreamOp { copy, scale, add, triad, sum, fill, update, axpy, dot };
inline constexpr StreamOp kAllStreamOps[] = {StreamOp::copy,   StreamOp::scale, StreamOp::add,
                                             StreamOp::triad,  StreamOp::sum,   StreamOp::fill,
                                             StreamOp::update, StreamOp::axpy,  StreamOp::dot};

std::string_view stream_op_name(StreamOp op);
int stream_arrays_read(StreamOp op);
int stream_arrays_written(StreamOp op);
// Number of distinct arrays the op touches (its working set is this many times n elements).
int stream_arrays(StreamOp op);
bool stream_has_nt(StreamOp op);
// Whether the op returns a sum (sum, dot) rather than writing dst.
bool stream_is_reduction(StreamOp op);

// Cost of one pass over n elements of `elem_bytes` each.
Cost stream_cost(StreamOp op, std::size_t n, std::size_t elem_bytes);
// Bytes the memory system really moves: a normal store to a line not yet cached first reads it
// (write-allocate); non-temporal stores and in-place updates do not.
double stream_bus_bytes(StreamOp op, bool nt, std::size_t n, std::size_t elem_bytes);

template <class T>
struct StreamArgs {
  T* dst = nullptr;
  const T* x = nullptr;
  const T* y = nullptr;
  T s = T(0);
  T t = T(0);
  std::size_t n = 0;
  int passes = 1;  // reductions only: passes over the arrays in one call (stream_run sets it)
};

// One thread's pass over [0, args.n); returns the sum for a reduction, else 0.
template <class T>
using StreamChunkFn = T (*)(const StreamArgs<T>&);

template <class T>
StreamChunkFn<T> stream_chunk_fn(Isa isa, StreamOp op, bool nt);

// `passes` passes of the op over n elements on `threads` threads, each thread on its own chunk
// (parallel.hpp); several passes per call keep fork/join cost out of cache-sized measurements.
// Returns, for a reduction, the sum over all threads of one pass (the mean over the passes, which
// all read the same data).
template <class T>
T stream_run(Isa isa, StreamOp op, bool nt, const StreamArgs<T>& args, int threads, int passes);

// Per-ISA tables, defined in stream_<isa>.cpp.
template <class T> StreamChunkFn<T> stream_chunk_fn_scalar(StreamOp op, bool nt);
template <class T> StreamChunkFn<T> stream_chunk_fn_avx2(StreamOp op, bool nt);
template <class T> StreamChunkFn<T> stream_chunk_fn_avx512(StreamOp op, bool nt);

}  // namespace cpuroof
