#include "report/html_compare.hpp"

#include <fmt/format.h>

#include <map>

#include "io/html_text.hpp"
#include "plot/roofline_svg.hpp"
#include "report/html_page.hpp"
#include "format/points_table.hpp"

namespace cpuroof::analysis {
std::string render_html_compare(const std::vector<ResultSet>& runs, const ComparePlot& plot) {
  HtmlPage page;
  page.title = "cpuroof: " + std::to_string(runs.size()) + " runs compared";
  page.body = "<h1>" + html_text(page.title) + "</h1>\n";

  nlohmann::json tables = nlohmann::json::array();
  std::string run_toggles, family_toggles, panel_toggles;
  for (std::size_t i = 0; i < runs.size() && i < plot.runs.size(); ++i) {
    tables.push_back(html_data_table(plot.runs[i].label + ": " + runs[i].name + "/" + kPointsFile, "point",
                                     runs[i].points_csv.header));
    run_toggles +=
        html_toggle(fmt::format("data-g=\"r{}\"", i), html_swatch(0, plot.runs[i].colour), plot.runs[i].title);
  }
  std::map<std::string, std::size_t> family_index;
  for (const auto& [family, type] : plot.families) {
    const std::size_t k = family_index.size();
    family_index[family] = k;
    family_toggles +=
        html_toggle(fmt::format("data-g=\"f{}\"", k), html_swatch(static_cast<int>(k), "#555555"), family);
  }

  std::string figures;
  const SvgBox box{plot.width, plot.panel_px, plot.plot_left, plot.plot_top, plot.plot_right, plot.plot_bottom};
  for (std::size_t n = 0; n < plot.panels.size(); ++n) {
    const ComparePanel& p = plot.panels[n];
    SvgRoofPanel svg;
    svg.title = p.title, svg.x_lo = p.x_lo, svg.x_hi = p.x_hi, svg.y_lo = p.y_lo, svg.y_hi = p.y_hi;
    svg.roofs = p.roofs, svg.labels = p.labels;
    for (const CompareRidge& m : p.ridges) svg.ridges.push_back({m.x, m.y, m.colour});
    for (std::size_t run = 0; run < p.point_rows.size() && run < runs.size(); ++run)
      for (std::size_t row : p.point_rows[run]) {
        const KernelPoint& k = runs[run].points[row];
        const auto family = family_index.find(k.family);
        if (family == family_index.end()) continue;
        SvgPoint pt;
        pt.x = k.ai, pt.y = k.gflop_per_s, pt.shape = static_cast<int>(family->second),
        pt.colour = plot.runs[run].colour, pt.opacity = 0.6;
        pt.table = run, pt.row = tables[run]["rows"].size();
        pt.groups = fmt::format("r{} f{}", run, family->second);
        add_html_data_row(tables[run], row + 2, runs[run].points_csv.rows[row]);
        svg.points.push_back(pt);
      }
    figures += fmt::format("<figure id=\"panel-{}\">\n{}</figure>\n", n, roofline_panel_svg(svg, box));
    panel_toggles += html_toggle(fmt::format("data-panel=\"{}\"", n), "", p.title);
  }
  page.body += std::string(
                   "<p class=\"note\">One colour per run: its best FMA roof per dtype (f64 solid, f32 dashed), "
                   "its best bandwidth per memory level, a circle at its f64 ridge over the slowest level. ") +
               (plot.points_drawn ? "Hover over a point for its row of its run's points.csv."
                                  : fmt::format("Kernel points are drawn for up to {} runs; compare.md compares "
                                                "every kernel.",
                                                kMaxRunsWithPoints)) +
               "</p>\n";
  page.body +=
      "<div class=\"toggles\">\n<fieldset><legend>runs (their points)</legend>\n" + run_toggles + "</fieldset>\n";
  if (!family_toggles.empty()) page.body += "<fieldset><legend>families</legend>\n" + family_toggles + "</fieldset>\n";
  page.body += "<fieldset><legend>panels</legend>\n" + panel_toggles + "</fieldset>\n</div>\n" + figures;
  page.data = {{"tables", tables}};
  return render_html_page(page);
}

}  // namespace cpuroof::analysis
