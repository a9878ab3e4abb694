#include "families/latency_report.hpp"

#include "io/markdown.hpp"

namespace cpuroof::analysis {
namespace {

// "12.3 [12.1, 12.6]": a median and its interval.
std::string with_ci(double v, const Interval& ci) {
  return readable(v) + " [" + readable(ci.low) + ", " + readable(ci.high) + "]";
}

}  // namespace

std::string chains_cell(const LatencyLevel& l) {
  if (l.mlp_chains == 0) return "–";
  return std::to_string(l.mlp_chains) + (l.mlp_saturated ? "" : "+");
}

std::string render_latency_section(const LatencyFit& fit) {
  if (fit.levels.empty() && fit.loaded.empty()) return "";
  std::string out =
      "## Latency: dependent loads\n\n"
      "One chain of dependent loads over a random cycle through the working set's cache lines: each load "
      "waits for the one before, so the time per load is the latency of the level the working set sits "
      "in. The levels are the chase's own plateaus; cycles use the run's measured 1-thread clock. With k "
      "chains interleaved, up to k misses are in flight: lines in flight = lines per second × latency "
      "(Little's law), and that times 64 B per latency is the bandwidth one thread can draw, beside the "
      "measured 1-thread read roof.\n\n";
  if (!fit.levels.empty()) {
    std::vector<std::vector<std::string>> rows;
    for (const LatencyLevel& l : fit.levels)
      rows.push_back({l.level + (l.core_kind.empty() ? "" : " (" + l.core_kind + ")"), l.pages, with_ci(l.ns, l.ns_ci),
                      readable(l.cycles, 3, true), l.mlp_chains > 0 ? std::to_string(l.mlp_chains) : "–",
                      readable(l.mlp_lines_in_flight, 3, true), readable(l.mlp_predicted_gb_per_s, 3, true),
                      readable(l.read_roof_gb_per_s, 3, true)});
    out += markdown_table({"level", "pages", "ns [95% CI]", "cycles", "chains to saturate", "lines in flight",
                           "MLP × 64 B / latency GB/s", "read roof GB/s (1 thread)"},
                          rows, {});
    out += "\n";
  }
  if (!fit.loaded.empty()) {
    out += "Loaded latency: the chase on one core while the others stream (STREAM's triad).\n\n";
    std::vector<std::vector<std::string>> rows;
    for (const LoadedLatency& l : fit.loaded)
      rows.push_back({std::to_string(l.background) + (l.core_kind.empty() ? "" : " (" + l.core_kind + ")"),
                      bytes_binary(l.ws_bytes), with_ci(l.ns, l.ns_ci), readable(l.background_gb_per_s)});
    out += markdown_table({"background threads", "working set", "ns [95% CI]", "background GB/s"}, rows, {});
    out += "\n";
  }
  return out;
}

}  // namespace cpuroof::analysis
