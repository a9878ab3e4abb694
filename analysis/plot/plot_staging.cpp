#include "plot/plot_staging.hpp"

#include <filesystem>

#include "io/errors.hpp"
#include "plot/gnuplot.hpp"

namespace fs = std::filesystem;

namespace cpuroof::analysis {

namespace {
std::string gnuplot_of(const RenderOptions& r) { return r.use_path ? find_gnuplot() : r.gnuplot; }
}  // namespace

// Writes a plot's files into the staging folder and renders them there. Returns the outcome, with
// any half-written image removed so a failed render leaves only the script and data.
RenderOutcome stage_plot(StagedDir& dir, const std::vector<PlotFile>& files, const RenderOptions& render) {
  for (const auto& f : files) dir.write(f.name, f.content);
  const std::string& script = files.front().name;
  RenderOutcome outcome = run_gnuplot(gnuplot_of(render), dir.staging(), script, render.timeout_s);
  const std::string stem = script.substr(0, script.rfind('.'));
  std::error_code ec;
  if (outcome.status == RenderOutcome::Status::rendered) {
    for (const auto& image : rendered_images(stem))
      if (!fs::exists(dir.staging() / image) || fs::file_size(dir.staging() / image, ec) == 0)
        outcome = {RenderOutcome::Status::failed, "gnuplot wrote no " + image};
  }
  if (outcome.status != RenderOutcome::Status::rendered)
    for (const auto& image : rendered_images(stem)) fs::remove(dir.staging() / image, ec);
  return outcome;
}

void report_render(const RenderOutcome& outcome, const std::string& folder, const std::string& script,
                   std::ostream& out) {
  switch (outcome.status) {
    case RenderOutcome::Status::rendered:
      return;
    case RenderOutcome::Status::no_gnuplot:
      out << "gnuplot not found: wrote the script and data only; render with:  cd " << folder << " && gnuplot "
          << script << "  (Debian package gnuplot-nox)\n";
      return;
    case RenderOutcome::Status::failed:
      throw EnvironmentError(folder + ": the plot did not render: " + outcome.message +
                             " (everything else is written; cd " + folder + " && gnuplot " + script + " to try again)");
  }
}

std::string file_list(const std::vector<PlotFile>& files, const RenderOutcome& outcome, const std::string& stem) {
  std::string list;
  for (const auto& f : files) list += (list.empty() ? "" : ",") + f.name;
  if (outcome.status == RenderOutcome::Status::rendered)
    for (const auto& image : rendered_images(stem)) list += "," + image;
  return list;
}

}  // namespace cpuroof::analysis
