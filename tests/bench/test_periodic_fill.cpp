#include <gtest/gtest.h>

#include <cstddef>
#include <vector>

#include "periodic_fill.hpp"

namespace cpuroof::bench {
namespace {

double value_at(std::size_t k) { return 1.0 + static_cast<double>(k) / 17.0; }

// Every range's values are those of the index itself, whatever the phase it starts at, the tile's
// length and the range's end.
TEST(PeriodicFill, EveryElementIsItsIndexsValue) {
  for (std::size_t period : {1u, 3u, 7u, 13u, 17u, 600u}) {
    for (std::size_t begin : {0u, 1u, 5u, 511u, 1000u}) {
      for (std::size_t len : {0u, 1u, 2u, 100u, 5000u, 70000u}) {
        std::vector<double> v(begin + len + 3, -1.0);
        fill_periodic(v.data(), begin, begin + len, period, value_at);
        for (std::size_t i = 0; i < v.size(); ++i) {
          const double want = i >= begin && i < begin + len ? value_at(i % period) : -1.0;
          ASSERT_EQ(v[i], want) << "period " << period << " begin " << begin << " len " << len << " at " << i;
        }
      }
    }
  }
}

}  // namespace
}  // namespace cpuroof::bench
