#include "commands.hpp"

#include <filesystem>
#include <fstream>
#include <sstream>

#include "checks.hpp"
#include "errors.hpp"
#include "load.hpp"
#include "meta.hpp"
#include "output_dir.hpp"
#include "points.hpp"
#include "roofline.hpp"
#include "summary.hpp"
#include "tables.hpp"

namespace fs = std::filesystem;

namespace cpuroof::analysis {
namespace {

std::string read_text(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  if (!in) throw InputError(p.string() + ": cannot open file (missing or unreadable)");
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

CsvTable read_table(const fs::path& p, const std::vector<std::string>& required) {
  CsvTable t = parse_csv(read_text(p), p.string());
  for (const auto& col : required) {
    try {
      (void)t.column(col);
    } catch (const std::out_of_range&) {
      throw InputError(p.string() + ": no column '" + col + "' (not a cpuroof table?)");
    }
  }
  const std::size_t sv = t.column("schema_version");
  for (const auto& row : t.rows)
    if (row[sv] != kSchemaVersion)
      throw InputError(p.string() + ": schema_version " + row[sv] + " (this cpuroof reads " + kSchemaVersion + ")");
  return t;
}

// What the run measured about the machine, beside what the OS reported (meta.json).
void add_measured_metadata(const Roofline& roofline, std::map<std::string, std::string>& meta) {
  meta["core_model"] = roofline.core_model.empty() ? "unknown (no theoretical roofs)" : roofline.core_model;
  for (const auto& [threads, hz] : roofline.clock_hz)
    meta["measured_clock_ghz_" + std::to_string(threads) + "t"] = csv_number(hz / 1e9);
  for (const auto& l : roofline.levels)
    if (l.ws_high_bytes > 0)
      meta["measured_" + l.name + "_boundary_bytes_" + std::to_string(l.threads) + "t"] = csv_number(l.ws_high_bytes);
}

}  // namespace

void run_fit(const FitOptions& options, std::ostream& out) {
  require_absent(options.out_dir);
  const RawRun run = load_raw_file(options.raw_json);
  const Roofline roofline = derive_roofline(run);
  const std::vector<KernelPoint> points = place_points(run, roofline);
  auto meta = run_metadata(run);
  add_measured_metadata(roofline, meta);
  const CsvTable roofs = roofs_table(roofline);
  const CsvTable pts = points_table(points);
  const CsvTable checks = checks_table(run_checks(run));

  StagedDir dir(options.out_dir);
  dir.write("meta.json", metadata_json(meta));
  dir.copy_in(options.raw_json, "raw.json");
  dir.write("roofs.csv", roofs.to_string());
  dir.write("points.csv", pts.to_string());
  dir.write("checks.csv", checks.to_string());
  dir.commit();

  if (!options.quiet) {
    out << render_summary(roofs, pts, checks, meta);
    for (const auto& f : run.failed) out << "failed: " << f.name << ": " << f.message << "\n";
    out << "\nwrote " << options.out_dir << "/{meta.json,raw.json,roofs.csv,points.csv,checks.csv}\n";
  }
}

void run_show(const std::string& dir, std::ostream& out) {
  const fs::path d(dir);
  if (!fs::is_directory(d)) throw InputError(dir + ": not a result folder (missing or not a folder)");
  const CsvTable roofs = read_table(d / "roofs.csv", {"schema_version", "kind", "level", "dtype", "isa", "variant",
                                                      "threads", "gflop_per_s", "gb_per_s", "clock_ghz"});
  const CsvTable pts = read_table(d / "points.csv", {"schema_version", "family", "kernel", "impl", "dtype",
                                                     "efficiency", "bound", "above_roof"});
  const CsvTable checks = fs::exists(d / "checks.csv")
                              ? read_table(d / "checks.csv", {"schema_version", "check", "pass", "detail"})
                              : CsvTable{};
  out << render_summary(roofs, pts, checks, read_metadata((d / "meta.json").string()));
}

}  // namespace cpuroof::analysis
