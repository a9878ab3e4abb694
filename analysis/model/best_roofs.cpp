#include "model/best_roofs.hpp"

#include "format/roofs_table.hpp"
#include "model/ridge.hpp"

namespace cpuroof::analysis {

bool is_best_roof(const Roofline& roofline, const Roof& roof) {
  if (roof.kind == "compute") return ridge_peak(roofline, roof.dtype, roof.threads, roof.core_kind) == &roof;
  return roofline.bandwidth(roof.level, roof.threads, "", roof.core_kind) == &roof;
}

CsvTable roofs_table(const Roofline& roofline) {
  return roofs_table(
      roofline.roofs, [&](const Roof& r) { return is_best_roof(roofline, r); }, !roofline.core_kinds.empty());
}

}  // namespace cpuroof::analysis
