// Unit propagation of the clause-learning search: the exactly-one lines and
// the watched clauses, literal by literal along the trail.
#include "deduce/sat/solver.h"

namespace deduce::sat {

Solver::Conflict Solver::propagate() {
  while (head_ < trail_.size()) {
    const Lit p = trail_[head_++];
    ++stats_.propagations;
    Conflict c = propagate_lines(p);
    if (c.none()) c = propagate_clauses(p);
    if (!c.none()) return c;
  }
  return Conflict{};
}

// A variable set true makes every other variable of its lines false; one set
// false may leave a line a single candidate, which becomes true. The counts
// of false variables and the true variable of each line are kept by assign()
// and unassign(), so a line is scanned only when it acts.
Solver::Conflict Solver::propagate_lines(Lit p) {
  const Var v = p.var();
  if (!p.negated()) {
    for (std::uint32_t l : lines_of(v)) {
      const Var other = true_in_line_[l];
      if (other != v) return Conflict{Reason::make(Kind::kBinary, Lit::neg(v).x), Lit::neg(other)};
      for (Var u : line(l)) {
        if (u == v) continue;
        const Value val = value_[u];
        if (val == Value::kUndef) {
          assign(Lit::neg(u), Reason::make(Kind::kBinary, p.x));
        } else if (val == Value::kTrue) {
          return Conflict{Reason::make(Kind::kBinary, Lit::neg(v).x), Lit::neg(u)};
        }
      }
    }
    return Conflict{};
  }
  for (std::uint32_t l : lines_of(v)) {
    if (true_in_line_[l] >= 0) continue;
    const std::span<const Var> vs = line(l);
    const std::uint32_t falses = false_in_line_[l];
    if (falses == vs.size()) return Conflict{Reason::make(Kind::kLine, l), Lit{}};
    if (falses + 1 != vs.size()) continue;
    for (Var u : vs) {
      if (value_[u] == Value::kUndef) {
        assign(Lit::pos(u), Reason::make(Kind::kLine, l));
        break;
      }
    }
  }
  return Conflict{};
}

// Two watched literals with a blocker (Een and Sorensson): the clauses that
// watch ~p look for another literal that is not false, or propagate their
// other watch, or are the conflict.
Solver::Conflict Solver::propagate_clauses(Lit p) {
  const Lit false_lit = ~p;
  std::vector<Watch>& ws = watches_[false_lit.x];
  std::size_t i = 0;
  std::size_t j = 0;
  const std::size_t end = ws.size();
  while (i < end) {
    const Watch w = ws[i++];
    if (value(w.blocker) == Value::kTrue) {
      ws[j++] = w;
      continue;
    }
    Lit* c = arena_.lits(w.clause);
    if (c[0] == false_lit) std::swap(c[0], c[1]);
    const Lit first = c[0];
    if (first != w.blocker && value(first) == Value::kTrue) {
      ws[j++] = Watch{w.clause, first};
      continue;
    }
    const std::uint32_t size = arena_.size(w.clause);
    bool moved = false;
    for (std::uint32_t k = 2; k < size; ++k) {
      if (value(c[k]) != Value::kFalse) {
        std::swap(c[1], c[k]);
        watches_[c[1].x].push_back(Watch{w.clause, first});
        moved = true;
        break;
      }
    }
    if (moved) continue;
    ws[j++] = Watch{w.clause, first};
    if (value(first) == Value::kFalse) {
      while (i < end) ws[j++] = ws[i++];
      ws.resize(j);
      return Conflict{Reason::make(Kind::kClause, w.clause), Lit{}};
    }
    assign(first, Reason::make(Kind::kClause, w.clause));
  }
  ws.resize(j);
  return Conflict{};
}

}  // namespace deduce::sat
