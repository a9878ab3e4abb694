#pragma once
// Hand-written SVG for the HTML report (report/html_report.hpp): a chart's frame (log or linear axes,
// grid, tick labels, titles) and its marks. Every string from an input goes in through html_text
// (io/html_text.hpp); numbers are written by fmt. Pure: text only.
#include <string>
#include <vector>

namespace cpuroof::analysis {

struct SvgAxis {
  double lo = 1, hi = 10;
  enum class Scale { decades, octaves_of_bytes, linear } scale = Scale::decades;
  std::string label;
};

// Where a chart's plot area sits in its SVG, in pixels.
struct SvgBox {
  int width = 0, height = 0;  // the SVG's
  int left = 0, top = 0, right = 0, bottom = 0;
  [[nodiscard]] double plot_width() const { return width - left - right; }
  [[nodiscard]] double plot_height() const { return height - top - bottom; }
};

class SvgChart {
 public:
  SvgChart(SvgBox box, SvgAxis x, SvgAxis y);
  // A value's pixel in the SVG (y from the top).
  [[nodiscard]] double sx(double x) const;
  [[nodiscard]] double sy(double y) const;
  [[nodiscard]] const SvgBox& box() const { return box_; }
  // <svg ...> with the grid, the axes' ticks and labels and the title (text, escaped here); close
  // with "</svg>\n" after the marks.
  [[nodiscard]] std::string open(const std::string& title) const;

 private:
  SvgBox box_;
  SvgAxis x_, y_;
};

// A number in an SVG attribute: two decimals.
std::string svg_px(double v);

// The shapes of point marks: filled circle, square, diamond, triangle, then those open.
inline constexpr int kSvgShapes = 8;
// One point mark: its shape (index modulo kSvgShapes), colour and the attributes the page's script
// reads (`attributes`: ours, never an input's text), centred on x, y (pixels).
std::string svg_mark(int shape, double x, double y, const std::string& colour, const std::string& attributes,
                     double opacity = 1);

// A line (pixels); dash 1 solid, 2 dashed, 3 dash-dot.
std::string svg_line(double x1, double y1, double x2, double y2, const std::string& colour, double width, int dash = 1);

// A polyline through (x, y) pixel pairs.
std::string svg_polyline(const std::vector<std::pair<double, double>>& xy, const std::string& colour, double width);

// Text (escaped here) at x, y, rotated by `angle` degrees counter-clockwise about that point;
// `anchor`: start, middle or end. `boxed`: on an opaque box of half sizes half_w, half_h centred there.
struct SvgText {
  std::string text, colour = "#000000", anchor = "middle";
  double x = 0, y = 0, angle = 0, size = 12;
  bool boxed = false;
  double half_w = 0, half_h = 0;
};
std::string svg_text_element(const SvgText& t);

}  // namespace cpuroof::analysis
