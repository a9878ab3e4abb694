#include "peak_rss.hpp"

#include <sys/resource.h>

namespace cpuroof::bench {

std::size_t peak_rss_bytes() {
  rusage u{};
  if (getrusage(RUSAGE_SELF, &u) != 0) return 0;
  return static_cast<std::size_t>(u.ru_maxrss) * 1024;  // Linux counts in KiB
}

}  // namespace cpuroof::bench
