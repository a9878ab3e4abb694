#include "cli/show.hpp"

#include <CLI/CLI.hpp>
#include <filesystem>
#include <memory>

#include "cli/headline.hpp"
#include "cli/subcommand.hpp"
#include "io/csv.hpp"
#include "io/errors.hpp"
#include "model/result_set.hpp"
#include "format/meta_json.hpp"
#include "report/summary.hpp"
#include "format/table_reader.hpp"
#include "format/latency_table.hpp"
#include "format/columns.hpp"
#include "format/checks_table.hpp"
#include "format/roofs_table.hpp"
#include "format/points_table.hpp"

namespace fs = std::filesystem;

namespace cpuroof::analysis {
namespace {

struct ShowArguments {
  std::string dir;
  bool all = false;
};

}  // namespace

int run_show(const std::string& dir, std::ostream& out, bool all) {
  const fs::path d(dir);
  if (!fs::is_directory(d)) throw InputError(dir + ": not a result folder (missing or not a folder)");
  // The columns a folder must have to be shown; result_from_tables checks the rest.
  const CsvTable roofs =
      read_table(d / kRoofsFile, {col::schema_version, col::kind, col::level, col::dtype, col::isa, col::variant,
                                  col::threads, col::gflop_per_s, col::gb_per_s, col::clock_ghz,
                                  col::fraction_of_theoretical, col::exceeds_theoretical});
  const CsvTable pts = read_table(d / kPointsFile, {col::schema_version, col::family, col::kernel, col::impl,
                                                    col::dtype, col::efficiency, col::bound, col::above_roof});
  const CsvTable checks = read_checks_table(d);
  ResultSet result = result_from_tables(roofs, pts, dir);
  result.latency = read_latency(d);
  const auto meta = read_metadata((d / kMetaFile).string());
  out << headline_of(result, meta, checks);
  if (all)
    out << "\n" << render_summary(result, checks, meta);
  else
    out << "\n(cpuroof show --all " << dir << " for every roof and kernel; the full report is " << dir
        << "/report.md)\n";
  return 0;
}

Subcommand add_show_command(CLI::App& app) {
  auto show = std::make_shared<ShowArguments>();
  auto* show_cmd =
      app.add_subcommand("show", "Print the headline of an existing result folder (--all: every roof and kernel)");
  show_cmd->add_option("dir", show->dir, "Result folder written by 'cpuroof fit'")->required();
  show_cmd->add_flag("--all", show->all, "After the headline, every roof, level, ridge and kernel group");
  show_cmd->footer(
      "Example:\n  cpuroof show results/my-laptop/2026-11-29T12-00-00\n  cpuroof show --all "
      "results/my-laptop/2026-11-29T12-00-00 | less");
  return {show_cmd, [show](std::ostream& out) { return run_show(show->dir, out, show->all); },
          [show] { return show->dir; }};
}

}  // namespace cpuroof::analysis
