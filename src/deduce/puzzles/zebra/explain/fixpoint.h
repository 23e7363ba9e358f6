// The ladder's rungs without words: what they deduce, applied straight to
// the masks until nothing changes. Trials test each supposition this way and
// write out the steps only for the one they keep (conflict.h, from a trace
// of this run).
//
// Why the two agree: every rung is monotone (fewer positions never allow
// fewer deductions), so whatever order they run in, rungs up to a level
// reach the same fixpoint; a contradiction found here is one the ladder's
// own run will reach too.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "deduce/puzzles/zebra/explain/techniques.h"

namespace deduce::puzzles::zebra::explain {

// One application of a rung during a fixpoint run (conflict.h reads them):
// which rung on which clue (kClue), category (kSingles, kHall), entity rule
// (kEntity) or pair of clues (kPair), and the masks it left the values it
// changed. The last event of a run that fails is the one that failed.
struct TraceEvent {
  enum class Kind : std::uint8_t { kClue, kSingles, kHall, kEntity, kPair };
  Kind kind = Kind::kClue;
  int index = -1;
  std::vector<std::pair<int, Bits>> writes;
};
using Trace = std::vector<TraceEvent>;

// Applies the rungs up to `max_level` (kMedium: clues one at a time, the
// grid's singles, Hall sets and entity rules; kHard: also pairs of clues) to `s` until a fixpoint.
// Returns false on a contradiction (s is then left part-way). With
// `changed_category` >= 0, s was at that fixpoint but for a change in that
// category (a supposition), and only what it touches is revisited.
// With `trace`, every application that changes a mask or fails is listed.
bool propagate(State& s, const Context& ctx, int max_level, int changed_category = -1,
               Trace* trace = nullptr);

// The same from a state that was at the fixpoint `fixpoint` (masks, one per
// var) but for the vars whose masks now differ from it. With
// `fixpoint_is_quiet`, `fixpoint` is one of the same rungs (no Hall set
// applies there), and the Hall-set search starts from it.
bool propagate_from(State& s, const Context& ctx, int max_level, const Bits* fixpoint,
                    bool fixpoint_is_quiet = false);

// two_clues on pair `index` (Context::pairs), its eliminations applied to
// `s`: the number of values it changed (listed in `changed`), -1 when one
// has no place left. Defined in two_clues.cc.
int apply_pair(State& s, const Context& ctx, std::size_t index, int (&changed)[6]);

}  // namespace deduce::puzzles::zebra::explain
