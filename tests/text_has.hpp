#pragma once
// The tests' check that a text (a report, a plot script, an error) contains a part.
#include <string>

inline bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }
