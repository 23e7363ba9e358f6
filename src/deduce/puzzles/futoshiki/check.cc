#include "deduce/puzzles/futoshiki/check.h"

#include <cstdlib>

namespace deduce::puzzles::futoshiki {
namespace {

std::string at_text(const io::SourceLocation& w) {
  return std::to_string(w.line) + ":" + std::to_string(w.column);
}

std::string cell_name(int r, int c) {
  return "row " + std::to_string(r + 1) + ", column " + std::to_string(c + 1);
}

// Where cell k (or a relation) was read; the puzzle's start for puzzles built
// in code without source positions.
io::SourceLocation place(const Puzzle& p, const std::vector<io::TextPlace>& where, std::size_t k) {
  return k < where.size() ? p.where.at(where[k]) : p.where;
}

// Whether a (left or upper) and b break `rel`.
bool relation_broken(const Puzzle& p, Relation rel, int a, int b) {
  switch (rel) {
    case Relation::kLess:
      return !(a < b);
    case Relation::kGreater:
      return !(a > b);
    case Relation::kAdjacent:
      return std::abs(a - b) != 1;
    case Relation::kNone:
      return p.mode == Mode::kAdjacent && std::abs(a - b) == 1;
  }
  return false;
}

struct Cell {
  int r, c;
};

// Checks the relation `rel` between a (left or upper cell, at cell_a) and b.
// Returns an empty string when kept; the cell names are built only for a
// broken relation, since solvers call this on every solution they report.
std::string relation_problem(const Puzzle& p, Relation rel, bool horizontal, int a, int b,
                             Cell cell_a, Cell cell_b) {
  if (!relation_broken(p, rel, a, b)) return {};
  const char* first = horizontal ? "left" : "upper";
  const std::string a_name = cell_name(cell_a.r, cell_a.c);
  const std::string b_name = cell_name(cell_b.r, cell_b.c);
  switch (rel) {
    case Relation::kLess:
      return std::string("the sign `") + (horizontal ? '<' : '^') + "` says the " + first +
             " cell is smaller, but " + std::to_string(a) + " (" + a_name + ") is not less than " +
             std::to_string(b) + " (" + b_name + ")";
    case Relation::kGreater:
      return std::string("the sign `") + (horizontal ? '>' : 'v') + "` says the " + first +
             " cell is larger, but " + std::to_string(a) + " (" + a_name +
             ") is not greater than " + std::to_string(b) + " (" + b_name + ")";
    case Relation::kAdjacent:
      return "the adjacency mark says the two cells differ by 1, but " + std::to_string(a) + " (" +
             a_name + ") and " + std::to_string(b) + " (" + b_name + ") do not";
    case Relation::kNone:
      return "without an adjacency mark the two cells must not differ by 1, but " +
             std::to_string(a) + " (" + a_name + ") and " + std::to_string(b) + " (" + b_name +
             ") do";
  }
  return {};
}

}  // namespace

namespace {
// The words and the JSON key of each verdict, in the enum's order.
struct VerdictNames {
  std::string_view words, key;
};
constexpr VerdictNames kVerdictNames[] = {
    {"complete and valid", "complete_valid"},
    {"complete and invalid", "complete_invalid"},
    {"incomplete and valid", "incomplete_valid"},
    {"incomplete and invalid", "incomplete_invalid"},
};
}  // namespace

std::string_view to_string(Verdict v) {
  return kVerdictNames[static_cast<int>(v)].words;
}

std::string_view to_key(Verdict v) {
  return kVerdictNames[static_cast<int>(v)].key;
}

std::string first_violation(const Puzzle& p, const Grid& values, io::SourceLocation* where) {
  const int n = p.n;
  // The place is read only on a failure: the path is copied once, not a cell.
  auto fail = [&](const std::vector<io::TextPlace>& places, std::size_t at, std::string why) {
    if (where != nullptr) *where = place(p, places, at);
    return why;
  };
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      const std::size_t k = static_cast<std::size_t>(r) * n + c;
      const int v = values[k];
      if (v == 0) continue;
      if (v < 1 || v > n) {
        return fail(p.cell_where, k,
                    "the value " + std::to_string(v) + " at " + cell_name(r, c) +
                        " is out of range: values run from 1 to " + std::to_string(n));
      }
      for (int c2 = 0; c2 < c; ++c2) {
        if (values[k - c + c2] == v) {
          return fail(p.cell_where, k,
                      "the value " + std::to_string(v) + " appears twice in row " +
                          std::to_string(r + 1) + ": in columns " + std::to_string(c2 + 1) +
                          " (at " + at_text(place(p, p.cell_where, k - c + c2)) + ") and " +
                          std::to_string(c + 1));
        }
      }
      for (int r2 = 0; r2 < r; ++r2) {
        std::size_t k2 = static_cast<std::size_t>(r2) * n + c;
        if (values[k2] == v) {
          return fail(p.cell_where, k,
                      "the value " + std::to_string(v) + " appears twice in column " +
                          std::to_string(c + 1) + ": in rows " + std::to_string(r2 + 1) + " (at " +
                          at_text(place(p, p.cell_where, k2)) + ") and " + std::to_string(r + 1));
        }
      }
      auto in_range = [n](int x) { return x >= 1 && x <= n; };
      if (c > 0 && in_range(values[k - 1])) {
        std::size_t rk = static_cast<std::size_t>(r) * (n - 1) + (c - 1);
        std::string why =
            relation_problem(p, p.right[rk], true, values[k - 1], v, {r, c - 1}, {r, c});
        if (!why.empty()) return fail(p.right_where, rk, why);
      }
      if (r > 0 && in_range(values[k - n])) {
        std::size_t dk = static_cast<std::size_t>(r - 1) * n + c;
        std::string why =
            relation_problem(p, p.down[dk], false, values[k - n], v, {r - 1, c}, {r, c});
        if (!why.empty()) return fail(p.down_where, dk, why);
      }
    }
  }
  return {};
}

bool is_solution(const Puzzle& p, const Grid& solution) {
  if (solution.size() != p.givens.size()) return false;
  for (std::size_t k = 0; k < solution.size(); ++k) {
    if (solution[k] == 0) return false;
    if (p.givens[k] != 0 && p.givens[k] != solution[k]) return false;
  }
  return first_violation(p, solution).empty();
}

CheckResult check(const Puzzle& p) {
  CheckResult result;
  std::size_t empty = 0, first_empty = p.givens.size();
  for (std::size_t k = 0; k < p.givens.size(); ++k) {
    if (p.givens[k] == 0) {
      if (empty++ == 0) first_empty = k;
    }
  }
  result.complete = empty == 0;
  io::SourceLocation where = p.where;
  std::string why = first_violation(p, p.givens, &where);
  result.valid = why.empty();
  if (!result.valid) {
    result.reason = why;
    result.where = where;
  } else if (result.complete) {
    result.reason =
        "every row and column holds 1 to " + std::to_string(p.n) + " once and every relation holds";
    result.where = p.where;
  } else {
    int r = static_cast<int>(first_empty) / p.n, c = static_cast<int>(first_empty) % p.n;
    result.reason = std::to_string(empty) + " of " + std::to_string(p.givens.size()) +
                    " cells are empty, the first at " + cell_name(r, c) +
                    "; no given breaks a rule";
    result.where = place(p, p.cell_where, first_empty);
  }
  result.verdict = result.complete
                       ? (result.valid ? Verdict::kCompleteValid : Verdict::kCompleteInvalid)
                       : (result.valid ? Verdict::kIncompleteValid : Verdict::kIncompleteInvalid);
  return result;
}

}  // namespace deduce::puzzles::futoshiki
