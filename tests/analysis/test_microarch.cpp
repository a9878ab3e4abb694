// Per-cycle rates from the manuals, and theoretical roofs derived from them in a run.
#include <gtest/gtest.h>

#include "io/load.hpp"
#include "machine/apple_core_names.hpp"
#include "model/microarch.hpp"
#include "report/report.hpp"
#include "model/roofline.hpp"
#include "synthetic_run.hpp"

using namespace cpuroof::analysis;
using cpuroof::arm_core_model;
using cpuroof::arm_core_model_named;

TEST(Microarch, Zen3) {
  const auto zen3 = core_model("AuthenticAMD", 0x19, 0x01);
  ASSERT_TRUE(zen3);
  EXPECT_EQ(zen3->name, "Zen 3");
  EXPECT_DOUBLE_EQ(flop_per_cycle(*zen3, "fma", "avx2", 8), 16);  // 2 pipes x 4 lanes x 2
  // + 2 add pipes x 4 lanes, as far as 16 registers let the chains go: 8 FMA and 6 add chains
  // cover the 4- and 3-cycle latencies of all but one add pipe (machine/fp_mix_model.hpp).
  EXPECT_DOUBLE_EQ(flop_per_cycle(*zen3, "fma+add", "avx2", 8), 22);
  EXPECT_DOUBLE_EQ(flop_per_cycle(*zen3, "add", "avx2", 4), 16);
  EXPECT_DOUBLE_EQ(flop_per_cycle(*zen3, "fma", "scalar", 8), 4);
  EXPECT_DOUBLE_EQ(l1_load_bytes_per_cycle(*zen3, "avx2"), 64);
}

TEST(Microarch, Zen4HalvesAvx512AndZen5DoesNot) {
  const auto zen4 = core_model("AuthenticAMD", 0x19, 0x61);
  const auto zen5 = core_model("AuthenticAMD", 0x1a, 0x02);
  ASSERT_TRUE(zen4 && zen5);
  EXPECT_DOUBLE_EQ(flop_per_cycle(*zen4, "fma", "avx512", 8), 16);
  EXPECT_DOUBLE_EQ(flop_per_cycle(*zen5, "fma", "avx512", 8), 32);
  EXPECT_DOUBLE_EQ(flop_per_cycle(*zen5, "fma", "avx512", 4), 64);
  // Low-precision rows: dot products on the two FMA pipes at full width; OP for i8, FLOP for bf16.
  EXPECT_DOUBLE_EQ(ops_per_cycle(*zen5, "dot", "avx512_vnni", "i8"), 256);  // 2 x 64 u8 x s8 x 2
  EXPECT_DOUBLE_EQ(ops_per_cycle(*zen5, "dot", "avx_vnni", "i8"), 128);
  EXPECT_DOUBLE_EQ(ops_per_cycle(*zen5, "dot", "avx2", "i8"), 64);  // two multiplies per step
  EXPECT_DOUBLE_EQ(ops_per_cycle(*zen5, "dot", "avx512_bf16", "bf16"), 128);
  EXPECT_DOUBLE_EQ(ops_per_cycle(*zen5, "fma", "avx512_fp16", "f16"), 128);
  EXPECT_DOUBLE_EQ(ops_per_cycle(*zen4, "dot", "avx512_vnni", "i8"), 128);  // 256-bit pipes: two passes
  EXPECT_DOUBLE_EQ(ops_per_cycle(*zen5, "fma", "avx512", "f64"), 32);       // the float mixes as before
  EXPECT_DOUBLE_EQ(ops_per_cycle(*zen5, "dot", "scalar", "i8"), 0);
  EXPECT_DOUBLE_EQ(ops_per_cycle(*zen5, "fma", "avx512", "q4"), 0);
  EXPECT_DOUBLE_EQ(l1_load_bytes_per_cycle(*zen5, "avx512"), 128);
}

