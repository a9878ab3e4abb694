// cpuroof-bench: measures this machine's roofs and kernels with Google Benchmark.
//   cpuroof-bench [--cpuroof_profile=smoke|quick|full] [--cpuroof_families=a,b] [--cpuroof_progress]
//                 [--cpuroof_budget=SECONDS] [--cpuroof_dry_run] [--cpuroof_cost_rates=TEXT]
//                 [--cpuroof_describe] [benchmark flags...]
// The profile sets default repetitions and minimum times; benchmark flags given later win. The
// quick and full profiles plan to a budget (30 s and 300 s unless --cpuroof_budget says otherwise,
// budget_plan.hpp); --cpuroof_dry_run prints the plan and its predicted time and measures nothing;
// --cpuroof_cost_rates costs the plan with the rates a dry run printed (cost_rates_text.hpp) instead
// of measuring them;
// --cpuroof_describe measures what a row of the core-model table needs (core_model_probe.hpp).
// --benchmark_out=PATH names a new file: it appears whole when the run succeeds, else not at all,
// and an existing file is never overwritten (staged_out_file.hpp).
// Exit status: 0 done; 1 the results could not be written (a read-only file system, no permission,
// a full disk, the file size limit, or standard output when the results go there); 2 bad
// arguments, checked before anything runs (an unknown option or family, a value Google Benchmark
// would misread, a filter that matches nothing, a --benchmark_out that exists, is a folder or is in
// a folder that does not exist); 3 internal error.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <functional>
#include <iostream>
#include <map>
#include <optional>
#include <regex>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <thread>
#include <utility>
#include <vector>

#include "aligned_buffer.hpp"
#include "budget_plan.hpp"
#include "core_model_probe.hpp"
#include "cost_calibration.hpp"
#include "cost_rates_text.hpp"
#include "domains.hpp"
#include "benchmark_flags.hpp"
#include "context_fields.hpp"
#include "core_kinds.hpp"
#include "cpu_budget.hpp"
#include "harness.hpp"
#include "git_commit.hpp"
#include "host_activity.hpp"
#include "json_file_reporter.hpp"
#include "progress_reporter.hpp"
#include "machine/bench_context.hpp"
#include "run_context.hpp"
#include "memory_budget.hpp"
#include "options.hpp"
#include "output_space.hpp"
#include "plan.hpp"
#include "pin_team.hpp"
#include "platform/platform.hpp"
#include "staged_out_file.hpp"

