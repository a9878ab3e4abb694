#include "model/result_set.hpp"

#include <algorithm>
#include <set>
#include <tuple>

#include "format/checks_table.hpp"
#include "format/latency_table.hpp"
#include "format/meta_json.hpp"
#include "format/points_table.hpp"
#include "format/roofs_table.hpp"
#include "format/table_reader.hpp"
#include "io/errors.hpp"

namespace fs = std::filesystem;

namespace cpuroof::analysis {
namespace {

// The roofline of the roofs read back: the run's clock per thread count and the memory levels, from
// the bandwidth roofs' working-set ranges.
void rebuild_roofline(std::vector<Roof> roofs, Roofline& roofline) {
  std::set<std::tuple<std::string, int, double, double, std::string>> levels;
  for (Roof& roof : roofs) {
    const bool compute = roof.kind == "compute";
    if (!roof.core_kind.empty() &&
        std::find(roofline.core_kinds.begin(), roofline.core_kinds.end(), roof.core_kind) == roofline.core_kinds.end())
      roofline.core_kinds.push_back(roof.core_kind);
    // The run's clock per thread count is the bandwidth rows' (compute rows carry their own).
    if (roof.clock_hz > 0) {
      if (compute)
        roofline.clock_hz.try_emplace(roof.threads, roof.clock_hz);
      else
        roofline.clock_hz[roof.threads] = roof.clock_hz;
    }
    if (!compute &&
        levels.insert({roof.level, roof.threads, roof.ws_low_bytes, roof.ws_high_bytes, roof.core_kind}).second)
      roofline.levels.push_back(
          {roof.level, roof.threads, roof.ws_low_bytes, roof.ws_high_bytes, 0, roof.core_kind, roof.judged_from_bytes});
    roofline.roofs.push_back(std::move(roof));
  }
  std::sort(roofline.core_kinds.begin(), roofline.core_kinds.end(), core_kind_before);
}

}  // namespace

ResultSet result_from_tables(const CsvTable& roofs, const CsvTable& points, const std::string& where) {
  const std::string roofs_file = where + "/" + kRoofsFile, points_file = where + "/" + kPointsFile;
  ResultSet rs;
  rs.name = where;
  std::vector<Roof> read = roofs_from_table(roofs, roofs_file);
  rs.points = points_from_table(points, points_file);
  rebuild_roofline(std::move(read), rs.roofline);
  rs.roofs_csv = roofs;
  rs.points_csv = points;
  return rs;
}

ResultSet read_result_dir(const fs::path& dir) {
  if (!fs::is_directory(dir)) throw InputError(dir.string() + ": not a result folder (missing or not a folder)");
  const CsvTable roofs = read_table(dir / kRoofsFile, kRoofsRequiredColumns);
  const CsvTable points = read_table(dir / kPointsFile, kPointsRequiredColumns);
  ResultSet rs = result_from_tables(roofs, points, dir.string());
  rs.meta = read_metadata((dir / kMetaFile).string());
  rs.checks_pass = checks_passed(read_checks_table(dir));
  rs.latency = read_latency(dir);
  return rs;
}

}  // namespace cpuroof::analysis
