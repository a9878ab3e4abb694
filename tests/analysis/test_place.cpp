// cpuroof place: known flops, bytes and time against known roofs give efficiencies worked out by
// hand; the input formats and their refusals; a whole place run against a synthetic result folder.
#include <gtest/gtest.h>

#include <unistd.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>

#include "format/table_reader.hpp"
#include "cli/fit.hpp"
#include "io/csv.hpp"
#include "io/errors.hpp"
#include "io/load.hpp"
#include "model/place.hpp"
#include "report/place_report.hpp"
#include "cli/place.hpp"
#include "model/result_set.hpp"
#include "synthetic_run.hpp"

namespace fs = std::filesystem;
using namespace cpuroof::analysis;

namespace {

// One thread: f64 FMA peak 100 GFLOP/s; L1 400 GB/s below 48 KiB, DRAM 25 GB/s above.
Roofline hand_roofline() {
  Roofline r;
  Roof peak;
  peak.kind = "compute", peak.dtype = "f64", peak.isa = "avx2", peak.variant = "fma", peak.threads = 1,
  peak.value = 100;
  Roof l1;
  l1.kind = "bandwidth", l1.level = "L1", l1.dtype = "f64", l1.variant = "read", l1.threads = 1, l1.value = 400;
  Roof dram = l1;
  dram.level = "DRAM", dram.value = 25;
  r.roofs = {peak, l1, dram};
  r.levels = {{"L1", 1, 0, 48.0 * 1024, 400, ""}, {"DRAM", 1, 48.0 * 1024, 0, 25, ""}};
  return r;
}

PlacedWork work(const std::string& name, double flops, double bytes, double seconds, double ws_bytes = 0) {
  PlacedWork w;
  w.name = name;
  w.flop_per_s = flops / seconds;
  w.byte_per_s = bytes / seconds;
  w.seconds_per_call = seconds;
  w.ws_bytes = ws_bytes;
  return w;
}

const KernelPoint& at_level(const std::vector<KernelPoint>& points, const std::string& name, const std::string& level) {
  for (const auto& p : points)
    if (p.benchmark == name && p.level == level) return p;
  throw std::runtime_error("no point " + name + " at " + level);
}

}  // namespace

TEST(Place, EfficienciesMatchAHandCalculation) {
  // 50 MFLOP and 1 MB in 1 ms in L1: 50 GFLOP/s of 100 -> 50%, compute-bound, 2x left.
  // 1 MFLOP and 10 MB in 1 ms from DRAM: 10 GB/s of 25 -> 40%, memory-bound, attainable 25 x 0.1 = 2.5.
  const auto points = place_work({work("in_l1", 50e6, 1e6, 1e-3, 16 * 1024), work("from_dram", 1e6, 10e6, 1e-3, 1e9)},
                                 hand_roofline(), "hand");
  ASSERT_EQ(points.size(), 2u);
  const KernelPoint& c = at_level(points, "in_l1", "L1");
  EXPECT_DOUBLE_EQ(c.ai, 50);
  EXPECT_DOUBLE_EQ(c.efficiency, 0.5);
  EXPECT_DOUBLE_EQ(c.attainable_gflop_per_s, 100);
  EXPECT_EQ(c.bound, "compute");
  EXPECT_DOUBLE_EQ(speedup_left(c), 2);
  const KernelPoint& m = at_level(points, "from_dram", "DRAM");
  EXPECT_DOUBLE_EQ(m.efficiency, 0.4);
  EXPECT_DOUBLE_EQ(m.attainable_gflop_per_s, 2.5);
  EXPECT_EQ(m.bound, "memory");
  EXPECT_DOUBLE_EQ(speedup_left(m), 2.5);
}

TEST(Place, UnknownWorkingSetIsPlacedAgainstEveryLevel) {
  // 8 GB/s: 2% of L1's 400, 32% of DRAM's 25; 0.8 GFLOP/s of 100 is less.
  const auto points = place_work({work("where", 0.8e6, 8e6, 1e-3)}, hand_roofline(), "hand");
  ASSERT_EQ(points.size(), 2u);
  EXPECT_DOUBLE_EQ(at_level(points, "where", "L1").efficiency, 0.02);
  EXPECT_DOUBLE_EQ(at_level(points, "where", "DRAM").efficiency, 0.32);
}

