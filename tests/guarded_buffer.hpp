#pragma once
// A test array with an inaccessible (PROT_NONE) page on each side, and its first or last element
// right against one of them: a load or store one element past that end, by whatever instruction
// (vector, non-temporal, a scalar tail), faults at once instead of silently touching a neighbour.
// The kernels need no alignment from their callers (unaligned vector loads and stores; non-temporal
// stores after a scalar head that aligns them, kernels/simd/README.md), so the array ends exactly at
// the guard (Guard::after: overruns) or starts exactly after it (Guard::before: underruns), whatever
// its size; its other end is then page-aligned. Fresh pages read as zeros.
#include <sys/mman.h>
#include <unistd.h>

#include <cstddef>
#include <new>

namespace cpuroof::testing_util {

enum class Guard { before, after };

template <class T>
class GuardedBuffer {
 public:
  GuardedBuffer(std::size_t n, Guard guard) {
    const std::size_t page = static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
    const std::size_t data = (n * sizeof(T) + page - 1) / page * page;
    bytes_ = data + 2 * page;
    void* p = ::mmap(nullptr, bytes_, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) throw std::bad_alloc();
    base_ = static_cast<char*>(p);
    if (::mprotect(base_ + page, data, PROT_READ | PROT_WRITE) != 0) {
      ::munmap(base_, bytes_);
      throw std::bad_alloc();
    }
    data_ = reinterpret_cast<T*>(guard == Guard::before ? base_ + page : base_ + page + data - n * sizeof(T));
  }
  GuardedBuffer(const GuardedBuffer&) = delete;
  GuardedBuffer& operator=(const GuardedBuffer&) = delete;
  ~GuardedBuffer() { ::munmap(base_, bytes_); }

  T* data() { return data_; }

 private:
  char* base_ = nullptr;
  std::size_t bytes_ = 0;
  T* data_ = nullptr;
};

}  // namespace cpuroof::testing_util
