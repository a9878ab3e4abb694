#include "cli/index.hpp"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <map>
#include <memory>
#include <set>
#include <system_error>
#include <utility>

#include <sys/stat.h>

#include "cli/subcommand.hpp"
#include "io/errors.hpp"
#include "io/failure.hpp"
#include "io/output_dir.hpp"
#include "model/fleet_health.hpp"
#include "model/identity.hpp"
#include "model/meta_lookup.hpp"
#include "model/result_set.hpp"
#include "platform/platform.hpp"
#include "report/health_table.hpp"
#include "report/index_table.hpp"
#include "format/roofs_table.hpp"
#include "format/columns.hpp"
#include "format/written_tables.hpp"
#include "format/meta_json.hpp"

namespace fs = std::filesystem;

namespace cpuroof::analysis {
namespace {

bool present(const fs::path& p) {
  std::error_code ec;
  return fs::exists(fs::symlink_status(p, ec));  // a dangling link counts: reading it names the problem
}

bool is_comparison_folder(const fs::path& dir) {
  return present(dir / kCompareRoofsFile) || present(dir / "compare.md");
}

// A result folder holds both files; one alone is a damaged run (InputError), not a folder to skip.
bool is_result_folder(const fs::path& dir) {
  const bool meta = present(dir / kMetaFile), roofs = present(dir / kRoofsFile);
  if (meta != roofs)
    throw InputError(dir.string() + ": has " + (meta ? "meta.json but no roofs.csv" : "roofs.csv but no meta.json") +
                     " (not a complete result folder)");
  return meta && !is_comparison_folder(dir);
}

// A run as index --health judges it: its roofs (latency rows left out), host and machine.
FleetRun fleet_run_of(const IndexedRun& run) {
  CsvTable roofs = run.roofs;
  const std::size_t kind = roofs.column(col::kind);
  std::erase_if(roofs.rows, [&](const std::vector<std::string>& row) { return row[kind] == kIndexLatencyKind; });
  return {run.folder, get(run.meta, "benchmark_host_name"), machine_identity(run.meta), get(run.meta, col::profile),
          roofs_from_table(roofs, run.folder + "/" + kRoofsFile)};
}

struct FolderId {
  dev_t device;
  ino_t inode;
  auto operator<=>(const FolderId&) const = default;
};

FolderId folder_id(const fs::path& dir) {
  struct stat st {};
  if (::stat(dir.c_str(), &st) != 0)
    throw InputError(dir.string() + ": cannot read folder (" + std::strerror(errno) + ")");
  return {st.st_dev, st.st_ino};
}

// Finds the result folders under DIRs and reads them. What cannot be read below a DIR (a folder, a
// damaged run) is passed by, and said why; the DIRs themselves must be readable.
class FleetReader {
 public:
  explicit FleetReader(bool health) : health_(health) {}

  // Reads the runs under `dir`, each once however often reached; InputError if it gives none.
  void read_dir(const std::string& dir) {
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) throw InputError(dir + ": not a folder (missing or not a folder)");
    if (is_result_folder(dir)) {  // a run named on the command line: its errors are errors
      if (const std::string problem = read_run(folder_id(dir), dir); !problem.empty()) throw InputError(problem);
      return;
    }
    std::set<FolderId> visited;
    std::vector<std::pair<FolderId, fs::path>> found;
    problems_ = {};
    search(dir, visited, found);  // throws when `dir` itself cannot be read
    bool any_good = false;
    for (const auto& [id, folder] : found) {
      const std::string problem = read_run(id, folder);
      if (problem.empty())
        any_good = true;
      else
        problems_.add(problem);
    }
    // Every DIR must give a run: a good one does not excuse another that gives none.
    if (any_good) return;
    if (problems_.count > 0)
      throw InputError(dir + ": no readable result folder (" + std::to_string(problems_.count) +
                       " skipped; the first: " + problems_.first + ")");
    throw InputError(dir +
                     ": no result folder found (a folder holding meta.json and roofs.csv, "
                     "written by 'cpuroof fit'; hidden and comparison folders are skipped)");
  }

  std::vector<IndexedRun> runs;
  std::vector<FleetRun> fleet;       // the same runs, for --health
  std::vector<std::string> skipped;  // why each folder passed by was, once each

 private:
  // Reads the run at `folder` unless it was reached before: "" when it was read, else why not.
  std::string read_run(FolderId id, const fs::path& folder) {
    if (const auto it = read_.find(id); it != read_.end()) return it->second;
    std::string problem;
    try {
      IndexedRun run = read_indexed_run(folder.lexically_normal().generic_string());
      if (health_) fleet.push_back(fleet_run_of(run));  // a run whose roofs cannot be judged is skipped
      runs.push_back(std::move(run));
    } catch (const InputError& e) {
      problem = e.what();
      skipped.push_back(problem);
    }
    read_.emplace(id, problem);
    return problem;
  }

  // Depth first, in path order. Symbolic links below a DIR are not followed (a link may loop or
  // lead anywhere: name its target as a DIR), nor are devices, FIFOs, sockets and kernel views.
  void search(const fs::path& dir, std::set<FolderId>& visited, std::vector<std::pair<FolderId, fs::path>>& found) {
    const FolderId id = folder_id(dir);
    if (!visited.insert(id).second || platform::is_pseudo_filesystem(dir)) return;  // bind mounts may loop
    if (is_result_folder(dir)) {
      found.emplace_back(id, dir);
      return;
    }
    if (is_comparison_folder(dir)) return;
    std::vector<fs::path> subdirs;
    std::error_code ec;
    fs::directory_iterator it(dir, ec);
    for (; !ec && it != fs::directory_iterator(); it.increment(ec)) {
      const std::string name = it->path().filename().string();
      // Staging folders (.x.partial) and other hidden ones.
      if (name.empty() || name[0] == '.') continue;
      std::error_code type_ec;
      if (!it->is_symlink(type_ec) && it->is_directory(type_ec)) subdirs.push_back(it->path());
    }
    if (ec) throw InputError(dir.string() + ": cannot read folder (" + ec.message() + ")");
    std::sort(subdirs.begin(), subdirs.end());
    for (const auto& sub : subdirs) {
      try {
        search(sub, visited, found);
      } catch (const InputError& e) {  // an unreadable folder, or a run missing one of its files
        skipped.emplace_back(e.what());
        problems_.add(e.what());
      }
    }
  }

