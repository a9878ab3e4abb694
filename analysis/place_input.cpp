#include "place_input.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <nlohmann/json.hpp>

#include "csv.hpp"
#include "errors.hpp"
#include "load.hpp"
#include "stats.hpp"

namespace cpuroof::analysis {
namespace {

using nlohmann::json;

[[noreturn]] void fail(const std::string& where, const std::string& what) { throw InputError(where + ": " + what); }

// Rates beyond this are not a CPU's (an exaFLOP/s): a per-iteration count written without kIsRate
// cannot reach it, but a rate counter given a rate again (rate x rate) does.
constexpr double kImplausibleRate = 1e18;

double seconds_per_unit(const std::string& unit, const std::string& where) {
  if (unit == "ns") return 1e-9;
  if (unit == "us") return 1e-6;
  if (unit == "ms") return 1e-3;
  if (unit == "s") return 1;
  fail(where, "time_unit '" + unit + "' is not ns, us, ms or s");
}

double number_field(const json& b, const std::string& key, const std::string& where) {
  const auto it = b.find(key);
  if (it == b.end()) fail(where, "no '" + key + "' field");
  if (!it->is_number()) fail(where, "'" + key + "' is " + std::string(it->type_name()) + ", not a number");
  const double v = it->get<double>();
  if (!std::isfinite(v)) fail(where, "'" + key + "' is not finite");
  return v;
}

// One benchmark entry as work; repetitions are combined by the caller.
PlacedWork work_from_entry(const json& b, const std::string& where, const std::string& dtype) {
  PlacedWork w;
  w.name = b.at("run_name").get<std::string>();
  w.dtype = dtype;
  for (const char* counter : {"flops", "bytes"})
    if (!b.contains(counter))
      fail(where, std::string("no '") + counter +
                      "' counter (a rate per second; set it with cpuroof::set_counters from cpuroof/counters.hpp)");
  w.flop_per_s = number_field(b, "flops", where);
  w.byte_per_s = number_field(b, "bytes", where);
  const double time = number_field(b, "real_time", where);
  const auto unit = b.find("time_unit");
  if (unit == b.end() || !unit->is_string()) fail(where, "no 'time_unit' string");
  w.seconds_per_call = time * seconds_per_unit(unit->get<std::string>(), where);
  if (b.contains("calls")) {
    const double calls = number_field(b, "calls", where);
    if (!(calls >= 1)) fail(where, "'calls' is below 1");
    w.seconds_per_call /= calls;
  }
  if (b.contains("omp_threads")) {
    const double t = number_field(b, "omp_threads", where);
    if (!(t >= 1 && t <= 1e6) || t != std::floor(t)) fail(where, "'omp_threads' is not a positive whole number");
    w.threads = static_cast<int>(t);
  }
  if (b.contains("ws_bytes")) w.ws_bytes = number_field(b, "ws_bytes", where);
  return w;
}

void check_plausible(const PlacedWork& w, const std::string& where) {
  if (!(w.seconds_per_call > 0)) fail(where, "time per call is not above 0");
  if (w.flop_per_s < 0) fail(where, "'flops' is negative");
  if (w.byte_per_s < 0) fail(where, "'bytes' is negative");
  if (w.ws_bytes < 0) fail(where, "'ws_bytes' is negative");
  if (w.flop_per_s == 0 && w.byte_per_s == 0) fail(where, "'flops' and 'bytes' are both 0: nothing to place");
  if (w.flop_per_s > kImplausibleRate || w.byte_per_s > kImplausibleRate)
    fail(where, "'flops' or 'bytes' is above 1e18 per second: not a CPU's rate (counted twice?)");
}

std::vector<PlacedWork> parse_json(std::string_view text, const std::string& path, const std::string& dtype) {
  json doc;
  try {
    doc = json::parse(text);
  } catch (const json::exception& e) {  // parse errors, and numbers out of range (406)
    fail(path, std::string("not valid JSON: ") + e.what());
  }
  if (!doc.is_object() || !doc.contains("benchmarks") || !doc["benchmarks"].is_array())
    fail(path, "no 'benchmarks' array (not Google Benchmark JSON)");
  // Repetitions of one benchmark are combined by their medians, as fit combines its own.
  std::string host;
  if (doc.contains("context") && doc["context"].is_object() && doc["context"].contains("host_name") &&
      doc["context"]["host_name"].is_string())
    host = doc["context"]["host_name"].get<std::string>();
  std::map<std::string, std::vector<PlacedWork>> reps;
  std::vector<std::string> order;
  std::size_t index = 0;
  for (const json& b : doc["benchmarks"]) {
    const std::string at = path + ": benchmarks[" + std::to_string(index++) + "]";
    if (!b.is_object()) fail(at, "not an object");
    const auto run_type = b.find("run_type");
    if (run_type != b.end() && (!run_type->is_string() || *run_type != "iteration")) continue;  // aggregates
    if (!b.contains("run_name") || !b["run_name"].is_string()) fail(at, "no 'run_name' string");
    const std::string where = path + ": benchmark '" + b["run_name"].get<std::string>() + "'";
    if (b.value("error_occurred", false)) continue;  // skipped by the program itself: nothing measured
    PlacedWork w = work_from_entry(b, where, dtype);
    w.host = host;
    check_plausible(w, where);
    if (!reps.count(w.name)) order.push_back(w.name);
    reps[w.name].push_back(w);
  }
  std::vector<PlacedWork> out;
  for (const auto& name : order) {
    const auto& r = reps[name];
    PlacedWork w = r.front();
    std::vector<double> f, b, t;
    for (const auto& x : r) f.push_back(x.flop_per_s), b.push_back(x.byte_per_s), t.push_back(x.seconds_per_call);
    w.flop_per_s = median(f);
    w.byte_per_s = median(b);
    w.seconds_per_call = median(t);
    out.push_back(w);
  }
  if (out.empty()) fail(path, "no measured benchmarks (every entry is an aggregate or was skipped)");
  return out;
}

double csv_field(const std::string& s, const std::string& where, const std::string& column) {
  std::size_t used = 0;
  double v = 0;
  try {
    v = std::stod(s, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (s.empty() || used != s.size() || !std::isfinite(v))
    fail(where, "'" + column + "' is '" + s + "', not a finite number");
  return v;
}

std::vector<PlacedWork> parse_csv_work(std::string_view text, const std::string& path) {
  const CsvTable t = parse_csv(std::string(text), path);
  for (const char* c : kPlaceCsvRequired)
    if (std::find(t.header.begin(), t.header.end(), c) == t.header.end())
      fail(path, std::string("no '") + c + "' column (needs name,flops,bytes,seconds; optional threads,dtype,isa,ws_bytes)");
  if (t.rows.empty()) fail(path, "no rows");
  const auto has = [&t](const char* c) { return std::find(t.header.begin(), t.header.end(), c) != t.header.end(); };
  std::vector<PlacedWork> out;
  for (std::size_t i = 0; i < t.rows.size(); ++i) {
    const auto& row = t.rows[i];
    const std::string name = row[t.column("name")];
    const std::string where = path + ": row " + std::to_string(i + 2) + " ('" + name + "')";
    if (name.empty()) fail(where, "'name' is empty");
    PlacedWork w;
    w.name = name;
    // Per call in the file; rates here.
    const double seconds = csv_field(row[t.column("seconds")], where, "seconds");
    if (!(seconds > 0)) fail(where, "'seconds' is " + row[t.column("seconds")] + ", not above 0");
    w.seconds_per_call = seconds;
    w.flop_per_s = csv_field(row[t.column("flops")], where, "flops") / seconds;
    w.byte_per_s = csv_field(row[t.column("bytes")], where, "bytes") / seconds;
    if (has("threads") && !row[t.column("threads")].empty()) {
      const double threads = csv_field(row[t.column("threads")], where, "threads");
      if (!(threads >= 1 && threads <= 1e6) || threads != std::floor(threads))
        fail(where, "'threads' is not a positive whole number");
      w.threads = static_cast<int>(threads);
    }
    if (has("dtype") && !row[t.column("dtype")].empty()) w.dtype = row[t.column("dtype")];
    if (has("isa")) w.isa = row[t.column("isa")];
    if (has("ws_bytes") && !row[t.column("ws_bytes")].empty())
      w.ws_bytes = csv_field(row[t.column("ws_bytes")], where, "ws_bytes");
    check_plausible(w, where);
    out.push_back(w);
  }
  return out;
}

}  // namespace

std::vector<PlacedWork> parse_placed_work(std::string_view text, const std::string& path, const std::string& dtype) {
  const auto first = text.find_first_not_of(" \t\r\n");
  if (first != std::string_view::npos && text[first] == '{') return parse_json(text, path, dtype);
  return parse_csv_work(text, path);
}

std::vector<PlacedWork> load_placed_work(const std::string& path, const std::string& dtype) {
  return parse_placed_work(read_regular_file(path), path, dtype);
}

}  // namespace cpuroof::analysis
