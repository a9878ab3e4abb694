// report.html (analysis/report/html_report.hpp, html_compare.hpp): the page fit, plot and compare
// write holds only markup its writer makes (tests/html_check.hpp), draws every point the roofline
// plot draws, each naming its row of points.csv with the cells as the file holds them, and shows a
// hostile name as text. The page in a real browser: tests/html_browser.sh.
#include <gtest/gtest.h>
#include <unistd.h>

#include "text_has.hpp"

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cli/compare.hpp"
#include "cli/fit.hpp"
#include "cli/headline.hpp"
#include "cli/plot.hpp"
#include "html_check.hpp"
#include "io/csv.hpp"
#include "io/errors.hpp"
#include "io/load.hpp"
#include "model/result_set.hpp"
#include "plot/plot.hpp"
#include "report/html_compare.hpp"
#include "format/points_table.hpp"
#include "model/best_roofs.hpp"
#include "synthetic_run.hpp"

namespace fs = std::filesystem;
using namespace cpuroof::analysis;

namespace {

std::string read(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

std::size_t count(const std::string& text, const std::string& part) {
  std::size_t n = 0;
  for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
  return n;
}

// The page's data block, parsed as the page's script parses it.
nlohmann::json data_of(const std::string& page) {
  const std::string open = "<script type=\"application/json\" id=\"cpuroof-data\">";
  const std::size_t from = page.find(open) + open.size();
  return nlohmann::json::parse(page.substr(from, page.find("</script>", from) - from));
}

// The rows the roofline draws by default: an intensity and a rate above 0, neither the clock nor the A/A check.
std::size_t drawable_rows(const ResultSet& r) {
  std::size_t n = 0;
  for (const auto& p : r.points) n += drawable_point(p) && p.family != "aa";
  return n;
}

ResultSet synthetic_result(const std::string& name) {
  const RawRun run = load_raw_text(cpuroof::testing::synthetic_run().dump(), "raw.json");
  const Roofline r = derive_roofline(run);
  ResultSet rs = result_from_tables(parse_csv(roofs_table(r).to_string(), "roofs.csv"),
                                    parse_csv(points_table(place_points(run, r)).to_string(), "points.csv"), name);
  rs.meta["cpu_model"] = "Synthetic CPU";
  return rs;
}

// Every text cell of a table prefixed with `h` (names stay distinct); numbers and the schema kept.
CsvTable hostile_table(CsvTable t, const std::string& h) {
  for (const char* column : {"benchmark", "family", "kernel", "impl", "level", "variant", "isa", "source"}) {
    const auto at = std::find(t.header.begin(), t.header.end(), column);
    if (at == t.header.end()) continue;
    for (auto& row : t.rows) {
      std::string& cell = row[static_cast<std::size_t>(at - t.header.begin())];
      if (!cell.empty()) cell = h + cell;
    }
  }
  return t;
}

class HtmlCommands : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("cpuroof-html-" + std::to_string(::getpid()) + "-" +
                                        ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
    fit("a", cpuroof::testing::synthetic_run());
    cpuroof::testing::SyntheticOptions faster_dram;
    faster_dram.dram_scale = 2;
    fit("b", cpuroof::testing::synthetic_run(faster_dram));
  }
  void TearDown() override { fs::remove_all(dir_); }

  void fit(const std::string& name, const nlohmann::json& doc) {
    std::ofstream(dir_ / (name + ".json")) << doc.dump();
    FitOptions o;
    o.raw_json = (dir_ / (name + ".json")).string();
    o.out_dir = (dir_ / name).string();
    o.quiet = true;
    o.render.use_path = false;
    std::ostringstream log;
    run_fit(o, log);
  }
  fs::path dir_;
};

}  // namespace

