#include "aligned_buffer.hpp"

#include <sys/mman.h>

#include <cstdint>
#include <cstdlib>
#include <list>
#include <mutex>

#include "platform/platform.hpp"

namespace cpuroof {
namespace {

constexpr std::size_t kLineAlignment = 64;       // one cache line, and one AVX-512 register
constexpr std::size_t kHugeAlignment = 2 << 20;  // a transparent huge page

struct Block {
  void* p;
  std::size_t bytes;
  Pages pages;
  BlockContent content;
};

struct Pool {
  std::mutex mutex;
  std::list<Block> free;  // most recently released first
  std::size_t retained = 0;
  std::size_t max_retained = 0;  // set_block_retention; 0 until the bench sets it: no reuse
};

Pool& pool() {
  static Pool p;
  return p;
}

std::size_t rounded(std::size_t bytes) {
  const std::size_t align = bytes >= kHugeAlignment ? kHugeAlignment : kLineAlignment;
  return (bytes + align - 1) / align * align;
}

// A huge-page-aligned mapping of `size` bytes (a multiple of kHugeAlignment), or nullptr.
void* map_huge(std::size_t size, Pages pages) {
  const std::size_t span = size + kHugeAlignment;
  void* raw = mmap(nullptr, span, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (raw == MAP_FAILED) return nullptr;
  const auto start = reinterpret_cast<std::uintptr_t>(raw);
  const std::uintptr_t aligned = (start + kHugeAlignment - 1) / kHugeAlignment * kHugeAlignment;
  if (aligned > start) munmap(raw, aligned - start);
  if (const std::uintptr_t tail = start + span - (aligned + size); tail > 0)
    munmap(reinterpret_cast<void*>(aligned + size), tail);
  void* p = reinterpret_cast<void*>(aligned);
  // Huge pages keep TLB misses out of DRAM-sized bandwidth runs.
  if (pages == Pages::huge)
    platform::advise_huge_pages(p, size);
  else
    platform::advise_base_pages(p, size);
  return p;
}

// Gives back the oldest kept blocks until at most `keep` bytes stay. Holds pl.mutex.
void trim(Pool& pl, std::size_t keep) {
  while (pl.retained > keep && !pl.free.empty()) {
    pl.retained -= pl.free.back().bytes;
    munmap(pl.free.back().p, pl.free.back().bytes);
    pl.free.pop_back();
  }
}

}  // namespace

AcquiredBlock acquire_block(std::size_t bytes, Pages pages, BlockContent content) {
  const std::size_t size = rounded(bytes);
  if (size < kHugeAlignment) {
    void* p = std::aligned_alloc(kLineAlignment, size);
    if (!p) throw OutOfMemory(size);
    return {p, false};
  }
  Pool& pl = pool();
  std::lock_guard lock(pl.mutex);
  // A block holding the content asked for first, else one holding nothing named (a named one may be
  // asked for again), else any of the size.
  auto fits = pl.free.end();
  for (auto it = pl.free.begin(); it != pl.free.end(); ++it) {
    if (it->bytes != size || it->pages != pages) continue;
    if (content != 0 && it->content == content) {
      fits = it;
      break;
    }
    if (fits == pl.free.end() || (fits->content != 0 && it->content == 0)) fits = it;
  }
  if (fits != pl.free.end()) {
    const AcquiredBlock out{fits->p, content != 0 && fits->content == content};
    pl.retained -= size;
    pl.free.erase(fits);
    return out;
  }
  // A new block: what the pool keeps and the block together stay within the limit.
  trim(pl, pl.max_retained > size ? pl.max_retained - size : 0);
  void* p = map_huge(size, pages);
  if (!p) {
    trim(pl, 0);
    p = map_huge(size, pages);
  }
  if (!p) throw OutOfMemory(size);
  return {p, false};
}

void* acquire_block(std::size_t bytes, Pages pages) { return acquire_block(bytes, pages, 0).p; }

void release_block(void* p, std::size_t bytes, Pages pages, BlockContent content) {
  const std::size_t size = rounded(bytes);
  if (size < kHugeAlignment) {
    std::free(p);
    return;
  }
  Pool& pl = pool();
  std::lock_guard lock(pl.mutex);
  if (size > pl.max_retained) {
    munmap(p, size);
    return;
  }
  pl.free.push_front({p, size, pages, content});
  pl.retained += size;
  trim(pl, pl.max_retained);
}

void set_block_retention(std::size_t max_bytes) {
  Pool& pl = pool();
  std::lock_guard lock(pl.mutex);
  pl.max_retained = max_bytes;
  trim(pl, max_bytes);
}

}  // namespace cpuroof
