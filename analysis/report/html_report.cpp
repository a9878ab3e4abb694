#include "report/html_report.hpp"

#include <fmt/format.h>

#include <map>
#include <set>

#include "io/html_text.hpp"
#include "model/identity.hpp"
#include "model/meta_lookup.hpp"
#include "plot/latency_svg.hpp"
#include "plot/roofline_svg.hpp"
#include "report/html_page.hpp"
#include "format/roofs_table.hpp"
#include "format/points_table.hpp"

namespace cpuroof::analysis {
namespace {

const std::string kSwatchColour = "#555555";

std::string folder_basename(std::string path) {
  while (path.size() > 1 && path.back() == '/') path.pop_back();
  const auto slash = path.rfind('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

std::string headline_markup(const HtmlReportInput& in) {
  std::string s = "<h2>At a glance</h2>\n";
  for (const HeadlineTable& t : in.tables) {
    s += html_table(t.header, t.rows);
    if (!t.note.empty()) s += "<p class=\"note\">" + html_text(t.note) + "</p>\n";
  }
  if (!in.checks.empty()) {
    s += "<ul class=\"checks\">\n";
    for (const auto& [pass, detail] : in.checks)
      s += fmt::format("<li class=\"{}\">{} {}</li>\n", pass ? "ok" : "warn",
                       pass ? "\u2714" : "\u26a0 warning:", html_text(detail));
    s += "</ul>\n";
  }
  return s;
}

// Implementations' point shapes (svg_mark's): hand, openblas, eigen, naive filled, the others open.
int impl_shape_of(const std::string& impl, std::size_t rank_among_others) {
  static const std::map<std::string, int> kShapes = {{"hand", 0}, {"openblas", 1}, {"eigen", 2}, {"naive", 3}};
  const auto it = kShapes.find(impl);
  if (it != kShapes.end()) return it->second;
  return kSvgShapes / 2 + static_cast<int>(rank_among_others % (kSvgShapes / 2));
}

// The roofline's toggles and panels; the rows they draw go into the data block's tables (points 0,
// roofs 1), a mark's data-p its row there.
std::string roofline_section(const ResultSet& r, const RooflinePlot& plot, nlohmann::json& points,
                             nlohmann::json& roofs) {
  // Toggle groups: the families by the colours the panels gave them, the implementations by shape.
  std::map<std::string, std::string> family_colour;
  std::set<std::string> impls;
  for (const RooflinePanel& p : plot.panels) {
    for (const auto& [family, colour] : p.series) family_colour.emplace(family, colour);
    for (std::size_t i : p.point_rows) impls.insert(r.points[i].impl);
  }
  std::map<std::string, std::size_t> family_index, impl_index;
  std::map<std::string, int> impl_shape;
  std::string family_toggles, impl_toggles, panel_toggles;
  for (const auto& [family, colour] : family_colour) {
    const std::size_t k = family_index.size();
    family_index[family] = k;
    family_toggles += html_toggle(fmt::format("data-g=\"f{}\"", family_index[family]), html_swatch(0, colour), family);
  }
  std::size_t others = 0;
  for (const auto& impl : impls) {
    const std::size_t k = impl_index.size();
    impl_index[impl] = k;
    impl_shape[impl] = impl_shape_of(impl, others);
    if (impl_shape[impl] >= kSvgShapes / 2) ++others;
    impl_toggles += html_toggle(fmt::format("data-g=\"i{}\"", impl_index[impl]),
                                html_swatch(impl_shape[impl], kSwatchColour), impl);
  }

  std::string figures;
  std::size_t drawn = 0;
  const SvgBox box{kPlotLeft + static_cast<int>(plot.frame_width) + 24,
                   kPlotTop + static_cast<int>(plot.frame_height) + kPlotBottom,
                   kPlotLeft,
                   kPlotTop,
                   24,
                   kPlotBottom};
  for (std::size_t n = 0; n < plot.panels.size(); ++n) {
    const RooflinePanel& p = plot.panels[n];
    SvgRoofPanel svg;
    svg.title = p.title, svg.x_lo = p.x_lo, svg.x_hi = p.x_hi, svg.y_lo = p.y_lo, svg.y_hi = p.y_hi;
    svg.roofs = p.roofs, svg.other_roofs = p.other_roofs, svg.labels = p.labels;
    for (std::size_t row : p.roof_rows) {
      svg.roof_refs.emplace_back(1, roofs["rows"].size());
      add_html_data_row(roofs, row + 2, r.roofs_csv.rows[row]);
    }
    for (const RidgeMark& m : p.ridges) svg.ridges.push_back({m.x, m.y, "#000000"});
    for (std::size_t row : p.point_rows) {
      const KernelPoint& k = r.points[row];
      SvgPoint pt;
      pt.x = k.ai, pt.y = k.gflop_per_s, pt.shape = impl_shape[k.impl], pt.colour = family_colour[k.family];
      pt.table = 0, pt.row = points["rows"].size();
      pt.groups = fmt::format("f{} i{}", family_index[k.family], impl_index[k.impl]);
      add_html_data_row(points, row + 2, r.points_csv.rows[row]);
      svg.points.push_back(pt);
    }
    drawn += p.point_rows.size();
    figures += fmt::format("<figure id=\"panel-{}\">\n{}</figure>\n", n, roofline_panel_svg(svg, box));
    panel_toggles += html_toggle(fmt::format("data-panel=\"{}\"", n), "", p.title);
  }
  std::string out = fmt::format(
      "<h2>Roofline</h2>\n<p class=\"note\">{} of the {} rows of points.csv drawn: every kernel with an "
      "intensity and a rate above 0 that the view selects (not the clock, nor the A/A check unless asked for). "
      "Hover over a point or a roof for its row; the boxes hide families, implementations and panels.</p>\n",
      drawn, r.points_csv.rows.size());
  return out + "<div class=\"toggles\">\n<fieldset><legend>families</legend>\n" + family_toggles +
         "</fieldset>\n<fieldset><legend>implementations</legend>\n" + impl_toggles +
         "</fieldset>\n<fieldset><legend>panels</legend>\n" + panel_toggles + "</fieldset>\n</div>\n" + figures;
}

}  // namespace

std::string render_html_report(const HtmlReportInput& in) {
  const ResultSet& r = in.result;
  HtmlPage page;
  const std::string model = get(r.meta, "cpu_model");
  page.title = "cpuroof: " + (model.empty() ? folder_basename(r.name) : model);
  page.body = "<h1>" + html_text(page.title) + "</h1>\n<p class=\"sub\">" +
              html_text(identity_line(machine_identity(r.meta)) + " \u00b7 " + folder_basename(r.name)) + "</p>\n";
  page.body += headline_markup(in);

  nlohmann::json points = html_data_table(kPointsFile, "point", r.points_csv.header);
  nlohmann::json roofs = html_data_table(kRoofsFile, "roof", r.roofs_csv.header);
  if (in.roofline) page.body += roofline_section(r, *in.roofline, points, roofs);
  if (in.latency) page.body += "<h2>Latency and memory-level parallelism</h2>\n" + latency_svgs(*in.latency);
  page.data = {{"tables", nlohmann::json::array({points, roofs})}};
  return render_html_page(page);
}

}  // namespace cpuroof::analysis
