#include "report/index_table.hpp"

#include <algorithm>
#include <cerrno>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <map>
#include <set>
#include <system_error>
#include <tuple>
#include <utility>

#include <sys/stat.h>

#include "io/errors.hpp"
#include "model/identity.hpp"
#include "report/meta.hpp"
#include "io/output_dir.hpp"
#include "platform/platform.hpp"
#include "model/result_set.hpp"
#include "report/tables.hpp"
#include "model/units.hpp"

namespace fs = std::filesystem;

namespace cpuroof::analysis {
namespace {

// The run's and machine's columns, before the roof's own (documented in results/README.md).
const std::vector<std::string> kRunColumns = {
    "schema_version",    "run_folder",       "run_start",         "profile",
    "machine_id",        "machine_name",     "machine_vendor",    "machine_microarch",
    "cpu_model",         "machine_physical_cores", "machine_smt", "machine_isa_level",
    "machine_clock_ghz", "machine_l3_bytes_per_domain", "machine_host", "bench_commit",
    "bench_dirty",       "analysis_commit",  "value",             "unit"};

std::string get(const std::map<std::string, std::string>& meta, const std::string& key) {
  const auto it = meta.find(key);
  return it == meta.end() ? "" : it->second;
}

bool present(const fs::path& p) {
  std::error_code ec;
  return fs::exists(fs::symlink_status(p, ec));  // a dangling link counts: reading it names the problem
}

bool is_comparison_folder(const fs::path& dir) {
  return present(dir / "compare_roofs.csv") || present(dir / "compare.md");
}

// A result folder holds both files; one alone is a damaged run (InputError), not a folder to skip.
bool is_result_folder(const fs::path& dir) {
  const bool meta = present(dir / "meta.json"), roofs = present(dir / "roofs.csv");
  if (meta != roofs)
    throw InputError(dir.string() + ": has " + (meta ? "meta.json but no roofs.csv" : "roofs.csv but no meta.json") +
                     " (not a complete result folder)");
  return meta && !is_comparison_folder(dir);
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
  // Reads the runs under `dir`, each once however often reached; InputError if it gives none.
  void read_dir(const std::string& dir) {
    std::error_code ec;
    if (!fs::is_directory(dir, ec))
      throw InputError(dir + ": not a folder (missing or not a folder)");
    if (is_result_folder(dir)) {  // a run named on the command line: its errors are errors
      if (const std::string problem = read_run(folder_id(dir), dir); !problem.empty())
        throw InputError(problem);
      return;
    }
    std::set<FolderId> visited;
    std::vector<std::pair<FolderId, fs::path>> found;
    problems_ = {};
    search(dir, visited, found);  // throws when `dir` itself cannot be read
    bool any_good = false;
    for (const auto& [id, folder] : found) {
      const std::string problem = read_run(id, folder);
      if (problem.empty()) any_good = true;
      else problems_.add(problem);
    }
    // Every DIR must give a run: a good one does not excuse another that gives none.
    if (any_good) return;
    if (problems_.count > 0)
      throw InputError(dir + ": no readable result folder (" + std::to_string(problems_.count) +
                       " skipped; the first: " + problems_.first + ")");
    throw InputError(dir + ": no result folder found (a folder holding meta.json and roofs.csv, "
                           "written by 'cpuroof fit'; hidden and comparison folders are skipped)");
  }

  std::vector<IndexedRun> runs;
  std::vector<std::string> skipped;  // why each folder passed by was, once each

 private:
  // Reads the run at `folder` unless it was reached before: "" when it was read, else why not.
  std::string read_run(FolderId id, const fs::path& folder) {
    if (const auto it = read_.find(id); it != read_.end()) return it->second;
    std::string problem;
    try {
      runs.push_back(read_indexed_run(folder.lexically_normal().generic_string()));
    } catch (const InputError& e) {
      problem = e.what();
      skipped.push_back(problem);
    }
    read_.emplace(id, problem);
    return problem;
  }

  // Depth first, in path order. Symbolic links below a DIR are not followed (a link may loop or
  // lead anywhere: name its target as a DIR), nor are devices, FIFOs, sockets and kernel views.
  void search(const fs::path& dir, std::set<FolderId>& visited,
              std::vector<std::pair<FolderId, fs::path>>& found) {
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

  // Every result folder reached, by identity: read_run's answer.
  std::map<FolderId, std::string> read_;
  Problems problems_;  // the current DIR's
};

std::string plain(double v) {
  char buf[512];
  const auto r = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::fixed);
  return r.ec == std::errc{} ? std::string(buf, r.ptr) : "";
}

std::string positive_or_empty(double v) { return v > 0 ? plain(v) : ""; }

bool is_exponent_number(const std::string& s) {
  // [+-]digits[.digits][eE][+-]digits: what printf's %g writes. Nothing else is touched (a benchmark
  // name such as "peak/fma8/..." never matches).
  std::size_t i = 0;
  if (i < s.size() && (s[i] == '+' || s[i] == '-')) ++i;
  const std::size_t mantissa = i;
  bool digits = false;
  while (i < s.size() && (std::isdigit(static_cast<unsigned char>(s[i])) || s[i] == '.')) {
    digits |= s[i] != '.';
    ++i;
  }
  if (!digits || i == mantissa || i >= s.size() || (s[i] != 'e' && s[i] != 'E')) return false;
  ++i;
  if (i < s.size() && (s[i] == '+' || s[i] == '-')) ++i;
  if (i >= s.size()) return false;
  for (; i < s.size(); ++i)
    if (!std::isdigit(static_cast<unsigned char>(s[i]))) return false;
  return true;
}

struct Sorted {
  IndexedRun run;
  MachineIdentity machine;
  std::string name, start;
};

}  // namespace

std::string plain_decimal(const std::string& cell) {
  if (!is_exponent_number(cell)) return cell;
  const double v = std::strtod(cell.c_str(), nullptr);
  return std::isfinite(v) ? plain(v) : cell;
}

IndexedRun read_indexed_run(const std::string& folder) {
  IndexedRun run;
  run.folder = folder;
  run.meta = read_metadata(folder + "/meta.json");
  const std::string file = folder + "/roofs.csv";
  run.roofs = read_table(file, {"schema_version", "kind"});  // also refuses another schema_version
  const std::size_t kind = run.roofs.column("kind");
  for (std::size_t r = 0; r < run.roofs.rows.size(); ++r) {
    const std::string& k = run.roofs.rows[r][kind];
    if (k != "compute" && k != "bandwidth")
      throw InputError(file + ": row " + std::to_string(r + 2) + ", column 'kind' is '" + k +
                       "' (expected compute or bandwidth)");
  }
  return run;
}

CsvTable index_table(std::vector<IndexedRun> runs) {
  std::vector<Sorted> sorted;
  for (auto& run : runs) {
    const MachineIdentity m = machine_identity(run.meta);
    // Older runs lack start_time_utc; Google Benchmark's own date (with its UTC offset) stands in.
    std::string start = get(run.meta, "start_time_utc");
    if (start.empty()) start = get(run.meta, "benchmark_date");
    sorted.push_back({std::move(run), m, machine_folder_name(m), start});
  }
  std::stable_sort(sorted.begin(), sorted.end(), [](const Sorted& a, const Sorted& b) {
    return std::tie(a.name, a.machine.id, a.start, a.run.folder) < std::tie(b.name, b.machine.id, b.start, b.run.folder);
  });

  // The roof columns: today's roofs.csv in its own order, then any other a run has (older or newer
  // runs), in order of first appearance; a run without a column leaves it empty.
  std::vector<std::string> roof_columns;
  for (const auto& col : roofs_table(Roofline{}).header)
    if (col != "schema_version") roof_columns.push_back(col);
  for (const auto& s : sorted)
    for (const auto& col : s.run.roofs.header)
      if (col != "schema_version" && std::find(roof_columns.begin(), roof_columns.end(), col) == roof_columns.end())
        roof_columns.push_back(col);

  CsvTable t;
  t.header = kRunColumns;
  for (const auto& col : roof_columns) {
    // A roof column named like a run column keeps its data under a prefixed name.
    const bool clash = std::find(kRunColumns.begin(), kRunColumns.end(), col) != kRunColumns.end();
    t.header.push_back(clash ? "roofs_" + col : col);
  }
  for (const auto& s : sorted) {
    const auto& meta = s.run.meta;
    const MachineIdentity& m = s.machine;
    const CsvTable& roofs = s.run.roofs;
    std::vector<std::ptrdiff_t> source;  // roofs.csv column of each roof column, -1 if absent
    for (const auto& col : roof_columns) {
      const auto it = std::find(roofs.header.begin(), roofs.header.end(), col);
      source.push_back(it == roofs.header.end() ? -1 : it - roofs.header.begin());
    }
    const auto cell = [&](const std::vector<std::string>& row, const std::string& col) {
      const auto it = std::find(roofs.header.begin(), roofs.header.end(), col);
      return it == roofs.header.end() ? std::string{} : plain_decimal(row[static_cast<std::size_t>(it - roofs.header.begin())]);
    };
    for (const auto& row : roofs.rows) {
      const bool compute = cell(row, "kind") == "compute";
      std::vector<std::string> out = {kSchemaVersion,
                                      s.run.folder,
                                      s.start,
                                      get(meta, "profile"),
                                      m.id,
                                      s.name,
                                      m.vendor,
                                      m.microarch,
                                      get(meta, "cpu_model"),
                                      positive_or_empty(m.physical_cores),
                                      positive_or_empty(m.smt),
                                      m.isa_level,
                                      positive_or_empty(m.clock_ghz),
                                      positive_or_empty(m.l3_bytes_per_domain),
                                      m.host,
                                      get(meta, "git_commit"),
                                      get(meta, "git_dirty"),
                                      get(meta, "analysis_commit"),
                                      cell(row, compute ? "gflop_per_s" : "gb_per_s"),
                                      compute ? "G" + dtype_unit(cell(row, "dtype")) + "/s" : "GB/s"};
      for (const auto i : source) out.push_back(i < 0 ? "" : plain_decimal(row[static_cast<std::size_t>(i)]));
      t.rows.push_back(std::move(out));
    }
  }
  return t;
}

int run_index(const IndexOptions& options, std::ostream& out, std::ostream& warnings) {
  const fs::path as_given(options.out_file);
  if (as_given.filename().empty() || as_given.filename() == "." || as_given.filename() == "..")
    throw InputError(options.out_file + ": expected a file name for the index CSV");
  const fs::path target = new_output_path(options.out_file);
  if (options.dirs.empty()) throw InputError("index: needs one or more folders to search");
  FleetReader fleet;
  for (const auto& dir : options.dirs) fleet.read_dir(dir);
  // Only now: a refused index says what stopped it in one line, which names the first skipped.
  for (const auto& why : fleet.skipped) warnings << "cpuroof: warning: " << why << "; skipped\n";
  const std::size_t skipped = fleet.skipped.size();
  std::vector<IndexedRun> runs = std::move(fleet.runs);
  const std::size_t run_count = runs.size();
  std::set<std::string> machines;  // from the runs, not the rows: a run without roofs still counts
  for (const auto& r : runs) machines.insert(machine_identity(r.meta).id);
  const CsvTable table = index_table(std::move(runs));
  const std::string text = table.to_string();

  write_file_atomically(target, text);
  out << "wrote " << options.out_file << ": " << run_count
      << (run_count == 1 ? " run, " : " runs, ") << machines.size()
      << (machines.size() == 1 ? " machine, " : " machines, ") << table.rows.size()
      << (table.rows.size() == 1 ? " row" : " rows");
  if (skipped > 0)
    out << "; " << skipped << (skipped == 1 ? " folder" : " folders")
        << " skipped (warnings above)";
  out << "\n";
  return 0;
}

}  // namespace cpuroof::analysis
