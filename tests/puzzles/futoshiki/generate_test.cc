// The Futoshiki generator: every puzzle it makes has exactly one solution
// (by counting with the search, not by the ladder), exactly the grade asked
// for (solved by the ladder at that grade and not at the one below), the
// solution it says, clues taken only from that solution, and a game ID that
// reads back to the same puzzle with the grade's letter. Same seed, same
// puzzle. Latin-square completions have the holes asked for and one
// completion.
#include "deduce/puzzles/futoshiki/generate/generate.h"

#include <gtest/gtest.h>

#include "deduce/puzzles/futoshiki/explain/ladder.h"
#include "deduce/puzzles/futoshiki/format.h"
#include "deduce/puzzles/futoshiki/parse.h"
#include "deduce/puzzles/futoshiki/solver.h"
#include "puzzles/futoshiki/reader_testing.h"

namespace deduce::puzzles::futoshiki {
namespace {

// The number of solutions, counted up to 2.
std::uint64_t solutions(const Puzzle& p, Grid* first = nullptr) {
  search::SearchOptions o;
  o.solution_limit = 2;
  return solve(p, o,
               [&](const Grid& g) {
                 if (first != nullptr && first->empty()) *first = g;
                 return true;
               })
      .search.stats.solutions;
}

// The lowest ladder level whose techniques solve the puzzle.
int lowest_level(const Puzzle& p) {
  for (int level = 0; level < 4; ++level) {
    ExplainOptions o;
    o.max_level = level;
    if (explain(p, o).solved) return level;
  }
  return 4;
}

void expect_good(const GeneratedPuzzle& g, const GenerateOptions& o) {
  const Puzzle& p = g.puzzle;
  ASSERT_EQ(p.n, o.order);
  Grid found;
  EXPECT_EQ(solutions(p, &found), 1u) << format_grid(p);
  EXPECT_EQ(found, g.solution);
  for (std::size_t i = 0; i < p.givens.size(); ++i) {
    if (p.givens[i] != 0) {
      EXPECT_EQ(p.givens[i], g.solution[i]);
    }
  }
  if (o.latin) {
    for (Relation r : p.right) EXPECT_EQ(r, Relation::kNone);
    for (Relation r : p.down) EXPECT_EQ(r, Relation::kNone);
    return;
  }
  EXPECT_EQ(g.grade, o.grade);
  EXPECT_EQ(grade(p), o.grade) << format_game_id(p);
  EXPECT_EQ(lowest_level(p), o.grade) << format_game_id(p);
  EXPECT_EQ(p.difficulty, static_cast<Difficulty>(o.grade + 1));
  // The game ID reads back to the same puzzle, grade letter included.
  const std::string id = format_game_id(p);
  EXPECT_NE(id.find(std::string("d") + kDifficultyLetters[static_cast<std::size_t>(o.grade)] + ":"),
            std::string::npos)
      << id;
  const Puzzle back = parse_game_id(id, "id");
  testing_support::expect_same_puzzle(back, p);
  EXPECT_EQ(back.difficulty, p.difficulty);
  // So does the grid.
  const std::vector<Puzzle> grid = parse_puzzles(format_grid(p), "grid");
  ASSERT_EQ(grid.size(), 1u);
  testing_support::expect_same_puzzle(grid[0], p);
}

struct Case {
  int order;
  Mode mode;
  int grade;
  int count;
};

class GenerateGrades : public ::testing::TestWithParam<Case> {};

TEST_P(GenerateGrades, UniqueAndExactlyTheGrade) {
  const Case c = GetParam();
  GenerateOptions o;
  o.order = c.order;
  o.mode = c.mode;
  o.grade = c.grade;
  for (int i = 0; i < c.count; ++i) {
    util::Rng rng(util::stream_seed(7, static_cast<std::uint64_t>(i)));
    const std::optional<GeneratedPuzzle> g = generate(o, rng);
    ASSERT_TRUE(g.has_value()) << "puzzle " << i;
    expect_good(*g, o);
  }
}

INSTANTIATE_TEST_SUITE_P(
    Unequal, GenerateGrades,
    ::testing::Values(Case{4, Mode::kUnequal, 0, 10}, Case{4, Mode::kUnequal, 1, 10},
                      Case{5, Mode::kUnequal, 2, 10}, Case{6, Mode::kUnequal, 3, 6},
                      Case{7, Mode::kUnequal, 0, 5}, Case{7, Mode::kUnequal, 1, 5},
                      Case{7, Mode::kUnequal, 2, 5}, Case{7, Mode::kUnequal, 3, 5},
                      Case{7, Mode::kUnequal, 4, 3}, Case{9, Mode::kUnequal, 3, 3},
                      Case{9, Mode::kUnequal, 4, 2}, Case{12, Mode::kUnequal, 3, 1}));

INSTANTIATE_TEST_SUITE_P(Adjacent, GenerateGrades,
                         ::testing::Values(Case{5, Mode::kAdjacent, 0, 5},
                                           Case{5, Mode::kAdjacent, 1, 5},
                                           Case{6, Mode::kAdjacent, 2, 5},
                                           Case{6, Mode::kAdjacent, 3, 5},
                                           Case{7, Mode::kAdjacent, 4, 2}));

TEST(Generate, SameSeedSamePuzzle) {
  GenerateOptions o;
  o.order = 6;
  o.grade = 3;
  util::Rng a(11), b(11), c(12);
  const auto x = generate(o, a), y = generate(o, b), z = generate(o, c);
  ASSERT_TRUE(x && y && z);
  EXPECT_EQ(format_game_id(x->puzzle), format_game_id(y->puzzle));
  EXPECT_NE(format_game_id(x->puzzle), format_game_id(z->puzzle));
}

TEST(Generate, LatinCompletionHasTheHolesAndOneCompletion) {
  for (int n : {4, 6, 9, 12}) {
    GenerateOptions o;
    o.order = n;
    o.latin = true;
    util::Rng rng(static_cast<std::uint64_t>(n));
    const auto g = generate(o, rng);
    ASSERT_TRUE(g.has_value()) << n;
    expect_good(*g, o);
    int holes = 0;
    for (int v : g->puzzle.givens) holes += v == 0;
    EXPECT_EQ(holes, default_holes(n)) << n;
  }
  GenerateOptions o;
  o.order = 7;
  o.latin = true;
  o.holes = 10;
  util::Rng rng(3);
  const auto g = generate(o, rng);
  ASSERT_TRUE(g.has_value());
  int holes = 0;
  for (int v : g->puzzle.givens) holes += v == 0;
  EXPECT_EQ(holes, 10);
}

TEST(Generate, DefaultHolesFollowThePeak) {
  EXPECT_EQ(default_holes(30), 312);  // 1.6 * 30^1.55, scripts/gen/latin_qwh.py
  EXPECT_EQ(default_holes(15), 106);
  EXPECT_EQ(default_holes(9), 40);  // 1.6 * 9^1.55 = 48.1, capped at half the cells
  EXPECT_EQ(default_holes(4), 8);
}

TEST(Generate, ImpossibleAsksEndWithoutAPuzzle) {
  GenerateOptions o;
  o.order = 4;
  o.latin = true;
  o.holes = 15;  // one given cannot fix a square of order 4
  o.squares = 3;
  util::Rng rng(1);
  EXPECT_FALSE(generate(o, rng).has_value());
}

}  // namespace
}  // namespace deduce::puzzles::futoshiki
