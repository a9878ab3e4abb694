#pragma once
// A result folder that appears whole or not at all: files are written into a hidden staging folder
// beside the target, which is renamed onto the target at commit. An existing target is never
// overwritten; an uncommitted staging folder is removed, also when SIGINT, SIGTERM or SIGHUP ends
// the process (signal_cleanup.hpp).
#include <filesystem>
#include <string>

namespace cpuroof::analysis {

class StagedDir {
 public:
  // Throws InputError if `target` exists or its parent folder cannot hold a new folder.
  explicit StagedDir(std::filesystem::path target);
  StagedDir(const StagedDir&) = delete;
  StagedDir& operator=(const StagedDir&) = delete;
  ~StagedDir();

  void write(const std::string& name, const std::string& content);
  void copy_in(const std::filesystem::path& source, const std::string& name);
  [[nodiscard]] const std::filesystem::path& staging() const { return staging_; }
  void commit();
  // Instead of commit(): moves every staged file into `existing`, a folder that is kept, refusing
  // (and undoing) the whole move if any of the names already exists there.
  void commit_files_into(const std::filesystem::path& existing);

 private:
  std::filesystem::path target_;
  std::filesystem::path staging_;
  bool committed_ = false;
};

// Refuses an existing path, naming it (for outputs that are single files or folders).
void require_absent(const std::filesystem::path& target);

// Writes a single file atomically (temporary name, then rename); refuses an existing file.
void write_file_atomically(const std::filesystem::path& target, const std::string& content);

}  // namespace cpuroof::analysis
