#include "plot/compare_plot.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <map>
#include <set>

#include "io/errors.hpp"
#include "io/gnuplot_text.hpp"
#include "model/identity.hpp"
#include "io/markdown.hpp"
#include "model/ridge.hpp"
#include "format/units.hpp"

namespace cpuroof::analysis {
namespace {

// One colour per run, as far apart as five can be.
const std::vector<std::string> kRunColours = {"#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e",
                                              "#8c564b", "#e377c2", "#17becf", "#7f7f7f", "#bcbd22"};

// Point types of the known kernel families (filled shapes), then open ones for anything else.
int known_family_type(const std::string& family) {
  static const std::map<std::string, int> kTypes = {{"blas1", 7}, {"gemv", 5},       {"outer", 9}, {"tiny", 11},
                                                    {"gemm", 13}, {"intensity", 15}, {"fusion", 3}};
  const auto it = kTypes.find(family);
  return it == kTypes.end() ? 0 : it->second;
}
const std::vector<int> kOtherTypes = {6, 4, 8, 10, 12, 14, 1, 2};
const std::vector<std::string> kFamilyOrder = {"blas1", "gemv", "outer", "tiny", "gemm", "intensity", "fusion"};

// Families whose points are the bandwidth roofs themselves.
bool roof_family(const std::string& family) { return family == "stream" || family == "aa"; }

// One key band on top, then one band per thread count.
constexpr int kComparePlotRight = 24;
constexpr int kKeyRowPx = 19;

std::string basename_of(std::string path) {
  while (path.size() > 1 && path.back() == '/') path.pop_back();
  const auto slash = path.rfind('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

std::vector<CompareRunKey> run_keys(const std::vector<ResultSet>& runs, const std::vector<std::string>& labels) {
  std::vector<MachineIdentity> ids;
  for (const auto& r : runs) ids.push_back(machine_identity(r.meta));
  // The microarchitecture names the runs on the labels when every run has its own (two machines).
  std::set<std::string> archs;
  bool distinct = true;
  for (const auto& m : ids) distinct = distinct && m.microarch != "unknown" && archs.insert(m.microarch).second;
  std::vector<CompareRunKey> keys;
  for (std::size_t i = 0; i < runs.size(); ++i) {
    CompareRunKey k;
    k.label = labels[i];
    k.short_name = distinct ? ids[i].microarch : labels[i];
    k.colour = kRunColours[i % kRunColours.size()];
    k.title = (distinct ? k.short_name + " (" + k.label + ")" : k.label) + ": " + identity_line(ids[i]) + "  [" +
              basename_of(runs[i].name) + "]";
    keys.push_back(k);
  }
  return keys;
}

// What one run draws at one thread count.
struct RunRoofs {
  std::vector<std::pair<std::string, const Roof*>> peaks;  // per dtype: the best FMA roof (any mix when no FMA)
  std::vector<const Roof*> levels;                         // bandwidth, fastest level first
  double top = 0;                                          // highest peak
};

RunRoofs roofs_of(const Roofline& r, int threads) {
  RunRoofs out;
  std::set<std::string> dtypes;
  for (const auto& roof : r.roofs)
    if (roof.kind == "compute" && roof.threads == threads) dtypes.insert(roof.dtype);
  for (const auto& dtype : dtypes) {
    const Roof* peak = ridge_peak(r, dtype, threads);
    if (peak && peak->value > 0) out.peaks.emplace_back(dtype, peak), out.top = std::max(out.top, peak->value);
  }
  // f64 first: it is the solid line.
  std::stable_sort(out.peaks.begin(), out.peaks.end(),
                   [](const auto& a, const auto& b) { return a.first == "f64" && b.first != "f64"; });
  for (const auto& level : levels_at(r, threads))
    if (const Roof* bw = r.bandwidth(level, threads); bw && bw->value > 0) out.levels.push_back(bw);
  return out;
}

std::string peak_text(const CompareRunKey& k, const std::string& dtype, const Roof& r) {
  return fmt::format("{} {} {}{} {} G{}/s", k.short_name, dtype, r.isa, r.variant == "fma" ? "" : " " + r.variant,
                     readable(r.value), dtype_unit(dtype));
}

// Ranges that hold every roof corner, ridge and drawn point, with room for the labels.
void set_ranges(ComparePanel& p, const std::vector<RunRoofs>& roofs,
                const std::vector<std::vector<const KernelPoint*>>& pts) {
  double x_lo = std::numeric_limits<double>::infinity(), x_hi = 0, y_lo = x_lo, y_hi = 0, bw_min = x_lo;
  for (const auto& r : roofs) {
    for (const auto& peak : r.peaks) {
      y_hi = std::max(y_hi, peak.second->value);
      y_lo = std::min(y_lo, peak.second->value / 100);
    }
    if (!r.levels.empty() && r.top > 0) {
      x_lo = std::min(x_lo, r.top / r.levels.front()->value / 8);  // the fastest level's corner, with room left of it
      x_hi = std::max(x_hi, r.top / r.levels.back()->value * 6);   // the slowest level's, with room for labels right
    }
    for (const Roof* bw : r.levels) bw_min = std::min(bw_min, bw->value);
  }
  for (const auto& run : pts)
    for (const KernelPoint* k : run) {
      x_lo = std::min(x_lo, k->ai / 1.5), x_hi = std::max(x_hi, k->ai * 1.5);
      y_lo = std::min(y_lo, k->gflop_per_s / 1.5), y_hi = std::max(y_hi, k->gflop_per_s);
    }
  set_panel_ranges(p, x_lo, x_hi, y_lo, y_hi, bw_min);
}

std::string family_point_file(const std::vector<const KernelPoint*>& pts, const std::map<std::string, int>& types) {
  std::string text = "# ai_flop_per_byte gflop_per_s point_type efficiency benchmark\n";
  for (const KernelPoint* p : pts)
    text += fmt::format("{:.6g} {:.6g} {} {} {}\n", p->ai, p->gflop_per_s, types.at(p->family),
                        std::isnan(p->efficiency) ? std::string("NaN") : fmt::format("{:.4g}", p->efficiency),
                        gnuplot_data_string(p->benchmark));
  return text;
}

// The run's colour at 60% opacity (gnuplot: #AARRGGBB, AA = transparency).
std::string translucent(const std::string& colour) { return "#66" + colour.substr(1); }

// A roof's line and its label, waiting for the labels to be laid out.
struct PendingCompareRoof {
  CompareSegment line;
  CompareLabel label;
  bool compute;
  double order;
};

// Point types: the known families' own, then the others' in name order.
std::map<std::string, int> family_types(const std::vector<ResultSet>& runs, bool points_drawn) {
  std::set<std::string> families;
  if (points_drawn)
    for (const auto& r : runs)
      for (const auto& p : r.points)
        if (drawable_point(p) && !roof_family(p.family)) families.insert(p.family);
  std::map<std::string, int> types;
  std::size_t other = 0;
  for (const auto& f : families)
    types[f] = known_family_type(f) ? known_family_type(f) : kOtherTypes[other++ % kOtherTypes.size()];
  return types;
}

// Lines: compute roofs from the fastest level's corner rightwards, bandwidth roofs up to the run's top
// peak; each run's ridge on the panel.
std::vector<PendingCompareRoof> roof_lines(ComparePanel& panel, const std::vector<RunRoofs>& roofs,
                                           const std::vector<CompareRunKey>& keys, double diagonal_angle) {
  const std::size_t run_count = roofs.size();
  std::vector<PendingCompareRoof> pending;
  for (std::size_t i = 0; i < run_count; ++i) {
    const RunRoofs& r = roofs[i];
    const CompareRunKey& k = keys[i];
    const double bw_max = r.levels.empty() ? 0 : r.levels.front()->value;
    for (const auto& [dtype, peak] : r.peaks) {
      CompareSegment s;
      s.colour = k.colour;
      s.dash = dtype == "f64" ? 1 : 2;
      s.width = dtype == "f64" ? 2.5 : 1.8;
      if (!horizontal(panel, peak->value, bw_max > 0 ? peak->value / bw_max : panel.x_lo, s)) continue;
      pending.push_back({s, label_of(peak_text(k, dtype, *peak), k.colour, 0), true, -peak->value});
    }
    for (std::size_t l = 0; l < r.levels.size(); ++l) {
      CompareSegment s;
      s.colour = k.colour;
      s.width = 1.8;
      if (!diagonal(panel, r.levels[l]->value, r.top > 0 ? r.top : panel.y_hi, s)) continue;
      const std::string text =
          fmt::format("{} {} {} GB/s", k.short_name, r.levels[l]->level, readable(r.levels[l]->value));
      // Level by level, each over the runs in order: the runs' L1 labels are laid out first.
      pending.push_back({s, label_of(text, k.colour, diagonal_angle), false, static_cast<double>(l * run_count + i)});
    }
    // The ridge: the f64 (else first) peak over the slowest level.
    if (!r.peaks.empty() && !r.levels.empty()) {
      const double peak = r.peaks.front().second->value, ai = peak / r.levels.back()->value;
      if (ai >= panel.x_lo && ai <= panel.x_hi && peak >= panel.y_lo && peak <= panel.y_hi)
        panel.ridges.push_back({ai, peak, k.colour});
    }
  }
  return pending;
}

// Compute labels first (fewer spots: the right end), highest first; then the bandwidth labels, each
// clear of every line and point.
void place_roof_labels(ComparePanel& panel, std::vector<PendingCompareRoof>& pending,
                       const std::vector<std::vector<const KernelPoint*>>& pts, const Frame& f) {
  std::stable_sort(pending.begin(), pending.end(), [](const PendingCompareRoof& a, const PendingCompareRoof& b) {
    return a.compute != b.compute ? a.compute : a.order < b.order;
  });
  Obstacles obstacles;
  for (const auto& p : pending) {
    panel.roofs.push_back(p.line);
    // Its own line too: a label on the wrong side of a short segment's end would cross it.
    obstacles.lines.push_back({{f.px(p.line.x1), f.py(p.line.y1)}, {f.px(p.line.x2), f.py(p.line.y2)}});
  }
  for (const auto& run : pts)
    for (const KernelPoint* k : run) obstacles.points.push_back({f.px(k->ai), f.py(k->gflop_per_s)});
  for (const auto& p : pending)
    place_label(p.label, p.compute ? along_horizontal(f, p.line, p.label) : along_diagonal(f, p.line, p.label), f,
                obstacles, panel.labels);
}

// The key lists the families drawn, in a fixed order; the plot's size follows from it and the panels.
void lay_out_key(ComparePlot& plot, const std::set<std::string>& drawn, const std::map<std::string, int>& types) {
  for (const auto& f : kFamilyOrder)
    if (drawn.count(f)) plot.families.emplace_back(f, types.at(f));
  for (const auto& f : drawn)
    if (std::find(kFamilyOrder.begin(), kFamilyOrder.end(), f) == kFamilyOrder.end())
      plot.families.emplace_back(f, types.at(f));

  // The runs, one a row; then the two roof styles and the families, about five to a row as gnuplot wraps them.
  const int key_rows = static_cast<int>(plot.runs.size()) + static_cast<int>((plot.families.size() + 2 + 4) / 5);
  plot.header_px = 30 + key_rows * kKeyRowPx + 10;
  plot.height = plot.header_px + kPanelPx * static_cast<int>(plot.panels.size());
  for (std::size_t i = 0; i < plot.panels.size(); ++i)
    plot.panels[i].top_px = plot.header_px + static_cast<double>(i) * kPanelPx;
}

}  // namespace

ComparePlot compare_plot_model(const std::vector<ResultSet>& runs, const std::vector<std::string>& labels,
                               const PlotOptions& options) {
  std::vector<const ResultSet*> ptrs;
  for (const auto& r : runs) ptrs.push_back(&r);
  ComparePlot plot;
  plot.width = kCanvasWidth, plot.panel_px = kPanelPx;
  plot.plot_left = kPlotLeft, plot.plot_right = kComparePlotRight, plot.plot_top = kPlotTop,
  plot.plot_bottom = kPlotBottom;
  plot.runs = run_keys(runs, labels);
  plot.points_drawn = runs.size() <= kMaxRunsWithPoints;

  const std::map<std::string, int> types = family_types(runs, plot.points_drawn);

  std::set<std::string> drawn;
  for (int threads : plot_thread_counts(ptrs, options)) {
    ComparePanel panel;
    panel.threads = threads;
    panel.title = "compared at " + plot_threads_word(threads);
    std::vector<RunRoofs> roofs;
    std::vector<std::vector<const KernelPoint*>> pts(runs.size());
    for (std::size_t i = 0; i < runs.size(); ++i) {
      roofs.push_back(roofs_of(runs[i].roofline, threads));
      for (const auto& p : runs[i].points)
        if (p.threads == threads && types.count(p.family) && drawable_point(p))
          pts[i].push_back(&p), drawn.insert(p.family);
    }
    bool any = false;
    for (std::size_t i = 0; i < runs.size(); ++i)
      any = any || !roofs[i].peaks.empty() || !roofs[i].levels.empty() || !pts[i].empty();
    if (!any) continue;
    set_ranges(panel, roofs, pts);
    const Frame f{panel.x_lo, panel.x_hi, panel.y_lo, panel.y_hi, plot.plot_width(), plot.plot_height()};
    // A slope-1 line on log-log axes, in pixels.
    const double diagonal_angle = f.diagonal_angle();

    std::vector<PendingCompareRoof> pending = roof_lines(panel, roofs, plot.runs, diagonal_angle);
    place_roof_labels(panel, pending, pts, f);
    for (std::size_t i = 0; i < runs.size(); ++i) {
      panel.point_rows.emplace_back();
      for (const KernelPoint* k : pts[i])
        panel.point_rows.back().push_back(static_cast<std::size_t>(k - runs[i].points.data()));
      if (pts[i].empty()) continue;
      const std::string name = fmt::format("compare-points-{}-t{}.dat", file_name_part(labels[i]), threads);
      plot.data.push_back({name, family_point_file(pts[i], types)});
      panel.point_files.push_back(name);
      panel.point_colours.push_back(translucent(plot.runs[i].colour));
    }
    plot.panels.push_back(std::move(panel));
  }
  if (plot.panels.empty()) throw InputError(runs.front().name + ": nothing to plot (no roofs and no kernel points)");

  lay_out_key(plot, drawn, types);
  return plot;
}

namespace {

// Screen coordinates of the canvas, as gnuplot's multiplot margins take them (0..1, from the bottom).
struct Screen {
  double width, height;
  [[nodiscard]] std::string x(double px) const { return fmt::format("{:.4f}", px / width); }
  [[nodiscard]] std::string y(double px_from_top) const { return fmt::format("{:.4f}", 1 - px_from_top / height); }
};

// One panel of compare.gp: its axes, roofs, labels, ridges and the runs' points.
std::string panel_script(const ComparePlot& plot, const ComparePanel& p, const Screen& screen) {
  const auto sx = [&](double px) { return screen.x(px); };
  const auto sy = [&](double px_from_top) { return screen.y(px_from_top); };
  std::string s;
  s += fmt::format(
      "  # {}\n"
      "  set border 31\n  set xtics\n  set ytics\n  set mxtics\n  set mytics\n  set logscale xy 10\n"
      "  set xlabel \"arithmetic intensity (FLOP/byte)\"\n  set ylabel \"performance (GFLOP/s)\"\n"
      "  set grid xtics ytics mxtics mytics linecolor rgb \"#dddddd\"\n  unset key\n"
      "  set lmargin at screen {}\n  set rmargin at screen {}\n  set tmargin at screen {}\n  set bmargin at screen {}\n"
      "  set title {}\n  set xrange [{:.6g}:{:.6g}]\n  set yrange [{:.6g}:{:.6g}]\n  unset arrow\n  unset label\n",
      gnuplot_comment(p.title), sx(plot.plot_left), sx(plot.width - plot.plot_right), sy(p.top_px + plot.plot_top),
      sy(p.top_px + plot.panel_px - plot.plot_bottom), gnuplot_literal(p.title), p.x_lo, p.x_hi, p.y_lo, p.y_hi);
  int n = 1;
  for (const auto& r : p.roofs)
    s += fmt::format(
        "  set arrow {} from {:.6g},{:.6g} to {:.6g},{:.6g} nohead back linewidth {} dashtype {} "
        "linecolor rgb {}\n",
        n++, r.x1, r.y1, r.x2, r.y2, r.width, r.dash == 1 ? "solid" : "(8,5)", gnuplot_literal(r.colour));
  n = 1;
  for (const auto& l : p.labels)
    s += fmt::format(
        "  set label {} {} at {:.6g},{:.6g} left rotate by {:.2f} front boxed textcolor rgb {} font \",9\"\n", n++,
        gnuplot_literal(l.text), l.x, l.y, l.angle, gnuplot_literal(l.colour));
  for (const auto& r : p.ridges)
    s += fmt::format("  set label {} \"\" at {:.6g},{:.6g} point pointtype 6 pointsize 1.8 linecolor rgb {} front\n",
                     n++, r.x, r.y, gnuplot_literal(r.colour));
  std::vector<std::string> items;
  for (std::size_t i = 0; i < p.point_files.size(); ++i)
    items.push_back(fmt::format("{} using 1:2:3 with points pointtype variable pointsize 0.7 linecolor rgb {} notitle",
                                gnuplot_literal(p.point_files[i]), gnuplot_literal(p.point_colours[i])));
  if (items.empty()) items.push_back("NaN notitle");
  s += "  plot \\\n";
  for (std::size_t i = 0; i < items.size(); ++i) s += "    " + items[i] + (i + 1 < items.size() ? ", \\\n" : "\n");
  return s;
}

// The key band: a plot with nothing in it but its key, twice (the runs; the line styles and families).
std::string key_script(const ComparePlot& plot, const Screen& screen) {
  const auto sx = [&](double px) { return screen.x(px); };
  const auto sy = [&](double px_from_top) { return screen.y(px_from_top); };
  std::string s;
  const std::string subtitle =
      "One colour per run. Each run: best FMA roof per dtype (f64 solid, f32 dashed), best bandwidth per memory "
      "level, circle at the f64 ridge over the slowest level.";
  s += fmt::format(
      "  # the key\n"
      "  unset logscale\n  unset border\n  unset tics\n  unset xlabel\n  unset ylabel\n  unset grid\n  unset title\n"
      "  unset arrow\n  unset label\n  set xrange [0:1]\n  set yrange [0:1]\n"
      "  set lmargin at screen 0\n  set rmargin at screen 1\n  set tmargin at screen 1\n  set bmargin at screen {}\n"
      "  set label 1 {} at screen {},{} left font \",10\"\n"
      "  set key at screen {},{} left top vertical Left reverse samplen 4 spacing 1.2 font \",10\" noautotitle\n"
      "  plot \\\n",
      sy(plot.header_px), gnuplot_literal(subtitle), sx(plot.plot_left), sy(16), sx(plot.plot_left), sy(28));
  for (std::size_t i = 0; i < plot.runs.size(); ++i)
    s += fmt::format("    NaN with lines linewidth 3 linecolor rgb {} title {}{}\n",
                     gnuplot_literal(plot.runs[i].colour), gnuplot_literal(plot.runs[i].title),
                     i + 1 < plot.runs.size() ? ", \\" : "");
  const double styles_top = 28 + kKeyRowPx * static_cast<double>(plot.runs.size()) + 6;
  s += "  unset label\n";
  if (!plot.points_drawn)
    s += fmt::format("  set label 1 {} at screen {},{} left font \",10\"\n",
                     gnuplot_literal(fmt::format("Kernel points are drawn for up to {} runs; "
                                                 "compare.md compares every kernel.",
                                                 kMaxRunsWithPoints)),
                     sx(plot.width / 2.0), sy(styles_top + kKeyRowPx / 2.0));
  s += fmt::format(
      "  set key at screen {},{} left top horizontal Left reverse samplen 4 spacing 1.2 width 1 font \",10\" "
      "maxcols 10\n"
      "  plot \\\n"
      "    NaN with lines linewidth 2.5 dashtype solid linecolor rgb \"black\" "
      "title 'f64 peak', \\\n"
      "    NaN with lines linewidth 1.8 dashtype (8,5) linecolor rgb \"black\" "
      "title 'f32 peak'",
      sx(plot.plot_left), sy(styles_top));
  for (const auto& [family, type] : plot.families)
    s += fmt::format(", \\\n    NaN with points pointtype {} pointsize 1 linecolor rgb \"black\" title {}", type,
                     gnuplot_literal(family));
  s += "\n  unset multiplot\n  set output\n}\n";

  return s;
}

}  // namespace

std::vector<PlotFile> overlay_plot(const std::vector<ResultSet>& runs, const std::vector<std::string>& labels,
                                   const PlotOptions& options) {
  return overlay_plot_files(compare_plot_model(runs, labels, options));
}

std::vector<PlotFile> overlay_plot_files(const ComparePlot& plot) {
  const Screen screen{static_cast<double>(plot.width), static_cast<double>(plot.height)};

  std::string runs_compared;
  for (const auto& k : plot.runs) runs_compared += " " + k.title + ";";
  std::string s = "# Rooflines of several runs compared:" + gnuplot_comment(runs_compared);
  s += fmt::format(
      "\n# Written by cpuroof; edit freely. Render in this folder with:  gnuplot compare.gp\n"
      "# It writes compare.svg and compare.png. One colour per run. Roofs are line segments (set arrow, values\n"
      "# in GFLOP/s and GB/s), labelled where cpuroof found room on a {}x{} canvas with the margins below\n"
      "# (change those and the labels may overlap); kernel points are read from the .dat files beside this script.\n"
      "set encoding utf8\n"
      "set format x \"%g\"\n"
      "set format y \"%g\"\n"
      "set style textbox opaque noborder margins 0.5,0.5\n",
      plot.width, plot.height);
  s += image_loop_begin("compare", plot.width, plot.height);
  s += "  set multiplot\n";
  for (const ComparePanel& p : plot.panels) s += panel_script(plot, p, screen);
  s += key_script(plot, screen);
  std::vector<PlotFile> files = {{"compare.gp", s}};
  files.insert(files.end(), plot.data.begin(), plot.data.end());
  return files;
}

}  // namespace cpuroof::analysis
