#include "plot/roofline_svg.hpp"

#include <fmt/format.h>

namespace cpuroof::analysis {

std::string roofline_panel_svg(const SvgRoofPanel& p, const SvgBox& box) {
  const SvgChart chart(box, {p.x_lo, p.x_hi, SvgAxis::Scale::decades, "arithmetic intensity (FLOP/byte)"},
                       {p.y_lo, p.y_hi, SvgAxis::Scale::decades, "performance (GFLOP/s)"});
  std::string s = chart.open(p.title);
  // The plot area as an SVG of its own, in the same coordinates: it clips what lies outside the
  // ranges (a point below six decades under the top), as gnuplot does.
  s +=
      fmt::format("<svg class=\"area\" x=\"{0}\" y=\"{1}\" width=\"{2}\" height=\"{3}\" viewBox=\"{0} {1} {2} {3}\">\n",
                  box.left, box.top, svg_px(box.plot_width()), svg_px(box.plot_height()));
  for (const RoofSegment& r : p.other_roofs)
    s += svg_line(chart.sx(r.x1), chart.sy(r.y1), chart.sx(r.x2), chart.sy(r.y2), r.colour, r.width);
  for (std::size_t i = 0; i < p.roofs.size(); ++i) {
    const RoofSegment& r = p.roofs[i];
    const double x1 = chart.sx(r.x1), y1 = chart.sy(r.y1), x2 = chart.sx(r.x2), y2 = chart.sy(r.y2);
    s += svg_line(x1, y1, x2, y2, r.colour, r.width, r.dash);
    // A wide invisible line over it: the roof's hover target.
    if (i < p.roof_refs.size())
      s += fmt::format(
          "<line class=\"roof\" data-t=\"{}\" data-p=\"{}\" x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"#000000\" "
          "stroke-opacity=\"0\" stroke-width=\"9\"/>\n",
          p.roof_refs[i].first, p.roof_refs[i].second, svg_px(x1), svg_px(y1), svg_px(x2), svg_px(y2));
  }
  for (const SvgRidge& r : p.ridges)
    s += fmt::format("<circle cx=\"{}\" cy=\"{}\" r=\"7\" fill=\"none\" stroke=\"{}\" stroke-width=\"1.5\"/>\n",
                     svg_px(chart.sx(r.x)), svg_px(chart.sy(r.y)), r.colour);
  s += "<g class=\"points\">\n";
  for (const SvgPoint& pt : p.points)
    s += svg_mark(pt.shape, chart.sx(pt.x), chart.sy(pt.y), pt.colour,
                  fmt::format("class=\"pt\" data-t=\"{}\" data-p=\"{}\" data-g=\"{}\"", pt.table, pt.row, pt.groups),
                  pt.opacity);
  s += "</g>\n";
  // The labels last, over the points, each where the layout placed its box (centre in pixels from the
  // plot area's bottom-left corner).
  for (const PlotLabel& l : p.labels) {
    SvgText t;
    t.text = l.text, t.colour = l.colour, t.angle = l.angle, t.size = kLabelEmPx;
    t.x = box.left + l.cx, t.y = box.top + box.plot_height() - l.cy;
    t.boxed = true, t.half_w = l.half_w, t.half_h = l.half_h;
    s += svg_text_element(t);
  }
  return s + "</svg>\n</svg>\n";
}

}  // namespace cpuroof::analysis