TEST(Place, RefusesWhatTheRoofsCannotJudge) {
  PlacedWork two_threads = work("wide", 1e6, 1e6, 1e-3);
  two_threads.threads = 2;
  EXPECT_THROW(place_work({two_threads}, hand_roofline(), "hand"), InputError);
  PlacedWork f32 = work("single", 1e6, 1e6, 1e-3);
  f32.dtype = "f32";
  EXPECT_THROW(place_work({f32}, hand_roofline(), "hand"), InputError);
  EXPECT_THROW(place_work({work("twice", 1, 1, 1), work("twice", 1, 1, 1)}, hand_roofline(), "hand"), InputError);
}

TEST(Place, AnIsaTheRoofsLackIsAnErrorNamingThoseTheyHave) {
  auto w =
      parse_placed_work("name,flops,bytes,seconds,isa\nk,1e6,1e6,1e-3,avx2\nj,1e6,1e6,1e-3,avx9\n", "in.csv", "f64");
  try {
    place_work(w, hand_roofline(), "hand");
    ADD_FAILURE() << "placed work against an ISA the roofs lack";
  } catch (const InputError& e) {
    EXPECT_EQ(std::string(e.what()),
              "in.csv: row 3 ('j'): column 'isa' is 'avx9', but hand has no f64 compute roof of "
              "that ISA at 1 threads (it has: avx2; an empty 'isa' means the best)");
  }
  w.pop_back();
  EXPECT_EQ(place_work(w, hand_roofline(), "hand").at(0).isa, "avx2");
}

TEST(Place, ARepeatedNameIsNamedWhereItRepeats) {
  std::string csv = "name,flops,bytes,seconds\n";
  for (int i = 0; i < 5000; ++i) csv += "k" + std::to_string(i) + ",1e6,1e6,1e-3\n";
  csv += "k17,1e6,1e6,1e-3\nk3,1e6,1e6,1e-3\n";
  try {
    place_work(parse_placed_work(csv, "in.csv", "f64"), hand_roofline(), "hand");
    ADD_FAILURE() << "placed a name twice";
  } catch (const InputError& e) {
    EXPECT_EQ(std::string(e.what()),
              "in.csv: row 5002 ('k17'): the name is placed twice (names must be unique across "
              "the inputs)");
  }
}

TEST(Place, ManyPiecesOfWorkKeepTheirOrderInTheTable) {
  // Rows matched to points by position (placed_csv), one shape for all in the plot's key past 8.
  std::vector<PlacedWork> many;
  for (int i = 0; i < 20000; ++i) many.push_back(work("w" + std::to_string(i), 1e6 + i, 1e6, 1e-3, 1024));
  const auto points = place_work(many, hand_roofline(), "hand");
  ASSERT_EQ(points.size(), many.size());
  const CsvTable t = parse_csv(placed_csv(points, {"hand", "a", "", "b"}), "placed.csv");
  ASSERT_EQ(t.rows.size(), many.size());
  for (std::size_t i = 0; i < many.size(); i += 997) {
    EXPECT_EQ(t.rows[i][t.column("benchmark")], many[i].name);
    EXPECT_EQ(t.rows[i][t.column("impl")], kPlacedFamily);
    EXPECT_EQ(t.rows[i][t.column("gflop_per_s")], csv_number((1e6 + static_cast<double>(i)) / 1e-3 / 1e9));
  }
  EXPECT_EQ(place_work({work("few", 1, 1, 1)}, hand_roofline(), "hand").at(0).impl, "few");
  // The report's table stops at 1000 rows and says how many more the table has.
  const std::string report = render_place_report(points, {"hand", "a", "", "b"});
  EXPECT_NE(report.find("| w999 |"), std::string::npos);
  EXPECT_EQ(report.find("| w1000 |"), std::string::npos);
  EXPECT_NE(report.find("| … 19000 more: placed.csv has every row |"), std::string::npos);
}

