// The loader accepts Google Benchmark JSON and refuses everything else with a message naming the
// file, the benchmark or field, and what was expected.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "io/errors.hpp"
#include "io/json_input.hpp"
#include "io/load.hpp"
#include "format/meta_json.hpp"
#include "report/meta.hpp"
#include "synthetic_run.hpp"
#include "unprivileged.hpp"

using namespace cpuroof::analysis;
using cpuroof::testing::gb_entry;
using nlohmann::json;

namespace {

json one_benchmark(json counters) {
  return {{"context", json::object()},
          {"benchmarks", json::array({gb_entry("stream/sum/hand/f64/ws:4096/threads:1", 0, 10, std::move(counters))})}};
}

json good_counters() { return {{"flops", 1e9}, {"bytes", 8e9}, {"ai", 0.125}, {"omp_threads", 1}, {"ws_bytes", 4096}}; }

std::string error_of(const std::string& text) {
  try {
    load_raw_text(text, "raw.json");
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

void expect_error(const std::string& text, const std::string& fragment) {
  const std::string msg = error_of(text);
  EXPECT_NE(msg.find("raw.json"), std::string::npos) << msg;
  EXPECT_NE(msg.find(fragment), std::string::npos) << "message: " << msg;
  EXPECT_EQ(msg.find('\n'), std::string::npos) << "one line: " << msg;
}

}  // namespace

TEST(Load, ValidRunGroupsRepetitions) {
  const RawRun run = load_raw_text(cpuroof::testing::synthetic_run().dump(), "raw.json");
  ASSERT_FALSE(run.measurements.empty());
  const Measurement& clock = run.measurements.front();
  EXPECT_EQ(clock.family, "clock");
  EXPECT_EQ(clock.reps.size(), 3u);
  EXPECT_EQ(clock.params.at("threads"), "1");
  EXPECT_EQ(run.context.at("cpuroof_cpu_model"), "Synthetic CPU");
}

TEST(Load, NameAndLabelAreParsed) {
  json doc = one_benchmark(good_counters());
  doc["benchmarks"][0]["label"] = "access=read isa=avx2";
  const RawRun run = load_raw_text(doc.dump(), "raw.json");
  const Measurement& m = run.measurements.at(0);
  EXPECT_EQ(m.kernel, "sum");
  EXPECT_EQ(m.impl, "hand");
  EXPECT_EQ(m.dtype, "f64");
  EXPECT_EQ(m.params.at("ws"), "4096");
  EXPECT_EQ(m.label_or("access", ""), "read");
  EXPECT_DOUBLE_EQ(m.reps[0].real_time_ns, 10e3);
}

TEST(Load, UnknownFieldsAndAggregatesAreIgnored) {
  json doc = one_benchmark(good_counters());
  doc["benchmarks"][0]["some_future_field"] = "x";
  json agg = doc["benchmarks"][0];
  agg["run_type"] = "aggregate";
  agg["aggregate_name"] = "mean";
  doc["benchmarks"].push_back(agg);
  EXPECT_EQ(load_raw_text(doc.dump(), "raw.json").measurements.at(0).reps.size(), 1u);
}

TEST(Load, FailedBenchmarksAreListedNotLoaded) {
  json doc = one_benchmark(good_counters());
  doc["benchmarks"].push_back({{"name", "stream/copy/hand/f64/ws:1/threads:1"},
                               {"run_type", "iteration"},
                               {"error_occurred", true},
                               {"error_message", "verification failed at index 3"}});
  const RawRun run = load_raw_text(doc.dump(), "raw.json");
  ASSERT_EQ(run.failed.size(), 1u);
  EXPECT_NE(run.failed[0].message.find("verification"), std::string::npos);
}

TEST(LoadBadInput, EmptyFile) { expect_error("", "empty"); }
TEST(LoadBadInput, WhitespaceOnly) { expect_error("  \n", "empty"); }
TEST(LoadBadInput, TruncatedJson) {
  expect_error(one_benchmark(good_counters()).dump().substr(0, 120), "truncated JSON");
}
TEST(LoadBadInput, MalformedJson) { expect_error("{\"context\": {}, \"benchmarks\": [,]}", "malformed"); }
TEST(LoadBadInput, NotAnObject) { expect_error("[1, 2]", "expected a Google Benchmark JSON object"); }
TEST(LoadBadInput, NotGoogleBenchmark) { expect_error("{\"results\": []}", "not Google Benchmark JSON"); }
TEST(LoadBadInput, NoContext) { expect_error("{\"benchmarks\": [{}]}", "'context'"); }
TEST(LoadBadInput, EmptyBenchmarkList) { expect_error("{\"context\": {}, \"benchmarks\": []}", "list is empty"); }

TEST(LoadBadInput, MissingCounter) {
  json c = good_counters();
  c.erase("bytes");
  expect_error(one_benchmark(c).dump(), "missing field 'bytes'");
}

TEST(LoadBadInput, WrongTypeCounter) {
  json c = good_counters();
  c["flops"] = "fast";
  expect_error(one_benchmark(c).dump(), "field 'flops' is string (expected a number)");
}

TEST(LoadBadInput, NaNCounter) {
  // JSON has no NaN literal; Google Benchmark writes one anyway, which is malformed JSON.
  std::string text = one_benchmark(good_counters()).dump();
  text.replace(text.find("1000000000.0"), 12, "NaN");
  expect_error(text, "malformed");
}

TEST(LoadBadInput, InfiniteCounter) {
  std::string text = one_benchmark(good_counters()).dump();
  text.replace(text.find("1000000000.0"), 12, "1e999");
  expect_error(text, "number overflow");
}

TEST(LoadBadInput, NegativeCounter) {
  json c = good_counters();
  c["bytes"] = -1;
  expect_error(one_benchmark(c).dump(), "counter 'bytes' is negative");
}

TEST(LoadBadInput, ZeroThreads) {
  json c = good_counters();
  c["omp_threads"] = 0;
  expect_error(one_benchmark(c).dump(), "'omp_threads' must be >= 1");
}

TEST(LoadBadInput, ZeroTime) {
  json doc = one_benchmark(good_counters());
  doc["benchmarks"][0]["real_time"] = 0;
  expect_error(doc.dump(), "'real_time' must be > 0");
}

TEST(LoadBadInput, NegativeTime) {
  json doc = one_benchmark(good_counters());
  doc["benchmarks"][0]["real_time"] = -5;
  expect_error(doc.dump(), "'real_time' must be > 0");
}

TEST(LoadBadInput, ZeroIterations) {
  json doc = one_benchmark(good_counters());
  doc["benchmarks"][0]["iterations"] = 0;
  expect_error(doc.dump(), "'iterations' must be > 0");
}

TEST(LoadBadInput, BadTimeUnit) {
  json doc = one_benchmark(good_counters());
  doc["benchmarks"][0]["time_unit"] = "fortnights";
  expect_error(doc.dump(), "'time_unit'");
}

TEST(LoadBadInput, DuplicateEntry) {
  json doc = one_benchmark(good_counters());
  doc["benchmarks"].push_back(doc["benchmarks"][0]);
  expect_error(doc.dump(), "duplicate entry");
}

TEST(LoadBadInput, NameWithoutConvention) {
  json doc = one_benchmark(good_counters());
  doc["benchmarks"][0]["run_name"] = "BM_Something";
  expect_error(doc.dump(), "name is not <family>/<kernel>/<impl>/<dtype>");
}

TEST(LoadBadInput, MissingFile) {
  try {
    load_raw_file("/nonexistent/raw.json");
    FAIL();
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("/nonexistent/raw.json: cannot open"), std::string::npos);
  }
}

TEST(LoadBadInput, UnreadableFile) {
  const std::string path = ::testing::TempDir() + "cpuroof-unreadable-" + std::to_string(::getpid()) + ".json";
  std::ofstream(path) << one_benchmark(good_counters()).dump();
  std::filesystem::permissions(path, std::filesystem::perms::none);
  try {
    const cpuroof::test::Unprivileged as_a_user;
    load_raw_file(path);
    ADD_FAILURE() << "loaded an unreadable file";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find(path + ": cannot open file"), std::string::npos) << e.what();
  }
  std::filesystem::remove(path);
}