// Zen 5 needs more FMA+ADD chains than 16 registers hold (fp_mix_model.hpp): its 16-register
// levels reach 74% of the pipes, its 32-register levels all of them, at ymm width as at zmm.
TEST(Microarch, Zen5FmaAddIsBoundByTheLevelsRegisters) {
  const auto zen5 = core_model("AuthenticAMD", 0x1a, 0x02);
  ASSERT_TRUE(zen5);
  EXPECT_NEAR(flop_per_cycle(*zen5, "fma+add", "avx2", 8), 24 * (24.0 / 5.4 / 6), 1e-9);
  EXPECT_NEAR(flop_per_cycle(*zen5, "fma+add", "scalar", 8), 6 * (24.0 / 5.4 / 6), 1e-9);
  EXPECT_DOUBLE_EQ(flop_per_cycle(*zen5, "fma+add", "avx512_256", 8), 24);
  EXPECT_DOUBLE_EQ(flop_per_cycle(*zen5, "fma+add", "avx512", 8), 48);
  // The other mixes keep the pipes' peak.
  EXPECT_DOUBLE_EQ(flop_per_cycle(*zen5, "fma", "avx2", 8), 16);
}

// Zen 4's FMA+ADD roofs per width (machine/fp_mix_model.hpp, from results/amd-zen4-2c): the scalar
// level at exact latency cover, avx2 with the vector slack, zmm on 256-bit pipes at the pipes' peak.
TEST(Microarch, Zen4FmaAddPerWidth) {
  const auto zen4 = core_model("AuthenticAMD", 0x19, 0x11);
  ASSERT_TRUE(zen4);
  EXPECT_NEAR(flop_per_cycle(*zen4, "fma+add", "scalar", 4), 6 * (22.0 / 4 / 6), 1e-9);
  EXPECT_NEAR(flop_per_cycle(*zen4, "fma+add", "avx2", 8), 24 * (22.0 / 4.48 / 6), 1e-9);
  EXPECT_DOUBLE_EQ(flop_per_cycle(*zen4, "fma+add", "avx512", 8), 24);
  // A quick run on a Zen 4 VM: scalar f32 fma+add at one thread, 19.8 GFLOP/s at 3.66 GHz, within 5%
  // of its theoretical roof (the physical_limit check's bound).
  EXPECT_LE(19.8 / (flop_per_cycle(*zen4, "fma+add", "scalar", 4) * 3.66), 1.05);
}

TEST(Microarch, IntelAddsShareTheFmaPipes) {
  const auto skx = core_model("GenuineIntel", 6, 0x55);
  ASSERT_TRUE(skx);
  EXPECT_DOUBLE_EQ(flop_per_cycle(*skx, "fma+add", "avx512", 8), flop_per_cycle(*skx, "fma", "avx512", 8));
  EXPECT_FALSE(core_model("GenuineIntel", 6, 0x01));
  EXPECT_FALSE(core_model("SomeoneElse", 1, 1));
}

TEST(Microarch, EveryModelSaysWhereItsFiguresComeFrom) {
  for (const auto& m :
       {core_model("AuthenticAMD", 0x1a, 0x02), core_model("AuthenticAMD", 0x1a, 0x24),
        core_model("AuthenticAMD", 0x17, 0x01), core_model("GenuineIntel", 6, 0x55),
        core_model("GenuineIntel", 6, 0x9a, "IntelAtom"), arm_core_model(0x41, 0xd4f), arm_core_model(0x61, 0x023)}) {
    ASSERT_TRUE(m);
    EXPECT_FALSE(m->source.empty()) << m->name;
  }
  EXPECT_NE(core_model("AuthenticAMD", 0x1a, 0x02)->source.find("58455"), std::string::npos);
}

TEST(Microarch, Zen5HostKeepsItsModel) {
  // The project's host (family 0x1A model 0x02): 512-bit pipes, as before the Arm and hybrid rows.
  const auto zen5 = core_model("AuthenticAMD", 0x1a, 0x02);
  ASSERT_TRUE(zen5);
  EXPECT_EQ(zen5->name, "Zen 5");
  EXPECT_EQ(zen5->fma_pipes, 2);
  EXPECT_EQ(zen5->fp_unit_bits, 512);
  EXPECT_EQ(zen5->separate_add_pipes, 2);
  EXPECT_EQ(zen5->load_ports, 2);
  EXPECT_EQ(zen5->load_bits, 512);
  EXPECT_EQ(zen5->store_ports, 1);
  EXPECT_EQ(zen5->store_bits, 512);
  // Desktop (Granite Ridge 0x44) and Strix Halo (0x70) too; the laptop parts (Strix Point 0x24,
  // Krackan Point 0x60) have 256-bit pipes.
  EXPECT_EQ(core_model("AuthenticAMD", 0x1a, 0x44)->fp_unit_bits, 512);
  EXPECT_EQ(core_model("AuthenticAMD", 0x1a, 0x70)->fp_unit_bits, 512);
  EXPECT_EQ(core_model("AuthenticAMD", 0x1a, 0x60)->fp_unit_bits, 256);
  EXPECT_DOUBLE_EQ(l1_load_bytes_per_cycle(*core_model("AuthenticAMD", 0x1a, 0x24), "avx512"), 64);
  EXPECT_FALSE(core_model("AuthenticAMD", 0x1a, 0x50));  // not a Zen 5 range: unknown
}

