#include "output_space.hpp"

#include <sys/statvfs.h>

#include <cmath>
#include <filesystem>
#include <iomanip>

namespace fs = std::filesystem;

namespace cpuroof::bench {

bool room_for_results(const std::string& out, std::size_t repetitions, std::ostream& err) {
  const fs::path path(out);
  std::error_code ec;
  const fs::file_status status = fs::status(path, ec);
  std::size_t replaced = 0;  // an existing file is truncated: its bytes are free again
  if (fs::exists(status)) {
    if (!fs::is_regular_file(status)) return true;
    replaced = fs::file_size(path, ec);
    if (ec) replaced = 0;
  }
  const fs::path dir = path.has_parent_path() ? path.parent_path() : fs::path(".");
  struct statvfs vfs {};
  if (::statvfs(dir.c_str(), &vfs) != 0) return true;
  const double have =
      static_cast<double>(vfs.f_bavail) * static_cast<double>(vfs.f_frsize) + static_cast<double>(replaced);
  const double need = static_cast<double>(kJsonContextBytes + repetitions * kJsonBytesPerRepetition);
  if (need <= have) return true;
  // Rounded so that the two never print equal: need up, have down, to 0.1 MB.
  err << "cpuroof-bench: need " << std::fixed << std::setprecision(1) << std::ceil(need / 1e5) / 10 << " MB in "
      << dir.string() << " for the results, have " << std::floor(have / 1e5) / 10 << " MB\n";
  return false;
}

}  // namespace cpuroof::bench
