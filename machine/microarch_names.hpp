#pragma once
// The microarchitecture a CPU's cpuid vendor, family and model (and, where Intel reused a model
// number, stepping) name. Header-only: the bench records it in the JSON context and the analysis
// derives it again for runs recorded before it did. Ranges from AMD's Processor Programming
// Reference and revision guides per family, and Intel's SDM volume 4 (table 2-1, family 06H model
// numbers). Anything not listed is "unknown": a new model number is never guessed to be its
// neighbour's core.
#include <string>

namespace cpuroof {

inline std::string microarch_name(const std::string& vendor, int family, int model, int stepping = -1) {
  auto in = [model](int lo, int hi) { return model >= lo && model <= hi; };
  if (vendor == "AuthenticAMD") {
    if (family == 0x17) {
      // Naples, Raven Ridge (Zen); Pinnacle Ridge, Picasso (Zen+, same core); Dali.
      if (in(0x00, 0x2f)) return "Zen/Zen+";
      // Rome, Castle Peak, Renoir, Lucienne, Matisse, Van Gogh, Mendocino.
      if (in(0x30, 0xaf)) return "Zen 2";
      return "unknown";
    }
    if (family == 0x19) {
      // Milan, Chagall (0x0x); Trento (0x3x); Vermeer (0x2x); Rembrandt (0x4x, Zen 3+); Cezanne, Barcelo (0x5x).
      if (in(0x00, 0x0f) || in(0x20, 0x5f)) return "Zen 3";
      // Genoa, Storm Peak (0x1x); Raphael (0x6x); Phoenix, Hawk Point (0x7x); Bergamo, Siena (0xAx).
      if (in(0x10, 0x1f) || in(0x60, 0x7f) || in(0xa0, 0xaf)) return "Zen 4";
      return "unknown";
    }
    if (family == 0x1a) {
      // Turin (0x0x, 0x1x dense); Strix Point (0x2x); Granite Ridge (0x4x); Krackan Point (0x6x); Strix Halo (0x7x).
      if (in(0x00, 0x2f) || in(0x40, 0x4f) || in(0x60, 0x7f)) return "Zen 5";
      return "unknown";
    }
    return "unknown";
  }
  if (vendor == "GenuineIntel" && family == 6) {
    switch (model) {
      case 0x2a:
      case 0x2d:
        return "Sandy Bridge";
      case 0x3a:
      case 0x3e:
        return "Ivy Bridge";
      case 0x3c:
      case 0x3f:
      case 0x45:
      case 0x46:
        return "Haswell";
      case 0x3d:
      case 0x47:
      case 0x4f:
      case 0x56:
        return "Broadwell";
      case 0x4e:
      case 0x5e:
        return "Skylake";
      case 0x8e:
      case 0x9e:
        return "Kaby Lake/Coffee Lake";
      case 0xa5:
      case 0xa6:
        return "Comet Lake";
      case 0x55:  // one model number, three cores: stepping tells them apart
        if (stepping < 0) return "Skylake-SP/Cascade Lake/Cooper Lake";
        if (stepping <= 4) return "Skylake-SP";
        if (stepping <= 7) return "Cascade Lake";
        if (stepping <= 11) return "Cooper Lake";
        return "unknown";
      case 0x6a:
      case 0x6c:
        return "Ice Lake-SP";
      case 0x7d:
      case 0x7e:
        return "Ice Lake";
      case 0x8c:
      case 0x8d:
        return "Tiger Lake";
      case 0xa7:
        return "Rocket Lake";
      case 0x97:
      case 0x9a:
        return "Alder Lake";
      case 0xb7:
      case 0xba:
      case 0xbf:
        return "Raptor Lake";
      case 0xaa:
      case 0xac:
        return "Meteor Lake";
      case 0xbd:
        return "Lunar Lake";
      case 0xc5:
      case 0xc6:
        return "Arrow Lake";
      case 0x8f:
        return "Sapphire Rapids";
      case 0xcf:
        return "Emerald Rapids";
      case 0xad:
      case 0xae:
        return "Granite Rapids";
      case 0xaf:
        return "Sierra Forest";
      case 0x57:
        return "Knights Landing";
      case 0x85:
        return "Knights Mill";
      default:
        return "unknown";
    }
  }
  return "unknown";
}

}  // namespace cpuroof