TEST(PlaceInput, GoogleBenchmarkJsonRatesAndRepetitions) {
  const auto reps = load_placed_work(CPUROOF_FIXTURES "/place/two_kernels.json", "f64");
  ASSERT_EQ(reps.size(), 3u);  // two repetitions of one, one of the other; the aggregate skipped
  const auto w = combine_repetitions(reps);
  ASSERT_EQ(w.size(), 2u);
  EXPECT_EQ(w[0].name, "BM_scale/real_time");
  EXPECT_DOUBLE_EQ(w[0].flop_per_s, 1e9);
  EXPECT_DOUBLE_EQ(w[0].byte_per_s, 2e10);
  EXPECT_DOUBLE_EQ(w[0].seconds_per_call, 1e-3);
  EXPECT_DOUBLE_EQ(w[0].ws_bytes, 1e9);
  EXPECT_EQ(w[0].host, "laptop");
  EXPECT_DOUBLE_EQ(w[1].seconds_per_call, 0.05);
}

TEST(PlaceInput, RepetitionsOfOneFileBecomeTheirMediansAndOtherFilesStayApart) {
  const auto one = std::make_shared<const std::string>("a.json"), other = std::make_shared<const std::string>("b.json");
  auto piece = [](const std::shared_ptr<const std::string>& file, const char* name, double seconds) {
    PlacedWork w;
    w.name = name;
    w.file = file;
    w.seconds_per_call = seconds;
    w.flop_per_s = 1 / seconds;
    w.byte_per_s = 2 / seconds;
    return w;
  };
  const auto w = combine_repetitions(
      {piece(one, "k", 1), piece(one, "j", 5), piece(one, "k", 9), piece(other, "k", 7), piece(one, "k", 2)});
  ASSERT_EQ(w.size(), 3u);
  EXPECT_EQ(w[0].name, "k");
  EXPECT_DOUBLE_EQ(w[0].seconds_per_call, 2);
  EXPECT_DOUBLE_EQ(w[0].flop_per_s, 0.5);  // the median of the rates, not the rate of the median time
  EXPECT_EQ(w[1].name, "j");
  EXPECT_EQ(*w[2].file, "b.json");
  EXPECT_DOUBLE_EQ(w[2].seconds_per_call, 7);
}

TEST(PlaceInput, CsvPerCallCostsBecomeRates) {
  const auto w = parse_placed_work("name,flops,bytes,seconds,threads,dtype,ws_bytes\nk,2e6,4e6,0.002,2,f32,1024\n",
                                   "k.csv", "f64");
  ASSERT_EQ(w.size(), 1u);
  EXPECT_DOUBLE_EQ(w[0].flop_per_s, 1e9);
  EXPECT_DOUBLE_EQ(w[0].byte_per_s, 2e9);
  EXPECT_EQ(w[0].threads, 2);
  EXPECT_EQ(w[0].dtype, "f32");
  EXPECT_DOUBLE_EQ(w[0].ws_bytes, 1024);
}

// Each refusal names the file and the field.
namespace {

void expect_refusal(const std::string& text, const std::string& fragment) {
  try {
    parse_placed_work(text, "in.csv", "f64");
    ADD_FAILURE() << "accepted: " << text;
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find(fragment), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("in.csv"), std::string::npos) << e.what();
  }
}

}  // namespace

