#pragma once
// Stream buffers over a file descriptor. FdStreamBuf reads, for parsers that read a stream: the
// input is never held whole in memory, and a source that yields more than `limit` bytes stops at
// the limit (the reader then sees the end early; over_limit() tells the two apart, error() a
// failed read). FdOutStreamBuf writes, keeping the cause of the first failed write (standard
// output on a full disk), which a FILE's error flag does not.
#include <unistd.h>

#include <array>
#include <cerrno>
#include <cstdint>
#include <streambuf>
#include <string_view>

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

class FdOutStreamBuf : public std::streambuf {
 public:
  explicit FdOutStreamBuf(int fd) : fd_(fd) { setp(buffer_.data(), buffer_.data() + buffer_.size()); }
  FdOutStreamBuf(const FdOutStreamBuf&) = delete;
  FdOutStreamBuf& operator=(const FdOutStreamBuf&) = delete;

  [[nodiscard]] int error() const { return error_; }  // errno of the first failed write, 0 if none

 protected:
  int_type overflow(int_type c) override {
    if (sync() != 0) return traits_type::eof();
    if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
    *pptr() = traits_type::to_char_type(c);
    pbump(1);
    return c;
  }
  // After a failed write the rest is dropped: the stream fails, and error() says why.
  int sync() override {
    std::string_view pending(pbase(), static_cast<std::size_t>(pptr() - pbase()));
    setp(buffer_.data(), buffer_.data() + buffer_.size());
    while (!pending.empty() && error_ == 0) {
      const ssize_t n = ::write(fd_, pending.data(), pending.size());
      if (n < 0 && errno != EINTR) error_ = errno;
      if (n > 0) pending.remove_prefix(static_cast<std::size_t>(n));
    }
    return error_ == 0 ? 0 : -1;
  }

 private:
  int fd_;
  int error_ = 0;
  std::array<char, 1 << 16> buffer_{};
};

}  // namespace cpuroof::analysis
