#include "io/gzip.hpp"

#include <zlib.h>

#include <array>
#include <fstream>

namespace cpuroof::analysis {

bool is_gzip(std::string_view data) {
  return data.size() >= 2 && static_cast<unsigned char>(data[0]) == 0x1f && static_cast<unsigned char>(data[1]) == 0x8b;
}

bool is_gzip_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  char magic[2] = {};
  return in.read(magic, 2) && is_gzip(std::string_view(magic, 2));
}

struct GunzipStreamBuf::Inflater {
  z_stream z{};
  bool started = false;      // inflateInit2 succeeded
  bool member_start = true;  // before a member's first byte: the input may end here
  bool source_ended = false;
  bool done = false;
  std::uintmax_t in_total = 0, out_total = 0;  // across members (inflateReset zeroes zlib's own)
  std::array<char, 1 << 16> in{};
  std::array<char, 1 << 16> out{};
};

GunzipStreamBuf::GunzipStreamBuf(std::streambuf& source, std::uintmax_t limit)
    : source_(source), limit_(limit), z_(std::make_unique<Inflater>()) {
  // 16 + MAX_WBITS: a gzip header and trailer (checked CRC), not a raw zlib stream.
  z_->started = inflateInit2(&z_->z, 16 + MAX_WBITS) == Z_OK;
  if (!z_->started) error_ = "cannot start decompressing (zlib)";
}

GunzipStreamBuf::~GunzipStreamBuf() {
  if (z_->started) inflateEnd(&z_->z);
}

GunzipStreamBuf::int_type GunzipStreamBuf::stop(std::string why) {
  error_ = std::move(why);
  return traits_type::eof();
}

GunzipStreamBuf::int_type GunzipStreamBuf::underflow() {
  if (gptr() < egptr()) return traits_type::to_int_type(*gptr());
  Inflater& s = *z_;
  if (s.done || !error_.empty()) return traits_type::eof();
  z_stream& z = s.z;
  for (;;) {
    if (z.avail_in == 0 && !s.source_ended) {
      const std::streamsize n = source_.sgetn(s.in.data(), static_cast<std::streamsize>(s.in.size()));
      s.source_ended = n <= 0;
      z.next_in = reinterpret_cast<Bytef*>(s.in.data());
      z.avail_in = static_cast<uInt>(n > 0 ? n : 0);
    }
    if (z.avail_in == 0 && s.source_ended) {
      if (!s.member_start || s.in_total == 0) return stop("truncated gzip data (the file ends mid-stream)");
      s.done = true;
      return traits_type::eof();
    }
    z.next_out = reinterpret_cast<Bytef*>(s.out.data());
    z.avail_out = static_cast<uInt>(s.out.size());
    const uInt avail_in = z.avail_in;
    const int rc = inflate(&z, Z_NO_FLUSH);
    // Z_BUF_ERROR: no progress until more input comes, which the next round reads.
    if (rc != Z_OK && rc != Z_STREAM_END && !(rc == Z_BUF_ERROR && z.avail_in == 0))
      return stop(std::string("corrupt gzip data (") + (z.msg ? z.msg : "zlib error " + std::to_string(rc)) + ")");
    s.in_total += avail_in - z.avail_in;
    s.member_start = false;
    if (rc == Z_STREAM_END) {  // the next bytes, if any, are another member
      if (inflateReset(&z) != Z_OK) return stop("cannot continue decompressing (zlib)");
      s.member_start = true;
    }
    const std::size_t produced = s.out.size() - z.avail_out;
    if (produced == 0) continue;
    s.out_total += produced;
    if (s.out_total > limit_)
      return stop("decompresses to more than " + std::to_string(limit_ >> 20) + " MiB, the most cpuroof reads");
    if (s.out_total > kGzipRatioFreeBytes && s.out_total > kMaxGzipRatio * s.in_total)
      return stop("expands more than " + std::to_string(kMaxGzipRatio) + " times (" +
                  std::to_string(s.out_total >> 20) + " MiB from " + std::to_string(s.in_total >> 10) +
                  " KiB so far; a run's raw.json.gz expands about 12 times): refused as a gzip bomb");
    setg(s.out.data(), s.out.data(), s.out.data() + produced);
    return traits_type::to_int_type(*gptr());
  }
}

}  // namespace cpuroof::analysis
