// CostRates as text (bench/cost_rates_text.hpp): what a dry run prints reads back as the same rates,
// the plan's last cache beside them, and a text with a fault is refused naming it.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "cost_rates_text.hpp"

using namespace cpuroof::bench;

namespace {

CostRates some_rates() {
  CostRates r;
  r.threads = 72;
  r.last_cache_bytes = 32e6;
  r.cache_bytes_per_s = 1.06e11;
  r.dram_bytes_per_s_1 = 2.14e10;
  r.dram_bytes_per_s_all = 4.89e10;
  r.fill_bytes_per_s_1 = 2.1e10;
  r.fill_bytes_per_s_all = 2.9e10;
  r.populate_bytes_per_s = 1.2e10;
  r.flops_per_s = 1.1e11;
  r.scalar_flops_per_s = 6.65e8;
  r.load_s_cache = 1.03e-8;
  r.load_s_dram = 2.05e-7;
  r.link_s_cache = 2.16e-7;
  r.link_s_dram = 3.32e-8;
  r.clock_hz = 3.38e9;
  r.call_s = 3.2e-6;
  return r;
}

std::string refusal(const std::string& text) {
  try {
    parse_cost_rates(text, 1e6);
  } catch (const std::invalid_argument& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST(CostRatesText, WhatIsPrintedReadsBackWithThePlansLastCache) {
  const CostRates r = some_rates();
  const std::string text = cost_rates_text(r);
  EXPECT_EQ(text.rfind("threads=72,cache_bytes_per_s=1.06e+11,", 0), 0u) << text;
  const CostRates back = parse_cost_rates(text, 8e6);
  EXPECT_EQ(back.threads, 72);
  EXPECT_EQ(back.last_cache_bytes, 8e6);
  EXPECT_EQ(back.dram_bytes_per_s_all, r.dram_bytes_per_s_all);
  EXPECT_EQ(back.link_s_dram, r.link_s_dram);
  EXPECT_EQ(back.call_s, r.call_s);
  EXPECT_EQ(cost_rates_text(back), text);
}

TEST(CostRatesText, AFaultIsRefusedByName) {
  const std::string good = cost_rates_text(some_rates());
  EXPECT_NE(refusal(good + ",colour_hz=1").find("unknown cost rate 'colour_hz'"), std::string::npos);
  EXPECT_NE(refusal(good + ",clock_hz=1").find("'clock_hz' given twice"), std::string::npos);
  EXPECT_NE(refusal("threads=2").find("'cache_bytes_per_s' missing"), std::string::npos);
  EXPECT_NE(refusal(good.substr(good.find(',') + 1)).find("'threads' missing"), std::string::npos);
  std::string negative = good;
  negative.replace(negative.find("clock_hz=3.38e+09"), 17, "clock_hz=-3e9");
  EXPECT_NE(refusal(negative).find("'clock_hz' is not a positive number: '-3e9'"), std::string::npos);
  std::string trailing = good;
  trailing.replace(trailing.find("call_s=3.2e-06"), 14, "call_s=3us");
  EXPECT_NE(refusal(trailing).find("'call_s' is not a positive number"), std::string::npos);
  std::string fraction = good;
  fraction.replace(0, 10, "threads=1.5");
  EXPECT_NE(refusal(fraction).find("'threads' is not a whole number"), std::string::npos);
  EXPECT_NE(refusal("threads").find("is not name=value"), std::string::npos);
  EXPECT_NE(refusal(std::string(5000, 'x')).find("longer than"), std::string::npos);
}
