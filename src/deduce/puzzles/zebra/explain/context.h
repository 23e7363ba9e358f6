// What the ladder computes from a puzzle once per explanation, and the
// memos that let it skip work it has already done.
//
// The memos are sound across all the states one explanation visits because
// those states only ever lose positions (the ladder's, and the trial states
// below them) and every rung is monotone:
// - a pair of clues that refuted nothing is probed again only when one of
//   its values' masks differs from the masks it was probed with (the probe
//   depends on those masks alone);
// - a supposition once refuted stays refuted in every smaller state, so a
//   trial sweep keeps all it refutes and the next trials take them first.
#pragma once

#include <array>
#include <utility>
#include <vector>

#include "deduce/puzzles/zebra/explain/state.h"
#include "deduce/puzzles/zebra/explain/words.h"

namespace deduce::puzzles::zebra::explain {

// A trial's supposition: var at position, refuted by the rungs up to level.
struct Supposition {
  int var = -1, position = -1;
  int level = 0;
};

struct Context {
  explicit Context(const State& s);

  std::vector<ClueVars> clue_vars;         // per clue
  std::vector<std::vector<int>> clues_of;  // per var: the clues naming it
  std::vector<std::pair<int, int>> pairs;  // clues i < j sharing a value (two_clues)

  // Per pair: the masks of its values when it last refuted nothing.
  mutable std::vector<std::array<Bits, 6>> pair_quiet;
  // Suppositions refuted by the last trial sweep, in sweep order.
  mutable std::vector<Supposition> refuted;
};

}  // namespace deduce::puzzles::zebra::explain
