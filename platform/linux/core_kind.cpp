// Placement by kind of core on Linux (platform.hpp): Linux takes no such request; the bench pins
// threads to CPUs of the kind it wants (bench/pin_team.cpp).
#include "platform/platform.hpp"

namespace cpuroof::platform {

bool prefer_core_kind(CoreKindPreference) { return false; }

}  // namespace cpuroof::platform
