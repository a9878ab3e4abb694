#pragma once
// The work `cpuroof place` puts on a roofline, read from a user's files: Google Benchmark JSON whose
// benchmarks report `flops` and `bytes` as rates per second (cpuroof/counters.hpp sets them), or a CSV
// of per-call costs and times. Anything malformed or implausible is an InputError naming the file,
// the benchmark or row, and the field.
#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace cpuroof::analysis {

struct PlacedWork {
  std::string name;
  double flop_per_s = 0;
  double byte_per_s = 0;
  double seconds_per_call = 0;
  int threads = 1;
  std::string dtype = "f64";
  std::string isa;      // empty: the best compute roof
  double ws_bytes = 0;  // 0: unknown (placed against every memory level)
  // Loads per call that each wait for the one before (pointer chasing, tree walks): with the roofs'
  // latency per level, what marks the work latency-bound. 0: not said (the CSV's dependent_loads).
  double dependent_loads = 0;
  std::string host;  // where it ran (Google Benchmark's context.host_name); empty when not said
  // Where it was read, for messages: the file (null if none) and a CSV's row (0 for a JSON entry).
  std::shared_ptr<const std::string> file;
  std::size_t row = 0;
};

// Where a piece of work was read, as messages name it: "k.csv: row 2 ('k')", "b.json: benchmark
// 'k'".
std::string source_of(const PlacedWork& w);

// The most points place draws, and so pieces of work and benchmark entries it reads (work of
// unknown working set is a point per memory level): a million take under 1 GB and are more than a
// plot or a report can show. An input with more is refused as it is read.
inline constexpr std::size_t kMaxPlacedPoints = std::size_t{2} << 20;
// The refusal's words, after the file and the row or entry.
std::string too_much_work();

// Columns of the CSV format, per call: name, flops, bytes and seconds required, the rest optional.
namespace place_csv {
inline constexpr char name[] = "name";
inline constexpr char flops[] = "flops";
inline constexpr char bytes[] = "bytes";
inline constexpr char seconds[] = "seconds";
inline constexpr char threads[] = "threads";
inline constexpr char dtype[] = "dtype";
inline constexpr char isa[] = "isa";
inline constexpr char ws_bytes[] = "ws_bytes";
inline constexpr char dependent_loads[] = "dependent_loads";
}  // namespace place_csv
inline constexpr const char* kPlaceCsvRequired[] = {place_csv::name, place_csv::flops, place_csv::bytes,
                                                    place_csv::seconds};

// Reads one input file: JSON when its first non-blank character is '{', CSV otherwise. `dtype` is the
// dtype of JSON benchmarks (a counter cannot carry it); a CSV names its own per row (default f64).
// A JSON file's repetitions are one piece of work each, in the file's order (model/place.hpp's
// combine_repetitions makes them one).
std::vector<PlacedWork> load_placed_work(const std::string& path, const std::string& dtype);
// The same from text already read; `path` is only used in messages.
std::vector<PlacedWork> parse_placed_work(std::string_view text, const std::string& path, const std::string& dtype);

}  // namespace cpuroof::analysis