// Optional fields of the wrong type used to escape as nlohmann type errors (also in the fuzz corpus).
TEST(LoadBadInput, RunNameNotAString) {
  json doc = one_benchmark(good_counters());
  doc["benchmarks"][0]["run_name"] = 1;
  expect_error(doc.dump(), "field 'run_name' is number (expected a string)");
}

TEST(LoadBadInput, ErrorOccurredNotABoolean) {
  json doc = one_benchmark(good_counters());
  doc["benchmarks"][0]["error_occurred"] = "yes";
  expect_error(doc.dump(), "field 'error_occurred' is string (expected true or false)");
}

TEST(LoadBadInput, LabelNotAString) {
  json doc = one_benchmark(good_counters());
  doc["benchmarks"][0]["label"] = 7;
  expect_error(doc.dump(), "field 'label' is number (expected a string)");
}

TEST(LoadBadInput, FolderInsteadOfFile) {
  try {
    load_raw_file(::testing::TempDir());
    ADD_FAILURE();
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("is a folder"), std::string::npos) << e.what();
  }
}

// context.cpuroof_schema_version: absent (the first runs), 1 and 2 load; a newer one is refused in
// one line that says what to do; anything but a positive integer is bad input.
namespace {

json with_schema(json version) {
  json doc = one_benchmark(good_counters());
  doc["context"]["cpuroof_schema_version"] = std::move(version);
  return doc;
}

json with_catalog(json catalog) {
  json doc = with_schema("2");
  doc["context"]["cpuroof_kernels"] = catalog.is_string() ? catalog : json(catalog.dump());
  return doc;
}

}  // namespace

