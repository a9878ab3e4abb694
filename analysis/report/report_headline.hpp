#pragma once
// The headline screen: the answer first, in under 40 lines of markdown. report.md opens with it and
// `cpuroof show` prints it: the machine (model, microarchitecture, cores, clock, ISA, caches found by
// the sweeps beside the OS's sizes), peak f64/f32 per ISA with % of theoretical, bandwidth and ridge
// points per level, the latency of each level, the measurement checks, and the five findings that
// matter most. Pure.
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "model/latency.hpp"
#include "model/points.hpp"
#include "model/roofline.hpp"

namespace cpuroof::analysis {

struct HeadlineInput {
  const Roofline& roofline;
  const std::vector<KernelPoint>& points;
  const std::map<std::string, std::string>& meta;
  std::vector<std::pair<bool, std::string>> checks;  // passed, and the check's sentence
  std::vector<LatencyLevel> latency;                 // latency.csv's levels; empty when not measured
};

// At most this many findings: kernels furthest from their roof, and hand-written vs library where one
// is far ahead (measurement problems, points above their roof, come first).
inline constexpr std::size_t kHeadlineFindings = 5;
// A library or hand-written kernel "far ahead": its median speed ratio over the shared shapes.
inline constexpr double kFarAheadRatio = 1.5;

std::string render_headline(const HeadlineInput& input);

// The headline's tables, cells as plain text: peaks per ISA, bandwidth and ridges per level, latency
// per level (those measured), each with the sentence under it. report.md writes them as Markdown,
// report.html as HTML.
struct HeadlineTable {
  std::vector<std::string> header;
  std::vector<std::vector<std::string>> rows;
  std::string note;
};
std::vector<HeadlineTable> headline_tables(const HeadlineInput& input);

// Hand-written against library implementations of one kernel, dtype, shape and thread count: the
// GFLOP/s (or GB/s for kernels without FLOPs) of each implementation measured there.
struct ImplComparison {
  std::string family, kernel, dtype;
  std::map<std::string, std::string> shape;
  int threads = 0;
  std::map<std::string, const KernelPoint*> by_impl;  // hand, openblas, eigen, naive, ...
};
// Every (family, kernel, dtype, shape, threads) measured by more than one implementation, in the
// points' order.
std::vector<ImplComparison> compare_implementations(const std::vector<KernelPoint>& points);
// A point's rate for comparing implementations: GFLOP/s, or GB/s where it does no FLOPs.
double comparison_rate(const KernelPoint& p);

}  // namespace cpuroof::analysis
