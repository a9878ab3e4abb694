#include "cli/compare.hpp"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <filesystem>
#include <memory>

#include "cli/positive_number.hpp"
#include "cli/subcommand.hpp"
#include "io/errors.hpp"
#include "io/failure.hpp"
#include "io/output_dir.hpp"
#include "model/compare.hpp"
#include "model/regression_gate.hpp"
#include "model/result_set.hpp"
#include "plot/compare_plot.hpp"
#include "report/compare_report.hpp"
#include "report/gate_report.hpp"
#include "report/html_compare.hpp"
#include "format/written_tables.hpp"

namespace fs = std::filesystem;

namespace cpuroof::analysis {

int run_compare(const CompareOptions& options, std::ostream& out) {
  if (options.dirs.size() < 2) throw InputError("compare: needs two or more result folders");
  if (options.fail_below > 0 && options.dirs.size() != 2)
    throw InputError("compare: --fail-below takes two result folders, OLD and NEW (got " +
                     std::to_string(options.dirs.size()) + ")");
  const fs::path out_dir = new_output_path(options.out_dir);
  std::vector<ResultSet> runs;
  for (const auto& d : options.dirs) runs.push_back(read_result_dir(d));
  const Comparison c = compare_results(runs);
  std::vector<PlotFile> files;
  bool plot = std::any_of(runs.begin(), runs.end(), plottable);
  PlotOptions view;
  view.threads = options.threads;
  std::string page;
  if (plot) {
    const ComparePlot picture = compare_plot_model(runs, c.labels, view);
    files = overlay_plot_files(picture);
    page = render_html_compare(runs, picture);
  }

  StagedDir dir(out_dir);
  dir.write(kCompareRoofsFile, compare_roofs_table(c).to_string());
  dir.write("compare_points.csv", compare_points_table(c).to_string());
  dir.write("compare.md", render_compare_markdown(c));
  RenderOutcome outcome{RenderOutcome::Status::rendered, ""};
  std::string written = "compare_roofs.csv,compare_points.csv,compare.md";
  if (!c.latency.empty()) {
    dir.write("compare_latency.csv", compare_latency_table(c).to_string());
    written += ",compare_latency.csv";
  }
  if (plot) {
    dir.write("report.html", page);
    outcome = stage_plot(dir, files, options.render);
    written += ",report.html," + file_list(files, outcome, "compare");
  }
  dir.commit();
  if (!options.quiet) out << render_compare_summary(c) << "\nwrote " << out_dir.string() << "/{" << written << "}\n";
  report_render(outcome, out_dir.string(), "compare.gp", out);
  if (!(options.fail_below > 0)) return 0;
  const GateVerdict verdict = regression_gate(c, options.fail_below);
  out << render_gate(c, verdict);
  return verdict.failed() ? kExitGateFailed : 0;
}

Subcommand add_compare_command(CLI::App& app) {
  auto compare = std::make_shared<CompareOptions>();
  auto* compare_cmd = app.add_subcommand("compare", "Compare two or more result folders (the first is the baseline)");
  compare_cmd->add_option("dirs", compare->dirs, "Result folders written by 'cpuroof fit'")
      ->required()
      ->expected(2, -1);
  compare_cmd->add_option("-o,--out", compare->out_dir, "Folder to create for the comparison (must not exist)")
      ->required();
  compare_cmd
      ->add_option("-t,--threads", compare->threads,
                   "Plot only this thread count (default: one panel per thread count)")
      ->check(kPositiveWholeNumber);
  compare_cmd->add_flag("-q,--quiet", compare->quiet, "Do not print the table");
  compare_cmd
      ->add_option("--fail-below", compare->fail_below,
                   "Gate: exit 1 when a roof of NEW is below RATIO x OLD's beyond both intervals, or missing")
      ->check(kPositiveRatio);
  compare_cmd->footer(
      "Writes compare_roofs.csv, compare_points.csv, compare.md (compare_latency.csv when a run\n"
      "measured latency), report.html (the overlay to explore in a browser), compare.gp with its data,\n"
      "and compare.svg/png when gnuplot is installed. Ratios divide by the first folder.\n"
      "--fail-below RATIO (two folders, OLD NEW): prints each roof of NEW that fell, one line each, then\n"
      "a count, and exits 1 if any did: below RATIO x OLD's with its 95% interval wholly below OLD's, or\n"
      "measured in OLD and missing from NEW. Roofs are matched by role (level, access kind, dtype, ISA,\n"
      "threads); the best-ISA rows are not gated. Exit 0 otherwise, a run against itself included.\n"
      "Examples:\n"
      "  cpuroof compare results/old-laptop/2025-01-01T10-00-00 results/new-laptop/2026-11-29T12-00-00 -o /tmp/cmp\n"
      "  cpuroof compare run-gcc run-clang run-icx -o /tmp/compilers --threads 1\n"
      "  cpuroof compare baseline/ new-run/ -o /tmp/gate -q --fail-below 0.9 || echo slower");
  return {compare_cmd, [compare](std::ostream& out) { return run_compare(*compare, out); },
          [compare] { return joined_inputs(compare->dirs); }};
}

}  // namespace cpuroof::analysis
