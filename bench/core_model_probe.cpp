#include "core_model_probe.hpp"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdarg>
#include <cstdio>
#include <cmath>
#include <optional>
#include <ostream>

#include "aligned_buffer.hpp"
#include "clock.hpp"
#include "fastest_seconds.hpp"
#include "isa.hpp"
#include "machine/core_models.hpp"
#include "peak.hpp"
#include "stream.hpp"

namespace cpuroof::bench {
namespace {

constexpr int kDescribeTries = 5;
// 16 KiB: in every L1 data cache met (32-192 KiB), with room for the stack and the loop.
constexpr std::size_t kL1Elements = (std::size_t{16} << 10) / sizeof(double);

// printf's formatting into a string (the bench has no other formatting library).
[[gnu::format(printf, 1, 2)]] std::string text(const char* format, ...) {
  va_list args;
  va_start(args, format);
  char buffer[512];
  std::vsnprintf(buffer, sizeof buffer, format, args);
  va_end(args);
  return buffer;
}

double clock_hz() {
  constexpr std::uint64_t kTrips = 1 << 15;
  return static_cast<double>(kTrips * kClockChainPerTrip) /
         fastest_seconds(kDescribeTries, [] { benchmark::DoNotOptimize(clock_chain(kTrips)); });
}

double peak_flops_per_s(Isa isa, const PeakShape& shape) {
  constexpr std::int64_t kTrips = 1 << 18;
  const PeakLoop<double> loop = peak_loop<double>(isa, shape);
  const double s = fastest_seconds(kDescribeTries, [&] { benchmark::DoNotOptimize(loop.fn(kTrips)); });
  return peak_cost(shape, loop.isa, sizeof(double), kTrips).flops / s;
}

// Bytes a second one thread moves through `kind` over kL1Elements, many passes a call.
double l1_bytes_per_s(Isa isa, const char* kind_name, AlignedBuffer<double>& x, AlignedBuffer<double>& dst) {
  constexpr int kPasses = 4000;
  const StreamKind& kind = stream_kind(kind_name);
  const StreamLoop<double> loop = stream_loop<double>(isa, kind, false);
  StreamArgs<double> args;
  args.x = x.data();
  args.dst = dst.data();
  args.s = 1.0;
  args.n = kL1Elements;
  const double s =
      fastest_seconds(kDescribeTries, [&] { benchmark::DoNotOptimize(stream_run(loop, args, 1, kPasses)); });
  return static_cast<double>(stream_cost(kind, kL1Elements, sizeof(double)).bytes()) * kPasses / s;
}

LevelRates measure_level(Isa isa, double hz, AlignedBuffer<double>& x, AlignedBuffer<double>& dst) {
  LevelRates r;
  r.isa = std::string(isa_name(isa));
  r.vector_bits = isa_vector_bytes(isa) == 0 ? 64 : isa_vector_bytes(isa) * 8;
  r.fma_flops = peak_flops_per_s(isa, {12, 0, 0}) / hz;
  r.add_flops = peak_flops_per_s(isa, {0, 12, 0}) / hz;
  // As many FMA and add chains as the level's registers hold: the most instructions a cycle a mix can show.
  const PeakShape mix = isa_vector_registers(isa) >= 32 ? PeakShape{12, 12, 0} : PeakShape{8, 6, 0};
  r.mix_fma = mix.fma, r.mix_add = mix.add;
  r.mix_flops = peak_flops_per_s(isa, mix) / hz;
  r.l1_read_bytes = l1_bytes_per_s(isa, "sum", x, dst) / hz;
  r.l1_write_bytes = l1_bytes_per_s(isa, "fill", x, dst) / hz;
  return r;
}

int nearest_power_of_two(double v) { return v >= 1 ? 1 << static_cast<int>(std::lround(std::log2(v))) : 0; }

std::string row_text(const CoreModel& m) {
  return text("fma pipes %d x %d bits, add pipes %d, loads %d x %d bits, stores %d x %d bits, SVE %d bits", m.fma_pipes,
              m.fp_unit_bits, m.separate_add_pipes, m.load_ports, m.load_bits, m.store_ports, m.store_bits, m.sve_bits);
}

// The table's row for this CPU and the name it goes by, as the analysis finds it.
std::optional<CoreModel> table_row(const CpuIdentity& cpu) {
  if (!cpu.core_names.empty()) return arm_core_model_named(cpu.core_names.front());
  if (!cpu.arm_kinds.empty()) return arm_core_model(cpu.arm_kinds.front().implementer, cpu.arm_kinds.front().part);
  if (cpu.family >= 0) return core_model(cpu.vendor, cpu.family, cpu.model);
  return std::nullopt;
}

std::string identity_text(const CpuIdentity& cpu) {
  if (cpu.family >= 0)
    return cpu.vendor + text(" family 0x%x model 0x%x stepping %d", cpu.family, cpu.model, cpu.stepping) + " (" +
           cpu.model_name + "): " + microarch_name(cpu.vendor, cpu.family, cpu.model, cpu.stepping);
  if (!cpu.arm_kinds.empty()) {
    const ArmCoreId& id = cpu.arm_kinds.front();
    return cpu.vendor + text(" implementer 0x%x part 0x%x", id.implementer, id.part) + " (" + cpu.model_name +
           "): " + arm_core_name(id.implementer, id.part);
  }
  if (!cpu.core_names.empty()) return cpu.model_name + ": " + cpu.core_names.front();
  return cpu.model_name;
}

}  // namespace

DerivedRow derive_row(const std::vector<LevelRates>& levels, int sve_bits) {
  DerivedRow row;
  row.sve_bits = sve_bits;
  const auto scalar =
      std::find_if(levels.begin(), levels.end(), [](const LevelRates& l) { return l.vector_bits == 64; });
  if (scalar == levels.end() || levels.empty()) return row;
  row.fma_pipes = static_cast<int>(std::lround(scalar->fma_flops / 2));
  if (row.fma_pipes <= 0) return row;
  const LevelRates& widest =
      *std::max_element(levels.begin(), levels.end(),
                        [](const LevelRates& a, const LevelRates& b) { return a.vector_bits < b.vector_bits; });
  // An f64 FMA is two flops a 64-bit lane: the pipes' bits a cycle are flops x 32.
  row.fp_bits = std::min(widest.vector_bits, nearest_power_of_two(widest.fma_flops * 32 / row.fma_pipes));
  double most_instructions = 0;
  for (const LevelRates& l : levels) {
    const double lanes = std::min(l.vector_bits, row.fp_bits) / 64.0;
    const double flops_per_instruction = (2.0 * l.mix_fma + l.mix_add) / (l.mix_fma + l.mix_add);
    most_instructions = std::max(most_instructions, l.mix_flops / lanes / flops_per_instruction);
  }
  row.add_pipes = std::max(0, static_cast<int>(std::lround(most_instructions - row.fma_pipes)));
  const double port_bytes = std::min(widest.vector_bits, row.fp_bits) / 8.0;
  row.load_ports = static_cast<int>(std::lround(widest.l1_read_bytes / port_bytes));
  row.store_ports = static_cast<int>(std::lround(widest.l1_write_bytes / port_bytes));
  return row;
}

void describe_core(std::ostream& out, const CpuIdentity& cpu) {
  out << "cpu: " << identity_text(cpu) << "\n";
  if (const auto row = table_row(cpu))
    out << "core-model table (machine/core_models.hpp): " << row->name << ": " << row_text(*row) << "\n";
  else
    out << "core-model table (machine/core_models.hpp): no row for this CPU; its roofs are measured all the same, "
           "without theoretical limits beside them\n";
  const double hz = clock_hz();
  out << text("clock: %.2f GHz (a dependent add chain, one add a cycle)\n", hz / 1e9);
  AlignedBuffer<double> x(kL1Elements), dst(kL1Elements);
  std::fill(x.data(), x.data() + kL1Elements, 1.0);
  std::fill(dst.data(), dst.data() + kL1Elements, 0.0);
  std::vector<LevelRates> levels;
  int sve_bits = 0;
  for (Isa isa : supported_isas()) {
    levels.push_back(measure_level(isa, hz, x, dst));
    if (isa_facts(isa).scalable) sve_bits = std::max(sve_bits, cpu_vector_bits(isa));
  }
  out << "measured on one core, f64, per cycle:\n"
      << text("  %-12s %5s %8s %8s %16s %10s %11s\n", "level", "bits", "fma flop", "add flop", "fma+add flop",
              "L1 read B", "L1 write B");
  for (const LevelRates& l : levels)
    out << text("  %-12s %5d %8.2f %8.2f %16s %10.1f %11.1f\n", l.isa.c_str(), l.vector_bits, l.fma_flops, l.add_flops,
                text("%.2f (%d+%d)", l.mix_flops, l.mix_fma, l.mix_add).c_str(), l.l1_read_bytes, l.l1_write_bytes);
  const DerivedRow d = derive_row(levels, sve_bits);
  out << "a row from these rates (rounded; check each against the vendor's guide):\n"
      << text(
             "  fma pipes %d (scalar FMAs a cycle), FP width %d bits (the widest level's FMA bits a cycle over the "
             "pipes), add pipes %d (FMA+ADD instructions a cycle beyond the FMA pipes),\n",
             d.fma_pipes, d.fp_bits, d.add_pipes)
      << text("  loads %d x %d bits, stores %d x %d bits (L1 bytes a cycle over one FP width), SVE %d bits\n",
              d.load_ports, d.fp_bits, d.store_ports, d.fp_bits, d.sve_bits)
      << text("  row(\"<name>\", %d, %d, %d, %d, %d, %d, %d, %d, \"<where the figures come from>\")\n", d.fma_pipes,
              d.fp_bits, d.add_pipes, d.load_ports, d.fp_bits, d.store_ports, d.fp_bits, d.sve_bits);
}

}  // namespace cpuroof::bench
