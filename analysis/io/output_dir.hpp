#pragma once
// A result folder that appears whole or not at all: files are written into a hidden staging folder
// beside the target, which is renamed onto the target at commit. An existing target is never
// overwritten; an uncommitted staging folder is removed, and so are the folders above it that were
// created for it, also when a signal ends the process (signal_cleanup.hpp).
// Errors: InputError (exit 2) for an output name that cannot be used (it exists, or its folder is a
// file); EnvironmentError (exit 1) when the file system fails (no permission, disk full, `ulimit
// -f`), naming the output file, never the input, and the cause.
#include <filesystem>
#include <string>
#include <vector>

namespace cpuroof::analysis {

// The output named on the command line, checked before any work: normalised lexically (trailing
// separators and "." dropped: "new/", "new/." and "new/./" name "new"), refused if it exists or
// names an existing folder by its form (".", "/", "x/.."), if its name is longer than a file system
// allows, or if the nearest existing folder above it is not a folder (InputError) or cannot be
// written (EnvironmentError).
std::filesystem::path new_output_path(const std::string& given);

// The hidden name beside an output named `name` for staging it: ".NAME.partial-PID", with NAME cut
// short (at a whole UTF-8 character) where that would pass the file system's 255 bytes. Hidden:
// `cpuroof index` skips it.
std::string staging_name(const std::string& name);

class StagedDir {
 public:
  // Throws InputError if `target` exists, EnvironmentError if the staging folder cannot be created.
  explicit StagedDir(std::filesystem::path target);
  StagedDir(const StagedDir&) = delete;
  StagedDir& operator=(const StagedDir&) = delete;
  ~StagedDir();

  void write(const std::string& name, const std::string& content);
  // Copies the regular file `source` (an input) in; a failed read names it, a failed write the
  // output.
  void copy_in(const std::filesystem::path& source, const std::string& name);
  [[nodiscard]] const std::filesystem::path& staging() const { return staging_; }
  void commit();
  // Instead of commit(): moves every staged file into `existing`, a folder that is kept, refusing
  // (and undoing) the whole move if any of the names already exists there.
  void commit_files_into(const std::filesystem::path& existing);

 private:
  std::filesystem::path target_;
  std::filesystem::path staging_;
  std::vector<std::filesystem::path> created_parents_;  // deepest first
  bool committed_ = false;
};

// Refuses an existing path, naming it (for outputs that are single files or folders).
void require_absent(const std::filesystem::path& target);

// Writes a single file atomically (temporary name, then rename); refuses an existing file.
void write_file_atomically(const std::filesystem::path& target, const std::string& content);

}  // namespace cpuroof::analysis