TEST(Microarch, IntelHybridHasTwoKinds) {
  // Alder Lake: Golden Cove P-cores (2 x 256-bit FMA) and Gracemont E-cores (2 x 128-bit FMA).
  const auto p = core_model("GenuineIntel", 6, 0x97, "IntelCore");
  const auto e = core_model("GenuineIntel", 6, 0x97, "IntelAtom");
  ASSERT_TRUE(p && e);
  EXPECT_NE(p->name, e->name);
  EXPECT_DOUBLE_EQ(flop_per_cycle(*p, "fma", "avx2", 8), 16);
  EXPECT_DOUBLE_EQ(flop_per_cycle(*e, "fma", "avx2", 8), 8);
  EXPECT_EQ(core_model("GenuineIntel", 6, 0xb7, "intel_atom")->name, "Gracemont (Raptor Lake E-core)");
  // No kind: the P-core, the upper bound for threads over both kinds.
  EXPECT_EQ(core_model("GenuineIntel", 6, 0xba)->name, "Raptor Cove (Raptor Lake P-core)");
  // Lunar/Arrow Lake: Lion Cove adds beside its FMA pipes; Skymont has four 128-bit FMA pipes.
  const auto lion = core_model("GenuineIntel", 6, 0xbd, "IntelCore");
  const auto sky = core_model("GenuineIntel", 6, 0xc6, "IntelAtom");
  ASSERT_TRUE(lion && sky);
  EXPECT_DOUBLE_EQ(flop_per_cycle(*lion, "fma+add", "avx2", 8), 24);
  EXPECT_DOUBLE_EQ(flop_per_cycle(*sky, "fma", "avx2", 8), 16);
  EXPECT_FALSE(core_model("GenuineIntel", 6, 0x97, "SomethingElse"));
}

TEST(Microarch, ArmCoresNeonAndSve) {
  const auto v2 = arm_core_model(0x41, 0xd4f);  // Neoverse V2: 4 x 128-bit FMA, SVE 128
  ASSERT_TRUE(v2);
  EXPECT_DOUBLE_EQ(flop_per_cycle(*v2, "fma", "neon", 8), 16);
  EXPECT_DOUBLE_EQ(ops_per_cycle(*v2, "fma", "sve", "f32"), 32);
  EXPECT_DOUBLE_EQ(l1_load_bytes_per_cycle(*v2, "neon"), 48);
  const auto v1 = arm_core_model(0x41, 0xd40);  // Neoverse V1: SVE 256 on the same four 128-bit pipes
  ASSERT_TRUE(v1);
  EXPECT_EQ(v1->sve_bits, 256);
  EXPECT_DOUBLE_EQ(flop_per_cycle(*v1, "fma", "sve", 8), flop_per_cycle(*v1, "fma", "neon", 8));
  EXPECT_DOUBLE_EQ(l1_port_bytes_per_cycle(*v1, "sve", 2, 1), 0);  // ports not modelled: no L1 limit
  const auto n1 = arm_core_model(0x41, 0xd0c);                     // Neoverse N1: 2 x 128-bit, no SVE
  ASSERT_TRUE(n1);
  EXPECT_DOUBLE_EQ(flop_per_cycle(*n1, "fma", "neon", 8), 8);
  EXPECT_DOUBLE_EQ(flop_per_cycle(*n1, "fma", "sve", 8), 0);
  EXPECT_DOUBLE_EQ(flop_per_cycle(*arm_core_model(0x61, 0x033), "fma", "neon", 4), 32);  // M2 Avalanche
  EXPECT_FALSE(arm_core_model(0x41, 0xd99));
  EXPECT_FALSE(arm_core_model(0xc0, 0xac3));  // AmpereOne: named, not modelled
}

