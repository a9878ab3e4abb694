#include "io/failure.hpp"

#include <filesystem>
#include <new>

#include "io/errors.hpp"
#include "io/printable.hpp"

namespace cpuroof::analysis {
namespace {

// A message from a library, or naming what an input says, may span lines or hold a terminal's
// control sequences; the error stays one printable line.
std::string one_line(const std::string& text) { return printable_line(text); }

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
  err << "cpuroof: internal error while processing " << one_line(input) << ": " << one_line(what) << hint << "\n";
  return kExitInternalError;
}

}  // namespace cpuroof::analysis