namespace {

using cpuroof::bench::Options;
using cpuroof::bench::Profile;

// The profile's Google Benchmark flags; its repetitions' time is the plan's (plan.hpp profile_min_time,
// shortened by the budget).
std::vector<std::string> profile_defaults(Profile p) {
  // Random interleaving runs the repetitions of all benchmarks in a shuffled order: comparisons are
  // interleaved (A B A B ...), never two blocks, and slow drift spreads over every benchmark alike.
  switch (p) {
    case Profile::smoke:
      return {"--benchmark_repetitions=2"};
    case Profile::quick:
      return {"--benchmark_repetitions=3", "--benchmark_enable_random_interleaving=true"};
    case Profile::full:
      return {"--benchmark_repetitions=5", "--benchmark_enable_random_interleaving=true"};
  }
  return {};
}

using cpuroof::bench::flag_value;

// What Google Benchmark will run: the registered benchmarks matching its filter, and their
// repetitions (their own, or the run's `repetitions`).
struct Expected {
  std::size_t benchmarks = 0, repetitions = 0;
};
// Whether --benchmark_filter selects a benchmark, as Google Benchmark reads it (a leading '-'
// negates; a pattern it would reject selects everything here: the flags were checked before).
std::function<bool(const cpuroof::bench::Registered&)> filter_of(const std::vector<std::string>& args) {
  std::string filter = flag_value(args, "filter", ".");
  const bool negate = !filter.empty() && filter[0] == '-';
  if (negate) filter = filter.substr(1);
  if (filter.empty() || filter == "all") filter = ".";
  std::optional<std::regex> re;
  try {
    re.emplace(filter, std::regex::extended);
  } catch (const std::regex_error&) {
  }
  return [re, negate](const cpuroof::bench::Registered& b) {
    return !re || std::regex_search(b.run_name(), *re) != negate;
  };
}

Expected expected_benchmarks(const std::vector<std::string>& args, int repetitions) {
  const auto selected = filter_of(args);
  Expected out;
  for (const auto& b : cpuroof::bench::registered())
    if (selected(b)) {
      ++out.benchmarks;
      out.repetitions += static_cast<std::size_t>(b.repetitions > 0 ? b.repetitions : repetitions);
    }
  return out;
}

// Smallest step the timer takes: every timed repetition lasts at least min_time, far above it.
double timer_resolution_ns() {
  using clock = std::chrono::steady_clock;
  double best = 1e9;
  for (int i = 0; i < 1000; ++i) {
    const auto a = clock::now();
    auto b = clock::now();
    while (b == a) b = clock::now();
    best = std::min(best, std::chrono::duration<double, std::nano>(b - a).count());
  }
  return best;
}

// The budgets, in the context (meta.json); a thread cap that binds is said on stderr once.
void record_budgets(const cpuroof::bench::CpuBudget& cpus, const cpuroof::bench::MemoryBudget& memory,
                    const cpuroof::bench::BenchPlan& plan) {
  using benchmark::AddCustomContext;
  AddCustomContext("cpuroof_cpus_machine", std::to_string(cpus.machine_cpus));
  AddCustomContext("cpuroof_cpus_allowed", std::to_string(cpus.allowed_cpus));
  AddCustomContext("cpuroof_cores_allowed", std::to_string(cpus.allowed_cores));
  AddCustomContext("cpuroof_threads_max", std::to_string(cpus.threads));
  AddCustomContext("cpuroof_threads_cap", cpus.cap);
  if (cpus.threads < cpus.machine_cores)
    std::cerr << "cpuroof-bench: measuring at most " << cpus.threads << " of the machine's " << cpus.machine_cores
              << " cores (" << cpus.cap << "; " << cpus.allowed_cpus << " of " << cpus.machine_cpus
              << " CPUs allowed)\n";
  AddCustomContext("cpuroof_memory_budget_bytes", std::to_string(memory.bytes));
  AddCustomContext("cpuroof_memory_budget_source", memory.source);
  AddCustomContext("cpuroof_memory_limits", memory.describe());
  AddCustomContext("cpuroof_ws_max_bytes", std::to_string(plan.ws_max_bytes));
  AddCustomContext("cpuroof_case_max_bytes", std::to_string(plan.case_max_bytes));
  AddCustomContext("cpuroof_huge_pages", cpuroof::platform::describe_huge_pages());
  AddCustomContext("cpuroof_ws_dense_max_bytes", std::to_string(plan.dense_max_bytes));
  AddCustomContext("cpuroof_last_cache_plan", plan.cache_note.empty() ? "as reported" : plan.cache_note);
  if (!plan.cache_note.empty()) std::cerr << "cpuroof-bench: note: " << plan.cache_note << "\n";
}

// What the memory budget shrank, planning and registering, in the context and on stderr once.
void record_memory_cuts(const cpuroof::bench::MemoryBudget& memory, const cpuroof::bench::BenchPlan& plan) {
  std::string cuts = plan.memory_note;
  for (const auto& cut : plan.memory_cuts) cuts += (cuts.empty() ? "" : "; ") + cut;
  benchmark::AddCustomContext("cpuroof_memory_plan", cuts.empty() ? "as the profile asks" : cuts);
  if (!cuts.empty())
    std::cerr << "cpuroof-bench: " << cuts << " (the run may use " << cpuroof::bench::bytes_text(memory.bytes) << ": "
              << memory.source << ")\n";
}

// Flushes standard output; false, having said why in one line, when what was written there is lost.
bool stdout_written() {
  errno = 0;
  std::cout.flush();
  const bool ok = std::fflush(stdout) == 0 && !std::ferror(stdout) && std::cout.good();
  if (!ok)
    std::cerr << "cpuroof-bench: standard output: write failed" << (errno != 0 ? ": " : "")
              << (errno != 0 ? std::strerror(errno) : "") << "\n";
  return ok;
}

// Seconds as the context and the dry run write them: to a tenth.
std::string seconds_text(double seconds) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f", seconds);
  return text;
}
nlohmann::json seconds_json(const std::map<std::string, double>& by_family) {
  nlohmann::json out = nlohmann::json::object();
  for (const auto& [family, seconds] : by_family) out[family] = std::round(seconds * 10) / 10;
  return out;
}

