// A file of Sudoku read as it comes, a few lines at a time: a collection of
// any length (one puzzle a line: Royle's 49,151 with 17 givens, or ten times
// them) is held a block of lines at a time, never whole, and the puzzles of
// a pipe are handed on as their lines come. Every form parse.h reads may
// stand in it, mixed; a puzzle of several lines (a grid, a .sudoku file) is
// read once all its lines have come.
//
// The puzzles, their places and their errors are parse_puzzles' on the whole
// file, except when to tell: a bad puzzle is thrown once the puzzles before
// it have been handed on, and nothing after it is read.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "deduce/io/input_error.h"
#include "deduce/io/line_reader.h"
#include "deduce/puzzles/sudoku/puzzle.h"

namespace deduce::puzzles::sudoku {

class PuzzleStream {
 public:
  // `lines` reads the file `file` (its name in messages); `read` holds the
  // whole lines it handed on before, from the file's first line.
  PuzzleStream(io::LineReader& lines, std::string read, std::string file);

  // The next puzzles of the file: at least `at_least`, unless the file ends
  // first; none at its end. Throws io::InputError at a bad puzzle (once the
  // puzzles before it have been returned) and at the end of a file that
  // held none (kNoPuzzle, at 1:1).
  std::vector<Puzzle> next(std::size_t at_least = 1);

  // The puzzles returned so far.
  std::size_t count() const { return count_; }

  // The file's line from which nothing has been returned (what next() has
  // not read yet starts there or later), or 0 when the whole file has been
  // read and returned: where a stop that reads no further leaves the file.
  int rest_line() const;

 private:
  io::LineReader& lines_;
  std::string text_;    // whole lines not read into puzzles yet
  int first_line_ = 1;  // the file's line number of text_'s first line
  std::string file_;
  bool ended_ = false;  // lines_ has handed on the whole file
  std::optional<io::InputError> error_;
  std::size_t count_ = 0;
};

}  // namespace deduce::puzzles::sudoku
