#include "plot/latency_plot.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <set>

#include "io/gnuplot_text.hpp"
#include "io/markdown.hpp"
#include "format/units.hpp"

namespace cpuroof::analysis {
namespace {

constexpr int kPanelWidth = 520, kHeight = 440;
constexpr const char* kData = "latency.dat";

std::string series_title(const std::string& what, const std::string& core_kind) {
  return core_kind.empty() ? what : what + " (" + core_kind + ")";
}

// The data file's blocks (gnuplot's `index`), each numbers only: no text from the input reaches it.
struct Blocks {
  std::string text;
  int count = 0;
  int add(const std::string& rows) {
    text += (count > 0 ? "\n\n" : "") + rows;
    return count++;
  }
};

struct Series {
  int index;
  std::string title;
};

std::string plot_command(const std::vector<Series>& series, const char* columns, const char* style) {
  std::string out = "  plot ";
  for (std::size_t i = 0; i < series.size(); ++i)
    out += fmt::format("{}\"{}\" index {} using {} with {} linewidth 2 title {}", i ? ", \\\n       " : "", kData,
                       series[i].index, columns, style, gnuplot_literal(series[i].title));
  return out + "\n";
}

// The curves' blocks in the data file, one per curve.
std::vector<Series> add_blocks(Blocks& blocks, const std::vector<LatencyCurve>& curves, const char* format) {
  std::vector<Series> out;
  for (const LatencyCurve& c : curves) {
    std::string rows;
    for (const auto& [x, y] : c.xy) rows += fmt::format(fmt::runtime(format), x, y);
    out.push_back({blocks.add(rows), c.title});
  }
  return out;
}

}  // namespace

bool latency_plottable(const LatencyFit& fit) { return !fit.points.empty() || !fit.loaded.empty(); }

LatencyCurves latency_curves(const LatencyFit& fit) {
  LatencyCurves out;
  // The chase (one chain) against the working set, one curve per page kind and core kind.
  std::map<std::pair<std::string, std::string>, std::vector<std::pair<double, double>>> chase;
  // Lines per second against chains, one curve per working set with a chain sweep (huge pages).
  std::map<std::pair<std::string, double>, std::map<int, double>> by_ws;
  for (const LatencyPoint& p : fit.points) {
    if (p.chains == 1) {
      chase[{p.pages, p.core_kind}].emplace_back(p.ws_bytes, p.ns);
      out.ws_lo = out.ws_lo == 0 ? p.ws_bytes : std::min(out.ws_lo, p.ws_bytes);
      out.ws_hi = std::max(out.ws_hi, p.ws_bytes);
    }
    if (p.pages == "huge") by_ws[{p.core_kind, p.ws_bytes}][p.chains] = p.lines_per_s;
  }
  for (const auto& [key, xy] : chase) out.chase.push_back({series_title(key.first + " pages", key.second), xy});
  for (const auto& [key, chains] : by_ws) {
    if (chains.size() < 2) continue;
    LatencyCurve c{series_title(bytes_binary(key.second), key.first), {}};
    for (const auto& [k, rate] : chains) c.xy.emplace_back(k, rate / 1e6);
    out.mlp.push_back(c);
  }
  // The loaded chase's latency against the bandwidth the background drew.
  std::map<std::string, std::vector<std::pair<double, double>>> loaded;
  for (const LoadedLatency& l : fit.loaded) loaded[l.core_kind].emplace_back(l.background_gb_per_s, l.ns);
  for (const auto& [kind, xy] : loaded) out.loaded.push_back({series_title("chase under load", kind), xy});
  if (!out.chase.empty())
    for (const LatencyLevel& l : fit.levels)
      if (l.pages == "huge")
        out.level_labels.push_back(
            {l.level + " " + readable(l.ns) + " ns", l.ws_low_bytes > 0 ? l.ws_low_bytes : out.ws_lo, l.ns});
  return out;
}

std::vector<PlotFile> latency_plot(const LatencyFit& fit) {
  const LatencyCurves curves = latency_curves(fit);
  Blocks blocks;
  const std::vector<Series> sweep = add_blocks(blocks, curves.chase, "{:.6g} {:.6g}\n");
  const std::vector<Series> mlp = add_blocks(blocks, curves.mlp, "{:.0f} {:.6g}\n");
  // gnuplot's loaded rows carry the background's thread count as a third column.
  std::vector<Series> loaded;
  {
    std::map<std::string, std::string> rows;
    for (const LoadedLatency& l : fit.loaded)
      rows[l.core_kind] += fmt::format("{:.6g} {:.6g} {}\n", l.background_gb_per_s, l.ns, l.background);
    for (const auto& [kind, text] : rows) loaded.push_back({blocks.add(text), series_title("chase under load", kind)});
  }

  const int panels = (sweep.empty() ? 0 : 1) + (mlp.empty() ? 0 : 1) + (loaded.empty() ? 0 : 1);
  std::string s =
      "# cpuroof latency plot: the chase's time per load against its working set, the lines per second k\n"
      "# chains reach, and the chase's latency while other cores stream. Render: gnuplot latency.gp\n";
  s += image_loop_begin("latency", kPanelWidth * std::max(1, panels), kHeight);
  s += fmt::format("  set multiplot layout 1,{}\n", std::max(1, panels));
  s += "  set grid xtics ytics linecolor rgb \"#e4e4e4\"\n  set key top left\n";
  if (!sweep.empty()) {
    s += "  set logscale xy 2\n  set format x \"%.0b%B\"\n"
         "  set xlabel \"working set (bytes)\"\n  set ylabel \"ns per load\"\n"
         "  set title \"latency against working set\"\n  unset label\n";
    int n = 1;
    for (const LatencyLabel& l : curves.level_labels)
      s += fmt::format("  set label {} {} at {:.6g},{:.6g} offset 0,0.8 font \",9\"\n", n++, gnuplot_literal(l.text),
                       l.x, l.y);
    s += plot_command(sweep, "1:2", "linespoints pointtype 7 pointsize 0.6");
    s += "  unset label\n  set format x\n  unset logscale\n";
  }
  if (!mlp.empty()) {
    s += "  set logscale x 2\n  set xlabel \"chains (independent loads in flight)\"\n"
         "  set ylabel \"million lines per second\"\n  set title \"memory-level parallelism\"\n  set yrange [0:*]\n";
    s += plot_command(mlp, "1:2", "linespoints pointtype 5 pointsize 0.6");
    s += "  unset logscale\n  set yrange [*:*]\n";
  }
  if (!loaded.empty()) {
    s += "  set xlabel \"background bandwidth (GB/s)\"\n  set ylabel \"ns per load\"\n"
         "  set title \"latency under load (one point per background thread count)\"\n  set yrange [0:*]\n";
    s += plot_command(loaded, "1:2", "linespoints pointtype 9 pointsize 0.8");
    s += "  set yrange [*:*]\n";
  }
  s += "  unset multiplot\n  set output\n}\n";
  return {{"latency.gp", s}, {kData, blocks.text + "\n"}};
}

}  // namespace cpuroof::analysis
