#pragma once
// Roofs built by hand, at one thread, for the analysis tests that judge points against known roofs.
#include <string>

#include "model/roofline.hpp"

namespace cpuroof::testing {

inline analysis::Roof compute_roof(const std::string& dtype, const std::string& isa, const std::string& mix,
                                   double gflop_per_s) {
  analysis::Roof r;
  r.kind = "compute";
  r.dtype = dtype;
  r.isa = isa;
  r.variant = mix;
  r.threads = 1;
  r.value = gflop_per_s;
  return r;
}

inline analysis::Roof bandwidth_roof(const std::string& level, const std::string& access, double gb_per_s) {
  analysis::Roof r;
  r.kind = "bandwidth";
  r.level = level;
  r.variant = access;
  r.threads = 1;
  r.value = gb_per_s;
  return r;
}

}  // namespace cpuroof::testing
