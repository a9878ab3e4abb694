#pragma once
// Laying out a roofline picture in pixels, shared by the roofline plot (plot.cpp) and the comparison
// (compare_plot.cpp): roof segments, the labels that name them on the plot, and a layout that gives
// each label the first spot along its own line (or around its point) that covers no label placed
// before it, no roof line and no kernel point. Pure.
#include <algorithm>
#include <cmath>
#include <string>
#include <utility>
#include <vector>

namespace cpuroof::analysis {

// The canvas both pictures share: one band of kPanelPx per thread count, the plot area inset by these
// margins; the right margin is each picture's own (the roofline's key sits in it).
inline constexpr int kCanvasWidth = 1200, kPanelPx = 640;
inline constexpr int kPlotLeft = 80, kPlotTop = 34, kPlotBottom = 56;

// A label: where gnuplot draws it, and the box it covers, for the layout and the tests.
struct PlotLabel {
  std::string text, colour;
  double x = 0, y = 0;  // data coordinates of the anchor: the text's left end, vertically centred
  double angle = 0;     // degrees counter-clockwise; bandwidth labels follow their line
  // The text's box in pixels from the plot area's bottom-left corner: centre and half sizes (rotated by angle).
  double cx = 0, cy = 0, half_w = 0, half_h = 0;
  int overlaps = 0;  // labels placed before it that it covers (0: the layout found a free spot)
};

// A roof line, clipped to the panel (data coordinates).
struct RoofSegment {
  std::string colour;
  double x1 = 0, y1 = 0, x2 = 0, y2 = 0;
  int dash = 1;  // gnuplot dashtype: 1 solid, 2 dashed, 3 dash-dot
  double width = 2;
};

// The labels' font (",9" in pngcairo) and how far a label sits from its line.
inline constexpr double kLabelEmPx = 12.0;
inline constexpr double kLabelHalfHeight = 0.62 * kLabelEmPx;
inline constexpr double kLabelGap = 2.5;
inline constexpr double kStepPx = 12;

double lg(double v);
double pow10_below(double v);
double pow10_above(double v);
// 1, 2 or 5 times a power of ten: the nearest below v, and above it.
double nice_below(double v);
double nice_above(double v);

// Data <-> pixels of one panel's plot area (log axes, origin bottom-left).
struct Frame {
  double x_lo, x_hi, y_lo, y_hi, w, h;
  [[nodiscard]] double px(double x) const { return w * (lg(x) - lg(x_lo)) / (lg(x_hi) - lg(x_lo)); }
  [[nodiscard]] double py(double y) const { return h * (lg(y) - lg(y_lo)) / (lg(y_hi) - lg(y_lo)); }
  [[nodiscard]] double dx(double p) const;
  [[nodiscard]] double dy(double p) const;
  // The angle of a slope-1 line (a bandwidth roof) on these axes, in degrees.
  [[nodiscard]] double diagonal_angle() const;
};

struct Pt {
  double x, y;
};

// What a label should not cover besides other labels: the roof lines and the kernel points (pixels).
struct Obstacles {
  std::vector<std::pair<Pt, Pt>> lines;
  std::vector<Pt> points;
};

// Whether two labels' boxes intersect (rotated rectangles).
bool labels_overlap(const PlotLabel& a, const PlotLabel& b);

// Pixel width of a label's text at the labels' font, from the font's advance widths.
double label_text_px(const std::string& text);

// A label with its box's size, not yet placed.
PlotLabel label_of(const std::string& text, const std::string& colour, double angle);

// Takes the first candidate centre inside the frame that covers no placed label, roof line or kernel
// point; failing that, the one that covers least (labels first, then lines, then points). Sets the
// anchor gnuplot needs and appends it to `placed`. False when no candidate fits in the frame.
bool place_label(PlotLabel label, const std::vector<Pt>& candidates, const Frame& f, const Obstacles& obstacles,
                 std::vector<PlotLabel>& placed);

// Candidate centres: along a horizontal roof from its right end leftwards, above the line then below it;
std::vector<Pt> along_horizontal(const Frame& f, const RoofSegment& s, const PlotLabel& l);
// along a diagonal roof from its upper end downwards, above-left of the line then below-right;
std::vector<Pt> along_diagonal(const Frame& f, const RoofSegment& s, const PlotLabel& l);
// around a marked point (a ridge), nearest first: right of it, left, below, above, then further out.
std::vector<Pt> around_point(const Frame& f, double x, double y, const PlotLabel& l);

// A panel's axis ranges from the extent of what it draws (roof corners, ridges, points; x_lo infinite
// and x_hi, y_hi 0 when nothing set them): decades on x, 1-2-5 steps on y with room above for labels,
// at least two decades each way. bw_min: the slowest bandwidth roof (infinity: none).
template <class Panel>
void set_panel_ranges(Panel& p, double x_lo, double x_hi, double y_lo, double y_hi, double bw_min) {
  if (!std::isfinite(x_lo)) x_lo = 0.01;
  if (!(x_hi > x_lo)) x_hi = x_lo * 1e4;
  p.x_lo = pow10_below(x_lo), p.x_hi = pow10_above(x_hi);
  if (p.x_hi / p.x_lo < 100) p.x_hi = p.x_lo * 100;
  if (!(y_hi > 0)) y_hi = std::isfinite(bw_min) ? bw_min * p.x_hi : 100;  // bandwidth roofs only
  p.y_hi = nice_above(y_hi * 1.6);
  if (std::isfinite(bw_min)) y_lo = std::min(y_lo, bw_min * p.x_lo * 2);
  if (!std::isfinite(y_lo)) y_lo = p.y_hi / 1e4;
  p.y_lo = std::max(nice_below(y_lo), p.y_hi / 1e6);
  if (p.y_hi / p.y_lo < 100) p.y_lo = p.y_hi / 100;
}

// A horizontal roof from x_from rightwards, or nothing when it leaves the panel.
template <class Panel>
bool horizontal(const Panel& p, double value, double x_from, RoofSegment& s) {
  if (value < p.y_lo || value > p.y_hi) return false;
  s.x1 = std::max(p.x_lo, x_from), s.x2 = p.x_hi, s.y1 = s.y2 = value;
  return s.x1 < s.x2;
}

// y = bw * x up to y_top, clipped to the panel.
template <class Panel>
bool diagonal(const Panel& p, double bw, double y_top, RoofSegment& s) {
  const double top = std::min(y_top, p.y_hi);
  s.x1 = std::max(p.x_lo, p.y_lo / bw);
  s.x2 = std::min(p.x_hi, top / bw);
  if (!(s.x1 < s.x2)) return false;
  s.y1 = bw * s.x1, s.y2 = bw * s.x2;
  return true;
}

}  // namespace cpuroof::analysis