// Google Benchmark's arguments and where its results go, decided before anything runs.
struct Output {
  std::vector<std::string> args;  // the profile's defaults, then the user's
  std::string out;                // --benchmark_out, empty for none (or a listing)
  bool list_tests = false;
  bool interleaved = false;
  std::optional<cpuroof::bench::StagedOutFile> staged;  // a file written whole or not at all
  std::string json_path;                                // the file Google Benchmark writes
};

// The profile's arguments and the user's, checked; an exit status when they are bad.
std::optional<int> compose_args(const Options& o, const char* program, Output& r) {
  r.args = {program};
  for (const auto& d : profile_defaults(o.profile)) r.args.push_back(d);
  for (const auto& p : o.passthrough) r.args.push_back(p);
  try {
    cpuroof::bench::check_benchmark_flags(r.args);
  } catch (const std::invalid_argument& e) {
    std::cerr << "cpuroof-bench: " << e.what() << "\n";
    return 2;
  }
  return std::nullopt;
}

// Stages the output file (the listing writes none: list_tests) and hands Google Benchmark the
// arguments with the plan's repetition time before the user's (which win), whatever its environment
// variables say. An exit status when it cannot go on.
std::optional<int> prepare_output(Output& r, double min_time_s) {
  r.args.insert(r.args.begin() + 1, "--benchmark_min_time=" + std::to_string(min_time_s));
  try {
    r.list_tests = flag_value(r.args, "list_tests", "false") == "true";
    r.out = r.list_tests ? "" : flag_value(r.args, "out", "");
    if (!r.out.empty() && cpuroof::bench::out_file_to_stage(r.out)) r.staged.emplace(r.out);
  } catch (const cpuroof::bench::OutFileError& e) {
    std::cerr << "cpuroof-bench: " << e.what() << "\n";
    return e.status();
  } catch (const std::invalid_argument& e) {
    std::cerr << "cpuroof-bench: " << e.what() << "\n";
    return 2;
  }
  r.interleaved = flag_value(r.args, "enable_random_interleaving", "false") == "true";
  r.json_path = r.staged ? r.staged->path() : r.out;
  r.args.push_back("--benchmark_out=" + r.json_path);
  r.args.push_back(std::string("--benchmark_list_tests=") + (r.list_tests ? "true" : "false"));
  r.args.push_back(std::string("--benchmark_enable_random_interleaving=") + (r.interleaved ? "true" : "false"));
  std::vector<char*> cargs;
  for (auto& a : r.args) cargs.push_back(a.data());
  int cargc = static_cast<int>(cargs.size());
  benchmark::Initialize(&cargc, cargs.data());
  if (benchmark::ReportUnrecognizedArguments(cargc, cargs.data())) return 2;
  return std::nullopt;
}

// The chosen families (all without --cpuroof_families).
std::vector<const cpuroof::bench::Family*> selected_families(const Options& o) {
  std::vector<const cpuroof::bench::Family*> selected;
  const auto chosen = [&](const char* name) {
    return name && std::find(o.only_families.begin(), o.only_families.end(), name) != o.only_families.end();
  };
  for (const auto& family : cpuroof::bench::families())
    if (o.only_families.empty() || chosen(family.name) || chosen(family.comes_with)) selected.push_back(&family);
  return selected;
}

