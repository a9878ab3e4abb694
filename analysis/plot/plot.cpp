#include "plot/plot.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <iterator>
#include <limits>
#include <map>
#include <set>

#include "io/errors.hpp"
#include "io/gnuplot_text.hpp"
#include "io/markdown.hpp"
#include "model/meta_lookup.hpp"
#include "plot/plot_layout.hpp"
#include "model/ridge.hpp"
#include "format/units.hpp"

namespace cpuroof::analysis {
namespace {

// Kernel families take these colours; roofs are black and greys, so no point matches a roof.
const std::vector<std::string> kFamilyColours = {"#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b",
                                                 "#e377c2", "#17becf", "#bcbd22", "#ad494a", "#6b6ecf", "#e7ba52"};
const std::string kComputeColour = "#000000", kBandwidthColour = "#555555", kOtherRoofColour = "#c4c4c4";
const std::string kShapeKeyColour = "#555555";

// The key sits in the right margin of its panel.
constexpr int kPlotRight = 230;
constexpr double kFrameWidth = kCanvasWidth - kPlotLeft - kPlotRight, kFrameHeight = kPanelPx - kPlotTop - kPlotBottom;

// The key names this many implementations at most: `place` puts each piece of work, of thousands,
// under a name of its own.
constexpr std::size_t kKeyImplementations = 12;

// Filled shapes for the known implementations, then open ones for anything else.
int impl_shape(const std::string& impl) {
  static const std::map<std::string, int> kShapes = {{"hand", 7}, {"openblas", 5}, {"eigen", 9}, {"naive", 13}};
  const auto it = kShapes.find(impl);
  if (it != kShapes.end()) return it->second;
  return 6 + 2 * static_cast<int>(std::hash<std::string>{}(impl) % 4);
}

// Line style per dtype: f64 solid, f32 dashed, others dash-dot.
int dtype_dash(const std::string& dtype) { return dtype == "f64" ? 1 : dtype == "f32" ? 2 : 3; }

bool family_selected(const std::string& family, const PlotOptions& o) {
  // aa is the A/A check (triad registered twice): drawn only when asked for.
  if (o.families.empty()) return family != "aa";
  return std::find(o.families.begin(), o.families.end(), family) != o.families.end();
}

bool isa_selected(const std::string& isa, const PlotOptions& o) {
  if (o.isa.empty() || isa == o.isa) return true;
  return o.isa == "library" && isa.rfind("library", 0) == 0;
}

bool point_selected(const KernelPoint& p, const PlotOptions& o) {
  return drawable_point(p) && family_selected(p.family, o) && (o.dtype.empty() || p.dtype == o.dtype) &&
         isa_selected(p.isa, o);
}

// The compute roof drawn for a dtype: the ridge's peak, or with --isa that ISA's best FMA roof.
const Roof* drawn_peak(const Roofline& r, const std::string& dtype, int threads, const std::string& kind,
                       const PlotOptions& o) {
  if (o.isa.empty()) return ridge_peak(r, dtype, threads, kind);
  if (const Roof* fma = r.compute(dtype, threads, o.isa, "fma", kind)) return fma;
  return r.compute(dtype, threads, o.isa, "", kind);
}

// A panel's kind of core in its title: "P-cores", "every kind of core".
std::string kind_words(const std::string& kind) {
  if (kind.empty()) return "";
  return kind == "all" ? ", every kind of core" : ", " + kind + "-cores";
}

// The kinds of core with roofs or points at a thread count, in the run's order; {""} on a machine of one kind.
std::vector<std::string> panel_kinds(const ResultSet& result, int threads) {
  if (result.roofline.core_kinds.empty()) return {""};
  std::vector<std::string> out;
  for (const auto& kind : result.roofline.core_kinds) {
    const bool roofs = std::any_of(result.roofline.roofs.begin(), result.roofline.roofs.end(),
                                   [&](const Roof& r) { return r.threads == threads && r.core_kind == kind; });
    const bool points = std::any_of(result.points.begin(), result.points.end(),
                                    [&](const KernelPoint& p) { return p.threads == threads && p.core_kind == kind; });
    if (roofs || points) out.push_back(kind);
  }
  return out;
}

// A point file block per family: intensity, GFLOP/s, point shape, efficiency, benchmark.
std::string point_block(const std::vector<const KernelPoint*>& points) {
  std::string text = "# ai_flop_per_byte gflop_per_s point_type efficiency benchmark\n";
  for (const KernelPoint* p : points)
    text += fmt::format("{:.6g} {:.6g} {} {} {}\n", p->ai, p->gflop_per_s, impl_shape(p->impl),
                        std::isnan(p->efficiency) ? std::string("NaN") : fmt::format("{:.4g}", p->efficiency),
                        gnuplot_data_string(p->benchmark));
  return text;
}

struct PanelRoofs {
  std::vector<std::pair<std::string, const Roof*>> peaks;  // per dtype
  std::vector<const Roof*> levels;                         // best access kind per level, fastest first
  std::vector<const Roof*> others;                         // --all-roofs: every other roof
  double top = 0;
};

PanelRoofs panel_roofs(const Roofline& r, int threads, const std::string& kind, const PlotOptions& o) {
  PanelRoofs out;
  std::set<std::string> dtypes;
  for (const auto& roof : r.roofs)
    if (roof.kind == "compute" && roof.threads == threads && roof.core_kind == kind &&
        (o.dtype.empty() || roof.dtype == o.dtype))
      dtypes.insert(roof.dtype);
  for (const auto& dtype : dtypes)
    if (const Roof* peak = drawn_peak(r, dtype, threads, kind, o); peak && peak->value > 0)
      out.peaks.emplace_back(dtype, peak), out.top = std::max(out.top, peak->value);
  std::stable_sort(out.peaks.begin(), out.peaks.end(),
                   [](const auto& a, const auto& b) { return a.first == "f64" && b.first != "f64"; });
  for (const auto& level : levels_at(r, threads, kind))
    if (const Roof* bw = r.bandwidth(level, threads, "", kind); bw && bw->value > 0) out.levels.push_back(bw);
  if (o.all_roofs)
    for (const auto& roof : r.roofs) {
      if (roof.threads != threads || roof.core_kind != kind || !(roof.value > 0)) continue;
      if (roof.kind == "compute" && (!dtypes.count(roof.dtype) || !isa_selected(roof.isa, o))) continue;
      const bool drawn =
          std::any_of(out.peaks.begin(), out.peaks.end(), [&](const auto& pk) { return pk.second == &roof; }) ||
          std::find(out.levels.begin(), out.levels.end(), &roof) != out.levels.end();
      if (!drawn) out.others.push_back(&roof), out.top = std::max(out.top, roof.kind == "compute" ? roof.value : 0.0);
    }
  return out;
}

void set_ranges(RooflinePanel& p, const PanelRoofs& r, const std::vector<const KernelPoint*>& pts) {
  double x_lo = std::numeric_limits<double>::infinity(), x_hi = 0, y_lo = x_lo, y_hi = r.top;
  if (!r.levels.empty() && r.top > 0) {
    x_lo = r.top / r.levels.front()->value / 8;  // the fastest level's corner, with room left of it
    x_hi = r.top / r.levels.back()->value * 8;   // the slowest level's, with room for the ridge's label
  }
  for (const auto& peak : r.peaks) y_lo = std::min(y_lo, peak.second->value / 100);
  double bw_min = std::numeric_limits<double>::infinity();
  for (const Roof* bw : r.levels) bw_min = std::min(bw_min, bw->value);
  for (const KernelPoint* k : pts) {
    x_lo = std::min(x_lo, k->ai / 1.5), x_hi = std::max(x_hi, k->ai * 1.5);
    y_lo = std::min(y_lo, k->gflop_per_s / 1.5), y_hi = std::max(y_hi, k->gflop_per_s);
  }
  set_panel_ranges(p, x_lo, x_hi, y_lo, y_hi, bw_min);
}

std::string peak_text(const std::string& dtype, const Roof& r) {
  return fmt::format("{} {}{} {} G{}/s", dtype, r.isa, r.variant == "fma" ? "" : " " + r.variant, readable(r.value),
                     dtype_unit(dtype));
}

std::string filter_words(const PlotOptions& o) {
  std::string s;
  if (!o.dtype.empty()) s += ", " + o.dtype;
  if (!o.isa.empty()) s += ", ISA " + o.isa;
  if (!o.families.empty()) {
    s += ", ";
    for (std::size_t i = 0; i < o.families.size(); ++i) s += (i ? "+" : "") + o.families[i];
  }
  return s;
}

// The panel at one thread count and kind of core: roofs and their labels, ridges, points; the key
// entries it needs.
// A roof's line and its label, waiting for the labels to be laid out.
struct PendingRoof {
  RoofSegment line;
  PlotLabel label;
  bool compute;
  const Roof* roof;
};

// Lines: compute roofs from the fastest level's corner rightwards, bandwidth roofs up to the top peak,
// each with its label to place; the other roofs thin and unlabelled.
std::vector<PendingRoof> roof_lines(RooflinePanel& panel, const PanelRoofs& roofs, const Frame& f) {
  std::vector<PendingRoof> pending;
  const double bw_max = roofs.levels.empty() ? 0 : roofs.levels.front()->value;
  for (const auto& [dtype, peak] : roofs.peaks) {
    RoofSegment s;
    s.colour = kComputeColour, s.dash = dtype_dash(dtype), s.width = dtype == "f64" ? 2.5 : 1.8;
    if (horizontal(panel, peak->value, bw_max > 0 ? peak->value / bw_max : panel.x_lo, s))
      pending.push_back({s, label_of(peak_text(dtype, *peak), kComputeColour, 0), true, peak});
  }
  for (const Roof* bw : roofs.levels) {
    RoofSegment s;
    s.colour = kBandwidthColour, s.width = 1.8;
    const std::string text = fmt::format("{} {} {} GB/s", bw->level, bw->variant, readable(bw->value));
    if (diagonal(panel, bw->value, roofs.top > 0 ? roofs.top : panel.y_hi, s))
      pending.push_back({s, label_of(text, kBandwidthColour, f.diagonal_angle()), false, bw});
  }
  for (const Roof* other : roofs.others) {
    RoofSegment s;
    s.colour = kOtherRoofColour, s.width = 1;
    const bool ok = other->kind == "compute"
                        ? horizontal(panel, other->value, bw_max > 0 ? other->value / bw_max : panel.x_lo, s)
                        : diagonal(panel, other->value, roofs.top > 0 ? roofs.top : panel.y_hi, s);
    if (ok) panel.other_roofs.push_back(s);
  }
  return pending;
}

// The roofs' labels clear of every line and point, then the ridges' beside their circles.
void place_labels(RooflinePanel& panel, const std::vector<PendingRoof>& pending, const PanelRoofs& roofs,
                  const std::vector<const KernelPoint*>& pts, const Frame& f, const Roofline& roofline) {
  Obstacles obstacles;
  for (const auto& p : pending) {
    panel.roofs.push_back(p.line);
    panel.roof_rows.push_back(static_cast<std::size_t>(p.roof - roofline.roofs.data()));
    obstacles.lines.push_back({{f.px(p.line.x1), f.py(p.line.y1)}, {f.px(p.line.x2), f.py(p.line.y2)}});
  }
  for (const KernelPoint* k : pts) obstacles.points.push_back({f.px(k->ai), f.py(k->gflop_per_s)});
  // Compute labels first (their spots are fewer: the right end), then the bandwidth labels, then ridges.
  for (const auto& p : pending)
    if (p.compute) place_label(p.label, along_horizontal(f, p.line, p.label), f, obstacles, panel.labels);
  for (const auto& p : pending)
    if (!p.compute) place_label(p.label, along_diagonal(f, p.line, p.label), f, obstacles, panel.labels);
  // The ridge per dtype against the slowest level: where kernels streaming from memory turn compute-bound.
  // Its label stays beside its circle even over a few points (its box is opaque): next to the other
  // dtype's circle it would name the wrong one.
  obstacles.points.clear();
  if (!roofs.levels.empty())
    for (const auto& [dtype, peak] : roofs.peaks) {
      const Roof* slowest = roofs.levels.back();
      const double ai = peak->value / slowest->value;
      if (ai < panel.x_lo || ai > panel.x_hi || peak->value < panel.y_lo || peak->value > panel.y_hi) continue;
      panel.ridges.push_back({ai, peak->value});
      const PlotLabel l =
          label_of(fmt::format("{} ridge ({}): {} {}/B", dtype, slowest->level, readable(ai), dtype_unit(dtype)),
                   kComputeColour, 0);
      place_label(l, around_point(f, ai, peak->value, l), f, obstacles, panel.labels);
    }
}

// The panel's points: one data file, a series per family.
void add_point_series(RooflinePanel& panel, const std::map<std::string, std::vector<const KernelPoint*>>& by_family,
                      const std::map<std::string, std::string>& family_colour, const std::vector<KernelPoint>& all,
                      std::vector<PlotFile>& data) {
  if (by_family.empty()) return;
  std::string text;
  for (const auto& [family, points] : by_family) {
    if (!text.empty()) text += "\n\n";
    text += point_block(points);
    panel.series.emplace_back(family, family_colour.at(family));
    for (const KernelPoint* p : points) panel.point_rows.push_back(static_cast<std::size_t>(p - all.data()));
  }
  const std::string kind_part = panel.core_kind.empty() ? "" : "-" + file_name_part(panel.core_kind);
  panel.point_file = fmt::format("roofline-points-t{}{}.dat", panel.threads, kind_part);
  data.push_back({panel.point_file, text});
}

// The key: the families' colours, the implementations' shapes (a few, then how many more), other roofs.
void add_key(RooflinePanel& panel, const std::set<std::string>& impls) {
  for (const auto& [family, colour] : panel.series)
    panel.key.push_back(fmt::format("NaN with points pointtype 7 pointsize 1 linecolor rgb {} title {}",
                                    gnuplot_literal(colour), gnuplot_literal(family)));
  std::size_t listed = 0;
  for (const auto& impl : impls) {
    if (listed++ == kKeyImplementations) {
      const std::string more = fmt::format("and {} more implementations", impls.size() - kKeyImplementations);
      panel.key.push_back("NaN with dots linecolor rgb " + gnuplot_literal(kShapeKeyColour) + " title " +
                          gnuplot_literal(more));
      break;
    }
    panel.key.push_back(fmt::format("NaN with points pointtype {} pointsize 1 linecolor rgb {} title {}",
                                    impl_shape(impl), gnuplot_literal(kShapeKeyColour), gnuplot_literal(impl)));
  }
  if (!panel.other_roofs.empty())
    panel.key.push_back("NaN with lines linewidth 1 linecolor rgb " + gnuplot_literal(kOtherRoofColour) +
                        " title 'other roofs'");
}

RooflinePanel make_panel(const ResultSet& result, int threads, const std::string& kind, const PlotOptions& o,
                         const std::map<std::string, std::string>& family_colour, std::vector<PlotFile>& data) {
  RooflinePanel panel;
  panel.threads = threads;
  panel.core_kind = kind;
  panel.title = fmt::format("{}: {}{}{}", get(result.meta, "cpu_model", result.name), plot_threads_word(threads),
                            kind_words(kind), filter_words(o));
  const PanelRoofs roofs = panel_roofs(result.roofline, threads, kind, o);
  std::map<std::string, std::vector<const KernelPoint*>> by_family;
  std::vector<const KernelPoint*> pts;
  std::set<std::string> impls;
  for (const auto& p : result.points)
    if (p.threads == threads && p.core_kind == kind && point_selected(p, o))
      by_family[p.family].push_back(&p), pts.push_back(&p), impls.insert(p.impl);
  set_ranges(panel, roofs, pts);
  const Frame f{panel.x_lo, panel.x_hi, panel.y_lo, panel.y_hi, kFrameWidth, kFrameHeight};

  const std::vector<PendingRoof> pending = roof_lines(panel, roofs, f);
  place_labels(panel, pending, roofs, pts, f, result.roofline);
  add_point_series(panel, by_family, family_colour, result.points, data);
  add_key(panel, impls);
  return panel;
}

std::string script(const RooflinePlot& plot, const std::string& heading) {
  const double W = plot.width, H = plot.height;
  auto sx = [&](double px) { return fmt::format("{:.4f}", px / W); };
  auto sy = [&](double px_from_top) { return fmt::format("{:.4f}", 1 - px_from_top / H); };
  std::string s = fmt::format(
      "# {}\n"
      "# Written by cpuroof; edit freely. Render in this folder with:  gnuplot roofline.gp\n"
      "# It writes roofline.svg and roofline.png. Roofs are line segments (set arrow; values in GFLOP/s and GB/s):\n"
      "# per dtype the best compute roof (black; f64 solid, f32 dashed), per memory level the best access kind\n"
      "# (grey), each labelled where cpuroof found room on a {}x{} canvas with the margins below (change those and\n"
      "# the labels may overlap); a circle marks each dtype's ridge over the slowest level. Kernel points are read\n"
      "# from the .dat files beside this script: colour = family, shape = implementation.\n"
      "set encoding utf8\n"
      "set format x \"%g\"\n"
      "set format y \"%g\"\n"
      "set style textbox opaque noborder margins 0.5,0.5\n",
      gnuplot_comment(heading), plot.width, plot.height);
  s += image_loop_begin("roofline", plot.width, plot.height);
  if (plot.panels.size() > 1) s += "  set multiplot\n";
  for (const RooflinePanel& p : plot.panels) {
    const double top = p.top_px + kPlotTop, bottom = p.top_px + kPanelPx - kPlotBottom;
    s += fmt::format(
        "  # {}\n"
        "  set logscale xy 10\n"
        "  set xlabel \"arithmetic intensity (FLOP/byte)\"\n  set ylabel \"performance (GFLOP/s)\"\n"
        "  set grid xtics ytics mxtics mytics linecolor rgb \"#e4e4e4\"\n"
        "  set lmargin at screen {}\n  set rmargin at screen {}\n  set tmargin at screen {}\n  set bmargin at screen "
        "{}\n"
        "  set key at screen {},{} left top vertical Left reverse samplen 2 spacing 1.2 font \",10\" noautotitle\n"
        "  set title {}\n  set xrange [{:.6g}:{:.6g}]\n  set yrange [{:.6g}:{:.6g}]\n  unset arrow\n  unset label\n",
        gnuplot_comment(p.title), sx(kPlotLeft), sx(kCanvasWidth - kPlotRight), sy(top), sy(bottom),
        sx(kCanvasWidth - kPlotRight + 20), sy(top), gnuplot_literal(p.title), p.x_lo, p.x_hi, p.y_lo, p.y_hi);
    int n = 1;
    for (const auto& r : p.other_roofs)
      s += fmt::format("  set arrow {} from {:.6g},{:.6g} to {:.6g},{:.6g} nohead back linewidth {} linecolor rgb {}\n",
                       n++, r.x1, r.y1, r.x2, r.y2, r.width, gnuplot_literal(r.colour));
    for (const auto& r : p.roofs)
      s += fmt::format(
          "  set arrow {} from {:.6g},{:.6g} to {:.6g},{:.6g} nohead back linewidth {} dashtype {} linecolor rgb {}\n",
          n++, r.x1, r.y1, r.x2, r.y2, r.width,
          r.dash == 1   ? "solid"
          : r.dash == 2 ? "(8,5)"
                        : "(10,4,2,4)",
          gnuplot_literal(r.colour));
    n = 1;
    for (const auto& l : p.labels)
      s += fmt::format(
          "  set label {} {} at {:.6g},{:.6g} left rotate by {:.2f} front boxed textcolor rgb {} font \",9\"\n", n++,
          gnuplot_literal(l.text), l.x, l.y, l.angle, gnuplot_literal(l.colour));
    for (const auto& r : p.ridges)
      s += fmt::format("  set label {} \"\" at {:.6g},{:.6g} point pointtype 6 pointsize 1.8 linecolor rgb {} front\n",
                       n++, r.x, r.y, gnuplot_literal(kComputeColour));
    std::vector<std::string> items;
    for (std::size_t i = 0; i < p.series.size(); ++i)
      items.push_back(
          fmt::format("{} index {} using 1:2:3 with points pointtype variable pointsize 0.8 linecolor rgb {}",
                      gnuplot_literal(p.point_file), i, gnuplot_literal(p.series[i].second)));
    items.insert(items.end(), p.key.begin(), p.key.end());
    if (items.empty()) items.push_back("NaN");
    s += "  plot \\\n";
    for (std::size_t i = 0; i < items.size(); ++i) s += "    " + items[i] + (i + 1 < items.size() ? ", \\\n" : "\n");
  }
  if (plot.panels.size() > 1) s += "  unset multiplot\n";
  s += "  set output\n}\n";
  return s;
}

// A filter that matches nothing in the run is a mistyped name: refuse it, naming what there is.
void check_filter(const std::string& run, const std::string& option, const std::string& value,
                  const std::set<std::string>& have) {
  if (value.empty() || have.count(value)) return;
  std::string list;
  for (const auto& h : have) list += (list.empty() ? "" : ", ") + h;
  throw InputError(run + ": " + option + " " + value + " matches nothing (have " + (list.empty() ? "none" : list) +
                   ")");
}

void check_filters(const ResultSet& result, const PlotOptions& o) {
  std::set<std::string> dtypes, isas, families;
  for (const auto& r : result.roofline.roofs)
    if (r.kind == "compute") dtypes.insert(r.dtype), isas.insert(r.isa);
  for (const auto& p : result.points) {
    if (!drawable_point(p)) continue;
    dtypes.insert(p.dtype), families.insert(p.family);
    if (!p.isa.empty()) isas.insert(p.isa.rfind("library", 0) == 0 ? "library" : p.isa);
  }
  check_filter(result.name, "--dtype", o.dtype, dtypes);
  check_filter(result.name, "--isa", o.isa, isas);
  for (const auto& f : o.families) check_filter(result.name, "--families", f, families);
}

}  // namespace

bool plottable(const ResultSet& result) {
  if (!result.roofline.roofs.empty()) return true;
  return std::any_of(result.points.begin(), result.points.end(), drawable_point);
}

std::vector<std::string> rendered_images(const std::string& stem) { return {stem + ".svg", stem + ".png"}; }

RooflinePlot roofline_plot_model(const ResultSet& result, const PlotOptions& options) {
  if (!plottable(result))
    throw InputError(result.name + ": nothing to plot (no roofs and no kernel points with intensity > 0)");
  check_filters(result, options);
  // A family keeps its colour across panels: its rank among all the run's selected families.
  std::map<std::string, std::string> family_colour;
  for (const auto& p : result.points)
    if (point_selected(p, options)) family_colour.emplace(p.family, "");
  std::size_t rank = 0;
  for (auto& [family, colour] : family_colour) colour = kFamilyColours[rank++ % kFamilyColours.size()];
  RooflinePlot plot;
  plot.width = kCanvasWidth;
  plot.frame_width = kFrameWidth, plot.frame_height = kFrameHeight;
  bool any = false;
  for (int threads : plot_thread_counts({&result}, options))
    for (const std::string& kind : panel_kinds(result, threads)) {
      RooflinePanel panel = make_panel(result, threads, kind, options, family_colour, plot.data);
      panel.top_px = static_cast<double>(plot.panels.size()) * kPanelPx;
      any = any || !panel.roofs.empty() || !panel.series.empty();
      plot.panels.push_back(std::move(panel));
    }
  if (!any)
    throw InputError(result.name + ": nothing to plot" + filter_words(options) +
                     " (no roof and no kernel point matches)");
  plot.height = kPanelPx * static_cast<int>(plot.panels.size());
  return plot;
}

std::vector<PlotFile> roofline_plot(const ResultSet& result, const PlotOptions& options) {
  return roofline_plot_files(result, roofline_plot_model(result, options));
}

std::vector<PlotFile> roofline_plot_files(const ResultSet& result, const RooflinePlot& plot) {
  std::vector<PlotFile> files = {{"roofline.gp", script(plot, "The roofline of " + result.name)}};
  files.insert(files.end(), plot.data.begin(), plot.data.end());
  return files;
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
