// The roofline plot: the gnuplot script's axes, roofs, points and ridge; panels or one thread count;
// rendering to a non-empty SVG when gnuplot is installed; and never overwriting plot files.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "commands.hpp"
#include "errors.hpp"
#include "gnuplot.hpp"
#include "load.hpp"
#include "plot.hpp"
#include "points.hpp"
#include "result_set.hpp"
#include "roofline.hpp"
#include "synthetic_run.hpp"
#include "tables.hpp"

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

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

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
  for (const char* part : {"set logscale xy", "arithmetic intensity (FLOP/byte)", "performance (GFLOP/s)",
                           "set terminal svg", "pngcairo", "set multiplot layout 2,1", "L2 (2 threads) 403 GB/s",
                           "DRAM (1 thread) 25.2 GB/s", "f64 avx2 fma (1 thread) 101 GFLOP/s",
                           "ridge f64 / DRAM: 4.00 FLOP/B", "\"impl: hand\"", "title \"gemm\"",
                           "\"roofline-points-t2.dat\" index"})
    EXPECT_TRUE(has(gp, part)) << part << "\n" << gp;
  const PlotFile* t1 = file_named(files, "roofline-points-t1.dat");
  ASSERT_NE(t1, nullptr);
  // gemm at 8 FLOP/byte and 50 GFLOP/s, drawn as the hand shape (filled circle, 7).
  EXPECT_TRUE(has(t1->content, "8 50 7 ")) << t1->content;
}

// A family measured at one thread count only ("aa" here, as in real runs) must not shift the
// colours of the others between panels.
TEST(PlotScript, AFamilyKeepsItsColourAcrossPanels) {
  ResultSet rs = synthetic_result();
  KernelPoint only_one_thread = rs.points.front();
  for (const auto& p : rs.points)
    if (p.family == "gemm" && p.threads == 1) only_one_thread = p;
  only_one_thread.family = "aa";
  only_one_thread.benchmark = "aa/triad_a/hand/f64/threads:1/real_time";
  rs.points.push_back(only_one_thread);
  const std::string gp = roofline_plot(rs, {}).front().content;
  std::vector<std::string> gemm_colours;
  for (std::size_t at = gp.find("title \"gemm\""); at != std::string::npos; at = gp.find("title \"gemm\"", at + 1)) {
    const std::size_t rgb = gp.rfind("linecolor rgb ", at);
    gemm_colours.push_back(gp.substr(rgb, at - rgb));
  }
  ASSERT_EQ(gemm_colours.size(), 2u) << gp;
  EXPECT_EQ(gemm_colours[0], gemm_colours[1]);
}

TEST(PlotScript, OneThreadCountIsOnePanel) {
  const auto files = roofline_plot(synthetic_result(), {2});
  const std::string& gp = files.front().content;
  EXPECT_FALSE(has(gp, "multiplot"));
  EXPECT_FALSE(has(gp, "(1 thread)"));
  EXPECT_EQ(file_named(files, "roofline-points-t1.dat"), nullptr);
  EXPECT_NE(file_named(files, "roofline-points-t2.dat"), nullptr);
}

TEST(PlotScript, UnmeasuredThreadCountIsRefused) {
  try {
    (void)roofline_plot(synthetic_result(), {4});
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
  if (gnuplot.empty()) GTEST_SKIP() << "gnuplot is not installed";
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
  EXPECT_TRUE(has(text.str(), "L2 (2 threads) 403 GB/s"));
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

TEST_F(PlotCommand, AddsNewFilesToAFolderWithoutAPlot) {
  for (const char* f : {"roofline.gp", "roofline-points-t1.dat", "roofline-points-t2.dat"}) fs::remove(result_ / f);
  std::ostringstream log;
  EXPECT_EQ(run_plot(options("", ""), log), 0);
  EXPECT_TRUE(fs::exists(result_ / "roofline.gp"));
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
  EXPECT_EQ(run_plot(options((dir_ / "plot").string(), "/bin/false"), log), 1);
  EXPECT_TRUE(fs::exists(dir_ / "plot" / "roofline.gp"));
  EXPECT_FALSE(fs::exists(dir_ / "plot" / "roofline.svg"));
  EXPECT_TRUE(has(log.str(), "gnuplot failed (exit status 1)")) << log.str();
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
  if (gnuplot.empty()) GTEST_SKIP() << "gnuplot is not installed";
  const fs::path dir = fs::temp_directory_path() / ("cpuroof-plot-stream-only-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  for (const auto& f : files) std::ofstream(dir / f.name) << f.content;
  const RenderOutcome outcome = run_gnuplot(gnuplot, dir, "roofline.gp");
  EXPECT_EQ(outcome.status, RenderOutcome::Status::rendered) << outcome.message;
  EXPECT_GT(fs::file_size(dir / "roofline.svg"), 1000u);
  fs::remove_all(dir);
}
