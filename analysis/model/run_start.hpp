#pragma once
// When a run started, for ordering a machine's runs in time (history). Read from meta.json, which
// may come from another machine: only the exact forms the bench and Google Benchmark write are taken.
// Pure.
#include <cstdint>
#include <map>
#include <optional>
#include <string>

namespace cpuroof::analysis {

// Seconds since 1970-01-01 UTC of "YYYY-MM-DDTHH:MM:SSZ" or "YYYY-MM-DDTHH:MM:SS+HH:MM" (or -HH:MM),
// years 1970 to 9999; nullopt for anything else (a day the month lacks, hour 24, spaces).
std::optional<std::int64_t> parse_utc_time(const std::string& text);

// The run's start: meta.json's start_time_utc, or for a run from before it Google Benchmark's
// benchmark_date; nullopt when neither parses.
std::optional<std::int64_t> run_start_seconds(const std::map<std::string, std::string>& meta);

// "2026-12-01T13:57:59Z" for seconds since 1970 (UTC).
std::string utc_time_text(std::int64_t seconds);

}  // namespace cpuroof::analysis
