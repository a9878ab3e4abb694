#pragma once
// Rates are SI (1 GFLOP/s = 1e9 FLOP/s, 1 GB/s = 1e9 B/s, 1 GHz = 1e9 Hz); sizes are
// binary and printed by io/markdown.hpp's bytes_binary.
#include <string>

namespace cpuroof::analysis {

inline constexpr double kGiga = 1e9;

// What a compute rate of a dtype counts: "OP" for integer types (i8: OP/s, GOP/s), "FLOP" otherwise.
inline std::string dtype_unit(const std::string& dtype) {
  return !dtype.empty() && (dtype[0] == 'i' || dtype[0] == 'u') ? "OP" : "FLOP";
}

}  // namespace cpuroof::analysis
