// The verdicts of `deduce check` for a Sudoku grid as given, and the check
// that a filled grid keeps every rule.
//
// A grid is complete when every cell holds a digit, and valid when what it
// holds breaks no rule: no digit twice in a row, a column, a box or jigsaw
// region, a diagonal (X) or a killer cage, and no killer cage whose digits
// already exceed its sum (or, all filled, miss it), and no cage so large
// that its distinct digits cannot make its sum. check looks only at the
// grid; it does not search (an incomplete valid grid may have no solution).
//
// The reason names the first broken rule (rows, then columns, regions,
// diagonals, cages) and its place in words ("in row 2: at r2c3 and r2c7");
// `where` points at the cell that shows it in the file (the second of two
// repeated digits, a cage's first cell), or at the puzzle's start.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "deduce/io/input_error.h"
#include "deduce/puzzles/sudoku/puzzle.h"

namespace deduce::puzzles::sudoku {

enum class Verdict : std::uint8_t {
  kCompleteValid,
  kCompleteInvalid,
  kIncompleteValid,
  kIncompleteInvalid,
};

std::string_view to_string(Verdict v);  // "complete and valid" ...
std::string_view to_key(Verdict v);     // "complete_valid" ... for JSON

// The rule a grid breaks: its kind ("row", "column", "box", "region",
// "diagonal", "cage") and the words.
struct Violation {
  std::string rule;
  std::string reason;
  int cell = -1;  // the cell that shows it: a repeated digit's second place, a cage's first cell
};

struct CheckResult {
  Verdict verdict = Verdict::kIncompleteValid;
  bool complete = false;
  bool valid = true;
  std::string rule;  // "" when valid
  std::string reason;
  io::SourceLocation where;  // the cell that shows a broken rule, else the puzzle's start
};

CheckResult check(const Puzzle& p);

// The first rule `values` (n*n, 0 empty) break, or an empty rule when none.
Violation first_violation(const Puzzle& p, const Grid& values);

// Whether `solution` is complete, keeps every rule and every given.
bool is_solution(const Puzzle& p, const Grid& solution);

}  // namespace deduce::puzzles::sudoku
