#include "model/roof_names.hpp"

#include <fmt/format.h>

#include "format/units.hpp"

namespace cpuroof::analysis {

std::string roof_role_name(const Roof& r) {
  const std::string name = r.kind == "compute" ? fmt::format("{} {} {}", r.dtype, r.isa, r.variant)
                                               : fmt::format("{} {}", r.level, r.variant);
  return r.core_kind.empty() ? name : name + " (" + r.core_kind + ")";
}

std::string roof_value_unit(const Roof& r) { return r.kind == "compute" ? "G" + dtype_unit(r.dtype) + "/s" : "GB/s"; }

}  // namespace cpuroof::analysis