TEST(LoadSchema, KnownVersionsLoad) {
  EXPECT_NO_THROW(load_raw_text(one_benchmark(good_counters()).dump(), "raw.json"));
  for (const char* v : {"1", "2"}) EXPECT_NO_THROW(load_raw_text(with_schema(v).dump(), "raw.json")) << v;
  EXPECT_NO_THROW(load_raw_text(with_schema(2).dump(), "raw.json"));  // a number, not a string
}

TEST(LoadSchema, NewerVersionIsRefused) {
  EXPECT_EQ(error_of(with_schema("3").dump()),
            "raw.json: cpuroof_schema_version 3 is newer than this cpuroof understands (2): update cpuroof");
}

TEST(LoadSchema, NonIntegerVersionIsBadInput) {
  for (const json& v : {json("two"), json("2.5"), json("-1"), json("0"), json(""), json(2.5), json::array()})
    expect_error(with_schema(v).dump(), "context.cpuroof_schema_version is '");
}

// context.cpuroof_kernels: parsed once into run.catalog; malformed is bad input naming the field.
TEST(LoadCatalog, ParsedIntoTheRun) {
  const RawRun run = load_raw_text(with_catalog(cpuroof::testing::synthetic_kernel_catalog()).dump(), "raw.json");
  ASSERT_EQ(run.catalog.families.size(), 4u);
  EXPECT_TRUE(run.catalog.family("gemm")->kernels.empty());  // a family may describe no kernels
  const CatalogEntry* relu = run.catalog.kernel("fusion", "relu_chain");
  ASSERT_NE(relu, nullptr);
  EXPECT_EQ(relu->text("description"), "y = relu(x*2 + 1) * 0.5");
  EXPECT_EQ(relu->number("elements_moved_eager"), 8.0);
  EXPECT_FALSE(run.catalog.kernel("fusion", "rmsnorm")->number("elements_moved_eager"));
  // A family-wide fact answers for its kernels; a kernel's own fact is not its family's.
  EXPECT_EQ(run.catalog.number("intensity", "sweep", "vectors_in_flight"), 12.0);
  EXPECT_EQ(run.catalog.text("intensity", "sweep", "description"), "y[i] = f_F(x[i]): F/2 synthetic FMAs per element");
  EXPECT_FALSE(run.catalog.number("fusion", "relu_chain", "vectors_in_flight"));
  EXPECT_EQ(run.catalog.kernel("stream", "nope"), nullptr);
  EXPECT_EQ(run.catalog.family("peak"), nullptr);
  // meta.json describes the machine: the catalog stays out of it.
  EXPECT_EQ(run_metadata(run).count("kernels"), 0u);
  EXPECT_EQ(run_metadata(run).at("schema_version"), "2");
}