TEST(PlaceInput, RefusesBadInput) {
  expect_refusal("name,flops,bytes,seconds\nk,1,1,-1\n", "'seconds' is -1");
  expect_refusal("name,flops,bytes\nk,1,1\n", "no 'seconds' column");
  expect_refusal("name,flops,bytes,seconds\nk,x,1,1\n", "'flops' is 'x'");
  expect_refusal("name,flops,bytes,seconds\nk,-1,1,1\n", "'flops' is negative");
  expect_refusal("name,flops,bytes,seconds,threads\nk,1,1,1,1.5\n", "'threads'");
  expect_refusal("name,flops,bytes,seconds\n", "no rows");
  expect_refusal(R"({"benchmarks": [{"run_name": "b", "run_type": "iteration", "real_time": 1, "time_unit": "us"}]})",
                 "benchmark 'b': no 'flops' counter");
  expect_refusal(R"({"benchmarks": [{"run_name": "b", "real_time": 1, "time_unit": "us", "flops": 1e30, "bytes": 1}]})",
                 "not a CPU's rate");
  expect_refusal(R"({"benchmarks": [{"run_name": "b", "real_time": 1, "time_unit": "h", "flops": 1, "bytes": 1}]})",
                 "time_unit 'h'");
  expect_refusal(R"({"nothing": 1})", "no 'benchmarks' array");
  // A field of another type than Google Benchmark writes is bad input, not an internal error.
  expect_refusal(R"({"benchmarks": [{"run_name": "b", "error_occurred": "yes"}]})",
                 "in.csv: benchmark 'b': 'error_occurred' is string, not true or false");
  expect_refusal(R"({"benchmarks": [{"run_name": "b", "run_type": 1}]})",
                 "in.csv: benchmarks[0]: 'run_type' is number, not a string");
  expect_refusal("{\"benchmarks\": [" + std::string(100000, '[') + std::string(100000, ']') + "]}",
                 "in.csv: JSON nested deeper than 64 levels");
  expect_refusal("name,flops,bytes,seconds,flops\nk,1,1,1,2\n", "column 'flops' appears twice in the header");
  expect_refusal("name,flops,bytes,seconds\nk,1,1,1\n\nj,1,1,1\n", "row 3 is blank");
}

TEST(PlaceInput, SpreadsheetCsvReadsAsThePlainOne) {
  // A byte order mark, \r\n line ends, blanks before a number and blank lines at the end.
  const auto w =
      parse_placed_work("\xEF\xBB\xBFname,flops,bytes,seconds\r\nk, 2e6,+4e6,0.002\r\n\r\n\r\n", "k.csv", "f64");
  ASSERT_EQ(w.size(), 1u);
  EXPECT_EQ(w[0].name, "k");
  EXPECT_DOUBLE_EQ(w[0].flop_per_s, 1e9);
  EXPECT_DOUBLE_EQ(w[0].byte_per_s, 2e9);
  const std::string json = R"({"benchmarks": [{"run_name": "b", "real_time": 1, "time_unit": "ms",)"
                           R"( "flops": 1e9, "bytes": 1e9}]})";
  EXPECT_EQ(parse_placed_work("\xEF\xBB\xBF" + json, "b.json", "f64").at(0).name, "b");
}

TEST(PlaceCommand, PlacesOnASyntheticResultFolder) {
  const fs::path tmp = fs::temp_directory_path() / ("cpuroof-test-place-" + std::to_string(::getpid()));
  fs::remove_all(tmp);
  fs::create_directories(tmp);
  {
    std::ofstream(tmp / "raw.json") << cpuroof::testing::synthetic_run().dump();
    std::ofstream(tmp / "mine.csv") << "name,flops,bytes,seconds,ws_bytes\nstream,1e6,12.5e6,0.001,1e9\n";
  }
  std::ostringstream out;
  FitOptions fit{(tmp / "raw.json").string(), (tmp / "roofs").string(), true, {"", false, 60}};
  ASSERT_EQ(run_fit(fit, out), 0);
  PlaceOptions place;
  place.inputs = {(tmp / "mine.csv").string()};
  place.roofs_dir = (tmp / "roofs").string();
  place.out_dir = (tmp / "placed").string();
  place.quiet = true;
  place.render = {"", false, 60};
  ASSERT_EQ(run_place(place, out), 0);
  const CsvTable t = read_table(tmp / "placed" / "placed.csv", {"benchmark", "level", "efficiency", "roof_gb_per_s"});
  ASSERT_EQ(t.rows.size(), 1u);
  const auto& row = t.rows[0];
  // 12.5 GB/s against the folder's own DRAM roof.
  EXPECT_EQ(row[t.column("level")], "DRAM");
  EXPECT_NEAR(std::stod(row[t.column("efficiency")]), 12.5 / std::stod(row[t.column("roof_gb_per_s")]), 1e-5);
  EXPECT_TRUE(fs::exists(tmp / "placed" / "place.md"));
  EXPECT_TRUE(fs::exists(tmp / "placed" / "roofline.gp"));
  // A folder that is not a fit's is refused, naming it.
  EXPECT_THROW(read_roofs_dir((tmp / "placed").string()), InputError);
  EXPECT_THROW(read_roofs_dir((tmp / "none").string()), InputError);
  fs::remove_all(tmp);
}
