#include "plot/svg_chart.hpp"

#include <fmt/format.h>

#include <cmath>

#include "io/html_text.hpp"
#include "io/markdown.hpp"
#include "plot/plot_layout.hpp"

namespace cpuroof::analysis {
namespace {

const std::string kGridColour = "#e4e4e4", kMinorGridColour = "#f2f2f2", kAxisColour = "#444444";

struct Tick {
  double value;
  std::string label;  // empty: a minor grid line
};

// Whether v lies in [lo, hi] give or take rounding.
bool in_range(double v, double lo, double hi) { return v >= lo * (1 - 1e-9) && v <= hi * (1 + 1e-9); }

std::vector<Tick> ticks(const SvgAxis& a) {
  std::vector<Tick> out;
  if (!(a.hi > a.lo)) return out;
  if (a.scale == SvgAxis::Scale::decades) {
    if (!(a.lo > 0)) return out;
    // Within two decades the 2s and 5s are labelled too, or an axis would have one or two labels.
    const bool fine = a.hi / a.lo <= 100;
    for (double d = pow10_below(a.lo); d <= a.hi * (1 + 1e-9); d *= 10)
      for (int m = 1; m <= 9; ++m) {
        const double v = m * d;
        if (in_range(v, a.lo, a.hi))
          out.push_back({v, m == 1 || (fine && (m == 2 || m == 5)) ? fmt::format("{:g}", v) : ""});
      }
  } else if (a.scale == SvgAxis::Scale::octaves_of_bytes) {
    if (!(a.lo > 0)) return out;
    const int first = static_cast<int>(std::ceil(std::log2(a.lo) - 1e-9)),
              last = static_cast<int>(std::floor(std::log2(a.hi) + 1e-9));
    const int step = last - first > 16 ? 4 : last - first > 8 ? 2 : 1;
    for (int k = first; k <= last; ++k)
      out.push_back({std::ldexp(1.0, k), k % step == 0 ? bytes_binary(std::ldexp(1.0, k)) : ""});
  } else {
    const double step = nice_above((a.hi - a.lo) / 6);
    for (double v = std::ceil(a.lo / step - 1e-9) * step; v <= a.hi + step * 1e-9; v += step)
      out.push_back({v, fmt::format("{:g}", std::abs(v) < step * 1e-9 ? 0.0 : v)});
  }
  return out;
}

double axis_fraction(const SvgAxis& a, double v) {
  if (a.scale == SvgAxis::Scale::linear) return (v - a.lo) / (a.hi - a.lo);
  return (std::log(v) - std::log(a.lo)) / (std::log(a.hi) - std::log(a.lo));
}

// An axis a chart can draw whatever its data: a log axis above 0, a range that is not empty.
SvgAxis drawable(SvgAxis a) {
  if (a.scale != SvgAxis::Scale::linear) {
    if (!(a.hi > 0) || !std::isfinite(a.hi)) a.hi = 10;
    if (!(a.lo > 0) || !(a.lo < a.hi)) a.lo = a.hi / 1000;
  } else if (!(a.hi > a.lo) || !std::isfinite(a.hi - a.lo)) {
    a.lo = 0, a.hi = 1;
  }
  return a;
}

}  // namespace

// Off the canvas where a value has no pixel (an input's 0 on a log axis).
std::string svg_px(double v) { return fmt::format("{:.2f}", std::isfinite(v) ? v : -1e4); }

SvgChart::SvgChart(SvgBox box, SvgAxis x, SvgAxis y)
    : box_(box), x_(drawable(std::move(x))), y_(drawable(std::move(y))) {}

double SvgChart::sx(double x) const { return box_.left + box_.plot_width() * axis_fraction(x_, x); }
double SvgChart::sy(double y) const { return box_.top + box_.plot_height() * (1 - axis_fraction(y_, y)); }

std::string SvgChart::open(const std::string& title) const {
  const double left = box_.left, right = box_.width - box_.right, top = box_.top, bottom = box_.height - box_.bottom;
  std::string s = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{}\" viewBox=\"0 0 {} {}\" role=\"img\" "
      "aria-label=\"{}\" font-family=\"sans-serif\">\n",
      box_.width, box_.height, box_.width, box_.height, html_text(title));
  s += fmt::format("<rect x=\"0\" y=\"0\" width=\"{}\" height=\"{}\" fill=\"#ffffff\"/>\n", box_.width, box_.height);
  for (const Tick& t : ticks(x_)) {
    const double px = sx(t.value);
    s += svg_line(px, top, px, bottom, t.label.empty() ? kMinorGridColour : kGridColour, 1);
    if (!t.label.empty()) s += svg_text_element({t.label, kAxisColour, "middle", px, bottom + 16, 0, 11});
  }
  for (const Tick& t : ticks(y_)) {
    const double py = sy(t.value);
    s += svg_line(left, py, right, py, t.label.empty() ? kMinorGridColour : kGridColour, 1);
    if (!t.label.empty()) s += svg_text_element({t.label, kAxisColour, "end", left - 6, py, 0, 11});
  }
  s += fmt::format("<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"{}\"/>\n", svg_px(left),
                   svg_px(top), svg_px(right - left), svg_px(bottom - top), kAxisColour);
  s += svg_text_element({title, "#000000", "middle", (left + right) / 2, top - 14, 0, 14});
  s += svg_text_element({x_.label, kAxisColour, "middle", (left + right) / 2, bottom + 38, 0, 12});
  s += svg_text_element({y_.label, kAxisColour, "middle", left - 52, (top + bottom) / 2, 90, 12});
  return s;
}