  struct Problems {
    std::size_t count = 0;
    std::string first;
    void add(const std::string& why) {
      if (count++ == 0) first = why;
    }
  };

  bool health_;
  // Every result folder reached, by identity: read_run's answer.
  std::map<FolderId, std::string> read_;
  Problems problems_;  // the current DIR's
};

}  // namespace

namespace {

// The file an output option names, checked before any work.
fs::path new_output_file(const std::string& given, const char* what) {
  const fs::path as_given(given);
  if (as_given.filename().empty() || as_given.filename() == "." || as_given.filename() == "..")
    throw InputError(given + ": expected a file name for " + what);
  return new_output_path(given);
}

}  // namespace

int run_index(const IndexOptions& options, std::ostream& out, std::ostream& warnings) {
  const fs::path target = new_output_file(options.out_file, "the index CSV");
  const bool health = !options.health_file.empty();
  const fs::path health_target = health ? new_output_file(options.health_file, "the health CSV") : fs::path();
  if (health && health_target == target)
    throw InputError(options.health_file + ": names the index CSV too (give --health another file)");
  if (options.dirs.empty()) throw InputError("index: needs one or more folders to search");
  FleetReader fleet(health);
  for (const auto& dir : options.dirs) fleet.read_dir(dir);
  // Only now: a refused index says what stopped it in one line, which names the first skipped.
  for (const auto& why : fleet.skipped) warnings << "cpuroof: warning: " << why << "; skipped\n";
  const std::size_t skipped = fleet.skipped.size();
  std::vector<IndexedRun> runs = std::move(fleet.runs);
  const std::vector<FleetRun> fleet_runs = std::move(fleet.fleet);
  const std::size_t run_count = runs.size();
  std::set<std::string> machines;  // from the runs, not the rows: a run without roofs still counts
  for (const auto& r : runs) machines.insert(machine_identity(r.meta).id);
  const CsvTable table = index_table(std::move(runs));
  const std::string text = table.to_string();

  write_file_atomically(target, text);
  out << "wrote " << options.out_file << ": " << run_count << (run_count == 1 ? " run, " : " runs, ") << machines.size()
      << (machines.size() == 1 ? " machine, " : " machines, ") << table.rows.size()
      << (table.rows.size() == 1 ? " row" : " rows");
  if (skipped > 0) out << "; " << skipped << (skipped == 1 ? " folder" : " folders") << " skipped (warnings above)";
  out << "\n";
  if (!health) return 0;
  const FleetHealth judged = fleet_health(fleet_runs);
  write_file_atomically(health_target, health_table(fleet_runs, judged).to_string());
  out << render_health(fleet_runs, judged, options.health_file);
  return judged.flagged.empty() ? 0 : kExitGateFailed;
}

Subcommand add_index_command(CLI::App& app) {
  auto index_options = std::make_shared<IndexOptions>();
  auto* index_cmd = app.add_subcommand(
      "index", "Write the fleet table: one CSV row per roof per run, with the run's machine as columns");
  index_cmd->add_option("dirs", index_options->dirs, "Folders to search for result folders (recursively)")
      ->required()
      ->expected(1, -1);
  index_cmd->add_option("-o,--out", index_options->out_file, "CSV file to create (must not exist)")->required();
  index_cmd->add_option("--health", index_options->health_file,
                        "Also judge each node against its siblings into this CSV (must not exist); exit 1 if one "
                        "is flagged");
  index_cmd->footer(
      "Finds every result folder (meta.json + roofs.csv) under the DIRs, skipping hidden folders\n"
      "(staging folders .*.partial) and comparison folders. Columns: results/README.md (the index CSV).\n"
      "A folder or damaged run below a DIR is skipped with a warning on stderr,\n"
      "counted in the last line; a DIR must be readable and give a run.\n"
      "Symbolic links below a DIR are not followed.\n"
      "--health FILE: each run against its siblings (the runs of its machine identity and profile, 3 or\n"
      "more), on each level's best bandwidth, each dtype's peak per ISA, and each level's and ISA's\n"
      "roofs together: one further below their median than 12% and than z robust deviations\n"
      "(1.4826 x MAD; z the normal quantile leaving a node 1% of false flags over all it is judged\n"
      "on, 3 at least), its interval too, is low and flags the node, as does a missing compute peak.\n"
      "Writes FILE (scope, roof, ratio, verdict, ...; every roof too, for a closer look), prints one\n"
      "line per flagged node, and exits 1 when one is.\n"
      "Examples:\n"
      "  cpuroof index results -o /tmp/fleet.csv\n"
      "  cpuroof index results ~/other-lab/results -o fleet.csv\n"
      "  cpuroof index /shared/cpuroof-runs -o /tmp/fleet.csv --health /tmp/health.csv || echo degraded\n"
      "  python3 -c \"import pandas as pd; print(pd.read_csv('fleet.csv').groupby(['machine_name', "
      "'kind']).value.max())\"");
  return {index_cmd, [index_options](std::ostream& out) { return run_index(*index_options, out); },
          [] { return std::string(); }};
}

}  // namespace cpuroof::analysis
