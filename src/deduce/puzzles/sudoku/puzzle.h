// A Sudoku puzzle as Simon Tatham's Solo has it: a Latin square of order
// n whose cells are also cut into n regions of n cells that each hold every
// digit once (boxes of box_rows x box_cols, or jigsaw regions of any
// shape), optionally with both main diagonals all different (the X
// variant) and killer cages (digits distinct within a cage, their sum the
// cage's clue when it has one). Every combination is a puzzle.
//
// Invariants once read (parse.h, game_id.h): 2 <= n <= kMaxOrder;
// region[k] in 0..n-1 for each of the n*n cells and each region has n
// cells; givens[k] in 0..n (0 empty); for a killer puzzle every cell is in
// exactly one cage (cage_of), a cage's cells are listed in reading order and
// hold at most n cells. Cells are numbered k = row * n + column.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "deduce/io/input_error.h"

namespace deduce::puzzles::sudoku {

// Digits are one 64-bit domain's values.
inline constexpr int kMaxOrder = 64;

using Grid = std::vector<int>;  // n*n values, 0 for empty

// How the puzzle was written, so that a solution is written back the same way.
enum class Source : std::uint8_t {
  kGameId,  // Tatham's Solo game ID: 3x3:..., 9j:..., 3x3k:...
  kLine,    // one line of n*n characters (collections of puzzles)
  kGrid,    // n lines of n cells, as printed in a newspaper
  kFile,    // the .sudoku format (header line, grid, regions, cages)
};

struct Cage {
  std::vector<int> cells;  // in reading order
  int sum = 0;             // 0: no sum given (the digits are only distinct)
};

struct Puzzle {
  int n = 0;
  // Boxes of box_rows rows by box_cols columns (Solo's `CxR`: C = box_rows,
  // R = box_cols); both 0 for jigsaw regions.
  int box_rows = 0;
  int box_cols = 0;
  std::vector<int> region;  // cell -> its region (box or jigsaw piece)
  bool x = false;           // both main diagonals hold every digit once
  bool killer = false;
  std::vector<Cage> cages;   // killer only, ordered by their first cell
  std::vector<int> cage_of;  // cell -> its cage, killer only
  Grid givens;
  io::SourceLocation where;  // the puzzle's first character
  // Where each cell is written in the file (a game ID: where its digit or
  // its run of empty cells starts); empty for a puzzle made in memory, and
  // for a one-line puzzle of cells alone (cell k is at where.column + k).
  std::vector<io::TextPlace> places;
  Source source = Source::kGrid;

  bool jigsaw() const { return box_rows == 0; }
  int cells() const { return n * n; }
};

// The region of cell (r, c) in boxes of box_rows x box_cols (n = their product).
inline int box_of(int n, int box_rows, int box_cols, int r, int c) {
  return (r / box_rows) * (n / box_cols) + c / box_cols;
}

// Sets p.region to p's boxes (box_rows and box_cols set).
void set_boxes(Puzzle& p);

// The box shape of a plain Sudoku of order n when only its order is given:
// the squarest rows x columns with rows <= columns (4: 2x2, 6: 2x3, 8: 2x4,
// 9: 3x3, 12: 3x4); {0, 0} for an order with none (a prime: 5, 7, 11).
struct BoxShape {
  int rows = 0, cols = 0;
};
BoxShape default_boxes(int n);

// The digit as a cell shows it: 1-9, then A for 10, B for 11 ... (Solo's
// text format writes a for 10); 0 and negative: '.'.
constexpr char digit_char(int v) {
  if (v <= 0) return '.';
  if (v <= 9) return static_cast<char>('0' + v);
  return static_cast<char>('A' + v - 10);
}
// The digit of a cell character ('1'-'9', 'A'-'Z' or 'a'-'z' from 10), 0
// for an empty cell ('.', '0', '_'), -1 for no cell character.
constexpr int char_digit(char c) {
  if (c == '.' || c == '0' || c == '_') return 0;
  if (c >= '1' && c <= '9') return c - '0';
  if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
  if (c >= 'a' && c <= 'z') return c - 'a' + 10;
  return -1;
}

// Makes p killer with the cages of `label` (cell -> a label 0..L-1; the
// cells of one label are one cage) and `sums` (label -> its sum, 0 for
// none): p.cages ordered by their first cell, and p.cage_of.
void set_cages(Puzzle& p, const std::vector<int>& label, const std::vector<int>& sums);

}  // namespace deduce::puzzles::sudoku
