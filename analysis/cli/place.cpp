#include "cli/place.hpp"

#include <filesystem>

#include <unistd.h>

#include "io/errors.hpp"
#include "io/output_dir.hpp"
#include "model/place.hpp"
#include "plot/plot.hpp"
#include "plot/plot_staging.hpp"
#include "model/result_set.hpp"

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
  for (const char* other : {"compare_roofs.csv", "placed.csv"})
    if (fs::exists(d / other) && !fs::exists(d / "roofs.csv"))
      throw InputError(dir + ": holds " + other + ", not roofs.csv: a folder of 'cpuroof " +
                       (std::string(other) == "placed.csv" ? "place" : "compare") +
                       "', not a result folder of 'cpuroof fit'");
  return read_result_dir(d);
}

int run_place(const PlaceOptions& options, std::ostream& out) {
  const fs::path out_dir = new_output_path(options.out_dir);
  ResultSet roofs = read_roofs_dir(options.roofs_dir);
  // Each piece of work and its points are held once (moved, not copied): a million rows in 1 GB.
  std::vector<PlacedWork> work;
  for (const auto& input : options.inputs) {
    auto more = load_placed_work(input, options.dtype);
    work.insert(work.end(), std::make_move_iterator(more.begin()),
                std::make_move_iterator(more.end()));
  }
  // The machine's roofs with only the user's points on them.
  roofs.points = place_work(work, roofs.roofline, options.roofs_dir);
  const PlaceOrigin origin = place_origin(roofs, options.roofs_dir, work, this_host());
  std::vector<PlacedWork>().swap(work);  // its memory, not only its elements
  const auto files = roofline_plot(roofs, options.view);

  StagedDir dir(out_dir);
  dir.write("placed.csv", placed_csv(roofs.points, origin));  // its text freed once written
  const std::string report = render_place_report(roofs.points, origin);
  dir.write("place.md", report);
  const RenderOutcome outcome = stage_plot(dir, files, options.render);
  dir.commit();
  if (!options.quiet) out << report << "\n";
  out << "wrote " << out_dir.string() << "/{placed.csv,place.md,"
      << file_list(files, outcome, "roofline") << "}\n";
  report_render(outcome, out_dir.string(), "roofline.gp", out);
  return 0;
}

}  // namespace cpuroof::analysis