TEST_F(HtmlCommands, FitWritesAPageOfEveryDrawnPointWithItsRowAsTheFileHoldsIt) {
  const std::string page = read(dir_ / "a" / "report.html");
  EXPECT_EQ(cpuroof::testing::html_page_problems(page), std::vector<std::string>{});
  const ResultSet result = read_result_dir(dir_ / "a");
  const std::size_t drawn = drawable_rows(result);
  ASSERT_GT(drawn, 10u);
  EXPECT_EQ(count(page, "class=\"pt\""), drawn);
  EXPECT_TRUE(has(page, std::to_string(drawn) + " of the " + std::to_string(result.points.size()) + " rows"));
  // The data block: points.csv's header, and each drawn row as [its line in the file, its cells].
  const nlohmann::json data = data_of(page);
  const nlohmann::json& points = data["tables"][0];
  EXPECT_EQ(points["name"], "points.csv");
  EXPECT_EQ(points["columns"].get<std::vector<std::string>>(), result.points_csv.header);
  ASSERT_EQ(points["rows"].size(), drawn);
  for (const auto& row : points["rows"]) {
    const std::size_t line = row[0].get<std::size_t>();
    ASSERT_GE(line, 2u);
    const auto& cells = result.points_csv.rows[line - 2];
    ASSERT_EQ(row.size(), cells.size() + 1);
    for (std::size_t c = 0; c < cells.size(); ++c) EXPECT_EQ(row[c + 1], cells[c]);
  }
  // Roofs and ridges labelled, a panel per thread count, toggles, the headline's tables; nothing fetched.
  for (const char* part : {"L2 read 403 GB/s", "f64 avx2 101 GFLOP/s", "f64 ridge (DRAM): 4.00 FLOP/B",
                           "id=\"panel-0\"", "id=\"panel-1\"", "data-panel=\"1\"", "<legend>families</legend>",
                           "data-g=\"f0\"", "data-g=\"i0\"", "peak GFLOP/s (% of theoretical)", "class=\"roof\""})
    EXPECT_TRUE(has(page, part)) << part;
  EXPECT_FALSE(has(page, "https:"));
  EXPECT_EQ(count(page, "http:"), count(page, "xmlns=\"http://www.w3.org/2000/svg\""));
}

TEST_F(HtmlCommands, PlotWritesThePageOfItsView) {
  PlotCommandOptions o;
  o.dir = (dir_ / "a").string();
  o.out_dir = (dir_ / "one").string();
  o.view.threads = 1;
  o.render.use_path = false;
  std::ostringstream log;
  ASSERT_EQ(run_plot(o, log), 0);
  const std::string page = read(dir_ / "one" / "report.html");
  EXPECT_EQ(cpuroof::testing::html_page_problems(page), std::vector<std::string>{});
  EXPECT_TRUE(has(page, "id=\"panel-0\""));
  EXPECT_FALSE(has(page, "id=\"panel-1\""));
  EXPECT_TRUE(has(log.str(), "report.html")) << log.str();
  // Into the folder itself: fit wrote one already, and cpuroof never overwrites.
  o.out_dir.clear();
  EXPECT_THROW(run_plot(o, log), InputError);
}

TEST_F(HtmlCommands, CompareWritesTheOverlayWithEachRunsRows) {
  CompareOptions o;
  o.dirs = {(dir_ / "a").string(), (dir_ / "b").string()};
  o.out_dir = (dir_ / "cmp").string();
  o.quiet = true;
  o.render.use_path = false;
  std::ostringstream log;
  ASSERT_EQ(run_compare(o, log), 0);
  const std::string page = read(dir_ / "cmp" / "report.html");
  EXPECT_EQ(cpuroof::testing::html_page_problems(page), std::vector<std::string>{});
  const nlohmann::json data = data_of(page);
  ASSERT_EQ(data["tables"].size(), 2u);
  EXPECT_TRUE(has(data["tables"][1]["name"].get<std::string>(), "B: ")) << data["tables"][1]["name"];
  std::size_t rows = 0;
  for (const auto& t : data["tables"]) rows += t["rows"].size();
  EXPECT_GT(rows, 0u);
  EXPECT_EQ(count(page, "class=\"pt\""), rows);
  EXPECT_TRUE(has(page, "data-g=\"r1\""));
}

