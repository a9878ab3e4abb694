// The headline screen (report.md's first lines and `cpuroof show`), and the kernel tables that put
// hand-written and library implementations of one case side by side.
#include <gtest/gtest.h>

#include "text_has.hpp"

#include <algorithm>
#include <filesystem>

#include "report/report.hpp"
#include "report/report_headline.hpp"
#include "report/report_sections.hpp"
#include "model/result_set.hpp"

namespace fs = std::filesystem;
using namespace cpuroof::analysis;

namespace {

KernelPoint point(const std::string& family, const std::string& kernel, const std::string& impl, const std::string& n,
                  int threads, double gflop_per_s) {
  KernelPoint p;
  p.family = family, p.kernel = kernel, p.impl = impl, p.dtype = "f64", p.threads = threads;
  p.benchmark =
      family + "/" + kernel + "/" + impl + "/f64/n:" + n + "/threads:" + std::to_string(threads) + "/real_time";
  p.shape = {{"n", n}};
  p.gflop_per_s = gflop_per_s, p.gb_per_s = gflop_per_s * 4, p.ai = 0.25;
  p.efficiency = gflop_per_s / 100, p.bound = "memory", p.level = "L2";
  return p;
}

}  // namespace

// The Zen 5 reference, read back: everything a reader needs first, in under 40 lines.
TEST(Headline, AnswersFirstInUnderFortyLines) {
  const ResultSet rs = read_result_dir(fs::path(CPUROOF_FIXTURES) / "compare" / "zen5-full");
  HeadlineInput in{
      rs.roofline, rs.points, rs.meta, {{true, "A/A: no difference"}, {false, "drift: 3% slower late"}}, rs.latency};
  const std::string text = render_headline(in);
  EXPECT_LT(std::count(text.begin(), text.end(), '\n'), 40) << text;
  for (const char* part :
       {"**AMD EPYC** — Zen 5, 2 cores", "widest ISA avx512, VM (KVM)", "GiB available",
        "L1 49.8 KiB found, 48.0 KiB per hwloc", "| f64 | avx512 | 133 (99%) | 265 (99%) |",
        "| f32 | avx512 | 267 (100%) |", "ridge f64 / f32 FLOP/B", "| DRAM | 67.4 update | 1.98 / 3.95 |",
        "- ✔ A/A: no difference", "- ⚠ warning: drift", "Findings:", "1. "})
    EXPECT_TRUE(has(text, part)) << part << "\n" << text;
  // f64 before f32, the widest ISA first.
  EXPECT_LT(text.find("| f64 | avx512"), text.find("| f64 | avx2"));
  EXPECT_LT(text.find("| f64 | scalar"), text.find("| f32 | avx512"));
}

// Findings: kernels furthest from their roof (naive loops are references, not findings) and a
// library far ahead of the hand-written kernel.
TEST(Headline, FindingsNameTheFurthestKernelsAndTheLibraryGaps) {
  const Roofline none;
  const std::vector<KernelPoint> points = {
      point("gemv", "gemv_n", "hand", "64", 1, 10),    point("gemv", "gemv_n", "openblas", "64", 1, 40),
      point("gemv", "gemv_n", "hand", "128", 1, 12),   point("gemv", "gemv_n", "openblas", "128", 1, 36),
      point("gemv", "gemv_n", "naive", "128", 1, 0.5), point("blas1", "dot", "hand", "64", 1, 80)};
  const std::map<std::string, std::string> meta;
  const std::string text = render_headline({none, points, meta, {}, {}});
  EXPECT_TRUE(has(text, "**gemv/gemv_n f64**: OpenBLAS is 3.50× faster than hand-written (median over 2 shapes"))
      << text;
  EXPECT_TRUE(has(text, "1. **gemv/gemv_n hand f64** reaches a median 11% of its roof over 2 points — memory-bound"))
      << text;
  EXPECT_FALSE(has(text, "naive f64")) << text;
}

TEST(KernelTables, HandAndLibrariesSideBySideSorted) {
  std::vector<KernelPoint> points = {
      point("gemv", "gemv_n", "eigen", "128", 1, 30), point("gemv", "gemv_n", "openblas", "64", 1, 40),
      point("gemv", "gemv_n", "hand", "128", 1, 12), point("gemv", "gemv_n", "hand", "64", 1, 10),
      point("gemv", "gemv_n", "openblas", "128", 1, 36),
      // gemm: the libraries' kernel is `gemm`, the hand-written ones have their own names.
      point("gemm", "packed", "hand", "64", 1, 50), point("gemm", "gemm", "openblas", "64", 1, 75),
      point("gemm", "blocked", "hand", "64", 1, 20)};
  sort_points(points);
  const RawRun run;
  const Roofline none;
  const std::map<std::string, std::string> meta;
  const std::string md = render_kernels_section({run, none, points, meta, FamilyResults{}, FitChecks{}});
  EXPECT_TRUE(has(
      md,
      "| kernel | dtype | shape | threads | level | hand (efficiency) | openblas (efficiency) | eigen (efficiency) | "
      "best library / hand |"))
      << md;
  EXPECT_TRUE(has(md,
                  "| gemv_n | f64 | n=64 | 1 | L2 | 10.0 (10%) | 40.0 (40%) | – | 4.00× |\n"
                  "| gemv_n | f64 | n=128 | 1 | L2 | 12.0 (12%) | 36.0 (36%) | 30.0 (30%) | 3.00× |"))
      << md;
  EXPECT_TRUE(has(md,
                  "| dtype | shape | threads | level | blocked (hand) (efficiency) | packed (hand) (efficiency) | "
                  "openblas (efficiency) |"))
      << md;
  EXPECT_TRUE(has(md, "| f64 | n=64 | 1 | L2 | 20.0 (20%) | 50.0 (50%) | 75.0 (75%) | 1.50× |")) << md;
}