// macOS names Apple's cores from the chip and perf level (machine/apple_core_names.hpp), not a MIDR:
// M1 and M2 meet their MIDR parts' models; M3 and M4 have none yet, and nothing is guessed for them.
TEST(Microarch, AppleCoresByTheNamesMacosGives) {
  const auto p = arm_core_model_named(cpuroof::apple_core_name("Apple M1 Pro", 0));
  const auto e = arm_core_model_named(cpuroof::apple_core_name("Apple M2", 1));
  ASSERT_TRUE(p && e);
  EXPECT_EQ(p->name, arm_core_model(0x61, 0x029)->name);
  EXPECT_DOUBLE_EQ(flop_per_cycle(*p, "fma", "neon", 8), 16);  // 4 x 128-bit FMA pipes
  EXPECT_DOUBLE_EQ(flop_per_cycle(*e, "fma", "neon", 8), 8);   // 2 pipes
  for (int level : {0, 1}) {
    EXPECT_FALSE(arm_core_model_named(cpuroof::apple_core_name("Apple M4 Pro", level))) << level;
    EXPECT_FALSE(arm_core_model_named(cpuroof::apple_core_name("Apple M3", level))) << level;
  }
  EXPECT_FALSE(arm_core_model_named("unknown"));
}

// The Arm low-precision rows (kernels/peak_lowp.hpp): sdot, bfdot and f16 fmla on every FMA pipe where
// the core's guide rows were found, 0 where not.
TEST(Microarch, ArmLowPrecisionRows) {
  const auto v2 = arm_core_model(0x41, 0xd4f);  // Neoverse V2: 4 x 128-bit pipes
  ASSERT_TRUE(v2);
  EXPECT_DOUBLE_EQ(ops_per_cycle(*v2, "dot", "neon_dotprod", "i8"), 128);  // 4 x 16 byte products x 2
  EXPECT_DOUBLE_EQ(ops_per_cycle(*v2, "dot", "neon_bf16", "bf16"), 64);    // 4 x 8 bf16 products x 2
  EXPECT_DOUBLE_EQ(ops_per_cycle(*v2, "fma", "neon_fp16", "f16"), 64);     // twice the f32 lanes
  EXPECT_DOUBLE_EQ(ops_per_cycle(*v2, "fma", "neon_fp16", "f16"), 2 * ops_per_cycle(*v2, "fma", "neon", "f32"));
  const auto v1 = arm_core_model(0x41, 0xd40);  // Neoverse V1: SVE's 256-bit dot products on two pipes each
  ASSERT_TRUE(v1);
  EXPECT_DOUBLE_EQ(ops_per_cycle(*v1, "dot", "neon_dotprod", "i8"), 128);
  EXPECT_DOUBLE_EQ(ops_per_cycle(*v1, "dot", "sve", "i8"), 128);
  const auto n2 = arm_core_model(0x41, 0xd49);  // Neoverse N2: 2 x 128-bit pipes
  ASSERT_TRUE(n2);
  EXPECT_DOUBLE_EQ(ops_per_cycle(*n2, "dot", "neon_dotprod", "i8"), 64);
  EXPECT_DOUBLE_EQ(ops_per_cycle(*n2, "dot", "neon_bf16", "bf16"), 32);
  EXPECT_DOUBLE_EQ(ops_per_cycle(*n2, "fma", "neon_fp16", "f16"), 32);
  const auto n1 = arm_core_model(0x41, 0xd0c);  // Neoverse N1: fp16 FMLA found, no dot-product row
  ASSERT_TRUE(n1);
  EXPECT_DOUBLE_EQ(ops_per_cycle(*n1, "fma", "neon_fp16", "f16"), 32);
  EXPECT_DOUBLE_EQ(ops_per_cycle(*n1, "dot", "neon_dotprod", "i8"), 0);
  EXPECT_DOUBLE_EQ(ops_per_cycle(*n1, "dot", "neon_bf16", "bf16"), 0);
  const auto m2 = arm_core_model(0x61, 0x033);  // Apple M2 Avalanche: no guide, no low-precision rate
  ASSERT_TRUE(m2);
  EXPECT_DOUBLE_EQ(ops_per_cycle(*m2, "dot", "neon_dotprod", "i8"), 0);
  EXPECT_DOUBLE_EQ(ops_per_cycle(*m2, "fma", "neon_fp16", "f16"), 0);
  EXPECT_GT(ops_per_cycle(*m2, "fma", "neon", "f32"), 0);  // its float rows as before
}