// What the run measures and what it costs, for the dry run and the context.
struct RunPlan {
  std::vector<std::string> args;  // Google Benchmark's: its filter selects what runs
  cpuroof::bench::BudgetedPlan budgeted;
  cpuroof::bench::Domains domains;
  double budget_s = 0;
  cpuroof::bench::CostRates rates;
  bool rates_given = false;  // --cpuroof_cost_rates, not measured here
};

// The budget and what it made of the plan, in the context (meta.json).
void record_run_plan(double budget_s, const cpuroof::bench::BudgetedPlan& b) {
  using benchmark::AddCustomContext;
  std::string given_up;
  for (const auto& step : b.plan.thrift) given_up += (given_up.empty() ? "" : "; ") + step;
  AddCustomContext("cpuroof_budget_s", budget_s > 0 ? seconds_text(budget_s) : "none");
  AddCustomContext("cpuroof_budget_plan", given_up.empty() ? "as the profile plans it" : given_up);
  AddCustomContext("cpuroof_predicted_s", b.costed ? seconds_text(b.predicted_s) : "not predicted");
  AddCustomContext("cpuroof_predicted_family_s", seconds_json(b.predicted_by_family).dump());
  AddCustomContext("cpuroof_min_time_s", std::to_string(b.plan.min_time_s));
  AddCustomContext("cpuroof_repetitions_past_caches",
                   "roofs " + std::to_string(b.plan.roof_dram_repetition_factor * b.plan.repetitions) + ", kernels " +
                       std::to_string(b.plan.kernel_dram_repetition_factor * b.plan.repetitions));
  std::string threads;
  for (const int t : b.plan.threads) threads += (threads.empty() ? "" : ",") + std::to_string(t);
  AddCustomContext("cpuroof_threads_planned", threads);
  if (!b.fits)
    std::cerr << "cpuroof-bench: note: predicted " << seconds_text(b.predicted_s) << " s, over the budget of "
              << seconds_text(budget_s) << " s with every economy taken\n";
}

// A list of CPUs as ranges ("0-7,96-103"), or where there are many, its first and last.
std::string cpu_ranges(const std::vector<int>& cpus) {
  constexpr std::size_t kShown = 6;
  std::vector<std::string> parts;
  for (std::size_t i = 0; i < cpus.size();) {
    std::size_t j = i;
    while (j + 1 < cpus.size() && cpus[j + 1] == cpus[j] + 1) ++j;
    parts.push_back(std::to_string(cpus[i]) + (j > i ? "-" + std::to_string(cpus[j]) : ""));
    i = j + 1;
  }
  std::string out;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    if (parts.size() > kShown && i == kShown - 1) {
      out += ",...," + parts.back();
      break;
    }
    out += (i ? "," : "") + parts[i];
  }
  return out;
}

