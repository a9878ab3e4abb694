#include "cli/headline.hpp"

#include "report/html_report.hpp"
#include "report/report_headline.hpp"
#include "format/columns.hpp"

namespace cpuroof::analysis {
namespace {

std::vector<std::pair<bool, std::string>> check_sentences(const CsvTable& checks) {
  std::vector<std::pair<bool, std::string>> out;
  for (const auto& row : checks.rows)
    out.emplace_back(row[checks.column(col::pass)] == "true", row[checks.column(col::detail)]);
  return out;
}

}  // namespace

std::string headline_of(const ResultSet& result, const std::map<std::string, std::string>& meta,
                        const CsvTable& checks) {
  HeadlineInput headline{result.roofline, result.points, meta, check_sentences(checks), result.latency};
  return render_headline(headline);
}

std::string report_html_of(const ResultSet& result, const CsvTable& checks, const RooflinePlot* plot,
                           const LatencyCurves* latency) {
  const HeadlineInput headline{result.roofline, result.points, result.meta, {}, result.latency};
  return render_html_report({result, plot, headline_tables(headline), check_sentences(checks), latency});
}

}  // namespace cpuroof::analysis