TEST(Microarch, MachineHookTakesAKind) {
  MachineIdentity phone;  // Snapdragon 8 Gen 1: Cortex-A510 (unknown to the table), A710, X2
  phone.implementer = 0x41;
  phone.part = 0xd46;
  phone.arm_kinds = {{0x41, 0xd46}, {0x41, 0xd47}, {0x41, 0xd48}};
  EXPECT_EQ(core_model(phone, "0x41:0xd48")->name, "Cortex-X2");
  EXPECT_EQ(core_model(phone, "0x41:0xd47")->name, "Cortex-A710");
  EXPECT_FALSE(core_model(phone, "0x41:0xd46"));
  EXPECT_FALSE(core_model(phone));  // one kind unknown: no bound for all of them
  phone.arm_kinds.erase(phone.arm_kinds.begin());
  EXPECT_EQ(core_model(phone)->name, "Cortex-X2");  // the fastest of the known kinds
  MachineIdentity alder;
  alder.cpuid_vendor = "GenuineIntel";
  alder.family = 6;
  alder.model = 0x9a;
  EXPECT_EQ(core_model(alder, "IntelAtom")->name, "Gracemont (Alder Lake E-core)");
  EXPECT_FALSE(core_model(MachineIdentity{}));
}

TEST(Microarch, UnknownCoreReportSaysTheoreticalUnknown) {
  auto doc = cpuroof::testing::synthetic_run();
  const RawRun unknown_run = load_raw_text(doc.dump(), "raw.json");
  const Roofline unknown = derive_roofline(unknown_run);
  EXPECT_TRUE(unknown.core_model.empty());
  const std::vector<KernelPoint> no_points;
  const std::map<std::string, std::string> meta;
  EXPECT_NE(render_report({unknown_run, unknown, no_points, meta, fit_families(unknown_run, unknown),
                           all_checks(unknown_run, unknown, no_points)})
                .find("Theoretical: unknown"),
            std::string::npos);
  doc["context"]["cpuroof_cpu_vendor"] = "AuthenticAMD";
  doc["context"]["cpuroof_cpu_family"] = "25";
  doc["context"]["cpuroof_cpu_model_number"] = "1";
  const RawRun zen3_run = load_raw_text(doc.dump(), "raw.json");
  const Roofline zen3 = derive_roofline(zen3_run);
  const std::string report = render_report(
      {zen3_run, zen3, no_points, meta, fit_families(zen3_run, zen3), all_checks(zen3_run, zen3, no_points)});
  EXPECT_EQ(report.find("Theoretical: unknown"), std::string::npos);
  EXPECT_NE(report.find("figures from AMD Software Optimization Guide for Family 19h"), std::string::npos);
}

TEST(Microarch, ArmRunGetsItsCoreFromMidr) {
  auto doc = cpuroof::testing::synthetic_run();
  doc["context"]["cpuroof_cpu_vendor"] = "Arm";
  doc["context"]["cpuroof_cpu_implementer"] = "0x41";
  doc["context"]["cpuroof_cpu_part"] = "0xd4f";
  doc["context"]["cpuroof_cpu_core_kinds"] = "0x41:0xd4f";
  const Roofline r = derive_roofline(load_raw_text(doc.dump(), "raw.json"));
  EXPECT_EQ(r.core_model, "Neoverse V2");
  EXPECT_NE(r.core_model_source.find("Neoverse V2 Software Optimization Guide"), std::string::npos);
  doc["context"]["cpuroof_cpu_part"] = "0xd99";  // a part the table does not know
  doc["context"]["cpuroof_cpu_core_kinds"] = "0x41:0xd99";
  EXPECT_TRUE(derive_roofline(load_raw_text(doc.dump(), "raw.json")).core_model.empty());
}

