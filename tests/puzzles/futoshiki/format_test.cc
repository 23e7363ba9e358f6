// The writers: the grid format (compact for n <= 9, spaced above) and game
// IDs as Tatham's encoder writes them, each read back to the same puzzle.
#include "deduce/puzzles/futoshiki/format.h"

#include <gtest/gtest.h>

#include <random>

#include "deduce/puzzles/futoshiki/parse.h"

namespace deduce::puzzles::futoshiki {
namespace {

const char kDocId[] = "5:0R,0,0,0,0D,0,0,0,0U,0D,0RD,0D,1,0,0,0,0,0,0L,0,0,0,0,0L,0L,";

void expect_same(const Puzzle& a, const Puzzle& b) {
  EXPECT_EQ(a.n, b.n);
  EXPECT_EQ(a.mode, b.mode);
  EXPECT_EQ(a.givens, b.givens);
  EXPECT_EQ(a.right, b.right);
  EXPECT_EQ(a.down, b.down);
}

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
  Puzzle p;
  p.n = 10;
  p.givens.assign(100, 0);
  p.givens[0] = 10;
  p.givens[1] = 3;
  p.right.assign(90, Relation::kNone);
  p.down.assign(90, Relation::kNone);
  p.right[0] = Relation::kGreater;
  p.down[1] = Relation::kLess;
  std::string text = format_grid(p);
  EXPECT_EQ(text.substr(0, text.find('\n', text.find('\n', 3) + 1) + 1),
            "10\n"
            "10 >  3 |  0 |  0 |  0 |  0 |  0 |  0 |  0 |  0\n"
            " - -  ^ -  - -  - -  - -  - -  - -  - -  - -  -\n");
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
  for (int trial = 0; trial < 300; ++trial) {
    int n = 1 + static_cast<int>(rng() % 14);
    Puzzle p = random_puzzle(n, Mode::kUnequal, rng);
    auto grid = parse_puzzles(format_grid(p), "x");
    ASSERT_EQ(grid.size(), 1u) << format_grid(p);
    expect_same(grid[0], p);
    auto id = parse_puzzles(format_game_id(p), "x");
    ASSERT_EQ(id.size(), 1u);
    expect_same(id[0], p);
    // Writing what was read gives the same text again.
    EXPECT_EQ(format_game_id(id[0]), format_game_id(p));
    EXPECT_EQ(format_grid(grid[0]), format_grid(p));
  }
}

TEST(FutoshikiFormat, AdjacentPuzzlesRoundTripThroughGameIds) {
  std::mt19937 rng(777);
  for (int trial = 0; trial < 100; ++trial) {
    int n = 2 + static_cast<int>(rng() % 9);
    Puzzle p = random_puzzle(n, Mode::kAdjacent, rng);
    Puzzle q = parse_game_id(format_game_id(p), "x");
    expect_same(q, p);
  }
}

TEST(FutoshikiFormat, SeveralWrittenPuzzlesReadBackInOrder) {
  std::mt19937 rng(99);
  std::vector<Puzzle> ps;
  std::string text;
  for (int k = 0; k < 6; ++k) {
    ps.push_back(random_puzzle(3 + k, Mode::kUnequal, rng));
    text += k % 2 ? format_game_id(ps.back()) + "\n" : format_grid(ps.back()) + "\n";
  }
  auto back = parse_puzzles(text, "x");
  ASSERT_EQ(back.size(), ps.size());
  for (std::size_t k = 0; k < ps.size(); ++k) expect_same(back[k], ps[k]);
}

TEST(FutoshikiFormat, AdjacentPuzzleAsAGridKeepsOnlyTheValues) {
  Puzzle p = parse_game_id("2a:1R,2L,2,1,", "x");
  EXPECT_EQ(format_grid(p), "2\n1|2\n---\n2|1\n");
}

}  // namespace
}  // namespace deduce::puzzles::futoshiki
