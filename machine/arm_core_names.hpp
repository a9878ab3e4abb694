#pragma once
// The names of Arm CPU implementers and cores from MIDR_EL1's implementer and part numbers (as
// /proc/cpuinfo's "CPU implementer" and "CPU part" show them). Header-only: the bench records the
// name in the JSON context and the analysis derives it again from the numbers. Numbers from Linux's
// arch/arm64/include/asm/cputype.h (and tools/arch/arm64's copy); a part not listed is "unknown", never
// its neighbour. Apple M3/M4 cores are not in that list (no Linux runs on them yet): unknown.
#include <string>

namespace cpuroof {

inline std::string arm_implementer_name(int implementer) {
  switch (implementer) {
    case 0x41:
      return "Arm";
    case 0x42:
      return "Broadcom";
    case 0x43:
      return "Cavium";
    case 0x46:
      return "Fujitsu";
    case 0x48:
      return "HiSilicon";
    case 0x4e:
      return "NVIDIA";
    case 0x50:
      return "APM";
    case 0x51:
      return "Qualcomm";
    case 0x61:
      return "Apple";
    case 0x6d:
      return "Microsoft";
    case 0xc0:
      return "Ampere";
    default:
      return "unknown";
  }
}

inline std::string arm_core_name(int implementer, int part) {
  if (implementer == 0x41) {
    switch (part) {
      case 0xd03:
        return "Cortex-A53";
      case 0xd05:
        return "Cortex-A55";
      case 0xd08:
        return "Cortex-A72";
      case 0xd0b:
        return "Cortex-A76";
      case 0xd0c:
        return "Neoverse N1";  // AWS Graviton2, Ampere Altra
      case 0xd0d:
        return "Cortex-A77";
      case 0xd40:
        return "Neoverse V1";  // AWS Graviton3
      case 0xd41:
        return "Cortex-A78";
      case 0xd44:
        return "Cortex-X1";
      case 0xd46:
        return "Cortex-A510";
      case 0xd47:
        return "Cortex-A710";
      case 0xd48:
        return "Cortex-X2";
      case 0xd49:
        return "Neoverse N2";
      case 0xd4b:
        return "Cortex-A78C";
      case 0xd4d:
        return "Cortex-A715";
      case 0xd4e:
        return "Cortex-X3";
      case 0xd4f:
        return "Neoverse V2";  // AWS Graviton4, NVIDIA Grace
      case 0xd80:
        return "Cortex-A520";
      case 0xd81:
        return "Cortex-A720";
      case 0xd82:
        return "Cortex-X4";
      case 0xd84:
        return "Neoverse V3";
      case 0xd85:
        return "Cortex-X925";
      case 0xd87:
        return "Cortex-A725";
      case 0xd8e:
        return "Neoverse N3";
      default:
        return "unknown";
    }
  }
  if (implementer == 0x61) {
    switch (part) {
      case 0x022:
      case 0x024:
      case 0x028:
        return "Apple M1 Icestorm";  // M1, M1 Pro, M1 Max
      case 0x023:
      case 0x025:
      case 0x029:
        return "Apple M1 Firestorm";
      case 0x032:
      case 0x034:
      case 0x038:
        return "Apple M2 Blizzard";  // M2, M2 Pro, M2 Max
      case 0x033:
      case 0x035:
      case 0x039:
        return "Apple M2 Avalanche";
      default:
        return "unknown";
    }
  }
  if (implementer == 0xc0 && part == 0xac3) return "AmpereOne";
  if (implementer == 0xc0 && part == 0xac4) return "AmpereOne A";
  if (implementer == 0x51 && part == 0x001) return "Qualcomm Oryon";
  if (implementer == 0x6d && part == 0xd49) return "Azure Cobalt 100 (Neoverse N2)";
  if (implementer == 0x46 && part == 0x001) return "A64FX";
  if (implementer == 0x48 && part == 0xd01) return "TaiShan v110";
  return "unknown";
}

}  // namespace cpuroof
