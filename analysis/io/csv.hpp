#pragma once
// Minimal RFC 4180 CSV: a header row, then rows of the same width. Fields with commas, quotes or
// newlines are quoted.
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace cpuroof::analysis {

struct CsvTable {
  std::vector<std::string> header;
  std::vector<std::vector<std::string>> rows;

  [[nodiscard]] std::string to_string() const;
  // Index of a column; throws std::out_of_range naming it when absent.
  [[nodiscard]] std::size_t column(const std::string& name) const;
};

// Appends one row as to_string writes it (for a table too large to hold as cells).
void append_csv_row(std::string& out, const std::vector<std::string>& row);

// What CSV reading takes at most. cpuroof's tables have under 100 columns, and a full run's
// points.csv about 120,000 cells; parse_csv's table of 4 Mi cells takes at most about 250 MB.
inline constexpr std::size_t kMaxCsvColumns = 4096;
inline constexpr std::size_t kMaxCsvCells = std::size_t{4} << 20;
// A cell's longest: cpuroof's longest are benchmark names of a few hundred bytes, and messages
// quote cells.
inline constexpr std::size_t kMaxCsvFieldBytes = std::size_t{64} << 10;

// Reads CSV text a row at a time, for input too large to hold as a table. A UTF-8 byte order mark
// and blank lines at the end are skipped, and \r\n line ends read as \n. InputError naming `path`
// for an empty text, a header of more than kMaxCsvColumns or naming a column twice, a row of
// another width than the header's, a field over kMaxCsvFieldBytes, a blank line inside the table,
// or an unterminated quote.
class CsvReader {
 public:
  CsvReader(std::string_view text, std::string path);  // reads the header

  [[nodiscard]] const std::vector<std::string>& header() const { return header_; }
  // The next row's cells into `row`; false at the end.
  bool next(std::vector<std::string>& row);
  // The number of the row next() gave last (the header is row 1).
  [[nodiscard]] std::size_t row_number() const { return row_number_; }

 private:
  [[noreturn]] void fail(const std::string& what) const;
  bool record(std::vector<std::string>& out);  // the next line's fields; false at the end

  std::string_view text_;
  std::string path_;
  std::size_t pos_ = 0;
  std::vector<std::string> header_;
  std::size_t row_number_ = 1;
  std::size_t blank_ = 0;  // the row number a blank line took, 0 if none yet
};

// A whole table, as CsvReader reads it, of at most kMaxCsvCells cells.
CsvTable parse_csv(std::string_view text, const std::string& path);

// Numbers as they go into CSVs: up to 6 significant digits, empty for NaN; integers and values of a
// million or more without an exponent.
std::string csv_number(double v);
// csv_number of a value above 0, else an empty cell: where a quantity does not apply or is unknown.
std::string csv_positive(double v);

}  // namespace cpuroof::analysis
