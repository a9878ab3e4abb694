#include "csv.hpp"

#include <cmath>
#include <fmt/format.h>
#include <stdexcept>

#include "errors.hpp"

namespace cpuroof::analysis {
namespace {

std::string quote(const std::string& field) {
  if (field.find_first_of(",\"\n\r") == std::string::npos) return field;
  std::string out = "\"";
  for (char c : field) {
    if (c == '"') out += '"';
    out += c;
  }
  return out + "\"";
}

void append_row(std::string& out, const std::vector<std::string>& row) {
  for (std::size_t i = 0; i < row.size(); ++i) {
    if (i) out += ',';
    out += quote(row[i]);
  }
  out += '\n';
}

}  // namespace

std::string CsvTable::to_string() const {
  std::string out;
  append_row(out, header);
  for (const auto& row : rows) {
    if (row.size() != header.size()) throw std::logic_error("CSV row width differs from its header");
    append_row(out, row);
  }
  return out;
}

std::size_t CsvTable::column(const std::string& name) const {
  for (std::size_t i = 0; i < header.size(); ++i)
    if (header[i] == name) return i;
  throw std::out_of_range("no column '" + name + "'");
}

CsvTable parse_csv(const std::string& text, const std::string& path) {
  std::vector<std::vector<std::string>> rows;
  std::vector<std::string> row;
  std::string field;
  bool quoted = false, any = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (quoted) {
      if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') { field += '"'; ++i; }
      else if (c == '"') quoted = false;
      else field += c;
    } else if (c == '"') { quoted = true; any = true; }
    else if (c == ',') { row.push_back(field); field.clear(); any = true; }
    else if (c == '\n') { row.push_back(field); field.clear(); rows.push_back(row); row.clear(); any = false; }
    else if (c != '\r') { field += c; any = true; }
  }
  if (quoted) throw InputError(path + ": unterminated quoted field");
  if (any) { row.push_back(field); rows.push_back(row); }
  if (rows.empty()) throw InputError(path + ": empty CSV (expected a header row)");
  CsvTable t;
  t.header = rows.front();
  for (std::size_t r = 1; r < rows.size(); ++r) {
    if (rows[r].size() != t.header.size())
      throw InputError(path + ": row " + std::to_string(r + 1) + " has " + std::to_string(rows[r].size()) +
                       " fields (expected " + std::to_string(t.header.size()) + ")");
    t.rows.push_back(rows[r]);
  }
  return t;
}

std::string csv_number(double v) {
  if (std::isnan(v)) return "";
  // Large values keep six significant digits but no exponent (8404992, not 8.40499e+06): a reader
  // plots the column as it is. Exact integers are written whole.
  const double magnitude = std::fabs(v);
  if (magnitude >= 1e6 && magnitude < 1e18) {
    if (v == std::floor(v)) return fmt::format("{:.0f}", v);
    const double unit = std::pow(10.0, std::floor(std::log10(magnitude)) - 5);
    return fmt::format("{:.0f}", std::round(v / unit) * unit);
  }
  return fmt::format("{:.6g}", v);
}

}  // namespace cpuroof::analysis
