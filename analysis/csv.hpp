#pragma once
// Minimal RFC 4180 CSV: a header row, then rows of the same width. Fields with commas, quotes or
// newlines are quoted.
#include <string>
#include <vector>

namespace cpuroof::analysis {

struct CsvTable {
  std::vector<std::string> header;
  std::vector<std::vector<std::string>> rows;

  [[nodiscard]] std::string to_string() const;
  // Index of a column; throws std::out_of_range naming it when absent.
  [[nodiscard]] std::size_t column(const std::string& name) const;
};

// Parses CSV text; `path` is used in InputError messages (ragged rows, unterminated quotes).
CsvTable parse_csv(const std::string& text, const std::string& path);

// Numbers as they go into CSVs: up to 6 significant digits, empty for NaN; integers and values of a
// million or more without an exponent.
std::string csv_number(double v);

}  // namespace cpuroof::analysis
