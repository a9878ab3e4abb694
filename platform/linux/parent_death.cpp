// The parent-death signal on Linux (platform.hpp).
#include <sys/prctl.h>

#include <csignal>

#include "platform/platform.hpp"

namespace cpuroof::platform {

void die_with_parent() { ::prctl(PR_SET_PDEATHSIG, SIGKILL); }

}  // namespace cpuroof::platform
