#pragma once
// SHA-256 (FIPS 180-4), for the hashes a Content-Security-Policy names (io/html_text.hpp). Pure.
#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace cpuroof::analysis {

std::array<std::uint8_t, 32> sha256(std::string_view data);

// RFC 4648 base64, with padding.
std::string base64(const std::uint8_t* data, std::size_t size);

}  // namespace cpuroof::analysis
