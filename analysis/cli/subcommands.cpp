#include "cli/subcommand.hpp"

namespace cpuroof::analysis {

std::vector<Subcommand> add_subcommands(CLI::App& app) {
  return {add_fit_command(app),   add_show_command(app),    add_plot_command(app),  add_compare_command(app),
          add_index_command(app), add_history_command(app), add_place_command(app), add_machine_name_command(app)};
}

std::string joined_inputs(const std::vector<std::string>& inputs) {
  std::string joined;
  for (const auto& input : inputs) joined += (joined.empty() ? "" : ", ") + input;
  return joined;
}

}  // namespace cpuroof::analysis
