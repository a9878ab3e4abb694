#pragma once
// Laying out a roofline picture in pixels, shared by the roofline plot (plot.cpp) and the comparison
// (compare_plot.cpp): roof segments, the labels that name them on the plot, and a layout that gives
// each label the first spot along its own line (or around its point) that covers no label placed
// before it, no roof line and no kernel point. Pure.
#include <string>
#include <utility>
#include <vector>

namespace cpuroof::analysis {

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

}  // namespace cpuroof::analysis
