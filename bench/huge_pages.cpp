#include "huge_pages.hpp"

#include "cgroup.hpp"

namespace cpuroof::bench {

std::string parse_thp_mode(std::string_view sysfs_text) {
  const auto open = sysfs_text.find('[');
  const auto close = sysfs_text.find(']', open == std::string_view::npos ? 0 : open);
  if (open == std::string_view::npos || close == std::string_view::npos) return {};
  return std::string(sysfs_text.substr(open + 1, close - open - 1));
}

std::string describe_huge_pages() {
  const auto text = read_text("/sys/kernel/mm/transparent_hugepage/enabled");
  const std::string mode = text ? parse_thp_mode(*text) : std::string();
  if (mode.empty()) return "unknown (no transparent_hugepage in sysfs)";
  if (mode == "never") return "never (4 KiB pages)";
  return mode + " (buffers of 2 MiB and more advised MADV_HUGEPAGE)";
}

}  // namespace cpuroof::bench
