#pragma once
// Rates are SI (DESIGN.md: 1 GFLOP/s = 1e9 FLOP/s, 1 GB/s = 1e9 B/s, 1 GHz = 1e9 Hz); sizes are
// binary and printed by markdown.hpp's bytes_binary.
namespace cpuroof::analysis {

inline constexpr double kGiga = 1e9;

}  // namespace cpuroof::analysis