// macOS shows no MIDR: the bench names each kind (cpu_core_names), and the P and E kinds take their
// cores' models from those names; a name read from the file that no chip gives is unknown.
TEST(Microarch, MacRunGetsItsCoresFromTheirNames) {
  auto doc = cpuroof::testing::synthetic_run();
  doc["context"]["cpuroof_cpu_vendor"] = "Apple";
  doc["context"]["cpuroof_cpu_core_names"] = "Apple M1 Firestorm + Apple M1 Icestorm";
  EXPECT_EQ(derive_roofline(load_raw_text(doc.dump(), "raw.json")).core_model, "Apple M1 Firestorm");
  std::map<std::string, std::string> meta = {{"cpu_vendor", "Apple"},
                                             {"cpu_core_names", "Apple M1 Firestorm + Apple M1 Icestorm"}};
  const MachineIdentity m1 = machine_identity(meta);
  EXPECT_EQ(core_model(m1, "P")->name, "Apple M1 Firestorm");
  EXPECT_EQ(core_model(m1, "E")->name, "Apple M1 Icestorm");
  EXPECT_FALSE(core_model(m1, "M1"));

  meta["cpu_core_names"] = "Apple M4 P-core + Apple M4 E-core";
  const MachineIdentity m4 = machine_identity(meta);
  EXPECT_EQ(m4.vendor, "Apple");
  EXPECT_EQ(m4.microarch, "Apple M4 P-core + Apple M4 E-core");
  EXPECT_FALSE(core_model(m4));  // no published measurement of M4's pipes: no theoretical roof
  EXPECT_EQ(machine_folder_name(m4), "apple-apple-m4-p-core-plus-apple-m4-e-core");
  EXPECT_NE(m1.id, m4.id);
  // Text from the file that is no core name is never shown.
  meta["cpu_core_names"] = "<script> + Apple M1 Icestorm";
  EXPECT_EQ(machine_identity(meta).microarch, "unknown + Apple M1 Icestorm");
  meta["cpu_core_names"] = "$(reboot)";
  EXPECT_EQ(machine_identity(meta).microarch, "unknown");
  meta["cpu_core_names"] = std::string(9 * 20, 'x') + " + a + b + c + d + e + f + g + h";
  EXPECT_TRUE(machine_identity(meta).core_names.empty());
}

TEST(Microarch, RunGetsTheoreticalRoofsAndFlagsImpossibleOnes) {
  auto doc = cpuroof::testing::synthetic_run();
  doc["context"]["cpuroof_cpu_vendor"] = "AuthenticAMD";
  doc["context"]["cpuroof_cpu_family"] = "25";
  doc["context"]["cpuroof_cpu_model_number"] = "1";
  const Roofline r = derive_roofline(load_raw_text(doc.dump(), "raw.json"));
  EXPECT_EQ(r.core_model, "Zen 3");
  const Roof* fma = r.compute("f64", 1, "avx2", "fma");
  ASSERT_NE(fma, nullptr);
  // 1 thread x 3.024 GHz (q90 of the clock) x 16 FLOP/cycle; the synthetic 100 GFLOP/s cannot be real.
  EXPECT_NEAR(fma->theoretical, 3.024 * 16, 0.1);
  EXPECT_TRUE(fma->exceeds_theoretical());
  const Roof* l1 = r.bandwidth("L1", 1, "read");
  ASSERT_NE(l1, nullptr);
  EXPECT_NEAR(l1->theoretical, 3.024 * 64, 0.5);  // 64 B/cycle
}

TEST(Microarch, TheL1RoofsTheoreticalIsAtTheRunsFastestClock) {
  // The stream loops carry no clock: their L1 limit takes the fastest sample of the run, here the
  // chains beside the f64 FMA peak at one thread (3.6 GHz), not the clock benchmark's 3.024.
  auto doc = cpuroof::testing::synthetic_run();
  doc["context"]["cpuroof_cpu_vendor"] = "AuthenticAMD";
  doc["context"]["cpuroof_cpu_family"] = "25";
  doc["context"]["cpuroof_cpu_model_number"] = "1";
  for (auto& b : doc["benchmarks"])
    if (b["name"].get<std::string>().rfind("peak/fma12/hand/f64/isa:avx2/threads:1/", 0) == 0) b["clock_hz"] = 3.6e9;
  const Roofline r = derive_roofline(load_raw_text(doc.dump(), "raw.json"));
  EXPECT_NEAR(r.clock_top_hz.at(1), 3.6e9, 1);
  const Roof* l1 = r.bandwidth("L1", 1, "read");
  ASSERT_NE(l1, nullptr);
  EXPECT_NEAR(l1->theoretical, 3.6 * 64, 0.5);
  EXPECT_NEAR(l1->clock_hz, 3.024e9, 1e7);  // its bytes per cycle still at the run's clock
}

