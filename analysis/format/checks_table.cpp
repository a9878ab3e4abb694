#include "format/checks_table.hpp"

#include "format/columns.hpp"
#include "format/table_reader.hpp"
#include "format/table_schema.hpp"

namespace cpuroof::analysis {

namespace {

// What a reader of the checks' verdicts and sentences needs.
const std::vector<std::string> kChecksRequiredColumns = {col::schema_version, col::check, col::pass, col::detail};

}  // namespace

CsvTable checks_table(const std::vector<Check>& checks) {
  CsvTable t;
  t.header = {col::schema_version, col::check, col::ratio, col::ratio_ci_low,
              col::ratio_ci_high,  col::pass,  col::detail};
  for (const auto& c : checks)
    t.rows.push_back({kTableSchemaVersion, c.name, csv_number(c.value), csv_number(c.ci.low), csv_number(c.ci.high),
                      c.pass ? "true" : "false", c.detail});
  return t;
}

CsvTable read_checks_table(const std::filesystem::path& dir) {
  const std::filesystem::path file = dir / kChecksFile;
  return std::filesystem::exists(file) ? read_table(file, kChecksRequiredColumns) : CsvTable{};
}

std::map<std::string, bool> checks_passed(const CsvTable& checks) {
  std::map<std::string, bool> out;
  if (checks.header.empty()) return out;
  for (const auto& row : checks.rows) out[row[checks.column(col::check)]] = row[checks.column(col::pass)] == "true";
  return out;
}

}  // namespace cpuroof::analysis
