#pragma once
// Refuses to start measuring when the results will not fit: the --benchmark_out JSON is estimated
// from the repetitions to be written, against the free space of the folder it goes to and the file
// size limit (ulimit -f), so a full disk or a small limit stops a run at once instead of after its
// measuring.
#include <cstddef>
#include <ostream>
#include <string>

namespace cpuroof::bench {

// Bytes the JSON takes per repetition of a benchmark, and for the rest (Google Benchmark's context,
// the machine's, the kernel catalogue). Measured on real runs (shared/fixtures/zen5-2c, Zen 5
// AVX-512): the full profile wrote 11,817,194 bytes for 15,340 repetitions, the quick one 2,463,452
// for 3,213: 770 bytes each, context included (no catalogue then); one peak repetition of this
// version takes 840. The context with the catalogue of every family is 22 KB. Both rounded up: a
// run refused that would just have fitted costs less than minutes of measuring that cannot be written.
inline constexpr std::size_t kJsonBytesPerRepetition = 1024;
inline constexpr std::size_t kJsonContextBytes = 64 * 1024;

// True when the folder of `out`, a new file, has room for `repetitions` entries and the file size
// limit allows them, or when that cannot be known (no such folder: the write reports it) or does
// not matter (`out` exists: a device such as /dev/null). Otherwise writes one line to `err`:
// "cpuroof-bench: need X MB in DIR for the results, have Y MB", or the file size limit's.
bool room_for_results(const std::string& out, std::size_t repetitions, std::ostream& err);

}  // namespace cpuroof::bench
