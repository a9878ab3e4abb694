#include "report/gate_report.hpp"

#include <fmt/format.h>

#include "io/markdown.hpp"
#include "io/printable.hpp"
#include "model/roof_names.hpp"

namespace cpuroof::analysis {

std::string render_gate(const Comparison& c, const GateVerdict& verdict) {
  const std::string& a = c.labels[0];
  const std::string& b = c.labels[1];
  const std::string ratio = fmt::format("{}", verdict.fail_below);  // as given: 0.9, not 0.900
  std::string out;
  int missing = 0;
  for (const FallenRoof& f : verdict.fallen) {
    const RoofComparison& rc = *f.roof;
    const Roof& old_roof = *rc.roofs[0];
    const std::string what = fmt::format("{}, {}", roof_role_name(old_roof), threads_word(rc.threads));
    const std::string unit = roof_value_unit(old_roof);
    if (f.missing) {
      ++missing;
      out += fmt::format("missing: {}: {} {} {}, {} none ({})\n", what, a, readable(old_roof.value), unit, b,
                         rc.missing[1]);
      continue;
    }
    const Roof& new_roof = *rc.roofs[1];
    out += fmt::format("fell: {}: {} -> {} {} ({} x {}'s; 95% intervals {}-{} and {}-{})\n", what,
                       readable(old_roof.value), readable(new_roof.value), unit,
                       readable(new_roof.value / old_roof.value), a, readable(old_roof.ci.low),
                       readable(old_roof.ci.high), readable(new_roof.ci.low), readable(new_roof.ci.high));
  }
  const int fell = static_cast<int>(verdict.fallen.size()) - missing;
  if (verdict.failed())
    out += fmt::format("fail-below {}: {} of {}'s {} roofs fell in {} ({} below {} x {}'s, {} missing)\n", ratio,
                       verdict.fallen.size(), a, verdict.judged, b, fell, ratio, a, missing);
  else
    out += fmt::format("fail-below {}: none of {}'s {} roofs fell below {} x {}'s in {}\n", ratio, a, verdict.judged,
                       ratio, a, b);
  return terminal_text(out);
}

}  // namespace cpuroof::analysis
