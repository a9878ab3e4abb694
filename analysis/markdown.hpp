#pragma once
// GitHub-flavoured markdown building blocks for report.md and compare.md.
#include <string>
#include <vector>

namespace cpuroof::analysis {

// A pipe table; numeric-looking columns are right-aligned. Pipes inside cells are escaped.
std::string markdown_table(const std::vector<std::string>& header, const std::vector<std::vector<std::string>>& rows);

// A number for reading: `digits` significant digits, no exponent for everyday magnitudes; "–" for
// NaN or values <= 0 when `positive_only`.
std::string readable(double v, int digits = 3, bool positive_only = false);
std::string percent(double fraction);
// "90th percentile" for q = 0.9: how the text names a quantile the code sets (stats.hpp's kRoofQuantile).
std::string percentile_name(double q);
// Bytes as KiB/MiB/GiB (binary: cache sizes are powers of two); "–" for NaN or <= 0. The one byte
// formatter of the analysis: report, summary and sections alike.
std::string bytes_binary(double bytes);

}  // namespace cpuroof::analysis
