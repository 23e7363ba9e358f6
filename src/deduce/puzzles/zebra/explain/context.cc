#include "deduce/puzzles/zebra/explain/context.h"

namespace deduce::puzzles::zebra::explain {

Context::Context(const State& s) : clues_of(s.num_vars()) {
  const Puzzle& pz = s.puzzle();
  const int clues = static_cast<int>(pz.clues.size());
  for (int i = 0; i < clues; ++i) {
    clue_vars.push_back(::deduce::puzzles::zebra::explain::clue_vars(s, pz.clues[i].statement));
    const ClueVars& v = clue_vars.back();
    for (int x : {v.a, v.b, v.c}) {
      if (x >= 0 && (clues_of[x].empty() || clues_of[x].back() != i)) clues_of[x].push_back(i);
    }
  }
  // `at` and `not at` act alone: they never need a partner.
  auto relative = [&](int i) {
    const StatementKind k = pz.clues[i].statement.kind;
    return k != StatementKind::kAt && k != StatementKind::kNotAt;
  };
  for (int i = 0; i < clues; ++i) {
    if (!relative(i)) continue;
    const ClueVars& vi = clue_vars[i];
    for (int j = i + 1; j < clues; ++j) {
      if (!relative(j)) continue;
      const ClueVars& vj = clue_vars[j];
      bool share = false;
      for (int x : {vi.a, vi.b, vi.c}) {
        for (int y : {vj.a, vj.b, vj.c}) share = share || (x >= 0 && x == y);
      }
      if (share) pairs.emplace_back(i, j);
    }
  }
  pair_quiet.assign(pairs.size(), std::array<Bits, 6>{});
}

}  // namespace deduce::puzzles::zebra::explain
