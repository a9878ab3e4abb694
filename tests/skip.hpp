#pragma once
// A GoogleTest test that cannot run here says why, with a cause (tests/skip.sh says the same for the
// shell tests):
//   hardware  this CPU lacks what is tested;
//   build     this build cannot mean it;
//   setup     something the machine could have: a program, a file, a permission.
// Under CI's strict mode (CPUROOF_STRICT_SKIPS=1) a setup skip fails the test instead. Every skip
// is appended to CPUROOF_SKIP_LOG when it is set, one line "<suite.test>: <cause>: <reason>".
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <string>

namespace cpuroof::test {

enum class SkipCause { hardware, build, setup };

inline const char* skip_cause_name(SkipCause c) {
  switch (c) {
    case SkipCause::hardware:
      return "hardware";
    case SkipCause::build:
      return "build";
    case SkipCause::setup:
      return "setup";
  }
  return "";
}

// True when this skip must fail the test instead (strict mode, a setup skip); logs the skip either way.
inline bool skip_must_fail(SkipCause cause, const std::string& reason) {
  const char* strict = std::getenv("CPUROOF_STRICT_SKIPS");
  const bool fail = cause == SkipCause::setup && strict && std::string(strict) == "1";
  if (const char* log = std::getenv("CPUROOF_SKIP_LOG"); log && *log) {
    const ::testing::TestInfo* t = ::testing::UnitTest::GetInstance()->current_test_info();
    std::ofstream(log, std::ios::app) << (t ? std::string(t->test_suite_name()) + "." + t->name() : "?") << ": "
                                      << skip_cause_name(cause) << ": " << (fail ? "FAILED in strict mode: " : "")
                                      << reason << "\n";
  }
  return fail;
}

}  // namespace cpuroof::test

// Skips the test (returns from it) for `reason`, a std::string; fails it instead where strict mode forbids.
#define CPUROOF_SKIP(cause, reason)                                                                 \
  do {                                                                                              \
    const std::string cpuroof_skip_reason_ = (reason);                                              \
    if (::cpuroof::test::skip_must_fail(::cpuroof::test::SkipCause::cause, cpuroof_skip_reason_))   \
      FAIL() << "strict mode (CPUROOF_STRICT_SKIPS=1) forbids this skip: " << cpuroof_skip_reason_; \
    GTEST_SKIP() << cpuroof_skip_reason_;                                                           \
  } while (0)
