// Conflict analysis of the clause-learning search: the first-UIP clause
// (Marques-Silva and Sakallah, GRASP, 1999; Zhang et al., ICCAD 2001),
// minimised by removing literals implied by the others (Soerensson and
// Biere, SAT 2009), and its LBD, the number of decision levels it spans
// (Audemard and Simon, IJCAI 2009).
#include <algorithm>

#include "deduce/sat/solver.h"

namespace deduce::sat {

template <class F>
bool Solver::for_each_antecedent(Reason why, Lit second, Var implied, F&& f) {
  switch (why.kind()) {
    case Kind::kNone:
      return true;
    case Kind::kBinary:
      // A conflict names its two false literals; a reason the true literal
      // whose line made `implied` false.
      if (implied < 0) return f(Lit{why.payload()}) && f(second);
      return f(~Lit{why.payload()});
    case Kind::kLine:
      for (Var u : line(why.payload()))
        if (u != implied && !f(Lit::pos(u))) return false;
      return true;
    case Kind::kClause: {
      const ClauseRef c = why.payload();
      const std::span<const Lit> lits = arena_.clause(c);
      for (std::size_t k = implied < 0 ? 0 : 1; k < lits.size(); ++k)
        if (!f(lits[k])) return false;
      return true;
    }
  }
  return true;
}

std::uint32_t Solver::count_levels(std::span<const Lit> lits) {
  if (level_stamp_.size() <= static_cast<std::size_t>(level()))
    level_stamp_.resize(static_cast<std::size_t>(level()) + 1, 0);
  ++stamp_;
  std::uint32_t count = 0;
  for (Lit l : lits) {
    const auto lv = static_cast<std::size_t>(level_of_[l.var()]);
    if (level_stamp_[lv] != stamp_) {
      level_stamp_[lv] = stamp_;
      ++count;
    }
  }
  return count;
}

void Solver::analyze(Conflict conflict, int& jump_to, std::uint32_t& lbd) {
  learnt_.clear();
  learnt_.push_back(Lit{});  // the asserting literal goes here
  const int current = level();
  int open = 0;  // literals of the current level still to resolve
  auto visit = [&](Lit q) {
    const Var u = q.var();
    if (seen_[u] == 0 && level_of_[u] > 0) {
      seen_[u] = 1;
      order_.bump(u);
      if (level_of_[u] >= current) {
        ++open;
      } else {
        learnt_.push_back(q);
      }
    }
    return true;
  };
  auto touch = [&](Reason why) {
    if (why.kind() != Kind::kClause || !arena_.learnt(why.payload())) return;
    const ClauseRef c = why.payload();
    arena_.set_used(c, true);
    if (arena_.lbd(c) > 2) {
      const std::uint32_t now = count_levels(arena_.clause(c));
      if (now < arena_.lbd(c)) arena_.set_lbd(c, now);
    }
  };
  touch(conflict.what);
  for_each_antecedent(conflict.what, conflict.second, -1, visit);
  std::size_t index = trail_.size();
  Lit p{};
  for (;;) {
    while (seen_[trail_[--index].var()] == 0) {
    }
    p = trail_[index];
    seen_[p.var()] = 0;
    if (--open == 0) break;
    const Reason why = reason_[p.var()];
    touch(why);
    for_each_antecedent(why, Lit{}, p.var(), visit);
  }
  learnt_[0] = ~p;

  // Minimise: drop each literal whose reason's literals are all in the
  // clause or themselves redundant. The abstraction of the clause's levels
  // (one bit per level modulo 32) rejects most candidates at once.
  std::uint32_t levels = 0;
  for (std::size_t k = 1; k < learnt_.size(); ++k)
    levels |= 1U << (static_cast<std::uint32_t>(level_of_[learnt_[k].var()]) & 31U);
  to_clear_.assign(learnt_.begin(), learnt_.end());
  std::size_t kept = 1;
  for (std::size_t k = 1; k < learnt_.size(); ++k) {
    const Lit l = learnt_[k];
    if (reason_[l.var()].kind() == Kind::kNone || !redundant(l, levels)) learnt_[kept++] = l;
  }
  learnt_.resize(kept);
  bump_reasons();
  for (Lit l : to_clear_) seen_[l.var()] = 0;

  // The literal of the highest level after the asserting one goes second:
  // it is watched, and the search jumps back to its level.
  jump_to = 0;
  if (learnt_.size() > 1) {
    std::size_t best = 1;
    for (std::size_t k = 2; k < learnt_.size(); ++k)
      if (level_of_[learnt_[k].var()] > level_of_[learnt_[best].var()]) best = k;
    std::swap(learnt_[1], learnt_[best]);
    jump_to = level_of_[learnt_[1].var()];
  }
  lbd = count_levels(learnt_);
}

// Bumps the variables that imply the learnt clause's literals as well
// (CaDiCaL's "bumpreason"): they take part in the conflict one step further
// back. A line's reason would bump a whole row or column, which says little,
// so only binary and clause reasons count.
void Solver::bump_reasons() {
  for (std::size_t k = 1; k < learnt_.size(); ++k) {
    const Reason why = reason_[learnt_[k].var()];
    if (why.kind() != Kind::kBinary && why.kind() != Kind::kClause) continue;
    for_each_antecedent(why, Lit{}, learnt_[k].var(), [&](Lit l) {
      const Var u = l.var();
      if (seen_[u] == 0 && level_of_[u] > 0) {
        seen_[u] = 1;
        to_clear_.push_back(l);
        order_.bump(u);
      }
      return true;
    });
  }
}

bool Solver::redundant(Lit p, std::uint32_t levels) {
  stack_.clear();
  stack_.push_back(p);
  const std::size_t top = to_clear_.size();
  while (!stack_.empty()) {
    const Lit q = stack_.back();
    stack_.pop_back();
    const bool ok = for_each_antecedent(reason_[q.var()], Lit{}, q.var(), [&](Lit l) {
      const Var u = l.var();
      if (seen_[u] != 0 || level_of_[u] == 0) return true;
      const std::uint32_t bit = 1U << (static_cast<std::uint32_t>(level_of_[u]) & 31U);
      if (reason_[u].kind() != Kind::kNone && (levels & bit) != 0) {
        seen_[u] = 1;
        stack_.push_back(l);
        to_clear_.push_back(l);
        return true;
      }
      return false;
    });
    if (!ok) {
      for (std::size_t k = top; k < to_clear_.size(); ++k) seen_[to_clear_[k].var()] = 0;
      to_clear_.resize(top);
      return false;
    }
  }
  return true;
}

}  // namespace deduce::sat
