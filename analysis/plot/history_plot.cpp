#include "plot/history_plot.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <set>

#include "io/gnuplot_text.hpp"
#include "io/markdown.hpp"
#include "model/run_start.hpp"
#include "model/roof_names.hpp"

namespace cpuroof::analysis {
namespace {

constexpr int kHistoryWidth = 1200, kHistoryPanelPx = 460;
// The plot area's left margin, and the key's band on the right: fixed, so that the panels line up
// whatever their keys say.
constexpr double kPlotLeftPx = 80, kKeyPx = 400;
constexpr const char* kHistoryData = "history.dat";
constexpr const char* kFallColour = "#d62728";
// The bandwidth roofs' colours by level, smallest first; the compute roofs are black and grey. None is
// the fall marks' red.
const std::vector<std::string> kLevelColours = {"#1f77b4", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#17becf"};
// Each series sits this far beside the run's position, so that intervals at one run do not hide each
// other.
constexpr double kSeriesStep = 0.05;
// At most this many run labels on the x axis; the others get a tick only.
constexpr std::size_t kMaxTimeLabels = 12;

// The data file's blocks (gnuplot's `index`).
struct HistoryBlocks {
  std::string text;
  int count = 0;
  int add(const std::string& rows) {
    text += (count > 0 ? "\n\n" : "") + rows;
    return count++;
  }
};

// "2026-12-01 13:57": a run's start on the x axis.
std::string run_label(std::int64_t start) {
  std::string t = utc_time_text(start).substr(0, 16);
  t[10] = ' ';
  return t;
}

std::string history_xtics(const MachineHistory& h) {
  const std::size_t n = h.runs.size(), every = (n + kMaxTimeLabels - 1) / kMaxTimeLabels;
  std::string out;
  for (std::size_t i = 0; i < n; ++i)
    out += fmt::format("{}{} {}", i ? ", " : "", gnuplot_literal(i % every == 0 ? run_label(h.starts[i]) : ""), i + 1);
  return "(" + out + ")";
}

// One panel's plot items and the extent of what they draw.
struct HistoryPanel {
  std::vector<std::string> items;
  double y_lo = 1, y_hi = 1;
};

HistoryPanel panel_items(const MachineHistory& h, int threads, HistoryBlocks& blocks) {
  HistoryPanel p;
  std::vector<const HistorySeries*> series;
  for (const HistorySeries& s : h.series)
    if (s.threads == threads) series.push_back(&s);
  std::string falls;
  std::size_t level = 0;
  for (std::size_t k = 0; k < series.size(); ++k) {
    const HistorySeries& s = *series[k];
    const auto first = std::find_if(s.entries.begin(), s.entries.end(), [](const HistoryEntry& e) { return e.roof; });
    const double ref = first->roof->value;
    if (!(ref > 0)) continue;
    const double dx = (static_cast<double>(k) - static_cast<double>(series.size() - 1) / 2) * kSeriesStep;
    std::string rows;
    for (std::size_t i = 0; i < s.entries.size(); ++i) {
      const Roof* r = s.entries[i].roof;
      if (!r) continue;
      const double x = static_cast<double>(i + 1) + dx, y = r->value / ref;
      const double lo = std::min(y, r->ci.low / ref), hi = std::max(y, r->ci.high / ref);
      rows += fmt::format("{:.6g} {:.6g} {:.6g} {:.6g}\n", x, y, lo, hi);
      p.y_lo = std::min(p.y_lo, lo), p.y_hi = std::max(p.y_hi, hi);
      if (s.entries[i].fell) falls += fmt::format("{:.6g} {:.6g}\n", x, y);
    }
    const bool compute = s.kind == "compute";
    const std::string colour =
        compute ? (k == 0 ? "#000000" : "#7f7f7f") : kLevelColours[level++ % kLevelColours.size()];
    const std::string title =
        fmt::format("{}: {} {} in the first run", s.name, readable(ref), roof_value_unit(*first->roof));
    p.items.push_back(
        fmt::format("\"{}\" index {} using 1:2:3:4 with yerrorlines linewidth 2 dashtype {} pointtype 7 pointsize 0.9 "
                    "linecolor rgb {} title {}",
                    kHistoryData, blocks.add(rows), compute && k > 0 ? "(8,5)" : "solid", gnuplot_literal(colour),
                    gnuplot_literal(title)));
  }
  if (!falls.empty())
    p.items.push_back(fmt::format(
        "\"{}\" index {} using 1:2 with points pointtype 6 pointsize 3 linewidth 2.5 linecolor rgb {} title {}",
        kHistoryData, blocks.add(falls), gnuplot_literal(kFallColour), gnuplot_literal("fell past the noise")));
  return p;
}

}  // namespace

std::vector<PlotFile> history_plot(const MachineHistory& h) {
  std::set<int> threads;
  for (const HistorySeries& s : h.series) threads.insert(s.threads);
  std::vector<int> panels;
  if (!threads.empty()) panels = {*threads.begin()};
  if (threads.size() > 1) panels.push_back(*threads.rbegin());

  const std::string machine = machine_folder_name(h.machine);
  HistoryBlocks blocks;
  std::string s = "# cpuroof history: the headline roofs of " + gnuplot_comment(machine) +
                  " over its runs, each relative to its first run.\n# Render: gnuplot history.gp\n";
  s += image_loop_begin("history", kHistoryWidth,
                        kHistoryPanelPx * static_cast<int>(std::max<std::size_t>(1, panels.size())));
  s += fmt::format("  set multiplot layout {},1\n", std::max<std::size_t>(1, panels.size()));
  s += fmt::format(
      "  set grid xtics ytics linecolor rgb \"#e4e4e4\"\n"
      "  set lmargin at screen {:.4f}\n  set rmargin at screen {:.4f}\n"
      "  set key outside right top vertical Left reverse samplen 3 spacing 1.3 font \",10\"\n"
      "  set xrange [0.5:{}.5]\n  set xtics {} rotate by 30 right font \",9\"\n"
      "  set ylabel \"relative to the first run (bars: 95% intervals)\"\n  set format y \"%.2f\"\n"
      "  set bars small\n",
      kPlotLeftPx / kHistoryWidth, 1 - kKeyPx / kHistoryWidth, h.runs.size(), history_xtics(h));
  for (const int t : panels) {
    const HistoryPanel p = panel_items(h, t, blocks);
    // Room around the data, with 1 (the first run) and 0.9 (10% below it) always in view.
    const double lo = std::min(p.y_lo, 0.88), hi = std::max(p.y_hi, 1.02), pad = 0.06 * (hi - lo);
    s += fmt::format("  set title {}\n  set yrange [{:.6g}:{:.6g}]\n",
                     gnuplot_literal(fmt::format("{}: {}, {} run{}", machine, threads_word(t), h.runs.size(),
                                                 h.runs.size() == 1 ? "" : "s")),
                     lo - pad, hi + pad);
    s +=
        "  unset arrow\n"
        "  set arrow 1 from graph 0, first 1 to graph 1, first 1 nohead back linecolor rgb \"#999999\" dashtype (4,4)\n"
        "  set arrow 2 from graph 0, first 0.9 to graph 1, first 0.9 nohead back linecolor rgb \"#d9a0a0\" "
        "dashtype (2,4)\n";
    if (p.items.empty()) {
      s += "  plot 1 notitle linecolor rgb \"#999999\"\n";
      continue;
    }
    s += "  plot ";
    for (std::size_t i = 0; i < p.items.size(); ++i) s += (i ? ", \\\n       " : "") + p.items[i];
    s += "\n";
  }
  s += "  unset multiplot\n  set output\n}\n";
  return {{"history.gp", s}, {kHistoryData, blocks.text + "\n"}};
}

}  // namespace cpuroof::analysis
