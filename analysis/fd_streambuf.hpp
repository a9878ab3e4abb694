#pragma once
// A read-only stream buffer over a file descriptor, for parsers that read a stream: the input is
// never held whole in memory, and a source that yields more than `limit` bytes stops at the limit
// (the reader then sees the end early; over_limit() tells the two apart, error() a failed read).
#include <unistd.h>

#include <array>
#include <cerrno>
#include <cstdint>
#include <streambuf>

namespace cpuroof::analysis {

class FdStreamBuf : public std::streambuf {
 public:
  FdStreamBuf(int fd, std::uintmax_t limit) : fd_(fd), limit_(limit) {}

  [[nodiscard]] bool over_limit() const { return over_limit_; }
  [[nodiscard]] int error() const { return error_; }  // errno of a failed read, 0 if none

 protected:
  int_type underflow() override {
    if (gptr() < egptr()) return traits_type::to_int_type(*gptr());
    if (over_limit_ || error_ != 0) return traits_type::eof();
    ssize_t n;
    do n = ::read(fd_, buffer_.data(), buffer_.size());
    while (n < 0 && errno == EINTR);
    if (n < 0) {
      error_ = errno;
      return traits_type::eof();
    }
    if (n == 0) return traits_type::eof();
    read_ += static_cast<std::uintmax_t>(n);
    if (read_ > limit_) {
      over_limit_ = true;
      return traits_type::eof();
    }
    setg(buffer_.data(), buffer_.data(), buffer_.data() + n);
    return traits_type::to_int_type(*gptr());
  }

 private:
  int fd_;
  std::uintmax_t limit_;
  std::uintmax_t read_ = 0;
  bool over_limit_ = false;
  int error_ = 0;
  std::array<char, 1 << 16> buffer_{};
};

}  // namespace cpuroof::analysis
