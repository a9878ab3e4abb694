#pragma once
// The run's peak memory, recorded in the JSON it wrote. Google Benchmark writes the context before
// the first benchmark runs, so the peak is added to that context once the run is over
// (cpuroof_peak_rss_bytes; meta.json's peak_rss_bytes).
#include <cstddef>
#include <string>

namespace cpuroof::bench {

// The process's peak resident set so far (getrusage's ru_maxrss), in bytes.
std::size_t peak_rss_bytes();

// Sets context[key] = value in the Google Benchmark JSON file at `path`, rewriting it through a
// temporary file renamed over it (a reader never sees half a file). A path that is not a regular
// file (a pipe, a device) is left alone. Returns an error message, empty on success.
std::string add_context_field(const std::string& path, const std::string& key, const std::string& value);

}  // namespace cpuroof::bench
