#include "cost_rates_text.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <iterator>
#include <set>
#include <stdexcept>

namespace cpuroof::bench {
namespace {

struct RateField {
  const char* name;
  double CostRates::*rate;
};

// threads is the one whole number and is handled apart.
constexpr RateField kRateFields[] = {
    {"cache_bytes_per_s", &CostRates::cache_bytes_per_s},
    {"dram_bytes_per_s_1", &CostRates::dram_bytes_per_s_1},
    {"dram_bytes_per_s_all", &CostRates::dram_bytes_per_s_all},
    {"fill_bytes_per_s_1", &CostRates::fill_bytes_per_s_1},
    {"fill_bytes_per_s_all", &CostRates::fill_bytes_per_s_all},
    {"populate_bytes_per_s", &CostRates::populate_bytes_per_s},
    {"flops_per_s", &CostRates::flops_per_s},
    {"scalar_flops_per_s", &CostRates::scalar_flops_per_s},
    {"load_s_cache", &CostRates::load_s_cache},
    {"load_s_dram", &CostRates::load_s_dram},
    {"link_s_cache", &CostRates::link_s_cache},
    {"link_s_dram", &CostRates::link_s_dram},
    {"clock_hz", &CostRates::clock_hz},
    {"call_s", &CostRates::call_s},
};

constexpr std::size_t kMaxTextBytes = 4096;

double positive_number(std::string_view name, std::string_view value) {
  const std::string text(value);
  char* end = nullptr;
  const double v = std::strtod(text.c_str(), &end);
  if (text.empty() || end != text.c_str() + text.size() || !std::isfinite(v) || !(v > 0))
    throw std::invalid_argument("cost rate '" + std::string(name) + "' is not a positive number: '" + text + "'");
  return v;
}

}  // namespace

std::string cost_rates_text(const CostRates& rates) {
  std::string out = "threads=" + std::to_string(rates.threads);
  for (const RateField& f : kRateFields) {
    char value[40];
    std::snprintf(value, sizeof value, "%.4g", rates.*f.rate);
    out += ",";
    out += f.name;
    out += "=";
    out += value;
  }
  return out;
}

CostRates parse_cost_rates(std::string_view text, double last_cache_bytes) {
  if (text.size() > kMaxTextBytes)
    throw std::invalid_argument("cost rates: longer than " + std::to_string(kMaxTextBytes) + " bytes");
  CostRates rates;
  rates.last_cache_bytes = last_cache_bytes;
  std::set<std::string> seen;
  while (!text.empty()) {
    const std::size_t comma = text.find(',');
    const std::string_view item = text.substr(0, comma);
    text = comma == std::string_view::npos ? std::string_view{} : text.substr(comma + 1);
    const std::size_t eq = item.find('=');
    if (eq == std::string_view::npos)
      throw std::invalid_argument("cost rates: '" + std::string(item) + "' is not name=value");
    const std::string name(item.substr(0, eq));
    const std::string_view value = item.substr(eq + 1);
    if (!seen.insert(name).second) throw std::invalid_argument("cost rate '" + name + "' given twice");
    if (name == "threads") {
      const double t = positive_number(name, value);
      if (t != std::floor(t) || t > 1e6)
        throw std::invalid_argument("cost rate 'threads' is not a whole number from 1 to 1000000");
      rates.threads = static_cast<int>(t);
      continue;
    }
    const auto field = std::find_if(std::begin(kRateFields), std::end(kRateFields),
                                    [&](const RateField& f) { return name == f.name; });
    if (field == std::end(kRateFields)) throw std::invalid_argument("unknown cost rate '" + name + "'");
    rates.*field->rate = positive_number(name, value);
  }
  if (!seen.count("threads")) throw std::invalid_argument("cost rate 'threads' missing");
  for (const RateField& f : kRateFields)
    if (!seen.count(f.name)) throw std::invalid_argument("cost rate '" + std::string(f.name) + "' missing");
  return rates;
}

}  // namespace cpuroof::bench
