#pragma once
// The frame of report.html: one self-contained file (no network, no file beside it) whose only
// script and style are the page's own (report/html_script.hpp), allowed by their hashes in a
// Content-Security-Policy that allows nothing else: even markup an input smuggled in could neither
// run script nor load anything. The body is markup of the caller's making, every input string in it
// through html_text; the data block is JSON through script_json. Pure.
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace cpuroof::analysis {

struct HtmlPage {
  std::string title;    // text
  std::string body;     // markup
  nlohmann::json data;  // the data block the script reads: {"tables": [...]}
};

std::string render_html_page(const HtmlPage& page);

// A table of text cells (escaped here).
std::string html_table(const std::vector<std::string>& header, const std::vector<std::vector<std::string>>& rows);

// A toggle in a fieldset: a checkbox, checked, with a swatch (markup of the caller's) and text. `data`
// names what it toggles: data-g="<group>" (points of that group) or data-panel="<n>" (a figure).
std::string html_toggle(const std::string& data, const std::string& swatch, const std::string& text);

// A point mark of svg_mark's shape and colour on its own, for a toggle's label.
std::string html_swatch(int shape, const std::string& colour);

// A table of the page's data block: a name shown in tooltips ("points.csv"), its kind ("point" or
// "roof": how the script describes a row), the columns, and rows as [their line in the file, cells...].
nlohmann::json html_data_table(const std::string& name, const std::string& kind,
                               const std::vector<std::string>& columns);
void add_html_data_row(nlohmann::json& table, std::size_t line, const std::vector<std::string>& cells);

}  // namespace cpuroof::analysis
