#include "cli/history.hpp"

#include <CLI/CLI.hpp>
#include <filesystem>
#include <memory>

#include "cli/subcommand.hpp"
#include "io/output_dir.hpp"
#include "model/history.hpp"
#include "model/result_set.hpp"
#include "plot/history_plot.hpp"
#include "report/history_table.hpp"

namespace fs = std::filesystem;

namespace cpuroof::analysis {

int run_history(const HistoryOptions& options, std::ostream& out) {
  const fs::path out_dir = new_output_path(options.out_dir);
  std::vector<ResultSet> runs;
  for (const auto& d : options.dirs) runs.push_back(read_result_dir(d));
  const MachineHistory h = machine_history(runs);
  const std::vector<PlotFile> files = history_plot(h);

  StagedDir dir(out_dir);
  dir.write("history.csv", history_table(h).to_string());
  const RenderOutcome outcome = stage_plot(dir, files, options.render);
  dir.commit();
  if (!options.quiet) out << render_history(h);
  out << "wrote " << out_dir.string() << "/{history.csv," << file_list(files, outcome, "history") << "}\n";
  report_render(outcome, out_dir.string(), "history.gp", out);
  return 0;
}

Subcommand add_history_command(CLI::App& app) {
  auto history = std::make_shared<HistoryOptions>();
  auto* history_cmd =
      app.add_subcommand("history", "Follow one machine's headline roofs over its runs (history.csv and a trend plot)");
  history_cmd->add_option("dirs", history->dirs, "Result folders of one machine identity, in any order")
      ->required()
      ->expected(1, -1);
  history_cmd->add_option("-o,--out", history->out_dir, "Folder to create for the history (must not exist)")
      ->required();
  history_cmd->add_flag("-q,--quiet", history->quiet, "Print only the files written");
  history_cmd->footer(
      "Orders the runs by their start (meta.json's start_time_utc) and follows, per thread count, the\n"
      "best f64 and f32 compute roofs and each memory level's best bandwidth roof. A roof fell past the\n"
      "noise when it lies below the earlier runs of its profile by the rule of index --health (12%,\n"
      "and z x 1.4826 x MAD, z for all the run's series at once), its 95% interval too. Writes history.csv,\n"
      "history.gp with history.dat, and history.svg/png when gnuplot is installed: one panel for one\n"
      "thread and one for the most threads, each roof relative to its first run, with each run's\n"
      "interval, the falls ringed in red. Runs of another machine identity are refused.\n"
      "Examples:\n"
      "  cpuroof history results/amd-zen4-2c/20*/ -o /tmp/zen4-history\n"
      "  cpuroof history /shared/cpuroof-runs/amd-zen4-2c/node07-*/ -o /tmp/node07");
  return {history_cmd, [history](std::ostream& out) { return run_history(*history, out); },
          [history] { return joined_inputs(history->dirs); }};
}

}  // namespace cpuroof::analysis