// Machine identity (model/identity.hpp): the microarchitecture from cpuid family/model, never guessed.
#include "model/identity.hpp"
#include "machine/microarch_names.hpp"

namespace {
std::map<std::string, std::string> host(const std::string& family, const std::string& model) {
  // Two VMs whose cpuinfo model string is the same ("AMD EPYC"), as on the reference hosts.
  return {
      {"cpu_vendor", "AuthenticAMD"},
      {"cpu_model", "AMD EPYC"},
      {"cpu_family", family},
      {"cpu_model_number", model},
      {"cpu_stepping", "1"},
      {"cores", "2"},
      {"hardware_threads", "2"},
      {"virtualization", "KVMKVMKVM"},
      {"isa_flags", family == "26" ? "sse4.2 avx avx2 fma avx512f avx512vl avx512bw avx512dq" : "sse4.2 avx avx2 fma"},
      {"cache_l3_bytes_hwloc", "33554432"},
      {"measured_clock_ghz_1t", "4.245"}};
}
}  // namespace

TEST(Identity, MicroarchFromFamilyAndModel) {
  EXPECT_EQ(cpuroof::microarch_name("AuthenticAMD", 0x19, 0x01), "Zen 3");  // Milan
  EXPECT_EQ(cpuroof::microarch_name("AuthenticAMD", 0x19, 0x21), "Zen 3");  // Vermeer
  EXPECT_EQ(cpuroof::microarch_name("AuthenticAMD", 0x19, 0x11), "Zen 4");  // Genoa
  EXPECT_EQ(cpuroof::microarch_name("AuthenticAMD", 0x19, 0xa0), "Zen 4");  // Bergamo
  EXPECT_EQ(cpuroof::microarch_name("AuthenticAMD", 0x1a, 0x02), "Zen 5");  // Turin
  EXPECT_EQ(cpuroof::microarch_name("AuthenticAMD", 0x17, 0x31), "Zen 2");  // Rome
  EXPECT_EQ(cpuroof::microarch_name("GenuineIntel", 6, 0x8f), "Sapphire Rapids");
  EXPECT_EQ(cpuroof::microarch_name("GenuineIntel", 6, 0x55, 7), "Cascade Lake");
  // Not in the table: unknown, not the nearest known core.
  EXPECT_EQ(cpuroof::microarch_name("AuthenticAMD", 0x19, 0x90), "unknown");
  EXPECT_EQ(cpuroof::microarch_name("AuthenticAMD", 0x1b, 0x00), "unknown");
  EXPECT_EQ(cpuroof::microarch_name("GenuineIntel", 6, 0x01), "unknown");
  EXPECT_EQ(cpuroof::microarch_name("HygonGenuine", 0x18, 0x00), "unknown");
  EXPECT_FALSE(core_model("AuthenticAMD", 0x19, 0x90));
}

TEST(Identity, Zen5MobileKeeps256BitPipes) {
  const auto strix = core_model("AuthenticAMD", 0x1a, 0x24);
  ASSERT_TRUE(strix);
  EXPECT_DOUBLE_EQ(flop_per_cycle(*strix, "fma", "avx512", 8), 16);
}

TEST(Identity, OneModelStringTwoFamiliesTwoFolders) {
  const MachineIdentity zen3 = machine_identity(host("25", "1"));
  const MachineIdentity zen5 = machine_identity(host("26", "2"));
  EXPECT_EQ(machine_folder_name(zen3), "amd-zen3-2c");
  EXPECT_EQ(machine_folder_name(zen5), "amd-zen5-2c");
  EXPECT_NE(zen3.id, zen5.id);
  EXPECT_EQ(zen5.microarch, "Zen 5");
  EXPECT_EQ(zen5.isa_level, "avx512");
  EXPECT_EQ(zen3.isa_level, "avx2");
  EXPECT_EQ(zen5.smt, 1);
  EXPECT_EQ(zen5.host, "VM (KVM)");
  EXPECT_NEAR(zen5.clock_ghz, 4.245, 1e-9);
  EXPECT_EQ(zen5.id.size(), 8u);
  // The id does not move with the measured clock.
  auto again = host("26", "2");
  again["measured_clock_ghz_1t"] = "4.1";
  EXPECT_EQ(machine_identity(again).id, zen5.id);
  // An unknown core still gets a folder of its own, named by cpuid family and model.
  EXPECT_EQ(machine_folder_name(machine_identity(host("27", "5"))), "amd-family1b-model5-2c");
  const std::string line = identity_line(zen5);
  EXPECT_NE(line.find("AMD Zen 5, 2 cores (SMT 1), avx512, 4.25 GHz, L3 32 MiB per domain, VM (KVM), id "),
            std::string::npos)
      << line;
}

