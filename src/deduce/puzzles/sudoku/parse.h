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

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "deduce/puzzles/sudoku/puzzle.h"

namespace deduce::puzzles::sudoku {

std::vector<Puzzle> parse_puzzles(const std::string& text, const std::string& file);

// What a file without a puzzle is told, at its line 1.
inline constexpr std::string_view kNoPuzzle =
    "expected a Sudoku: a Solo game ID (3x3:...), a line of 81 cells, 9 lines of 9 cells, or a "
    ".sudoku file opening with `sudoku 9`";

// The puzzles of some whole lines of a file (puzzle_stream.h reads a file
// so, a few lines at a time).
struct PuzzleChunk {
  std::vector<Puzzle> puzzles;
  std::size_t used = 0;  // the bytes of the text read into them
  int lines = 0;         // the lines of the text read into them
  // The first bad puzzle, after those before it; the rest is not read.
  std::optional<io::InputError> error;
};

// The puzzles of `text`, whose first line is line `first_line` of `file`,
// as parse_puzzles reads them, except that a bad puzzle ends the reading
// (`error`) with the puzzles before it kept, that a text without a puzzle is
// no error, and that when `more` says lines follow the text, a puzzle that
// goes on past its end (a grid, a .sudoku file; a killer's sums) is left
// unread for a call with more lines.
PuzzleChunk parse_some(std::string_view text, const std::string& file, int first_line, bool more);

}  // namespace deduce::puzzles::sudoku
