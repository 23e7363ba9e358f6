// Reading Sudoku files: every puzzle of a file, in any of the forms people
// keep them in, told apart line by line (docs/formats.md, "Sudoku"):
//
//   Solo game IDs, one a line          3x3:a9_7_1d4d9c3a1_5_8a4a6a6_5b7a1...
//   one puzzle a line (collections)    ..3.2.6..9..3.5..1..18.64....81.29..7...
//                                      (n*n cells: n = 4, 6, 8, 9, 12, 16, 25)
//   a grid of n lines of n cells       5 3 . | . 7 . | . . .
//     (spaces, `|`, `-`, `+` and lines of them are box separators)
//   the .sudoku format                 sudoku 9 boxes 3x3 x killer
//                                      (then the grid; `regions` and `cages`
//                                      maps; `sums`)
//
// A cell is a digit 1-9, A-Z (or a-z) for 10 and up, and `.`, `0` or `_`
// when empty. `#` starts a comment. Errors are io::InputError at
// file:line:col with what was expected.
#pragma once

#include <string>
#include <vector>

#include "deduce/puzzles/sudoku/puzzle.h"

namespace deduce::puzzles::sudoku {

std::vector<Puzzle> parse_puzzles(const std::string& text, const std::string& file);

}  // namespace deduce::puzzles::sudoku
