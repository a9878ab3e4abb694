#pragma once
// What a report.html may hold, checked from the outside, for the tests that give the writer hostile
// strings (test_html_report, the HTML fuzzer, tests/hostile_strings.sh through make_hostile_inputs):
// no control character but newlines; every tag one the writer makes, with attributes it makes (no
// event handler, no URL, no style); attribute values (double-quoted) and text without a raw < > "
// and with only the five references html_text writes; the style and code blocks the page's own and
// named by hash in its Content-Security-Policy; a data block without any <; exactly two scripts.
// Returns the problems, each naming where it is; empty when the page is as the writer makes it.
#include <algorithm>
#include <cctype>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "io/html_text.hpp"
#include "report/html_script.hpp"

namespace cpuroof::testing {

inline std::set<std::string> words(const std::string& text) {
  std::set<std::string> out;
  std::size_t at = 0;
  while (at < text.size()) {
    const std::size_t end = std::min(text.find(' ', at), text.size());
    if (end > at) out.insert(text.substr(at, end - at));
    at = end + 1;
  }
  return out;
}

inline std::vector<std::string> html_page_problems(const std::string& page) {
  using cpuroof::analysis::csp_hash_source;
  // The elements and attributes the writer makes (report/html_page.cpp, html_report.cpp,
  // html_compare.cpp, plot/svg_chart.cpp, roofline_svg.cpp).
  static const std::set<std::string> kElements = words(
      "html head meta title style body h1 h2 p table thead tbody tr th td ul li div pre script figure fieldset "
      "legend label input svg rect line circle path polyline text g");
  static const std::set<std::string> kAttributes = words(
      "lang charset http-equiv content name id class hidden role type checked data-g data-panel data-t data-p xmlns "
      "width height viewBox aria-label aria-hidden font-family x y x1 y1 x2 y2 cx cy r d points fill fill-opacity "
      "stroke stroke-width stroke-opacity stroke-dasharray opacity transform text-anchor dominant-baseline font-size");
  std::vector<std::string> problems;
  auto problem = [&](std::size_t at, const std::string& what) {
    if (problems.size() < 20) problems.push_back("at byte " + std::to_string(at) + ": " + what);
  };
  // Text and attribute values: no raw markup character, references only as html_text writes them.
  auto check_text = [&](std::size_t from, std::string_view text, bool attribute) {
    for (std::size_t i = 0; i < text.size(); ++i) {
      const char c = text[i];
      if (c == '<' || c == '>' || (attribute && c == '"'))
        problem(from + i, std::string("a raw '") + c + "' in " + (attribute ? "an attribute" : "text"));
      if (c == '&') {
        bool known = false;
        for (const char* ref : {"&amp;", "&lt;", "&gt;", "&quot;", "&#39;"})
          known = known || text.substr(i).rfind(ref, 0) == 0;
        if (!known) problem(from + i, "an '&' that is not one of html_text's references");
      }
    }
  };
  // One printable line per string, as everywhere else cpuroof writes: no control character but newlines.
  for (std::size_t i = 0; i < page.size(); ++i) {
    const auto c = static_cast<unsigned char>(page[i]);
    if ((c < 0x20 && c != '\n') || c == 0x7f ||
        (c == 0xc2 && i + 1 < page.size() && static_cast<unsigned char>(page[i + 1]) >= 0x80 &&
         static_cast<unsigned char>(page[i + 1]) <= 0x9f))
      problem(i, "a control character");
  }
  const std::string doctype = "<!DOCTYPE html>\n";
  if (page.rfind(doctype, 0) != 0) problem(0, "no <!DOCTYPE html> first");
  std::size_t at = page.rfind(doctype, 0) == 0 ? doctype.size() : 0;
  int scripts = 0;
  std::string policy;
  bool policy_first = false, any_head_child = false;
  while (at < page.size()) {
    const std::size_t open = page.find('<', at);
    check_text(at, std::string_view(page).substr(at, (open == std::string::npos ? page.size() : open) - at), false);
    if (open == std::string::npos) break;
    std::size_t i = open + 1;
    const bool closing = i < page.size() && page[i] == '/';
    if (closing) ++i;
    std::size_t name_end = i;
    while (name_end < page.size() && (std::isalnum(static_cast<unsigned char>(page[name_end])) != 0)) ++name_end;
    const std::string name = page.substr(i, name_end - i);
    if (!kElements.count(name))
      problem(open, "a <" + std::string(closing ? "/" : "") + name + "> the writer never makes");
    i = name_end;
    std::string type, http_equiv, content;
    // Attributes: name, or name="value" with the value as text.
    while (i < page.size() && page[i] != '>') {
      if (page[i] == ' ' || page[i] == '/' || page[i] == '\n') {
        ++i;
        continue;
      }
      std::size_t a_end = i;
      while (a_end < page.size() && page[a_end] != '=' && page[a_end] != ' ' && page[a_end] != '>' &&
             page[a_end] != '/')
        ++a_end;
      const std::string attribute = page.substr(i, a_end - i);
      if (closing || !kAttributes.count(attribute)) problem(i, "an attribute '" + attribute + "' on <" + name + ">");
      i = a_end;
      if (i < page.size() && page[i] == '=') {
        if (i + 1 >= page.size() || page[i + 1] != '"') {
          problem(i, "an unquoted value of '" + attribute + "'");
          break;
        }
        const std::size_t end = page.find('"', i + 2);
        if (end == std::string::npos) {
          problem(i, "an unterminated value");
          return problems;
        }
        const std::string value = page.substr(i + 2, end - i - 2);
        check_text(i + 2, value, true);
        if (attribute == "type") type = value;
        if (attribute == "http-equiv") http_equiv = value;
        if (attribute == "content") content = value;
        i = end + 1;
      }
    }
    if (i >= page.size()) {
      problem(open, "a tag that never ends");
      break;
    }
    at = i + 1;
    if (!closing && name == "meta" && http_equiv == "Content-Security-Policy") {
      policy = content;
      policy_first = !any_head_child;
    }
    if (!closing && name != "html" && name != "head" && name != "meta") any_head_child = true;
    // Raw text elements: their content up to their end tag.
    if (!closing && (name == "script" || name == "style")) {
      const std::size_t end = page.find("</" + name + ">", at);
      if (end == std::string::npos) {
        problem(open, "a <" + name + "> that never ends");
        break;
      }
      const std::string body = page.substr(at, end - at);
      if (name == "style") {
        if (body != cpuroof::analysis::html_report_style()) problem(at, "a style that is not the page's");
        if (policy.find("style-src " + csp_hash_source(body)) == std::string::npos)
          problem(at, "a style the policy does not name");
      } else if (type == "application/json") {
        ++scripts;
        if (body.find('<') != std::string::npos) problem(at, "a '<' in the data block");
      } else {
        ++scripts;
        if (!type.empty() || body != cpuroof::analysis::html_report_script())
          problem(at, "a script that is not the page's");
        if (policy.find("script-src " + csp_hash_source(body)) == std::string::npos)
          problem(at, "a script the policy does not name");
      }
      at = end;
    }
  }
  if (!policy_first) problem(0, "no Content-Security-Policy before the first element that needs it");
  if (policy.rfind("default-src 'none';", 0) != 0) problem(0, "a policy that allows more than nothing by default");
  if (scripts != 2) problem(0, std::to_string(scripts) + " scripts (the page has its data and its code)");
  return problems;
}

}  // namespace cpuroof::testing
