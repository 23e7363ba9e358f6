#include "deduce/puzzles/futoshiki/learning.h"

#include "deduce/puzzles/latin/learning.h"

namespace deduce::puzzles::futoshiki {

namespace {

using Clause = latin::DirectEncoding::Clause;

bool less(const latin::DirectEncoding& e, sat::Solver& solver, int a, int b) {  // a < b
  const int n = e.n();
  for (int v = 0; v < n; ++v) {
    Clause above(e);
    above.term(a, v, false);
    for (int w = v + 1; w < n; ++w) above.term(b, w, true);
    if (!above.post(solver)) return false;
    Clause below(e);
    below.term(b, v, false);
    for (int w = 0; w < v; ++w) below.term(a, w, true);
    if (!below.post(solver)) return false;
  }
  return true;
}

bool relate(const latin::DirectEncoding& e, sat::Solver& solver, Mode mode, int a, int b,
            Relation rel) {
  const int n = e.n();
  switch (rel) {
    case Relation::kLess:
      return less(e, solver, a, b);
    case Relation::kGreater:
      return less(e, solver, b, a);
    case Relation::kAdjacent:  // |a - b| = 1
      for (int v = 0; v < n; ++v) {
        if (!Clause(e).term(a, v, false).term(b, v - 1, true).term(b, v + 1, true).post(solver))
          return false;
        if (!Clause(e).term(b, v, false).term(a, v - 1, true).term(a, v + 1, true).post(solver))
          return false;
      }
      return true;
    case Relation::kNone:
      if (mode != Mode::kAdjacent) return true;
      for (int v = 0; v + 1 < n; ++v) {  // |a - b| != 1
        if (!Clause(e).term(a, v, false).term(b, v + 1, false).post(solver)) return false;
        if (!Clause(e).term(a, v + 1, false).term(b, v, false).post(solver)) return false;
      }
      return true;
  }
  return true;
}

// The relations as clauses; false when one cannot hold at all.
bool add_relations(const Puzzle& p, const latin::DirectEncoding& e, sat::Solver& solver) {
  const int n = p.n;
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c + 1 < n; ++c)
      if (!relate(e, solver, p.mode, r * n + c, r * n + c + 1, p.right_of(r, c))) return false;
  }
  for (int r = 0; r + 1 < n; ++r) {
    for (int c = 0; c < n; ++c)
      if (!relate(e, solver, p.mode, r * n + c, (r + 1) * n + c, p.below(r, c))) return false;
  }
  return true;
}

}  // namespace

search::SearchResult solve_learning(const Puzzle& puzzle, const search::SearchSettings& options,
                                    const std::function<bool(const Grid&)>& on_solution,
                                    int threads) {
  return latin::solve_learning(
      puzzle, options, on_solution, threads,
      [&](const latin::DirectEncoding& e, sat::Solver& s) { return add_relations(puzzle, e, s); });
}

}  // namespace deduce::puzzles::futoshiki
