#pragma once
// What names a roof apart from its thread count. Roofs are matched on it, within a run (one roof per
// key and thread count) and across runs (compare).
#include <compare>
#include <string>

namespace cpuroof::analysis {

struct RoofKey {
  std::string kind;     // "compute" or "bandwidth"
  std::string dtype;    // compute: f64/f32/...; bandwidth: the dtype of the sweep
  std::string isa;      // compute: the ISA (a comparison's kBestIsa: the fastest of any); bandwidth: ""
  std::string level;    // bandwidth: L1, L2, ..., DRAM; compute: ""
  std::string variant;  // compute: instruction mix; bandwidth: access kind
  friend auto operator<=>(const RoofKey&, const RoofKey&) = default;
};

}  // namespace cpuroof::analysis
