#include "context_fields.hpp"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>

namespace cpuroof::bench {

std::string add_context_fields(const std::string& path, const std::string& scratch,
                               const std::vector<std::pair<std::string, std::string>>& fields) {
  std::error_code ec;
  if (!std::filesystem::is_regular_file(path, ec)) return "";
  nlohmann::ordered_json doc;
  {
    std::ifstream in(path);
    try {
      doc = nlohmann::ordered_json::parse(in);
    } catch (const nlohmann::json::exception& e) {
      return "cannot read it back: " + std::string(e.what());
    }
  }
  if (!doc.contains("context") || !doc["context"].is_object()) return "it has no context object";
  for (const auto& [key, value] : fields) doc["context"][key] = value;
  std::string text;
  try {
    text = doc.dump(2);
  } catch (const nlohmann::json::exception& e) {
    return "cannot write it back: " + std::string(e.what());
  }
  {
    std::ofstream out(scratch, std::ios::trunc);
    errno = 0;  // a write that fails sets it, kept for the message
    out << text << "\n";
    out.flush();
    if (!out) {
      const int err = errno;
      std::filesystem::remove(scratch, ec);
      return "cannot write " + scratch + (err != 0 ? std::string(": ") + std::strerror(err) : std::string());
    }
  }
  std::filesystem::rename(scratch, path, ec);
  if (ec) {
    std::filesystem::remove(scratch, ec);
    return "cannot rename " + scratch + ": " + ec.message();
  }
  return "";
}

}  // namespace cpuroof::bench
