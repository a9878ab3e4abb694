#include "output_space.hpp"

#include <sys/resource.h>
#include <sys/statvfs.h>

#include <cmath>
#include <filesystem>
#include <iomanip>

#include "memory_budget.hpp"

namespace fs = std::filesystem;

namespace cpuroof::bench {

bool room_for_results(const std::string& out, std::size_t repetitions, std::ostream& err) {
  const fs::path path(out);
  std::error_code ec;
  if (fs::exists(fs::status(path, ec))) return true;  // a device or a pipe: no file to fill
  const std::size_t need = kJsonContextBytes + repetitions * kJsonBytesPerRepetition;
  struct rlimit limit {};
  if (::getrlimit(RLIMIT_FSIZE, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY && need > limit.rlim_cur) {
    err << "cpuroof-bench: --benchmark_out=" << out << ": need " << bytes_text(need)
        << " for the results, the file size limit (ulimit -f) allows " << bytes_text(limit.rlim_cur) << "\n";
    return false;
  }
  const fs::path dir = path.has_parent_path() ? path.parent_path() : fs::path(".");
  struct statvfs vfs {};
  if (::statvfs(dir.c_str(), &vfs) != 0) return true;
  const double have = static_cast<double>(vfs.f_bavail) * static_cast<double>(vfs.f_frsize);
  if (static_cast<double>(need) <= have) return true;
  // Rounded so that the two never print equal: need up, have down, to 0.1 MB.
  err << "cpuroof-bench: need " << std::fixed << std::setprecision(1) << std::ceil(static_cast<double>(need) / 1e5) / 10
      << " MB in " << dir.string() << " for the results, have " << std::floor(have / 1e5) / 10 << " MB\n";
  return false;
}

}  // namespace cpuroof::bench
