#include "io/load.hpp"

#include <cmath>
#include <filesystem>
#include <functional>
#include <istream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <utility>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "io/errors.hpp"
#include "io/fd_streambuf.hpp"
#include "io/gzip.hpp"
#include "io/json_input.hpp"
#include "platform/platform.hpp"
#include "io/counter_names.hpp"

namespace cpuroof::analysis {
namespace {

using nlohmann::json;

[[noreturn]] void fail(const std::string& path, const std::string& what) { throw InputError(path + ": " + what); }

std::string type_name(const json& v) { return v.type_name(); }

std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> out;
  std::string part;
  std::stringstream in(s);
  while (std::getline(in, part, sep)) out.push_back(part);
  return out;
}

std::map<std::string, std::string> parse_label(const std::string& label) {
  std::map<std::string, std::string> out;
  std::stringstream in(label);
  for (std::string word; in >> word;) {
    const auto eq = word.find('=');
    if (eq != std::string::npos) out[word.substr(0, eq)] = word.substr(eq + 1);
  }
  return out;
}

double time_unit_to_ns(const std::string& unit, const std::string& path, const std::string& bench) {
  if (unit == "ns") return 1;
  if (unit == "us") return 1e3;
  if (unit == "ms") return 1e6;
  if (unit == "s") return 1e9;
  fail(path, "benchmark '" + bench + "': field 'time_unit' is '" + unit + "' (expected ns, us, ms or s)");
}

// No CPU cpuroof measures runs below 1 MHz, or does more than an exa-operation per second.
constexpr double kLeastClockHz = 1e6;
constexpr double kMostRate = 1e18;

// Counters every benchmark of a family (and kernel) must carry; names as the bench writes them.
std::vector<std::string> required_counters(const std::string& family, const std::string& kernel) {
  if (family == "clock") return {counter::clock_hz, counter::omp_threads};
  std::vector<std::string> out = {counter::flops, counter::bytes, counter::ai, counter::omp_threads, counter::ws_bytes};
  // The latency family's (bench_latency.cpp), which model/latency.cpp reads.
  if (family == "latency") out.insert(out.end(), {counter::ns_per_load, counter::loads, counter::chains});
  if (family == "latency" && kernel == "loaded")
    out.insert(out.end(), {counter::background_threads, counter::background_bytes});
  return out;
}

double number_field(const json& b, const std::string& key, const std::string& path, const std::string& bench) {
  const auto it = b.find(key);
  if (it == b.end()) fail(path, "benchmark '" + bench + "': missing field '" + key + "'");
  if (!it->is_number())
    fail(path, "benchmark '" + bench + "': field '" + key + "' is " + type_name(*it) + " (expected a number)");
  const double v = it->get<double>();
  if (!std::isfinite(v)) fail(path, "benchmark '" + bench + "': field '" + key + "' is not finite");
  return v;
}

// Optional fields of a type other than expected are bad input, not a silent default.
std::string string_field(const json& b, const std::string& key, const std::string& fallback, const std::string& path,
                         const std::string& bench) {
  const auto it = b.find(key);
  if (it == b.end()) return fallback;
  if (!it->is_string())
    fail(path, "benchmark '" + bench + "': field '" + key + "' is " + type_name(*it) + " (expected a string)");
  return it->get<std::string>();
}

bool bool_field(const json& b, const std::string& key, const std::string& path, const std::string& bench) {
  const auto it = b.find(key);
  if (it == b.end()) return false;
  if (!it->is_boolean())
    fail(path, "benchmark '" + bench + "': field '" + key + "' is " + type_name(*it) + " (expected true or false)");
  return it->get<bool>();
}

std::string context_value(const json& v) {
  if (v.is_string()) return v.get<std::string>();
  return v.dump();
}

// context.cpuroof_schema_version: a positive integer, as a string (how the bench writes context) or
// a number; absent in the first runs.
void check_schema_version(const json& ctx, const std::string& path) {
  const auto it = ctx.find("cpuroof_schema_version");
  if (it == ctx.end()) return;
  const std::string text = context_value(*it);
  const bool digits = !text.empty() && text.size() <= 9 && text.find_first_not_of("0123456789") == std::string::npos;
  const int version = digits ? std::stoi(text) : 0;
  if (version < 1) fail(path, "context.cpuroof_schema_version is '" + text + "' (expected a positive integer)");
  // A newer context may say things this analysis would misread.
  if (version > kBenchContextSchemaVersion)
    fail(path, "cpuroof_schema_version " + text + " is newer than this cpuroof understands (" +
                   std::to_string(kBenchContextSchemaVersion) + "): update cpuroof");
}

KernelCatalog read_catalog(const json& ctx, const std::string& path) {
  const auto it = ctx.find("cpuroof_kernels");
  if (it == ctx.end()) return {};
  if (!it->is_string())
    fail(path, "context.cpuroof_kernels is " + type_name(*it) + " (expected a JSON document in a string)");
  return parse_kernel_catalog(it->get<std::string>(), path + ": context.cpuroof_kernels");
}

}  // namespace

