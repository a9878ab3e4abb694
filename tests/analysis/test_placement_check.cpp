// The placement check of a hybrid run: from the clock benchmarks' per-thread clocks, whether each
// kind's threads ran on their kind of core. It matters most where threads can only ask for a kind
// (macOS QoS classes); a run of one kind, or one without per-thread clocks, has no such row.
#include <gtest/gtest.h>

#include "checks/placement_check.hpp"
#include "checks/roof_checks.hpp"
#include "io/load.hpp"
#include "model/roofline.hpp"
#include "synthetic_run.hpp"

using namespace cpuroof::analysis;

namespace {

// The clocks the threads ran at, in GHz: an Apple M4 Pro's P-core, and its E-cores' pair.
struct KindClocks {
  double p = 4.5;
  double e_slowest = 2.8, e_fastest = 2.9;
};

// The synthetic run's clock benchmarks as a machine of one P-core and two E-cores ran them, each with
// its threads' clocks; `with_thread_clocks` false: as a bench that did not record them.
nlohmann::json hybrid_clock_run(const KindClocks& k, bool with_thread_clocks = true) {
  nlohmann::json run = cpuroof::testing::synthetic_run();
  nlohmann::json out = nlohmann::json::array();
  for (const auto& b : run["benchmarks"]) {
    const std::string name = b["run_name"];
    if (name.rfind("clock/", 0) != 0) {
      out.push_back(b);
      continue;
    }
    const bool two = name.find("/threads:2") != std::string::npos;
    const std::string base = name.substr(0, name.size() - std::string("/real_time").size());
    for (const std::string kind : {"P", "E", "all"}) {
      if ((kind == "P" && two) || (kind == "all" && !two)) continue;
      nlohmann::json c = b;
      c["name"] = c["run_name"] = base + "/kind:" + kind + "/real_time";
      // A team of one thread has one clock, the fastest its kind ran at; "all" is a P and an E thread.
      const double fastest = kind == "E" ? k.e_fastest : k.p;
      const double slowest = two ? k.e_slowest : fastest;
      if (with_thread_clocks) {
        c["thread_clock_min_hz"] = 1e9 * slowest;
        c["thread_clock_max_hz"] = 1e9 * fastest;
      }
      out.push_back(c);
    }
  }
  run["benchmarks"] = out;
  return run;
}

std::optional<Check> check_of(const nlohmann::json& raw) {
  const RawRun run = load_raw_text(raw.dump(), "raw.json");
  return placement_check(run, derive_roofline(run));
}

}  // namespace

TEST(PlacementCheck, EachKindAtItsOwnClockPasses) {
  const auto c = check_of(hybrid_clock_run({}));
  ASSERT_TRUE(c);
  EXPECT_EQ(c->name, "placement");
  EXPECT_TRUE(c->pass) << c->detail;
  // The widest team is the E-cores' pair: 2.8 against 2.9 GHz. "all" mixes kinds by design: not judged.
  EXPECT_NEAR(c->value, 2.8 / 2.9, 1e-9);
  EXPECT_NE(c->detail.find("kind E at 2 threads"), std::string::npos) << c->detail;
  EXPECT_NE(c->detail.find("each kind's single thread faster than the next kind's"), std::string::npos);
}

TEST(PlacementCheck, AThreadOnTheOtherKindFails) {
  // One of the E pair ran at the P-core's clock: the scheduler put it on a P-core.
  KindClocks k;
  k.e_fastest = 4.5;
  const auto c = check_of(hybrid_clock_run(k));
  ASSERT_TRUE(c);
  EXPECT_FALSE(c->pass);
  EXPECT_EQ(c->detail,
            "placement: a thread of kind E at 2 threads ran at 2.80 GHz while its fastest ran at 4.50: it was not on "
            "a core of its kind (or was throttled), so that kind's roofs mix kinds");
}

TEST(PlacementCheck, KindsThatRanAlikeFail) {
  // QoS asked for, and every thread ran on the E-cores anyway: each team at one clock, but P's single
  // thread no faster than E's.
  KindClocks k;
  k.p = 2.9;
  const auto c = check_of(hybrid_clock_run(k));
  ASSERT_TRUE(c);
  EXPECT_FALSE(c->pass);
  EXPECT_EQ(c->detail,
            "placement: kind P's single thread ran at 2.90 GHz, no faster than kind E's at 2.90: the kinds' threads "
            "did not run on different kinds of core");
}

TEST(PlacementCheck, NoRowWithoutKindsOrPerThreadClocks) {
  EXPECT_FALSE(check_of(cpuroof::testing::synthetic_run()));
  EXPECT_FALSE(check_of(hybrid_clock_run({}, false)));
}

TEST(PlacementCheck, IsOneOfTheRoofChecks) {
  const RawRun run = load_raw_text(hybrid_clock_run({}).dump(), "raw.json");
  bool found = false;
  for (const Check& c : roof_checks(run, derive_roofline(run))) found = found || c.name == "placement";
  EXPECT_TRUE(found);
}
