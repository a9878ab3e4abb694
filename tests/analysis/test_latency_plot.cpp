// The latency plot (plot/latency_plot.hpp): a script and a data file of numbers only, a panel per
// sweep present, and a kind of core from the input reaching gnuplot only as a quoted literal.
#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "io/gnuplot_text.hpp"
#include "plot/latency_plot.hpp"

using namespace cpuroof::analysis;

namespace latency_plot_test {

LatencyFit fit_with(const std::string& core_kind) {
  LatencyFit fit;
  for (double ws : {4096.0, 65536.0, 1048576.0, 67108864.0}) {
    const double ns = ws < 65536 ? 1 : ws < 1048576 ? 4 : ws < 67108864 ? 12 : 90;
    fit.points.push_back({"huge", core_kind, ws, 1, ns, 1e9 / ns});
    fit.points.push_back({"base", core_kind, ws, 1, ns * 1.2, 1e9 / ns / 1.2});
  }
  fit.points.push_back({"huge", core_kind, 67108864.0, 8, 90.0 / 8, 8e9 / 90});
  LatencyLevel l1;
  l1.level = "L1";
  l1.pages = "huge";
  l1.ns = 1;
  fit.levels.push_back(l1);
  fit.loaded.push_back({1, core_kind, 67108864.0, 120, {118, 122}, 20, "latency/loaded/..."});
  return fit;
}

TEST(LatencyPlot, AScriptAndNumbersOnlyData) {
  ASSERT_TRUE(latency_plottable(fit_with("")));
  EXPECT_FALSE(latency_plottable(LatencyFit{}));
  const auto files = latency_plot(fit_with(""));
  ASSERT_EQ(files.size(), 2u);
  EXPECT_EQ(files[0].name, "latency.gp");
  EXPECT_EQ(files[1].name, "latency.dat");
  const std::string& script = files[0].content;
  EXPECT_NE(script.find("set multiplot layout 1,3"), std::string::npos);  // sweep, chains, loaded
  EXPECT_NE(script.find("'L1 1.00 ns'"), std::string::npos);
  EXPECT_NE(script.find("set output \"latency.\" . format"), std::string::npos);
  std::istringstream data(files[1].content);
  for (std::string line; std::getline(data, line);)
    EXPECT_EQ(line.find_first_not_of("0123456789.e+- "), std::string::npos) << line;
}

TEST(LatencyPlot, AKindOfCoreFromTheInputIsAQuotedLiteral) {
  const std::string hostile = "P`touch /tmp/x`@macro\"";
  const auto files = latency_plot(fit_with(hostile));
  const std::string& script = files[0].content;
  EXPECT_NE(script.find(gnuplot_literal("huge pages (" + hostile + ")")), std::string::npos);
  EXPECT_EQ(files[1].content.find('`'), std::string::npos);
}

TEST(LatencyPlot, OnlyThePanelsMeasured) {
  LatencyFit fit = fit_with("");
  fit.loaded.clear();
  EXPECT_NE(latency_plot(fit)[0].content.find("set multiplot layout 1,2"), std::string::npos);
}

}  // namespace latency_plot_test
