// Hostile inputs for tests/hostile_strings.sh, built from the synthetic run (synthetic_run.hpp):
// one string put in every field of the inputs that reaches a plot, a report or the terminal, and a
// check of the Markdown and the HTML cpuroof wrote from them.
//   make_hostile_inputs run DIR STRING      DIR/raw.json (context, kernel names, labels, a failed
//       benchmark, the kernel catalog), DIR/raw-kind.json (the same with STRING as every
//       benchmark's kind of core), DIR/place.csv and DIR/place.json (names, host)
//   make_hostile_inputs folder DIR STRING   rewrites a result folder: every text field of
//   meta.json but its start time, set to one (history orders runs by it and refuses a run without
//   one; it is only ever parsed as a time, never shown),
//       and the level, access and ISA names of roofs.csv and points.csv
//   make_hostile_inputs check-markdown FILE...   exit 1 naming each line where text outside a code
//       span would be read as HTML or a link, or a table row has other cells than its header
//   make_hostile_inputs check-html FILE...   exit 1 naming each place where a report.html holds
//       markup its writer does not make (html_check.hpp)
#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "html_check.hpp"
#include "io/csv.hpp"
#include "synthetic_run.hpp"

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

std::string read(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

void write(const fs::path& p, const std::string& text) { std::ofstream(p, std::ios::binary) << text; }

// Strings as JSON can hold them: invalid UTF-8 replaced (the loader refuses it whole).
std::string dump(const json& j) { return j.dump(1, ' ', false, json::error_handler_t::replace) + "\n"; }

std::string replaced(std::string s, char from, char to) {
  for (char& c : s)
    if (c == from) c = to;
  return s;
}

// The part of a benchmark name between two '/' (and of a label value, between spaces).
std::string name_part(const std::string& s) { return replaced(s, '/', '_'); }
std::string label_value(const std::string& s) {
  std::string out = name_part(s);
  for (char& c : out)
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f') c = '_';
  return out;
}

void rename_benchmark(json& b, const std::string& run_name) {
  b["name"] = run_name;
  b["run_name"] = run_name;
}

json hostile_run(const std::string& h) {
  cpuroof::testing::SyntheticOptions o;
  o.accesses = {"read", "copy", "add", "triad"};
  o.sections = o.catalog = true;
  json run = cpuroof::testing::synthetic_run(o);
  const std::string part = name_part(h);
  json& benches = run["benchmarks"];
  json extra = json::array();
  for (json& b : benches) {
    const std::string name = b["run_name"];
    // The tiny kernel becomes the hostile one: family, kernel, implementation, a parameter and its
    // ISA.
    if (name.rfind("tiny/", 0) == 0) {
      const std::string threads = name.substr(name.find("/threads:"));
      rename_benchmark(b, part + "/" + part + "/" + part + "/f64/" + part + ":" + part + threads);
      b["label"] = "isa=" + label_value(h);
    }
    // A gemm copy whose dtype is the string.
    if (name.rfind("gemm/", 0) == 0) {
      json copy = b;
      const std::string threads = name.substr(name.find("/threads:"));
      rename_benchmark(copy, "gemm/" + part + "/hand/" + part + "/n:64" + threads);
      extra.push_back(copy);
    }
  }
  for (json& b : extra) benches.push_back(b);
  json failed = cpuroof::testing::gb_entry(h, 0, 1, json::object());
  rename_benchmark(failed, h);
  failed["error_occurred"] = true;
  failed["error_message"] = h;
  benches.push_back(failed);

  json& context = run["context"];
  for (const char* key : {"cpuroof_cpu_model",
                          "cpuroof_cpu_vendor",
                          "cpuroof_isa_level",
                          "cpuroof_isa_flags",
                          "cpuroof_virtualization",
                          "cpuroof_os",
                          "cpuroof_kernel",
                          "cpuroof_compiler",
                          "cpuroof_compiler_flags",
                          "cpuroof_openblas_core_type",
                          "cpuroof_openblas_config",
                          "cpuroof_eigen_version",
                          "cpuroof_blas",
                          "cpuroof_placement",
                          "cpuroof_cpu_core_names",
                          "cpuroof_profile",
                          "cpuroof_git_commit",
                          "cpuroof_threads_cap",
                          "cpuroof_cpus_allowed",
                          "cpuroof_cpus_machine",
                          "cpuroof_start_time_utc",
                          "host_name",
                          "date"})
    context[key] = h;
  context["cpuroof_threads_max"] = "1";  // fewer than the cores: the restriction line is written
  // The catalog's texts: the intensity and fusion sections quote them.
  json catalog = json::parse(context["cpuroof_kernels"].get<std::string>());
  for (json& family : catalog["families"]) {
    family["description"] = h;
    for (json& kernel : family.value("kernels", json::array()))
      for (const char* key : {"description", "eager_passes", "why_slower"})
        if (kernel.contains(key)) kernel[key] = h;
  }
  context["cpuroof_kernels"] = catalog.dump(-1, ' ', false, json::error_handler_t::replace);
  return run;
}

// Every benchmark pinned to a kind of core named by the string: the roofs and points of that kind,
// and its data file, carry it.
json hostile_kind_run(const std::string& h) {
  json run = cpuroof::testing::synthetic_run();
  for (json& b : run["benchmarks"]) {
    const std::string name = b["run_name"];
    const auto at = name.find("/threads:");
    rename_benchmark(b, name.substr(0, at) + "/kind:" + name_part(h) + name.substr(at));
  }
  run["context"]["cpuroof_cpu_model"] = h;
  return run;
}

void write_run_inputs(const fs::path& dir, const std::string& h) {
  fs::create_directories(dir);
  write(dir / "raw.json", dump(hostile_run(h)));
  write(dir / "raw-kind.json", dump(hostile_kind_run(h)));
  cpuroof::analysis::CsvTable csv;
  csv.header = {"name", "flops", "bytes", "seconds"};
  csv.rows = {{h, "2e6", "12e6", "0.001"}};
  write(dir / "place.csv", csv.to_string());
  json bench = cpuroof::testing::gb_entry("json " + h, 0, 1000, {{"flops", 1e9}, {"bytes", 2e10}, {"omp_threads", 1}});
  rename_benchmark(bench, "json " + h);
  write(dir / "place.json", dump({{"context", {{"host_name", h}}}, {"benchmarks", json::array({bench})}}));
}

bool number(const std::string& s) {
  if (s.empty()) return false;
  std::size_t used = 0;
  try {
    std::stod(s, &used);
  } catch (const std::exception&) {
    return false;
  }
  return used == s.size();
}

// Level, access and ISA names of a table each prefixed with the string (distinct names stay
// distinct).
void rewrite_table(const fs::path& path, const std::string& h) {
  auto t = cpuroof::analysis::parse_csv(read(path), path.string());
  for (const char* column : {"level", "variant", "isa"}) {
    const auto at = std::find(t.header.begin(), t.header.end(), column);
    if (at == t.header.end()) continue;
    for (auto& row : t.rows) {
      std::string& cell = row[static_cast<std::size_t>(at - t.header.begin())];
      if (!cell.empty()) cell = h + " " + cell;
    }
  }
  write(path, t.to_string());
}

void rewrite_folder(const fs::path& dir, const std::string& h) {
  json meta = json::parse(read(dir / "meta.json"));
  for (auto& [key, value] : meta.items())
    if (value.is_string() && !number(value.get<std::string>())) value = h;
  meta["start_time_utc"] = "2026-12-01T00:00:00Z";
  write(dir / "meta.json", dump(meta));
  rewrite_table(dir / "roofs.csv", h);
  rewrite_table(dir / "points.csv", h);
}

// Whether s[i] is escaped: an odd number of backslashes before it.
bool escaped(const std::string& s, std::size_t i) {
  std::size_t n = 0;
  while (i > n && s[i - n - 1] == '\\') ++n;
  return n % 2 == 1;
}

// The line without its code spans (a backtick run up to the next run of the same length).
std::string outside_code(const std::string& line) {
  std::string out;
  for (std::size_t i = 0; i < line.size();) {
    if (line[i] != '`' || escaped(line, i)) {
      out += line[i++];
      continue;
    }
    std::size_t n = 0;
    while (i + n < line.size() && line[i + n] == '`') ++n;
    std::size_t close = std::string::npos;
    for (std::size_t j = i + n; j < line.size();) {
      std::size_t m = 0;
      while (j + m < line.size() && line[j + m] == '`') ++m;
      if (m == n) {
        close = j;
        break;
      }
      j += m ? m : 1;
    }
    if (close == std::string::npos) {
      out += line.substr(i, n);
      i += n;
    } else {
      i = close + n;
    }
  }
  return out;
}

std::size_t cell_boundaries(const std::string& line) {
  std::size_t n = 0;
  for (std::size_t i = 0; i < line.size(); ++i) n += line[i] == '|' && !escaped(line, i);
  return n;
}

int check_markdown(const std::vector<std::string>& files) {
  int problems = 0;
  auto problem = [&](const std::string& file, std::size_t line, const std::string& what) {
    std::cout << file << ":" << line << ": " << what << "\n";
    ++problems;
  };
  for (const auto& file : files) {
    std::istringstream in(read(file));
    std::size_t number = 0, header_cells = 0;
    for (std::string line; std::getline(in, line);) {
      ++number;
      const std::string text = outside_code(line);
      for (std::size_t i = 0; i + 1 < text.size(); ++i) {
        if (escaped(text, i)) continue;
        const char next = text[i + 1];
        if (text[i] == '<' &&
            (std::isalpha(static_cast<unsigned char>(next)) || next == '/' || next == '!' || next == '?')) {
          const std::string tag = text.substr(i, text.find('>', i) - i + 1);
          if (tag != "<details>" && tag != "</details>" && tag != "<summary>" && tag != "</summary>")
            problem(file, number, "HTML outside a code span: " + tag.substr(0, 40));
        }
        if (text[i] == ']' && next == '(') problem(file, number, "a link or image outside a code span");
      }
      if (line.empty() || line[0] != '|') {
        header_cells = 0;
      } else if (header_cells == 0) {
        header_cells = cell_boundaries(line);
      } else if (cell_boundaries(line) != header_cells) {
        problem(file, number, "a table row with other cells than its header");
      }
    }
  }
  return problems ? 1 : 0;
}

}  // namespace

int check_html(const std::vector<std::string>& files) {
  int problems = 0;
  for (const auto& file : files)
    for (const auto& p : cpuroof::testing::html_page_problems(read(file))) {
      std::cout << file << ": " << p << "\n";
      ++problems;
    }
  return problems > 0 ? 1 : 0;
}

int main(int argc, char** argv) {
  const std::vector<std::string> args(argv + 1, argv + argc);
  if (args.size() == 3 && args[0] == "run") {
    write_run_inputs(args[1], args[2]);
    return 0;
  }
  if (args.size() == 3 && args[0] == "folder") {
    rewrite_folder(args[1], args[2]);
    return 0;
  }
  if (args.size() >= 2 && args[0] == "check-markdown") return check_markdown({args.begin() + 1, args.end()});
  if (args.size() >= 2 && args[0] == "check-html") return check_html({args.begin() + 1, args.end()});
  std::cerr << "usage: make_hostile_inputs run|folder DIR STRING | check-markdown FILE... | check-html FILE...\n";
  return 2;
}
