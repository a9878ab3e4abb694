#pragma once
// GitHub-flavoured markdown building blocks for report.md, compare.md and place.md. Every string
// from an input (names, folder names, meta.json fields) goes in through markdown_text or
// markdown_code, or as a table cell: a reader sees it as it is, never as a link, an image, HTML, a
// heading or emphasis.
#include <cstddef>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace cpuroof::analysis {

// Text shown as it is: one printable line (printable.hpp) without leading blanks, every character
// that could start markup backslash-escaped (\ ` * _ [ ] < | ~ $ &; # > = + - and a list number's
// dot at the start; `_` only where it could start emphasis, `<` not before a space).
std::string markdown_text(std::string_view s);

// An inline code span of any text: fenced by more backticks than any run inside it, on one
// printable line. In a table cell it needs its pipes escaped: markdown_table does that.
std::string markdown_code(std::string_view s);

// A pipe table; numeric-looking columns are right-aligned. Header and cells are text
// (markdown_text, but for the block markers a cell cannot hold), the cells of `code_columns` code
// spans (markdown_code), their pipes escaped.
std::string markdown_table(const std::vector<std::string>& header, const std::vector<std::vector<std::string>>& rows,
                           const std::set<std::size_t>& code_columns = {});

// A number for reading: `digits` significant digits, no exponent for everyday magnitudes; "–" for
// NaN or values <= 0 when `positive_only`.
std::string readable(double v, int digits = 3, bool positive_only = false);
std::string percent(double fraction);
// "90th percentile" for q = 0.9: how the text names a quantile the code sets (model/stats.hpp's kRoofQuantile).
std::string percentile_name(double q);
// Bytes as KiB/MiB/GiB (binary: cache sizes are powers of two); "–" for NaN or <= 0. The one byte
// formatter of the analysis: report, summary and sections alike.
std::string bytes_binary(double bytes);
// "1 thread", "2 threads".
std::string threads_word(int threads);

}  // namespace cpuroof::analysis
