// The roofline plot: the gnuplot script's axes, roofs, points and ridge; panels or one thread count;
// rendering to a non-empty SVG when gnuplot is installed; and never overwriting plot files.
#include <gtest/gtest.h>

#include "text_has.hpp"

#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "cli/fit.hpp"
#include "cli/plot.hpp"
#include "io/errors.hpp"
#include "plot/gnuplot.hpp"
#include "io/load.hpp"
#include "plot/plot.hpp"
#include "model/points.hpp"
#include "model/result_set.hpp"
#include "model/roofline.hpp"
#include "synthetic_run.hpp"
#include "format/points_table.hpp"
#include "model/best_roofs.hpp"
#include "skip.hpp"

namespace fs = std::filesystem;
using namespace cpuroof::analysis;

namespace {

ResultSet synthetic_result() {
  const RawRun run = load_raw_text(cpuroof::testing::synthetic_run().dump(), "raw.json");
  const Roofline r = derive_roofline(run);
  ResultSet rs = result_from_tables(roofs_table(r), points_table(place_points(run, r)), "synthetic");
  rs.meta["cpu_model"] = "Synthetic CPU";
  return rs;
}

PlotOptions at_threads(int threads) {
  PlotOptions o;
  o.threads = threads;
  return o;
}

const PlotFile* file_named(const std::vector<PlotFile>& files, const std::string& name) {
  for (const auto& f : files)
    if (f.name == name) return &f;
  return nullptr;
}

class PlotCommand : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("cpuroof-plot-" + std::to_string(::getpid()) + "-" +
                                        ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
    std::ofstream(dir_ / "raw.json") << cpuroof::testing::synthetic_run().dump();
    FitOptions fit;
    fit.raw_json = (dir_ / "raw.json").string();
    fit.out_dir = (dir_ / "result").string();
    fit.quiet = true;
    fit.render.use_path = false;  // script and data only
    std::ostringstream log;
    run_fit(fit, log);
    result_ = dir_ / "result";
  }
  void TearDown() override { fs::remove_all(dir_); }

  PlotCommandOptions options(const std::string& out_dir, const std::string& gnuplot) const {
    PlotCommandOptions o;
    o.dir = result_.string();
    o.out_dir = out_dir;
    o.render.use_path = false;
    o.render.gnuplot = gnuplot;
    return o;
  }

  fs::path dir_, result_;
};

}  // namespace

TEST(PlotScript, HasLogAxesRoofsPointsAndRidge) {
  const auto files = roofline_plot(synthetic_result(), {});
  ASSERT_EQ(files.front().name, "roofline.gp");
  const std::string& gp = files.front().content;
  for (const char* part :
       {"set logscale xy", "arithmetic intensity (FLOP/byte)", "performance (GFLOP/s)", "set terminal svg", "pngcairo",
        "set multiplot", "'L2 read 403 GB/s'", "'DRAM read 25.2 GB/s'", "'f64 avx2 101 GFLOP/s'",
        "'f64 ridge (DRAM): 4.00 FLOP/B'", "set label 7 \"\" at 4,100.8 point", "title 'hand'", "title 'gemm'",
        "'roofline-points-t2.dat' index"})
    EXPECT_TRUE(has(gp, part)) << part << "\n" << gp;
  const PlotFile* t1 = file_named(files, "roofline-points-t1.dat");
  ASSERT_NE(t1, nullptr);
  // gemm at 8 FLOP/byte and 50 GFLOP/s, drawn as the hand shape (filled circle, 7).
  EXPECT_TRUE(has(t1->content, "8 50 7 ")) << t1->content;
}

