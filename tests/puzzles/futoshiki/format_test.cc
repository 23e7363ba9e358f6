// The writers: the grid format (compact for n <= 9, spaced above; Adjacent
// grids with their `:` marks) and game IDs as Tatham's encoder writes them,
// each read back to the same puzzle.
#include "deduce/puzzles/futoshiki/format.h"

#include <gtest/gtest.h>

#include <random>
#include <sstream>

#include "deduce/puzzles/futoshiki/parse.h"
#include "puzzles/futoshiki/reader_testing.h"
#include "testing/run_binary.h"

namespace deduce::puzzles::futoshiki {
namespace {

const char kDocId[] = "5:0R,0,0,0,0D,0,0,0,0U,0D,0RD,0D,1,0,0,0,0,0,0L,0,0,0,0,0L,0L,";

using testing_support::expect_same_puzzle;

// A random puzzle of order n: random givens (not necessarily consistent) and
// random relations of the mode.
Puzzle random_puzzle(int n, Mode mode, std::mt19937& rng) {
  Puzzle p;
  p.n = n;
  p.mode = mode;
  p.givens.resize(n * n);
  for (int& v : p.givens) v = rng() % 3 == 0 ? static_cast<int>(rng() % n) + 1 : 0;
  auto rel = [&] {
    if (mode == Mode::kAdjacent) return rng() % 2 ? Relation::kAdjacent : Relation::kNone;
    int k = rng() % 3;
    return k == 0 ? Relation::kNone : k == 1 ? Relation::kLess : Relation::kGreater;
  };
  p.right.resize(n * (n - 1));
  p.down.resize((n - 1) * n);
  for (Relation& r : p.right) r = rel();
  for (Relation& r : p.down) r = rel();
  return p;
}

TEST(FutoshikiFormat, WritesTheCompactGridForOrdersUpToNine) {
  Puzzle p = parse_game_id(kDocId, "x");
  EXPECT_EQ(format_grid(p),
            "5\n"
            "0>0|0|0|0\n"
            "------^-v\n"
            "0|0|0|0|0\n"
            "--------v\n"
            "0>0|1|0|0\n"
            "v-v------\n"
            "0|0|0<0|0\n"
            "---------\n"
            "0|0|0<0<0\n");
}

TEST(FutoshikiFormat, WritesTheSpacedGridAboveNineAlignedToTheWidthOfN) {
  // Two relations of each mode: right of (1, 1) and below (1, 2).
  for (Mode mode : {Mode::kUnequal, Mode::kAdjacent}) {
    const bool adjacent = mode == Mode::kAdjacent;
    Puzzle p;
    p.n = 10;
    p.mode = mode;
    p.givens.assign(100, 0);
    p.givens[0] = 10;
    p.givens[1] = adjacent ? 9 : 3;
    p.right.assign(90, Relation::kNone);
    p.down.assign(90, Relation::kNone);
    p.right[0] = adjacent ? Relation::kAdjacent : Relation::kGreater;
    p.down[1] = adjacent ? Relation::kAdjacent : Relation::kLess;
    const std::string text = format_grid(p);
    const std::size_t second_row_end = text.find('\n', text.find('\n', 4) + 1);
    EXPECT_EQ(text.substr(0, second_row_end + 1),
              adjacent ? "10a\n"
                         "10 :  9 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0\n"
                         " - -  : -  - -  - -  - -  - -  - -  - -  - -  -\n"
                       : "10\n"
                         "10 >  3 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0\n"
                         " - -  ^ -  - -  - -  - -  - -  - -  - -  - -  -\n");
  }
}

TEST(FutoshikiFormat, WritesTheGameIdAsTathamsEncoder) {
  Puzzle p = parse_game_id(kDocId, "x");
  EXPECT_EQ(format_game_id(p), kDocId);
  // Flags in Tatham's order U, R, D, L whatever order they were read in.
  Puzzle q = parse_game_id("3:0,0,0,0,3DRU,0,0,0,0", "x");
  EXPECT_EQ(format_game_id(q), "3:0,0,0,0,3URD,0,0,0,0,");
}

TEST(FutoshikiFormat, AdjacentGameIdsCarryTheFlagOnBothCells) {
  Puzzle p = parse_game_id("3a:0R,1L,0,0D,0,0,0U,0,0", "x");
  EXPECT_EQ(format_game_id(p), "3a:0R,1L,0,0D,0,0,0U,0,0,");
}

TEST(FutoshikiFormat, WritesASolutionWithThePuzzlesRelations) {
  Puzzle p = parse_game_id("3:0R,0,0,0,0,0,0,0,0", "x");
  Grid g = {2, 1, 3, 3, 2, 1, 1, 3, 2};
  EXPECT_EQ(format_grid(p, g), "3\n2>1|3\n-----\n3|2|1\n-----\n1|3|2\n");
  EXPECT_EQ(format_game_id(p, g), "3:2R,1,3,3,2,1,1,3,2,");
}

TEST(FutoshikiFormat, RandomPuzzlesRoundTripThroughBothFormats) {
  std::mt19937 rng(12345);
  for (Mode mode : {Mode::kUnequal, Mode::kAdjacent}) {
    for (int trial = 0; trial < 300; ++trial) {
      int n = 1 + static_cast<int>(rng() % 14);
      Puzzle p = random_puzzle(n, mode, rng);
      auto grid = parse_puzzles(format_grid(p), "x");
      ASSERT_EQ(grid.size(), 1u) << format_grid(p);
      expect_same_puzzle(grid[0], p);
      auto id = parse_puzzles(format_game_id(p), "x");
      ASSERT_EQ(id.size(), 1u);
      expect_same_puzzle(id[0], p);
      // Writing what was read gives the same text again.
      EXPECT_EQ(format_game_id(id[0]), format_game_id(p));
      EXPECT_EQ(format_grid(grid[0]), format_grid(p));
    }
  }
}

TEST(FutoshikiFormat, GameIdToGridToGameIdIsExactInBothModes) {
  // The example IDs (both modes) and random ones, as Tatham writes them.
  std::vector<std::string> ids;
  std::istringstream examples(testing::slurp(testing::source_path("examples/futoshiki_ids.txt")));
  for (std::string line; std::getline(examples, line);) {
    if (!line.empty() && line[0] != '#') ids.push_back(line);
  }
  ASSERT_EQ(ids.size(), 7u);
  std::mt19937 rng(4242);
  for (int trial = 0; trial < 100; ++trial) {
    Mode mode = trial % 2 ? Mode::kAdjacent : Mode::kUnequal;
    ids.push_back(format_game_id(random_puzzle(2 + static_cast<int>(rng() % 12), mode, rng)));
  }
  int adjacent = 0;
  for (const std::string& id : ids) {
    const Puzzle p = parse_game_id(id, "id");
    adjacent += p.mode == Mode::kAdjacent;
    auto grid = parse_puzzles(format_grid(p), "grid");
    ASSERT_EQ(grid.size(), 1u);
    EXPECT_EQ(format_game_id(grid[0]), id);
  }
  EXPECT_GE(adjacent, 50);
}

TEST(FutoshikiFormat, SeveralWrittenPuzzlesReadBackInOrder) {
  std::mt19937 rng(99);
  std::vector<Puzzle> ps;
  std::string text;
  for (int k = 0; k < 6; ++k) {
    ps.push_back(random_puzzle(3 + k, k % 3 == 2 ? Mode::kAdjacent : Mode::kUnequal, rng));
    text += k % 2 ? format_game_id(ps.back()) + "\n" : format_grid(ps.back()) + "\n";
  }
  auto back = parse_puzzles(text, "x");
  ASSERT_EQ(back.size(), ps.size());
  for (std::size_t k = 0; k < ps.size(); ++k) expect_same_puzzle(back[k], ps[k]);
}

TEST(FutoshikiFormat, AdjacentPuzzleAsAGridKeepsItsMarks) {
  Puzzle p = parse_game_id("3a:1R,2LD,3,0,1U,0,0,0,0,", "x");
  EXPECT_EQ(format_grid(p),
            "3a\n"
            "1:2|3\n"
            "--:--\n"
            "0|1|0\n"
            "-----\n"
            "0|0|0\n");
}

}  // namespace
}  // namespace deduce::puzzles::futoshiki
