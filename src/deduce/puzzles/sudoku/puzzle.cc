#include "deduce/puzzles/sudoku/puzzle.h"

namespace deduce::puzzles::sudoku {

void set_boxes(Puzzle& p) {
  p.region.assign(static_cast<std::size_t>(p.cells()), 0);
  for (int r = 0; r < p.n; ++r)
    for (int c = 0; c < p.n; ++c) p.region[r * p.n + c] = box_of(p.n, p.box_rows, p.box_cols, r, c);
}

BoxShape default_boxes(int n) {
  // The largest divisor up to the square root: the squarest shape.
  BoxShape best;
  for (int rows = 2; rows * rows <= n; ++rows)
    if (n % rows == 0) best = {rows, n / rows};
  return best;
}

char digit_char(int v) {
  if (v <= 0) return '.';
  if (v <= 9) return static_cast<char>('0' + v);
  return static_cast<char>('A' + v - 10);
}

int char_digit(char c) {
  if (c == '.' || c == '0' || c == '_') return 0;
  if (c >= '1' && c <= '9') return c - '0';
  if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
  if (c >= 'a' && c <= 'z') return c - 'a' + 10;
  return -1;
}

void set_cages(Puzzle& p, const std::vector<int>& label, const std::vector<int>& sums) {
  const int labels = static_cast<int>(sums.size());
  std::vector<int> cage_of_l(static_cast<std::size_t>(labels), -1);
  p.cages.clear();
  p.cage_of.assign(static_cast<std::size_t>(p.cells()), -1);
  for (int k = 0; k < p.cells(); ++k) {
    const int l = label[k];
    if (cage_of_l[l] < 0) {
      cage_of_l[l] = static_cast<int>(p.cages.size());
      p.cages.push_back({{}, sums[l]});
    }
    p.cages[cage_of_l[l]].cells.push_back(k);
    p.cage_of[k] = cage_of_l[l];
  }
  p.killer = true;
}

}  // namespace deduce::puzzles::sudoku
