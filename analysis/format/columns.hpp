#pragma once
// Every column name of every table a result folder, a comparison or a fleet index holds, spelled once:
// the tables' writers and readers (format/) and whatever looks a cell up by its column use these.
// A name means one thing in every table that has it (results/README.md documents them).

namespace cpuroof::analysis::col {

// First in roofs.csv.
inline constexpr char schema_version[] = "schema_version";
inline constexpr char kind[] = "kind";
inline constexpr char level[] = "level";
inline constexpr char dtype[] = "dtype";
inline constexpr char unit[] = "unit";
inline constexpr char isa[] = "isa";
inline constexpr char variant[] = "variant";
inline constexpr char threads[] = "threads";
inline constexpr char best[] = "best";
inline constexpr char gflop_per_s[] = "gflop_per_s";
inline constexpr char gflop_per_s_ci_low[] = "gflop_per_s_ci_low";
inline constexpr char gflop_per_s_ci_high[] = "gflop_per_s_ci_high";
inline constexpr char gb_per_s[] = "gb_per_s";
inline constexpr char gb_per_s_ci_low[] = "gb_per_s_ci_low";
inline constexpr char gb_per_s_ci_high[] = "gb_per_s_ci_high";
inline constexpr char clock_ghz[] = "clock_ghz";
inline constexpr char flop_per_cycle_per_core[] = "flop_per_cycle_per_core";
inline constexpr char bytes_per_cycle_per_core[] = "bytes_per_cycle_per_core";
inline constexpr char theoretical_gflop_per_s[] = "theoretical_gflop_per_s";
inline constexpr char theoretical_gb_per_s[] = "theoretical_gb_per_s";
inline constexpr char fraction_of_theoretical[] = "fraction_of_theoretical";
inline constexpr char exceeds_theoretical[] = "exceeds_theoretical";
inline constexpr char bus_gb_per_s[] = "bus_gb_per_s";
inline constexpr char saturation_threads[] = "saturation_threads";
inline constexpr char ws_low_bytes[] = "ws_low_bytes";
inline constexpr char ws_high_bytes[] = "ws_high_bytes";
inline constexpr char judged_from_bytes[] = "judged_from_bytes";
inline constexpr char source[] = "source";

// First in points.csv.
inline constexpr char benchmark[] = "benchmark";
inline constexpr char family[] = "family";
inline constexpr char kernel[] = "kernel";
inline constexpr char impl[] = "impl";
inline constexpr char access[] = "access";
inline constexpr char ws_bytes[] = "ws_bytes";
inline constexpr char repetitions[] = "repetitions";
inline constexpr char time_per_call_ns[] = "time_per_call_ns";
inline constexpr char cv[] = "cv";
inline constexpr char ai_flop_per_byte[] = "ai_flop_per_byte";
inline constexpr char roof_gflop_per_s[] = "roof_gflop_per_s";
inline constexpr char roof_gb_per_s[] = "roof_gb_per_s";
inline constexpr char attainable_gflop_per_s[] = "attainable_gflop_per_s";
inline constexpr char efficiency[] = "efficiency";
inline constexpr char bound[] = "bound";
inline constexpr char above_roof[] = "above_roof";

// First in checks.csv.
inline constexpr char check[] = "check";
inline constexpr char ratio[] = "ratio";
inline constexpr char ratio_ci_low[] = "ratio_ci_low";
inline constexpr char ratio_ci_high[] = "ratio_ci_high";
inline constexpr char pass[] = "pass";
inline constexpr char detail[] = "detail";

// First in latency.csv.
inline constexpr char pages[] = "pages";
inline constexpr char core_kind[] = "core_kind";
inline constexpr char background_threads[] = "background_threads";
inline constexpr char latency_ns[] = "latency_ns";
inline constexpr char latency_ns_ci_low[] = "latency_ns_ci_low";
inline constexpr char latency_ns_ci_high[] = "latency_ns_ci_high";
inline constexpr char latency_cycles[] = "latency_cycles";
inline constexpr char latency_cycles_ci_low[] = "latency_cycles_ci_low";
inline constexpr char latency_cycles_ci_high[] = "latency_cycles_ci_high";
inline constexpr char mlp_chains[] = "mlp_chains";
inline constexpr char mlp_saturated[] = "mlp_saturated";
inline constexpr char mlp_lines_per_s[] = "mlp_lines_per_s";
inline constexpr char mlp_lines_in_flight[] = "mlp_lines_in_flight";
inline constexpr char mlp_predicted_gb_per_s[] = "mlp_predicted_gb_per_s";
inline constexpr char read_roof_gb_per_s[] = "read_roof_gb_per_s";
inline constexpr char background_gb_per_s[] = "background_gb_per_s";

// First in intensity_fit.csv and intensity_residuals.csv.
inline constexpr char points[] = "points";
inline constexpr char fit_ok[] = "fit_ok";
inline constexpr char fit_gflop_per_s[] = "fit_gflop_per_s";
inline constexpr char fit_gflop_per_s_ci_low[] = "fit_gflop_per_s_ci_low";
inline constexpr char fit_gflop_per_s_ci_high[] = "fit_gflop_per_s_ci_high";
inline constexpr char fit_gb_per_s[] = "fit_gb_per_s";
inline constexpr char fit_gb_per_s_ci_low[] = "fit_gb_per_s_ci_low";
inline constexpr char fit_gb_per_s_ci_high[] = "fit_gb_per_s_ci_high";
inline constexpr char fit_ridge_flop_per_byte[] = "fit_ridge_flop_per_byte";
inline constexpr char fit_ridge_ci_low[] = "fit_ridge_ci_low";
inline constexpr char fit_ridge_ci_high[] = "fit_ridge_ci_high";
inline constexpr char median_abs_residual[] = "median_abs_residual";
inline constexpr char peak_ratio[] = "peak_ratio";
inline constexpr char bandwidth_ratio[] = "bandwidth_ratio";
inline constexpr char flops_per_element[] = "flops_per_element";
inline constexpr char model_gflop_per_s[] = "model_gflop_per_s";
inline constexpr char residual[] = "residual";

// First in fusion.csv.
inline constexpr char chain[] = "chain";
inline constexpr char shape[] = "shape";
inline constexpr char eager_bytes_per_call[] = "eager_bytes_per_call";
inline constexpr char fused_bytes_per_call[] = "fused_bytes_per_call";
inline constexpr char predicted_speedup[] = "predicted_speedup";
inline constexpr char predicted_speedup_bus[] = "predicted_speedup_bus";
inline constexpr char eager_time_per_call_ns[] = "eager_time_per_call_ns";
inline constexpr char fused_time_per_call_ns[] = "fused_time_per_call_ns";
inline constexpr char measured_speedup[] = "measured_speedup";
inline constexpr char measured_speedup_ci_low[] = "measured_speedup_ci_low";
inline constexpr char measured_speedup_ci_high[] = "measured_speedup_ci_high";
inline constexpr char eager_gb_per_s[] = "eager_gb_per_s";
inline constexpr char fused_gb_per_s[] = "fused_gb_per_s";
inline constexpr char fused_gflop_per_s[] = "fused_gflop_per_s";
inline constexpr char eager_bandwidth_fraction[] = "eager_bandwidth_fraction";
inline constexpr char fused_bandwidth_fraction[] = "fused_bandwidth_fraction";
inline constexpr char fused_compute_fraction[] = "fused_compute_fraction";
inline constexpr char reason[] = "reason";

// First in compare_roofs.csv, compare_points.csv and compare_latency.csv.
inline constexpr char run[] = "run";
inline constexpr char folder[] = "folder";
inline constexpr char ratio_to_baseline[] = "ratio_to_baseline";
inline constexpr char significant[] = "significant";
inline constexpr char cv_across_runs[] = "cv_across_runs";
inline constexpr char match[] = "match";
inline constexpr char per_cycle_ratio_to_baseline[] = "per_cycle_ratio_to_baseline";
inline constexpr char machine[] = "machine";
inline constexpr char machine_id[] = "machine_id";
inline constexpr char missing_reason[] = "missing_reason";
inline constexpr char rate_ratio_to_baseline[] = "rate_ratio_to_baseline";

// First in index.csv.
inline constexpr char run_folder[] = "run_folder";
inline constexpr char run_start[] = "run_start";
inline constexpr char profile[] = "profile";
inline constexpr char machine_name[] = "machine_name";
inline constexpr char machine_vendor[] = "machine_vendor";
inline constexpr char machine_microarch[] = "machine_microarch";
inline constexpr char cpu_model[] = "cpu_model";
inline constexpr char machine_physical_cores[] = "machine_physical_cores";
inline constexpr char machine_smt[] = "machine_smt";
inline constexpr char machine_isa_level[] = "machine_isa_level";
inline constexpr char machine_clock_ghz[] = "machine_clock_ghz";
inline constexpr char machine_l3_bytes_per_domain[] = "machine_l3_bytes_per_domain";
inline constexpr char machine_host[] = "machine_host";
inline constexpr char bench_commit[] = "bench_commit";
inline constexpr char bench_dirty[] = "bench_dirty";
inline constexpr char analysis_commit[] = "analysis_commit";
inline constexpr char value[] = "value";

// First in history.csv.
inline constexpr char value_ci_low[] = "value_ci_low";
inline constexpr char value_ci_high[] = "value_ci_high";
inline constexpr char earlier_runs[] = "earlier_runs";
inline constexpr char earlier_median[] = "earlier_median";
inline constexpr char earlier_spread[] = "earlier_spread";
inline constexpr char ratio_to_earlier[] = "ratio_to_earlier";
inline constexpr char fell[] = "fell";

// First in health.csv.
inline constexpr char node[] = "node";
inline constexpr char host[] = "host";
inline constexpr char siblings[] = "siblings";
inline constexpr char fleet_runs[] = "fleet_runs";
inline constexpr char fleet_median[] = "fleet_median";
inline constexpr char fleet_spread[] = "fleet_spread";
inline constexpr char scope[] = "scope";
inline constexpr char members[] = "members";
inline constexpr char threshold_sigmas[] = "threshold_sigmas";
inline constexpr char verdict[] = "verdict";

// First in placed.csv.
inline constexpr char speedup_left[] = "speedup_left";
inline constexpr char roofs_dir[] = "roofs_dir";
inline constexpr char roofs_host[] = "roofs_host";
inline constexpr char work_host[] = "work_host";
inline constexpr char same_host[] = "same_host";

}  // namespace cpuroof::analysis::col
