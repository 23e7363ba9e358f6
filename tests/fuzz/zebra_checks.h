// Shared by the fuzz targets of logic grids (zebra_parse, english_parse):
// the invariants an accepted puzzle keeps (puzzle.h), and a bounded solve
// and count whose solutions keep every clue and agree with each other.
#pragma once

#include <cstdint>

#include "deduce/puzzles/zebra/model/solver.h"
#include "fuzz/fuzz_check.h"

namespace deduce::fuzz::zebra_checks {

namespace zebra = deduce::puzzles::zebra;

// Puzzles at most this big (positions and categories) are solved.
constexpr int kMaxSolved = 5;
constexpr std::uint64_t kNodeLimit = 2000;

inline void require_well_formed(const zebra::Puzzle& p) {
  require(p.n >= 1 && p.n <= zebra::kMaxPositions, "positions in 1..64");
  for (const auto& c : p.categories) {
    require(static_cast<int>(c.values.size()) == p.n, "a category has n values");
  }
  auto valid = [&](const zebra::ValueRef& r) {
    return r.category >= 0 && r.category < p.num_categories() && r.value >= 0 && r.value < p.n;
  };
  for (const auto& clue : p.clues) {
    require(valid(clue.statement.a), "a clue names an existing value");
    require(clue.statement.k >= 0, "a position or distance is not negative");
  }
  for (const auto& ask : p.asks) {
    require(ask.category >= 0 && ask.category < p.num_categories() && valid(ask.of),
            "an ask names existing things");
  }
}

inline void bounded_solve(const zebra::Puzzle& p) {
  deduce::search::SearchOptions options;
  options.limits.node_limit = kNodeLimit;
  std::uint64_t listed = 0;
  const auto r = zebra::solve(p, options, [&](const zebra::Positions& s) {
    ++listed;
    require(static_cast<int>(s.size()) == p.num_categories(), "a row of positions a category");
    for (const auto& clue : p.clues) require(zebra::holds(clue.statement, s), "clues hold");
    for (const auto& ask : p.asks) {
      const int a = zebra::answer(ask, s);
      require(a >= 0 && a < p.n, "an answer is a value");
    }
    return listed < 50;
  });
  require(r.stats.nodes <= kNodeLimit, "node limit kept");
  const bool listed_all = r.complete && listed < 50;
  const auto c = zebra::count(p, options);
  if (listed_all && c.complete) {
    require(c.count == deduce::util::big_from_u64(listed), "counting agrees with listing");
  }
}

// Both, the solve only for small puzzles.
inline void require_sound(const zebra::Puzzle& p) {
  require_well_formed(p);
  if (p.n <= kMaxSolved && p.num_categories() <= kMaxSolved) bounded_solve(p);
}

}  // namespace deduce::fuzz::zebra_checks