TEST(LoadCatalog, AccessKindFromTheCatalogBeforeTheLabel) {
  json doc = with_catalog(cpuroof::testing::synthetic_kernel_catalog());
  doc["benchmarks"][0]["label"] = "access=write isa=avx2";  // stream/sum: the catalog says read
  const RawRun run = load_raw_text(doc.dump(), "raw.json");
  EXPECT_EQ(run.access_of(run.measurements.at(0)), "read");
  const RawRun old = load_raw_text(with_schema("1").dump(), "raw.json");
  EXPECT_EQ(old.access_of(old.measurements.at(0), "none"), "none");
}

TEST(LoadCatalog, MalformedIsBadInputNamingTheField) {
  expect_error(with_catalog(json("{\"families\": [")).dump(), "context.cpuroof_kernels: malformed JSON at byte");
  json doc = with_schema("2");
  doc["context"]["cpuroof_kernels"] = cpuroof::testing::synthetic_kernel_catalog();  // an object, not a string
  expect_error(doc.dump(), "context.cpuroof_kernels is object (expected a JSON document in a string)");
  expect_error(with_catalog(json::object()).dump(), "context.cpuroof_kernels: no 'families' array");
  expect_error(with_catalog(json::array()).dump(), "context.cpuroof_kernels: top level is array");

  json c = cpuroof::testing::synthetic_kernel_catalog();
  c["families"][2]["kernels"][0]["elements_moved_eager"] = "8";
  expect_error(with_catalog(c).dump(),
               "context.cpuroof_kernels: families[2].kernels[0] 'relu_chain': field 'elements_moved_eager' is string "
               "(expected a number > 0)");
  c = cpuroof::testing::synthetic_kernel_catalog();
  c["families"][1]["vectors_in_flight"] = 2.5;
  expect_error(with_catalog(c).dump(),
               "families[1] 'intensity': field 'vectors_in_flight' is 2.5 (expected an integer >= 1)");
  c = cpuroof::testing::synthetic_kernel_catalog();
  c["families"][0]["kernels"][1]["name"] = "sum";
  expect_error(with_catalog(c).dump(), "families[0] 'stream': kernel 'sum' appears twice");
  c = cpuroof::testing::synthetic_kernel_catalog();
  c["families"][0]["kernels"][0].erase("name");
  expect_error(with_catalog(c).dump(), "families[0].kernels[0]: missing or empty string field 'name'");
  c = cpuroof::testing::synthetic_kernel_catalog();
  c["families"][0]["kernels"] = json::object();
  expect_error(with_catalog(c).dump(), "families[0] 'stream': field 'kernels' is object (expected an array)");
}

TEST(LoadCatalog, UnknownFieldsAreKeptOrIgnored) {
  json c = cpuroof::testing::synthetic_kernel_catalog();
  c["families"][0]["kernels"][0]["unroll"] = 4;
  c["families"][0]["kernels"][0]["levels"] = json::array({"avx2", "avx512"});
  const RawRun run = load_raw_text(with_catalog(c).dump(), "raw.json");
  EXPECT_EQ(run.catalog.kernel("stream", "sum")->number("unroll"), 4.0);
}

