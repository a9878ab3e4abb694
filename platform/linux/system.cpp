// The machine as Linux names it (platform.hpp): the distribution, the kernel, its clock source, the
// CPUs online and glibc's cache sizes.
#include <sys/utsname.h>
#include <unistd.h>

#include <algorithm>
#include <fstream>

#include "platform/platform.hpp"
#include "read_text.hpp"

namespace cpuroof::platform {

std::string os_name() {
  std::ifstream in("/etc/os-release");
  std::string line;
  while (std::getline(in, line))
    if (line.rfind("PRETTY_NAME=", 0) == 0) {
      std::string v = line.substr(12);
      v.erase(std::remove(v.begin(), v.end(), '"'), v.end());
      return v;
    }
  return "unknown";
}

std::string kernel_name() {
  utsname u{};
  uname(&u);
  return std::string(u.sysname) + " " + u.release;
}

std::string clock_source() {
  const std::string text = read_text("/sys/devices/system/clocksource/clocksource0/current_clocksource").value_or("");
  const std::string s = text.substr(0, text.find('\n'));
  return s.empty() ? "unknown" : s;
}

int online_cpus() { return static_cast<int>(std::max(1L, sysconf(_SC_NPROCESSORS_ONLN))); }

std::size_t os_cache_bytes(int level) {
  const int name = level == 1   ? _SC_LEVEL1_DCACHE_SIZE
                   : level == 2 ? _SC_LEVEL2_CACHE_SIZE
                   : level == 3 ? _SC_LEVEL3_CACHE_SIZE
                                : -1;
  const long bytes = name < 0 ? 0 : sysconf(name);
  return bytes > 0 ? static_cast<std::size_t>(bytes) : 0;
}

}  // namespace cpuroof::platform
