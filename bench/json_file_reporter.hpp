#pragma once
// The JSON file holds every repetition and no aggregates: the analysis computes its own statistics,
// and Google Benchmark 1.7.1 writes NaN (invalid JSON) into the CV of a counter whose mean is 0.
//
// Every write is flushed and checked: a full disk, a file size limit (SIGXFSZ is ignored: the write
// fails with EFBIG) or a failing device stops the run at the first write that fails (one line,
// exit 1; the staging file is removed at exit, staged_out_file.hpp) instead of measuring for
// minutes into a truncated file, and complete() says whether the whole document reached the file.
#include <benchmark/benchmark.h>

#include <cerrno>
#include <cstdlib>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <string>
#include <system_error>
#include <utility>
#include <vector>

namespace cpuroof::bench {

class RepetitionsJsonReporter : public benchmark::JSONReporter {
 public:
  // `shown`: the --benchmark_out its messages name; `path`: the file written (its staging name).
  RepetitionsJsonReporter(std::string shown, std::string path) : shown_(std::move(shown)), path_(std::move(path)) {}

  bool ReportContext(const Context& context) override {
    errno = 0;  // a write that fails sets it, kept for the message
    const bool ok = JSONReporter::ReportContext(context);
    check_written();
    return ok;
  }

  void ReportRuns(const std::vector<Run>& runs) override {
    std::vector<Run> kept;
    for (const Run& r : runs)
      if (r.run_type != Run::RT_Aggregate) kept.push_back(r);
    errno = 0;
    if (!kept.empty()) JSONReporter::ReportRuns(kept);
    check_written();
  }

  void Finalize() override {
    errno = 0;
    JSONReporter::Finalize();
    check_written();
    finalized_ = true;
  }

  // After RunSpecifiedBenchmarks: the document was closed, every byte flushed without an error, and a
  // regular file holds exactly that many bytes. Otherwise prints one line and returns false.
  [[nodiscard]] bool complete() const {
    if (!finalized_) return report("the JSON document was never closed");
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path_, ec)) return true;  // a device or pipe: flushed is all we can see
    const auto size = std::filesystem::file_size(path_, ec);
    if (ec) return report("cannot read its size back: " + ec.message());
    if (size != written_)
      return report("it holds " + std::to_string(size) + " bytes, " + std::to_string(written_) + " were written");
    return true;
  }

 private:
  void check_written() {
    std::ostream& out = GetOutputStream();
    out.flush();
    if (out.good()) {
      const auto pos = out.tellp();
      if (pos >= 0) written_ = static_cast<std::uintmax_t>(pos);
      return;
    }
    const int err = errno;
    report(std::string("write failed after ") + std::to_string(written_) + " bytes" +
           (err != 0 ? std::string(": ") + std::strerror(err) : std::string()) + "; stopping the run");
    std::exit(1);
  }

  bool report(const std::string& what) const {
    std::cerr << "cpuroof-bench: --benchmark_out=" << shown_ << ": " << what << "\n";
    return false;
  }

  std::string shown_;
  std::string path_;
  std::uintmax_t written_ = 0;
  bool finalized_ = false;
};

}  // namespace cpuroof::bench
