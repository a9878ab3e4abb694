#pragma once
// A subcommand of the cpuroof CLI. Each cli/<name>.cpp declares its own: its CLI11 options, help and
// examples, and what runs it once they are parsed. main.cpp adds them all through subcommands(),
// an explicit list: a self-registering file in a static library would be dropped by the linker.
#include <functional>
#include <ostream>
#include <string>
#include <vector>

namespace CLI {
class App;
}

namespace cpuroof::analysis {

struct Subcommand {
  CLI::App* command;                      // parsed into; true when chosen on the command line
  std::function<int(std::ostream&)> run;  // its exit status
  std::function<std::string()> inputs;    // the files it works on, for an internal error's line
};

// Each adds its subcommand to `app`; the options it parses into live as long as the Subcommand.
Subcommand add_fit_command(CLI::App& app);
Subcommand add_show_command(CLI::App& app);
Subcommand add_plot_command(CLI::App& app);
Subcommand add_compare_command(CLI::App& app);
Subcommand add_index_command(CLI::App& app);
Subcommand add_history_command(CLI::App& app);
Subcommand add_place_command(CLI::App& app);
Subcommand add_machine_name_command(CLI::App& app);

// Every subcommand added to `app`, in the order --help lists them.
std::vector<Subcommand> add_subcommands(CLI::App& app);

// The inputs a subcommand names, joined for an internal error's line ("a, b").
std::string joined_inputs(const std::vector<std::string>& inputs);

}  // namespace cpuroof::analysis
