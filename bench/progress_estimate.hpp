#pragma once
// How long a run has left, from the benchmark calls seen so far. Google Benchmark calls a
// benchmark's function once for each repetition, and several times back to back for its first (it
// grows the iteration count until the minimum time), so consecutive calls of one benchmark are one
// repetition. With random interleaving the N·R repetitions run in a uniformly shuffled order: the
// repetitions timed so far are a fair sample of those left. A benchmark's first repetition costs more
// than its later ones (the growth calls, verification, references) and comes earlier on average, so
// the two classes are timed apart: the first repetitions' mean, and the later ones' as a ratio to the
// first of the same benchmarks (costs differ by orders of magnitude between benchmarks, far less
// between a benchmark's repetitions, so the ratio settles long before the later mean would). A plain
// rate would overestimate a run early on, and counting
// finished benchmarks (Google Benchmark reports one only after its last repetition) would say 9%
// when a quarter of the time has passed.
#include <algorithm>
#include <cstddef>
#include <map>
#include <string>

namespace cpuroof::bench {

class RepetitionClock {
 public:
  // `repetitions`: of all `benchmarks` together (some have their own count). `interleaved` false:
  // each benchmark's repetitions run back to back, one run of calls.
  RepetitionClock(std::size_t benchmarks, std::size_t repetitions, bool interleaved)
      : benchmarks_(benchmarks),
        planned_later_(interleaved && repetitions > benchmarks ? repetitions - benchmarks : 0) {}

  // At the start of every call of a benchmark's function, `now_s` seconds into the run.
  void call(const std::string& benchmark, double now_s) {
    if (benchmark == current_) return;
    close(now_s);
    current_ = benchmark;
    current_start_ = now_s;
    current_is_first_ = started_[benchmark]++ == 0;
    (current_is_first_ ? first_.started : later_.started)++;
  }

  // Seconds left: the repetitions not started, each at its class's mean so far (a later repetition
  // at the first's mean until one has been timed), and what the running one has left of its mean.
  // 0 until one repetition has been timed.
  [[nodiscard]] double seconds_left(double now_s) const {
    if (first_.timed == 0) return 0;
    const double first_mean = first_.mean();
    const double later_mean = paired_first_s_ > 0 ? first_mean * paired_later_s_ / paired_first_s_ : first_mean;
    const double firsts_left = static_cast<double>(benchmarks_) - static_cast<double>(first_.started);
    const double laters_left = static_cast<double>(planned_later_) - static_cast<double>(later_.started);
    double left = std::max(0.0, firsts_left) * first_mean + std::max(0.0, laters_left) * later_mean;
    if (!current_.empty())
      left += std::max(0.0, (current_is_first_ ? first_mean : later_mean) - (now_s - current_start_));
    return left;
  }

  // Repetitions started, of the run's planned ones.
  [[nodiscard]] std::size_t started() const { return first_.started + later_.started; }
  [[nodiscard]] std::size_t planned() const { return benchmarks_ + planned_later_; }

 private:
  struct Class {
    std::size_t started = 0, timed = 0;
    double seconds = 0;
    [[nodiscard]] double mean() const { return seconds / static_cast<double>(timed); }
  };

  void close(double now_s) {
    if (current_.empty()) return;
    const double seconds = now_s - current_start_;
    Class& c = current_is_first_ ? first_ : later_;
    c.seconds += seconds;
    ++c.timed;
    if (current_is_first_) {
      first_seconds_[current_] = seconds;
    } else {
      paired_first_s_ += first_seconds_[current_];
      paired_later_s_ += seconds;
    }
  }

  std::size_t benchmarks_;
  std::size_t planned_later_;                       // repetitions after each benchmark's first
  std::map<std::string, int> started_;              // repetitions started, per benchmark
  std::map<std::string, double> first_seconds_;     // each benchmark's first repetition
  double paired_first_s_ = 0, paired_later_s_ = 0;  // later repetitions, and their benchmarks' firsts
  std::string current_;
  double current_start_ = 0;
  bool current_is_first_ = true;
  Class first_, later_;
};

}  // namespace cpuroof::bench
