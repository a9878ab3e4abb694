// Huge pages on Linux (platform.hpp): MADV_HUGEPAGE over 2 MiB transparent huge pages, which the
// kernel honours in modes "always" and "madvise" (its default), not in "never"; MADV_NOHUGEPAGE keeps
// them away even in "always".
#include "huge_pages.hpp"

#include <sys/mman.h>

#include <cstdint>

#include "platform/platform.hpp"
#include "read_text.hpp"

namespace cpuroof::platform {

std::string parse_thp_mode(std::string_view sysfs_text) {
  const auto open = sysfs_text.find('[');
  const auto close = sysfs_text.find(']', open == std::string_view::npos ? 0 : open);
  if (open == std::string_view::npos || close == std::string_view::npos) return {};
  return std::string(sysfs_text.substr(open + 1, close - open - 1));
}

void advise_huge_pages(const void* data, std::size_t bytes) {
  constexpr std::uintptr_t kHugePage = std::uintptr_t{2} << 20;
  const auto start = reinterpret_cast<std::uintptr_t>(data);
  const std::uintptr_t begin = (start + kHugePage - 1) & ~(kHugePage - 1);
  const std::uintptr_t end = (start + bytes) & ~(kHugePage - 1);
  if (end > begin) ::madvise(reinterpret_cast<void*>(begin), end - begin, MADV_HUGEPAGE);
}

void advise_base_pages(const void* data, std::size_t bytes) {
  // madvise wants a page-aligned start; the mapping's own pages around it are the caller's.
  constexpr std::uintptr_t kPage = 4096;
  const auto start = reinterpret_cast<std::uintptr_t>(data);
  const std::uintptr_t begin = start & ~(kPage - 1);
  if (bytes > 0) ::madvise(reinterpret_cast<void*>(begin), start + bytes - begin, MADV_NOHUGEPAGE);
}

std::string describe_huge_pages() {
  const auto text = read_text("/sys/kernel/mm/transparent_hugepage/enabled");
  const std::string mode = text ? parse_thp_mode(*text) : std::string();
  if (mode.empty()) return "unknown (no transparent_hugepage in sysfs)";
  if (mode == "never") return "never (4 KiB pages)";
  return mode + " (buffers of 2 MiB and more advised MADV_HUGEPAGE)";
}

}  // namespace cpuroof::platform
