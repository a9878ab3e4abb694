#include "microarch.hpp"

#include <algorithm>

#include "microarch_names.hpp"

namespace cpuroof::analysis {
namespace {

int isa_bits(const std::string& isa, int elem_bytes) {
  if (isa.rfind("avx512", 0) == 0) return 512;  // avx512 and the AVX-512 low-precision rows
  if (isa == "avx2" || isa == "avx_vnni") return 256;
  return elem_bytes * 8;  // scalar: one element
}

bool in(int model, int lo, int hi) { return model >= lo && model <= hi; }

}  // namespace

std::optional<CoreModel> core_model(const std::string& vendor, int family, int model) {
  const std::string name = microarch_name(vendor, family, model);
  if (vendor == "AuthenticAMD") {
    // Zen: two FMA/MUL pipes (FP0, FP1) and two FP-add pipes (FP2, FP3); two vector loads and one
    // vector store per cycle, each as wide as the FP data path.
    if (name == "Zen/Zen+") return CoreModel{name, 2, 128, 2, 2, 128, 1, 128};
    if (name == "Zen 2" || name == "Zen 3") return CoreModel{name, 2, 256, 2, 2, 256, 1, 256};
    // Zen 4 runs 512-bit instructions on 256-bit pipes (two passes).
    if (name == "Zen 4") return CoreModel{name, 2, 256, 2, 2, 256, 1, 256};
    if (name == "Zen 5") {
      // The mobile parts (Strix Point 0x2x, Krackan Point 0x6x) keep 256-bit pipes and loads; the
      // server and desktop parts (Turin, Granite Ridge) and Strix Halo have 512-bit ones.
      if (in(model, 0x20, 0x2f) || in(model, 0x60, 0x6f)) return CoreModel{name, 2, 256, 2, 2, 256, 1, 256};
      return CoreModel{name, 2, 512, 2, 2, 512, 1, 512};
    }
    return std::nullopt;
  }
  if (vendor == "GenuineIntel" && family == 6) {
    // Server cores with two 512-bit FMA units (Skylake-SP .. Granite Rapids; some SKUs have one).
    for (int m : {0x55, 0x6a, 0x6c, 0x8f, 0xcf, 0xad, 0xae})
      if (model == m) return CoreModel{"Intel server (2x512-bit FMA)", 2, 512, 0, 2, 512, 1, 512};
    // Client cores since Skylake: two 256-bit FMA pipes that also add; two loads per cycle; one
    // 256-bit store per cycle on Skylake, two since Ice Lake (the upper bound is kept for all).
    for (int m : {0x4e, 0x5e, 0x8e, 0x9e, 0xa5, 0xa6, 0x7d, 0x7e, 0x8c, 0x8d, 0xa7, 0x97, 0x9a, 0xb7, 0xba, 0xbf})
      if (model == m) return CoreModel{"Intel client (2x256-bit FMA)", 2, 256, 0, 2, 256, 2, 256};
  }
  return std::nullopt;
}

double flop_per_cycle(const CoreModel& core, const std::string& mix, const std::string& isa, int elem_bytes) {
  const double lanes = static_cast<double>(std::min(isa_bits(isa, elem_bytes), core.fp_unit_bits)) / (8.0 * elem_bytes);
  // A 512-bit instruction on 256-bit pipes takes two passes: half the instructions, same lanes/cycle.
  const double fma = core.fma_pipes * lanes * 2;
  if (mix == "fma") return fma;
  if (mix == "mul") return core.fma_pipes * lanes;
  if (mix == "add") return (core.separate_add_pipes > 0 ? core.separate_add_pipes : core.fma_pipes) * lanes;
  if (mix == "fma+add") return fma + core.separate_add_pipes * lanes;
  return 0;
}

double ops_per_cycle(const CoreModel& core, const std::string& mix, const std::string& isa, const std::string& dtype) {
  const int elem_bytes = dtype == "f64" ? 8 : dtype == "f32" ? 4 : dtype == "f16" || dtype == "bf16" ? 2 : dtype == "i8" ? 1 : 0;
  if (elem_bytes == 0) return 0;
  if (mix != "dot") return flop_per_cycle(core, mix, isa, elem_bytes);
  if (isa_bits(isa, elem_bytes) <= elem_bytes * 8) return 0;  // no scalar dot products
  // Dot-product accumulates (vpdpbusd: 4 u8 x s8 products per s32 lane; vdpbf16ps: 2 bf16 products
  // per f32 lane) issue on the FMA pipes, one per pipe per cycle, each doing one multiply-add per
  // input element of its width: as on Intel's cores (uops.info: the FMA ports). For Zen 5 the search
  // found AMD's optimisation guide (pub. 58455) but not its instruction table: this is assumed there,
  // and the measured roofs test it (95% of it on the Zen 5 host, as the FMA roof; results/README.md).
  // 512-bit instructions on 256-bit pipes take two passes: the element rate is the pipe width's.
  const double madds = core.fma_pipes * std::min(isa_bits(isa, elem_bytes), core.fp_unit_bits) / (8.0 * elem_bytes);
  // AVX2 int8 without VNNI: vpmaddubsw and vpmaddwd both multiply, two FMA-pipe instructions per step.
  const double per_step = dtype == "i8" && isa == "avx2" ? 2 : 1;
  return 2 * madds / per_step;
}

double l1_load_bytes_per_cycle(const CoreModel& core, const std::string& isa) {
  return core.load_ports * std::min(isa_bits(isa, 8), core.load_bits) / 8.0;
}

double l1_port_bytes_per_cycle(const CoreModel& core, const std::string& isa, int arrays_read, int arrays_written) {
  const double loads = l1_load_bytes_per_cycle(core, isa);
  const double stores = core.store_ports * std::min(isa_bits(isa, 8), core.store_bits) / 8.0;
  if (arrays_read + arrays_written <= 0 || (arrays_read > 0 && loads <= 0) || (arrays_written > 0 && stores <= 0)) return 0;
  // Cycles per element-byte of each array: the busier port group sets the pace.
  const double cycles = std::max(arrays_read > 0 ? arrays_read / loads : 0.0, arrays_written > 0 ? arrays_written / stores : 0.0);
  return (arrays_read + arrays_written) / cycles;
}

}  // namespace cpuroof::analysis
