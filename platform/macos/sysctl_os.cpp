// sysctlbyname behind a SysctlLookup (sysctl_os.hpp). A value's type is not in its bytes: the names
// that hold text are listed; every other is a number of 4 or 8 bytes (CTLTYPE_INT, CTLTYPE_QUAD).
#include "sysctl_os.hpp"

#include <sys/sysctl.h>

#include <cstdint>
#include <cstring>
#include <vector>

namespace cpuroof::platform {
namespace {

bool holds_text(std::string_view name) {
  for (std::string_view text_name :
       {"kern.osproductversion", "kern.osrelease", "kern.ostype", "kern.version", "machdep.cpu.brand_string"})
    if (name == text_name) return true;
  return name.rfind("hw.perflevel", 0) == 0 && name.size() > 5 && name.substr(name.size() - 5) == ".name";
}

std::optional<std::string> read_sysctl(std::string_view name) {
  const std::string key(name);
  std::size_t size = 0;
  if (::sysctlbyname(key.c_str(), nullptr, &size, nullptr, 0) != 0 || size > 4096) return std::nullopt;
  std::vector<char> bytes(size + 1, '\0');
  if (::sysctlbyname(key.c_str(), bytes.data(), &size, nullptr, 0) != 0) return std::nullopt;
  if (holds_text(name)) return std::string(bytes.data(), ::strnlen(bytes.data(), size));
  if (size == sizeof(std::int32_t)) {
    std::int32_t v = 0;
    std::memcpy(&v, bytes.data(), sizeof v);
    return std::to_string(v);
  }
  if (size == sizeof(std::int64_t)) {
    std::int64_t v = 0;
    std::memcpy(&v, bytes.data(), sizeof v);
    return std::to_string(v);
  }
  return std::nullopt;
}

}  // namespace

SysctlLookup os_sysctl() { return read_sysctl; }

}  // namespace cpuroof::platform
