// cpuroof index on the committed runs: two Zen 3 folders of one machine (a fixture and the reference
// run in results/) and a Zen 5 fixture, plus damaged copies of them.
#include <gtest/gtest.h>

#include "text_has.hpp"

#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>

#include "io/csv.hpp"
#include "io/errors.hpp"
#include "report/index_table.hpp"
#include "cli/index.hpp"
#include "model/result_set.hpp"
#include "unprivileged.hpp"

namespace fs = std::filesystem;
using namespace cpuroof::analysis;

namespace {

const fs::path kFixtures = fs::path(CPUROOF_FIXTURES) / "compare";
// Committed runs by name: results/ also holds whatever the user measured here (scripts/run.sh).
const fs::path kResults = CPUROOF_RESULTS;
const fs::path kZen3Run = kResults / "amd-zen3-2c" / "2026-11-30T05-11-49Z";
const fs::path kZen4Run = kResults / "amd-zen4-2c" / "2026-12-01T13-57-59Z";

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

std::size_t roof_rows(const fs::path& folder) {
  return parse_csv(slurp(folder / "roofs.csv"), "roofs.csv").rows.size();
}

std::string cell(const CsvTable& t, const std::vector<std::string>& row, const std::string& col) {
  return row[t.column(col)];
}

class Index : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("cpuroof-index-" + std::to_string(::getpid()) + "-" +
                                        ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  // Runs the command; the table it wrote, and its stdout line in `log`.
  CsvTable index(const std::vector<std::string>& dirs, const std::string& name = "fleet.csv") {
    IndexOptions o;
    o.dirs = dirs;
    o.out_file = (dir_ / name).string();
    log.str("");
    EXPECT_EQ(run_index(o, log), 0);
    return parse_csv(slurp(o.out_file), o.out_file);
  }
  // The error message of a refused index; checks nothing was written.
  std::string refusal(const std::vector<std::string>& dirs) {
    IndexOptions o;
    o.dirs = dirs;
    o.out_file = (dir_ / "refused.csv").string();
    std::ostringstream out;
    std::string message;
    try {
      run_index(o, out);
      ADD_FAILURE() << "index accepted bad input";
    } catch (const InputError& e) {
      message = e.what();
    }
    EXPECT_FALSE(fs::exists(o.out_file));
    for (const auto& e : fs::directory_iterator(dir_))
      EXPECT_FALSE(has(e.path().filename().string(), "partial")) << e.path();
    return message;
  }
  fs::path copy_fixture(const std::string& name, const fs::path& to) {
    fs::create_directories(to.parent_path());
    fs::copy(kFixtures / name, to, fs::copy_options::recursive);
    return to;
  }

  fs::path dir_;
  std::ostringstream log;
};

TEST_F(Index, OneRowPerRoofPerRunAndTwoMachines) {
  const CsvTable t = index({kFixtures.string(), kZen3Run.string()});
  const std::size_t expected =
      roof_rows(kFixtures / "zen5-full") + roof_rows(kFixtures / "zen3-full") + roof_rows(kZen3Run);
  EXPECT_EQ(t.rows.size(), expected);
  std::set<std::string> folders, ids, arches, names;
  std::map<std::string, std::string> arch_of_id;
  for (const auto& row : t.rows) {
    folders.insert(cell(t, row, "run_folder"));
    ids.insert(cell(t, row, "machine_id"));
    arches.insert(cell(t, row, "machine_microarch"));
    names.insert(cell(t, row, "machine_name"));
    arch_of_id[cell(t, row, "machine_id")] = cell(t, row, "machine_microarch");
  }
  EXPECT_EQ(folders.size(), 3u);  // the comparison folder beside the reference run is skipped
  EXPECT_EQ(ids.size(), 2u);
  EXPECT_EQ(arches, (std::set<std::string>{"Zen 3", "Zen 5"}));
  EXPECT_EQ(names, (std::set<std::string>{"amd-zen3-2c", "amd-zen5-2c"}));
  EXPECT_EQ(log.str(),
            "wrote " + (dir_ / "fleet.csv").string() + ": 3 runs, 2 machines, " + std::to_string(expected) + " rows\n");
  // Sorted by machine name: every Zen 3 row before every Zen 5 row.
  EXPECT_EQ(cell(t, t.rows.front(), "machine_name"), "amd-zen3-2c");
  EXPECT_EQ(cell(t, t.rows.back(), "machine_name"), "amd-zen5-2c");
  // Machine fields derived from meta.json's raw fields (the fixtures predate the machine_* keys).
  const auto& z5 = t.rows.back();
  EXPECT_EQ(cell(t, z5, "machine_vendor"), "AMD");
  EXPECT_EQ(cell(t, z5, "cpu_model"), "AMD EPYC");
  EXPECT_EQ(cell(t, z5, "machine_physical_cores"), "2");
  EXPECT_EQ(cell(t, z5, "machine_smt"), "1");
  EXPECT_EQ(cell(t, z5, "machine_isa_level"), "avx512");
  EXPECT_EQ(cell(t, z5, "machine_clock_ghz"), "4.15205");
  EXPECT_EQ(cell(t, z5, "machine_l3_bytes_per_domain"), "33554432");
  EXPECT_EQ(cell(t, z5, "machine_host"), "VM (KVM)");
  EXPECT_EQ(cell(t, z5, "profile"), "full");
  EXPECT_EQ(cell(t, z5, "run_start"), "2026-11-30T12:44:20Z");
  EXPECT_EQ(cell(t, z5, "bench_commit"), "451773ec7dd8");
  EXPECT_EQ(cell(t, z5, "analysis_commit"), "");
}

TEST_F(Index, ValuesRoundTrip) {
  const CsvTable t = index({(kFixtures / "zen5-full").string()});
  const CsvTable roofs = parse_csv(slurp(kFixtures / "zen5-full" / "roofs.csv"), "roofs.csv");
  ASSERT_EQ(t.rows.size(), roofs.rows.size());
  // One run: the rows keep roofs.csv's order.
  for (std::size_t i = 0; i < roofs.rows.size(); ++i) {
    const auto& in = roofs.rows[i];
    const auto& out = t.rows[i];
    for (const std::string col : {"kind", "level", "dtype", "isa", "variant", "threads", "source"})
      ASSERT_EQ(cell(t, out, col), cell(roofs, in, col)) << "row " << i << " " << col;
    for (const std::string col : {"gflop_per_s", "gb_per_s", "gb_per_s_ci_high", "clock_ghz", "ws_high_bytes"}) {
      const std::string a = cell(roofs, in, col), b = cell(t, out, col);
      if (a.empty())
        EXPECT_EQ(b, "");
      else
        EXPECT_EQ(std::stod(a), std::stod(b)) << "row " << i << " " << col << ": " << a << " vs " << b;
    }
    const bool compute = cell(roofs, in, "kind") == "compute";
    EXPECT_EQ(std::stod(cell(t, out, "value")), std::stod(cell(roofs, in, compute ? "gflop_per_s" : "gb_per_s")));
    EXPECT_EQ(cell(t, out, "unit"), compute ? "GFLOP/s" : "GB/s");
  }
}

TEST_F(Index, NoScientificNotation) {
  index({kFixtures.string()});
  const std::string text = slurp(dir_ / "fleet.csv");
  ASSERT_TRUE(has(slurp(kFixtures / "zen5-full" / "roofs.csv"), "e+07"));  // the input has some
  const CsvTable t = parse_csv(text, "fleet.csv");
  const std::regex scientific(R"([+-]?[0-9.]+[eE][+-]?[0-9]+)");
  for (const auto& row : t.rows)
    for (const auto& field : row) ASSERT_FALSE(std::regex_match(field, scientific)) << field;
}

TEST(IndexNumbers, PlainDecimal) {
  EXPECT_EQ(plain_decimal("1.1044e+06"), "1104400");
  EXPECT_EQ(plain_decimal("2.98418e+07"), "29841800");
  EXPECT_EQ(plain_decimal("1e-05"), "0.00001");
  EXPECT_EQ(plain_decimal("-3.5E+2"), "-350");
  for (const std::string same : {"12", "0.5", "", "peak/fma8/hand/f64/isa:avx2", "e5", "1e", "1.5e+x", "inf"})
    EXPECT_EQ(plain_decimal(same), same);
}

TEST_F(Index, SameOutputEveryTime) {
  index({kFixtures.string(), kZen3Run.string(), kZen4Run.string()}, "a.csv");
  index({kZen4Run.string(), kZen3Run.string(), kFixtures.string()}, "b.csv");
  EXPECT_EQ(slurp(dir_ / "a.csv"), slurp(dir_ / "b.csv"));
}

TEST_F(Index, AFolderReachedTwiceIsListedOnce) {
  const fs::path runs = dir_ / "runs";
  copy_fixture("zen3-full", runs / "amd-zen3-2c" / "run");
  const CsvTable t = index({runs.string(), (runs / "amd-zen3-2c").string()});
  EXPECT_EQ(t.rows.size(), roof_rows(kFixtures / "zen3-full"));
  EXPECT_EQ(cell(t, t.rows.front(), "run_folder"), (runs / "amd-zen3-2c" / "run").generic_string());
}

TEST_F(Index, SkipsHiddenAndComparisonFolders) {
  const fs::path runs = dir_ / "runs";
  copy_fixture("zen5-full", runs / "amd-zen5-2c" / "run");
  copy_fixture("zen3-full", runs / ".2026-11-30T00-00-00Z.123.partial");  // a run being staged
  copy_fixture("zen3-full", runs / "cmp");
  std::ofstream(runs / "cmp" / "compare_roofs.csv") << "schema_version\n";
  const CsvTable t = index({runs.string()});
  EXPECT_EQ(t.rows.size(), roof_rows(kFixtures / "zen5-full"));
  EXPECT_EQ(cell(t, t.rows.front(), "run_folder"), (runs / "amd-zen5-2c" / "run").generic_string());
}

TEST_F(Index, OlderAndNewerTablesUnionTheirColumns) {
  const fs::path runs = dir_ / "runs";
  // An older run: roofs.csv without saturation_threads; a newer one with a column this cpuroof lacks
  // and an analysis commit in meta.json.
  const fs::path old_run = copy_fixture("zen3-full", runs / "old");
  CsvTable roofs = parse_csv(slurp(old_run / "roofs.csv"), "roofs.csv");
  const std::size_t drop = roofs.column("saturation_threads");
  roofs.header.erase(roofs.header.begin() + static_cast<std::ptrdiff_t>(drop));
  for (auto& row : roofs.rows) row.erase(row.begin() + static_cast<std::ptrdiff_t>(drop));
  fs::remove(old_run / "roofs.csv");
  std::ofstream(old_run / "roofs.csv") << roofs.to_string();
  const fs::path new_run = copy_fixture("zen5-full", runs / "new");
  roofs = parse_csv(slurp(new_run / "roofs.csv"), "roofs.csv");
  roofs.header.push_back("note");
  for (auto& row : roofs.rows) row.push_back("a, \"quoted\" note");
  fs::remove(new_run / "roofs.csv");
  std::ofstream(new_run / "roofs.csv") << roofs.to_string();
  std::string meta = slurp(new_run / "meta.json");
  meta.replace(meta.find('{'), 1, "{\n  \"analysis_commit\": \"abc123def456\",");
  fs::remove(new_run / "meta.json");
  std::ofstream(new_run / "meta.json") << meta;

  const CsvTable t = index({runs.string()});
  EXPECT_EQ(t.header.back(), "note");
  for (const auto& row : t.rows) {
    const bool is_new = cell(t, row, "run_folder") == (runs / "new").generic_string();
    EXPECT_EQ(cell(t, row, "note"), is_new ? "a, \"quoted\" note" : "");
    EXPECT_EQ(cell(t, row, "analysis_commit"), is_new ? "abc123def456" : "");
    if (!is_new) {
      EXPECT_EQ(cell(t, row, "saturation_threads"), "");
    }
  }
}

TEST_F(Index, RefusesAnExistingOutput) {
  std::ofstream(dir_ / "refused.csv") << "keep me\n";
  IndexOptions o;
  o.dirs = {kFixtures.string()};
  o.out_file = (dir_ / "refused.csv").string();
  std::ostringstream out;
  try {
    run_index(o, out);
    ADD_FAILURE() << "overwrote an existing file";
  } catch (const InputError& e) {
    EXPECT_TRUE(has(e.what(), "already exists")) << e.what();
  }
  EXPECT_EQ(slurp(dir_ / "refused.csv"), "keep me\n");
}

TEST_F(Index, BadInputNamesTheProblem) {
  EXPECT_TRUE(has(refusal({}), "needs one or more folders"));
  EXPECT_TRUE(has(refusal({(dir_ / "missing").string()}), "missing: not a folder"));
  fs::create_directories(dir_ / "empty" / "sub");
  EXPECT_TRUE(has(refusal({(dir_ / "empty").string()}), "empty: no result folder found"));
  // A good DIR does not excuse a bad one.
  EXPECT_TRUE(has(refusal({kFixtures.string(), (dir_ / "empty").string()}), "no result folder found"));

  const fs::path bad_meta = copy_fixture("zen5-full", dir_ / "bad-meta" / "run");
  std::filesystem::resize_file(bad_meta / "meta.json", 100);
  EXPECT_TRUE(has(refusal({(dir_ / "bad-meta").string()}), "run/meta.json: malformed JSON"));

  const fs::path bad_roofs = copy_fixture("zen5-full", dir_ / "bad-roofs" / "run");
  std::ofstream(bad_roofs / "roofs.csv", std::ios::app) << "1,compute\n";
  EXPECT_TRUE(has(refusal({(dir_ / "bad-roofs").string()}), "run/roofs.csv: row 162 has 2 fields"));

  const fs::path bad_kind = copy_fixture("zen5-full", dir_ / "bad-kind" / "run");
  fs::remove(bad_kind / "roofs.csv");
  std::ofstream(bad_kind / "roofs.csv") << "schema_version,kind\n1,latency\n";
  EXPECT_TRUE(has(refusal({(dir_ / "bad-kind").string()}), "roofs.csv: row 2, column 'kind' is 'latency'"));

  const fs::path other_schema = copy_fixture("zen5-full", dir_ / "schema" / "run");
  fs::remove(other_schema / "roofs.csv");
  std::ofstream(other_schema / "roofs.csv") << "schema_version,kind\n4,compute\n";
  EXPECT_TRUE(has(refusal({(dir_ / "schema").string()}), "schema_version 4"));

  const fs::path half = copy_fixture("zen5-full", dir_ / "half" / "run");
  fs::remove(half / "roofs.csv");
  EXPECT_TRUE(has(refusal({(dir_ / "half").string()}), "run: has meta.json but no roofs.csv"));
}

}  // namespace

