#pragma once
// Reads and validates Google Benchmark JSON (1.7.x; no json_schema_version needed, unknown fields
// ignored). Anything unexpected is an InputError naming the file, the benchmark or field, and what
// was expected.
#include <cstdint>
#include <string>
#include <string_view>

#include "machine/bench_context.hpp"
#include "io/measurement.hpp"

namespace cpuroof::analysis {

// The most the CLI reads from one file: a full-profile raw.json is about 11 MB.
inline constexpr std::uintmax_t kMaxInputBytes = std::uintmax_t{1} << 30;

// The whole of a regular file. Anything else (a device such as /dev/zero, a FIFO, a socket, a folder)
// is refused without reading or waiting for a writer, and so is a file over `limit` bytes: an
// InputError naming the file.
std::string read_regular_file(const std::string& path, std::uintmax_t limit = kMaxInputBytes);

// How messages name the input read from standard input (`-`).
inline constexpr const char* kStandardInputName = "standard input";

// All of standard input (a pipe, a file, a terminal), at most `limit` bytes: read only when the
// command line says `-`.
std::string read_standard_input(std::uintmax_t limit = kMaxInputBytes);

// Reads raw.json as written by the bench, or gzip-compressed (raw.json.gz); `-` reads standard
// input. A file is parsed as it is read (and decompressed), each benchmark entry turned into its
// repetition and dropped: memory stays near the size of the plain JSON, not of its tree, whichever
// form it is in. Nesting deeper than kMaxJsonDepth (json_input.hpp) is refused, in context strings
// holding JSON too.
RawRun load_raw_file(const std::string& path);
// The same from text already read, plain or gzip; `path` is only used in messages.
RawRun load_raw_text(std::string_view text, const std::string& path);

// Splits "<family>/<kernel>/<impl>/<dtype>/key:value/..." (a trailing "/real_time" is dropped).
// Throws InputError if there are fewer than four parts or a parameter is not key:value.
void parse_benchmark_name(const std::string& run_name, Measurement& m, const std::string& path);

}  // namespace cpuroof::analysis
