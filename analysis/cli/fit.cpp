#include "cli/fit.hpp"

#include <algorithm>
#include <filesystem>

#include "checks/checks.hpp"
#include "checks/roof_checks.hpp"
#include "families/fusion_report.hpp"
#include "families/intensity_report.hpp"
#include "model/compare.hpp"
#include "plot/compare_plot.hpp"
#include "report/compare_report.hpp"
#include "io/errors.hpp"
#include "git_commit.hpp"
#include "plot/gnuplot.hpp"
#include "io/gzip.hpp"
#include "model/identity.hpp"
#include "io/load.hpp"
#include "report/meta.hpp"
#include "io/output_dir.hpp"
#include "plot/plot.hpp"
#include "plot/plot_staging.hpp"
#include "model/points.hpp"
#include "io/printable.hpp"
#include "report/report.hpp"
#include "report/report_headline.hpp"
#include "model/result_set.hpp"
#include "model/roofline.hpp"
#include "report/summary.hpp"
#include "report/tables.hpp"
#include "model/units.hpp"

namespace fs = std::filesystem;

namespace cpuroof::analysis {
namespace {

// What the run measured about the machine, beside what the OS reported (meta.json).
void add_measured_metadata(const Roofline& roofline, std::map<std::string, std::string>& meta) {
  meta["core_model"] = roofline.core_model.empty() ? "unknown (no theoretical roofs)" : roofline.core_model;
  meta["core_model_source"] = roofline.core_model_source;
  for (const auto& [threads, hz] : roofline.clock_hz)
    meta["measured_clock_ghz_" + std::to_string(threads) + "t"] = csv_number(hz / kGiga);
  for (const auto& l : roofline.levels)
    if (l.ws_high_bytes > 0)
      meta["measured_" + l.name + "_boundary_bytes_" + std::to_string(l.threads) + "t" +
           (l.core_kind.empty() ? "" : "_" + l.core_kind)] = csv_number(l.ws_high_bytes);
}

// The headline screen of a result, its checks read from checks.csv's rows.
std::string headline_of(const ResultSet& result, const std::map<std::string, std::string>& meta, const CsvTable& checks) {
  HeadlineInput headline{result.roofline, result.points, meta, {}};
  for (const auto& row : checks.rows)
    headline.checks.emplace_back(row[checks.column("pass")] == "true", row[checks.column("detail")]);
  return render_headline(headline);
}

// The fit is a second program: a folder re-fitted later says which analysis wrote it.
void add_analysis_metadata(std::map<std::string, std::string>& meta) {
  meta["analysis_version"] = CPUROOF_VERSION;
  meta["analysis_commit"] = CPUROOF_BUILD_GIT_COMMIT;
  meta["analysis_dirty"] = CPUROOF_BUILD_GIT_DIRTY;
}

}  // namespace

int run_fit(const FitOptions& options, std::ostream& out) {
  const fs::path out_dir = new_output_path(options.out_dir);
  // Standard input is read whole: its text is what the folder keeps, and it cannot be read twice.
  const bool from_stdin = options.raw_json == "-";
  const std::string stdin_text = from_stdin ? read_standard_input() : std::string();
  const RawRun run =
      from_stdin ? load_raw_text(stdin_text, kStandardInputName) : load_raw_file(options.raw_json);
  // Only once loading has refused devices and FIFOs may the file be opened again.
  const bool gzipped = from_stdin ? is_gzip(stdin_text) : is_gzip_file(options.raw_json);
  const std::string raw_copy_name = gzipped ? "raw.json.gz" : "raw.json";
  const Roofline roofline = derive_roofline(run);
  const std::vector<KernelPoint> points = place_points(run, roofline);
  auto meta = run_metadata(run);
  add_measured_metadata(roofline, meta);
  add_identity_metadata(meta);
  add_analysis_metadata(meta);
  const CsvTable roofs = roofs_table(roofline);
  const CsvTable pts = points_table(points);
  std::vector<Check> all_checks = run_checks(run);
  for (auto& c : roof_checks(run, roofline)) all_checks.push_back(std::move(c));
  const CsvTable checks = checks_table(all_checks);
  const std::string report = render_report({run, roofline, points, meta});
  // The plot is drawn from the tables, exactly as `cpuroof plot` draws it from the folder later.
  // What cannot be read back came from the input: the error names it (the folder is not written).
  ResultSet result;
  try {
    result = result_from_tables(roofs, pts, out_dir.string());
  } catch (const InputError& e) {
    throw InputError((from_stdin ? std::string(kStandardInputName) : options.raw_json) +
                     ": a measurement gives a value a result folder cannot hold (in " + e.what() +
                     ")");
  }
  result.meta = meta;

  StagedDir dir(out_dir);
  dir.write("meta.json", metadata_json(meta));
  // The bench's JSON is kept as given: compressed stays compressed (results/ commits raw.json.gz).
  if (from_stdin) dir.write(raw_copy_name, stdin_text);
  else dir.copy_in(options.raw_json, raw_copy_name);
  dir.write("roofs.csv", roofs.to_string());
  dir.write("points.csv", pts.to_string());
  dir.write("checks.csv", checks.to_string());
  // Families that have their own tables: written only when the run measured them.
  std::string extra_tables;
  if (const auto sweeps = fit_intensity_sweeps(run, roofline); !sweeps.empty()) {
    dir.write("intensity_fit.csv", intensity_fit_table(sweeps).to_string());
    dir.write("intensity_points.csv", intensity_residual_table(sweeps).to_string());
    extra_tables += ",intensity_fit.csv,intensity_points.csv";
  }
  if (const auto fusion = compare_fusion(run, roofline); !fusion.empty()) {
    dir.write("fusion.csv", fusion_table(fusion).to_string());
    extra_tables += ",fusion.csv";
  }
  dir.write("report.md", report);
  std::string written = "meta.json," + raw_copy_name + ",roofs.csv,points.csv,checks.csv,report.md" + extra_tables;
  RenderOutcome outcome{RenderOutcome::Status::rendered, ""};
  if (plottable(result)) {
    const auto files = roofline_plot(result, {});
    outcome = stage_plot(dir, files, options.render);
    written += "," + file_list(files, outcome, "roofline");
  }
  dir.commit();

  if (!options.quiet) {
    out << headline_of(result, meta, checks) << "\n(cpuroof show --all " << out_dir.string()
        << " for every roof and kernel)\n";
    for (const auto& f : run.failed)
      out << printable_line("failed: " + f.name + ": " + f.message) << "\n";
    out << "\nwrote " << out_dir.string() << "/{" << written << "}\n";
  }
  report_render(outcome, out_dir.string(), "roofline.gp", out);
  return 0;
}

int run_show(const std::string& dir, std::ostream& out, bool all) {
  const fs::path d(dir);
  if (!fs::is_directory(d)) throw InputError(dir + ": not a result folder (missing or not a folder)");
  // The summary's own columns; result_from_tables checks the rest.
  const CsvTable roofs = read_table(d / "roofs.csv", {"schema_version", "kind", "level", "dtype", "isa", "variant",
                                                      "threads", "gflop_per_s", "gb_per_s", "clock_ghz",
                                                      "fraction_of_theoretical", "exceeds_theoretical"});
  const CsvTable pts = read_table(d / "points.csv", {"schema_version", "family", "kernel", "impl", "dtype",
                                                     "efficiency", "bound", "above_roof"});
  const CsvTable checks = fs::exists(d / "checks.csv")
                              ? read_table(d / "checks.csv", {"schema_version", "check", "pass", "detail"})
                              : CsvTable{};
  const ResultSet result = result_from_tables(roofs, pts, dir);
  const auto meta = read_metadata((d / "meta.json").string());
  out << headline_of(result, meta, checks);
  if (all) out << "\n" << render_summary(result.roofline, roofs, pts, checks, meta);
  else out << "\n(cpuroof show --all " << dir << " for every roof and kernel; the full report is " << dir << "/report.md)\n";
  return 0;
}

int run_plot(const PlotCommandOptions& options, std::ostream& out) {
  const fs::path out_dir = options.out_dir.empty() ? fs::path() : new_output_path(options.out_dir);
  const ResultSet result = read_result_dir(options.dir);
  const auto files = roofline_plot(result, options.view);
  const std::string target = options.out_dir.empty() ? options.dir : out_dir.string();
  if (options.out_dir.empty()) {
    // Refuse before drawing: the files this would add must all be new.
    std::vector<std::string> clashes;
    for (const auto& f : files)
      if (fs::exists(fs::path(options.dir) / f.name)) clashes.push_back(f.name);
    for (const auto& image : rendered_images("roofline"))
      if (fs::exists(fs::path(options.dir) / image)) clashes.push_back(image);
    if (!clashes.empty()) {
      std::string list;
      for (const auto& n : clashes) list += (list.empty() ? "" : ", ") + n;
      throw InputError(options.dir + ": " + list + (clashes.size() == 1 ? " already exists" : " already exist") +
                       " (cpuroof never overwrites results; use -o OUTDIR to write elsewhere)");
    }
  }
  StagedDir dir(options.out_dir.empty() ? fs::path(options.dir) / ".cpuroof-plot" : out_dir);
  const RenderOutcome outcome = stage_plot(dir, files, options.render);
  if (options.out_dir.empty()) dir.commit_files_into(options.dir);
  else dir.commit();
  out << "wrote " << target << "/{" << file_list(files, outcome, "roofline") << "}\n";
  report_render(outcome, target, "roofline.gp", out);
  return 0;
}

int run_compare(const CompareOptions& options, std::ostream& out) {
  if (options.dirs.size() < 2) throw InputError("compare: needs two or more result folders");
  const fs::path out_dir = new_output_path(options.out_dir);
  std::vector<ResultSet> runs;
  for (const auto& d : options.dirs) runs.push_back(read_result_dir(d));
  const Comparison c = compare_results(runs);
  std::vector<PlotFile> files;
  bool plot = std::any_of(runs.begin(), runs.end(), plottable);
  PlotOptions view;
  view.threads = options.threads;
  if (plot) files = overlay_plot(runs, c.labels, view);

  StagedDir dir(out_dir);
  dir.write("compare_roofs.csv", compare_roofs_table(c).to_string());
  dir.write("compare_points.csv", compare_points_table(c).to_string());
  dir.write("compare.md", render_compare_markdown(c));
  RenderOutcome outcome{RenderOutcome::Status::rendered, ""};
  std::string written = "compare_roofs.csv,compare_points.csv,compare.md";
  if (plot) {
    outcome = stage_plot(dir, files, options.render);
    written += "," + file_list(files, outcome, "compare");
  }
  dir.commit();
  if (!options.quiet)
    out << render_compare_summary(c) << "\nwrote " << out_dir.string() << "/{" << written << "}\n";
  report_render(outcome, out_dir.string(), "compare.gp", out);
  return 0;
}

int run_machine_name(const std::string& path, std::ostream& out) {
  const fs::path p(path);
  std::map<std::string, std::string> meta;
  if (fs::is_directory(p)) meta = read_metadata((p / "meta.json").string());
  else if (p.filename() == "meta.json") meta = read_metadata(path);
  else meta = run_metadata(load_raw_file(path));
  out << machine_folder_name(machine_identity(meta)) << "\n";
  return 0;
}

}  // namespace cpuroof::analysis