// The dry run: what the plan measures and what each family is predicted to cost; its last line is
// "plan: N benchmarks, R repetitions, threads 1..T, predicted S s".
void print_plan(std::ostream& out, Profile profile, const RunPlan& p) {
  const cpuroof::bench::BenchPlan& plan = p.budgeted.plan;
  using cpuroof::bench::bytes_text;
  out << "cpuroof-bench dry run: the " << cpuroof::bench::profile_name(profile)
      << " profile's plan, nothing measured\n";
  out << "machine: " << cpuroof::bench::describe_domains(p.domains) << "\n";
  out << "placements:";
  for (const auto& at : plan.placements)
    out << " " << (at.kind.empty() ? "" : at.kind + ":") << at.threads
        << (at.cpus.empty() ? "" : " [" + cpu_ranges(at.cpus) + "]") << ";";
  out << (plan.placements.empty() || plan.placements.front().cpus.empty() ? " unpinned" : " pinned") << "\n";
  out << "working sets: " << bytes_text(plan.ws_min_bytes) << " to " << bytes_text(plan.ws_max_bytes) << ", dense to "
      << bytes_text(plan.dense_max_bytes) << " (last cache taken as " << bytes_text(plan.last_cache_bytes) << ")\n";
  out << "repetitions: " << plan.repetitions << " of " << seconds_text(plan.min_time_s * 1000)
      << " ms each; past the caches x" << plan.roof_dram_repetition_factor << " for the roofs, x"
      << plan.kernel_dram_repetition_factor << " for the kernels\n";
  out << "budget: " << (p.budget_s > 0 ? seconds_text(p.budget_s) + " s" : "none") << "; ";
  if (plan.thrift.empty())
    out << "the profile's plan fits";
  else
    for (std::size_t i = 0; i < plan.thrift.size(); ++i) out << (i ? "; " : "given up to fit: ") << plan.thrift[i];
  if (!p.budgeted.fits) out << " (still over)";
  out << "\n";
  const auto& r = p.rates;
  char rates[256];
  std::snprintf(rates, sizeof rates,
                "rates %s: DRAM %.0f GB/s on 1 thread, %.0f on %d; writes %.0f, %.0f; first touch %.1f; "
                "%.0f GFLOP/s vectorised, %.1f in a chain; clock %.2f GHz\n",
                p.rates_given ? "given" : "measured here", r.dram_bytes_per_s_1 / 1e9, r.dram_bytes_per_s_all / 1e9,
                r.threads, r.fill_bytes_per_s_1 / 1e9, r.fill_bytes_per_s_all / 1e9, r.populate_bytes_per_s / 1e9,
                r.flops_per_s / 1e9, r.scalar_flops_per_s / 1e9, r.clock_hz / 1e9);
  out << rates << "cost rates: " << cpuroof::bench::cost_rates_text(r) << "\n";
  std::map<std::string, std::pair<std::size_t, std::size_t>> counts;  // family: benchmarks, repetitions
  std::size_t benchmarks = 0, repetitions = 0;
  const auto selected = filter_of(p.args);
  for (const auto& b : cpuroof::bench::registered()) {
    if (!selected(b)) continue;
    auto& c = counts[b.name.substr(0, b.name.find('/'))];
    const std::size_t reps = static_cast<std::size_t>(b.repetitions > 0 ? b.repetitions : plan.repetitions);
    ++c.first, c.second += reps;
    ++benchmarks, repetitions += reps;
  }
  char line[128];
  for (const auto& [family, seconds] : p.budgeted.predicted_by_family) {
    std::snprintf(line, sizeof line, "  %-10s %5zu benchmarks %6zu repetitions %7.1f s\n", family.c_str(),
                  counts[family].first, counts[family].second, seconds);
    out << line;
  }
  std::snprintf(line, sizeof line, "  %-10s %7.1f s\n", "start-up",
                p.budgeted.predicted_s - cpuroof::bench::total_seconds(p.budgeted.predicted_by_family));
  out << line;
  out << "plan: " << benchmarks << " benchmarks, " << repetitions << " repetitions, threads 1.."
      << (plan.threads.empty() ? 1 : plan.threads.back()) << ", predicted " << std::llround(p.budgeted.predicted_s)
      << " s\n";
}

