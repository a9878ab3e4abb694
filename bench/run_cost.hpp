#pragma once
// What a run costs before it runs: each benchmark declares, beside its name, what one timed
// iteration and its case's setup do (Estimate); rates measured at the start of the run (CostRates,
// cost_calibration.hpp) turn that into seconds, with Google Benchmark's own way of choosing the
// iteration count replayed call by call. The plan is chosen to fit a budget with it (budget_plan.hpp)
// and the dry run prints it. Pure: tested with hand-made rates.
#include <cstddef>

#include "cost.hpp"

namespace cpuroof::bench {

// One benchmark's work, as its family knows it when it registers.
struct Estimate {
  int threads = 1;
  double ws_bytes = 0;                // what its timed loop cycles through: within the last cache or past it
  double iteration_bytes = 0;         // moved by one timed iteration
  double iteration_flops = 0;         // done by one timed iteration in vectorised, independent chains
  double iteration_chain_flops = 0;   // done by one timed iteration in dependent scalar chains (naive loops)
  double iteration_loads = 0;         // dependent loads one after another in one timed iteration (a chase)
  double iteration_cycles = 0;        // core cycles of one timed iteration's dependent chain (the clock)
  double setup_bytes = 0;             // written to build the case, at every call of the benchmark's function
  double first_call_setup_bytes = 0;  // written once, at its first call: inputs the pool then keeps filled
  double setup_lines = 0;             // cache lines linked into a random cycle to build the case, every call
  double first_call_setup_lines = 0;  // linked once, at its first call: a cycle the pool then keeps linked
  double first_call_iterations = 0;   // iterations' worth its first call does more: verification, a choice of loop
  // Outside the timer: core cycles after each iteration (a paused clock chain), and cycles and
  // iterations' worth of the loop after each call (untimed chunks).
  double untimed_iteration_cycles = 0;
  double untimed_call_cycles = 0;
  double untimed_call_iterations = 0;
};

// A case that streams its working set: each call writes it to set the case up, each iteration does
// `per_iteration`, the first call verifies with one iteration more.
inline Estimate streaming_estimate(int threads, double ws_bytes, const Cost& per_iteration) {
  Estimate e;
  e.threads = threads;
  e.ws_bytes = ws_bytes;
  e.iteration_bytes = per_iteration.bytes();
  e.iteration_flops = per_iteration.flops;
  e.setup_bytes = ws_bytes;
  e.first_call_iterations = 1;
  return e;
}

// Rates of this machine, measured at the start of the run (cost_calibration.hpp).
struct CostRates {
  int threads = 1;                  // the most threads the rates below were measured with
  double last_cache_bytes = 0;      // working sets past it move at the DRAM rates
  double cache_bytes_per_s = 0;     // one thread streaming a buffer within its private cache
  double dram_bytes_per_s_1 = 0;    // one thread streaming a buffer past the caches
  double dram_bytes_per_s_all = 0;  // `threads` threads doing so together
  double fill_bytes_per_s_1 = 0;    // one thread writing memory already mapped
  double fill_bytes_per_s_all = 0;  // `threads` threads doing so together
  double populate_bytes_per_s = 0;  // mapping and first touching new memory
  double flops_per_s = 0;           // one thread's vectorised multiply-adds
  double scalar_flops_per_s = 0;    // one thread's dependent scalar multiply-adds (a naive reference)
  double load_s_cache = 0;          // one dependent load within the private cache
  double load_s_dram = 0;           // one dependent load past the caches
  double link_s_cache = 0;          // one line of a random cycle drawn and linked, within the caches
  double link_s_dram = 0;           // and past them
  double clock_hz = 0;              // core cycles per second (a dependent add chain)
  double call_s = 0;                // a benchmark function's fixed cost per call (a team's fork and join)
};

// `rate_1` per thread up to `rate_all` at `measured` threads; past `measured` (a machine planned, not
// this one) it grows with the threads as from 1 to `measured`.
double rate_at(int threads, double rate_1, double rate_all, int measured);

// Seconds of one timed iteration: its bytes at the rate of the level its working set sits in, or its
// flops, whichever takes longer.
double iteration_seconds(const Estimate& e, const CostRates& r);

// Wall seconds of a benchmark: `repetitions` repetitions of at least `min_time` seconds each, the
// first grown as Google Benchmark grows it (1, 10, 100, ... iterations until one call takes a tenth
// of min_time, then 1.4 min_time's worth; later repetitions keep its count), each call building the
// case anew, plus what its first call does once.
double predict_seconds(const Estimate& e, int repetitions, double min_time, const CostRates& r);

}  // namespace cpuroof::bench
