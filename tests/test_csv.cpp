#include <gtest/gtest.h>

#include <cmath>

#include "csv.hpp"
#include "errors.hpp"

using namespace cpuroof::analysis;

TEST(Csv, RoundTripWithQuoting) {
  CsvTable t;
  t.header = {"a", "b"};
  t.rows = {{"1", "x,y"}, {"say \"hi\"", ""}};
  const CsvTable back = parse_csv(t.to_string(), "t.csv");
  EXPECT_EQ(back.header, t.header);
  EXPECT_EQ(back.rows, t.rows);
  EXPECT_EQ(back.column("b"), 1u);
}

TEST(Csv, RaggedRowIsAnError) {
  EXPECT_THROW(parse_csv("a,b\n1\n", "t.csv"), InputError);
  EXPECT_THROW(parse_csv("", "t.csv"), InputError);
  EXPECT_THROW(parse_csv("a\n\"open\n", "t.csv"), InputError);
}

TEST(Csv, Numbers) {
  EXPECT_EQ(csv_number(0.5), "0.5");
  // Integers whole, large values without an exponent (a plot reads them as they are).
  EXPECT_EQ(csv_number(123456789.0), "123456789");
  EXPECT_EQ(csv_number(8404992.0), "8404992");
  EXPECT_EQ(csv_number(1234567.8), "1234570");
  EXPECT_EQ(csv_number(-2345678.9), "-2345680");
  EXPECT_EQ(csv_number(0.000123456789), "0.000123457");
  EXPECT_EQ(csv_number(std::nan("")), "");
}
