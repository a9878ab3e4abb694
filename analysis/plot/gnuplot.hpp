#pragma once
// Runs gnuplot on a script in a folder, with a time limit; the only process the CLI starts.
#include <filesystem>
#include <string>

namespace cpuroof::analysis {

struct RenderOutcome {
  enum class Status { rendered, no_gnuplot, failed } status = Status::failed;
  std::string message;  // why it failed, in one line
};

// gnuplot's path from PATH, or "" when it is not installed.
std::string find_gnuplot();

// Runs `gnuplot <script>` with `dir` as working folder; kills it after `timeout_s` seconds.
RenderOutcome run_gnuplot(const std::string& program, const std::filesystem::path& dir, const std::string& script,
                          int timeout_s = 60);

}  // namespace cpuroof::analysis