void parse_benchmark_name(const std::string& run_name, Measurement& m, const std::string& path) {
  std::vector<std::string> parts = split(run_name, '/');
  if (!parts.empty() && parts.back() == "real_time") parts.pop_back();
  if (parts.size() < 4)
    fail(path, "benchmark '" + run_name + "': name is not <family>/<kernel>/<impl>/<dtype>[/key:value...]");
  m.family = parts[0];
  m.kernel = parts[1];
  m.impl = parts[2];
  m.dtype = parts[3];
  for (std::size_t i = 4; i < parts.size(); ++i) {
    const auto colon = parts[i].find(':');
    if (colon == std::string::npos || colon == 0)
      fail(path, "benchmark '" + run_name + "': parameter '" + parts[i] + "' is not key:value");
    m.params[parts[i].substr(0, colon)] = parts[i].substr(colon + 1);
  }
}

namespace {

// Builds the run from each benchmark entry as the parser completes it. The parser then drops the
// entry: the document tree never holds the benchmark list, so memory stays near the input's size.
class RawRunBuilder {
 public:
  explicit RawRunBuilder(const std::string& path) : path_(path) { run_.path = path; }

  // The context object has ended: a schema this analysis does not know is refused before any entry is
  // judged by rules it may have changed, and entries held back until now are judged.
  void context_seen(const json& ctx) {
    check_schema_version(ctx, path_);
    context_seen_ = true;
    for (const json& b : held_back_) add_element(b);
    held_back_.clear();
  }

  // Called by the parser for each element of the top-level "benchmarks" array, in order. The bench
  // writes the context first; entries before it (not the bench's file) wait for it.
  void add_element(json b) {
    if (!context_seen_) {
      held_back_.push_back(std::move(b));
      return;
    }
    const std::size_t i = elements_++;
    if (!b.is_object())
      fail(path_, "benchmarks[" + std::to_string(i) + "] is " + type_name(b) + " (expected an object)");
    add_benchmark(b, i);
  }

  // Validates what the parser kept (everything but the benchmark entries) and returns the run.
  RawRun finish(const json& doc) {
    if (!doc.is_object()) fail(path_, "top level is " + type_name(doc) + " (expected a Google Benchmark JSON object)");
    const auto benches = doc.find("benchmarks");
    if (benches == doc.end() || !benches->is_array())
      fail(path_,
           "no 'benchmarks' array: not Google Benchmark JSON output (run cpuroof-bench with --benchmark_out=FILE)");
    const auto ctx = doc.find("context");
    if (ctx == doc.end() || !ctx->is_object()) fail(path_, "no 'context' object: not Google Benchmark JSON output");
    if (!context_seen_) context_seen(*ctx);
    if (elements_ == 0) fail(path_, "the benchmark list is empty (nothing was measured)");
    for (const auto& [key, value] : ctx->items()) run_.context[key] = context_value(value);
    run_.catalog = read_catalog(*ctx, path_);
    // JSON in a string, read when the roofs are fitted: checked here, where its file is known.
    if (const auto kinds = run_.context.find("cpuroof_core_kinds"); kinds != run_.context.end())
      (void)parse_json(kinds->second, path_ + ": context.cpuroof_core_kinds");
    if (run_.measurements.empty())
      fail(path_, "no benchmark succeeded (" + std::to_string(run_.failed.size()) + " failed)");
    return std::move(run_);
  }