std::string svg_mark(int shape, double x, double y, const std::string& colour, const std::string& attributes,
                     double opacity) {
  const int kind = ((shape % kSvgShapes) + kSvgShapes) % kSvgShapes;
  const bool open = kind >= kSvgShapes / 2;
  const std::string paint =
      open ? fmt::format("fill=\"#ffffff\" fill-opacity=\"0.6\" stroke=\"{}\" stroke-width=\"1.4\"", colour)
           : fmt::format("fill=\"{}\"", colour);
  const std::string common =
      fmt::format("{} {}{}", attributes, paint, opacity < 1 ? fmt::format(" opacity=\"{:.2f}\"", opacity) : "");
  constexpr double r = 3.6;
  switch (kind % (kSvgShapes / 2)) {
    case 0:
      return fmt::format("<circle {} cx=\"{}\" cy=\"{}\" r=\"{}\"/>\n", common, svg_px(x), svg_px(y), r);
    case 1:
      return fmt::format("<rect {} x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"/>\n", common, svg_px(x - r * 0.9),
                         svg_px(y - r * 0.9), 1.8 * r, 1.8 * r);
    case 2:
      return fmt::format("<path {} d=\"M{} {}L{} {}L{} {}L{} {}Z\"/>\n", common, svg_px(x), svg_px(y - 1.25 * r),
                         svg_px(x + 1.25 * r), svg_px(y), svg_px(x), svg_px(y + 1.25 * r), svg_px(x - 1.25 * r),
                         svg_px(y));
    default:
      return fmt::format("<path {} d=\"M{} {}L{} {}L{} {}Z\"/>\n", common, svg_px(x), svg_px(y - 1.2 * r),
                         svg_px(x + 1.1 * r), svg_px(y + 0.8 * r), svg_px(x - 1.1 * r), svg_px(y + 0.8 * r));
  }
}

std::string svg_line(double x1, double y1, double x2, double y2, const std::string& colour, double width, int dash) {
  const char* dashes = dash == 1 ? "" : dash == 2 ? " stroke-dasharray=\"8 5\"" : " stroke-dasharray=\"10 4 2 4\"";
  return fmt::format("<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{}\" stroke-width=\"{}\"{}/>\n",
                     svg_px(x1), svg_px(y1), svg_px(x2), svg_px(y2), colour, width, dashes);
}

std::string svg_polyline(const std::vector<std::pair<double, double>>& xy, const std::string& colour, double width) {
  std::string points;
  for (const auto& [x, y] : xy) points += (points.empty() ? "" : " ") + svg_px(x) + "," + svg_px(y);
  return fmt::format("<polyline points=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"{}\"/>\n", points, colour,
                     width);
}

std::string svg_text_element(const SvgText& t) {
  std::string s;
  const std::string rotate =
      t.angle == 0 ? "" : fmt::format(" transform=\"rotate({:.2f} {} {})\"", -t.angle, svg_px(t.x), svg_px(t.y));
  if (t.boxed)
    s +=
        fmt::format("<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"#ffffff\" fill-opacity=\"0.85\"{}/>\n",
                    svg_px(t.x - t.half_w), svg_px(t.y - t.half_h), svg_px(2 * t.half_w), svg_px(2 * t.half_h), rotate);
  s += fmt::format(
      "<text x=\"{}\" y=\"{}\" text-anchor=\"{}\" dominant-baseline=\"central\" font-size=\"{}\" "
      "fill=\"{}\"{}>{}</text>\n",
      svg_px(t.x), svg_px(t.y), t.anchor, t.size, t.colour, rotate, html_text(t.text));
  return s;
}

}  // namespace cpuroof::analysis