// The machine, the run's settings and its budgets in the context (meta.json), and the plan they allow:
// threads and sizes from what this process may use, not from what the machine has, within the time
// budget; its benchmarks registered (harness.hpp registered()).
RunPlan plan_run(const Options& o, const Output& r, const std::vector<int>& started_on,
                 cpuroof::bench::MemoryBudget& memory, std::chrono::steady_clock::time_point started) {
  using benchmark::AddCustomContext;
  RunPlan out;
  out.args = r.args;
  const cpuroof::bench::RunContext machine = cpuroof::bench::collect_run_context();
  for (const auto& [key, value] : machine.fields) AddCustomContext("cpuroof_" + key, value);
  AddCustomContext("cpuroof_profile", cpuroof::bench::profile_name(o.profile));
  AddCustomContext("cpuroof_schema_version", std::to_string(cpuroof::kBenchContextSchemaVersion));
  AddCustomContext("cpuroof_timer_resolution_ns", std::to_string(timer_resolution_ns()));
  AddCustomContext("cpuroof_repetitions", flag_value(r.args, "repetitions", "1"));
  AddCustomContext("cpuroof_random_interleaving",
                   flag_value(r.args, "enable_random_interleaving", "false") == "true" ? "true" : "false");

  out.domains = cpuroof::bench::read_machine_domains(started_on);
  const bool here = out.domains.this_system;
  // Another machine's topology (the dry run's HWLOC_XMLFILE or HWLOC_SYNTHETIC): its cores and
  // caches as hwloc describes them, this process's mask and quotas left out.
  const cpuroof::bench::CpuBudget cpus =
      here ? cpuroof::bench::read_cpu_budget(started_on)
           : cpuroof::bench::planned_cpu_budget(static_cast<int>(out.domains.core_cpus.size()));
  memory = cpuroof::bench::read_memory_budget();
  if (!here && out.domains.memory_bytes > 0) memory = cpuroof::bench::planned_memory_budget(out.domains.memory_bytes);
  std::size_t largest_cache = 0;
  for (const auto& c : machine.caches) largest_cache = std::max(largest_cache, c.bytes);
  if (!here) largest_cache = out.domains.last_cache_total_bytes;
  const std::vector<cpuroof::bench::CoreKind> kinds =
      cpuroof::bench::read_machine_core_kinds(here ? started_on : std::vector<int>{});
  AddCustomContext("cpuroof_core_kinds", cpuroof::bench::core_kinds_json(kinds));
  AddCustomContext("cpuroof_placement", cpuroof::bench::describe_placement(cpuroof::bench::placement_method(
                                            cpuroof::bench::is_hybrid(kinds), cpuroof::bench::can_bind_threads())));
  const int repetitions = std::stoi(flag_value(r.args, "repetitions", "1"));  // checked: 1 or more
  const std::string user_min_time = flag_value(r.args, "min_time", "");
  const auto base = [&] {
    cpuroof::bench::BenchPlan plan =
        cpuroof::bench::make_plan(o.profile, largest_cache, memory.bytes, cpus.threads, kinds, &out.domains);
    plan.repetitions = repetitions;
    if (!user_min_time.empty()) plan.min_time_s = std::stod(user_min_time);  // checked: a number
    return plan;
  };
  const std::vector<const cpuroof::bench::Family*> families = selected_families(o);
  const auto register_plan = [&](const cpuroof::bench::BenchPlan& plan) {
    for (const auto* family : families) family->registrar(plan);
  };
  // The rates the plan is costed with, measured before the pool keeps any block, on this machine's
  // threads (a planned machine's more threads are extrapolated: run_cost.hpp rate_at); only where
  // there is a budget or a dry run to cost.
  out.budget_s = o.budget_s.value_or(cpuroof::bench::default_budget_s(o.profile));
  const int here_threads =
      here
          ? cpus.threads
          : std::max(1, static_cast<int>(started_on.empty() ? std::thread::hardware_concurrency() : started_on.size()));
  out.rates_given = !o.cost_rates.empty();
  if (out.rates_given)
    out.rates = cpuroof::bench::parse_cost_rates(o.cost_rates, static_cast<double>(base().last_cache_bytes));
  else if (out.budget_s > 0 || o.dry_run)
    out.rates = cpuroof::bench::calibrate_cost_rates(here_threads, base().last_cache_bytes);
  const double spent_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  out.budgeted = cpuroof::bench::plan_within_budget(base, register_plan, filter_of(r.args), out.budget_s, spent_s,
                                                    !user_min_time.empty(), out.rates);
  const cpuroof::bench::BenchPlan& plan = out.budgeted.plan;
  record_budgets(cpus, memory, plan);
  record_run_plan(out.budget_s, out.budgeted);
  AddCustomContext("cpuroof_kernels", cpuroof::bench::kernel_catalogue(families).dump());
  cpuroof::bench::set_verification_threads(cpus.threads);

  // Reused buffers were first touched by other threads: fine on one NUMA node, wrong on several. The
  // pool keeps up to a quarter of the budget: enough for every buffer size of the DRAM-sized
  // benchmarks (a quick run's pool peaked at 4.2 GiB on a 2-vCPU Zen 5 VM with 512 MiB working
  // sets), so that their repetitions re-fault nothing.
  const std::size_t pool_bytes = machine.numa_nodes == 1 ? memory.bytes / 4 : 0;
  cpuroof::set_block_retention(pool_bytes, cpus.threads);
  AddCustomContext("cpuroof_buffer_reuse", pool_bytes > 0 ? "on" : "off");
  AddCustomContext("cpuroof_buffer_pool_max_bytes", std::to_string(pool_bytes));
  return out;
}

