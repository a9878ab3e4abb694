#include "format/meta_json.hpp"

#include <nlohmann/json.hpp>

#include "io/errors.hpp"
#include "io/json_input.hpp"
#include "io/load.hpp"

namespace cpuroof::analysis {

std::string metadata_json(const std::map<std::string, std::string>& meta) {
  nlohmann::ordered_json j = nlohmann::ordered_json::object();
  for (const auto& [k, v] : meta) j[k] = v;
  return j.dump(2) + "\n";
}

std::map<std::string, std::string> read_metadata(const std::string& path) {
  const std::string text = read_regular_file(path);  // refuses devices, FIFOs and huge files
  const nlohmann::json j = parse_json(text, path);
  if (!j.is_object()) throw InputError(path + ": expected a JSON object");
  std::map<std::string, std::string> meta;
  for (const auto& [k, v] : j.items()) meta[k] = v.is_string() ? v.get<std::string>() : v.dump();
  return meta;
}

}  // namespace cpuroof::analysis
