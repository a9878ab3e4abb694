#pragma once
// --benchmark_out=PATH appears whole or not at all, and never in place of a file that was there: an
// existing PATH is refused before anything runs (as `cpuroof fit` refuses an existing -o), the JSON
// is written to a hidden staging file beside it, `.NAME.partial-PID`, and renamed onto PATH only
// when complete, without replacing anything that appeared meanwhile. A run that fails, exits or is
// ended by a signal removes the staging file (remove_at_exit.hpp).
// A stream the caller opened (a pipe, /dev/null, a terminal, /dev/stdout, /dev/fd/N) is written
// directly: there is no file to destroy, nor to stage.
#include <stdexcept>
#include <string>

namespace cpuroof::bench {

// A --benchmark_out that cannot be written. status: 2 for a bad argument (PATH exists, is a folder,
// is in a folder that does not exist), 1 for the environment (read-only file system, permission,
// full disk). what(): one line naming the file and the cause, without the program's name.
class OutFileError : public std::runtime_error {
 public:
  OutFileError(int status, const std::string& what) : std::runtime_error(what), status_(status) {}
  [[nodiscard]] int status() const { return status_; }

 private:
  int status_;
};

// The name of a file that may be created, checked before anything runs: false for a stream written
// directly (above), true for a new file to stage; throws OutFileError otherwise.
bool out_file_to_stage(const std::string& path);

class StagedOutFile {
 public:
  // Creates the staging file beside `target` (which out_file_to_stage accepted); throws
  // OutFileError.
  explicit StagedOutFile(std::string target);
  StagedOutFile(const StagedOutFile&) = delete;
  StagedOutFile& operator=(const StagedOutFile&) = delete;
  ~StagedOutFile();  // removes the staging file unless it was committed or kept

  [[nodiscard]] const std::string& path() const { return staging_; }  // where the JSON goes now
  // A second temporary name beside it, also removed at exit (for rewriting the staged file).
  [[nodiscard]] const std::string& scratch_path() const { return scratch_; }
  // Renames the staging file onto the target without replacing anything. Throws OutFileError(1)
  // when it cannot, keeping the staging file (complete results) and naming it.
  void commit();

 private:
  std::string target_;
  std::string staging_;
  std::string scratch_;
  int staging_slot_ = -1;
  int scratch_slot_ = -1;
  bool done_ = false;  // committed, or kept after a failed commit
};

}  // namespace cpuroof::bench
