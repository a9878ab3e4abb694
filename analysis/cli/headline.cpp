#include "cli/headline.hpp"

#include "report/report_headline.hpp"

namespace cpuroof::analysis {

std::string headline_of(const ResultSet& result, const std::map<std::string, std::string>& meta,
                        const CsvTable& checks) {
  HeadlineInput headline{result.roofline, result.points, meta, {}, result.latency};
  for (const auto& row : checks.rows)
    headline.checks.emplace_back(row[checks.column("pass")] == "true", row[checks.column("detail")]);
  return render_headline(headline);
}

}  // namespace cpuroof::analysis
