#pragma once
// The role a roof plays, for finding the same roof in another run of the same machine: a compute
// roof by dtype, ISA and mix, a bandwidth roof by level and access kind whatever ISA or dtype its
// fastest sweep ran at (as compare matches them), each at its thread count and kind of core.
#include <compare>
#include <string>

#include "model/roof_key.hpp"
#include "model/roofline.hpp"

namespace cpuroof::analysis {

struct RoofRole {
  RoofKey key;
  int threads = 0;
  std::string core_kind;
  friend auto operator<=>(const RoofRole&, const RoofRole&) = default;
};

inline RoofRole roof_role(const Roof& r) {
  if (r.kind == "compute") return {{r.kind, r.dtype, r.isa, "", r.variant}, r.threads, r.core_kind};
  return {{r.kind, "", "", r.level, r.variant}, r.threads, r.core_kind};
}

}  // namespace cpuroof::analysis
