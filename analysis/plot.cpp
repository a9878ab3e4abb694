#include "plot.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <iterator>
#include <limits>
#include <map>
#include <set>

#include "errors.hpp"
#include "markdown.hpp"
#include "ridge.hpp"
#include "units.hpp"

namespace cpuroof::analysis {
namespace {

const std::vector<std::string> kColours = {"#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e",
                                           "#8c564b", "#e377c2", "#17becf", "#7f7f7f", "#bcbd22"};
const std::vector<std::string> kLevelColours = {"#08519c", "#3182bd", "#6baed6", "#9e9ac8", "#756bb1", "#54278f"};

// Filled shapes for the known implementations, then open ones for anything else.
int impl_shape(const std::string& impl) {
  static const std::map<std::string, int> kShapes = {{"hand", 7}, {"openblas", 5}, {"eigen", 9}, {"naive", 13}};
  const auto it = kShapes.find(impl);
  if (it != kShapes.end()) return it->second;
  return 6 + 2 * static_cast<int>(std::hash<std::string>{}(impl) % 4);
}

std::string quoted(const std::string& s) { return gnuplot_quoted(s); }
std::string threads_word(int t) { return plot_threads_word(t); }

struct RoofLine {
  bool compute = false;
  double value = 0;
  double limit = 0;  // compute: drawn from this intensity on; bandwidth: drawn up to this GFLOP/s
  std::string title, colour;
  int dash = 1;
};

struct PointSeries {
  std::string file;
  int index = 0;
  std::string title, colour;
};

struct Mark {
  double x = 0, y = 0;
  std::string text;
};

struct Panel {
  std::string title;
  std::vector<RoofLine> roofs;
  std::vector<PointSeries> points;
  std::vector<Mark> marks;
  double x_lo = std::numeric_limits<double>::infinity(), x_hi = 0;
  double y_lo = std::numeric_limits<double>::infinity(), y_hi = 0;

