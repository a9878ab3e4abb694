// A run's start from meta.json: the exact forms the bench and Google Benchmark write, nothing else.
#include <gtest/gtest.h>

#include "model/run_start.hpp"

using namespace cpuroof::analysis;

TEST(RunStart, ParsesTheBenchsAndGoogleBenchmarksForms) {
  EXPECT_EQ(parse_utc_time("1970-01-01T00:00:00Z"), 0);
  EXPECT_EQ(parse_utc_time("2026-12-01T13:57:59Z"), 1796133479);
  EXPECT_EQ(parse_utc_time("2026-12-01T14:57:59+01:00"), 1796133479);
  EXPECT_EQ(parse_utc_time("2026-12-01T08:27:59-05:30"), 1796133479);
  EXPECT_EQ(parse_utc_time("2024-02-29T12:00:00Z"), 1709208000);  // a leap day
}

TEST(RunStart, RefusesAnythingElse) {
  for (const char* bad :
       {"", "2026-02-29T00:00:00Z", "2026-13-01T00:00:00Z", "2026-12-01T24:00:00Z", "2026-12-01T13:60:00Z",
        "2026-12-01 13:57:59Z", "2026-12-01T13:57:59z", "2026-12-01T13:57:59Z ", " 2026-12-01T13:57:59Z",
        "2026-12-01T13:57:59", "1969-12-31T23:59:59Z", "2026-12-01T13:57:59+24:00", "2026-12-01T13:57:59*01:00",
        "2026-12-01T13:5a:59Z", "+026-12-01T13:57:59Z", "2026-12-01T13:57:59Z\n"})
    EXPECT_FALSE(parse_utc_time(bad)) << bad;
}

TEST(RunStart, StartTimeFirstThenGoogleBenchmarksDate) {
  EXPECT_EQ(run_start_seconds({{"start_time_utc", "2026-12-01T13:57:59Z"}, {"benchmark_date", "2027-01-01T00:00:00Z"}}),
            1796133479);
  EXPECT_EQ(run_start_seconds({{"benchmark_date", "2026-12-01T13:57:59+00:00"}}), 1796133479);
  EXPECT_EQ(run_start_seconds({{"start_time_utc", "yesterday"}, {"benchmark_date", "2026-12-01T13:57:59+00:00"}}),
            1796133479);
  EXPECT_FALSE(run_start_seconds({}));
}

TEST(RunStart, WritesTheTimeBack) {
  EXPECT_EQ(utc_time_text(0), "1970-01-01T00:00:00Z");
  EXPECT_EQ(utc_time_text(1796133479), "2026-12-01T13:57:59Z");
  EXPECT_EQ(utc_time_text(1709208000), "2024-02-29T12:00:00Z");
}
