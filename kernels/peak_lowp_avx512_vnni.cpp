// vpdpbusd zmm: AVX-512 VNNI int8 dot products. The avx512_vnni extension level's
// objects (kernels/CMakeLists.txt); run where lowp_supported says so.
#include "peak_lowp_impl.hpp"
#include "simd/x86_intrinsics.hpp"

namespace cpuroof {
namespace {

struct Avx512Vnni {
  static constexpr std::size_t row = 0;
  using Acc = __m512i;
  struct Operands {
    __m512i u8, s8;
  };
  static Acc start(int chain) { return _mm512_set1_epi32(chain); }
  static Operands operands() { return {_mm512_set1_epi8(1), _mm512_set1_epi8(1)}; }
  static void step(Acc& acc, const Operands& k) { asm("vpdpbusd %2, %1, %0" : "+v"(acc) : "v"(k.u8), "v"(k.s8)); }
  static double sum(Acc acc) { return _mm512_reduce_add_epi32(acc); }
};
static_assert(kLowpInstructions[Avx512Vnni::row].level == "avx512_vnni");

}  // namespace

LowpLoops lowp_loops_avx512_vnni() { return lowp_loops<Avx512Vnni>(); }

}  // namespace cpuroof