  void include(double x, double y) {
    if (x > 0) x_lo = std::min(x_lo, x), x_hi = std::max(x_hi, x);
    if (y > 0) y_lo = std::min(y_lo, y), y_hi = std::max(y_hi, y);
  }
};

double pow10_below(double v) { return std::pow(10.0, std::floor(std::log10(v))); }
double pow10_above(double v) { return std::pow(10.0, std::ceil(std::log10(v))); }

// A point file block per series: intensity, GFLOP/s, point shape, efficiency, benchmark.
struct PointFile {
  std::string name;
  std::string text;
  int blocks = 0;
  int add_block(const std::vector<const KernelPoint*>& points) {
    if (blocks > 0) text += "\n\n";
    text += "# ai_flop_per_byte gflop_per_s point_type efficiency benchmark\n";
    for (const KernelPoint* p : points)
      text += fmt::format("{:.6g} {:.6g} {} {} {}\n", p->ai, p->gflop_per_s, impl_shape(p->impl),
                          std::isnan(p->efficiency) ? std::string("NaN") : fmt::format("{:.4g}", p->efficiency),
                          quoted(p->benchmark));
    return blocks++;
  }
};

bool drawable(const KernelPoint& p) { return drawable_point(p); }
std::vector<int> thread_counts(const std::vector<const ResultSet*>& runs, const PlotOptions& options) {
  return plot_thread_counts(runs, options);
}

// One run's roofs at a thread count, in `colour` (or per-level colours when empty), and its ridges.
void add_roofs(Panel& panel, const Roofline& roofline, int threads, const std::string& prefix, const std::string& colour) {
  double peak_max = 0, bw_max = 0;
  for (const auto& r : roofline.roofs)
    if (r.threads != threads) continue;
    else if (r.kind == "compute") peak_max = std::max(peak_max, r.value);
    else bw_max = std::max(bw_max, r.value);
  const auto levels = levels_at(roofline, threads);
  for (std::size_t i = 0; i < levels.size(); ++i) {
    const Roof* bw = roofline.bandwidth(levels[i], threads);
    if (!(bw->value > 0)) continue;  // nothing to draw on log axes
    RoofLine line;
    line.value = bw->value;
    line.limit = peak_max > 0 ? peak_max : std::numeric_limits<double>::infinity();
    line.title = fmt::format("{}{} ({}) {} GB/s", prefix, levels[i], threads_word(threads), readable(bw->value));
    line.colour = colour.empty() ? kLevelColours[i % kLevelColours.size()] : colour;
    line.dash = 2;
    panel.roofs.push_back(line);
    panel.include(0, bw->value);
  }
  // A compute roof keeps its colour across panels: its rank among all the run's (dtype, isa, mix).
  std::set<std::string> mixes;
  for (const auto& r : roofline.roofs)
    if (r.kind == "compute") mixes.insert(r.dtype + " " + r.isa + " " + r.variant);
  for (const auto& r : roofline.roofs) {
    if (r.kind != "compute" || r.threads != threads || !(r.value > 0)) continue;
    const auto rank = std::distance(mixes.begin(), mixes.find(r.dtype + " " + r.isa + " " + r.variant));
    RoofLine line;
    line.compute = true;
    line.value = r.value;
    line.limit = bw_max > 0 ? r.value / bw_max : 0;
    line.title = fmt::format("{}{} {} {} ({}) {} G{}/s", prefix, r.dtype, r.isa, r.variant, threads_word(threads),
                             readable(r.value), dtype_unit(r.dtype));
    line.colour = colour.empty() ? kColours[(rank + 3) % kColours.size()] : colour;
    panel.roofs.push_back(line);
    panel.include(0, r.value);
  }
  // The ridge against the slowest level: where the kernels that stream from memory turn compute-bound.
  std::set<std::string> dtypes;
  for (const auto& r : roofline.roofs)
    if (r.kind == "compute" && r.threads == threads) dtypes.insert(r.dtype);
  for (const auto& dtype : dtypes) {
    const Roof* peak = ridge_peak(roofline, dtype, threads);
    if (!peak || levels.empty()) continue;
    const Roof* bw = roofline.bandwidth(levels.back(), threads);
    const Roof* fastest = roofline.bandwidth(levels.front(), threads);
    if (!(peak->value > 0) || !(bw->value > 0)) continue;
    const double ai = peak->value / bw->value;
    panel.marks.push_back({ai, peak->value, fmt::format("{}ridge {} / {}: {} {}/B", prefix, dtype, levels.back(), readable(ai), dtype_unit(dtype))});
    panel.include(ai, peak->value);
    // Show the fastest level's ridge too, and leave room right of the ridge.
    panel.include(peak->value / fastest->value / 4, 0);
    panel.include(ai * 8, 0);
  }
}

void add_points(Panel& panel, PointFile& file, const ResultSet& run, int threads, const std::string& prefix,
                const std::string& colour) {
  // A family keeps its colour across panels: its rank among all the run's drawable families.
  std::set<std::string> all_families;
  std::map<std::string, std::vector<const KernelPoint*>> families;
  for (const auto& p : run.points) {
    if (!drawable(p)) continue;
    all_families.insert(p.family);
    if (p.threads == threads) families[p.family].push_back(&p);
  }
  for (const auto& [family, points] : families) {
    const int index = file.add_block(points);
    const auto rank = std::distance(all_families.begin(), all_families.find(family));
    panel.points.push_back({file.name, index, prefix + family, colour.empty() ? kColours[rank % kColours.size()] : colour});
    for (const KernelPoint* p : points) panel.include(p->ai, p->gflop_per_s);
  }
}

std::string panel_commands(const Panel& panel, const std::set<std::string>& impls) {
  // Only roofs without marks or points leave a range open: fall back to a decade around 1.
  const double x_lo = pow10_below((std::isfinite(panel.x_lo) ? panel.x_lo : 0.1) / 2);
  const double x_hi = pow10_above((panel.x_hi > 0 ? panel.x_hi : 10) * 2);
  double y_lo = std::isfinite(panel.y_lo) ? panel.y_lo : 1;
  for (const auto& r : panel.roofs)
    if (!r.compute) y_lo = std::min(y_lo, r.value * x_lo);
  y_lo = std::max(pow10_below(y_lo), pow10_below(panel.y_hi * 1e-6));
  const double y_hi = pow10_above((panel.y_hi > 0 ? panel.y_hi : 10) * 2);
  std::string s = fmt::format("  set title {}\n  set xrange [{:.6g}:{:.6g}]\n  set yrange [{:.6g}:{:.6g}]\n  unset label\n",
                              quoted(panel.title), x_lo, x_hi, y_lo, y_hi);
  int label = 1;
  for (const Mark& m : panel.marks)
    s += fmt::format("  set label {} {} at {:.6g},{:.6g} point pointtype 6 pointsize 2 offset 1,-1.2\n", label++,
                     quoted(m.text), m.x, m.y);
  std::vector<std::string> items;
  for (const RoofLine& r : panel.roofs) {
    // Without a compute roof a bandwidth roof runs on unclipped (gnuplot has no literal for infinity).
    const std::string f = r.compute        ? fmt::format("(x >= {:.6g} ? {:.6g} : 1/0)", r.limit, r.value)
                          : std::isinf(r.limit) ? fmt::format("(x * {:.6g})", r.value)
                                                : fmt::format("(x * {:.6g} <= {:.6g} ? x * {:.6g} : 1/0)", r.value, r.limit, r.value);
    items.push_back(fmt::format("{} with lines linewidth 2 dashtype {} linecolor rgb {} title {}", f, r.dash,
                                quoted(r.colour), quoted(r.title)));
  }
  // Points take their shape from the data (the impl), so the key shows each series as a plain disc.
  for (const PointSeries& p : panel.points) {
    items.push_back(fmt::format("{} index {} using 1:2:3 with points pointtype variable pointsize 0.9 linecolor rgb {} notitle",
                                quoted(p.file), p.index, quoted(p.colour)));
    items.push_back(fmt::format("NaN with points pointtype 7 linecolor rgb {} title {}", quoted(p.colour), quoted(p.title)));
  }
  // Legend of shapes: one entry per implementation, in black.
  for (const auto& impl : impls)
    items.push_back(fmt::format("NaN with points pointtype {} linecolor rgb \"black\" title {}", impl_shape(impl),
                                quoted("impl: " + impl)));
  if (items.empty()) items.push_back("NaN notitle");
  s += "  plot \\\n";
  for (std::size_t i = 0; i < items.size(); ++i) s += "    " + items[i] + (i + 1 < items.size() ? ", \\\n" : "\n");
  return s;
}

std::string script(const std::string& stem, const std::string& heading, const std::vector<Panel>& panels,
                   const std::set<std::string>& impls) {
  const int width = 1100, height = 650 * static_cast<int>(panels.size());
  std::string s = fmt::format(
      "# {}\n"
      "# Written by cpuroof; edit freely. Render in this folder with:  gnuplot {}.gp\n"
      "# It writes {}.svg and {}.png. Roofs are functions below (values in GFLOP/s and GB/s); kernel points\n"
      "# are read from the .dat files beside this script.\n"
      "set encoding utf8\n"
      "set logscale xy 10\n"
      "set xlabel \"arithmetic intensity (FLOP/byte)\"\n"
      "set ylabel \"performance (GFLOP/s)\"\n"
      "set format x \"%g\"\n"
      "set format y \"%g\"\n"
      "set grid xtics ytics mxtics mytics linecolor rgb \"#dddddd\"\n"
      "set key outside right top spacing 1.1 font \",9\"\n"
      "set samples 2000\n",
      heading, stem, stem, stem);
  s += image_loop_begin(stem, width, height);
  if (panels.size() > 1) s += fmt::format("  set multiplot layout {},1\n", panels.size());
  for (const Panel& p : panels) s += panel_commands(p, impls);
  if (panels.size() > 1) s += "  unset multiplot\n";
  s += "  set output\n}\n";
  return s;
}

}  // namespace

bool plottable(const ResultSet& result) {
  if (!result.roofline.roofs.empty()) return true;
  return std::any_of(result.points.begin(), result.points.end(), drawable);
}

std::vector<std::string> rendered_images(const std::string& stem) { return {stem + ".svg", stem + ".png"}; }

std::vector<PlotFile> roofline_plot(const ResultSet& result, const PlotOptions& options) {
  if (!plottable(result))
    throw InputError(result.name + ": nothing to plot (no roofs and no kernel points with intensity > 0)");
  std::vector<PlotFile> files;
  std::vector<Panel> panels;
  std::set<std::string> impls;
  for (int threads : thread_counts({&result}, options)) {
    Panel panel;
    panel.title = fmt::format("{}: {}", result.meta.count("cpu_model") ? result.meta.at("cpu_model") : result.name,
                              threads_word(threads));
    add_roofs(panel, result.roofline, threads, "", "");
    PointFile file{fmt::format("roofline-points-t{}.dat", threads), "", 0};
    add_points(panel, file, result, threads, "", "");
    for (const auto& p : result.points)
      if (p.threads == threads && drawable(p)) impls.insert(p.impl);
    if (file.blocks > 0) files.push_back({file.name, file.text});
    panels.push_back(std::move(panel));
  }
  files.insert(files.begin(), {"roofline.gp", script("roofline", "The roofline of " + result.name, panels, impls)});
  return files;
}

std::string gnuplot_quoted(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    out += c == '\n' ? ' ' : c;
  }
  return out + "\"";
}

