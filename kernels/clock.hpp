#pragma once
// The effective core clock, measured rather than read: sysfs is empty in VMs, and the TSC rate
// (/proc/cpuinfo, Google Benchmark's mhz_per_cpu) is not the core clock under boost.
// A chain of dependent integer adds retires one add per cycle on every x86 core of the last
// twenty years and on the Arm cores (Cortex-A, Neoverse, Apple: one-cycle ALU adds), so chain
// length / time = cycles per second.
#include <cstdint>

namespace cpuroof {

// Dependent adds per loop trip of clock_chain (the loop counter runs on its own chain, in parallel).
inline constexpr int kClockChainPerTrip = 128;

// Runs `trips` trips of the dependent chain on the calling thread; returns the chain's final value
// (trips * kClockChainPerTrip), which callers check so the chain cannot be elided.
std::uint64_t clock_chain(std::uint64_t trips);

// Runs clock_chain(trips) on each of `threads` threads; returns the sum of their results.
std::uint64_t clock_chain_parallel(std::uint64_t trips, int threads);

}  // namespace cpuroof