TEST(Identity, TheMeasuredL3FirstAndHwlocsOnlyWhereItDisagrees) {
  auto meta = host("26", "2");  // hwloc: 32 MiB
  const std::string id = machine_identity(meta).id;
  meta["measured_L3_boundary_bytes_1t"] = std::to_string(26 << 20);
  EXPECT_NE(identity_line(machine_identity(meta)).find(", L3 26 MiB found, VM"), std::string::npos)
      << identity_line(machine_identity(meta));
  meta["cache_l3_bytes_hwloc"] = std::to_string(508 << 20);  // what one VM's hwloc said
  EXPECT_NE(identity_line(machine_identity(meta)).find(", L3 26 MiB found (hwloc: 508 MiB per domain), VM"),
            std::string::npos)
      << identity_line(machine_identity(meta));
  // The id is the machine's, not the fit's: what the sweeps found does not move it.
  meta["cache_l3_bytes_hwloc"] = std::to_string(32 << 20);
  EXPECT_EQ(machine_identity(meta).id, id);
}

TEST(Identity, HypervisorNamedOnceWithoutItsPadding) {
  const std::pair<const char*, const char*> cases[] = {
      {"KVMKVMKVM", "VM (KVM)"}, {"bhyve bhyve ", "VM (bhyve)"}, {"Microsoft Hv", "VM (Microsoft Hv)"},
      {"            ", "VM"},    {"none", "bare metal"},         {"", "unknown"}};
  for (const auto& [virt, host_name] : cases) {
    auto meta = host("26", "2");
    meta["virtualization"] = virt;
    EXPECT_EQ(machine_identity(meta).host, host_name) << "'" << virt << "'";
  }
}

TEST(Identity, MetadataFields) {
  auto meta = host("26", "2");
  meta["hardware_threads"] = "4";
  meta["virtualization"] = "none";
  add_identity_metadata(meta);
  EXPECT_EQ(meta["machine_microarch"], "Zen 5");
  EXPECT_EQ(meta["machine_smt"], "2");
  EXPECT_EQ(meta["machine_host"], "bare metal");
  EXPECT_EQ(meta["machine_name"], "amd-zen5-2c");
  EXPECT_EQ(meta["machine_physical_cores"], "2");
  EXPECT_EQ(meta["machine_l3_bytes_per_domain"], "33554432");
}

TEST(Microarch, L1PortLimitIsSetByTheBusierPortGroup) {
  const auto zen5 = core_model("AuthenticAMD", 0x1a, 0x02);
  const auto zen3 = core_model("AuthenticAMD", 0x19, 0x01);
  ASSERT_TRUE(zen5 && zen3);
  // Zen 5, AVX-512: 2 x 64 B loads and 1 x 64 B store per cycle.
  EXPECT_DOUBLE_EQ(l1_port_bytes_per_cycle(*zen5, "avx512", 1, 0), 128);        // read
  EXPECT_DOUBLE_EQ(l1_port_bytes_per_cycle(*zen5, "avx512", 0, 1), 64);         // write
  EXPECT_DOUBLE_EQ(l1_port_bytes_per_cycle(*zen5, "avx512", 1, 1), 128);        // copy, update
  EXPECT_DOUBLE_EQ(l1_port_bytes_per_cycle(*zen5, "avx512", 2, 1), 192);        // add, triad
  EXPECT_DOUBLE_EQ(l1_port_bytes_per_cycle(*zen5, "avx512", 3, 1), 256 / 1.5);  // triad4: loads bind
  EXPECT_DOUBLE_EQ(l1_port_bytes_per_cycle(*zen5, "avx2", 2, 1), 96);
  EXPECT_DOUBLE_EQ(l1_port_bytes_per_cycle(*zen3, "avx2", 2, 1), 96);
  EXPECT_DOUBLE_EQ(l1_port_bytes_per_cycle(*zen5, "avx512", 0, 0), 0);
}
