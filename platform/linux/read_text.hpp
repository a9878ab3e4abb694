#pragma once
// The Linux layer reads the kernel's answers from files (/proc, /sys).
#include <optional>
#include <string>

namespace cpuroof::platform {

// A small file's text, nullopt if it cannot be read.
std::optional<std::string> read_text(const std::string& path);

}  // namespace cpuroof::platform