 private:
  void add_benchmark(const json& b, std::size_t i) {
    const std::string& path = path_;
    const auto name_it = b.find("name");
    if (name_it == b.end() || !name_it->is_string())
      fail(path, "benchmarks[" + std::to_string(i) + "]: missing or non-string field 'name'");
    const std::string name = name_it->get<std::string>();
    const std::string run_name = string_field(b, "run_name", name, path, name);
    if (string_field(b, "run_type", "iteration", path, name) == "aggregate") return;  // recomputed here
    if (bool_field(b, "error_occurred", path, name)) {
      run_.failed.push_back({run_name, string_field(b, "error_message", "error", path, name)});
      return;
    }
    long long rep = 0;
    if (const auto r = b.find("repetition_index"); r != b.end()) {
      if (!r->is_number_integer()) fail(path, "benchmark '" + name + "': field 'repetition_index' is not an integer");
      rep = r->get<long long>();
    }
    if (!seen_.insert({run_name, rep}).second)
      fail(path, "benchmark '" + name + "': duplicate entry (repetition " + std::to_string(rep) + " appears twice)");

    Repetition r;
    r.index = static_cast<int>(rep);
    const auto unit_it = b.find("time_unit");
    const std::string unit = unit_it != b.end() && unit_it->is_string() ? unit_it->get<std::string>() : "";
    if (unit.empty()) fail(path, "benchmark '" + name + "': missing or non-string field 'time_unit'");
    r.real_time_ns = number_field(b, "real_time", path, name) * time_unit_to_ns(unit, path, name);
    if (r.real_time_ns <= 0) fail(path, "benchmark '" + name + "': field 'real_time' must be > 0");
    r.iterations = number_field(b, "iterations", path, name);
    if (r.iterations <= 0) fail(path, "benchmark '" + name + "': field 'iterations' must be > 0");

    Measurement probe;
    parse_benchmark_name(run_name, probe, path);
    for (const std::string& key : required_counters(probe.family, probe.kernel)) {
      const double v = number_field(b, key, path, name);
      if (v < 0) fail(path, "benchmark '" + name + "': counter '" + key + "' is negative");
      r.counters[key] = v;
    }
    // Rates per second (Google Benchmark's kIsRate): 0, or what a CPU can do; past these,
    // intensities and plot coordinates derived from them overflow.
    for (const char* rate : {counter::flops, counter::bytes})
      if (const auto it = r.counters.find(rate);
          it != r.counters.end() && it->second != 0 && !(it->second >= 1 && it->second <= kMostRate))
        fail(path, "benchmark '" + name + "': counter '" + rate + "' is " + json(it->second).dump() +
                       " (expected 0 or a rate from 1 to 1e18 per second)");
    if (const double ai = r.counters.count(counter::ai) ? r.counters.at(counter::ai) : 0;
        ai != 0 && !(ai >= 1e-9 && ai <= 1e9))
      fail(path, "benchmark '" + name + "': counter 'ai' is " + json(ai).dump() +
                     " (expected 0 or an intensity from 1e-9 to 1e9 FLOP per byte)");
    // Whole and at most a million: the tables write it as an integer, and reading them checks it.
    const double threads = r.counters.at(counter::omp_threads);
    if (threads < 1) fail(path, "benchmark '" + name + "': counter 'omp_threads' must be >= 1");
    if (threads > 1e6 || threads != std::floor(threads))
      fail(path, "benchmark '" + name + "': counter 'omp_threads' is " + json(threads).dump() +
                     " (expected a whole number of threads up to 1000000)");
    // Optional counters the bench may add (bus_bytes, calls, ...), validated alike when present.
    for (const auto& [key, value] : b.items()) {
      if (r.counters.count(key) || !value.is_number()) continue;
      static const std::set<std::string> kTimingFields = {"family_index", "per_family_instance_index",
                                                          "repetitions",  "repetition_index",
                                                          "threads",      "iterations",
                                                          "real_time",    "cpu_time"};
      if (kTimingFields.count(key)) continue;
      const double v = value.get<double>();
      if (!std::isfinite(v) || v < 0)
        fail(path, "benchmark '" + name + "': counter '" + key + "' is not a finite value >= 0");
      r.counters[key] = v;
    }
    // Rates are divided by the clock: one of a few Hz would make per-cycle figures infinite. 0 on a
    // peak repetition means no sample was taken.
    if (const auto clock = r.counters.find(counter::clock_hz); clock != r.counters.end() &&
                                                               (clock->second > 0 || probe.family == "clock") &&
                                                               !(clock->second >= kLeastClockHz))
      fail(path, "benchmark '" + name + "': counter 'clock_hz' is " + json(clock->second).dump() +
                     " (expected a clock of at least 1 MHz)");

    auto [it, inserted] = index_.try_emplace(run_name, run_.measurements.size());
    if (inserted) {
      probe.name = run_name;
      probe.label = parse_label(string_field(b, "label", "", path, name));
      run_.measurements.push_back(std::move(probe));
    }
    run_.measurements[it->second].reps.push_back(std::move(r));
  }

