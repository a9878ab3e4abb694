#include "io/csv.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <set>
#include <stdexcept>

#include "io/errors.hpp"

namespace cpuroof::analysis {
namespace {

void append_quoted(std::string& out, const std::string& field) {
  if (field.find_first_of(",\"\n\r") == std::string::npos) {
    out += field;
    return;
  }
  out += '"';
  for (char c : field) {
    if (c == '"') out += '"';
    out += c;
  }
  out += '"';
}

}  // namespace

void append_csv_row(std::string& out, const std::vector<std::string>& row) {
  for (std::size_t i = 0; i < row.size(); ++i) {
    if (i) out += ',';
    append_quoted(out, row[i]);
  }
  out += '\n';
}

std::string CsvTable::to_string() const {
  std::string out;
  append_csv_row(out, header);
  for (const auto& row : rows) {
    if (row.size() != header.size()) throw std::logic_error("CSV row width differs from its header");
    append_csv_row(out, row);
  }
  return out;
}

std::size_t CsvTable::column(const std::string& name) const {
  for (std::size_t i = 0; i < header.size(); ++i)
    if (header[i] == name) return i;
  throw std::out_of_range("no column '" + name + "'");
}

CsvReader::CsvReader(std::string_view text, std::string path) : text_(text), path_(std::move(path)) {
  // A byte order mark, as spreadsheet programs write UTF-8, is not part of the first column's name.
  if (text_.substr(0, 3) == "\xEF\xBB\xBF") pos_ = 3;
  if (!record(header_)) fail("empty CSV (expected a header row)");
  std::set<std::string_view> names;
  for (const auto& name : header_)
    if (!names.insert(name).second) fail("column '" + name + "' appears twice in the header");
  blank_ = 0;  // blank lines before the header are nothing
}

bool CsvReader::next(std::vector<std::string>& row) {
  if (!record(row)) return false;
  ++row_number_;
  if (blank_) fail("row " + std::to_string(blank_) + " is blank (blank lines may only end the file)");
  if (row.size() != header_.size())
    fail("row " + std::to_string(row_number_) + " has " + std::to_string(row.size()) + " fields (expected " +
         std::to_string(header_.size()) + ")");
  return true;
}

void CsvReader::fail(const std::string& what) const { throw InputError(path_ + ": " + what); }

bool CsvReader::record(std::vector<std::string>& out) {
  out.clear();
  std::string field;
  bool quoted = false, any = false;  // any: the line has a field (a blank line ends no record)
  // A record wider than its header (or a header wider than any table) is refused before it grows.
  const bool header = &out == &header_;
  const std::size_t most = header ? kMaxCsvColumns : header_.size();
  const auto where = [&] { return header ? std::string("the header") : "row " + std::to_string(row_number_ + 1); };
  // A field too long is refused as it grows, not once a line of a GB is held twice.
  const auto check_length = [&] {
    if (field.size() > kMaxCsvFieldBytes)
      fail(where() + " has a field longer than " + std::to_string(kMaxCsvFieldBytes >> 10) +
           " KiB, more than cpuroof reads");
  };
  const auto end_field = [&] {
    if (out.size() == most)
      fail(where() + " has more than " + std::to_string(most) +
           (header ? " columns, more than cpuroof reads" : " fields"));
    check_length();
    out.push_back(std::move(field));
    field.clear();
  };
  while (pos_ < text_.size()) {
    check_length();
    const char c = text_[pos_++];
    if (quoted) {
      if (c == '"' && pos_ < text_.size() && text_[pos_] == '"') {
        field += '"';
        ++pos_;
      } else if (c == '"')
        quoted = false;
      else
        field += c;
    } else if (c == '"') {
      quoted = true;
      any = true;
    } else if (c == ',') {
      end_field();
      any = true;
    } else if (c == '\n') {
      if (any) {
        end_field();
        return true;
      }
      if (!blank_) blank_ = row_number_ + 1;  // a blank line: an error only if a row follows
    } else if (c != '\r') {
      // The rest of an unquoted run at once: most of a large file.
      const std::size_t end = std::min({text_.find_first_of(",\"\n\r", pos_), text_.size(), pos_ + kMaxCsvFieldBytes});
      field += c;
      field.append(text_.substr(pos_, end - pos_));
      pos_ = end;
      any = true;
    }
  }
  if (quoted) fail("unterminated quoted field");
  if (!any) return false;
  end_field();
  return true;
}

CsvTable parse_csv(std::string_view text, const std::string& path) {
  CsvReader reader(text, path);
  CsvTable t;
  t.header = reader.header();
  std::size_t cells = 0;
  for (std::vector<std::string> row; reader.next(row);) {
    cells += row.size();
    if (cells > kMaxCsvCells)
      throw InputError(path + ": more than " + std::to_string(kMaxCsvCells) +
                       " cells (rows times columns), more than cpuroof reads");
    t.rows.push_back(std::move(row));
  }
  return t;
}

std::string csv_number(double v) {
  if (std::isnan(v)) return "";
  // Large values keep six significant digits but no exponent (8404992, not 8.40499e+06): a reader
  // plots the column as it is. Exact integers are written whole.
  // std::to_chars writes what printf's %.0f and %.6g do, several times faster than a format string:
  // placed.csv has millions of cells.
  char text[32];
  const double magnitude = std::fabs(v);
  if (magnitude >= 1e6 && magnitude < 1e18) {
    const double unit = std::pow(10.0, std::floor(std::log10(magnitude)) - 5);
    const double whole = v == std::floor(v) ? v : std::round(v / unit) * unit;
    return {text, std::to_chars(text, text + sizeof text, whole, std::chars_format::fixed, 0).ptr};
  }
  return {text, std::to_chars(text, text + sizeof text, v, std::chars_format::general, 6).ptr};
}

std::string csv_positive(double v) { return v > 0 ? csv_number(v) : ""; }

}  // namespace cpuroof::analysis
