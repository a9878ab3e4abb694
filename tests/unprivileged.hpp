#pragma once
// Root reads any file whatever its mode, and CI runs the tests as root: a test of what a user meets
// with an unreadable file or folder drops root's rights while one of these lives (the effective user
// and group become nobody's, 65534, which takes root's capabilities away), and takes them back after.
// Where the test already runs unprivileged it changes nothing.
#include <gtest/gtest.h>
#include <unistd.h>

namespace cpuroof::test {

class Unprivileged {
 public:
  Unprivileged() : was_root_(::geteuid() == 0) {
    if (!was_root_) return;
    EXPECT_EQ(::setegid(kNobody), 0);
    EXPECT_EQ(::seteuid(kNobody), 0);
  }
  ~Unprivileged() {
    if (!was_root_) return;
    EXPECT_EQ(::seteuid(0), 0);
    EXPECT_EQ(::setegid(0), 0);
  }
  Unprivileged(const Unprivileged&) = delete;
  Unprivileged& operator=(const Unprivileged&) = delete;

 private:
  static constexpr uid_t kNobody = 65534;
  bool was_root_;
};

}  // namespace cpuroof::test
