#pragma once
// meta.json's text: one JSON object of strings, written in key order and read back with the input
// limits (report/meta.hpp says what it holds).
#include <map>
#include <string>

namespace cpuroof::analysis {

// Its file in a result folder.
inline constexpr char kMetaFile[] = "meta.json";

std::string metadata_json(const std::map<std::string, std::string>& meta);
// Reads meta.json of a result folder; InputError if it is not a JSON object.
std::map<std::string, std::string> read_metadata(const std::string& path);

}  // namespace cpuroof::analysis