  std::string path_;
  RawRun run_;
  bool context_seen_ = false;
  std::vector<json> held_back_;
  std::size_t elements_ = 0;
  std::map<std::string, std::size_t> index_;  // run_name -> measurement
  std::set<std::pair<std::string, long long>> seen_;
};

// Parses with `parse(callback)` (over text or a stream), handing each benchmark entry to the builder
// and keeping only the rest of the document. A newer schema is refused as soon as the context ends
// (the bench writes it first), before any entry is judged by rules it may have changed.
template <class Parse>
RawRun parse_raw(const std::string& path, Parse&& parse) {
  RawRunBuilder builder(path);
  std::string top_key;
  bool in_benchmarks = false;
  const json::parser_callback_t keep = [&](int depth, json::parse_event_t event, json& parsed) {
    using Event = json::parse_event_t;
    check_json_limits(depth, event, parsed, path);
    if (depth == 1) {
      if (event == Event::key) top_key = parsed.get<std::string>();
      if (event == Event::array_start) in_benchmarks = top_key == "benchmarks";
      if (event == Event::array_end) in_benchmarks = false;
      if (event == Event::object_end && top_key == "context") builder.context_seen(parsed);
      return true;
    }
    if (!in_benchmarks || depth != 2) return true;
    if (event == Event::object_end || event == Event::array_end || event == Event::value) {
      builder.add_element(std::move(parsed));
      return false;
    }
    return true;
  };
  json doc;
  try {
    doc = parse(keep);
  } catch (const json::parse_error& e) {
    fail(path, "malformed or truncated JSON at byte " + std::to_string(e.byte) + " (expected Google Benchmark JSON)");
  } catch (const json::out_of_range&) {  // its message quotes the number, which may be any length
    fail(path, "invalid JSON: number overflow (a number beyond a double's range)");
  }
  return builder.finish(doc);
}

// Text already in memory, as a stream buffer (for the gzip stream to read from).
class ViewStreamBuf : public std::streambuf {
 public:
  explicit ViewStreamBuf(std::string_view text) {
    // Only read: std::streambuf's interface is not const.
    char* begin = const_cast<char*>(text.data());
    setg(begin, begin, begin + text.size());
  }
};

// Parses the JSON `in` yields as it is read. `why_short` says what ended the input before its end
// (a read error, the size limit, damaged gzip; "" if nothing did): that, not the JSON error it
// caused, is the message, and it is an error even when what was read parses.
RawRun parse_raw_stream(std::istream& in, const std::string& path, const std::function<std::string()>& why_short) {
  const auto check_whole = [&] {
    if (const std::string why = why_short(); !why.empty()) fail(path, why);
  };
  in >> std::ws;
  if (in.peek() == std::char_traits<char>::eof()) {
    check_whole();
    fail(path, "file is empty (expected Google Benchmark JSON)");
  }
  try {
    RawRun run = parse_raw(path, [&](const json::parser_callback_t& cb) { return json::parse(in, cb); });
    check_whole();
    return run;
  } catch (const InputError&) {
    check_whole();
    throw;
  }
}

// The gzip stream `compressed` yields, decompressed as it is parsed: neither form is held whole.
RawRun parse_gzip_stream(std::streambuf& compressed, const std::string& path,
                         const std::function<std::string()>& source_short) {
  GunzipStreamBuf inflated(compressed, kMaxInputBytes);
  std::istream in(&inflated);
  return parse_raw_stream(in, path, [&] {
    // The compressed file's own early end first: it explains the stream's.
    std::string why = source_short();
    return why.empty() ? inflated.error() : why;
  });
}

}  // namespace

RawRun load_raw_text(std::string_view text, const std::string& path) {
  if (is_gzip(text)) {
    ViewStreamBuf compressed(text);
    return parse_gzip_stream(compressed, path, [] { return std::string(); });
  }
  if (text.find_first_not_of(" \t\r\n") == std::string_view::npos)
    fail(path, "file is empty (expected Google Benchmark JSON)");
  return parse_raw(path, [&](const json::parser_callback_t& cb) { return json::parse(text, cb); });
}

