// sdot z.s, z.b, z.b: SVE int8 dot products (base SVE), at the CPU's vector length. Vector-length
// agnostic, in the sve level's objects built without a length; run where lowp_supported says so.
#include <arm_sve.h>

#include "peak_lowp_impl.hpp"

namespace cpuroof {
namespace {

struct SveDotprod {
  static constexpr std::size_t row = 3;
  using Acc = svint32_t;
  struct Operands {};
  static Acc start(int chain) { return svdup_n_s32(chain); }
  static Operands operands() { return {}; }
  static void step(Acc& acc, Operands) {
    asm("sdot %0.s, %1.b, %2.b" : "+w"(acc) : "w"(svdup_n_s8(1)), "w"(svdup_n_s8(1)));
  }
  static double sum(Acc acc) { return static_cast<double>(svaddv_s32(svptrue_b32(), acc)); }
};
static_assert(kLowpInstructions[SveDotprod::row].level == "sve_dotprod");

}  // namespace

LowpLoops lowp_loops_sve_dotprod() { return lowp_loops<SveDotprod>(); }

}  // namespace cpuroof
