// Peak RSS on Linux (platform.hpp).
#include <sys/resource.h>

#include "platform/platform.hpp"

namespace cpuroof::platform {

std::size_t peak_rss_bytes() {
  rusage u{};
  if (getrusage(RUSAGE_SELF, &u) != 0) return 0;
  return static_cast<std::size_t>(u.ru_maxrss) * 1024;  // Linux counts ru_maxrss in KiB (macOS in bytes)
}

}  // namespace cpuroof::platform
