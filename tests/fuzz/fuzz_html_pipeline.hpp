#pragma once
// What the HTML fuzzer drives, shared by its libFuzzer target and the corpus replay test: arbitrary
// bytes as the strings a result folder from another machine could hold, through html_text and
// script_json (each output checked against what keeps it text), and as every name of the tiny synthetic
// run's roofs.csv and points.csv and its CPU model through the whole report.html, which
// html_check.hpp then reads as a browser's parser would meet it. Bad tables may only surface as
// InputError; a broken invariant throws std::logic_error.
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "cli/headline.hpp"
#include "fuzz_text_fields.hpp"
#include "html_check.hpp"
#include "io/csv.hpp"
#include "io/html_text.hpp"
#include "io/load.hpp"
#include "io/printable.hpp"
#include "model/points.hpp"
#include "model/result_set.hpp"
#include "model/roofline.hpp"
#include "plot/plot.hpp"
#include "format/points_table.hpp"
#include "model/best_roofs.hpp"
#include "synthetic_run.hpp"

namespace cpuroof::testing {

// Text: no markup character raw, references only html_text's; read back it is the printable line.
inline void check_html_text(const std::string& s) {
  const std::string html = analysis::html_text(s);
  std::string plain;
  for (std::size_t i = 0; i < html.size(); ++i) {
    require(std::string_view("<>\"'").find(html[i]) == std::string_view::npos, "no raw markup character", s);
    if (html[i] != '&') {
      plain += html[i];
      continue;
    }
    bool known = false;
    for (const auto& [ref, c] : std::vector<std::pair<std::string, char>>{
             {"&amp;", '&'}, {"&lt;", '<'}, {"&gt;", '>'}, {"&quot;", '"'}, {"&#39;", '\''}})
      if (html.compare(i, ref.size(), ref) == 0) {
        plain += c, i += ref.size() - 1, known = true;
        break;
      }
    require(known, "an & starts one of html_text's references", s);
  }
  require(plain == analysis::printable_line(s), "text read back is the printable line", s);
}

// A data block: nothing that could end or bend it, and JSON.parse gives the string back.
inline void check_script_json(const std::string& s) {
  const nlohmann::json value = {{"cell", s}};
  const std::string text = analysis::script_json(value);
  for (const char* absent : {"<", ">", "&", "\xE2\x80\xA8", "\xE2\x80\xA9"})
    require(text.find(absent) == std::string::npos, "no < > & or line separator in a data block", s);
  const std::string as_json = value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  require(nlohmann::json::parse(text) == nlohmann::json::parse(as_json), "a data block parses back", s);
}

// The tiny synthetic run's tables (a roof of each kind, a score of points: fast to draw), once: the
// names in them get the fuzzer's strings.
inline const std::pair<analysis::CsvTable, analysis::CsvTable>& synthetic_tables() {
  using namespace cpuroof::analysis;
  static const auto tables = [] {
    const RawRun run = load_raw_text(tiny_run().dump(), "tiny.json");
    const Roofline r = derive_roofline(run);
    return std::make_pair(parse_csv(roofs_table(r).to_string(), "roofs.csv"),
                          parse_csv(points_table(place_points(run, r)).to_string(), "points.csv"));
  }();
  return tables;
}

inline void fuzz_html_pipeline(std::string_view data) {
  using namespace cpuroof::analysis;
  const std::vector<std::string> fields = text_fields(data);
  for (const std::string& s : fields) {
    check_html_text(s);
    check_script_json(s);
  }
  // Field k names column k of the text columns, row by row (a name per row where there are enough).
  auto [roofs, points] = synthetic_tables();
  std::size_t next = 0;
  for (CsvTable* t : {&roofs, &points})
    for (const char* column : {"benchmark", "family", "kernel", "impl", "level", "variant", "isa", "source"}) {
      const auto at = std::find(t->header.begin(), t->header.end(), column);
      if (at == t->header.end()) continue;
      for (auto& row : t->rows) row[static_cast<std::size_t>(at - t->header.begin())] = fields[next++ % fields.size()];
    }
  ResultSet result = result_from_tables(roofs, points, fields.front());
  result.meta["cpu_model"] = fields.back();
  const RooflinePlot picture = roofline_plot_model(result, {});
  const CsvTable checks{{"schema_version", "check", "pass", "detail"}, {{"2", "aa", "false", fields.back()}}};
  const auto problems = html_page_problems(report_html_of(result, checks, &picture, nullptr));
  require(problems.empty(), problems.empty() ? "" : problems.front().c_str(), data);
}

}  // namespace cpuroof::testing
