// The reader of Sudoku text behind parse.h, shared by its files: the text
// cut into lines, and a parser that reads puzzles from them in any of the
// forms parse.h lists. parse.cc drives it (a puzzle at a time, and the
// chunks of a file read as it comes); parse_grid.cc reads the forms of
// cells, one puzzle a line and grids; parse_sudoku_file.cc reads the
// `.sudoku` form with its regions, cages and sums. Internal to them.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "deduce/io/input_error.h"
#include "deduce/puzzles/sudoku/parse.h"
#include "deduce/puzzles/sudoku/puzzle.h"

namespace deduce::puzzles::sudoku::parsing {

struct Line {
  std::string_view text;  // without its comment and trailing blanks
  int number = 0;         // 1-based
  int indent = 0;         // bytes of leading blanks cut
  std::size_t begin = 0;  // its first byte's offset in the text
};

// Thrown where a puzzle goes on past the lines read so far, when more
// follow (parse_some): the puzzle is read again once they have come.
struct NeedMore {};

// A line of separators only (`------+-------+------`).
bool rule_line(std::string_view s);

class Parser {
 public:
  // `text` starts at line `first_line` of the file; `more`: lines follow it.
  Parser(std::string_view text, const std::string& file, int first_line = 1, bool more = false);

  // Every puzzle of the text (parse_puzzles).
  std::vector<Puzzle> run();
  // The puzzles of the text into `out`, up to the first bad one (error)
  // or, when more lines follow, the one they end inside (parse_some).
  PuzzleChunk some();

 private:
  // parse.cc: the next puzzle, whatever its form, and the way through the lines.
  bool read_one(std::vector<Puzzle>& out);
  io::SourceLocation place(const Line& l, int column) const {
    return {file_, l.number, l.indent + column};
  }
  [[noreturn]] void fail(const Line& l, int column, const std::string& what) const {
    throw io::InputError(place(l, column), what);
  }
  bool next_said();
  const Line* next_row();
  void need_more() const;

  // parse_grid.cc: one puzzle a line, and grids of cells.
  Puzzle grid_or_line();
  Puzzle numbered_grid(const Line& first);
  Puzzle plain(int n, const Line& first) const;
  void given(Puzzle& p, const Line& l, std::pair<int, int> cell, std::size_t k,
             bool keep_place = true) const;
  void read_grid(Puzzle& p, bool numbers);

  // parse_sudoku_file.cc: the `.sudoku` form.
  Puzzle sudoku_file();
  std::vector<std::string> label_map(int n, const char* what);
  void section(const char* keyword, const Line& head);

  std::string file_;
  std::size_t size_ = 0;  // the text's bytes
  bool more_ = false;     // lines follow the text
  std::vector<Line> lines_;
  std::size_t at_ = 0;
};

}  // namespace deduce::puzzles::sudoku::parsing
