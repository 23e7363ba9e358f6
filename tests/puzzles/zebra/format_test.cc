// The solution table lines up in a terminal whatever the script of the names:
// each column starts at the same display column (io/display_width.h) on every
// row, with Chinese names two columns a character and decomposed accents none.
#include "deduce/puzzles/zebra/read/format.h"

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "deduce/io/display_width.h"
#include "deduce/puzzles/zebra/read/parse.h"

namespace deduce::puzzles::zebra {
namespace {

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// The display columns at which the cells of `line` start, the row label
// excluded: a cell starts after two or more spaces.
std::vector<std::size_t> cell_columns(const std::string& line) {
  std::vector<std::size_t> columns;
  for (std::size_t i = 2; i < line.size(); ++i) {
    if (line[i] != ' ' && line[i - 1] == ' ' && line[i - 2] == ' ') {
      columns.push_back(io::display_width(line.substr(0, i)));
    }
  }
  return columns;
}

// Every value stands at the position of its index.
Positions identity(const Puzzle& p) {
  Positions s(p.categories.size());
  for (std::size_t c = 0; c < s.size(); ++c) {
    for (int v = 0; v < p.n; ++v) s[c].push_back(v);
  }
  return s;
}

TEST(ZebraFormat, WideNamesLineUpWithNarrowOnes) {
  const Puzzle p = parse_zebra(
      "category nationality: 英国人 dane ｓｗｅｄｅ\n"
      "category 饮料: tea 咖啡 milk\n"
      "category name: Mu\u0308ller Öz bob\n",
      "w.zebra");
  const std::string table = format_table(p, identity(p));
  const std::vector<std::string> lines = lines_of(table);
  ASSERT_EQ(lines.size(), 4u) << table;
  // Every row has its three cells, and they start where the header's do.
  const std::vector<std::size_t> header = cell_columns(lines[0]);
  ASSERT_EQ(header.size(), 3u) << table;
  for (std::size_t r = 1; r < lines.size(); ++r) {
    EXPECT_EQ(cell_columns(lines[r]), header) << table;
  }
  // The widest label is `nationality` (11 columns; `饮料` is 4): two spaces
  // after it. The first column is as wide as `英国人` (6), the third as
  // `ｓｗｅｄｅ` (10).
  EXPECT_EQ(header, (std::vector<std::size_t>{13, 21, 27})) << table;
  EXPECT_EQ(lines[1], "nationality  英国人  dane  ｓｗｅｄｅ");
  EXPECT_EQ(lines[3], "name         Mu\u0308ller  Öz    bob");
}

TEST(ZebraFormat, PadsByColumnsNotCodePoints) {
  // Counting code points would pad `tea` to 3 code points and put `y` three
  // columns left of `x`.
  const Puzzle p = parse_zebra("category a: 英国人 x\ncategory b: tea y\n", "w.zebra");
  const std::vector<std::string> lines = lines_of(format_table(p, identity(p)));
  ASSERT_EQ(lines.size(), 3u);
  EXPECT_EQ(lines[1], "a  英国人  x");
  EXPECT_EQ(lines[2], "b  tea     y");
}

}  // namespace
}  // namespace deduce::puzzles::zebra
