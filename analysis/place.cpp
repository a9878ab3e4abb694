#include "place.hpp"

#include <cmath>
#include <limits>
#include <set>

#include <fmt/format.h>

#include "errors.hpp"
#include "identity.hpp"
#include "markdown.hpp"
#include "tables.hpp"
#include "units.hpp"

namespace cpuroof::analysis {
namespace {

KernelPoint point_of(const PlacedWork& w) {
  KernelPoint p;
  p.benchmark = w.name;
  p.family = kPlacedFamily;
  p.kernel = w.name;
  p.impl = w.name;
  p.dtype = w.dtype;
  p.isa = w.isa;
  p.threads = w.threads;
  p.repetitions = 1;
  p.ws_bytes = w.ws_bytes;
  p.time_per_call_ns = w.seconds_per_call * 1e9;
  p.gflop_per_s = w.flop_per_s / kGiga;
  p.gflop_ci = {p.gflop_per_s, p.gflop_per_s};
  p.gb_per_s = w.byte_per_s / kGiga;
  p.gb_ci = {p.gb_per_s, p.gb_per_s};
  p.ai = w.byte_per_s > 0 ? w.flop_per_s / w.byte_per_s : 0;
  return p;
}

std::string measured_threads(const Roofline& roofline) {
  std::string list;
  for (int t : roofline.thread_counts()) list += (list.empty() ? "" : ", ") + std::to_string(t);
  return list.empty() ? "none" : list;
}

}  // namespace

std::vector<KernelPoint> place_work(const std::vector<PlacedWork>& work, const Roofline& roofline,
                                    const std::string& roofs_dir) {
  std::vector<KernelPoint> out;
  std::set<std::string> names;
  for (const PlacedWork& w : work) {
    if (!names.insert(w.name).second)
      throw InputError("'" + w.name + "': placed twice (names must be unique across the inputs)");
    if (!roofline.compute(w.dtype, w.threads, w.isa) && !roofline.compute(w.dtype, w.threads))
      throw InputError(roofs_dir + ": no " + w.dtype + " compute roof at " + std::to_string(w.threads) +
                       " threads for '" + w.name + "' (the roofs were measured at threads: " +
                       measured_threads(roofline) + ")");
    KernelPoint p = point_of(w);
    if (!w.isa.empty() && !roofline.compute(w.dtype, w.threads, w.isa)) p.isa = "";  // best instead
    if (p.gb_per_s == 0) {
      p.level = "registers";
      bind_to_roofs(p, roofline, "");
      out.push_back(p);
    } else if (w.ws_bytes > 0) {
      p.level = roofline.level_of(w.ws_bytes, w.threads);
      bind_to_roofs(p, roofline, "");
      out.push_back(p);
    } else {
      // Unknown working set: the roof of every level it could live in.
      for (const MemoryLevel* level : roofline.levels_at(w.threads)) {
        KernelPoint at_level = p;
        at_level.level = level->name;
        bind_to_roofs(at_level, roofline, "");
        out.push_back(at_level);
      }
      if (out.empty() || out.back().benchmark != w.name) {
        p.level = "";
        bind_to_roofs(p, roofline, "");
        out.push_back(p);
      }
    }
  }
  return out;
}

double speedup_left(const KernelPoint& p) {
  if (std::isnan(p.efficiency) || !(p.efficiency > 0)) return std::numeric_limits<double>::quiet_NaN();
  return 1 / p.efficiency;
}

PlaceOrigin place_origin(const ResultSet& roofs, const std::string& roofs_dir, const std::vector<PlacedWork>& work,
                         const std::string& this_host) {
  PlaceOrigin o;
  o.roofs_dir = roofs_dir;
  const auto host = roofs.meta.find("benchmark_host_name");
  if (host != roofs.meta.end()) o.roofs_host = host->second;
  o.roofs_machine = identity_line(machine_identity(roofs.meta));
  o.work_host = this_host;
  for (const auto& w : work)
    if (!w.host.empty()) o.work_host = w.host;
  return o;
}

CsvTable placed_table(const std::vector<KernelPoint>& points, const PlaceOrigin& origin) {
  CsvTable t = points_table(points);
  const std::size_t benchmark = t.column("benchmark"), level = t.column("level");
  for (const char* c : {"speedup_left", "roofs_dir", "roofs_host", "work_host", "same_host"}) t.header.push_back(c);
  // points_table may order its rows: match them back to the points by name and level.
  for (auto& row : t.rows)
    for (const KernelPoint& p : points)
      if (p.benchmark == row[benchmark] && p.level == row[level]) {
        row.insert(row.end(), {csv_number(speedup_left(p)), origin.roofs_dir, origin.roofs_host, origin.work_host,
                               origin.same_host() ? "true" : "false"});
        break;
      }
  return t;
}

std::string render_place_report(const std::vector<KernelPoint>& points, const PlaceOrigin& origin) {
  std::string s = "# Your work on the roofline\n\n";
  s += fmt::format("Roofs: {} ({}).\n\n", markdown_code(origin.roofs_dir),
                   markdown_text(origin.roofs_machine));
  if (!origin.same_host())
    s += fmt::format("**The roofs come from another machine** (measured on host '{}'; the work ran on '{}'): the "
                     "efficiencies say how far these rates are from that machine's roofs, which answers \"what is "
                     "left there\" only as far as the rates carry over.\n\n",
                     origin.roofs_host.empty() ? "unknown" : markdown_text(origin.roofs_host),
                     markdown_text(origin.work_host));
  s += "| work | threads | dtype | level | GFLOP/s | GB/s | FLOP/B | attainable GFLOP/s | efficiency | bound | "
       "speedup left |\n|---|---|---|---|---|---|---|---|---|---|---|\n";
  for (const KernelPoint& p : points)
    s += fmt::format(
        "| {} | {} | {} | {} | {:.4g} | {:.4g} | {:.4g} | {:.4g} | {:.1f}% | {} | {:.2f}x |\n",
        markdown_text(p.benchmark), p.threads, markdown_text(p.dtype),
        p.level.empty() ? "?" : markdown_text(p.level), p.gflop_per_s, p.gb_per_s, p.ai,
        p.attainable_gflop_per_s, 100 * p.efficiency, markdown_text(p.bound), speedup_left(p));
  s += "\nEfficiency is the larger of GFLOP/s over the compute roof and GB/s over the level's bandwidth roof "
       "(as in points.csv); speedup left is its inverse. A working set not given is placed against every "
       "memory level: the row of the level it lives in applies.\n";
  return s;
}

}  // namespace cpuroof::analysis
