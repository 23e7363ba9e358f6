// A Latin square with givens: the data the Latin part (this folder) reads.
// A puzzle of a family built on Latin squares (Futoshiki: futoshiki/puzzle.h)
// is one of these plus its own constraints, so every Latin tool (counting,
// symmetry, the SAT encoding, the ladder's Latin techniques) takes it as is.
//
// Cells are row-major, index r * n + c, rows and columns counted from 0.
// Values are 1..n; 0 is an empty cell.
#pragma once

#include <vector>

namespace deduce::puzzles::latin {

// The orders of the tools that keep a cell's candidates in one 64-bit mask
// (the explanation ladder, explain/board.h).
inline constexpr int kMaxMaskOrder = 64;

struct Square {
  int n = 0;
  std::vector<int> givens;  // n * n, 0 for empty

  int& given(int r, int c) { return givens[r * n + c]; }
  int given(int r, int c) const { return givens[r * n + c]; }
};

// A filled square: n * n values 1..n, row-major.
using Grid = std::vector<int>;

}  // namespace deduce::puzzles::latin
