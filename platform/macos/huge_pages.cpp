// Huge pages on macOS (platform.hpp): macOS has no transparent huge pages and no madvise advice that
// asks for them, so advising does nothing (Apple Silicon's base pages are 16 KiB).
#include <unistd.h>

#include "platform/platform.hpp"

namespace cpuroof::platform {

void advise_huge_pages(const void*, std::size_t) {}
void advise_base_pages(const void*, std::size_t) {}

std::string describe_huge_pages() {
  const long page = ::sysconf(_SC_PAGESIZE);
  const std::string size = page > 0 ? std::to_string(page / 1024) + " KiB pages" : "page size unknown";
  return "none (macOS has no transparent huge pages; " + size + ")";
}

}  // namespace cpuroof::platform
