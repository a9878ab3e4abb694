#pragma once
// Text from inputs (raw.json, meta.json, CSVs, folder names: files made on other machines) made
// safe to show: valid UTF-8 and no control characters, so nothing a file says can end a line, move
// the terminal's cursor or break an SVG's encoding. The gnuplot, Markdown and terminal writers
// build on it (gnuplot_text.hpp, markdown.hpp). Pure.
#include <string>
#include <string_view>

namespace cpuroof::analysis {

// One line: bytes that are not UTF-8, and the noncharacters U+FFFE and U+FFFF, become U+FFFD
// (an SVG cannot hold them); control characters (C0 with tab, CR and newline, DEL, C1), the
// Unicode line and paragraph separators and the bidirectional embeddings, overrides and isolates
// (which reorder the text around them) become spaces.
std::string printable_line(std::string_view s);

// Text for the terminal: printable_line's, with its newlines kept.
std::string terminal_text(std::string_view s);

}  // namespace cpuroof::analysis
