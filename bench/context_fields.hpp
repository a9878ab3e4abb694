#pragma once
// Facts known only once the run is over (its peak memory, what the rest of the host did meanwhile):
// Google Benchmark writes the context before the first benchmark runs, so they are added to the
// context of the file it wrote.
#include <string>
#include <utility>
#include <vector>

namespace cpuroof::bench {

// Sets context[key] = value for each field in the Google Benchmark JSON file at `path`, rewriting it
// through `scratch`, a new file renamed over it (a reader never sees half a file). A path that is
// not a regular file (a pipe, a device) is left alone. Returns an error message, empty on success.
std::string add_context_fields(const std::string& path, const std::string& scratch,
                               const std::vector<std::pair<std::string, std::string>>& fields);

}  // namespace cpuroof::bench
