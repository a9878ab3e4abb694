// The CLI's last word on an exception (analysis/io/failure.hpp): bad input is exit 2 with its own
// message, a failure of the environment exit 1 with its own, anything else exit 3 with one line
// naming the input, whatever was thrown; never a control character sent to the terminal.
#include <gtest/gtest.h>

#include <filesystem>
#include <new>
#include <sstream>
#include <stdexcept>

#include "io/errors.hpp"
#include "io/failure.hpp"

using namespace cpuroof::analysis;

namespace {

template <class E>
int status_of(const E& thrown, std::string& line) {
  std::ostringstream err;
  int status = 0;
  try {
    throw thrown;
  } catch (...) {
    status = report_failure(std::current_exception(), "runs/a/raw.json", err);
  }
  line = err.str();
  return status;
}

}  // namespace

TEST(Failure, BadInputIsExitTwoWithItsOwnMessage) {
  std::string line;
  EXPECT_EQ(status_of(InputError("raw.json: missing field 'flops'"), line), kExitBadInput);
  EXPECT_EQ(line, "cpuroof: error: raw.json: missing field 'flops'\n");
}

TEST(Failure, AnyOtherExceptionIsOneLineNamingTheInputAndExitThree) {
  std::string line;
  EXPECT_EQ(status_of(std::invalid_argument("unknown stream kind 'x'\nsecond line"), line), kExitInternalError);
  EXPECT_EQ(line.find('\n'), line.size() - 1) << line;
  EXPECT_NE(line.find("cpuroof: internal error while processing runs/a/raw.json: unknown stream kind 'x' second line"),
            std::string::npos)
      << line;

  EXPECT_EQ(status_of(std::bad_alloc(), line), kExitInternalError);
  EXPECT_EQ(line, "cpuroof: internal error while processing runs/a/raw.json: out of memory (std::bad_alloc)\n");

  EXPECT_EQ(status_of(42, line), kExitInternalError);  // not even a std::exception
  EXPECT_NE(line.find("runs/a/raw.json: unknown exception"), std::string::npos) << line;
  EXPECT_NE(kExitInternalError, kExitBadInput);
}

TEST(Failure, TheEnvironmentsFailureIsExitOneWithItsOwnMessage) {
  std::string line;
  const EnvironmentError full("out/roofs.csv: write failed (No space left on device)");
  EXPECT_EQ(status_of(full, line), 1);
  EXPECT_EQ(line, "cpuroof: error: out/roofs.csv: write failed (No space left on device)\n");
  const std::filesystem::filesystem_error fs_error("cannot create", "out/x",
                                                   std::make_error_code(std::errc::read_only_file_system));
  EXPECT_EQ(status_of(fs_error, line), 1);
  EXPECT_NE(line.find("out/x"), std::string::npos) << line;
}

TEST(Failure, ControlCharactersFromAnInputAreNotSent) {
  std::string line;
  EXPECT_EQ(status_of(InputError("raw.json: cpu 'A\x1b]0;owned\x07\rB\tC'"), line), kExitBadInput);
  EXPECT_EQ(line, "cpuroof: error: raw.json: cpu 'A ]0;owned  B C'\n");
}
