#include "aligned_buffer.hpp"

#include <sys/mman.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <list>
#include <mutex>
#include <unordered_map>
#include <utility>

#include "platform/platform.hpp"

namespace cpuroof {
namespace {

constexpr std::size_t kLineAlignment = 64;       // one cache line, and one AVX-512 register
constexpr std::size_t kHugeAlignment = 2 << 20;  // a transparent huge page
// A kept block is handed out for sizes down to 1/kMaxBlockWaste of its own. Exact sizes only, a full
// profile's DRAM sweeps (hundreds of block sizes, 4 per octave up to 512 MiB, cycling through a pool of
// 6.2 GiB) mapped and populated 36 GiB of new blocks, 20 s of a 5-minute run on a Zen 5 VM.
constexpr std::size_t kMaxBlockWaste = 2;

struct Block {
  void* p;
  std::size_t bytes;
  Pages pages;
  BlockContent content;
};

// A block handed out: its mapped size, and the content it was asked for (held, or to be filled).
struct Lent {
  std::size_t bytes;
  BlockContent content;
};

struct Pool {
  std::mutex mutex;
  std::list<Block> free;  // most recently released first
  std::size_t retained = 0;
  std::size_t max_retained = 0;  // set_block_retention; 0 until the bench sets it: no reuse
  double populate_seconds = 0;   // new_block_seconds
  int populate_threads = 1;
  std::unordered_map<void*, Lent> lent;  // blocks handed out
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

// Has the OS back [p, p + bytes) now, by writing a zero to every 4 KiB (the smallest base page of
// the OSes served): the faults are paid here rather than by the first write in a benchmark's set-up.
// Huge pages as advised: the first write of each maps it whole. MADV_POPULATE_WRITE costs the same
// (1 GiB given back to the host: 1.45-1.57 s either way on a Zen 5 VM) and qemu-user ignores it.
void populate(void* p, std::size_t bytes) {
  auto* at = static_cast<volatile unsigned char*>(p);
  for (std::size_t i = 0; i < bytes; i += 4096) at[i] = 0;
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

AcquiredBlock acquire_block(std::size_t bytes, Pages pages, BlockContent content, int copies) {
  const std::size_t size = rounded(bytes);
  if (size < kHugeAlignment) {
    void* p = std::aligned_alloc(kLineAlignment, size);
    if (!p) throw OutOfMemory(size);
    return {p, false};
  }
  Pool& pl = pool();
  std::lock_guard lock(pl.mutex);
  const auto usable = [&](const Block& b) {
    return b.pages == pages && b.bytes >= size && b.bytes / kMaxBlockWaste <= size;
  };
  // A block holding the content asked for, once `copies` of them exist (kept or lent): of those
  // kept, the one given back longest ago, so that repetitions rotate over the copies. The list runs
  // newest first.
  if (content != 0) {
    auto held = pl.free.end();
    int existing = 0;
    for (auto it = pl.free.begin(); it != pl.free.end(); ++it)
      if (usable(*it) && it->content == content) held = it, ++existing;
    for (const auto& [p, lent] : pl.lent) existing += lent.content == content;
    if (held != pl.free.end() && existing >= copies) {
      pl.retained -= held->bytes;
      pl.lent[held->p] = {held->bytes, content};
      void* p = held->p;
      pl.free.erase(held);
      return {p, true};
    }
  }
  // Else the best kept block of the size up to twice it that holds no copy of it: one holding
  // nothing named (a named one may be asked for again), then the smallest, then the one given back
  // longest ago (aligned_buffer.hpp: repetitions spread over the blocks kept).
  auto fits = pl.free.end();
  const auto better = [](const Block& a, const Block& b) {
    return std::make_pair(a.content != 0, a.bytes) < std::make_pair(b.content != 0, b.bytes);
  };
  for (auto it = pl.free.begin(); it != pl.free.end(); ++it) {
    if (!usable(*it) || (content != 0 && it->content == content)) continue;
    if (fits == pl.free.end() || !better(*fits, *it)) fits = it;
  }
  if (fits != pl.free.end()) {
    void* p = fits->p;
    pl.retained -= fits->bytes;
    pl.lent[p] = {fits->bytes, content};
    pl.free.erase(fits);
    return {p, false};
  }
  // A new block: what the pool keeps and the block together stay within the limit.
  trim(pl, pl.max_retained > size ? pl.max_retained - size : 0);
  void* p = map_huge(size, pages);
  if (!p) {
    trim(pl, 0);
    p = map_huge(size, pages);
  }
  if (!p) throw OutOfMemory(size);
  pl.lent[p] = {size, content};
  if (pl.max_retained > 0) {
    const auto start = std::chrono::steady_clock::now();
    // Whole huge pages per thread: a page split between two threads would be faulted by one anyway.
    const std::size_t pages = size / kHugeAlignment;
#pragma omp parallel for schedule(static) num_threads(pl.populate_threads) if (pl.populate_threads > 1)
    for (std::size_t page = 0; page < pages; ++page)
      populate(static_cast<char*>(p) + page * kHugeAlignment, kHugeAlignment);
    pl.populate_seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  }
  return {p, false};
}

void* acquire_block(std::size_t bytes, Pages pages) { return acquire_block(bytes, pages, 0, 1).p; }

void release_block(void* p, std::size_t bytes, Pages pages, BlockContent content) {
  std::size_t size = rounded(bytes);
  if (size < kHugeAlignment) {
    std::free(p);
    return;
  }
  Pool& pl = pool();
  std::lock_guard lock(pl.mutex);
  if (const auto it = pl.lent.find(p); it != pl.lent.end()) {
    size = it->second.bytes;  // a kept block handed out for a smaller size
    pl.lent.erase(it);
  }
  if (size > pl.max_retained) {
    munmap(p, size);
    return;
  }
  pl.free.push_front({p, size, pages, content});
  pl.retained += size;
  trim(pl, pl.max_retained);
}

double new_block_seconds() {
  Pool& pl = pool();
  std::lock_guard lock(pl.mutex);
  return pl.populate_seconds;
}

void set_block_retention(std::size_t max_bytes, int populate_threads) {
  Pool& pl = pool();
  std::lock_guard lock(pl.mutex);
  pl.max_retained = max_bytes;
  pl.populate_threads = std::max(1, populate_threads);
  trim(pl, max_bytes);
}

}  // namespace cpuroof
