// A gzip-compressed raw.json (how result folders keep it) loads exactly as the plain file does, and
// a damaged one is refused with one line naming the file.
#include <gtest/gtest.h>
#include <unistd.h>
#include <zlib.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "errors.hpp"
#include "gzip.hpp"
#include "load.hpp"

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

std::string error_of(const std::string& data) {
  try {
    gunzip(data, "raw.json.gz", kMaxInputBytes);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
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
  EXPECT_EQ(gunzip(compress(plain), "x", kMaxInputBytes), plain);
  const std::size_t half = plain.size() / 2;
  // `cat a.gz b.gz` is a valid gzip file holding both: gunzip reads every member.
  EXPECT_EQ(gunzip(compress(plain.substr(0, half)) + compress(plain.substr(half)), "x", kMaxInputBytes), plain);
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
  const std::string truncated = error_of(gz.substr(0, gz.size() / 2));
  EXPECT_NE(truncated.find("raw.json.gz: truncated"), std::string::npos) << truncated;
  std::string corrupt = gz;
  for (std::size_t i = 20; i < 60; ++i) corrupt[i] = static_cast<char>(corrupt[i] ^ 0x5a);
  const std::string bad = error_of(corrupt);
  EXPECT_NE(bad.find("raw.json.gz: corrupt gzip data"), std::string::npos) << bad;
  EXPECT_EQ(bad.find('\n'), std::string::npos);
}

TEST(Gzip, RefusesAStreamThatInflatesPastTheLimit) {
  // A "zip bomb": 64 MiB of zeros compress to a few tens of KiB.
  const std::string gz = compress(std::string(64u << 20, '\0'));
  try {
    gunzip(gz, "bomb.gz", 1u << 20);
    FAIL() << "expected an InputError";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("bomb.gz: decompresses to more than 1 MiB"), std::string::npos) << e.what();
  }
}
