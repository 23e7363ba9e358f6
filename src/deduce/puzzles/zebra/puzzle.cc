// The meaning of each statement on a full assignment of positions, used to
// verify solutions and, in analysis, to see which clues a solution breaks.
#include "deduce/puzzles/zebra/puzzle.h"

#include <cstdlib>

namespace deduce::puzzles::zebra {

bool holds(const Statement& s, const Positions& p) {
  const int a = p[s.a.category][s.a.value];
  const int b = p[s.b.category][s.b.value];
  const int c = p[s.c.category][s.c.value];
  switch (s.kind) {
    case StatementKind::kIs:
      return a == b;
    case StatementKind::kIsNot:
      return a != b;
    case StatementKind::kIsEither:
      return a == b || a == c;
    case StatementKind::kAt:
      return a == s.k;
    case StatementKind::kNotAt:
      return a != s.k;
    case StatementKind::kNextTo:
      return std::abs(a - b) == 1;
    case StatementKind::kNotNextTo:
      return std::abs(a - b) != 1;
    case StatementKind::kLeftOf:
      return a < b;
    case StatementKind::kRightOf:
      return a > b;
    case StatementKind::kJustLeftOf:
      return a + 1 == b;
    case StatementKind::kJustRightOf:
      return a == b + 1;
    case StatementKind::kBetween:
      return (b < a && a < c) || (c < a && a < b);
    case StatementKind::kAway:
      return std::abs(a - b) == s.k;
  }
  return false;
}

std::vector<std::vector<int>> by_position(const Positions& p) {
  std::vector<std::vector<int>> table(p.size());
  for (std::size_t c = 0; c < p.size(); ++c) {
    table[c].assign(p[c].size(), 0);
    for (std::size_t v = 0; v < p[c].size(); ++v) table[c][p[c][v]] = static_cast<int>(v);
  }
  return table;
}

int answer(const Ask& ask, const Positions& p) {
  const int where = p[ask.of.category][ask.of.value];
  const auto& cat = p[ask.category];
  for (std::size_t v = 0; v < cat.size(); ++v) {
    if (cat[v] == where) return static_cast<int>(v);
  }
  return -1;
}

}  // namespace deduce::puzzles::zebra
