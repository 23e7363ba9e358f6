// The published-puzzle statements (docs/zebra.md) against a brute-force
// oracle: random small puzzles (2 to 5 positions, 2 or 3 categories, one of
// them ordered with unevenly spaced numbers, every layout: line, circle, a
// map of edges, `positions: none`) are written out as .zebra text using
// every published statement kind and the combinators nested in brackets, read
// back, counted and enumerated by deduce, and compared with an enumeration
// of every table of permutations. The oracle shares no code with the
// library: each generated clue carries its own meaning as a closure, written
// here from the definitions in docs/zebra.md.
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <numeric>
#include <random>
#include <set>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "deduce/puzzles/zebra/model/solver.h"
#include "deduce/puzzles/zebra/read/parse.h"
#include "published_random.h"
#include "testing/instances.h"

namespace deduce::puzzles::zebra {
namespace {

using testing::Clue;
using testing::Table;
using testing::World;

TEST(ZebraPublishedOracle, RandomPuzzlesOfEveryPublishedStatementMatchTheEnumeration) {
  std::mt19937 rng(2026);
  int several = 0, none_solved = 0, total = 0;
  const auto instances = static_cast<int>(deduce::testing::instance_count(400));
  for (int i = 0; i < instances; ++i) {
    World w = testing::random_world(rng);
    testing::Generator g(w, rng);
    std::vector<Clue> clues;
    const int clue_count = 1 + static_cast<int>(rng() % 4);
    for (int k = 0; k < clue_count; ++k) clues.push_back(g.statement(2));
    const std::string text = testing::render(w, clues, "");
    SCOPED_TRACE(text);
    Puzzle p;
    ASSERT_NO_THROW(p = parse_zebra(text, "random.zebra"));
    const std::set<Table> expected = testing::oracle(w, clues);
    // The entailment shortcut (entailed.h) on for the count and off for
    // the listing, then the other way round: the same counts and solutions.
    for (const bool shortcut : {false, true}) {
      Inference inference;
      inference.count_entailed = !shortcut;
      inference.list_entailed = shortcut;
      CountResult c = count(p, {}, {}, inference);
      EXPECT_EQ(c.count, util::big_from_u64(expected.size()));
      std::set<Table> seen;
      search::SearchResult r = solve(
          p, {},
          [&](const Positions& s) {
            EXPECT_TRUE(seen.insert(s).second) << "a solution twice";
            return true;
          },
          {}, inference);
      EXPECT_TRUE(r.complete);
      EXPECT_EQ(seen, expected);
    }
    several += expected.size() > 1;
    none_solved += expected.empty();
    ++total;
  }
  EXPECT_GT(several, 100 * instances / 400);
  EXPECT_GT(none_solved, 10 * instances / 400);
}

}  // namespace
}  // namespace deduce::puzzles::zebra
