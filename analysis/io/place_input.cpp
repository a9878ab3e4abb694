#include "io/place_input.hpp"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <optional>
#include <version>
#include <nlohmann/json.hpp>

#include "io/csv.hpp"
#include "io/errors.hpp"
#include "io/json_input.hpp"
#include "io/load.hpp"
#include "platform/platform.hpp"
#include "io/counter_names.hpp"

namespace cpuroof::analysis {
namespace {

using nlohmann::json;

[[noreturn]] void refuse(const std::string& where, const std::string& what) { throw InputError(where + ": " + what); }

// Rates beyond this are not a CPU's (an exaFLOP/s): a per-iteration count written without kIsRate
// cannot reach it, but a rate counter given a rate again (rate x rate) does.
constexpr double kImplausibleRate = 1e18;

double seconds_per_unit(const std::string& unit, const std::string& where) {
  if (unit == "ns") return 1e-9;
  if (unit == "us") return 1e-6;
  if (unit == "ms") return 1e-3;
  if (unit == "s") return 1;
  refuse(where, "time_unit '" + unit + "' is not ns, us, ms or s");
}

double number_field(const json& b, const std::string& key, const std::string& where) {
  const auto it = b.find(key);
  if (it == b.end()) refuse(where, "no '" + key + "' field");
  if (!it->is_number()) refuse(where, "'" + key + "' is " + std::string(it->type_name()) + ", not a number");
  const double v = it->get<double>();
  if (!std::isfinite(v)) refuse(where, "'" + key + "' is not finite");
  return v;
}

// One benchmark entry as work; repetitions are combined by model/place.hpp combine_repetitions.
PlacedWork work_from_entry(const json& b, const std::string& where, const std::string& dtype) {
  PlacedWork w;
  w.name = b.at("run_name").get<std::string>();
  w.dtype = dtype;
  for (const char* name : {counter::flops, counter::bytes})
    if (!b.contains(name))
      refuse(where, std::string("no '") + name +
                        "' counter (a rate per second; set it with cpuroof::set_counters from cpuroof/counters.hpp)");
  w.flop_per_s = number_field(b, counter::flops, where);
  w.byte_per_s = number_field(b, counter::bytes, where);
  const double time = number_field(b, "real_time", where);
  const auto unit = b.find("time_unit");
  if (unit == b.end() || !unit->is_string()) refuse(where, "no 'time_unit' string");
  w.seconds_per_call = time * seconds_per_unit(unit->get<std::string>(), where);
  if (b.contains(counter::calls)) {
    const double calls = number_field(b, counter::calls, where);
    if (!(calls >= 1)) refuse(where, "'calls' is below 1");
    w.seconds_per_call /= calls;
  }
  if (b.contains(counter::omp_threads)) {
    const double t = number_field(b, counter::omp_threads, where);
    if (!(t >= 1 && t <= 1e6) || t != std::floor(t)) refuse(where, "'omp_threads' is not a positive whole number");
    w.threads = static_cast<int>(t);
  }
  if (b.contains(counter::ws_bytes)) w.ws_bytes = number_field(b, counter::ws_bytes, where);
  return w;
}

// `where` names the work for a message (a callable: only bad work pays for it).
template <class Where>
void check_plausible(const PlacedWork& w, const Where& where) {
  if (!(w.seconds_per_call > 0)) refuse(where(), "time per call is not above 0");
  if (w.flop_per_s < 0) refuse(where(), "'flops' is negative");
  if (w.byte_per_s < 0) refuse(where(), "'bytes' is negative");
  if (w.ws_bytes < 0) refuse(where(), "'ws_bytes' is negative");
  if (w.dependent_loads < 0) refuse(where(), "'dependent_loads' is negative");
  if (w.flop_per_s == 0 && w.byte_per_s == 0) refuse(where(), "'flops' and 'bytes' are both 0: nothing to place");
  if (w.flop_per_s > kImplausibleRate || w.byte_per_s > kImplausibleRate)
    refuse(where(), "'flops' or 'bytes' is above 1e18 per second: not a CPU's rate (counted twice?)");
}

// One benchmark entry's work, or nothing for an aggregate or a benchmark the program skipped.
std::optional<PlacedWork> entry_work(const json& b, const std::string& at,
                                     const std::shared_ptr<const std::string>& file, const std::string& dtype) {
  const std::string& path = *file;
  if (!b.is_object()) fail(at, "not an object");
  const auto run_type = b.find("run_type");
  if (run_type != b.end() && !run_type->is_string())
    fail(at, "'run_type' is " + std::string(run_type->type_name()) + ", not a string");
  if (run_type != b.end() && *run_type != "iteration") return std::nullopt;  // aggregates
  if (!b.contains("run_name") || !b["run_name"].is_string()) fail(at, "no 'run_name' string");
  const std::string where = path + ": benchmark '" + b["run_name"].get<std::string>() + "'";
  if (const auto error = b.find("error_occurred"); error != b.end()) {
    if (!error->is_boolean())
      refuse(where, "'error_occurred' is " + std::string(error->type_name()) + ", not true or false");
    if (error->get<bool>()) return std::nullopt;  // skipped by the program itself: nothing measured
  }
  PlacedWork w = work_from_entry(b, where, dtype);
  w.file = file;
  check_plausible(w, [&where] { return where; });
  return w;
}

// Each benchmark entry is turned into work as the parser completes it, then dropped: the document
// is never held as a tree (which takes many times its text).
std::vector<PlacedWork> parse_json_work(std::string_view text, const std::string& path, const std::string& dtype) {
  const auto file = std::make_shared<const std::string>(path);
  std::vector<PlacedWork> out;
  std::size_t index = 0, entries = 0;
  std::string top_key;
  bool in_benchmarks = false;
  const json::parser_callback_t take = [&](int depth, json::parse_event_t event, json& parsed) {
    using Event = json::parse_event_t;
    check_json_limits(depth, event, parsed, path);
    if (depth == 1) {
      if (event == Event::key) top_key = parsed.get<std::string>();
      if (event == Event::array_start) in_benchmarks = top_key == "benchmarks";
      if (event == Event::array_end) in_benchmarks = false;
      return true;
    }
    if (!in_benchmarks || depth != 2 ||
        !(event == Event::object_end || event == Event::array_end || event == Event::value))
      return true;
    const std::string at = path + ": benchmarks[" + std::to_string(index++) + "]";
    if (++entries > kMaxPlacedPoints) fail(at, too_much_work());
    if (auto w = entry_work(parsed, at, file, dtype)) out.push_back(std::move(*w));
    return false;
  };
  json doc;
  try {
    doc = json::parse(text, take);
  } catch (const json::parse_error& e) {
    fail(path, "malformed JSON at byte " + std::to_string(e.byte));
  } catch (const json::out_of_range&) {  // its message quotes the number, which may be any length
    fail(path, "invalid JSON: number overflow (a number beyond a double's range)");
  }
  if (!doc.is_object() || !doc.contains("benchmarks") || !doc["benchmarks"].is_array())
    fail(path, "no 'benchmarks' array (not Google Benchmark JSON)");
  std::string host;
  if (doc.contains("context") && doc["context"].is_object() && doc["context"].contains("host_name") &&
      doc["context"]["host_name"].is_string())
    host = doc["context"]["host_name"].get<std::string>();
  for (PlacedWork& w : out) w.host = host;
  if (out.empty()) fail(path, "no measured benchmarks (every entry is an aggregate or was skipped)");
  return out;
}

constexpr std::size_t kAbsent = static_cast<std::size_t>(-1);

// `where` makes the row's name for a message: only a bad row pays for it.
template <class Where>
double csv_field(const std::string& s, const Where& where, const std::string& column) {
  // Leading blanks and a '+' as strtod takes them ("k, 1e6"); std::from_chars is several times
  // faster on a million rows.
  std::size_t start = s.find_first_not_of(" \t");
  if (start != std::string::npos && s[start] == '+' && s.compare(start, 2, "+-") != 0) ++start;
  double v = 0;
  const char* first = s.data() + std::min(start, s.size());
  const char* end = s.data() + s.size();
#if defined(__cpp_lib_to_chars)
  const auto [ptr, ec] = std::from_chars(first, end, v);
  const bool parsed = ec == std::errc() && ptr == end;
#else
  // libc++ before LLVM 20 (macOS's) has no floating-point std::from_chars: strtod, held to its syntax
  // (no leading blank or '+', no hexadecimal, an underflow to zero refused).
  char* ptr = nullptr;
  errno = 0;
  v = std::strtod(first, &ptr);
  const bool from_chars_syntax = first != end && *first != '+' && !std::isspace(static_cast<unsigned char>(*first)) &&
                                 std::find_if(first, end, [](char c) { return c == 'x' || c == 'X'; }) == end;
  const bool parsed = from_chars_syntax && ptr == end && !(errno == ERANGE && v == 0);  // denormals are in range
#endif
  if (s.empty() || !parsed || !std::isfinite(v))
    refuse(where(), "'" + column + "' is '" + s + "', not a finite number");
  return v;
}

// Row by row: a million rows are never held as cells as well as work.
std::vector<PlacedWork> parse_csv_work(std::string_view text, const std::string& path) {
  CsvReader reader(text, path);
  const auto file = std::make_shared<const std::string>(path);
  const auto& header = reader.header();
  const auto column = [&header](const char* c) {  // kAbsent for an optional column the file lacks
    const auto it = std::find(header.begin(), header.end(), c);
    return it == header.end() ? kAbsent : static_cast<std::size_t>(it - header.begin());
  };
  for (const char* c : kPlaceCsvRequired)
    if (column(c) == kAbsent)
      fail(path, std::string("no '") + c +
                     "' column (needs name,flops,bytes,seconds; optional threads,dtype,isa,ws_bytes,dependent_loads)");
  const std::size_t name_col = column(place_csv::name), seconds_col = column(place_csv::seconds),
                    flops_col = column(place_csv::flops), bytes_col = column(place_csv::bytes),
                    threads_col = column(place_csv::threads), dtype_col = column(place_csv::dtype),
                    isa_col = column(place_csv::isa), ws_col = column(place_csv::ws_bytes),
                    loads_col = column(place_csv::dependent_loads);
  const auto given = [](const std::vector<std::string>& row, std::size_t col) {
    return col != kAbsent && !row[col].empty();
  };
  std::vector<PlacedWork> out;
  // Room for a row per line: growing by doubling would copy the work and touch twice the memory.
  out.reserve(std::min<std::size_t>(std::count(text.begin(), text.end(), '\n'), kMaxPlacedPoints));
  platform::advise_huge_pages(out.data(), out.capacity() * sizeof(PlacedWork));
  for (std::vector<std::string> row; reader.next(row);) {
    PlacedWork w;
    w.name = std::move(row[name_col]);
    w.file = file;
    w.row = reader.row_number();
    const auto where = [&w] { return source_of(w); };
    if (out.size() == kMaxPlacedPoints) refuse(where(), too_much_work());
    if (w.name.empty()) refuse(where(), "'name' is empty");
    // Per call in the file; rates here.
    const double seconds = csv_field(row[seconds_col], where, place_csv::seconds);
    if (!(seconds > 0)) refuse(where(), "'seconds' is " + row[seconds_col] + ", not above 0");
    w.seconds_per_call = seconds;
    w.flop_per_s = csv_field(row[flops_col], where, place_csv::flops) / seconds;
    w.byte_per_s = csv_field(row[bytes_col], where, place_csv::bytes) / seconds;
    if (given(row, threads_col)) {
      const double threads = csv_field(row[threads_col], where, place_csv::threads);
      if (!(threads >= 1 && threads <= 1e6) || threads != std::floor(threads))
        refuse(where(), "'threads' is not a positive whole number");
      w.threads = static_cast<int>(threads);
    }
    if (given(row, dtype_col)) w.dtype = std::move(row[dtype_col]);
    if (isa_col != kAbsent) w.isa = std::move(row[isa_col]);
    if (given(row, ws_col)) w.ws_bytes = csv_field(row[ws_col], where, place_csv::ws_bytes);
    if (given(row, loads_col)) w.dependent_loads = csv_field(row[loads_col], where, place_csv::dependent_loads);
    check_plausible(w, where);
    out.push_back(std::move(w));
  }
  if (out.empty()) fail(path, "no rows");
  return out;
}

}  // namespace

std::string source_of(const PlacedWork& w) {
  if (!w.file) return "'" + w.name + "'";
  if (w.row > 0) return *w.file + ": row " + std::to_string(w.row) + " ('" + w.name + "')";
  return *w.file + ": benchmark '" + w.name + "'";
}

std::string too_much_work() {
  return "more than " + std::to_string(kMaxPlacedPoints) +
         " points to place, more than cpuroof draws (split the input; a row without ws_bytes "
         "is a point per memory level)";
}

std::vector<PlacedWork> parse_placed_work(std::string_view text, const std::string& path, const std::string& dtype) {
  // After a byte order mark, which nlohmann's parser skips as CsvReader does.
  const std::size_t bom = text.substr(0, 3) == "\xEF\xBB\xBF" ? 3 : 0;
  const auto first = text.find_first_not_of(" \t\r\n", bom);
  if (first != std::string_view::npos && text[first] == '{') return parse_json_work(text, path, dtype);
  return parse_csv_work(text, path);
}

std::vector<PlacedWork> load_placed_work(const std::string& path, const std::string& dtype) {
  return parse_placed_work(read_regular_file(path), path, dtype);
}

}  // namespace cpuroof::analysis
