#include "report/summary.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <set>

#include "io/markdown.hpp"
#include "io/printable.hpp"
#include "model/identity.hpp"
#include "model/meta_lookup.hpp"
#include "model/ridge.hpp"
#include "model/roof_key.hpp"
#include "model/stats.hpp"
#include "format/units.hpp"
#include "format/columns.hpp"

namespace cpuroof::analysis {
namespace {

// One table of the summary: a row per label, a column per thread count measured.
struct Columns {
  std::set<int> threads;

  [[nodiscard]] std::string header(const std::string& title) const {
    std::string h = fmt::format("\n{:<34}", title);
    for (int t : threads) h += fmt::format("{:>16}", fmt::format("{} thread{}", t, t == 1 ? "" : "s"));
    return h + "\n";
  }
  // `label`, then cell(t) for each thread count.
  template <typename Cell>
  [[nodiscard]] std::string row(const std::string& label, Cell cell) const {
    std::string r = fmt::format("{:<34}", label);
    for (int t : threads) r += fmt::format("{:>16}", cell(t));
    return r + "\n";
  }
};

std::string machine_lines(const std::map<std::string, std::string>& meta) {
  std::string out = fmt::format("cpuroof: {}\n         {} ({}), profile {}\n", identity_line(machine_identity(meta)),
                                get(meta, "cpu_model", "?"), get(meta, "isa_flags", "?"), get(meta, "profile", "?"));
  if (const std::string r = cpu_restriction(meta); !r.empty()) out += "         " + r + "\n";
  return out;
}

std::string clock_lines(const Roofline& roofline, const Columns& columns) {
  return columns.header("Core clock, GHz (measured)") + columns.row("  dependent-add chain", [&](int t) {
    std::string v = "-";
    // Bandwidth roofs carry the run's clock; compute roofs the one sampled beside their own repetitions.
    for (const Roof& roof : roofline.roofs)
      if (roof.threads == t && roof.clock_hz > 0 && (v == "-" || roof.kind == "bandwidth"))
        v = csv_number(roof.clock_hz / kGiga);
    return v;
  });
}

// One line per dtype/isa/mix.
std::string compute_roof_lines(const Roofline& roofline, const Columns& columns) {
  std::string out = columns.header("Compute roofs, GFLOP/s (% of theor.)");
  std::set<RoofKey> keys;
  for (const Roof& roof : roofline.roofs)
    if (roof.kind == "compute") keys.insert({roof.kind, roof.dtype, roof.isa, "", roof.variant});
  for (const RoofKey& key : keys)
    out += columns.row(fmt::format("  {} {} {}", key.dtype, key.isa, key.variant), [&](int t) {
      std::string v = "-";
      for (const Roof& roof : roofline.roofs)
        if (roof.kind == "compute" && roof.dtype == key.dtype && roof.isa == key.isa && roof.variant == key.variant &&
            roof.threads == t) {
          v = fmt::format("{:.1f}", roof.value);
          // Beside the theoretical peak where the core is known; a roof above it is a measurement error.
          if (roof.theoretical > 0)
            v += fmt::format(" ({:.0f}%{})", 100 * (roof.value / roof.theoretical),
                             roof.exceeds_theoretical() ? "!" : "");
        }
      return v;
    });
  return out;
}

// The memory levels measured, fastest first.
std::vector<std::string> bandwidth_levels(const Roofline& roofline) {
  std::vector<std::string> levels;
  for (const Roof& roof : roofline.roofs)
    if (roof.kind == "bandwidth" && std::find(levels.begin(), levels.end(), roof.level) == levels.end())
      levels.push_back(roof.level);
  return levels;
}

// The best access kind per level.
std::string bandwidth_lines(const Roofline& roofline, const std::vector<std::string>& levels, const Columns& columns) {
  std::string out = columns.header("Bandwidth roofs, GB/s (best kind)");
  std::map<std::pair<std::string, int>, std::pair<double, std::string>> best;
  for (const Roof& roof : roofline.roofs) {
    if (roof.kind != "bandwidth") continue;
    auto& b = best[{roof.level, roof.threads}];
    if (roof.value > b.first) b = {roof.value, roof.variant};
  }
  for (const auto& level : levels)
    out += columns.row("  " + level, [&](int t) {
      const auto it = best.find({level, t});
      return it == best.end() ? "-" : fmt::format("{:.1f} {}", it->second.first, it->second.second);
    });
  return out;
}

// Where the levels end, as measured on the sweeps, beside what the OS reports.
std::string level_end_lines(const Roofline& roofline, const std::vector<std::string>& levels,
                            const std::map<std::string, std::string>& meta, const Columns& columns) {
  std::string out = columns.header("Level ends (measured; OS says)");
  for (const auto& level : levels) {
    if (level == "DRAM") continue;
    const std::string n = level.size() == 2 ? level.substr(1) : "";
    const auto os = meta.find("cache_l" + n + "_bytes_hwloc");
    const std::string os_size =
        os == meta.end() ? "?" : bytes_binary(os->second.empty() ? std::nan("") : std::stod(os->second));
    out += columns.row(fmt::format("  {} (hwloc {})", level, os_size), [&](int t) {
      std::string v = "-";
      for (const Roof& roof : roofline.roofs)
        if (roof.kind == "bandwidth" && roof.level == level && roof.variant == "read" && roof.threads == t &&
            roof.ws_high_bytes > 0)
          v = bytes_binary(roof.ws_high_bytes);
      return v;
    });
  }
  return out;
}

// Ridge points against the slowest level at each thread count, where kernels streaming from memory
// turn compute-bound: model/ridge.hpp's, as in the report and the plot.
std::string ridge_lines(const Roofline& roofline, const Columns& columns) {
  std::string out;
  std::map<std::string, std::map<int, const RidgePoint*>> slowest;  // dtype -> threads -> ridge
  const std::vector<RidgePoint> ridges = ridge_points(roofline);
  for (const auto& rp : ridges) slowest[rp.dtype][rp.threads] = &rp;  // fastest level first: the last stays
  for (const auto& [dtype, by_threads] : slowest) {
    std::set<std::string> names;
    for (const auto& [t, rp] : by_threads) names.insert(rp->level);
    const std::string level = names.size() == 1 ? *names.begin() : "slowest level";
    out += columns.row(fmt::format("  ridge {} / {}, FLOP/B", dtype, level), [&, &by_threads = by_threads](int t) {
      const auto it = by_threads.find(t);
      return it == by_threads.end() ? "-" : fmt::format("{:.2f}", it->second->ai_flop_per_byte);
    });
  }
  return out;
}

// Kernels by family/kernel/impl/dtype: median efficiency and bounds.
std::string kernel_lines(const std::vector<KernelPoint>& points) {
  std::string out = fmt::format("\n{:<40}{:>7}{:>12}{:>9}{:>8}{:>10}{:>7}\n", "Kernels (family/kernel/impl/dtype)",
                                "points", "median eff", "compute", "memory", "overhead", "above");
  std::map<std::string, std::vector<const KernelPoint*>> groups;
  for (const KernelPoint& p : points) {
    // The peak family is one line per dtype: its shapes are variants of one measurement.
    const std::string kernel = p.family == "peak" ? "*" : p.kernel;
    groups[p.family + "/" + kernel + "/" + p.impl + "/" + p.dtype].push_back(&p);
  }
  for (const auto& [key, group] : groups) {
    std::vector<double> eff;
    int compute = 0, memory = 0, overhead = 0, above = 0;
    for (const KernelPoint* p : group) {
      if (!std::isnan(p->efficiency)) eff.push_back(p->efficiency);
      compute += p->bound == "compute";
      memory += p->bound == "memory";
      overhead += p->bound == "overhead";
      above += p->above_roof;
    }
    out += fmt::format("  {:<38}{:>7}{:>12}{:>9}{:>8}{:>10}{:>7}\n", key, group.size(),
                       eff.empty() ? "-" : fmt::format("{:.0f}%", 100 * median(eff)), compute, memory, overhead, above);
  }
  return out;
}

std::string check_lines(const CsvTable& checks) {
  if (checks.rows.empty()) return "";
  std::string out = "\nMeasurement checks\n";
  for (const auto& row : checks.rows)
    out += fmt::format("  {} {}\n", row[checks.column(col::pass)] == "true" ? "ok  " : "WARN",
                       row[checks.column(col::detail)]);
  return out;
}

}  // namespace

std::string render_summary(const ResultSet& result, const CsvTable& checks,
                           const std::map<std::string, std::string>& meta) {
  const Roofline& roofline = result.roofline;
  Columns columns;
  for (const Roof& roof : roofline.roofs) columns.threads.insert(roof.threads);
  const std::vector<std::string> levels = bandwidth_levels(roofline);
  return terminal_text(machine_lines(meta) + clock_lines(roofline, columns) + compute_roof_lines(roofline, columns) +
                       bandwidth_lines(roofline, levels, columns) + level_end_lines(roofline, levels, meta, columns) +
                       ridge_lines(roofline, columns) + kernel_lines(result.points) + check_lines(checks));
}

}  // namespace cpuroof::analysis
