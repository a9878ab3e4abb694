#pragma once
// `cpuroof place`: a user's measured work placed under a measured roofline. Each piece of work becomes
// a KernelPoint bound to the roofs at its threads and dtype by the same rule fit uses for cpuroof's
// own kernels (points.hpp bind_to_roofs), so its efficiency means the same. Pure: no I/O.
#include <map>
#include <string>
#include <vector>

#include "io/csv.hpp"
#include "io/place_input.hpp"
#include "model/points.hpp"
#include "model/result_set.hpp"

namespace cpuroof::analysis {

// The family placed points carry in tables and plots.
inline constexpr const char* kPlacedFamily = "placed";

// Work of one name read from one file as several pieces (a JSON file's repetitions) made one, its
// rates and time per call their medians, as fit combines its own repetitions; first-seen order kept.
std::vector<PlacedWork> combine_repetitions(std::vector<PlacedWork> work);

// One point per piece of work, or, when its working set is unknown, one per memory level measured
// at its thread count (level names which). InputError when the roofs have no compute roof for its
// dtype and thread count or none of the ISA it names, or a name repeats across inputs.
// `latency`: the roofs folder's latency per level (latency.csv). Work that says its dependent loads
// per call is bound by latency (bound "latency") where those loads, one after the other at its
// level's latency on huge pages, take longer than its roofs allow for its flops and bytes.
std::vector<KernelPoint> place_work(const std::vector<PlacedWork>& work, const Roofline& roofline,
                                    const std::string& roofs_dir, const std::vector<LatencyLevel>& latency = {});

// The time per call `loads` dependent loads take at `level`'s latency (huge pages), in ns; 0 when
// the roofs have no latency there.
double dependent_loads_ns(const std::vector<LatencyLevel>& latency, const std::string& level, double loads);

// How much faster the point could get before meeting its roof: attainable / achieved (NaN when no
// roof applies).
double speedup_left(const KernelPoint& p);

// Where the work ran against where the roofs were measured.
struct PlaceOrigin {
  std::string roofs_dir;
  std::string roofs_host;     // the roof folder's benchmark_host_name
  std::string roofs_machine;  // its identity line
  std::string work_host;      // from the inputs, else the host place runs on
  [[nodiscard]] bool same_host() const { return !roofs_host.empty() && roofs_host == work_host; }
};

PlaceOrigin place_origin(const ResultSet& roofs, const std::string& roofs_dir, const std::vector<PlacedWork>& work,
                         const std::string& this_host);

}  // namespace cpuroof::analysis
