// Easy: a clue read straight onto the grid. `at` places a value, `not at`
// crosses a position out, and `is` / `is not` (or `0 away from`) carry a
// placed value's position over to its partner: "clue 1: brit is red, and red
// is at 3, so brit is at 3".
#include "deduce/puzzles/zebra/explain/techniques.h"
#include "deduce/puzzles/zebra/explain/words.h"

namespace deduce::puzzles::zebra::explain {
namespace {

namespace ex = deduce::explain;

ex::Step make(const State& s, int clue) {
  ex::Step step;
  step.technique = "direct_clue";
  step.level = kEasy;
  step.premises.push_back(clue_premise(s, clue));
  step.text = clue_sentence(s.puzzle(), clue);
  return step;
}

// `partner` takes (or, when `same` is false, leaves) placed var's position.
std::optional<ex::Step> carry(const State& s, int clue, int placed, int partner, bool same) {
  const Bits m = s.mask(placed);
  const int p = core::min_value(m);
  if (same ? s.settled(partner) && s.mask(partner) == m : !(s.mask(partner) & m))
    return std::nullopt;
  ex::Step step = make(s, clue);
  step.premises.push_back(cell_premise(s, placed));
  // With `positions: none` a value of the first category is its position.
  if (s.puzzle().layout != LayoutKind::kNone || s.category_of(placed) != 0) {
    step.text += ", and " + value_name(s.puzzle(), placed) + " is " + at_text(m);
  }
  step.text += ", so ";
  const std::string name = value_name(s.puzzle(), partner);
  if (same) {
    step.conclusions.push_back(place(s, partner, p));
    step.text += name + " is " + at_text(m);
  } else {
    step.conclusions.push_back(eliminate(s, partner, p));
    step.text += name + " is not " + at_text(m);
  }
  return step;
}

}  // namespace

std::optional<ex::Step> direct_clue_on(const State& s, int i) {
  const Statement& st = s.puzzle().clues[i].statement;
  const int a = s.var(st.a);
  switch (st.kind) {
    case StatementKind::kAt:
      if (!s.settled(a) || s.mask(a) != core::bit(st.k)) {
        ex::Step step = make(s, i);
        step.conclusions.push_back(place(s, a, st.k));
        return step;
      }
      break;
    case StatementKind::kNotAt:
      if (core::contains(s.mask(a), st.k)) {
        ex::Step step = make(s, i);
        step.conclusions.push_back(eliminate(s, a, st.k));
        return step;
      }
      break;
    case StatementKind::kIs:
    case StatementKind::kIsNot:
    case StatementKind::kAway: {
      if (st.kind == StatementKind::kAway && st.k != 0) break;
      const int b = s.var(st.b);
      if (a == b || st.a.category == st.b.category) break;
      const bool same = st.kind != StatementKind::kIsNot;
      for (auto [x, y] : {std::pair{a, b}, std::pair{b, a}}) {
        // From a value written into the grid only: one whose last position
        // is not yet its own is only place left's to settle first.
        if (!s.settled(x)) continue;
        if (auto step = carry(s, i, x, y, same)) return step;
      }
      break;
    }
    default:
      break;
  }
  return std::nullopt;
}

std::optional<ex::Step> direct_clue(const State& s) {
  for (int i = 0; i < static_cast<int>(s.puzzle().clues.size()); ++i) {
    if (auto step = direct_clue_on(s, i)) return step;
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::explain
