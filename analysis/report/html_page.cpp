#include "report/html_page.hpp"

#include <fmt/format.h>

#include "io/html_text.hpp"
#include "io/printable.hpp"
#include "plot/svg_chart.hpp"
#include "report/html_script.hpp"

namespace cpuroof::analysis {

std::string render_html_page(const HtmlPage& page) {
  const std::string style = html_report_style(), script = html_report_script();
  // default-src 'none': no fetch, image, font, frame or connection of any kind; only the two blocks
  // below, by their hashes. A <meta> policy applies from where it stands: it comes first.
  const std::string policy =
      fmt::format("default-src 'none'; script-src {}; style-src {}; base-uri 'none'; form-action 'none'",
                  csp_hash_source(script), csp_hash_source(style));
  return fmt::format(
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
      "<meta http-equiv=\"Content-Security-Policy\" content=\"{}\">\n"
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
      "<title>{}</title>\n<style>{}</style>\n</head>\n<body>\n{}"
      "<div id=\"tooltip\" role=\"tooltip\" hidden></div>\n<pre id=\"selftest\" hidden></pre>\n"
      "<script type=\"application/json\" id=\"cpuroof-data\">{}</script>\n<script>{}</script>\n</body>\n</html>\n",
      policy, html_text(page.title), style, page.body, script_json(page.data), script);
}

std::string html_table(const std::vector<std::string>& header, const std::vector<std::vector<std::string>>& rows) {
  std::string s = "<table>\n<thead><tr>";
  for (const auto& h : header) s += "<th>" + html_text(h) + "</th>";
  s += "</tr></thead>\n<tbody>\n";
  for (const auto& row : rows) {
    s += "<tr>";
    for (const auto& c : row) s += "<td>" + html_text(c) + "</td>";
    s += "</tr>\n";
  }
  return s + "</tbody>\n</table>\n";
}

std::string html_swatch(int shape, const std::string& colour) {
  return "<svg width=\"12\" height=\"12\" viewBox=\"0 0 12 12\" aria-hidden=\"true\">" +
         svg_mark(shape, 6, 6, colour, "") + "</svg>";
}

std::string html_toggle(const std::string& data, const std::string& swatch, const std::string& text) {
  return fmt::format("<label><input type=\"checkbox\" checked {}> {} {}</label>\n", data, swatch, html_text(text));
}

nlohmann::json html_data_table(const std::string& name, const std::string& kind,
                               const std::vector<std::string>& columns) {
  // Every string of the block one printable line, as the page's text is: JSON leaves DEL and C1 controls raw.
  std::vector<std::string> printable_columns;
  for (const auto& c : columns) printable_columns.push_back(printable_line(c));
  return {{"name", printable_line(name)},
          {"kind", kind},
          {"columns", printable_columns},
          {"rows", nlohmann::json::array()}};
}

void add_html_data_row(nlohmann::json& table, std::size_t line, const std::vector<std::string>& cells) {
  nlohmann::json row = nlohmann::json::array({line});
  for (const auto& c : cells) row.push_back(printable_line(c));
  table["rows"].push_back(std::move(row));
}

}  // namespace cpuroof::analysis
