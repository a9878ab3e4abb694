#include "aligned_buffer.hpp"

#include <sys/mman.h>

#include <cstdlib>
#include <list>
#include <mutex>
#include <new>

namespace cpuroof {
namespace {

constexpr std::size_t kLineAlignment = 64;        // one cache line, and one AVX-512 register
constexpr std::size_t kHugeAlignment = 2 << 20;   // a transparent huge page
constexpr std::size_t kMaxRetainedBytes = std::size_t{4} << 30;

struct Block {
  void* p;
  std::size_t bytes;
};

struct Pool {
  std::mutex mutex;
  std::list<Block> free;  // most recently released first
  std::size_t retained = 0;
  bool reuse = true;
};

Pool& pool() {
  static Pool p;
  return p;
}

std::size_t rounded(std::size_t bytes) {
  const std::size_t align = bytes >= kHugeAlignment ? kHugeAlignment : kLineAlignment;
  return (bytes + align - 1) / align * align;
}

}  // namespace

void* acquire_block(std::size_t bytes) {
  const std::size_t size = rounded(bytes);
  if (size >= kHugeAlignment) {
    Pool& pl = pool();
    std::lock_guard lock(pl.mutex);
    for (auto it = pl.free.begin(); it != pl.free.end(); ++it)
      if (it->bytes == size) {
        void* p = it->p;
        pl.retained -= size;
        pl.free.erase(it);
        return p;
      }
  }
  const std::size_t align = size >= kHugeAlignment ? kHugeAlignment : kLineAlignment;
  void* p = std::aligned_alloc(align, size);
  if (!p) throw std::bad_alloc();
  // Huge pages keep TLB misses out of DRAM-sized bandwidth runs.
  if (align == kHugeAlignment) madvise(p, size, MADV_HUGEPAGE);
  return p;
}

void release_block(void* p, std::size_t bytes) {
  const std::size_t size = rounded(bytes);
  Pool& pl = pool();
  if (size >= kHugeAlignment) {
    std::lock_guard lock(pl.mutex);
    if (pl.reuse) {
      pl.free.push_front({p, size});
      pl.retained += size;
      while (pl.retained > kMaxRetainedBytes) {
        pl.retained -= pl.free.back().bytes;
        std::free(pl.free.back().p);
        pl.free.pop_back();
      }
      return;
    }
  }
  std::free(p);
}

void set_block_reuse(bool on) {
  Pool& pl = pool();
  std::lock_guard lock(pl.mutex);
  pl.reuse = on;
  if (!on) {
    for (const Block& b : pl.free) std::free(b.p);
    pl.free.clear();
    pl.retained = 0;
  }
}

}  // namespace cpuroof
