#include "model/microarch.hpp"

#include <algorithm>

#include "machine/isa_table.hpp"

namespace cpuroof::analysis {
namespace {

// The vector width an ISA label's instructions use (machine/isa_table.hpp): a scalable level's is the
// core's (0 on a core without SVE: no rate); a scalar level's, or an unknown label's, one element.
int isa_bits(const CoreModel& core, const std::string& isa, int elem_bytes) {
  const IsaRow* level = isa_level_of_label(isa);
  if (level && level->scalable) return core.sve_bits;
  return level && level->vector_bytes > 0 ? level->vector_bytes * 8 : elem_bytes * 8;
}

}  // namespace

std::optional<CoreModel> core_model(const MachineIdentity& machine, const std::string& core_kind) {
  // macOS names its kinds fastest first, and the bench's kinds of an Apple chip are P and E.
  if (!machine.core_names.empty() && machine.implementer < 0) {
    if (core_kind == "P") return arm_core_model_named(machine.core_names.front());
    if (core_kind == "E") return arm_core_model_named(machine.core_names.back());
    if (!core_kind.empty()) return std::nullopt;
    return arm_core_model_named(machine.core_names.front());
  }
  if (machine.arm_kinds.empty() && machine.implementer < 0)
    return machine.family >= 0 ? core_model(machine.cpuid_vendor, machine.family, machine.model, core_kind)
                               : std::nullopt;
  if (!core_kind.empty()) {
    for (const auto& [implementer, part] : machine.arm_kinds)
      if (arm_kind_label(implementer, part) == core_kind) return arm_core_model(implementer, part);
    return std::nullopt;
  }
  if (machine.arm_kinds.empty()) return arm_core_model(machine.implementer, machine.part);
  // Several kinds: the fastest known one bounds a run spread over all of them; one unknown kind leaves
  // the machine without a theoretical roof (nothing is guessed for the cores it has).
  std::optional<CoreModel> best;
  for (const auto& [implementer, part] : machine.arm_kinds) {
    const auto m = arm_core_model(implementer, part);
    if (!m) return std::nullopt;
    if (!best || flop_per_cycle(*m, "fma", "neon", 8) > flop_per_cycle(*best, "fma", "neon", 8)) best = m;
  }
  return best;
}

double flop_per_cycle(const CoreModel& core, const std::string& mix, const std::string& isa, int elem_bytes) {
  const double lanes =
      static_cast<double>(std::min(isa_bits(core, isa, elem_bytes), core.fp_unit_bits)) / (8.0 * elem_bytes);
  // A 512-bit instruction on 256-bit pipes takes two passes: half the instructions, same lanes/cycle.
  const double fma = core.fma_pipes * lanes * 2;
  if (mix == "fma") return fma;
  if (mix == "mul") return core.fma_pipes * lanes;
  if (mix == "add") return (core.separate_add_pipes > 0 ? core.separate_add_pipes : core.fma_pipes) * lanes;
  if (mix == "fma+add") {
    const double pipes = fma + core.separate_add_pipes * lanes;
    const IsaRow* level = core.fp_mix ? isa_level_of_label(isa, core.fp_mix->arch) : nullptr;
    if (!core.fp_mix || !level) return pipes;
    const MixWidth width = level->vector_bytes == 0 ? MixWidth::scalar : MixWidth::vector;
    return pipes * best_mix(*core.fp_mix, level->registers, width).fraction;
  }
  return 0;
}

double ops_per_cycle(const CoreModel& core, const std::string& mix, const std::string& isa, const std::string& dtype) {
  const int elem_bytes = dtype == "f64"                      ? 8
                         : dtype == "f32"                    ? 4
                         : dtype == "f16" || dtype == "bf16" ? 2
                         : dtype == "i8"                     ? 1
                                                             : 0;
  if (elem_bytes == 0) return 0;
  // Arm's low-precision instructions have a rate only where the core's guide row was found.
  const IsaRow* level = isa_level_of_label(isa);
  const bool arm = level && level->arch == "aarch64" && level->vector_bytes > 0;
  if (arm && dtype == "f16" && !core.f16_fma_on_fma_pipes) return 0;
  if (mix != "dot") return flop_per_cycle(core, mix, isa, elem_bytes);
  if (arm && !(dtype == "i8" ? core.int8_dot_on_fma_pipes : dtype == "bf16" && core.bf16_dot_on_fma_pipes)) return 0;
  const int bits = isa_bits(core, isa, elem_bytes);
  if (bits <= elem_bytes * 8) return 0;  // no scalar dot products
  // Dot-product accumulates (vpdpbusd, sdot: 4 int8 products per s32 lane; vdpbf16ps, bfdot: 2 bf16
  // products per f32 lane) issue on the FMA pipes, one per pipe per cycle, each doing one multiply-add
  // per input element of its width: as on Intel's cores (uops.info: the FMA ports) and the Neoverse
  // cores above. For Zen 5 the search found AMD's optimisation guide (pub. 58455) but not its
  // instruction table: this is assumed there, and the measured roofs test it. On a 2-vCPU Zen 5 VM
  // at one core, the bench's own loops (12-24 chains) called in 3000 chunks of about 25 us, each
  // chunk's rate over the clock of the dependent-add chain (kernels/clock.cpp) timed right after it:
  // a median 99.9-100.1% of this model for vdpbf16ps zmm, vpdpbusd zmm and ymm and the AVX2 int8
  // pair, as for the FMA rows, the tenth slowest chunk within 0.2% of it. A peak repetition lasts
  // milliseconds and pays the host's pauses (checks.csv's clock_share: 4.9-5.8% of the time there),
  // so the roofs read 94-98% of the model: the host, not the instruction, is the limit. Every run
  // measures it again (checks.csv's running_rate).
  // 512-bit instructions on 256-bit pipes take two passes: the element rate is the pipe width's.
  const double madds = core.fma_pipes * std::min(bits, core.fp_unit_bits) / (8.0 * elem_bytes);
  // AVX2 int8 without VNNI: vpmaddubsw and vpmaddwd both multiply, two FMA-pipe instructions per step.
  const double per_step = dtype == "i8" && isa == "avx2" ? 2 : 1;
  return 2 * madds / per_step;
}

double l1_load_bytes_per_cycle(const CoreModel& core, const std::string& isa) {
  return core.load_ports * std::min(isa_bits(core, isa, 8), core.load_bits) / 8.0;
}

double l1_port_bytes_per_cycle(const CoreModel& core, const std::string& isa, int arrays_read, int arrays_written) {
  const double loads = l1_load_bytes_per_cycle(core, isa);
  const double stores = core.store_ports * std::min(isa_bits(core, isa, 8), core.store_bits) / 8.0;
  if (arrays_read + arrays_written <= 0 || (arrays_read > 0 && loads <= 0) || (arrays_written > 0 && stores <= 0))
    return 0;
  // Cycles per element-byte of each array: the busier port group sets the pace.
  const double cycles =
      std::max(arrays_read > 0 ? arrays_read / loads : 0.0, arrays_written > 0 ? arrays_written / stores : 0.0);
  return (arrays_read + arrays_written) / cycles;
}

}  // namespace cpuroof::analysis
