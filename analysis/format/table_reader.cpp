#include "format/table_reader.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <stdexcept>

#include "format/columns.hpp"
#include "format/table_schema.hpp"
#include "io/errors.hpp"
#include "io/load.hpp"

namespace cpuroof::analysis {

void RowReader::refuse(const char* col, const std::string& expected) const {
  throw InputError(file + ": row " + std::to_string(row + 2) + ", column '" + col + "' is '" + text(col) +
                   "' (expected " + expected + ")");
}

double RowReader::number(const char* col, double fallback) const {
  const std::string& s = text(col);
  if (s.empty()) return fallback;
  char* end = nullptr;
  const double v = std::strtod(s.c_str(), &end);
  // ERANGE also flags a subnormal, which is a number csv_number may write (1e-309): only an
  // overflow (infinite) is refused.
  if (end != s.c_str() + s.size() || !std::isfinite(v)) refuse(col, "a finite number");
  return v;
}

int RowReader::integer(const char* col) const {
  const double v = number(col, -1);
  if (v < 1 || v > 1e6 || v != std::floor(v)) refuse(col, "a positive integer");
  return static_cast<int>(v);
}

bool has_column(const CsvTable& t, const char* col) {
  return std::find(t.header.begin(), t.header.end(), col) != t.header.end();
}

void require_columns(const CsvTable& t, const std::string& file, const std::vector<std::string>& required) {
  for (const auto& c : required) {
    try {
      (void)t.column(c);
    } catch (const std::out_of_range&) {
      throw InputError(file + ": no column '" + c + "' (not a cpuroof table?)");
    }
  }
  const std::size_t sv = t.column(col::schema_version);
  for (const auto& row : t.rows)
    if (row[sv] != kTableSchemaVersion && row[sv] != kTableSchemaVersion1 && row[sv] != kTableSchemaVersionHybrid)
      throw InputError(file + ": schema_version " + row[sv] + " (this cpuroof reads " + kTableSchemaVersion1 + ", " +
                       kTableSchemaVersion + " and " + kTableSchemaVersionHybrid + ")");
}

std::string read_text_file(const std::filesystem::path& file) { return read_regular_file(file.string()); }

CsvTable read_table(const std::filesystem::path& file, const std::vector<std::string>& required) {
  CsvTable t = parse_csv(read_text_file(file), file.string());
  require_columns(t, file.string(), required);
  return t;
}

}  // namespace cpuroof::analysis