// A fleet of folders from many places: what cannot be read below a DIR is skipped with a warning
// naming it, and counted; a DIR itself must be readable and give a run.
namespace {

class IndexFleet : public Index {
 protected:
  // The run's index, its stdout line in `log` and the warnings in `warnings`.
  CsvTable index_warned(const std::vector<std::string>& dirs) {
    IndexOptions o;
    o.dirs = dirs;
    o.out_file = (dir_ / "fleet.csv").string();
    log.str("");
    warnings.str("");
    EXPECT_EQ(run_index(o, log, warnings), 0);
    return parse_csv(slurp(o.out_file), o.out_file);
  }
  std::ostringstream warnings;
};

std::size_t lines(const std::string& text) {
  return static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n'));
}

}  // namespace

TEST_F(IndexFleet, DamagedRunsAreSkippedWithAWarningEach) {
  const fs::path runs = dir_ / "runs";
  copy_fixture("zen5-full", runs / "good");
  std::filesystem::resize_file(copy_fixture("zen5-full", runs / "bad-meta") / "meta.json", 100);
  fs::remove(copy_fixture("zen5-full", runs / "half") / "roofs.csv");
  const CsvTable t = index_warned({runs.string()});
  EXPECT_EQ(t.rows.size(), roof_rows(kFixtures / "zen5-full"));
  EXPECT_EQ(lines(warnings.str()), 2u) << warnings.str();
  EXPECT_TRUE(has(warnings.str(),
                  "cpuroof: warning: " + (runs / "bad-meta" / "meta.json").string() + ": malformed JSON at byte"))
      << warnings.str();
  EXPECT_TRUE(has(warnings.str(), "half: has meta.json but no roofs.csv (not a complete result folder); skipped"))
      << warnings.str();
  EXPECT_TRUE(has(log.str(), ": 1 run, 1 machine, ")) << log.str();
  EXPECT_TRUE(has(log.str(), "; 2 folders skipped (warnings above)")) << log.str();
  // Named as a DIR, a damaged run is an error, as is a DIR whose every run is damaged.
  const std::string named = refusal({(runs / "bad-meta").string()});
  EXPECT_TRUE(has(named, "bad-meta/meta.json: malformed JSON")) << named;
  fs::remove_all(runs / "good");
  const std::string none = refusal({runs.string()});
  EXPECT_TRUE(has(none, "runs: no readable result folder (2 skipped; the first: ")) << none;
  EXPECT_EQ(lines(none), 0u);
}

