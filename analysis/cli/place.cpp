#include "cli/place.hpp"

#include <CLI/CLI.hpp>
#include <filesystem>
#include <memory>

#include <unistd.h>

#include "cli/positive_number.hpp"
#include "cli/subcommand.hpp"
#include "io/errors.hpp"
#include "io/output_dir.hpp"
#include "model/place.hpp"
#include "report/place_report.hpp"
#include "plot/plot.hpp"
#include "plot/plot_staging.hpp"
#include "model/result_set.hpp"
#include "format/roofs_table.hpp"
#include "format/written_tables.hpp"

namespace fs = std::filesystem;

namespace cpuroof::analysis {
namespace {

std::string this_host() {
  char name[256] = {};
  return gethostname(name, sizeof name - 1) == 0 ? std::string(name) : std::string();
}

}  // namespace

ResultSet read_roofs_dir(const std::string& dir) {
  const fs::path d(dir);
  if (!fs::exists(d)) throw InputError(dir + ": no such roof folder (give --roofs a folder written by 'cpuroof fit')");
  if (!fs::is_directory(d))
    throw InputError(dir + ": not a folder (--roofs takes a result folder written by 'cpuroof fit', not a file)");
  // Folders the other commands write hold tables of their own, not roofs.
  for (const char* other : {kCompareRoofsFile, kPlacedFile})
    if (fs::exists(d / other) && !fs::exists(d / kRoofsFile))
      throw InputError(dir + ": holds " + other + ", not roofs.csv: a folder of 'cpuroof " +
                       (std::string(other) == kPlacedFile ? "place" : "compare") +
                       "', not a result folder of 'cpuroof fit'");
  return read_result_dir(d);
}

int run_place(const PlaceOptions& options, std::ostream& out) {
  const fs::path out_dir = new_output_path(options.out_dir);
  ResultSet roofs = read_roofs_dir(options.roofs_dir);
  // Each piece of work and its points are held once (moved, not copied): a million rows in 1 GB.
  std::vector<PlacedWork> work;
  for (const auto& input : options.inputs) {
    auto more = combine_repetitions(load_placed_work(input, options.dtype));
    work.insert(work.end(), std::make_move_iterator(more.begin()), std::make_move_iterator(more.end()));
  }
  // The machine's roofs with only the user's points on them.
  roofs.points = place_work(work, roofs.roofline, options.roofs_dir, roofs.latency);
  const PlaceOrigin origin = place_origin(roofs, options.roofs_dir, work, this_host());
  std::vector<PlacedWork>().swap(work);  // its memory, not only its elements
  const auto files = roofline_plot(roofs, options.view);

  StagedDir dir(out_dir);
  dir.write(kPlacedFile, placed_csv(roofs.points, origin));  // its text freed once written
  const std::string report = render_place_report(roofs.points, origin);
  dir.write("place.md", report);
  const RenderOutcome outcome = stage_plot(dir, files, options.render);
  dir.commit();
  if (!options.quiet) out << report << "\n";
  out << "wrote " << out_dir.string() << "/{placed.csv,place.md," << file_list(files, outcome, "roofline") << "}\n";
  report_render(outcome, out_dir.string(), "roofline.gp", out);
  return 0;
}

Subcommand add_place_command(CLI::App& app) {
  auto place = std::make_shared<PlaceOptions>();
  auto* place_cmd = app.add_subcommand("place", "Place your own measured work on a measured roofline");
  place_cmd
      ->add_option("inputs", place->inputs,
                   "Google Benchmark JSON with 'flops' and 'bytes' rate counters (cpuroof/counters.hpp), or CSV "
                   "name,flops,bytes,seconds[,threads,dtype,isa,ws_bytes] per call")
      ->required()
      ->expected(1, -1);
  place_cmd
      ->add_option("--roofs", place->roofs_dir, "Result folder written by 'cpuroof fit' (this machine's or another's)")
      ->required();
  place_cmd->add_option("-o,--out", place->out_dir, "Folder to create (must not exist)")->required();
  place_cmd->add_option("--dtype", place->dtype, "dtype of the JSON inputs' benchmarks (default f64)");
  place_cmd
      ->add_option("-t,--threads", place->view.threads,
                   "Plot only this thread count (default: one panel per thread count)")
      ->check(kPositiveWholeNumber);
  place_cmd->add_option("--isa", place->view.isa, "Plot the compute roofs of this ISA (default: the best per dtype)");
  place_cmd->add_flag("--all-roofs", place->view.all_roofs,
                      "Plot every other roof too, thin and grey (default: the best ones)");
  place_cmd->add_flag("-q,--quiet", place->quiet, "Do not print the report");
  place_cmd->footer(
      "Writes placed.csv (points.csv's columns plus speedup_left and where the roofs came from), place.md,\n"
      "roofline.gp with its data, and roofline.svg/png when gnuplot is installed. Columns: results/README.md.\n"
      "Examples:\n"
      "  ./my_bench --benchmark_out=mine.json && cpuroof place mine.json --roofs "
      "results/amd-zen5-2c/2026-11-30T12-44-20Z -o /tmp/mine\n"
      "  cpuroof place kernels.csv --roofs results/amd-zen3-2c/2026-11-30T03-38-12Z -o /tmp/on-zen3");
  return {place_cmd, [place](std::ostream& out) { return run_place(*place, out); },
          [place] { return joined_inputs(place->inputs); }};
}

}  // namespace cpuroof::analysis