// A plain file is parsed as it is read, entry by entry: it must load exactly as the same text does,
// whatever order its sections come in, and refuse the same way.
namespace {

std::string temp_file(const std::string& name, const std::string& text) {
  const std::string path = ::testing::TempDir() + "cpuroof-" + std::to_string(::getpid()) + "-" + name;
  std::ofstream(path) << text;
  return path;
}

void expect_same_run(const RawRun& a, const RawRun& b) {
  EXPECT_EQ(a.context, b.context);
  ASSERT_EQ(a.measurements.size(), b.measurements.size());
  for (std::size_t i = 0; i < a.measurements.size(); ++i) {
    EXPECT_EQ(a.measurements[i].name, b.measurements[i].name);
    ASSERT_EQ(a.measurements[i].reps.size(), b.measurements[i].reps.size());
    for (std::size_t r = 0; r < a.measurements[i].reps.size(); ++r) {
      EXPECT_EQ(a.measurements[i].reps[r].real_time_ns, b.measurements[i].reps[r].real_time_ns);
      EXPECT_EQ(a.measurements[i].reps[r].counters, b.measurements[i].reps[r].counters);
    }
  }
}

}  // namespace

TEST(LoadStream, FileLoadsAsItsText) {
  cpuroof::testing::SyntheticOptions o;
  o.catalog = true;
  const std::string text = cpuroof::testing::synthetic_run(o).dump(2);
  const std::string path = temp_file("stream.json", text);
  expect_same_run(load_raw_file(path), load_raw_text(text, path));
  std::filesystem::remove(path);
}

TEST(LoadStream, BenchmarksBeforeTheContextWaitForIt) {
  json doc = one_benchmark(good_counters());
  const std::string reordered =
      "{\"benchmarks\": " + doc["benchmarks"].dump() + ", \"context\": {\"cpuroof_schema_version\": \"2\"}}";
  const RawRun run = load_raw_text(reordered, "raw.json");
  ASSERT_EQ(run.measurements.size(), 1u);
  EXPECT_EQ(run.context.at("cpuroof_schema_version"), "2");
  // A newer schema after the entries is still refused for what it is, not for the entries.
  json bad = doc;
  bad["benchmarks"][0].erase("flops");
  expect_error("{\"benchmarks\": " + bad["benchmarks"].dump() + ", \"context\": {\"cpuroof_schema_version\": \"9\"}}",
               "cpuroof_schema_version 9 is newer");
}

TEST(LoadStream, TruncatedFileIsRefusedAsItsText) {
  const std::string text = cpuroof::testing::synthetic_run().dump();
  const std::string cut = text.substr(0, text.size() / 2);
  const std::string path = temp_file("cut.json", cut);
  try {
    load_raw_file(path);
    ADD_FAILURE() << "loaded half a file";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find(path + ": malformed or truncated JSON at byte "), std::string::npos)
        << e.what();
  }
  std::filesystem::remove(path);
}

TEST(LoadStream, WhitespaceOnlyFileIsEmpty) {
  const std::string path = temp_file("blank.json", " \n\t\n");
  try {
    load_raw_file(path);
    ADD_FAILURE() << "loaded a blank file";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("file is empty"), std::string::npos) << e.what();
  }
  std::filesystem::remove(path);
}

// Input from another machine is parsed with limits: nesting past kMaxJsonDepth is refused while
// parsing, in one line naming the file (and the field for JSON kept in a context string), before a
// recursive dump or copy can overflow the stack.
namespace {

std::string nested(std::size_t depth) { return std::string(depth, '[') + "1" + std::string(depth, ']'); }

// The run with `value` (JSON text) as context.deep; one_benchmark's dump has an empty context.
std::string with_deep_context(const std::string& value) {
  std::string text = one_benchmark(good_counters()).dump();
  const std::string empty = "\"context\":{}";
  return text.replace(text.find(empty), empty.size(), "\"context\":{\"deep\":" + value + "}");
}

}  // namespace

TEST(LoadLimits, DeepNestingIsRefusedWhileParsing) {
  expect_error(with_deep_context(nested(100000)), "raw.json: JSON nested deeper than 64 levels");
  // The document and its context are two levels: a value of 62 more is within the limit, kept as
  // its text, and one of 63 is past it.
  const RawRun run = load_raw_text(with_deep_context(nested(kMaxJsonDepth - 2)), "raw.json");
  EXPECT_EQ(run.context.at("deep"), nested(kMaxJsonDepth - 2));
  expect_error(with_deep_context(nested(kMaxJsonDepth - 1)), "JSON nested deeper than 64 levels");
  // In a benchmark entry, as a file parsed as it is read.
  std::string text = one_benchmark(good_counters()).dump();
  text.insert(text.find("\"bytes\""), "\"deep\":" + nested(100000) + ",");
  const std::string path = temp_file("deep.json", text);
  try {
    load_raw_file(path);
    ADD_FAILURE() << "loaded a value nested 100,000 deep";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find(path + ": JSON nested deeper than 64 levels"), std::string::npos) << e.what();
  }
  std::filesystem::remove(path);
}