TEST_F(IndexFleet, AnUnreadableFolderIsSkippedUnlessNamed) {
  const fs::path runs = dir_ / "runs";
  copy_fixture("zen5-full", runs / "good");
  fs::create_directories(runs / "locked" / "inside");
  fs::permissions(runs / "locked", fs::perms::none);
  fs::permissions(dir_, fs::perms::all);  // the user below writes the tables here
  {
    const cpuroof::test::Unprivileged as_a_user;
    const CsvTable t = index_warned({runs.string()});
    EXPECT_TRUE(has(warnings.str(), (runs / "locked").string() + ": cannot read folder")) << warnings.str();
    EXPECT_TRUE(has(log.str(), "; 1 folder skipped")) << log.str();
    EXPECT_TRUE(has(refusal({(runs / "locked").string()}), "locked: cannot read folder"));
  }
  fs::permissions(runs / "locked", fs::perms::owner_all);
}

TEST_F(IndexFleet, SymbolicLinksBelowADirAreNotFollowed) {
  const fs::path runs = dir_ / "runs", elsewhere = dir_ / "elsewhere";
  copy_fixture("zen5-full", runs / "good");
  copy_fixture("zen3-full", elsewhere / "run");
  fs::create_directory_symlink(elsewhere, runs / "link");  // would add a run
  fs::create_directory_symlink(runs, runs / "loop");       // would loop
  const CsvTable t = index_warned({runs.string()});
  EXPECT_EQ(t.rows.size(), roof_rows(kFixtures / "zen5-full"));
  EXPECT_EQ(warnings.str(), "");
  // Named as a DIR, a link is followed.
  EXPECT_EQ(index({(runs / "link").string()}, "linked.csv").rows.size(), roof_rows(kFixtures / "zen3-full"));
}

TEST_F(IndexFleet, KernelViewsAreNotSearched) {
  // /proc holds loops (/proc/self/cwd) and files that change as they are listed.
  for (const std::string dir : {"/proc", "/sys"}) {
    if (!fs::is_directory(dir)) continue;
    const std::string message = refusal({dir});
    EXPECT_TRUE(has(message, dir + ": no result folder found")) << message;
  }
}
