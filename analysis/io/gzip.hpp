#pragma once
// raw.json is kept gzip-compressed in result folders (11 MB of JSON for a full run becomes about
// 1 MB): the analysis reads either form, so a committed run can be re-fitted as it is. The stream
// is inflated as the parser reads it, never whole, and a stream that expands past what a run can is
// refused early with bounded memory (a "gzip bomb").
#include <cstdint>
#include <memory>
#include <streambuf>
#include <string>
#include <string_view>

namespace cpuroof::analysis {

// The most a stream may expand. The committed full runs expand 10.4 and 11.7 times
// (results/*/*/raw.json.gz, 1.0-1.1 MB to 11.8 MB): 100 is far above any run, and far below a bomb
// (deflate reaches about 1000).
inline constexpr std::uintmax_t kMaxGzipRatio = 100;
// The ratio is judged only past this much output: a small file may expand more, and costs nothing.
inline constexpr std::uintmax_t kGzipRatioFreeBytes = std::uintmax_t{16} << 20;

// True when `data` starts with the gzip magic bytes.
bool is_gzip(std::string_view data);
// The same for a file's first bytes (false when it cannot be read).
bool is_gzip_file(const std::string& path);

// The decompressed content of the gzip stream `source` yields (several members are concatenated, as
// gzip does). The reader sees the end early when the stream is corrupt or truncated, inflates past
// `limit` bytes or expands more than kMaxGzipRatio times: error() then says which.
class GunzipStreamBuf : public std::streambuf {
 public:
  GunzipStreamBuf(std::streambuf& source, std::uintmax_t limit);
  ~GunzipStreamBuf() override;
  GunzipStreamBuf(const GunzipStreamBuf&) = delete;
  GunzipStreamBuf& operator=(const GunzipStreamBuf&) = delete;

  // Why the stream ended before its end, for a message after the file's name; "" when it did not.
  [[nodiscard]] const std::string& error() const { return error_; }

 protected:
  int_type underflow() override;

 private:
  struct Inflater;  // zlib's state, kept out of this header
  int_type stop(std::string why);

  std::streambuf& source_;
  std::uintmax_t limit_;
  std::unique_ptr<Inflater> z_;
  std::string error_;
};

}  // namespace cpuroof::analysis