std::string plot_threads_word(int t) { return fmt::format("{} thread{}", t, t == 1 ? "" : "s"); }

bool drawable_point(const KernelPoint& p) { return p.ai > 0 && p.gflop_per_s > 0 && p.family != "clock"; }

std::vector<int> plot_thread_counts(const std::vector<const ResultSet*>& runs, const PlotOptions& options) {
  std::set<int> all;
  for (const ResultSet* r : runs) {
    for (const auto& roof : r->roofline.roofs) all.insert(roof.threads);
    for (const auto& p : r->points)
      if (drawable_point(p)) all.insert(p.threads);
  }
  if (options.threads == 0) return {all.begin(), all.end()};
  if (!all.count(options.threads)) {
    std::string have;
    for (int t : all) have += (have.empty() ? "" : ", ") + std::to_string(t);
    throw InputError(runs.front()->name + ": nothing measured at " + plot_threads_word(options.threads) + " (have " +
                     (have.empty() ? "none" : have) + ")");
  }
  return {options.threads};
}

std::string image_loop_begin(const std::string& stem, int width, int height) {
  return fmt::format(
      "do for [format in \"svg png\"] {{\n"
      "  if (format eq \"svg\") {{\n"
      "    set terminal svg size {},{} dynamic noenhanced font \"sans,11\"\n"
      "  }} else {{\n"
      "    if (strstrt(GPVAL_TERMINALS, \"pngcairo\") > 0) {{\n"
      "      set terminal pngcairo size {},{} noenhanced font \"sans,10\"\n"
      "    }} else {{\n"
      "      set terminal png size {},{} noenhanced\n"
      "    }}\n"
      "  }}\n"
      "  set output \"{}.\" . format\n",
      width, height, width, height, width, height, stem);
}

}  // namespace cpuroof::analysis
