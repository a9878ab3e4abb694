#pragma once
// CostRates as one line of text, `name=value,...` in SI units, and back. The dry run prints the
// rates it measured this way; --cpuroof_cost_rates gives them instead of measuring, so that a plan
// is costed with another machine's rates (a cluster's nodes from one of them) or with fixed ones (a
// test of the plan that must not depend on how busy this host is).
#include <string>
#include <string_view>

#include "run_cost.hpp"

namespace cpuroof::bench {

// Every rate, in the order of CostRates; last_cache_bytes is the plan's, not a rate, and is left out.
std::string cost_rates_text(const CostRates& rates);

// The rates a text names; `last_cache_bytes` is the plan's. Every rate once, each a finite positive
// number (threads a whole one from 1 to 1,000,000); otherwise std::invalid_argument naming the fault.
CostRates parse_cost_rates(std::string_view text, double last_cache_bytes);

}  // namespace cpuroof::bench
