#pragma once
// The run's peak memory, recorded in the JSON it wrote once the run is over (context_fields.hpp;
// cpuroof_peak_rss_bytes, meta.json's peak_rss_bytes).
#include <cstddef>

namespace cpuroof::bench {

// The process's peak resident set so far (getrusage's ru_maxrss), in bytes.
std::size_t peak_rss_bytes();

}  // namespace cpuroof::bench
