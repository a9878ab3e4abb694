#include "failure.hpp"

#include <fmt/format.h>

#include <filesystem>
#include <new>

#include "errors.hpp"

namespace cpuroof::analysis {
namespace {

// A message from a library may span lines; the error stays one line. Other control characters,
// which a message may quote from an input, are shown as \xNN rather than sent to the terminal.
std::string one_line(const std::string& text) {
  std::string line;
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (c == '\n') line += ' ';
    else if (byte < 0x20 || byte == 0x7f) line += fmt::format("\\x{:02x}", byte);
    else line += c;
  }
  return line;
}

}  // namespace

int report_failure(const std::exception_ptr& error, const std::string& input, std::ostream& err) {
  std::string what, hint = " (a bug in cpuroof, not a fault found in the input: please report it with the input)";
  try {
    std::rethrow_exception(error);
  } catch (const InputError& e) {
    err << "cpuroof: error: " << one_line(e.what()) << "\n";
    return kExitBadInput;
  } catch (const EnvironmentError& e) {
    err << "cpuroof: error: " << one_line(e.what()) << "\n";
    return kExitEnvironment;
  } catch (const std::filesystem::filesystem_error& e) {
    // The file system refused an operation whose error no caller turned into a message of its own:
    // still the environment's fault, and its message names the path.
    err << "cpuroof: error: " << one_line(e.what()) << "\n";
    return kExitEnvironment;
  } catch (const std::bad_alloc&) {
    what = "out of memory (std::bad_alloc)";
    hint = "";
  } catch (const std::exception& e) {
    what = e.what();
  } catch (...) {
    what = "unknown exception";
  }
  err << "cpuroof: internal error while processing " << one_line(input) << ": " << one_line(what)
      << hint << "\n";
  return kExitInternalError;
}

}  // namespace cpuroof::analysis
