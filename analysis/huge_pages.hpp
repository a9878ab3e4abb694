#pragma once
// A large buffer written end to end once (a million placed points, their table's text) faults in
// 4 KiB pages one at a time, and in a VM each fault costs microseconds: a GB took seconds more than
// its work. Linux backs a region asked for them with 2 MiB transparent huge pages (its default
// "madvise" mode), a fault per 2 MiB.
#include <sys/mman.h>

#include <cstddef>
#include <cstdint>

namespace cpuroof::analysis {

// Asks for huge pages over the whole 2 MiB pages within [data, data + bytes), before the buffer is
// first written; a hint only, without effect where transparent huge pages are off.
inline void advise_huge_pages(const void* data, std::size_t bytes) {
  constexpr std::uintptr_t kHugePage = std::uintptr_t{2} << 20;
  const auto start = reinterpret_cast<std::uintptr_t>(data);
  const std::uintptr_t begin = (start + kHugePage - 1) & ~(kHugePage - 1);
  const std::uintptr_t end = (start + bytes) & ~(kHugePage - 1);
  if (end > begin) ::madvise(reinterpret_cast<void*>(begin), end - begin, MADV_HUGEPAGE);
}

}  // namespace cpuroof::analysis
