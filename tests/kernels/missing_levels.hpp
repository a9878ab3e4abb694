#pragma once
// The refusal of levels a CPU lacks, checked on every host: the process answers as a CPU with only
// the narrowest level (NarrowestLevelOnly), so an AVX-512 host or qemu's "max" CPU refuses too.
#include <gtest/gtest.h>

#include <stdexcept>

#include "isa.hpp"

namespace cpuroof {

// `choose(isa)` throws std::invalid_argument for every level but the narrowest, which it accepts.
template <class Choose>
void expect_missing_levels_refused(Choose choose) {
  const NarrowestLevelOnly narrowest_only;
  int refused = 0;
  for (Isa isa : kAllIsas) {
    if (cpu_supports(isa)) continue;
    EXPECT_THROW(choose(isa), std::invalid_argument) << isa_name(isa);
    ++refused;
  }
  EXPECT_EQ(refused, static_cast<int>(kIsaCount) - 1);
  EXPECT_NO_THROW(choose(kAllIsas[0]));
}

}  // namespace cpuroof