// Runs into --benchmark_out (repetitions only: json_file_reporter.hpp). A write that fails stops the
// run (exit 1); a file left short of the document is exit 1 too.
int run_to_file(Output& r, benchmark::BenchmarkReporter* display, const std::vector<int>& started_on,
                std::chrono::steady_clock::time_point started) {
  cpuroof::bench::RepetitionsJsonReporter file_reporter(r.out, r.json_path);
  const auto host_before = cpuroof::bench::sample_host(started_on);
  const std::size_t ran = benchmark::RunSpecifiedBenchmarks(display, &file_reporter);
  const auto host_after = cpuroof::bench::sample_host(started_on);
  if (ran == 0) {  // the filter was checked before, so only a disagreement with Google Benchmark lands here
    std::cerr << "cpuroof-bench: --benchmark_filter=" << flag_value(r.args, "filter", ".")
              << ": no benchmark ran; nothing written\n";
    return 2;
  }
  if (!file_reporter.complete()) return 1;
  if (!r.staged) return 0;  // a stream written directly keeps what it got
  // The peak and the host's activity are known only now: added to the context the staged file holds
  // (context_fields.hpp), which then takes its name.
  const double measured_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  std::vector<std::pair<std::string, std::string>> fields = {
      {"cpuroof_peak_rss_bytes", std::to_string(cpuroof::platform::peak_rss_bytes())},
      {"cpuroof_measured_s", seconds_text(measured_s)},
      {"cpuroof_measured_family_s", seconds_json(cpuroof::bench::measured_by_family()).dump()}};
  if (host_before && host_after)
    for (auto& field : cpuroof::bench::host_activity_fields(*host_before, *host_after)) fields.push_back(field);
  const std::string error = cpuroof::bench::add_context_fields(r.json_path, r.staged->scratch_path(), fields);
  if (!error.empty())
    std::cerr << "cpuroof-bench: --benchmark_out=" << r.out << ": peak RSS and host activity not recorded: " << error
              << "\n";
  try {
    r.staged->commit();
  } catch (const cpuroof::bench::OutFileError& e) {
    std::cerr << "cpuroof-bench: " << e.what() << "\n";
    return e.status();
  }
  return 0;
}

// --cpuroof_describe: this CPU's core-model facts, measured; nothing else runs.
int describe(std::ostream& out) {
  hwloc_topology_t topology;
  hwloc_topology_init(&topology);
  hwloc_topology_load(topology);
  const cpuroof::bench::CpuIdentity cpu = cpuroof::bench::cpu_identity(topology);
  hwloc_topology_destroy(topology);
  cpuroof::bench::describe_core(out, cpu);
  return stdout_written() ? 0 : 1;
}

