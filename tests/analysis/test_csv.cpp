#include <gtest/gtest.h>

#include <cmath>

#include "io/csv.hpp"
#include "io/errors.hpp"

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

// What spreadsheets and hand editing leave in a CSV: a byte order mark, \r\n line ends, blank lines
// at the end, are read as the plain file; a blank line inside the table, a column named twice or a
// row wider than its header are errors naming the file and the row or column.
namespace {

std::string csv_error_of(const std::string& text) {
  try {
    parse_csv(text, "t.csv");
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST(Csv, ByteOrderMarkCrLfAndTrailingBlankLinesAreRead) {
  const CsvTable plain = parse_csv("name,x\na,1\nb,2\n", "t.csv");
  for (const std::string text : {"\xEF\xBB\xBFname,x\na,1\nb,2\n", "name,x\r\na,1\r\nb,2\r\n", "name,x\na,1\nb,2\n\n\n",
                                 "name,x\r\na,1\r\nb,2\r\n\r\n", "name,x\na,1\nb,2"}) {
    const CsvTable t = parse_csv(text, "t.csv");
    EXPECT_EQ(t.header, plain.header) << text;
    EXPECT_EQ(t.rows, plain.rows) << text;
  }
}

TEST(Csv, RefusesWhatItCannotReadAsATable) {
  EXPECT_EQ(csv_error_of("name,x\na,1\n\nb,2\n"), "t.csv: row 3 is blank (blank lines may only end the file)");
  EXPECT_EQ(csv_error_of("name,x,name\na,1,2\n"), "t.csv: column 'name' appears twice in the header");
  EXPECT_EQ(csv_error_of("a,b\n1,2,3,4\n"), "t.csv: row 2 has more than 2 fields");
  EXPECT_EQ(csv_error_of("a,b\n1,2\n3\n"), "t.csv: row 3 has 1 fields (expected 2)");
  EXPECT_EQ(csv_error_of("\n\n"), "t.csv: empty CSV (expected a header row)");
  for (const char* end : {"\n", ""})  // the last field of a file without a final newline too
    EXPECT_EQ(csv_error_of("a,b\n1," + std::string(100000, 'x') + end),
              "t.csv: row 2 has a field longer than 64 KiB, more than cpuroof reads");
  EXPECT_EQ(csv_error_of("a,b\n1,\"" + std::string(100000, 'x') + "\"\n"),
            "t.csv: row 2 has a field longer than 64 KiB, more than cpuroof reads");
  // A header of a million commas is refused at the column limit, not held.
  EXPECT_EQ(csv_error_of(std::string(1000000, ',') + "\n").find("t.csv: the header has more than 4096 columns"), 0u);
}

TEST(Csv, ReaderGivesRowsWithTheirNumbers) {
  CsvReader reader("a,b\n\"x,\ny\",2\n3,4\n", "t.csv");
  std::vector<std::string> row;
  ASSERT_TRUE(reader.next(row));
  EXPECT_EQ(row, (std::vector<std::string>{"x,\ny", "2"}));
  EXPECT_EQ(reader.row_number(), 2u);
  ASSERT_TRUE(reader.next(row));
  EXPECT_EQ(reader.row_number(), 3u);
  EXPECT_FALSE(reader.next(row));
}
