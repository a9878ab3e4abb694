#include "gzip.hpp"

#include <zlib.h>

#include <fstream>

#include "errors.hpp"

namespace cpuroof::analysis {

bool is_gzip(std::string_view data) {
  return data.size() >= 2 && static_cast<unsigned char>(data[0]) == 0x1f && static_cast<unsigned char>(data[1]) == 0x8b;
}

bool is_gzip_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  char magic[2] = {};
  return in.read(magic, 2) && is_gzip(std::string_view(magic, 2));
}

std::string gunzip(std::string_view data, const std::string& path, std::uintmax_t limit) {
  z_stream z{};
  // 16 + MAX_WBITS: a gzip header and trailer (checked CRC), not a raw zlib stream.
  if (inflateInit2(&z, 16 + MAX_WBITS) != Z_OK) throw InputError(path + ": cannot start decompressing (zlib)");
  struct End {
    z_stream* z;
    ~End() { inflateEnd(z); }
  } end{&z};
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.data()));
  z.avail_in = static_cast<uInt>(data.size());
  std::string out;
  char buf[1 << 16];
  for (;;) {
    z.next_out = reinterpret_cast<Bytef*>(buf);
    z.avail_out = sizeof buf;
    const int rc = inflate(&z, Z_NO_FLUSH);
    if (rc != Z_OK && rc != Z_STREAM_END)
      throw InputError(path + ": corrupt gzip data (" + (z.msg ? z.msg : "zlib error " + std::to_string(rc)) + ")");
    out.append(buf, sizeof buf - z.avail_out);
    if (out.size() > limit)
      throw InputError(path + ": decompresses to more than " + std::to_string(limit >> 20) + " MiB, the most cpuroof reads");
    if (rc == Z_STREAM_END) {
      if (z.avail_in == 0) return out;
      if (inflateReset(&z) != Z_OK) throw InputError(path + ": cannot continue decompressing (zlib)");
      continue;  // the next gzip member
    }
    if (z.avail_in == 0 && z.avail_out != 0) throw InputError(path + ": truncated gzip data (the file ends mid-stream)");
  }
}

}  // namespace cpuroof::analysis
