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

// Pure: parses the tables fit writes (format/). `where` names the folder in errors.
ResultSet result_from_tables(const CsvTable& roofs, const CsvTable& points, const std::string& where);

// Reads a whole result folder; InputError naming the file on anything missing or malformed.
ResultSet read_result_dir(const std::filesystem::path& dir);

}  // namespace cpuroof::analysis
