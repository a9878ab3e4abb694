#pragma once
// A result folder read back: meta.json, roofs.csv and points.csv as the model's own structures, so
// plot and compare work the same on a folder just fitted and on one fitted elsewhere.
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "io/csv.hpp"
#include "model/latency.hpp"
#include "model/points.hpp"
#include "model/roofline.hpp"

namespace cpuroof::analysis {

struct ResultSet {
  std::string name;  // the folder, as given (labels runs in compare)
  std::map<std::string, std::string> meta;
  Roofline roofline;  // roofs and clocks; levels rebuilt from the bandwidth roofs' working-set ranges
  std::vector<KernelPoint> points;
  // checks.csv, when the folder has one: check name ("aa", "drift") and whether it passed.
  std::map<std::string, bool> checks_pass;
  // latency.csv's level rows, when the folder has one (model/latency.hpp; no loaded rows).
  std::vector<LatencyLevel> latency;
  // roofs.csv and points.csv as read: row i is roofline.roofs[i] and points[i], for pages that show a
  // row's cells as the table holds them (report/html_report.hpp).
  CsvTable roofs_csv, points_csv;
};

// Pure: parses the tables fit writes (columns as documented in results/README.md). `where` names the
// folder in errors.
ResultSet result_from_tables(const CsvTable& roofs, const CsvTable& points, const std::string& where);

// roofs.csv's roofs alone, checked as result_from_tables checks them; `file` names it in errors.
std::vector<Roof> roofs_from_table(const CsvTable& roofs, const std::string& file);

// latency.csv's level rows (families/latency_report.hpp writes them); `where` names the file in errors.
std::vector<LatencyLevel> latency_from_table(const CsvTable& latency, const std::string& where);
// The folder's latency.csv levels; empty when it has none (a run without the latency family).
std::vector<LatencyLevel> read_latency(const std::filesystem::path& dir);

// Reads a table and checks its columns and schema_version; InputError naming the file otherwise.
CsvTable read_table(const std::filesystem::path& file, const std::vector<std::string>& required);
// Reads a whole result folder; InputError naming the file on anything missing or malformed.
ResultSet read_result_dir(const std::filesystem::path& dir);

std::string read_text_file(const std::filesystem::path& file);

}  // namespace cpuroof::analysis
