#include "io/output_dir.hpp"

#include <fcntl.h>
#include <limits.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>

#include <algorithm>
#include <system_error>
#include <utility>
#include <vector>

#include "io/errors.hpp"
#include "io/signal_cleanup.hpp"
#include "platform/platform.hpp"

namespace fs = std::filesystem;

namespace cpuroof::analysis {
namespace {

const std::string kNeverOverwrite = "cpuroof never overwrites results; choose a new name";

// errno values that say the name cannot be used, rather than that the file system failed.
bool fault_of_the_name(int err) {
  return err == EEXIST || err == ENOTEMPTY || err == ENOTDIR || err == EISDIR || err == ENAMETOOLONG || err == ELOOP;
}

[[noreturn]] void fail_to_create(const fs::path& path, const std::string& what, int err) {
  const std::string line = path.string() + ": " + what + " (" + std::strerror(err) + ")";
  if (fault_of_the_name(err)) throw InputError(line);
  throw EnvironmentError(line);
}

// `shown` is the output file as the user will know it, not its staging name.
[[noreturn]] void fail_to_write(const fs::path& shown, int err) {
  throw EnvironmentError(shown.string() + ": write failed (" + std::strerror(err) + ")");
}

// rename(2) would silently replace an empty folder or a file that appeared meanwhile.
void rename_no_replace(const fs::path& from, const fs::path& to) {
  const int err = platform::rename_no_replace(from.c_str(), to.c_str());
  if (err == 0) return;
  if (err == EEXIST || err == ENOTEMPTY) throw InputError(to.string() + ": already exists (" + kNeverOverwrite + ")");
  fail_to_create(to, "cannot create", err);
}

class OwnedFd {
 public:
  explicit OwnedFd(int fd) : fd_(fd) {}
  OwnedFd(const OwnedFd&) = delete;
  OwnedFd& operator=(const OwnedFd&) = delete;
  ~OwnedFd() {
    if (fd_ >= 0) ::close(fd_);
  }
  [[nodiscard]] int get() const { return fd_; }
  // Closes it, returning close(2)'s result.
  int close() { return ::close(std::exchange(fd_, -1)); }

 private:
  int fd_;
};

int create_new_file(const fs::path& path, const fs::path& shown) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
  if (fd < 0) fail_to_write(shown, errno);
  return fd;
}

void write_all(int fd, const char* data, std::size_t size, const fs::path& shown) {
  while (size > 0) {
    const ssize_t n = ::write(fd, data, size);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) fail_to_write(shown, errno);
    data += n;
    size -= static_cast<std::size_t>(n);
  }
}

// On disk before the folder is renamed into place: a file system that allocates late (ext4, XFS,
// NFS, a quota) reports a full disk here rather than at write(2).
void finish_file(OwnedFd& fd, const fs::path& shown) {
  if (::fsync(fd.get()) != 0 && errno != EINVAL && errno != EROFS) fail_to_write(shown, errno);
  if (fd.close() != 0 && errno != EINTR) fail_to_write(shown, errno);
}

void write_new_file(const fs::path& path, const std::string& content, const fs::path& shown) {
  OwnedFd fd(create_new_file(path, shown));
  write_all(fd.get(), content.data(), content.size(), shown);
  finish_file(fd, shown);
}

void remove_empty_folders(const std::vector<fs::path>& deepest_first) {
  std::error_code ec;
  for (const auto& f : deepest_first)
    if (!fs::remove(f, ec)) return;
}

// Creates the folder `folder` and the missing ones above it; returns those this call created,
// deepest first.
std::vector<fs::path> create_missing_folders(const fs::path& folder) {
  std::vector<fs::path> missing;
  struct stat st {};
  for (fs::path p = folder; ::stat(p.c_str(), &st) != 0 && errno == ENOENT; p = p.parent_path()) {
    missing.push_back(p);
    if (!p.has_parent_path() || p.parent_path() == p) break;
  }
  std::vector<fs::path> created;
  for (auto it = missing.rbegin(); it != missing.rend(); ++it) {
    if (::mkdir(it->c_str(), 0777) == 0) {
      created.insert(created.begin(), *it);
    } else if (errno != EEXIST) {
      const int err = errno;
      remove_empty_folders(created);
      fail_to_create(*it, "cannot create folder", err);
    }
  }
  return created;
}

}  // namespace

