// Solo game IDs: every ID sgt-solo generated (data/solo_ids.txt, every
// variant and orders 4 to 25) is read and written back equal to itself,
// and has exactly one solution, which keeps every rule; the layout of
// boxes `CxR` (C rows by R columns) and the errors of broken IDs.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>

#include "deduce/puzzles/sudoku/check.h"
#include "deduce/puzzles/sudoku/game_id.h"
#include "deduce/puzzles/sudoku/solver.h"
#include "testing/run_binary.h"

namespace deduce::puzzles::sudoku {
namespace {

std::vector<std::string> solo_ids() {
  std::ifstream in(testing::source_path("tests/puzzles/sudoku/data/solo_ids.txt"));
  std::vector<std::string> ids;
  for (std::string line; std::getline(in, line);)
    if (!line.empty() && line[0] != '#') ids.push_back(line);
  return ids;
}

TEST(SoloGameIds, ReadWrittenBackAndSolvedUniquely) {
  const std::vector<std::string> ids = solo_ids();
  ASSERT_GE(ids.size(), 70u);
  int killer = 0, jigsaw = 0, x = 0, large = 0;
  for (const std::string& id : ids) {
    const Puzzle p = read_game_id(id, {"ids", 1, 1});
    EXPECT_EQ(format_game_id(p), id);
    killer += p.killer;
    jigsaw += p.jigsaw();
    x += p.x;
    large += p.n >= 16;
    std::vector<Grid> found;
    search::SearchOptions so;
    so.solution_limit = 2;
    const search::SearchResult r = solve(p, so, [&](const Grid& g) {
      found.push_back(g);
      return true;
    });
    EXPECT_TRUE(r.complete) << id;
    ASSERT_EQ(found.size(), 1u) << id;
    EXPECT_TRUE(is_solution(p, found[0])) << id;
    // The solution written as an ID reads back to the same grid.
    EXPECT_EQ(read_game_id(format_game_id(p, found[0]), {"ids", 1, 1}).givens, found[0]);
  }
  EXPECT_GT(killer, 10);
  EXPECT_GT(jigsaw, 10);
  EXPECT_GT(x, 10);
  EXPECT_EQ(large, 3);
}

// The model kept from puzzle to puzzle of one shape (solver.cc) searches
// each as a new model would: the same puzzle solved again after others
// takes the same nodes, failures and propagations, and a killer puzzle
// (posted afresh) between them changes nothing.
TEST(SoloGameIds, AKeptModelSearchesAsANewOne) {
  const std::vector<std::string> ids = solo_ids();
  const auto run = [](const Puzzle& p) {
    search::SearchOptions so;
    so.solution_limit = 2;
    return solve(p, so, [](const Grid&) { return true; }).stats;
  };
  std::vector<search::Stats> first;
  std::vector<Puzzle> puzzles;
  for (const std::string& id : ids) {
    puzzles.push_back(read_game_id(id, {"ids", 1, 1}));
    first.push_back(run(puzzles.back()));
  }
  for (std::size_t i = puzzles.size(); i-- > 0;) {
    const search::Stats again = run(puzzles[i]);
    EXPECT_EQ(again.nodes, first[i].nodes) << ids[i];
    EXPECT_EQ(again.failures, first[i].failures) << ids[i];
    EXPECT_EQ(again.propagations, first[i].propagations) << ids[i];
  }
}

TEST(SoloGameIds, BoxesAreCRowsByRColumns) {
  const Puzzle p = read_game_id("2x3:zj", {"f", 1, 1});
  EXPECT_EQ(p.n, 6);
  EXPECT_EQ(p.box_rows, 2);
  EXPECT_EQ(p.box_cols, 3);
  EXPECT_EQ(p.region[0 * 6 + 2], 0);  // r1c3: the first box
  EXPECT_EQ(p.region[1 * 6 + 2], 0);  // r2c3
  EXPECT_EQ(p.region[0 * 6 + 3], 1);  // r1c4: the second
  EXPECT_EQ(p.region[2 * 6 + 0], 2);  // r3c1: the third
  // The boxes written as jigsaw regions read back as the same regions; `CxRj`
  // is the jigsaw of order C*R.
  Puzzle boxes = read_game_id("2x2:p", {"f", 1, 1});
  boxes.box_rows = boxes.box_cols = 0;
  const std::string id = format_game_id(boxes);
  EXPECT_THAT(id, ::testing::StartsWith("4j:p,"));
  const Puzzle j = read_game_id("2x2j" + id.substr(2), {"f", 1, 1});
  EXPECT_TRUE(j.jigsaw());
  EXPECT_EQ(j.n, 4);
  EXPECT_EQ(j.region, read_game_id("2x2:p", {"f", 1, 1}).region);
}

TEST(SoloGameIds, ParametersSoloDropsAreRead) {
  const Puzzle p = read_game_id("3x3dem4:zzzc", {"f", 1, 1});
  EXPECT_EQ(format_game_id(p), "3x3:zzzc");
}

void expect_error(const std::string& id, const std::string& where, const std::string& words) {
  try {
    read_game_id(id, {"f", 4, 1});
    ADD_FAILURE() << id << " was read";
  } catch (const io::InputError& e) {
    EXPECT_THAT(e.what(), ::testing::StartsWith("f:4:" + where + ": ")) << id;
    EXPECT_THAT(e.what(), ::testing::HasSubstr(words)) << id;
  }
}

TEST(SoloGameIds, BrokenIdsAreRefusedAtTheirPlace) {
  expect_error("3x3:zzz", "8", "not enough data in the game ID's grid: 78 of 81 cells");
  expect_error("3x3:zzzc1", "9", "too much data");
  expect_error("3x3:zzzb10", "9", "the digit 10 is out of range (1 to 9)");
  expect_error("3x3q:zzzc", "4", "unexpected `q`");
  expect_error("3x3:zzzc!", "9", "unexpected `!`");
  expect_error("9j:zzzc", "8", "expected `,` and the jigsaw regions");
  expect_error("9j:zzzc,_", "10", "not enough data in the game ID's regions");
  expect_error("3x3k:zzzc,_", "12", "not enough data in the game ID's regions");
  expect_error("9x9:zzzc", "1", "order 81 is not taken");
  expect_error("3x3dq:zzzc", "5", "expected a difficulty");
  // Regions that are not n pieces of n cells.
  expect_error("2j:d,_____", "6", "the jigsaw regions are 4 pieces");
}

}  // namespace
}  // namespace deduce::puzzles::sudoku
