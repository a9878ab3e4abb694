#include "staged_out_file.hpp"

#include <fcntl.h>
#include <limits.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>

#include "platform/platform.hpp"
#include "remove_at_exit.hpp"

namespace cpuroof::bench {
namespace {

// Bytes of the target's name kept in the staging name, so that the staging name and its scratch
// copy's (".ctx") stay within NAME_MAX whatever the target's length.
constexpr std::size_t kNameBytesKept = 200;
// What the staging and scratch names add to the path at most: ".", ".partial-PID-N", ".ctx".
constexpr std::size_t kStagingExtraBytes = 32;

std::string shown(const std::string& path) { return "--benchmark_out=" + path; }

[[noreturn]] void refuse(int status, const std::string& path, const std::string& why) {
  throw OutFileError(status, shown(path) + ": " + why);
}

std::string folder_of(const std::string& path) {
  const auto slash = path.find_last_of('/');
  if (slash == std::string::npos) return ".";
  return slash == 0 ? "/" : path.substr(0, slash);
}

std::string name_of(const std::string& path) {
  const auto slash = path.find_last_of('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

// An environment's errno (the folder is there but cannot take the file) exits 1; the rest is the
// argument's fault, exit 2.
int status_of(int err) { return err == ENOENT || err == ENOTDIR || err == ELOOP || err == ENAMETOOLONG ? 2 : 1; }

// PATH does not exist: its folder must, and take a new name of this length.
void check_new_file(const std::string& path) {
  const std::string folder = folder_of(path);
  struct stat st {};
  if (::stat(folder.c_str(), &st) != 0) {
    const int err = errno;
    if (err == ENOENT) refuse(2, path, "folder " + folder + " does not exist");
    refuse(status_of(err), path, "folder " + folder + ": " + std::strerror(err));
  }
  if (!S_ISDIR(st.st_mode)) refuse(2, path, folder + " is not a folder");
  if (name_of(path).size() > NAME_MAX)
    refuse(
        2, path,
        "file name of " + std::to_string(name_of(path).size()) + " bytes (at most " + std::to_string(NAME_MAX) + ")");
}

}  // namespace

bool out_file_to_stage(const std::string& path) {
  // A descriptor the caller opened (`--benchmark_out=/dev/fd/3 3>file`): its file is theirs to name.
  if (platform::names_open_descriptor(path)) return false;
  if (path.size() + kStagingExtraBytes >= PATH_MAX)
    refuse(2, path,
           "path of " + std::to_string(path.size()) + " bytes (at most " +
               std::to_string(PATH_MAX - 1 - kStagingExtraBytes) + ")");
  struct stat st {};
  const std::string name = name_of(path);
  const bool names_folder = name.empty() || name == "." || name == "..";
  if (::stat(path.c_str(), &st) == 0) {  // follows a symbolic link: what a write would reach
    if (S_ISDIR(st.st_mode)) refuse(2, path, "is a folder (expected the name of a new file)");
    if (S_ISCHR(st.st_mode) || S_ISFIFO(st.st_mode) || S_ISSOCK(st.st_mode)) return false;
    if (S_ISBLK(st.st_mode)) refuse(2, path, "is a block device (expected the name of a new file)");
    refuse(2, path, "already exists (cpuroof-bench never overwrites results; choose a new name)");
  }
  const int err = errno;
  if (::lstat(path.c_str(), &st) == 0)  // a symbolic link to nothing: writing would create its target
    refuse(2, path, "is a symbolic link to a file that does not exist (expected the name of a new file)");
  if (names_folder) refuse(2, path, "names a folder (expected the name of a new file)");
  if (err != ENOENT && err != ENOTDIR) refuse(status_of(err), path, std::strerror(err));
  check_new_file(path);
  return true;
}

StagedOutFile::StagedOutFile(std::string target) : target_(std::move(target)) {
  const std::string folder = folder_of(target_);
  const std::string base = target_.substr(0, target_.size() - name_of(target_).size()) + "." +
                           name_of(target_).substr(0, kNameBytesKept) + ".partial-" + std::to_string(::getpid());
  // A staging file of the same name is a run of this PID that was killed outright: left alone.
  for (int attempt = 0;; ++attempt) {
    staging_ = attempt == 0 ? base : base + "-" + std::to_string(attempt);
    staging_slot_ = remove_at_exit(staging_);
    const int fd = ::open(staging_.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd >= 0) {
      ::close(fd);
      break;
    }
    const int err = errno;
    forget_at_exit(staging_slot_);
    if (err == EEXIST && attempt < 100) continue;
    refuse(status_of(err), target_, "cannot create a file in folder " + folder + ": " + std::strerror(err));
  }
  scratch_ = staging_ + ".ctx";
  scratch_slot_ = remove_at_exit(scratch_);
}

StagedOutFile::~StagedOutFile() {
  if (!done_) ::unlink(staging_.c_str());
  ::unlink(scratch_.c_str());
  forget_at_exit(staging_slot_);
  forget_at_exit(scratch_slot_);
}

void StagedOutFile::commit() {
  int err = 0;
  if ((err = platform::rename_no_replace(staging_.c_str(), target_.c_str())) != 0) {
    // A file system without RENAME_NOREPLACE: a hard link fails on an existing name just the same.
    if (err == EINVAL || err == ENOSYS) err = ::link(staging_.c_str(), target_.c_str()) == 0 ? 0 : errno;
    if (err == 0) ::unlink(staging_.c_str());
  }
  done_ = true;
  forget_at_exit(staging_slot_);
  if (err == EEXIST)
    refuse(1, target_, "created by another program while measuring; the results are kept in " + staging_);
  if (err != 0)
    refuse(1, target_, "cannot rename " + staging_ + " to it: " + std::strerror(err) + "; the results are kept there");
}

}  // namespace cpuroof::bench
