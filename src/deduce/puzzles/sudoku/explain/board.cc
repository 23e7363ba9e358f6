#include "deduce/puzzles/sudoku/explain/board.h"

#include <string>

namespace deduce::puzzles::sudoku::ladder {

Board::Board(const Puzzle& puzzle, const Grid& grid)
    : puzzle_(&puzzle),
      n_(puzzle.n),
      full_(puzzle.n >= 64 ? ~Mask{0} : (Mask{1} << puzzle.n) - 1),
      cand_(static_cast<std::size_t>(puzzle.cells()), full_),
      value_(static_cast<std::size_t>(puzzle.cells()), 0),
      regions_of_(static_cast<std::size_t>(puzzle.cells())) {
  const int n = n_;
  for (auto& r : regions_of_) r.fill(-1);
  auto add = [&](RegionKind kind, int index) {
    regions_.push_back({kind, index, {}});
    return static_cast<int>(regions_.size()) - 1;
  };
  for (int i = 0; i < n; ++i) add(RegionKind::kRow, i);
  for (int i = 0; i < n; ++i) add(RegionKind::kColumn, i);
  for (int i = 0; i < n; ++i) add(RegionKind::kBox, i);
  if (puzzle.x) {
    add(RegionKind::kDiagonal, 0);
    add(RegionKind::kDiagonal, 1);
  }
  for (int cell = 0; cell < cells(); ++cell) {
    std::array<int, 5>& of = regions_of_[cell];
    int k = 0;
    of[k++] = row_region(row_of(cell));
    of[k++] = column_region(col_of(cell));
    of[k++] = box_region(box_of(cell));
    for (int d = 0; d < 2; ++d)
      if (puzzle.x && on_diagonal(cell, d)) of[k++] = 3 * n + d;
    for (int i = 0; i < k; ++i) regions_[of[i]].cells.push_back(cell);
  }
  placed_in_.assign(regions_.size(), 0);
  if (puzzle.killer) {
    cage_of_.assign(static_cast<std::size_t>(cells()), -1);
    for (const Cage& c : puzzle.cages) {
      KillerCage k;
      k.cells = c.cells;
      k.sum = c.sum;
      k.has_sum = c.sum > 0;
      k.name = "the cage at " + cell_name(n, c.cells.front());
      for (const int cell : c.cells) cage_of_[cell] = static_cast<int>(cages_.size());
      cages_.push_back(std::move(k));
    }
  }
  for (int cell = 0; cell < cells() && !broken_; ++cell)
    if (grid[cell] != 0) place(cell, grid[cell]);
}

bool Board::on_diagonal(int cell, int d) const {
  const int r = row_of(cell), c = col_of(cell);
  return d == 0 ? r == c : r + c == n_ - 1;
}

void Board::place(int cell, int v) {
  const Mask b = bit_of(v);
  if ((cand_[cell] & b) == 0 || value_[cell] != 0) {
    broken_ = true;
    return;
  }
  cand_[cell] = b;
  value_[cell] = v;
  ++placed_;
  for (const int r : regions_of_[cell]) {
    if (r < 0) break;
    placed_in_[r] |= b;
    for (const int other : regions_[r].cells)
      if (other != cell) cand_[other] &= ~b;
  }
}

bool Board::eliminate(int cell, Mask values) {
  const Mask before = cand_[cell];
  cand_[cell] &= ~values;
  return cand_[cell] != before;
}

bool Board::sees(int a, int b) const {
  if (a == b) return false;
  for (const int r : regions_of_[a]) {
    if (r < 0) break;
    for (const int s : regions_of_[b])
      if (s == r) return true;
  }
  return false;
}

std::string cell_name(int n, int cell) {
  // Appended piece by piece: GCC 12 warns falsely (-Wrestrict) on "r" + std::string.
  std::string name = "r";
  name += std::to_string(cell / n + 1);
  name += 'c';
  name += std::to_string(cell % n + 1);
  return name;
}

std::string region_name(const Board& b, int r) {
  const Region& g = b.region(r);
  switch (g.kind) {
    case RegionKind::kRow:
      return "row " + std::to_string(g.index + 1);
    case RegionKind::kColumn:
      return "column " + std::to_string(g.index + 1);
    case RegionKind::kBox:
      if (b.puzzle().jigsaw()) return "the region of " + cell_name(b, g.cells.front());
      return "box " + std::to_string(g.index + 1);
    case RegionKind::kDiagonal:
      return g.index == 0 ? "the \\ diagonal" : "the / diagonal";
  }
  return "";
}

std::string cells_text(const Board& b, const std::vector<int>& cells) {
  std::string text;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    if (i > 0) text += i + 1 == cells.size() ? " and " : ", ";
    text += cell_name(b, cells[i]);
  }
  return text;
}

std::string contradiction_text(const Board& b) {
  for (int cell = 0; cell < b.cells(); ++cell)
    if (b.candidates(cell) == 0) return cell_name(b, cell) + " has no digit left";
  for (int r = 0; r < b.regions(); ++r) {
    Mask seen = 0;
    for (const int cell : b.region(r).cells) seen |= b.candidates(cell);
    const Mask missing = b.full() & ~seen;
    if (missing != 0)
      return std::to_string(lowest_value(missing)) + " has no place left in " + region_name(b, r);
  }
  return "";
}

}  // namespace deduce::puzzles::sudoku::ladder
