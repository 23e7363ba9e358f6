#include "deduce/puzzles/zebra/explain/context.h"

#include <algorithm>

#include "deduce/puzzles/zebra/explain/formula_filter.h"

namespace deduce::puzzles::zebra::explain {

namespace {

// `x` is not `y` because of clues `why`: added to x's rule for y's category.
void add_difference(const State& s, std::vector<EntityRule>& rules, int x, int y,
                    std::array<int, 2> why) {
  const int cy = s.category_of(y);
  if (x == y || s.category_of(x) == cy) return;
  for (EntityRule& r : rules) {
    if (r.var != x || r.category != cy) continue;
    if (!core::contains(r.values, y - cy * s.n())) {
      r.values |= core::bit(y - cy * s.n());
      r.reasons[y - cy * s.n()] = why;
    }
    return;
  }
  EntityRule r;
  r.var = x;
  r.category = cy;
  r.values = core::bit(y - cy * s.n());
  r.reasons.assign(s.n(), {-1, -1});
  r.reasons[y - cy * s.n()] = why;
  rules.push_back(std::move(r));
}

}  // namespace

void Context::entity_rules_from(const State& s) {
  const Puzzle& pz = s.puzzle();
  const int clues = static_cast<int>(pz.clues.size());
  auto is_kind = [&](int i) {
    const Statement& st = pz.clues[i].statement;
    return (st.kind == StatementKind::kIs || (st.kind == StatementKind::kAway && st.k == 0)) &&
           st.a.category != st.b.category;
  };
  for (int j = 0; j < clues; ++j) {
    const Statement& st = pz.clues[j].statement;
    if (st.kind != StatementKind::kIsNot) continue;
    const int a = s.var(st.a), b = s.var(st.b);
    add_difference(s, entity_rules, a, b, {j, -1});
    add_difference(s, entity_rules, b, a, {j, -1});
  }
  for (int i = 0; i < clues; ++i) {
    if (!is_kind(i)) continue;
    const int a = s.var(pz.clues[i].statement.a), b = s.var(pz.clues[i].statement.b);
    for (int j = 0; j < clues; ++j) {
      const Statement& st = pz.clues[j].statement;
      if (st.kind != StatementKind::kIsNot) continue;
      const int c = s.var(st.a), d = s.var(st.b);
      // x is z (clue i) and z is not y (clue j): x is not y.
      for (auto [x, z] : {std::pair{a, b}, std::pair{b, a}}) {
        if (z == c) add_difference(s, entity_rules, x, d, {i, j});
        if (z == d) add_difference(s, entity_rules, x, c, {i, j});
      }
    }
  }
  std::sort(entity_rules.begin(), entity_rules.end(), [](const EntityRule& l, const EntityRule& r) {
    return l.var != r.var ? l.var < r.var : l.category < r.category;
  });
  rules_reading.assign(pz.num_categories(), {});
  for (int r = 0; r < static_cast<int>(entity_rules.size()); ++r)
    rules_reading[entity_rules[r].category].push_back(r);
}

Context::Context(const State& s, budget::Budget* budget) : clues_of(s.num_vars()), budget_(budget) {
  const Puzzle& pz = s.puzzle();
  const int clues = static_cast<int>(pz.clues.size());
  for (int i = 0; i < clues; ++i) {
    clue_vars.push_back(::deduce::puzzles::zebra::explain::clue_vars(s, pz.clues[i].statement));
    const ClueVars& v = clue_vars.back();
    for (int x : {v.a, v.b, v.c}) {
      if (x >= 0 && (clues_of[x].empty() || clues_of[x].back() != i)) clues_of[x].push_back(i);
    }
    formula_vars.emplace_back();
    if (pz.clues[i].statement.kind == StatementKind::kFormula) {
      formula_vars.back() =
          ::deduce::puzzles::zebra::explain::formula_vars(s, pz.clues[i].statement);
      for (int x : formula_vars.back()) {
        if (clues_of[x].empty() || clues_of[x].back() != i) clues_of[x].push_back(i);
      }
    }
  }
  // `at` and `not at` act alone: they never need a partner. Formula clues
  // are not paired (two_clues reads three values a clue).
  auto relative = [&](int i) {
    const StatementKind k = pz.clues[i].statement.kind;
    return k != StatementKind::kAt && k != StatementKind::kNotAt && k != StatementKind::kFormula;
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
  pairs_of.assign(s.num_vars(), {});
  for (int index = 0; index < static_cast<int>(pairs.size()); ++index) {
    for (int clue : {pairs[index].first, pairs[index].second}) {
      const ClueVars& v = clue_vars[clue];
      for (int x : {v.a, v.b, v.c}) {
        if (x >= 0 && (pairs_of[x].empty() || pairs_of[x].back() != index))
          pairs_of[x].push_back(index);
      }
    }
  }
  entity_rules_from(s);
  const std::size_t sups = static_cast<std::size_t>(s.num_vars()) * s.n();
  for (int level = 0; level < 2; ++level) {
    fixpoints[level].assign(sups * s.num_vars(), 0);
    reached[level].assign(sups, 0);
  }
  pair_quiet.assign(pairs.size(), {});
  pair_quiet_next.assign(pairs.size(), 0);
  pair_support.assign(support_index(pairs.size(), 0, 0, s.n()), 0);
}

}  // namespace deduce::puzzles::zebra::explain