// A family measured at one thread count only ("aa" here, as in real runs, drawn when asked for) must
// not shift the colours of the others between panels.
TEST(PlotScript, AFamilyKeepsItsColourAcrossPanels) {
  ResultSet rs = synthetic_result();
  KernelPoint only_one_thread = rs.points.front();
  for (const auto& p : rs.points)
    if (p.family == "gemm" && p.threads == 1) only_one_thread = p;
  only_one_thread.family = "aa";
  only_one_thread.benchmark = "aa/triad_a/hand/f64/threads:1/real_time";
  rs.points.push_back(only_one_thread);
  PlotOptions with_aa;
  with_aa.families = {"aa", "gemm", "stream", "tiny"};
  const std::string gp = roofline_plot(rs, with_aa).front().content;
  EXPECT_TRUE(has(gp, "title 'aa'")) << gp;
  EXPECT_FALSE(has(roofline_plot(rs, {}).front().content,
                   "title 'aa'"));  // a check, not a kernel: off by default
  std::vector<std::string> gemm_colours;
  for (std::size_t at = gp.find("title 'gemm'"); at != std::string::npos; at = gp.find("title 'gemm'", at + 1)) {
    const std::size_t rgb = gp.rfind("linecolor rgb ", at);
    gemm_colours.push_back(gp.substr(rgb, at - rgb));
  }
  ASSERT_EQ(gemm_colours.size(), 2u) << gp;
  EXPECT_EQ(gemm_colours[0], gemm_colours[1]);
}

// Thousands of implementations (place names each piece of work) keep the key to a dozen entries.
TEST(PlotScript, KeyNamesADozenImplementations) {
  ResultSet rs = synthetic_result();
  const KernelPoint gemm = rs.points.back();
  for (int i = 0; i < 5000; ++i) {
    KernelPoint p = gemm;
    p.impl = p.benchmark = "work " + std::to_string(i);
    rs.points.push_back(p);
  }
  const std::string gp = roofline_plot(rs, at_threads(gemm.threads)).front().content;
  std::size_t entries = 0;
  for (std::size_t at = gp.find(" title "); at != std::string::npos; at = gp.find(" title ", at + 1)) ++entries;
  EXPECT_LE(entries, 20u);
  EXPECT_TRUE(has(gp, "title 'and 4989 more implementations'")) << gp.substr(gp.size() - 2000);
}

TEST(PlotScript, OneThreadCountIsOnePanel) {
  const auto files = roofline_plot(synthetic_result(), at_threads(2));
  const std::string& gp = files.front().content;
  EXPECT_FALSE(has(gp, "multiplot"));
  EXPECT_FALSE(has(gp, ": 1 thread'"));
  EXPECT_EQ(file_named(files, "roofline-points-t1.dat"), nullptr);
  EXPECT_NE(file_named(files, "roofline-points-t2.dat"), nullptr);
}

TEST(PlotScript, UnmeasuredThreadCountIsRefused) {
  try {
    (void)roofline_plot(synthetic_result(), at_threads(4));
    FAIL();
  } catch (const InputError& e) {
    EXPECT_STREQ(e.what(), "synthetic: nothing measured at 4 threads (have 1, 2)");
  }
}

TEST_F(PlotCommand, FitWroteScriptAndData) {
  for (const char* f : {"roofline.gp", "roofline-points-t1.dat", "roofline-points-t2.dat"})
    EXPECT_TRUE(fs::exists(result_ / f)) << f;
  EXPECT_FALSE(fs::exists(result_ / "roofline.svg"));  // rendering was off
}

TEST_F(PlotCommand, RendersANonEmptySvg) {
  const std::string gnuplot = find_gnuplot();
  if (gnuplot.empty()) CPUROOF_SKIP(setup, "gnuplot is not installed");
  std::ostringstream log;
  EXPECT_EQ(run_plot(options((dir_ / "plot").string(), gnuplot), log), 0) << log.str();
  for (const char* f : {"roofline.svg", "roofline.png"}) {
    ASSERT_TRUE(fs::exists(dir_ / "plot" / f)) << f << " " << log.str();
    EXPECT_GT(fs::file_size(dir_ / "plot" / f), 1000u) << f;
  }
  std::ifstream svg(dir_ / "plot" / "roofline.svg");
  std::stringstream text;
  text << svg.rdbuf();
  EXPECT_TRUE(has(text.str(), "<svg"));
  EXPECT_TRUE(has(text.str(), "L2 read 403 GB/s"));
}

TEST_F(PlotCommand, RefusesPlotFilesThatExist) {
  std::ostringstream log;
  const auto before = std::distance(fs::directory_iterator(result_), fs::directory_iterator());
  try {
    run_plot(options("", ""), log);
    FAIL();
  } catch (const InputError& e) {
    EXPECT_TRUE(has(e.what(), "roofline.gp")) << e.what();
    EXPECT_TRUE(has(e.what(), "already exist")) << e.what();
    EXPECT_TRUE(has(e.what(), "-o OUTDIR")) << e.what();
  }
  EXPECT_EQ(std::distance(fs::directory_iterator(result_), fs::directory_iterator()), before);
}

