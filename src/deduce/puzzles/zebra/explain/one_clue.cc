// Medium: what one clue implies for its values' positions, given where they
// can still be (clue_filter.h computes it):
//   left of / right of  bounds: "green is left of white" keeps green off the
//                       last position and white off the first, and off
//                       anything beyond the other's extreme;
//   between             the middle value strictly inside, the ends outside;
//   next to, just left  neighbours: a value only where the other has a
//   / right of, k away  neighbour (at distance k) it can take;
//   is                  links two values: both keep the positions they share;
//   is either           A where B or C can be, and A is B when it cannot be C;
//   not next to, is not a placed value keeps its partner off its neighbours
//                       (or its own position).
// "clue 10: blends is next to cat, and cat is at 1, so blends is at 2".
#include <algorithm>
#include <utility>

#include "deduce/puzzles/zebra/explain/clue_filter.h"
#include "deduce/puzzles/zebra/explain/formula_filter.h"
#include "deduce/puzzles/zebra/explain/techniques.h"
#include "deduce/puzzles/zebra/explain/words.h"

namespace deduce::puzzles::zebra::explain {
namespace {

namespace ex = deduce::explain;

std::string join_and(const std::vector<std::string>& parts) {
  std::string out;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    if (i > 0) out += i + 1 == parts.size() ? " and " : ", ";
    out += parts[i];
  }
  return out;
}

// With `positions: none` the first category's values are the positions
// themselves: "dee is at dee" says nothing.
bool given(const State& s, int var) {
  return s.puzzle().layout == LayoutKind::kNone && s.category_of(var) == 0;
}

// The step of clue i that narrows each of `vars` (each named once) to
// `after`: the clue, where its values could be that are not free, so what
// it narrows them to.
ex::Step narrowing_step(const State& s, int i, const std::vector<int>& vars,
                        const std::vector<Bits>& after) {
  ex::Step step;
  step.technique = "one_clue";
  step.level = kMedium;
  step.premises.push_back(clue_premise(s, i));
  std::vector<std::string> reasons, results;
  for (std::size_t k = 0; k < vars.size(); ++k) {
    const int x = vars[k];
    if (s.mask(x) != s.full() && !given(s, x)) {
      reasons.push_back(where_text(s, x));
      step.premises.push_back(cell_premise(s, x));
    }
    if (after[k] != s.mask(x)) results.push_back(narrow(s, x, after[k], step.conclusions));
  }
  step.text = clue_sentence(s.puzzle(), i);
  if (!reasons.empty()) step.text += ", and " + join_and(reasons);
  step.text += ", so " + join_and(results);
  return step;
}

// A formula clue (formula_filter.h): the same step over all its values.
std::optional<ex::Step> one_formula_clue(const State& s, int i) {
  const Statement& st = s.puzzle().clues[i].statement;
  const std::vector<int> vars = formula_vars(s, st);
  const std::vector<Bits> after = formula_filter(s, st, vars);
  bool changed = false;
  for (std::size_t k = 0; k < vars.size(); ++k) changed = changed || after[k] != s.mask(vars[k]);
  if (!changed) return std::nullopt;
  return narrowing_step(s, i, vars, after);
}

}  // namespace

std::optional<ex::Step> one_clue_on(const State& s, int i) {
  const Statement& st = s.puzzle().clues[i].statement;
  if (st.kind == StatementKind::kFormula) return one_formula_clue(s, i);
  if (st.kind == StatementKind::kAt || st.kind == StatementKind::kNotAt) return std::nullopt;
  const ClueVars v = clue_vars(s, st);
  const ClueMasks before{s.mask(v.a), s.mask(v.b), v.c >= 0 ? s.mask(v.c) : Bits{0}};
  const ClueMasks after = filter_fixpoint(st, before, s.full());
  if (after == before) return std::nullopt;
  // Each value once (a clue may name one twice), in the order a, b, c.
  std::vector<int> vars;
  std::vector<Bits> now;
  for (const auto& [x, m] :
       {std::pair{v.a, after.a}, std::pair{v.b, after.b}, std::pair{v.c, after.c}}) {
    if (x < 0 || std::find(vars.begin(), vars.end(), x) != vars.end()) continue;
    vars.push_back(x);
    now.push_back(m);
  }
  return narrowing_step(s, i, vars, now);
}

std::optional<ex::Step> one_clue(const State& s) {
  for (int i = 0; i < static_cast<int>(s.puzzle().clues.size()); ++i) {
    if (auto step = one_clue_on(s, i)) return step;
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::explain
