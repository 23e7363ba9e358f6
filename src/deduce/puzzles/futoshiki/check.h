// The verdicts of `deduce check` for a Futoshiki grid, and the check that a
// filled grid satisfies a puzzle.
//
// A grid is complete when every cell holds a value, and valid when no rule is
// broken by what it holds: every value within 1..n, no value twice in a row or
// a column, and every relation between two filled neighbours kept (Unequal: the
// sign; Adjacent: a mark means the two differ by exactly 1, no mark means they
// do not). An incomplete valid grid may still have no solution: check looks
// only at the givens, it does not search.
//
// The reason names the first broken rule in reading order of the cells, and
// `where` points at the token that shows it (the second of two duplicates, the
// relation sign, the first empty cell, or the start of the puzzle).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "deduce/io/input_error.h"
#include "deduce/puzzles/futoshiki/puzzle.h"

namespace deduce::puzzles::futoshiki {

enum class Verdict : std::uint8_t {
  kCompleteValid,
  kCompleteInvalid,
  kIncompleteValid,
  kIncompleteInvalid,
};

// "complete and valid", "incomplete and invalid", ...
std::string_view to_string(Verdict v);
// "complete_valid", ... for JSON.
std::string_view to_key(Verdict v);

struct CheckResult {
  Verdict verdict = Verdict::kIncompleteValid;
  bool complete = false;
  bool valid = true;
  std::string reason;
  io::SourceLocation where;
};

CheckResult check(const Puzzle& puzzle);

// The first rule that `values` (n * n, 0 for empty) break against the
// puzzle's relations, or an empty string when none. Used by check() and to
// check solutions.
std::string first_violation(const Puzzle& puzzle, const Grid& values,
                            io::SourceLocation* where = nullptr);

// True when `solution` is complete, breaks no rule and keeps every given.
bool is_solution(const Puzzle& puzzle, const Grid& solution);

}  // namespace deduce::puzzles::futoshiki
