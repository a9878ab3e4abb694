// A gzip-compressed raw.json (how result folders keep it) loads exactly as the plain file does, and
// a damaged one is refused with one line naming the file.
#include <gtest/gtest.h>
#include <unistd.h>
#include <zlib.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "io/errors.hpp"
#include "io/gzip.hpp"
#include "io/load.hpp"

using namespace cpuroof::analysis;
namespace fs = std::filesystem;

namespace {

std::string compress(const std::string& plain) {
  z_stream z{};
  EXPECT_EQ(deflateInit2(&z, 9, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY), Z_OK);
  std::string out(deflateBound(&z, plain.size()) + 64, '\0');
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(plain.data()));
  z.avail_in = static_cast<uInt>(plain.size());
  z.next_out = reinterpret_cast<Bytef*>(out.data());
  z.avail_out = static_cast<uInt>(out.size());
  EXPECT_EQ(deflate(&z, Z_FINISH), Z_STREAM_END);
  out.resize(z.total_out);
  deflateEnd(&z);
  return out;
}

std::string fixture_text() {
  std::ifstream in(std::string(CPUROOF_FIXTURES) + "/old_run_schema1.json", std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

struct Inflated {
  std::string text;
  std::string error;  // GunzipStreamBuf::error()
};

Inflated gunzip(const std::string& data, std::uintmax_t limit = kMaxInputBytes) {
  std::stringbuf compressed(data);
  GunzipStreamBuf inflated(compressed, limit);
  std::ostringstream out;
  out << &inflated;
  return {out.str(), inflated.error()};
}

std::string gunzip_error_of(const std::string& data) { return gunzip(data).error; }

std::string temp_path(const std::string& name) {
  return (fs::temp_directory_path() / ("cpuroof-gzip-" + std::to_string(::getpid()) + "-" + name)).string();
}

// The error of loading `data` from a file.
std::string load_error(const std::string& data) {
  const std::string path = temp_path("raw.json.gz");
  std::ofstream(path, std::ios::binary) << data;
  std::string message;
  try {
    load_raw_file(path);
  } catch (const InputError& e) {
    message = e.what();
  }
  fs::remove(path);
  return message;
}

}  // namespace

TEST(Gzip, RecognisesTheMagicBytes) {
  EXPECT_TRUE(is_gzip(compress("{}")));
  EXPECT_FALSE(is_gzip("{\"context\": {}}"));
  EXPECT_FALSE(is_gzip(""));
}

TEST(Gzip, RoundTripsAndConcatenatesMembers) {
  const std::string plain = fixture_text();
  ASSERT_GT(plain.size(), 1000u);
  EXPECT_EQ(gunzip(compress(plain)).text, plain);
  const std::size_t half = plain.size() / 2;
  // `cat a.gz b.gz` is a valid gzip file holding both: gunzip reads every member.
  const Inflated both = gunzip(compress(plain.substr(0, half)) + compress(plain.substr(half)));
  EXPECT_EQ(both.text, plain);
  EXPECT_EQ(both.error, "");
}

TEST(Gzip, CompressedRawJsonLoadsLikeThePlainOne) {
  const fs::path dir = fs::temp_directory_path() / ("cpuroof-gzip-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  const std::string plain = fixture_text();
  std::ofstream(dir / "raw.json", std::ios::binary) << plain;
  std::ofstream(dir / "raw.json.gz", std::ios::binary) << compress(plain);
  const RawRun a = load_raw_file((dir / "raw.json").string());
  const RawRun b = load_raw_file((dir / "raw.json.gz").string());
  EXPECT_TRUE(is_gzip_file((dir / "raw.json.gz").string()));
  EXPECT_FALSE(is_gzip_file((dir / "raw.json").string()));
  ASSERT_EQ(a.measurements.size(), b.measurements.size());
  EXPECT_EQ(a.context, b.context);
  ASSERT_FALSE(a.measurements.empty());
  for (std::size_t i = 0; i < a.measurements.size(); ++i) {
    EXPECT_EQ(a.measurements[i].name, b.measurements[i].name);
    EXPECT_EQ(a.measurements[i].reps.size(), b.measurements[i].reps.size());
  }
  fs::remove_all(dir);
}

TEST(Gzip, RefusesDamagedStreamsInOneLine) {
  const std::string gz = compress(fixture_text());
  const std::string truncated = gunzip_error_of(gz.substr(0, gz.size() / 2));
  EXPECT_EQ(truncated.find("truncated gzip data"), 0u) << truncated;
  std::string corrupt = gz;
  for (std::size_t i = 20; i < 60; ++i) corrupt[i] = static_cast<char>(corrupt[i] ^ 0x5a);
  const std::string bad = gunzip_error_of(corrupt);
  EXPECT_EQ(bad.find("corrupt gzip data"), 0u) << bad;
  EXPECT_EQ(bad.find('\n'), std::string::npos);
  // Loading names the file.
  const std::string loaded = load_error(gz.substr(0, gz.size() / 2));
  EXPECT_NE(loaded.find("raw.json.gz: truncated gzip data"), std::string::npos) << loaded;
}

TEST(Gzip, AWholeJsonWithoutItsTrailerIsStillTruncated) {
  // The JSON parses to its end, but the CRC and length that would vouch for it are missing.
  const std::string gz = compress(fixture_text());
  const std::string loaded = load_error(gz.substr(0, gz.size() - 8));
  EXPECT_NE(loaded.find("raw.json.gz: truncated gzip data"), std::string::npos) << loaded;
}

TEST(Gzip, RefusesAStreamThatInflatesPastTheLimit) {
  // 8 MiB of zeros compress to a few KiB.
  const Inflated out = gunzip(compress(std::string(8u << 20, '\0')), 1u << 20);
  EXPECT_EQ(out.error, "decompresses to more than 1 MiB, the most cpuroof reads");
  EXPECT_LE(out.text.size(), (1u << 20) + (64u << 10));  // stopped there, not at the end
}

TEST(Gzip, RefusesABombByItsRatioAsItIsRead) {
  // 32 MiB of JSON whitespace from about 32 KiB: stopped once 16 MiB came from under 1% of that.
  const std::string gz = compress("{\"context\": {}, \"benchmarks\": [" + std::string(32u << 20, ' ') + "]}");
  const Inflated out = gunzip(gz);
  EXPECT_EQ(out.error.find("expands more than 100 times"), 0u) << out.error;
  EXPECT_LE(out.text.size(), kGzipRatioFreeBytes + (64u << 10));
  const std::string loaded = load_error(gz);
  EXPECT_NE(loaded.find("raw.json.gz: expands more than 100 times"), std::string::npos) << loaded;
  EXPECT_NE(loaded.find("refused as a gzip bomb"), std::string::npos) << loaded;
  // A small file may expand more: below 16 MiB of output the ratio is not judged.
  EXPECT_EQ(gunzip(compress(std::string(8u << 20, ' '))).error, "");
}