TEST(LoadLimits, DeepJsonInContextStringsNamesTheField) {
  expect_error(with_catalog(json(nested(100000))).dump(), "raw.json: context.cpuroof_kernels: JSON nested deeper");
  json doc = one_benchmark(good_counters());
  doc["context"]["cpuroof_core_kinds"] = nested(100000);
  expect_error(doc.dump(), "raw.json: context.cpuroof_core_kinds: JSON nested deeper than 64 levels");
  doc["context"]["cpuroof_core_kinds"] = "[{\"name\": \"P\"";
  expect_error(doc.dump(), "raw.json: context.cpuroof_core_kinds: malformed JSON at byte");
}

TEST(LoadLimits, AStringOfMoreThanAMebibyteIsRefused) {
  json doc = one_benchmark(good_counters());
  doc["context"]["cpuroof_cpu_model"] = std::string((1u << 20) + 1, 'x');
  expect_error(doc.dump(), "raw.json: a JSON string longer than 1 MiB, more than cpuroof reads");
  doc = one_benchmark(good_counters());
  doc["benchmarks"][0][std::string((1u << 20) + 1, 'k')] = 1;
  expect_error(doc.dump(), "raw.json: a JSON string longer than 1 MiB");
}

TEST(LoadLimits, DeepMetaJsonIsRefused) {
  const std::string path = temp_file("meta.json", "{\"cpu_model\": " + nested(100000) + "}");
  try {
    read_metadata(path);
    ADD_FAILURE() << "read a value nested 100,000 deep";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find(path + ": JSON nested deeper than 64 levels"), std::string::npos) << e.what();
  }
  std::filesystem::remove(path);
}

TEST(LoadLimits, NumberBeyondADoubleIsOneShortLine) {
  const std::string huge = "1" + std::string(100000, '0');
  std::string text = one_benchmark(good_counters()).dump();
  text.insert(text.find("\"bytes\""), "\"huge\":" + huge + ",");
  const std::string msg = error_of(text);
  EXPECT_NE(msg.find("raw.json: invalid JSON: number overflow"), std::string::npos) << msg;
  EXPECT_LT(msg.size(), 200u);
}

// Counters the tables write back as integers or divide by are checked here, where their file is
// named: not on reading the tables fit has just written.
TEST(LoadBadInput, CountersTheTablesAndPlotCannotHold) {
  json c = good_counters();
  c["omp_threads"] = 1e7;
  expect_error(one_benchmark(c).dump(), "counter 'omp_threads' is 10000000.0 (expected a whole number of threads");
  c["omp_threads"] = 1.5;
  expect_error(one_benchmark(c).dump(), "counter 'omp_threads' is 1.5");
  c = good_counters();
  c["clock_hz"] = 1e-300;
  expect_error(one_benchmark(c).dump(), "counter 'clock_hz' is 1e-300 (expected a clock of at least 1 MHz)");
  c["clock_hz"] = 0;  // a peak repetition without a clock sample
  EXPECT_NO_THROW(load_raw_text(one_benchmark(c).dump(), "raw.json"));
  // Rates and intensities whose ratios would overflow the plot's coordinates.
  c = good_counters();
  c["bytes"] = 1e-300;
  expect_error(one_benchmark(c).dump(), "counter 'bytes' is 1e-300 (expected 0 or a rate from 1 to 1e18 per second)");
  c = good_counters();
  c["ai"] = 5e-324;
  expect_error(one_benchmark(c).dump(), "counter 'ai' is 5e-324 (expected 0 or an intensity from 1e-9 to 1e9");
}
