#include "plot/latency_svg.hpp"

#include <algorithm>
#include <limits>

#include "plot/plot_layout.hpp"
#include "plot/svg_chart.hpp"

namespace cpuroof::analysis {
namespace {

const std::vector<std::string> kCurveColours = {"#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b"};
const SvgBox kBox{520, 400, 70, 40, 20, 56};

struct Extent {
  double x_lo = std::numeric_limits<double>::infinity(), x_hi = 0;
  double y_lo = std::numeric_limits<double>::infinity(), y_hi = 0;
};

Extent extent(const std::vector<LatencyCurve>& curves) {
  Extent e;
  for (const auto& c : curves)
    for (const auto& [x, y] : c.xy) {
      e.x_lo = std::min(e.x_lo, x), e.x_hi = std::max(e.x_hi, x);
      e.y_lo = std::min(e.y_lo, y), e.y_hi = std::max(e.y_hi, y);
    }
  return e;
}

// The curves and their key (top left, one line each) on a chart already opened.
std::string curves_svg(const SvgChart& chart, const std::vector<LatencyCurve>& curves) {
  std::string s;
  for (std::size_t i = 0; i < curves.size(); ++i) {
    const std::string& colour = kCurveColours[i % kCurveColours.size()];
    std::vector<std::pair<double, double>> px;
    for (const auto& [x, y] : curves[i].xy) px.emplace_back(chart.sx(x), chart.sy(y));
    s += svg_polyline(px, colour, 2);
    for (const auto& [x, y] : px) s += svg_mark(0, x, y, colour, "class=\"lat\"");
    SvgText key;
    key.text = curves[i].title, key.colour = colour, key.anchor = "start", key.size = 11;
    key.x = chart.box().left + 8, key.y = chart.box().top + 12 + 15 * static_cast<double>(i);
    s += svg_text_element(key);
  }
  return s;
}

}  // namespace

std::string latency_svgs(const LatencyCurves& c) {
  std::string s;
  if (!c.chase.empty()) {
    const Extent e = extent(c.chase);
    const SvgChart chart(kBox, {e.x_lo / 1.5, e.x_hi * 1.5, SvgAxis::Scale::octaves_of_bytes, "working set (bytes)"},
                         {nice_below(e.y_lo / 1.2), nice_above(e.y_hi * 1.5), SvgAxis::Scale::decades, "ns per load"});
    s += chart.open("latency against working set") + curves_svg(chart, c.chase);
    for (const LatencyLabel& l : c.level_labels) {
      SvgText t;
      t.text = l.text, t.anchor = "start", t.size = 11, t.boxed = false;
      t.x = chart.sx(l.x), t.y = chart.sy(l.y) - 10;
      s += svg_text_element(t);
    }
    s += "</svg>\n";
  }
  if (!c.mlp.empty()) {
    const Extent e = extent(c.mlp);
    const SvgChart chart(
        kBox,
        {std::max(0.5, e.x_lo / 1.3), e.x_hi * 1.3, SvgAxis::Scale::decades, "chains (independent loads in flight)"},
        {0, e.y_hi * 1.15, SvgAxis::Scale::linear, "million lines per second"});
    s += chart.open("memory-level parallelism") + curves_svg(chart, c.mlp) + "</svg>\n";
  }
  if (!c.loaded.empty()) {
    const Extent e = extent(c.loaded);
    const SvgChart chart(kBox, {0, std::max(1.0, e.x_hi * 1.15), SvgAxis::Scale::linear, "background bandwidth (GB/s)"},
                         {0, e.y_hi * 1.2, SvgAxis::Scale::linear, "ns per load"});
    s += chart.open("latency under load") + curves_svg(chart, c.loaded) + "</svg>\n";
  }
  return s;
}

}  // namespace cpuroof::analysis
