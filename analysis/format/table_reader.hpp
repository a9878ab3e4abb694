#pragma once
// Reading a table back: its required columns and schema_version checked, and one row's cells by
// column name, numbers checked; every error an InputError naming the file, row and column.
#include <filesystem>
#include <string>
#include <vector>

#include "io/csv.hpp"

namespace cpuroof::analysis {

struct RowReader {
  const CsvTable& t;
  const std::string& file;
  std::size_t row;

  [[nodiscard]] const std::string& text(const char* col) const { return t.rows[row][t.column(col)]; }
  // An empty cell is `fallback` (the tables leave cells empty where a value does not apply).
  [[nodiscard]] double number(const char* col, double fallback = 0) const;
  [[nodiscard]] int integer(const char* col) const;
  // An InputError naming this row and column, the cell and what was expected of it.
  [[noreturn]] void refuse(const char* col, const std::string& expected) const;
};

// Whether the table has a column (optional columns: tables written before it lack it).
bool has_column(const CsvTable& t, const char* col);

// InputError naming the file unless the table has every `required` column and each row's
// schema_version is one this cpuroof reads (format/table_schema.hpp).
void require_columns(const CsvTable& t, const std::string& file, const std::vector<std::string>& required);

// Reads a table and checks it as require_columns does.
CsvTable read_table(const std::filesystem::path& file, const std::vector<std::string>& required);

std::string read_text_file(const std::filesystem::path& file);

}  // namespace cpuroof::analysis
