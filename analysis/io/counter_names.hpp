#pragma once
// The counters of a benchmark in the bench's JSON (raw.json) the analysis reads, named once: what
// cpuroof::set_counters (include/cpuroof/counters.hpp) and the bench's families write.
namespace cpuroof::analysis::counter {

// Every benchmark's (set_counters): rates per second, intensity, threads, working set, calls per
// iteration.
inline constexpr char flops[] = "flops";
inline constexpr char bytes[] = "bytes";
inline constexpr char ai[] = "ai";
inline constexpr char omp_threads[] = "omp_threads";
inline constexpr char ws_bytes[] = "ws_bytes";
inline constexpr char calls[] = "calls";
// The bytes the memory system moved, write-allocate included (stream and fusion, where known).
inline constexpr char bus_bytes[] = "bus_bytes";
// The clock family's measured clock, and the clock samples a benchmark's threads carry.
inline constexpr char clock_hz[] = "clock_hz";
inline constexpr char thread_clock_min_hz[] = "thread_clock_min_hz";
inline constexpr char thread_clock_max_hz[] = "thread_clock_max_hz";
// The peak family's FLOP per cycle of its chain while the timed loop ran.
inline constexpr char flop_per_cycle_running[] = "flop_per_cycle_running";
// The latency family's: time per dependent load, loads per second, chains, and the loaded sweep's
// streaming threads and what they moved.
inline constexpr char ns_per_load[] = "ns_per_load";
inline constexpr char loads[] = "loads";
inline constexpr char chains[] = "chains";
inline constexpr char background_threads[] = "background_threads";
inline constexpr char background_bytes[] = "background_bytes";

}  // namespace cpuroof::analysis::counter
