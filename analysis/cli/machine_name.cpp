#include "cli/machine_name.hpp"

#include <CLI/CLI.hpp>
#include <filesystem>
#include <map>
#include <memory>

#include "cli/subcommand.hpp"
#include "io/load.hpp"
#include "model/identity.hpp"
#include "format/meta_json.hpp"
#include "report/meta.hpp"

namespace fs = std::filesystem;

namespace cpuroof::analysis {

int run_machine_name(const std::string& path, std::ostream& out) {
  const fs::path p(path);
  std::map<std::string, std::string> meta;
  if (fs::is_directory(p))
    meta = read_metadata((p / kMetaFile).string());
  else if (p.filename() == kMetaFile)
    meta = read_metadata(path);
  else
    meta = run_metadata(load_raw_file(path));
  out << machine_folder_name(machine_identity(meta)) << "\n";
  return 0;
}

Subcommand add_machine_name_command(CLI::App& app) {
  auto path = std::make_shared<std::string>();
  auto* machine_name_cmd = app.add_subcommand(
      "machine-name", "Print the result-folder name of the machine a run measured (e.g. amd-zen5-2c)");
  machine_name_cmd->add_option("file", *path, "raw.json ('-': standard input), meta.json or a result folder")
      ->required();
  machine_name_cmd->footer("Example:\n  cpuroof machine-name results/amd-zen3-2c/2026-11-30T03-38-12Z");
  return {machine_name_cmd, [path](std::ostream& out) { return run_machine_name(*path, out); },
          [path] { return *path; }};
}

}  // namespace cpuroof::analysis
