#include "cli/plot.hpp"

#include <CLI/CLI.hpp>
#include <filesystem>
#include <memory>

#include "cli/headline.hpp"
#include "cli/positive_number.hpp"
#include "cli/subcommand.hpp"
#include "io/errors.hpp"
#include "io/output_dir.hpp"
#include "model/result_set.hpp"
#include "plot/gnuplot.hpp"
#include "format/checks_table.hpp"

namespace fs = std::filesystem;

namespace cpuroof::analysis {

int run_plot(const PlotCommandOptions& options, std::ostream& out) {
  const fs::path out_dir = options.out_dir.empty() ? fs::path() : new_output_path(options.out_dir);
  const ResultSet result = read_result_dir(options.dir);
  const RooflinePlot picture = roofline_plot_model(result, options.view);
  const auto files = roofline_plot_files(result, picture);
  const std::string target = options.out_dir.empty() ? options.dir : out_dir.string();
  if (options.out_dir.empty()) {
    // Refuse before drawing: the files this would add must all be new.
    std::vector<std::string> clashes;
    for (const auto& f : files)
      if (fs::exists(fs::path(options.dir) / f.name)) clashes.push_back(f.name);
    if (fs::exists(fs::path(options.dir) / "report.html")) clashes.push_back("report.html");
    for (const auto& image : rendered_images("roofline"))
      if (fs::exists(fs::path(options.dir) / image)) clashes.push_back(image);
    if (!clashes.empty()) {
      std::string list;
      for (const auto& n : clashes) list += (list.empty() ? "" : ", ") + n;
      throw InputError(options.dir + ": " + list + (clashes.size() == 1 ? " already exists" : " already exist") +
                       " (cpuroof never overwrites results; use -o OUTDIR to write elsewhere)");
    }
  }
  // The page of this view: its headline and checks are the folder's.
  const CsvTable checks = read_checks_table(options.dir);
  const std::string page = report_html_of(result, checks, &picture, nullptr);
  StagedDir dir(options.out_dir.empty() ? fs::path(options.dir) / ".cpuroof-plot" : out_dir);
  dir.write("report.html", page);
  const RenderOutcome outcome = stage_plot(dir, files, options.render);
  if (options.out_dir.empty())
    dir.commit_files_into(options.dir);
  else
    dir.commit();
  out << "wrote " << target << "/{report.html," << file_list(files, outcome, "roofline") << "}\n";
  report_render(outcome, target, "roofline.gp", out);
  return 0;
}

Subcommand add_plot_command(CLI::App& app) {
  auto plot = std::make_shared<PlotCommandOptions>();
  auto* plot_cmd =
      app.add_subcommand("plot", "Write the roofline plot (gnuplot script, data, SVG and PNG) of a result folder");
  plot_cmd->add_option("dir", plot->dir, "Result folder written by 'cpuroof fit'")->required();
  plot_cmd->add_option("-o,--out", plot->out_dir, "Write into this new folder instead of DIR");
  plot_cmd
      ->add_option("-t,--threads", plot->view.threads, "Only this thread count (default: one panel per thread count)")
      ->check(kPositiveWholeNumber);
  plot_cmd->add_option("--dtype", plot->view.dtype,
                       "Only this dtype's compute roofs, ridges and points (f64, f32, ...)");
  plot_cmd->add_option(
      "--isa", plot->view.isa,
      "Compute roofs of this ISA, and the points that ran it (scalar, avx2, avx512; library: the libraries')");
  plot_cmd
      ->add_option("--families", plot->view.families,
                   "Only these kernel families, comma-separated (default: all but aa)")
      ->delimiter(',');
  plot_cmd->add_flag("--all-roofs", plot->view.all_roofs,
                     "Draw every other roof too, thin and grey (default: the best ones)");
  plot_cmd->footer(
      "Adds report.html, roofline.gp, roofline-points-t*.dat, roofline.svg, roofline.png to DIR and refuses if\n"
      "any exists there (fit already wrote them: use -o). Without gnuplot the images are not rendered.\n"
      "Examples:\n"
      "  cpuroof plot results/my-laptop/2026-11-29T12-00-00 -o /tmp/plot-1-thread --threads 1\n"
      "  cpuroof plot old-result-folder -o /tmp/all-threads    # one panel per thread count\n"
      "  cpuroof plot DIR -o /tmp/gemm-f64 --dtype f64 --families gemm,gemv --all-roofs\n"
      "  cd /tmp/plot-1-thread && gnuplot roofline.gp    # after editing the script");
  return {plot_cmd, [plot](std::ostream& out) { return run_plot(*plot, out); }, [plot] { return plot->dir; }};
}

}  // namespace cpuroof::analysis
