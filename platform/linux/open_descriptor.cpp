// Names of descriptors on Linux (platform.hpp): /dev/stdout, /dev/stderr and /dev/fd/N, and procfs's
// /proc/self/fd/N (also /proc/thread-self/ and /proc/PID/).
#include <regex>

#include "platform/platform.hpp"

namespace cpuroof::platform {

bool names_open_descriptor(const std::string& path) {
  static const std::regex names("/dev/(stdout|stderr|fd/[0-9]+)|/proc/(self|thread-self|[0-9]+)/fd/[0-9]+");
  return std::regex_match(path, names);
}

}  // namespace cpuroof::platform
