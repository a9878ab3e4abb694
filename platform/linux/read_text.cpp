#include "read_text.hpp"

#include <fstream>
#include <sstream>

namespace cpuroof::platform {

std::optional<std::string> read_text(const std::string& path) {
  std::ifstream in(path);
  if (!in) return std::nullopt;
  std::ostringstream s;
  s << in.rdbuf();
  if (in.bad()) return std::nullopt;
  return s.str();
}

}  // namespace cpuroof::platform
