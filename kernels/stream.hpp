#pragma once
// The STREAM family plus the pure access kinds the bandwidth roofs need. Each kind is one row of
// kStreamKinds (its facts: arrays, flops, where results go, the reference) plus its loop body in
// stream_impl.hpp; the bench, the tests, the run's kernel catalogue and the roofs derive from these.
// Every kind that stores to a separate array also has a non-temporal-store variant ("<name>_nt"),
// which skips the write-allocate read of the destination line.
#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>

#include "cost.hpp"
#include "level_dispatch.hpp"

namespace cpuroof {

// Where a kind's results go: a separate array, back into the array it reads, or a returned sum.
enum class StreamStore { separate, in_place, reduction };

// One element's operands, for a reference evaluated in double.
struct StreamElement {
  double x, y, z, dst, s, t;
};

struct StreamKind {
  std::string_view name;     // the kernel in benchmark names
  std::string_view access;   // the bandwidth roof kind it measures (its NT variant adds "_nt")
  std::string_view formula;  // one line, for people
  int inputs;                // input arrays it reads: x, then y, then z
  int flops;                 // per element
  StreamStore store;
  // Expected dst[i] of an element-wise kind; the i-th term of the sum for a reduction.
  double (*reference)(const StreamElement&);

  [[nodiscard]] constexpr bool reduction() const { return store == StreamStore::reduction; }
  // Arrays loaded: the inputs, and the destination of an in-place kind.
  [[nodiscard]] constexpr int arrays_read() const { return inputs + (store == StreamStore::in_place ? 1 : 0); }
  [[nodiscard]] constexpr int arrays_written() const { return reduction() ? 0 : 1; }
  // Distinct arrays touched: the working set is this many times n elements.
  [[nodiscard]] constexpr int arrays() const { return inputs + (reduction() ? 0 : 1); }
  // In-place kinds read their destination anyway: a non-temporal store would only evict it.
  [[nodiscard]] constexpr bool has_nt() const { return store == StreamStore::separate; }
};

inline constexpr StreamKind kStreamKinds[] = {
    {"copy", "copy", "dst = x", 1, 0, StreamStore::separate, [](const StreamElement& e) { return e.x; }},
    {"scale", "scale", "dst = s*x", 1, 1, StreamStore::separate, [](const StreamElement& e) { return e.s * e.x; }},
    {"add", "add", "dst = x + y", 2, 1, StreamStore::separate, [](const StreamElement& e) { return e.x + e.y; }},
    {"triad", "triad", "dst = x + s*y", 2, 2, StreamStore::separate,
     [](const StreamElement& e) { return e.x + e.s * e.y; }},
    {"sum", "read", "return sum(x)", 1, 1, StreamStore::reduction, [](const StreamElement& e) { return e.x; }},
    {"fill", "write", "dst = s", 0, 0, StreamStore::separate, [](const StreamElement& e) { return e.s; }},
    {"update", "update", "dst = s*dst + t", 0, 2, StreamStore::in_place,
     [](const StreamElement& e) { return e.s * e.dst + e.t; }},
    {"axpy", "axpy", "dst = dst + s*x", 1, 2, StreamStore::in_place,
     [](const StreamElement& e) { return e.dst + e.s * e.x; }},
    {"dot", "dot", "return sum(x*y)", 2, 2, StreamStore::reduction, [](const StreamElement& e) { return e.x * e.y; }},
    // likwid-bench's "triad": four arrays, three read streams.
    {"triad4", "triad4", "dst = x + y*z", 3, 2, StreamStore::separate,
     [](const StreamElement& e) { return e.x + e.y * e.z; }},
};
inline constexpr std::size_t kStreamKindCount = std::size(kStreamKinds);

// The row named `name`; throws std::invalid_argument for an unknown name.
constexpr const StreamKind& stream_kind(std::string_view name) {
  for (const StreamKind& k : kStreamKinds)
    if (k.name == name) return k;
  throw std::invalid_argument("unknown stream kind '" + std::string(name) + "'");
}
constexpr std::size_t stream_kind_index(const StreamKind& kind) {
  return static_cast<std::size_t>(&kind - kStreamKinds);
}

// The roof kind a kind measures, with "_nt" for its non-temporal variant.
std::string stream_access(const StreamKind& kind, bool nt);
// Cost of one pass over n elements of `elem_bytes` each.
Cost stream_cost(const StreamKind& kind, std::size_t n, std::size_t elem_bytes);
// Bytes the memory system really moves: a normal store to a line not yet cached first reads it
// (write-allocate); non-temporal stores and in-place updates do not.
double stream_bus_bytes(const StreamKind& kind, bool nt, std::size_t n, std::size_t elem_bytes);

// A reduction reads its range as this many segments side by side, each its own sequential stream: one
// core's prefetchers keep more lines in flight for several streams than for one. One Zen 5 VM core
// summing 512 MiB (AVX-512, eight accumulators either way; medians of 9 in two runs): 33 and 38 GB/s
// as one stream, 39 and 42 as two, 42 and 45 as four, 39 and 42 as eight. Inside its L2 the same core
// read one stream faster: a dot product over 512 KiB ran 244 GB/s as one stream, 189 as four (medians of
// 41, two runs). So a reduction takes the shape as an argument (StreamArgs::segments), and the bandwidth
// sweep times both at each working set (bench/families/bench_stream.cpp).
inline constexpr int kReduceSegments = 4;

template <class T>
struct StreamArgs {
  T* dst = nullptr;
  const T* x = nullptr;
  const T* y = nullptr;
  const T* z = nullptr;
  T s = T(0);
  T t = T(0);
  std::size_t n = 0;
  int passes = 1;  // passes over the arrays in one call (stream_run sets it)
  // Reductions: each thread's range read as 1 or kReduceSegments streams side by side.
  int segments = kReduceSegments;
};

// One thread's args.passes passes over [0, args.n); returns the sum for a reduction (the mean over
// the passes), else 0.
template <class T>
using StreamChunkFn = T (*)(const StreamArgs<T>&);

// Every kind's loop at one level: [kind index][non-temporal].
template <class T>
struct StreamKernels {
  StreamChunkFn<T> chunk[kStreamKindCount][2];
};
struct StreamFamily {
  template <class T>
  using Kernels = StreamKernels<T>;
  template <Isa L, class T>
  static Kernels<T> at();
};

// One kind's loop, chosen once for a level.
template <class T>
struct StreamLoop {
  const StreamKind* kind;
  bool nt;
  StreamChunkFn<T> fn;
  Isa isa;
  std::string label;  // "isa=..." (level_dispatch.hpp)
};
// Throws std::invalid_argument if the CPU lacks the level or the kind has no NT variant.
template <class T>
StreamLoop<T> stream_loop(Isa isa, const StreamKind& kind, bool nt);

// `passes` passes of the loop over n elements on `threads` threads, each thread on its own chunk
// (parallel.hpp); several passes per call keep fork/join cost out of cache-sized measurements.
// Returns, for a reduction, the sum over all threads of one pass (the mean over the passes, which
// all read the same data).
template <class T>
T stream_run(const StreamLoop<T>& loop, const StreamArgs<T>& args, int threads, int passes);

}  // namespace cpuroof