// A folder fitted before the plot, and report.html, existed.
TEST_F(PlotCommand, AddsNewFilesToAFolderWithoutAPlot) {
  for (const char* f : {"roofline.gp", "roofline-points-t1.dat", "roofline-points-t2.dat", "report.html"})
    fs::remove(result_ / f);
  std::ostringstream log;
  EXPECT_EQ(run_plot(options("", ""), log), 0);
  EXPECT_TRUE(fs::exists(result_ / "roofline.gp"));
  EXPECT_TRUE(fs::exists(result_ / "report.html"));
  EXPECT_TRUE(has(log.str(), "gnuplot roofline.gp")) << log.str();  // says how to render
  for (const auto& e : fs::directory_iterator(result_))
    EXPECT_FALSE(has(e.path().filename().string(), "partial")) << e.path();
}

TEST_F(PlotCommand, RefusesAnExistingOutputFolder) {
  fs::create_directories(dir_ / "taken");
  std::ostringstream log;
  EXPECT_THROW(run_plot(options((dir_ / "taken").string(), ""), log), InputError);
  EXPECT_TRUE(fs::is_empty(dir_ / "taken"));
}

TEST_F(PlotCommand, FailingGnuplotKeepsScriptAndSaysSo) {
  std::ostringstream log;
  try {
    run_plot(options((dir_ / "plot").string(), "/bin/false"), log);
    ADD_FAILURE() << "a failed render is not an error";
  } catch (const EnvironmentError& e) {  // exit 1
    EXPECT_TRUE(has(e.what(), "the plot did not render: gnuplot failed (exit status 1)")) << e.what();
  }
  EXPECT_TRUE(fs::exists(dir_ / "plot" / "roofline.gp"));
  EXPECT_FALSE(fs::exists(dir_ / "plot" / "roofline.svg"));
}

