#pragma once
// An uninitialised, aligned array. Memory is not touched here: the first write decides which NUMA
// node and which core's page tables own each page, so the bench first-touches buffers with the same
// threads and partition that the kernel then uses (parallel.hpp).
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <new>
#include <string>

namespace cpuroof {

// An allocation that failed even after the pool gave back every block it kept: names the bytes.
class OutOfMemory : public std::bad_alloc {
 public:
  explicit OutOfMemory(std::size_t bytes)
      : bytes_(bytes), what_("cannot allocate " + std::to_string(bytes) + " bytes") {}
  [[nodiscard]] std::size_t bytes() const { return bytes_; }
  [[nodiscard]] const char* what() const noexcept override { return what_.c_str(); }

 private:
  std::size_t bytes_;
  std::string what_;
};

// Raw aligned blocks. Blocks of 2 MiB and more are huge-page aligned, mapped straight from the OS
// (freeing one gives its memory back at once) and, when retention is on, kept after release and
// handed out again for their size or one down to half of it (kept whole): re-faulting hundreds of
// MiB for every repetition of a DRAM-sized benchmark costs more than the measurement (page faults
// are slow in VMs). The pool keeps at most the retention limit, giving back its oldest blocks to make
// room for a new one, and gives back everything and retries once when the OS refuses a block (then:
// OutOfMemory). Reuse gives a block first touched by other threads, so it is for single-NUMA-node
// machines only. `pages` says which pages back a block of 2 MiB and more; smaller blocks come from
// the heap.
// Of equally good kept blocks, the one given back longest ago is handed out: a benchmark repeated
// gets a different block each time while the pool has several of its size, and where a block lies
// decides its DRAM bandwidth in a VM. One core of a Zen 5 VM summing sixteen 256 MiB huge-page blocks
// of one process, six rounds: medians from 30 to 39 GB/s by block, each block alike in every round,
// in either order, and after being written again. Its 2 MiB pages: most read 39-41 GB/s, a sixth 34
// or less; on base pages every 2 MiB read 36-39 (each spans many places in memory).
// Pages::base keeps huge pages away even where the OS would give them unasked: a pointer chase
// measures the TLB's reach with them.
enum class Pages { huge, base };
// What a kept block holds, as its user names it (content_key); 0: nothing known. A user that fills a
// block the same way every time and never writes it after (the bench's read-only inputs) names that
// filling when it acquires and releases the block: acquired again under the same name, the block
// still holds it and needs no filling. Only blocks of 2 MiB and more are kept, so only they can.
using BlockContent = std::uint64_t;
struct AcquiredBlock {
  void* p;
  bool holds_content;  // the block holds what `content` names: its user skips the filling
};
// `copies`: how many blocks may hold `content` at once. Until that many exist (kept or lent), a block
// without it is handed out (its user fills it); then the copy given back longest ago: repetitions
// that should each see another block rotate over copies filled once each.
AcquiredBlock acquire_block(std::size_t bytes, Pages pages, BlockContent content, int copies = 1);
void* acquire_block(std::size_t bytes, Pages pages = Pages::huge);
void release_block(void* p, std::size_t bytes, Pages pages = Pages::huge, BlockContent content = 0);

// A name for a filling from the numbers that decide it (which filler, element size, length, the
// threads that first touch it, ...): FNV-1a over them, never 0.
constexpr BlockContent content_key(std::initializer_list<std::uint64_t> parts) {
  std::uint64_t h = 0xcbf29ce484222325u;
  for (std::uint64_t part : parts)
    for (int byte = 0; byte < 8; ++byte) h = (h ^ ((part >> (8 * byte)) & 0xffu)) * 0x100000001b3u;
  return h == 0 ? 1 : h;
}
// Bytes the pool may keep; 0 turns reuse off (and empties the pool). While reuse is on, a new block
// of 2 MiB and more is populated (its pages backed) on `populate_threads` threads before it is handed
// out (reuse already ignores which threads first touched a block). In a VM that is dear where the
// guest gave the pages back to the host (free page reporting): 0.7-1.5 s per GiB on the Zen 5 VMs
// here, 20-60 times a write to memory already backed, and two vCPUs took 0.5 s where one took 0.8.
void set_block_retention(std::size_t max_bytes, int populate_threads = 1);
// Seconds spent so far populating new blocks: a one-off cost per block the pool maps (seconds for a
// DRAM-sized one in a VM), which the bench's progress estimate keeps apart from its repetitions' own.
double new_block_seconds();

// Where the k-th of several arrays used side by side starts in its block: k * 33 cache lines in.
// Blocks of their own share every address bit below 2 MiB (huge-page alignment), so without it the
// i-th line of every array falls in the same cache set and L3 slice at once. Zen 4, one core, four
// arrays (triad4) at 8 MiB, ten runs each: 68-82 GB/s (median 79) unstaggered, 75-97 staggered by
// 17, 33, 65 or 129 lines (medians 85, 92, 91, 92), likwid-bench 75-95 (87); three arrays or fewer,
// and L1, L2 and DRAM sizes, moved within the noise. The stream sweeps stagger only working sets
// within the caches: on Zen 5 a DRAM stream started 33 lines into a page read 3-8% slower
// (bench_stream.cpp).
inline constexpr std::size_t kArrayStaggerBytes = 33 * 64;

template <class T>
class AlignedBuffer {
 public:
  AlignedBuffer() = default;
  // `offset_bytes` (a multiple of alignof(T)) from the block's start: see kArrayStaggerBytes.
  // `content`: what its user fills it with and never writes after (see BlockContent); when
  // holds_content(), it is there already, else the user fills it and says so (filled()). A block
  // goes back to the pool under the name only then.
  // `copies`: of the content, as acquire_block says.
  explicit AlignedBuffer(std::size_t n, std::size_t offset_bytes = 0, Pages pages = Pages::huge,
                         BlockContent content = 0, int copies = 1)
      : size_(n), offset_(offset_bytes / sizeof(T)), pages_(pages), content_(content) {
    if (n == 0) return;
    const AcquiredBlock block = acquire_block((n + offset_) * sizeof(T), pages_, content_, copies);
    data_ = static_cast<T*>(block.p) + offset_;
    holds_content_ = block.holds_content;
  }
  AlignedBuffer(AlignedBuffer&& o) noexcept
      : data_(o.data_),
        size_(o.size_),
        offset_(o.offset_),
        pages_(o.pages_),
        content_(o.content_),
        holds_content_(o.holds_content_) {
    o.data_ = nullptr;
    o.size_ = 0;
  }
  AlignedBuffer& operator=(AlignedBuffer&& o) noexcept {
    if (this != &o) {
      reset();
      data_ = o.data_, size_ = o.size_, offset_ = o.offset_, pages_ = o.pages_;
      content_ = o.content_, holds_content_ = o.holds_content_;
      o.data_ = nullptr, o.size_ = 0;
    }
    return *this;
  }
  AlignedBuffer(const AlignedBuffer&) = delete;
  AlignedBuffer& operator=(const AlignedBuffer&) = delete;
  ~AlignedBuffer() { reset(); }

  T* data() { return data_; }
  const T* data() const { return data_; }
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  bool holds_content() const { return holds_content_; }
  void filled() { holds_content_ = content_ != 0 && data_ != nullptr; }
  T& operator[](std::size_t i) { return data_[i]; }
  const T& operator[](std::size_t i) const { return data_[i]; }
  T* begin() { return data_; }
  T* end() { return data_ + size_; }

 private:
  void reset() {
    if (data_) release_block(data_ - offset_, (size_ + offset_) * sizeof(T), pages_, holds_content_ ? content_ : 0);
    data_ = nullptr;
    size_ = 0;
  }
  T* data_ = nullptr;
  std::size_t size_ = 0;
  std::size_t offset_ = 0;  // elements between the block's start and data_
  Pages pages_ = Pages::huge;
  BlockContent content_ = 0;
  bool holds_content_ = false;
};

}  // namespace cpuroof