int run(int argc, char** argv) {
  const auto started = std::chrono::steady_clock::now();
  Options options;
  try {
    options = cpuroof::bench::parse_options(argc, argv);
  } catch (const std::exception& e) {
    std::cerr << "cpuroof-bench: " << e.what() << "\n";
    return 2;
  }
  if (options.help) {  // before anything is planned or measured
    benchmark::PrintDefaultHelp();
    cpuroof::bench::print_options_help(std::cout);
    return stdout_written() ? 0 : 1;
  }
  if (options.version) {
    std::cout << "cpuroof-bench " CPUROOF_VERSION " (commit " CPUROOF_BUILD_GIT_COMMIT
                 ", modified: " CPUROOF_BUILD_GIT_DIRTY ")\n";
    return stdout_written() ? 0 : 1;
  }
  if (options.describe) return describe(std::cout);
  Output output;
  if (const auto failed = compose_args(options, argv[0], output)) return *failed;

  const std::vector<int> started_on = cpuroof::platform::startup_cpus();
  cpuroof::bench::MemoryBudget memory;
  const RunPlan run_plan = plan_run(options, output, started_on, memory, started);
  const cpuroof::bench::BenchPlan& plan = run_plan.budgeted.plan;
  if (options.dry_run) {
    print_plan(std::cout, options.profile, run_plan);
    return stdout_written() ? 0 : 1;
  }
  if (!run_plan.domains.this_system && flag_value(output.args, "list_tests", "false") != "true") {
    std::cerr << "cpuroof-bench: hwloc describes another machine (HWLOC_XMLFILE or HWLOC_SYNTHETIC is set): "
                 "--cpuroof_dry_run plans for it, nothing measures it\n";
    return 2;
  }
  if (const auto failed = prepare_output(output, plan.min_time_s)) return *failed;
  cpuroof::bench::register_with_benchmark();
  record_memory_cuts(memory, plan);

  // A selection that matches nothing is a mistake in the command, not an empty run: no file is written.
  const Expected expected = expected_benchmarks(output.args, plan.repetitions);
  if (expected.benchmarks == 0) {
    std::cerr << "cpuroof-bench: --benchmark_filter=" << flag_value(output.args, "filter", ".")
              << " matches none of the " << cpuroof::bench::registered().size() << " benchmarks registered"
              << (options.only_families.empty() ? "" : " for --cpuroof_families") << "; nothing to measure\n";
    return 2;
  }
  // A disk too full for the results, or a file size limit too small, stops the run now, not after
  // measuring (exit 1, as a failed write).
  if (output.staged && !cpuroof::bench::room_for_results(output.out, expected.repetitions, std::cerr)) return 1;
  cpuroof::bench::ProgressReporter progress_reporter(expected.benchmarks, expected.repetitions, output.interleaved);
  if (options.progress)
    cpuroof::bench::observe_calls([&progress_reporter](const std::string& name) { progress_reporter.on_call(name); });
  benchmark::BenchmarkReporter* display =
      options.progress ? &progress_reporter : benchmark::CreateDefaultDisplayReporter();
  if (!output.out.empty()) {
    const int status = run_to_file(output, display, started_on, started);
    benchmark::Shutdown();
    return status;
  }
  benchmark::RunSpecifiedBenchmarks(display);
  benchmark::Shutdown();
  // Where standard output carries the results (the table, the listing), losing it loses them.
  return stdout_written() ? 0 : 1;
}

}  // namespace

// An exception nothing handled (a kernel or library failing, out of memory): one line, exit 3 (not
// bad arguments, 2, nor a failed write, 1), never an abort.
int main(int argc, char** argv) {
  // A file size limit (ulimit -f) makes a write fail with EFBIG, reported as any failed write,
  // instead of ending the process without a word and leaving a truncated file.
  std::signal(SIGXFSZ, SIG_IGN);
  try {
    return run(argc, argv);
  } catch (const std::exception& e) {
    std::cerr << "cpuroof-bench: internal error: " << e.what() << "\n";
  } catch (...) {
    std::cerr << "cpuroof-bench: internal error: unknown exception\n";
  }
  return 3;
}