// Names from another machine's folder: text on the page and in its data, never markup or script.
TEST(HtmlReport, HostileNamesAreText) {
  const std::string h = "</script><script>window.cpuroofPwned=1</script><img src=x onerror=alert(1)>\"'&amp; ";
  const ResultSet plain = synthetic_result("plain");
  ResultSet rs =
      result_from_tables(hostile_table(plain.roofs_csv, h), hostile_table(plain.points_csv, h), "folder " + h);
  rs.meta["cpu_model"] = h;
  const RooflinePlot picture = roofline_plot_model(rs, {});
  const std::string page = report_html_of(
      rs, CsvTable{{"schema_version", "check", "pass", "detail"}, {{"2", "aa", "false", h}}}, &picture, nullptr);
  EXPECT_EQ(cpuroof::testing::html_page_problems(page), std::vector<std::string>{});
  EXPECT_EQ(count(page, "<script"), 2u);
  EXPECT_FALSE(has(page, "<img"));
  EXPECT_TRUE(has(page, "&lt;/script&gt;&lt;script&gt;window.cpuroofPwned=1")) << "the title, toggles and labels";
  EXPECT_TRUE(has(page, "\\u003c/script\\u003e")) << "the data block";
  // The data block gives the names back as they were.
  const nlohmann::json data = data_of(page);
  const auto& columns = data["tables"][0]["columns"];
  const std::size_t family =
      static_cast<std::size_t>(std::find(columns.begin(), columns.end(), "family") - columns.begin());
  EXPECT_EQ(data["tables"][0]["rows"][0][family + 1].get<std::string>().rfind(h, 0), 0u);

  std::vector<ResultSet> runs = {plain, rs};
  const ComparePlot overlay = compare_plot_model(runs, {"A", "B"}, {});
  EXPECT_EQ(cpuroof::testing::html_page_problems(render_html_compare(runs, overlay)), std::vector<std::string>{});
}

// The checker itself: each kind of markup a writer bug could let through is caught.
TEST(HtmlReport, TheCheckerCatchesForeignMarkup) {
  const ResultSet rs = synthetic_result("plain");
  const RooflinePlot picture = roofline_plot_model(rs, {});
  const std::string page = report_html_of(rs, CsvTable{}, &picture, nullptr);
  ASSERT_EQ(cpuroof::testing::html_page_problems(page), std::vector<std::string>{});
  const std::size_t body = page.find("<h1>");
  for (const std::string& foreign :
       {std::string("<img src=\"x\">"), std::string("<script>alert(1)</script>"), std::string("<p onclick=\"x\">a</p>"),
        std::string("a > b"), std::string("&copy;"), std::string("<a href=\"javascript:x\">a</a>"),
        std::string("<p title=\"x\">a</p>")}) {
    std::string bad = page;
    bad.insert(body, foreign);
    EXPECT_FALSE(cpuroof::testing::html_page_problems(bad).empty()) << foreign;
  }
  std::string data_with_markup = page;
  data_with_markup.insert(page.find("{\"tables\""), "\"</b>\"");
  EXPECT_FALSE(cpuroof::testing::html_page_problems(data_with_markup).empty());
  std::string no_policy = page;
  no_policy.replace(no_policy.find("Content-Security-Policy"), 23, "Content-Type");
  EXPECT_FALSE(cpuroof::testing::html_page_problems(no_policy).empty());
}

// The latency family's charts: the curves latency.gp draws, each level's latency labelled; a kind of
// core from the input is a curve's title, as text.
TEST(HtmlReport, LatencyChartsFromTheFitsCurves) {
  const std::string kind = "<b>P</b>";
  LatencyFit fit;
  for (double ws : {4096.0, 65536.0, 1048576.0, 67108864.0}) {
    const double ns = ws < 65536 ? 1 : ws < 1048576 ? 4 : ws < 67108864 ? 12 : 90;
    fit.points.push_back({"huge", kind, ws, 1, ns, 1e9 / ns});
    fit.points.push_back({"base", kind, ws, 1, ns * 1.2, 1e9 / ns / 1.2});
  }
  fit.points.push_back({"huge", kind, 67108864.0, 8, 90.0 / 8, 8e9 / 90});
  LatencyLevel l1;
  l1.level = "L1", l1.pages = "huge", l1.ns = 1, l1.ws_high_bytes = 32768;
  fit.levels.push_back(l1);
  fit.loaded.push_back({1, kind, 67108864.0, 120, {118, 122}, 20, "latency/loaded/..."});
  const ResultSet rs = synthetic_result("plain");
  const LatencyCurves curves = latency_curves(fit);
  const std::string page = report_html_of(rs, CsvTable{}, nullptr, &curves);
  EXPECT_EQ(cpuroof::testing::html_page_problems(page), std::vector<std::string>{});
  for (const char* part : {"Latency and memory-level parallelism", "latency against working set",
                           "memory-level parallelism", "latency under load", "L1 1.00 ns", "huge pages (&lt;b&gt;P",
                           "64.0 MiB (&lt;b&gt;P", "4.00 KiB", "ns per load"})
    EXPECT_TRUE(has(page, part)) << part;
  // Without a fit's curves (a folder read back), no latency section.
  EXPECT_FALSE(has(report_html_of(rs, CsvTable{}, nullptr, nullptr), "latency against working set"));
}
