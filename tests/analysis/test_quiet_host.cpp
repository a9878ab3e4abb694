// The quiet-host checks on synthetic runs: other load, CPU steal and clock drops each turn their row
// of checks.csv to false and the summary's line to WARN; a quiet run passes all three, and a run
// without the bench's host fields gets no row for them.
#include <gtest/gtest.h>

#include "analysis/find_check.hpp"
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "checks/checks.hpp"
#include "cli/fit.hpp"
#include "io/load.hpp"
#include "checks/quiet_host.hpp"
#include "synthetic_run.hpp"

namespace fs = std::filesystem;
using namespace cpuroof::analysis;
using nlohmann::json;

namespace {

std::vector<Check> checks_of(const json& run) { return run_checks(load_raw_text(run.dump(), "raw.json")); }

// The clock samples of `threads`: the clock benchmark's repetitions and the chains paired with the
// peak repetitions (as bench_peak.cpp writes them), all at 3 GHz but `dropped` of them at 60%. With
// 12 repetitions: 2 thread counts x (12 clock + 2 x 12 peak) = 72 samples.
json with_clock_samples(int dropped) {
  cpuroof::testing::SyntheticOptions o;
  o.repetitions = 12;
  json run = cpuroof::testing::synthetic_run(o);
  int left = dropped;
  for (auto& b : run["benchmarks"]) {
    const std::string name = b["name"];
    if (name.rfind("peak/", 0) == 0) b["clock_hz"] = 3e9;
    if ((name.rfind("peak/", 0) == 0 || name.rfind("clock/", 0) == 0) && left > 0) {
      b["clock_hz"] = 1.8e9;
      --left;
    }
  }
  return run;
}

}  // namespace

TEST(QuietHost, QuietRunPassesEveryCheck) {
  json run = with_clock_samples(0);
  cpuroof::testing::add_host_activity(run, 60, 1.2, 0.3);
  const auto checks = checks_of(run);
  for (const char* name : {"host_load", "steal", "clock"}) {
    const Check* c = find_check(checks, name);
    ASSERT_NE(c, nullptr) << name;
    EXPECT_TRUE(c->pass) << c->detail;
  }
  EXPECT_NEAR(find_check(checks, "host_load")->value, 0.02, 1e-9);
  EXPECT_NEAR(find_check(checks, "steal")->value, 0.3 / 120, 1e-9);
}

TEST(QuietHost, OtherLoadFails) {
  json run = with_clock_samples(0);
  cpuroof::testing::add_host_activity(run, 60, 30, 0);  // a neighbour busy on one of two CPUs half the time
  const auto checks = checks_of(run);
  const Check* c = find_check(checks, "host_load");
  ASSERT_NE(c, nullptr);
  EXPECT_FALSE(c->pass);
  EXPECT_NEAR(c->value, 0.5, 1e-9);
  EXPECT_NE(c->detail.find("0.50 CPUs busy"), std::string::npos) << c->detail;
}

TEST(QuietHost, StealFails) {
  json run = with_clock_samples(0);
  cpuroof::testing::add_host_activity(run, 60, 0, 3.6);  // 3% of 2 CPUs x 60 s
  const auto checks = checks_of(run);
  const Check* c = find_check(checks, "steal");
  ASSERT_NE(c, nullptr);
  EXPECT_FALSE(c->pass);
  EXPECT_NEAR(c->value, 0.03, 1e-9);
}

TEST(QuietHost, ClockDropsFail) {
  // 3 of 72 samples (4%) are within the 5% allowed, 6 (8%) are not.
  const auto few = checks_of(with_clock_samples(3));
  const Check* within = find_check(few, "clock");
  ASSERT_NE(within, nullptr);
  EXPECT_TRUE(within->pass) << within->detail;
  const auto many = checks_of(with_clock_samples(6));
  const Check* c = find_check(many, "clock");
  ASSERT_NE(c, nullptr);
  EXPECT_FALSE(c->pass) << c->detail;
  EXPECT_NEAR(c->value, 0.6, 0.01);  // the lowest sample against its thread count's 90th percentile
  EXPECT_NE(c->detail.find("6 of 72 clock samples"), std::string::npos) << c->detail;
}

TEST(QuietHost, RunWithoutHostFieldsHasNoHostRows) {
  const auto checks = checks_of(cpuroof::testing::synthetic_run());
  EXPECT_EQ(find_check(checks, "host_load"), nullptr);
  EXPECT_EQ(find_check(checks, "steal"), nullptr);
  EXPECT_NE(find_check(checks, "clock"), nullptr);  // the clock benchmark's own samples
}

// Through `cpuroof fit`: the row in checks.csv and the headline's warning.
TEST(QuietHost, FitWritesTheRowAndWarns) {
  const fs::path dir = fs::temp_directory_path() / ("cpuroof-quiet-host-" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  json run = with_clock_samples(0);
  cpuroof::testing::add_host_activity(run, 60, 30, 0);
  std::ofstream((dir / "raw.json").string()) << run.dump();
  FitOptions o;
  o.raw_json = (dir / "raw.json").string();
  o.out_dir = (dir / "out").string();
  o.render.use_path = false;
  std::ostringstream out;
  ASSERT_EQ(run_fit(o, out), 0);
  EXPECT_NE(out.str().find("⚠ warning: host load: other processes kept 0.50 CPUs busy"), std::string::npos)
      << out.str();
  std::ifstream csv((dir / "out" / "checks.csv").string());
  const std::string text((std::istreambuf_iterator<char>(csv)), std::istreambuf_iterator<char>());
  EXPECT_NE(text.find("2,host_load,0.5,,,false,"), std::string::npos) << text;
  EXPECT_NE(text.find("2,steal,0,,,true,"), std::string::npos) << text;
  fs::remove_all(dir);
}
