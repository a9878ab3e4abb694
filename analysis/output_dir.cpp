#include "output_dir.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>

#include <algorithm>
#include <fstream>
#include <vector>
#include <system_error>

#include "errors.hpp"
#include "signal_cleanup.hpp"

namespace fs = std::filesystem;

namespace cpuroof::analysis {
namespace {

// rename(2) would silently replace an empty folder or a file that appeared meanwhile.
void rename_no_replace(const fs::path& from, const fs::path& to) {
  if (::renameat2(AT_FDCWD, from.c_str(), AT_FDCWD, to.c_str(), RENAME_NOREPLACE) != 0) {
    const int err = errno;
    if (err == EEXIST) throw InputError(to.string() + ": already exists (cpuroof never overwrites results; choose a new name)");
    throw InputError(to.string() + ": cannot create (" + std::strerror(err) + ")");
  }
}

}  // namespace

void require_absent(const fs::path& target) {
  std::error_code ec;
  if (fs::exists(fs::symlink_status(target, ec)))
    throw InputError(target.string() + ": already exists (cpuroof never overwrites results; choose a new name)");
}

StagedDir::StagedDir(fs::path target) : target_(std::move(target)) {
  require_absent(target_);
  fs::path parent = target_.parent_path();
  if (parent.empty()) parent = ".";
  std::error_code ec;
  fs::create_directories(parent, ec);
  if (ec) throw InputError(parent.string() + ": cannot create folder (" + ec.message() + ")");
  staging_ = parent / ("." + target_.filename().string() + ".partial-" + std::to_string(::getpid()));
  remove_on_signal(staging_);
  fs::create_directory(staging_, ec);
  if (ec) {
    forget_on_signal();
    throw InputError(staging_.string() + ": cannot create staging folder (" + ec.message() + ")");
  }
}

StagedDir::~StagedDir() {
  if (!committed_) {
    std::error_code ec;
    fs::remove_all(staging_, ec);
  }
  forget_on_signal();
}

void StagedDir::write(const std::string& name, const std::string& content) {
  const fs::path p = staging_ / name;
  std::ofstream out(p, std::ios::binary);
  out << content;
  out.close();
  if (!out) throw InputError(p.string() + ": write failed");
}

void StagedDir::copy_in(const fs::path& source, const std::string& name) {
  std::error_code ec;
  fs::copy_file(source, staging_ / name, ec);
  if (ec) throw InputError(source.string() + ": cannot copy into the result folder (" + ec.message() + ")");
}

void StagedDir::commit() {
  rename_no_replace(staging_, target_);
  committed_ = true;
}

void StagedDir::commit_files_into(const fs::path& existing) {
  std::vector<fs::path> names, clashes;
  for (const auto& e : fs::directory_iterator(staging_)) names.push_back(e.path().filename());
  std::sort(names.begin(), names.end());
  std::error_code ec;
  for (const auto& n : names)
    if (fs::exists(fs::symlink_status(existing / n, ec))) clashes.push_back(n);
  if (!clashes.empty()) {
    std::string list;
    for (const auto& n : clashes) list += (list.empty() ? "" : ", ") + n.string();
    throw InputError(existing.string() + ": " + list + " already exist" + (clashes.size() == 1 ? "s" : "") +
                     " (cpuroof never overwrites results; use -o OUTDIR to write elsewhere)");
  }
  std::vector<fs::path> moved;
  const SignalsDeferred whole_move;  // an interrupted move would leave part of the files in `existing`
  try {
    for (const auto& n : names) {
      rename_no_replace(staging_ / n, existing / n);
      moved.push_back(n);
    }
  } catch (...) {
    for (const auto& n : moved) fs::rename(existing / n, staging_ / n, ec);
    throw;
  }
}

void write_file_atomically(const fs::path& target, const std::string& content) {
  require_absent(target);
  const fs::path tmp = target.parent_path() / ("." + target.filename().string() + ".partial-" + std::to_string(::getpid()));
  remove_on_signal(tmp);
  struct Forget {
    ~Forget() { forget_on_signal(); }
  } forget;
  {
    std::ofstream out(tmp, std::ios::binary);
    out << content;
    out.close();
    if (!out) {
      std::error_code ec;
      fs::remove(tmp, ec);
      throw InputError(target.string() + ": write failed");
    }
  }
  try {
    rename_no_replace(tmp, target);
  } catch (...) {
    std::error_code ec;
    fs::remove(tmp, ec);
    throw;
  }
}

}  // namespace cpuroof::analysis
