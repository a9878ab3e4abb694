#include "context_fields.hpp"

#include <unistd.h>

#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>

namespace cpuroof::bench {

std::string add_context_fields(const std::string& path, const std::vector<std::pair<std::string, std::string>>& fields) {
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
  const std::string tmp = path + ".tmp." + std::to_string(getpid());
  {
    std::ofstream out(tmp, std::ios::trunc);
    out << doc.dump(2) << "\n";
    out.flush();
    if (!out) {
      std::filesystem::remove(tmp, ec);
      return "cannot write " + tmp;
    }
  }
  std::filesystem::rename(tmp, path, ec);
  if (ec) {
    std::filesystem::remove(tmp, ec);
    return "cannot rename " + tmp + ": " + ec.message();
  }
  return "";
}

}  // namespace cpuroof::bench