fs::path new_output_path(const std::string& given) {
  if (given.empty()) throw InputError("the output name is empty (expected a new folder or file to create)");
  const fs::path as_given(given);
  std::vector<fs::path> parts(as_given.begin(), as_given.end());
  while (!parts.empty() && (parts.back().empty() || parts.back() == ".")) parts.pop_back();
  fs::path out;
  for (const auto& p : parts) out /= p;
  if (!out.has_filename() || out.filename() == "..")
    throw InputError(given + ": names an existing folder (" + kNeverOverwrite + ")");
  if (out.filename().string().size() > NAME_MAX)
    throw InputError(given + ": the name is longer than " + std::to_string(NAME_MAX) +
                     " bytes, the most a file system allows");
  require_absent(out);
  // The nearest existing folder above it must be a folder this user may create things in.
  fs::path above = out.has_parent_path() ? out.parent_path() : ".";
  struct stat st {};
  while (::stat(above.c_str(), &st) != 0) {
    if (errno == ENOTDIR) throw InputError(given + ": cannot be created (a folder above it is a file)");
    if (errno != ENOENT || above == ".") fail_to_create(out, "cannot create in " + above.string(), errno);
    above = above.has_parent_path() && above.parent_path() != above ? above.parent_path() : ".";
  }
  if (!S_ISDIR(st.st_mode)) throw InputError(given + ": cannot be created (" + above.string() + " is not a folder)");
  if (::access(above.c_str(), W_OK | X_OK) != 0) fail_to_create(out, "cannot create in " + above.string(), errno);
  return out;
}

std::string staging_name(const std::string& name) {
  const std::string suffix = ".partial-" + std::to_string(::getpid());
  std::size_t keep = std::min(name.size(), static_cast<std::size_t>(NAME_MAX) - 1 - suffix.size());
  // Not in the middle of a UTF-8 character (its continuation bytes are 10xxxxxx).
  if (keep < name.size())
    while (keep > 0 && (static_cast<unsigned char>(name[keep]) & 0xC0) == 0x80) --keep;
  return "." + name.substr(0, keep) + suffix;
}

void require_absent(const fs::path& target) {
  std::error_code ec;
  if (fs::exists(fs::symlink_status(target, ec)))
    throw InputError(target.string() + ": already exists (" + kNeverOverwrite + ")");
}

StagedDir::StagedDir(fs::path target) : target_(std::move(target)) {
  require_absent(target_);
  const fs::path parent = target_.has_parent_path() ? target_.parent_path() : ".";
  created_parents_ = create_missing_folders(parent);
  staging_ = parent / staging_name(target_.filename().string());
  try {
    remove_on_signal(staging_, created_parents_);
  } catch (...) {
    remove_empty_folders(created_parents_);
    throw;
  }
  if (::mkdir(staging_.c_str(), 0777) != 0) {
    const int err = errno;
    forget_on_signal();
    remove_empty_folders(created_parents_);
    fail_to_create(target_, "cannot create its staging folder " + staging_.filename().string(), err);
  }
}

StagedDir::~StagedDir() {
  if (!committed_) {
    std::error_code ec;
    fs::remove_all(staging_, ec);
    remove_empty_folders(created_parents_);
  }
  forget_on_signal();
}

void StagedDir::write(const std::string& name, const std::string& content) {
  write_new_file(staging_ / name, content, target_ / name);
}

void StagedDir::copy_in(const fs::path& source, const std::string& name) {
  OwnedFd in(::open(source.c_str(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC));
  if (in.get() < 0) throw InputError(source.string() + ": cannot open (" + std::strerror(errno) + ")");
  struct stat st {};
  if (::fstat(in.get(), &st) != 0 || !S_ISREG(st.st_mode))
    throw InputError(source.string() + ": no longer a regular file (it changed while cpuroof read it)");
  const fs::path shown = target_ / name;
  OwnedFd out(create_new_file(staging_ / name, shown));
  std::vector<char> buffer(std::size_t{1} << 20);
  for (;;) {
    const ssize_t n = ::read(in.get(), buffer.data(), buffer.size());
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) throw EnvironmentError(source.string() + ": read failed (" + std::strerror(errno) + ")");
    if (n == 0) break;
    write_all(out.get(), buffer.data(), static_cast<std::size_t>(n), shown);
  }
  finish_file(out, shown);
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
  const fs::path parent = target.has_parent_path() ? target.parent_path() : ".";
  const std::vector<fs::path> created = create_missing_folders(parent);
  const fs::path tmp = parent / staging_name(target.filename().string());
  struct Undo {
    const fs::path& tmp;
    const std::vector<fs::path>& created;
    bool done = false;
    ~Undo() {
      if (!done) {
        std::error_code ec;
        fs::remove(tmp, ec);
        remove_empty_folders(created);
      }
      forget_on_signal();
    }
  } undo{tmp, created};
  remove_on_signal(tmp, created);
  write_new_file(tmp, content, target);
  rename_no_replace(tmp, target);
  undo.done = true;
}

}  // namespace cpuroof::analysis
