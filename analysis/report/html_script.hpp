#pragma once
// The HTML report's own style and script (report/html_page.hpp embeds them): constants, never built
// from an input, so the page's Content-Security-Policy can name their hashes and nothing else runs.
//
// The script reads the page's data block (JSON.parse, never eval), shows a point's or roof's row in
// a tooltip (textContent only: a cell is always text), and hides points and panels with the
// toggles. Opened as report.html#selftest it checks itself and writes the verdict into <pre
// id="selftest">, for tests/html_browser.sh to read through headless Chromium's --dump-dom: errors
// seen, points drawn, whether hovering each names its benchmark, a real hit test, a toggle, and that
// the document holds no script or element the page did not make.
namespace cpuroof::analysis {

const char* html_report_style();
const char* html_report_script();

}  // namespace cpuroof::analysis
