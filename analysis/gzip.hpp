#pragma once
// raw.json is kept gzip-compressed in result folders (11 MB of JSON for a full run becomes about
// 1 MB): the analysis reads either form, so a committed run can be re-fitted as it is.
#include <cstdint>
#include <string>
#include <string_view>

namespace cpuroof::analysis {

// True when `data` starts with the gzip magic bytes.
bool is_gzip(std::string_view data);
// The same for a file's first bytes (false when it cannot be read).
bool is_gzip_file(const std::string& path);

// The decompressed content of a gzip stream (several members are concatenated, as gzip does). A
// corrupt or truncated stream, or one that inflates past `limit` bytes, is an InputError naming `path`.
std::string gunzip(std::string_view data, const std::string& path, std::uintmax_t limit);

}  // namespace cpuroof::analysis
