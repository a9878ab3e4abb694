#pragma once
// The OpenBLAS result of each GEMM shape, kept so every benchmark of that shape verifies against one
// reference instead of recomputing it. The cache holds at most `capacity` bytes (the plan gives it
// the largest working set, inside the memory budget) and drops the least recently used results first;
// the newest one is always kept, since its benchmark is about to use it (and the plan counted it in
// that benchmark's buffers).
#include <cstddef>
#include <list>
#include <tuple>
#include <vector>

namespace cpuroof::bench {

class GemmReferenceCache {
 public:
  using Key = std::tuple<std::size_t, std::size_t, std::size_t, std::size_t>;  // element bytes, m, n, k

  explicit GemmReferenceCache(std::size_t capacity_bytes = 0) : capacity_(capacity_bytes) {}

  void set_capacity(std::size_t bytes) {
    capacity_ = bytes;
    evict_beyond(capacity_);
  }

  // The cached result for the shape, or nullptr.
  template <class T>
  const T* find(std::size_t m, std::size_t n, std::size_t k) {
    const Key key{sizeof(T), m, n, k};
    for (auto it = entries_.begin(); it != entries_.end(); ++it) {
      if (it->key != key) continue;
      entries_.splice(entries_.begin(), entries_, it);  // most recently used first
      return data<T>(entries_.front());
    }
    return nullptr;
  }

  // Keeps `c` as the shape's result, dropping older results until all fit; returns its data.
  template <class T>
  const T* insert(std::size_t m, std::size_t n, std::size_t k, std::vector<T> c) {
    const std::size_t bytes = c.size() * sizeof(T);
    evict_beyond(capacity_ > bytes ? capacity_ - bytes : 0);
    Entry e{Key{sizeof(T), m, n, k}, {}, {}};
    if constexpr (sizeof(T) == sizeof(double))
      e.f64 = std::move(c);
    else
      e.f32 = std::move(c);
    entries_.push_front(std::move(e));
    bytes_ += bytes;
    return data<T>(entries_.front());
  }

  [[nodiscard]] std::size_t bytes() const { return bytes_; }
  [[nodiscard]] std::size_t entries() const { return entries_.size(); }

 private:
  struct Entry {
    Key key;
    std::vector<double> f64;
    std::vector<float> f32;
    [[nodiscard]] std::size_t bytes() const { return f64.size() * sizeof(double) + f32.size() * sizeof(float); }
  };

  template <class T>
  static const T* data(const Entry& e) {
    if constexpr (sizeof(T) == sizeof(double))
      return e.f64.data();
    else
      return e.f32.data();
  }

  void evict_beyond(std::size_t keep_bytes) {
    while (!entries_.empty() && bytes_ > keep_bytes) {
      bytes_ -= entries_.back().bytes();
      entries_.pop_back();
    }
  }

  std::size_t capacity_;
  std::size_t bytes_ = 0;
  std::list<Entry> entries_;
};

}  // namespace cpuroof::bench
