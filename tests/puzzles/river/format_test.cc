// The text solution lines up in a terminal whatever the script of the group
// names: the banks start at the same display column (io/display_width.h) on
// every line, with `英国人` three characters and six columns.
#include "deduce/puzzles/river/format.h"

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "deduce/io/display_width.h"
#include "deduce/puzzles/river/parse.h"
#include "deduce/puzzles/river/solve.h"

namespace deduce::puzzles::river {
namespace {

TEST(RiverFormat, BanksLineUpAfterMovesOfWideNames) {
  // Three individuals and a boat for two: three crossings, moves of `英国人`
  // (9 bytes, 3 code points, 6 columns) among them.
  const RiverPuzzle p = parse_river("group 英国人 1\ngroup dane 1\ngroup swede 1\nboat 2\n", "w");
  const RiverModel m(p);
  budget::Budget budget;
  const statespace::OptimalResult r = solve_optimal(m, false, budget);
  ASSERT_TRUE(r.found);
  ASSERT_EQ(r.path.size(), 3u);
  std::ostringstream out;
  write_solution_text(out, p, m, r.start, r.path);
  std::vector<std::size_t> columns;
  std::istringstream in(out.str());
  for (std::string line; std::getline(in, line);) {
    const std::size_t left = line.find("left:");
    ASSERT_NE(left, std::string::npos) << line;
    columns.push_back(io::display_width(line.substr(0, left)));
  }
  ASSERT_EQ(columns.size(), 4u) << out.str();
  for (std::size_t c : columns) EXPECT_EQ(c, columns[0]) << out.str();
  // Some move carries `英国人`, and the old count of bytes or code points
  // would have put its bank elsewhere than the `start` line's.
  EXPECT_NE(out.str().find("英国人 and"), std::string::npos) << out.str();
}

}  // namespace
}  // namespace deduce::puzzles::river
