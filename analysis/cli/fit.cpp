#include "cli/fit.hpp"

#include <CLI/CLI.hpp>
#include <filesystem>
#include <memory>
#include <optional>

#include "checks/all_checks.hpp"
#include "cli/headline.hpp"
#include "cli/subcommand.hpp"
#include "families/families.hpp"
#include "git_commit.hpp"
#include "io/errors.hpp"
#include "io/gzip.hpp"
#include "io/load.hpp"
#include "io/output_dir.hpp"
#include "io/printable.hpp"
#include "model/identity.hpp"
#include "model/points.hpp"
#include "model/result_set.hpp"
#include "model/roofline.hpp"
#include "format/units.hpp"
#include "plot/latency_plot.hpp"
#include "plot/plot.hpp"
#include "plot/plot_staging.hpp"
#include "format/meta_json.hpp"
#include "report/meta.hpp"
#include "report/report.hpp"
#include "format/points_table.hpp"
#include "format/checks_table.hpp"
#include "model/best_roofs.hpp"
#include "format/latency_table.hpp"
#include "format/roofs_table.hpp"

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
  const RawRun run = from_stdin ? load_raw_text(stdin_text, kStandardInputName) : load_raw_file(options.raw_json);
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
  const FitChecks fit_checks = all_checks(run, roofline, points);
  const CsvTable checks = checks_table(fit_checks.all());
  const FamilyResults families = fit_families(run, roofline);
  const std::string report = render_report({run, roofline, points, meta, families, fit_checks});
  // The plot is drawn from the tables, exactly as `cpuroof plot` draws it from the folder later.
  // What cannot be read back came from the input: the error names it (the folder is not written).
  ResultSet result;
  try {
    result = result_from_tables(roofs, pts, out_dir.string());
  } catch (const InputError& e) {
    throw InputError((from_stdin ? std::string(kStandardInputName) : options.raw_json) +
                     ": a measurement gives a value a result folder cannot hold (in " + e.what() + ")");
  }
  result.meta = meta;
  result.latency = families.latency.levels;

  StagedDir dir(out_dir);
  dir.write(kMetaFile, metadata_json(meta));
  // The bench's JSON is kept as given: compressed stays compressed (results/ commits raw.json.gz).
  if (from_stdin)
    dir.write(raw_copy_name, stdin_text);
  else
    dir.copy_in(options.raw_json, raw_copy_name);
  dir.write(kRoofsFile, roofs.to_string());
  dir.write(kPointsFile, pts.to_string());
  dir.write(kChecksFile, checks.to_string());
  // Families that have their own tables: written only when the run measured them.
  std::string extra_tables;
  if (const auto& sweeps = families.intensity_sweeps; !sweeps.empty()) {
    dir.write("intensity_fit.csv", intensity_fit_table(sweeps).to_string());
    dir.write("intensity_points.csv", intensity_residual_table(sweeps).to_string());
    extra_tables += ",intensity_fit.csv,intensity_points.csv";
  }
  if (const auto& fusion = families.fusion; !fusion.empty()) {
    dir.write("fusion.csv", fusion_table(fusion).to_string());
    extra_tables += ",fusion.csv";
  }
  if (const auto& latency = families.latency; !latency.levels.empty() || !latency.loaded.empty()) {
    dir.write(kLatencyFile, latency_table(latency.levels, latency.loaded).to_string());
    extra_tables += ",latency.csv";
  }
  dir.write("report.md", report);
  // report.html draws the picture the plot draws, and the latency curves latency.gp draws.
  std::optional<RooflinePlot> picture;
  if (plottable(result)) picture = roofline_plot_model(result, {});
  const bool latency_drawn = latency_plottable(families.latency);
  const LatencyCurves curves = latency_curves(families.latency);
  dir.write("report.html",
            report_html_of(result, checks, picture ? &*picture : nullptr, latency_drawn ? &curves : nullptr));
  std::string written =
      "meta.json," + raw_copy_name + ",roofs.csv,points.csv,checks.csv,report.md,report.html" + extra_tables;
  RenderOutcome outcome{RenderOutcome::Status::rendered, ""};
  if (picture) {
    const auto files = roofline_plot_files(result, *picture);
    outcome = stage_plot(dir, files, options.render);
    written += "," + file_list(files, outcome, "roofline");
  }
  RenderOutcome latency_outcome{RenderOutcome::Status::rendered, ""};
  if (latency_drawn) {
    const auto files = latency_plot(families.latency);
    latency_outcome = stage_plot(dir, files, options.render);
    written += "," + file_list(files, latency_outcome, "latency");
  }
  dir.commit();

  if (!options.quiet) {
    out << headline_of(result, meta, checks) << "\n(cpuroof show --all " << out_dir.string()
        << " for every roof and kernel)\n";
    for (const auto& f : run.failed) out << printable_line("failed: " + f.name + ": " + f.message) << "\n";
    out << "\nwrote " << out_dir.string() << "/{" << written << "}\n";
  }
  report_render(outcome, out_dir.string(), "roofline.gp", out);
  report_render(latency_outcome, out_dir.string(), "latency.gp", out);
  return 0;
}

Subcommand add_fit_command(CLI::App& app) {
  auto fit = std::make_shared<FitOptions>();
  auto* fit_cmd = app.add_subcommand("fit", "Derive roofs and kernel points from a cpuroof-bench JSON file");
  fit_cmd->add_option("raw_json", fit->raw_json, "Google Benchmark JSON written by cpuroof-bench ('-': standard input)")
      ->required();
  fit_cmd->add_option("-o,--out", fit->out_dir, "Result folder to create (must not exist)")->required();
  fit_cmd->add_flag("-q,--quiet", fit->quiet, "Do not print the summary");
  fit_cmd->footer(
      "Writes meta.json raw.json roofs.csv points.csv report.md report.html roofline.gp roofline-points-t*.dat\n"
      "and, when gnuplot is installed, roofline.svg and roofline.png. Columns: results/README.md.\n"
      "report.html is one self-contained page: open it in a browser, hover over a point for its row.\n"
      "Examples:\n"
      "  cpuroof fit raw.json -o results/my-laptop/2026-11-29T12-00-00\n"
      "  cpuroof fit raw.json -o /tmp/try -q && cat /tmp/try/report.md\n"
      "  zcat raw.json.gz | cpuroof fit - -o /tmp/try");
  return {fit_cmd, [fit](std::ostream& out) { return run_fit(*fit, out); }, [fit] { return fit->raw_json; }};
}

}  // namespace cpuroof::analysis
