// The model kept from puzzle to puzzle (puzzle_model.h): solve() on the
// thread's kept model gives what a new model gives, solutions, nodes,
// failures and propagations alike, over puzzles of several orders in turn;
// a search inside another's callback and a search that ends by an exception
// leave the next one right; and the kept model's tree is the one the model
// posted whole (post_futoshiki) searches.
#include "deduce/puzzles/futoshiki/puzzle_model.h"

#include <gtest/gtest.h>

#include <stdexcept>
#include <string>
#include <vector>

#include "deduce/puzzles/futoshiki/check.h"
#include "deduce/puzzles/futoshiki/model.h"
#include "deduce/puzzles/futoshiki/parse.h"
#include "deduce/puzzles/futoshiki/reader_detail.h"
#include "deduce/puzzles/futoshiki/solver.h"
#include "deduce/search/dfs.h"
#include "testing/run_binary.h"

namespace deduce::puzzles::futoshiki {
namespace {

std::vector<Puzzle> tatham_extreme() {
  const std::string path = testing::source_path("bench/data/futoshiki/unequal_9x9_extreme.txt");
  return parse_puzzles(testing::slurp(path), path);
}

Puzzle square(int n) {
  Puzzle p;
  detail::init_puzzle(p, n);
  return p;
}

// Several orders, in an order that leaves and takes the kept model's order:
// a 4x4 with a given and two signs (several solutions), an empty 5x5 with a
// sign, Tatham puzzles between them.
std::vector<Puzzle> mixed_orders() {
  std::vector<Puzzle> out;
  const std::vector<Puzzle> nine = tatham_extreme();
  out.push_back(square(4));
  out[0].given(1, 2) = 3;
  out[0].right[0] = Relation::kLess;
  out[0].down[5] = Relation::kGreater;
  out.push_back(square(5));
  out[1].right[3] = Relation::kGreater;
  out.push_back(nine[0]);
  out.push_back(out[0]);
  out.push_back(nine[1]);
  out.push_back(out[1]);
  out.push_back(nine[2]);
  return out;
}

struct Outcome {
  std::vector<Grid> solutions;
  search::Stats stats;
};

search::SearchOptions first_two() {
  search::SearchOptions o;
  o.solution_limit = 2;
  return o;
}

Outcome by_solve(const Puzzle& p) {
  Outcome out;
  out.stats = solve(p, first_two(), [&](const Grid& g) {
                out.solutions.push_back(g);
                return true;
              }).search.stats;
  return out;
}

// A new model, loaded as solve() loads the kept one, and the same search.
Outcome by_new_model(const Puzzle& p) {
  PuzzleModel m(p.n, default_model(p, false));
  m.load(p);
  search::SearchOptions o = first_two();
  o.chooser = m.latin().chooser();
  search::Dfs dfs(m.store(), m.latin().branch_vars(), o);
  Outcome out;
  out.stats = dfs.run([&](const core::Store& s) {
                   Grid g(p.n * p.n);
                   for (std::size_t i = 0; i < g.size(); ++i)
                     g[i] = s.value(m.latin().cells[i]) + 1;
                   out.solutions.push_back(g);
                   return true;
                 })
                  .stats;
  return out;
}

void expect_same(const Outcome& a, const Outcome& b, const std::string& what) {
  EXPECT_EQ(a.solutions, b.solutions) << what;
  EXPECT_EQ(a.stats.nodes, b.stats.nodes) << what;
  EXPECT_EQ(a.stats.failures, b.stats.failures) << what;
  EXPECT_EQ(a.stats.propagations, b.stats.propagations) << what;
}

TEST(PuzzleModel, KeptAndNewModelsSearchAlike) {
  const std::vector<Puzzle> puzzles = mixed_orders();
  for (int pass = 0; pass < 2; ++pass) {
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
      const Outcome kept = by_solve(puzzles[i]);
      ASSERT_FALSE(kept.solutions.empty()) << i;
      expect_same(kept, by_new_model(puzzles[i]), "puzzle " + std::to_string(i));
    }
  }
}

// The 50 Tatham 9x9 Extreme puzzles one after another on the kept model:
// each has one solution, the checker accepts it, and the tree is the one
// the whole model posted at once (post_futoshiki) searches.
TEST(PuzzleModel, TathamExtremeAsPostedWhole) {
  for (const Puzzle& p : tatham_extreme()) {
    const Outcome kept = by_solve(p);
    ASSERT_EQ(kept.solutions.size(), 1u);
    EXPECT_TRUE(first_violation(p, kept.solutions[0]).empty());
    core::Store s;
    const latin::LatinModel m = post_futoshiki(s, p, default_model(p, false));
    search::SearchOptions o = first_two();
    o.chooser = m.chooser();
    search::Dfs dfs(s, m.branch_vars(), o);
    const search::SearchResult whole = dfs.run(nullptr);
    EXPECT_EQ(kept.stats.nodes, whole.stats.nodes);
    EXPECT_EQ(kept.stats.failures, whole.stats.failures);
    EXPECT_EQ(whole.stats.solutions, 1u);
  }
}

// A search started from another's callback takes a model of its own: both
// answer right, and so does the next search on the kept one.
TEST(PuzzleModel, ASearchInsideASearch) {
  const std::vector<Puzzle> nine = tatham_extreme();
  const Outcome alone_outer = by_new_model(nine[3]), alone_inner = by_new_model(nine[4]);
  Outcome inner;
  const Outcome outer = [&] {
    Outcome out;
    out.stats = solve(nine[3], first_two(), [&](const Grid& g) {
                  out.solutions.push_back(g);
                  if (inner.solutions.empty()) inner = by_solve(nine[4]);
                  return true;
                }).search.stats;
    return out;
  }();
  expect_same(outer, alone_outer, "outer");
  expect_same(inner, alone_inner, "inner");
  expect_same(by_solve(nine[5]), by_new_model(nine[5]), "after");
}

// A callback that throws leaves the kept model mid-search: the next search
// must not start from there.
TEST(PuzzleModel, AnExceptionDropsTheKeptModel) {
  const std::vector<Puzzle> nine = tatham_extreme();
  EXPECT_THROW(
      solve(nine[6], first_two(), [](const Grid&) -> bool { throw std::runtime_error("x"); }),
      std::runtime_error);
  for (int i : {6, 7}) expect_same(by_solve(nine[i]), by_new_model(nine[i]), std::to_string(i));
}

}  // namespace
}  // namespace deduce::puzzles::futoshiki