namespace {

std::string file_kind(mode_t mode) {
  if (S_ISCHR(mode)) return "a character device";
  if (S_ISBLK(mode)) return "a block device";
  if (S_ISFIFO(mode)) return "a FIFO (named pipe)";
  if (S_ISSOCK(mode)) return "a socket";
  return "not a regular file";
}

std::string mib(std::uintmax_t bytes) { return std::to_string((bytes + (std::uintmax_t{1} << 20) - 1) >> 20) + " MiB"; }

struct Fd {
  int fd;
  explicit Fd(int fd_) : fd(fd_) {}
  Fd(Fd&& o) noexcept : fd(o.fd) { o.fd = -1; }
  Fd(const Fd&) = delete;
  Fd& operator=(const Fd&) = delete;
  Fd& operator=(Fd&&) = delete;
  ~Fd() {
    if (fd >= 0) ::close(fd);
  }
};

}  // namespace

namespace {

std::string larger_than(std::uintmax_t limit) {
  return "is larger than " + mib(limit) + ", the most cpuroof reads (a full-profile raw.json is about 11 MB)";
}

[[noreturn]] void too_big(const std::string& path, std::uintmax_t limit) { fail(path, larger_than(limit)); }

// Opens a regular file no larger than `limit` for reading; anything else is refused without reading
// or waiting for a writer.
Fd open_regular_file(const std::string& path, std::uintmax_t limit) {
  // Non-blocking open: a FIFO without a writer would otherwise block here, before it can be refused.
  Fd f{::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC)};
  if (f.fd < 0) fail(path, "cannot open file (missing or unreadable)");
  struct stat st {};
  if (::fstat(f.fd, &st) != 0) fail(path, std::string("cannot stat file: ") + std::strerror(errno));
  if (S_ISDIR(st.st_mode)) fail(path, "is a folder (expected a file)");
  if (!S_ISREG(st.st_mode))
    fail(path, "is " + file_kind(st.st_mode) +
                   ", not a regular file (cpuroof reads files only, and standard input "
                   "when given '-'; save the data to a file first)");
  if (static_cast<std::uintmax_t>(st.st_size) > limit) too_big(path, limit);
  const int flags = ::fcntl(f.fd, F_GETFL);
  if (flags >= 0) ::fcntl(f.fd, F_SETFL, flags & ~O_NONBLOCK);
  return f;
}

// Everything `fd` yields, at most `limit` bytes (a file may grow while read; a pipe has no size).
std::string read_all(int fd, const std::string& path, std::uintmax_t limit) {
  std::string text;
  // A file's size ahead: one allocation, not a doubling series (each a copy and fresh pages).
  struct stat st {};
  if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && static_cast<std::uintmax_t>(st.st_size) <= limit) {
    text.reserve(static_cast<std::size_t>(st.st_size));
    platform::advise_huge_pages(text.data(), text.capacity());
  }
  char buf[1 << 16];
  for (;;) {
    const ssize_t n = ::read(fd, buf, sizeof buf);
    if (n == 0) break;
    if (n < 0) {
      if (errno == EINTR) continue;
      fail(path, std::string("read error: ") + std::strerror(errno));
    }
    if (text.size() + static_cast<std::size_t>(n) > limit) too_big(path, limit);
    text.append(buf, static_cast<std::size_t>(n));
  }
  return text;
}

// Parses the file as it is read, decompressing it if it is gzip: the text is never held whole.
RawRun load_raw_stream(const Fd& f, const std::string& path, bool gzipped) {
  FdStreamBuf buffer(f.fd, kMaxInputBytes);
  // The end the parser saw may be the read's, not the file's: say which.
  const auto read_short = [&]() -> std::string {
    if (buffer.over_limit()) return larger_than(kMaxInputBytes);
    if (buffer.error() != 0) return std::string("read error: ") + std::strerror(buffer.error());
    return {};
  };
  if (gzipped) return parse_gzip_stream(buffer, path, read_short);
  std::istream in(&buffer);
  return parse_raw_stream(in, path, read_short);
}

}  // namespace

std::string read_regular_file(const std::string& path, std::uintmax_t limit) {
  const Fd f = open_regular_file(path, limit);
  return read_all(f.fd, path, limit);
}

std::string read_standard_input(std::uintmax_t limit) { return read_all(STDIN_FILENO, kStandardInputName, limit); }

RawRun load_raw_file(const std::string& path) {
  if (path == "-") return load_raw_text(read_standard_input(), kStandardInputName);
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) fail(path, "is a folder (expected a Google Benchmark JSON file)");
  const Fd f = open_regular_file(path, kMaxInputBytes);
  char magic[2] = {};
  const bool gzipped = ::pread(f.fd, magic, sizeof magic, 0) == 2 && is_gzip(std::string_view(magic, 2));
  return load_raw_stream(f, path, gzipped);
}

}  // namespace cpuroof::analysis