TEST(PlotScript, RunsWithoutComputeRoofsRender) {
  // Only the stream family: bandwidth roofs with nothing to clip them.
  nlohmann::json doc = cpuroof::testing::tiny_run();
  nlohmann::json kept = nlohmann::json::array();
  for (const auto& b : doc["benchmarks"])
    if (b["name"].get<std::string>().rfind("stream/", 0) == 0) kept.push_back(b);
  doc["benchmarks"] = kept;
  const RawRun run = load_raw_text(doc.dump(), "raw.json");
  const Roofline r = derive_roofline(run);
  const ResultSet rs = result_from_tables(roofs_table(r), points_table(place_points(run, r)), "stream-only");
  const auto files = roofline_plot(rs, {});
  EXPECT_FALSE(has(files.front().content, "inf")) << files.front().content;
  const std::string gnuplot = find_gnuplot();
  if (gnuplot.empty()) CPUROOF_SKIP(setup, "gnuplot is not installed");
  const fs::path dir = fs::temp_directory_path() / ("cpuroof-plot-stream-only-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  for (const auto& f : files) std::ofstream(dir / f.name) << f.content;
  const RenderOutcome outcome = run_gnuplot(gnuplot, dir, "roofline.gp");
  EXPECT_EQ(outcome.status, RenderOutcome::Status::rendered) << outcome.message;
  EXPECT_GT(fs::file_size(dir / "roofline.svg"), 1000u);
  fs::remove_all(dir);
}

// The Zen 5 reference (24 compute roofs, four levels, every implementation): the default picture keeps
// to the best roofs, a short key and labels that name the right thing without covering each other.
TEST(PlotScript, ReadableAtAGlanceOnAnAvx512Run) {
  const ResultSet rs = read_result_dir(fs::path(CPUROOF_FIXTURES) / "compare" / "zen5-full");
  const RooflinePlot plot = roofline_plot_model(rs, {});
  const std::string gp = roofline_plot(rs, {}).front().content;
  ASSERT_EQ(plot.panels.size(), 2u);
  // The key, counted in the script: every "title" of a panel's plot command is one entry.
  std::size_t panel_at = gp.find("  plot \\");
  for (int panel = 0; panel < 2; ++panel) {
    ASSERT_NE(panel_at, std::string::npos);
    const std::size_t next = gp.find("  plot \\", panel_at + 1);
    const std::string items = gp.substr(panel_at, next == std::string::npos ? std::string::npos : next - panel_at);
    std::size_t titles = 0;
    for (std::size_t at = items.find(" title "); at != std::string::npos; at = items.find(" title ", at + 1)) ++titles;
    EXPECT_GE(titles, 4u) << items;
    EXPECT_LE(titles, 16u) << items;
    panel_at = next;
  }
  for (const RooflinePanel& p : plot.panels) {
    // Per dtype one compute roof, per level one bandwidth roof; each labelled, plus one label per ridge.
    EXPECT_EQ(p.roofs.size(), 2u + 4u) << p.title;
    EXPECT_EQ(p.ridges.size(), 2u) << p.title;
    EXPECT_EQ(p.labels.size(), p.roofs.size() + p.ridges.size()) << p.title;
    EXPECT_TRUE(p.other_roofs.empty());
    // Roofs are black and grey; families never are.
    for (const auto& roof : p.roofs)
      for (const auto& [family, colour] : p.series) EXPECT_NE(roof.colour, colour) << family;
    for (std::size_t i = 0; i < p.labels.size(); ++i) {
      EXPECT_EQ(p.labels[i].overlaps, 0) << p.labels[i].text;
      for (std::size_t j = i + 1; j < p.labels.size(); ++j)
        EXPECT_FALSE(labels_overlap(p.labels[i], p.labels[j])) << p.labels[i].text << " / " << p.labels[j].text;
    }
    // Each ridge's label is nearer its own circle than the other dtype's: the f64 DRAM ridge is
    // found where its label says.
    const Frame f{p.x_lo, p.x_hi, p.y_lo, p.y_hi, 1, 1};
    const std::size_t first_ridge_label = p.roofs.size();
    for (std::size_t r = 0; r < p.ridges.size(); ++r) {
      const PlotLabel& l = p.labels[first_ridge_label + r];
      auto distance = [&](const RidgeMark& m) { return std::hypot(f.px(m.x) - f.px(l.x), f.py(m.y) - f.py(l.y)); };
      EXPECT_LT(distance(p.ridges[r]), distance(p.ridges[1 - r])) << l.text;
    }
    EXPECT_TRUE(has(p.labels[first_ridge_label].text, "f64 ridge (DRAM)")) << p.labels[first_ridge_label].text;
  }
  // --all-roofs adds the rest, grey and unlabelled, with one key entry.
  PlotOptions all;
  all.all_roofs = true;
  const RooflinePlot every = roofline_plot_model(rs, all);
  EXPECT_GT(every.panels.front().other_roofs.size(), 20u);
  EXPECT_EQ(every.panels.front().labels.size(), plot.panels.front().labels.size());
  EXPECT_EQ(every.panels.front().key.size(), plot.panels.front().key.size() + 1);
}

TEST(PlotScript, FiltersNarrowThePicture) {
  const ResultSet rs = read_result_dir(fs::path(CPUROOF_FIXTURES) / "compare" / "zen5-full");
  PlotOptions o;
  o.dtype = "f64";
  o.isa = "avx512";
  o.families = {"gemv"};
  o.threads = 1;
  const RooflinePlot plot = roofline_plot_model(rs, o);
  ASSERT_EQ(plot.panels.size(), 1u);
  const RooflinePanel& p = plot.panels.front();
  EXPECT_EQ(p.title, "AMD EPYC: 1 thread, f64, ISA avx512, gemv");
  EXPECT_EQ(p.ridges.size(), 1u);
  EXPECT_TRUE(has(p.labels.front().text, "f64 avx512")) << p.labels.front().text;
  ASSERT_EQ(p.series.size(), 1u);
  EXPECT_EQ(p.series.front().first, "gemv");
  for (const auto& point : rs.points) {
    if (point.family == "gemv" && point.threads == 1 && point.dtype == "f64" && point.isa == "avx512") {
      EXPECT_TRUE(has(plot.data.front().content, point.benchmark)) << point.benchmark;
    }
  }
  o.isa = "avx1024";
  try {
    (void)roofline_plot_model(rs, o);
    FAIL();
  } catch (const InputError& e) {
    EXPECT_TRUE(has(e.what(), "--isa avx1024 matches nothing (have avx2, avx512, scalar)")) << e.what();
  }
}
