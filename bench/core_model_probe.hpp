#pragma once
// `cpuroof-bench --cpuroof_describe`: the facts a row of the core-model table
// (machine/core_models.hpp) needs, measured on the calling thread's core in about a second, beside
// the row the table has for this CPU, if any: what a new CPU's row is written from (README.md,
// "Adding a CPU"). Text for people; nothing is written to a file.
#include <iosfwd>
#include <string>
#include <vector>

#include "cpu_description.hpp"

namespace cpuroof::bench {

// One ISA level's rates on one core (f64), per cycle of the dependent-add clock.
struct LevelRates {
  std::string isa;
  int vector_bits = 0;           // 64 at the scalar level
  double fma_flops = 0;          // 12 FMA chains
  double add_flops = 0;          // 12 add chains
  double mix_flops = 0;          // FMA and add chains side by side, as many as the registers hold
  int mix_fma = 0, mix_add = 0;  // the mix's chains
  double l1_read_bytes = 0;      // a sum over 16 KiB
  double l1_write_bytes = 0;     // a fill of 16 KiB
};

// What the rates say a row holds. Each figure is rounded from a rate: a row is written by a person
// who checks them against the vendor's guide.
struct DerivedRow {
  int fma_pipes = 0;   // scalar FMAs a cycle (a scalar FMA takes a whole pipe)
  int fp_bits = 0;     // the widest level's FMA bits a cycle over the pipes, as a power of two
  int add_pipes = 0;   // FMA+ADD instructions a cycle beyond the FMA pipes (0: adds share them)
  int load_ports = 0;  // L1 read bytes a cycle over a load as wide as the FP pipes
  int store_ports = 0;
  int sve_bits = 0;
};

DerivedRow derive_row(const std::vector<LevelRates>& levels, int sve_bits);

// Measures and prints the description: the CPU's identity and name, its table row, the clock, each
// level's rates and the row they suggest.
void describe_core(std::ostream& out, const CpuIdentity& cpu);

}  // namespace cpuroof::bench
