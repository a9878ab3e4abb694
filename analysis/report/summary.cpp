#include "report/summary.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <set>

#include "model/identity.hpp"
#include "io/markdown.hpp"
#include "model/meta_lookup.hpp"
#include "io/printable.hpp"
#include "model/ridge.hpp"
#include "model/stats.hpp"

namespace cpuroof::analysis {
namespace {

double num(const std::string& s) { return s.empty() ? std::nan("") : std::stod(s); }

struct Rows {
  const CsvTable& t;
  [[nodiscard]] const std::string& get(const std::vector<std::string>& row, const char* col) const {
    return row[t.column(col)];
  }
};

}  // namespace

std::string render_summary(const Roofline& roofline, const CsvTable& roofs, const CsvTable& points,
                           const CsvTable& checks, const std::map<std::string, std::string>& meta) {
  Rows R{roofs}, P{points};
  std::string out = fmt::format("cpuroof: {}\n         {} ({}), profile {}\n", identity_line(machine_identity(meta)),
                                get(meta, "cpu_model", "?"), get(meta, "isa_flags", "?"), get(meta, "profile", "?"));
  if (const std::string r = cpu_restriction(meta); !r.empty()) out += "         " + r + "\n";
  std::set<int> threads;
  for (const auto& row : roofs.rows) threads.insert(std::stoi(R.get(row, "threads")));

  auto header = [&](const std::string& title) {
    std::string h = fmt::format("\n{:<34}", title);
    for (int t : threads) h += fmt::format("{:>16}", fmt::format("{} thread{}", t, t == 1 ? "" : "s"));
    return h + "\n";
  };

  // Clock per thread count.
  out += header("Core clock, GHz (measured)");
  out += fmt::format("{:<34}", "  dependent-add chain");
  for (int t : threads) {
    std::string v = "-";
    // Bandwidth rows carry the run's clock; compute rows the one sampled beside their own repetitions.
    for (const auto& row : roofs.rows)
      if (std::stoi(R.get(row, "threads")) == t && !R.get(row, "clock_ghz").empty() &&
          (v == "-" || R.get(row, "kind") == "bandwidth"))
        v = R.get(row, "clock_ghz");
    out += fmt::format("{:>16}", v);
  }
  out += "\n";

  // Compute roofs: one line per dtype/isa/mix.
  out += header("Compute roofs, GFLOP/s (% of theor.)");
  std::set<std::tuple<std::string, std::string, std::string>> compute_keys;
  for (const auto& row : roofs.rows)
    if (R.get(row, "kind") == "compute") compute_keys.insert({R.get(row, "dtype"), R.get(row, "isa"), R.get(row, "variant")});
  for (const auto& [dtype, isa, mix] : compute_keys) {
    out += fmt::format("{:<34}", fmt::format("  {} {} {}", dtype, isa, mix));
    for (int t : threads) {
      std::string v = "-";
      for (const auto& row : roofs.rows)
        if (R.get(row, "kind") == "compute" && R.get(row, "dtype") == dtype && R.get(row, "isa") == isa &&
            R.get(row, "variant") == mix && std::stoi(R.get(row, "threads")) == t) {
          v = fmt::format("{:.1f}", num(R.get(row, "gflop_per_s")));
          // Beside the theoretical peak where the core is known; a roof above it is a measurement error.
          const double frac = num(R.get(row, "fraction_of_theoretical"));
          if (!std::isnan(frac)) v += fmt::format(" ({:.0f}%{})", 100 * frac, R.get(row, "exceeds_theoretical") == "true" ? "!" : "");
        }
      out += fmt::format("{:>16}", v);
    }
    out += "\n";
  }

  // Bandwidth: the best access kind per level.
  out += header("Bandwidth roofs, GB/s (best kind)");
  std::vector<std::string> levels;
  for (const auto& row : roofs.rows)
    if (R.get(row, "kind") == "bandwidth" && std::find(levels.begin(), levels.end(), R.get(row, "level")) == levels.end())
      levels.push_back(R.get(row, "level"));
  std::map<std::pair<std::string, int>, std::pair<double, std::string>> best_bw;
  for (const auto& row : roofs.rows) {
    if (R.get(row, "kind") != "bandwidth") continue;
    auto& b = best_bw[{R.get(row, "level"), std::stoi(R.get(row, "threads"))}];
    const double v = num(R.get(row, "gb_per_s"));
    if (v > b.first) b = {v, R.get(row, "variant")};
  }
  for (const auto& level : levels) {
    out += fmt::format("{:<34}", "  " + level);
    for (int t : threads) {
      const auto it = best_bw.find({level, t});
      out += fmt::format("{:>16}", it == best_bw.end() ? "-" : fmt::format("{:.1f} {}", it->second.first, it->second.second));
    }
    out += "\n";
  }

  // Where the levels end, as measured on the sweeps, beside what the OS reports.
  out += header("Level ends (measured; OS says)");
  for (const auto& level : levels) {
    if (level == "DRAM") continue;
    const std::string n = level.size() == 2 ? level.substr(1) : "";
    const std::string os_key = "cache_l" + n + "_bytes_hwloc";
    const auto os = meta.find(os_key);
    out += fmt::format("{:<34}", fmt::format("  {} (hwloc {})", level, os == meta.end() ? "?" : bytes_binary(num(os->second))));
    for (int t : threads) {
      std::string v = "-";
      for (const auto& row : roofs.rows)
        if (R.get(row, "kind") == "bandwidth" && R.get(row, "level") == level && R.get(row, "variant") == "read" &&
            std::stoi(R.get(row, "threads")) == t && !R.get(row, "ws_high_bytes").empty())
          v = bytes_binary(num(R.get(row, "ws_high_bytes")));
      out += fmt::format("{:>16}", v);
    }
    out += "\n";
  }

  // Ridge points against the slowest level at each thread count, where kernels streaming from memory
  // turn compute-bound: ridge.hpp's, as in the report and the plot.
  std::map<std::string, std::map<int, const RidgePoint*>> slowest;  // dtype -> threads -> ridge
  const std::vector<RidgePoint> ridges = ridge_points(roofline);
  for (const auto& rp : ridges) slowest[rp.dtype][rp.threads] = &rp;  // fastest level first: the last stays
  for (const auto& [dtype, by_threads] : slowest) {
    std::set<std::string> names;
    for (const auto& [t, rp] : by_threads) names.insert(rp->level);
    const std::string level = names.size() == 1 ? *names.begin() : "slowest level";
    out += fmt::format("{:<34}", fmt::format("  ridge {} / {}, FLOP/B", dtype, level));
    for (int t : threads) {
      const auto it = by_threads.find(t);
      out += fmt::format("{:>16}", it == by_threads.end() ? "-" : fmt::format("{:.2f}", it->second->ai_flop_per_byte));
    }
    out += "\n";
  }

  // Kernels by family/kernel/impl/dtype: median efficiency and bounds.
  out += fmt::format("\n{:<40}{:>7}{:>12}{:>9}{:>8}{:>10}{:>7}\n", "Kernels (family/kernel/impl/dtype)", "points",
                     "median eff", "compute", "memory", "overhead", "above");
  std::map<std::string, std::vector<const std::vector<std::string>*>> groups;
  for (const auto& row : points.rows) {
    // The peak family is one line per dtype: its shapes are variants of one measurement.
    const std::string kernel = P.get(row, "family") == "peak" ? "*" : P.get(row, "kernel");
    groups[P.get(row, "family") + "/" + kernel + "/" + P.get(row, "impl") + "/" + P.get(row, "dtype")].push_back(&row);
  }
  for (const auto& [key, rows] : groups) {
    std::vector<double> eff;
    int compute = 0, memory = 0, overhead = 0, above = 0;
    for (const auto* row : rows) {
      const double e = num(P.get(*row, "efficiency"));
      if (!std::isnan(e)) eff.push_back(e);
      const auto& b = P.get(*row, "bound");
      compute += b == "compute";
      memory += b == "memory";
      overhead += b == "overhead";
      above += P.get(*row, "above_roof") == "true";
    }
    out += fmt::format("  {:<38}{:>7}{:>12}{:>9}{:>8}{:>10}{:>7}\n", key, rows.size(),
                       eff.empty() ? "-" : fmt::format("{:.0f}%", 100 * median(eff)), compute, memory, overhead, above);
  }
  if (!checks.rows.empty()) {
    out += "\nMeasurement checks\n";
    for (const auto& row : checks.rows)
      out += fmt::format("  {} {}\n", row[checks.column("pass")] == "true" ? "ok  " : "WARN", row[checks.column("detail")]);
  }
  return terminal_text(out);
}

}  // namespace cpuroof::analysis
