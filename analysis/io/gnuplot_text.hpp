#pragma once
// Strings in the gnuplot scripts and data files cpuroof writes, whatever an input says: gnuplot
// runs a backquoted command and expands an @macro in double-quoted strings and bare words, and
// reads on a comment that ends in a backslash. Strings from inputs reach it only through these
// (pure).
#include <string>
#include <string_view>

namespace cpuroof::analysis {

// Text gnuplot may write into an SVG: one printable line (printable.hpp) in which a zero-width
// space breaks each "]]>" (gnuplot escapes < and & but not >, and XML allows no "]]>" in text).
inline constexpr const char* kZeroWidthSpace = "\xE2\x80\x8B";
std::string svg_text(std::string_view s);

// A string literal of svg_text(s): single-quoted (gnuplot expands neither backquotes, nor macros,
// nor backslashes there). Text with quotes is a string expression, which gnuplot takes wherever it
// takes a string: ('it' . "'" . 's'), each run of quotes double-quoted.
std::string gnuplot_literal(std::string_view s);

// The text of a `# ` comment: one printable line that does not end in a backslash (which would
// carry the comment onto the next line, or a command onto it).
std::string gnuplot_comment(std::string_view s);

// A string column of a data file: double-quoted as gnuplot reads data (where it is never
// evaluated), a " inside shown as ', on one printable line.
std::string gnuplot_data_string(std::string_view s);

// A part of a file name made from an input (a kind of core, a run's label): letters, digits and
// "._+-" only, no leading dot, at most kFileNamePartChars characters; a name changed to fit ends
// with 8 hex digits of the original's hash, so that two names stay two files.
inline constexpr std::size_t kFileNamePartChars = 40;
std::string file_name_part(std::string_view s);

}  // namespace cpuroof::analysis
