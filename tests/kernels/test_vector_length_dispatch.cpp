// A level built at several vector lengths (SVE; cmake/IsaLevels.cmake VECTOR_BITS) runs the unit
// built for the CPU's length: the choice among the built units (a made-up family, on every host), and
// on a CPU with such a level the real micro-kernel, whose tile is kNv of the CPU's vectors wide.
#include <gtest/gtest.h>

#include <stdexcept>

#include "gemm/microkernel_impl.hpp"
#include "level_dispatch.hpp"
#include "skip.hpp"

using namespace cpuroof;

namespace {

template <class T>
struct LengthKernels {
  int built_for_bits;
};
struct LengthFamily {
  template <class T>
  using Kernels = LengthKernels<T>;
};

}  // namespace

namespace cpuroof {
template <>
auto at_vector_bits<LengthFamily, kAllIsas[0], 128, double>() -> LengthKernels<double> {
  return {128};
}
template <>
auto at_vector_bits<LengthFamily, kAllIsas[0], 256, double>() -> LengthKernels<double> {
  return {256};
}
template <>
auto at_vector_bits<LengthFamily, kAllIsas[0], 512, double>() -> LengthKernels<double> {
  return {512};
}
}  // namespace cpuroof

TEST(VectorLengthDispatch, RunsTheUnitBuiltForTheLength) {
  for (int bits : {128, 256, 512}) {
    const auto chosen = at_built_vector_bits<LengthFamily, kAllIsas[0], double, 128, 256, 512>(bits);
    EXPECT_EQ(chosen.built_for_bits, bits);
  }
}

TEST(VectorLengthDispatch, ALengthNotBuiltIsAnInternalError) {
  for (int bits : {0, 384, 1024, 2048})
    EXPECT_THROW((at_built_vector_bits<LengthFamily, kAllIsas[0], double, 128, 256, 512>(bits)), std::logic_error)
        << bits;
}

TEST(VectorLengthDispatch, TheRealMicroKernelMatchesTheCpusLength) {
  int levels = 0;
  for (Isa isa : kAllIsas) {
    const int bits = cpu_vector_bits(isa);
    if (bits == 0) continue;
    ++levels;
    EXPECT_EQ(isa_vector_bytes(isa) * 8, bits) << isa_name(isa);
    if (!cpu_supports(isa)) {
      // A length no unit is built for: the level is refused with the length named, never run.
      try {
        require_isa(isa);
        ADD_FAILURE() << isa_name(isa) << " at " << bits << " bits was not refused";
      } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find(std::to_string(bits) + "-bit"), std::string::npos) << e.what();
      }
      continue;
    }
    EXPECT_EQ(gemm_microkernel<double>(isa).fns.nr, static_cast<std::size_t>(gemm_impl::kNvDefault * bits / 64))
        << isa_name(isa);
    EXPECT_EQ(gemm_microkernel<float>(isa).fns.nr, static_cast<std::size_t>(gemm_impl::kNvDefault * bits / 32))
        << isa_name(isa);
  }
  if (levels == 0) CPUROOF_SKIP(hardware, "this CPU has no level built at several vector lengths");
}
