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
#include <cstdint>
#include <utility>
#include <vector>

#include "deduce/budget/limits.h"
#include "deduce/puzzles/zebra/explain/state.h"
#include "deduce/puzzles/zebra/explain/words.h"

namespace deduce::puzzles::zebra::explain {

// A trial's supposition: var at position, refuted by the rungs up to level.
struct Supposition {
  int var = -1, position = -1;
  int level = 0;
};

// A value the clues say is none of some values of another category: either
// an `is not` clue, or an `is` clue and an `is not` clue on its partner
// ("brit is milk, milk is not green": brit is not green).
struct EntityRule {
  int var = -1;       // the value
  int category = -1;  // the other category
  Bits values = 0;    // the values of `category` that var is not
  // Per value index of `category` in `values`: the clues that say so (an
  // `is` clue first when there are two; -1 when one).
  std::vector<std::array<int, 2>> reasons;
};

struct Context {
  // `budget`: the limits of the explanation (--timeout, --node-limit,
  // Ctrl-C), or none.
  explicit Context(const State& s, budget::Budget* budget = nullptr);

  // Spends one unit of the budget (a supposition tested, a ladder step) and
  // says whether the work must stop. Once stopped, it stays stopped: the
  // probes then find nothing, so whatever they return is still sound.
  bool out_of_budget() const {
    return budget_ != nullptr && (budget_->stopped() || budget_->spend());
  }
  bool stopped() const { return budget_ != nullptr && budget_->stopped(); }

  std::vector<ClueVars> clue_vars;  // per clue
  // per clue of kind kFormula: every var it reads (formula_filter.h); else empty
  std::vector<std::vector<int>> formula_vars;
  std::vector<std::vector<int>> clues_of;  // per var: the clues naming it
  std::vector<std::pair<int, int>> pairs;  // clues i < j sharing a value (two_clues)
  std::vector<std::vector<int>> pairs_of;  // per var: the pairs naming it

  std::vector<EntityRule> entity_rules;         // by var, then category
  std::vector<std::vector<int>> rules_reading;  // per category: the rules about it

  // Fills entity_rules and rules_reading.
  void entity_rules_from(const State& s);

  // Per pair: the masks of its values the last kQuietWays times it refuted
  // nothing (suppositions take turns, each leaving the pair its own masks),
  // and which entry the next one replaces.
  static constexpr int kQuietWays = 8;
  mutable std::vector<std::array<std::array<Bits, 6>, kQuietWays>> pair_quiet;
  mutable std::vector<std::uint8_t> pair_quiet_next;
  // Per pair, value slot k (of its kPairSlots) and position p: the masks the
  // probe "slot k at p" last ended on without refuting anything (all 0 until
  // then). They are a fixpoint of the probe's rules, so while they lie
  // within the pair's masks the probe cannot refute (two_clues.cc).
  static constexpr int kPairSlots = 6;
  mutable std::vector<Bits> pair_support;
  std::size_t support_index(std::size_t pair, int slot, int position, int n) const {
    return ((pair * kPairSlots + static_cast<std::size_t>(slot)) * static_cast<std::size_t>(n) +
            static_cast<std::size_t>(position)) *
           kPairSlots;
  }
  // The state the ladder stands on (explain(), next_step()), and per level
  // (0: kMedium, 1: kHard) and supposition (var * n + position) the masks
  // of the fixpoint it last reached there without a contradiction
  // (num_vars masks from supposition * num_vars), if `reached` (suppose.h).
  mutable const State* ladder_state = nullptr;
  mutable std::vector<Bits> fixpoints[2];
  mutable std::vector<char> reached[2];
  // Suppositions refuted by the last trial sweep, in sweep order.
  mutable std::vector<Supposition> refuted;
  // Suppositions a sweep of trials inside trials may still test (trial.cc,
  // kNestedProbes), inner ones included; -1 outside such a sweep.
  mutable std::int64_t nested_probes_left = -1;

 private:
  budget::Budget* budget_ = nullptr;
};

}  // namespace deduce::puzzles::zebra::explain
