// Cage remainder (killer Advanced): a row, column or box holds 1 + ... + n.
// Take off its filled cells and the cages wholly inside it: the cells left
// sum to the rest. One cell left takes that digit (the step, and the only
// part that counts as progress); cells left that are all of one cage split
// it in two cages with known sums; other cells left are a derived cage for
// the sum techniques of this pass (cage_minmax, cage_combinations). Solo's
// "sum region intersections", done on every pass, rows, columns, then boxes,
// the cages in his order, a placement taken and the pass run to its end.
//
// Solo's own quirk is kept, since his grades come from it: when the sum left
// is not positive (only on a wrong guess, inside his guessing), his solver
// returns at once as if it had finished: kAbort.
#include <algorithm>
#include <array>

#include "deduce/puzzles/sudoku/explain/ladder_table.h"

namespace deduce::puzzles::sudoku::ladder {

namespace {

// The region's open cells not in a cage wholly among them, in Solo's order,
// and what they sum to; covered whole cages and filled cells are taken off.
// Solo walks every cage in order; only the cages of the open cells can
// match any, so those alone are walked, in the same order (the result is
// his: a cage with no cell here changes nothing).
int filter_whole_cages(const Board& board, std::vector<int>& squares) {
  const std::vector<KillerCage>& cages = board.cages();
  int taken = 0;
  std::size_t j = 0;
  std::array<int, kMaxOrder> touched;
  std::size_t touching = 0;
  for (std::size_t i = 0; i < squares.size(); ++i) {
    if (board.value(squares[i]) != 0) {
      taken += board.value(squares[i]);
    } else {
      const int b = board.cage_of()[squares[i]];
      if (b >= 0) touched[touching++] = b;
      squares[j++] = squares[i];
    }
  }
  squares.resize(j);
  std::sort(touched.begin(), touched.begin() + static_cast<std::ptrdiff_t>(touching));
  touching = static_cast<std::size_t>(
      std::unique(touched.begin(), touched.begin() + static_cast<std::ptrdiff_t>(touching)) -
      touched.begin());
  // Where each of the squares sits, kept through Solo's swaps and erasures
  // (an entry is trusted only where squares[at[cell]] == cell: the table is
  // the thread's, left over from other calls).
  thread_local std::vector<int> at;
  if (at.size() < static_cast<std::size_t>(board.cells()))
    at.assign(static_cast<std::size_t>(board.cells()), 0);
  for (std::size_t i = 0; i < squares.size(); ++i) at[squares[i]] = static_cast<int>(i);
  std::size_t off = 0;
  for (std::size_t t = 0; t < touching && off < squares.size(); ++t) {
    const KillerCage& cage = cages[static_cast<std::size_t>(touched[t])];
    if (cage.cells.empty()) continue;
    std::size_t matched = 0;
    for (const int cell : cage.cells) {
      const auto k = static_cast<std::size_t>(at[cell]);
      if (k < off + matched || k >= squares.size() || squares[k] != cell) continue;
      std::swap(squares[off + matched], squares[k]);
      at[squares[k]] = static_cast<int>(k);
      at[cell] = static_cast<int>(off + matched);
      ++matched;
    }
    if (matched != cage.cells.size() || !cage.has_sum) {
      off += matched;
      continue;
    }
    squares.erase(squares.begin() + static_cast<std::ptrdiff_t>(off),
                  squares.begin() + static_cast<std::ptrdiff_t>(off + matched));
    for (std::size_t i = off; i < squares.size(); ++i) at[squares[i]] = static_cast<int>(i);
    taken += cage.sum;
  }
  return taken;
}

}  // namespace

Effect cage_remainder(Board& board, deduce::explain::Step* step) {
  if (!board.killer()) return Effect::kNone;
  // Nothing it reads has changed since a run that changed nothing: this run
  // would find the same derived cages, and nothing to do (board.h).
  if (board.remainder_unchanged()) return Effect::kNone;
  const int n = board.n();
  std::vector<KillerCage>& derived = board.derived();
  derived.clear();
  bool placed = false, split = false;
  std::string text;
  std::vector<int> squares;
  for (int r = 0; r < 3 * n; ++r) {  // rows, columns, boxes
    squares = board.region(r).cells;
    const int sum = n * (n + 1) / 2 - filter_whole_cages(board, squares);
    const int left = static_cast<int>(squares.size());
    if (left == n || left == 0) continue;
    if (sum <= 0) return Effect::kAbort;
    // The words are for steps only: grading (no step) builds none.
    const std::string where = step != nullptr ? region_name(board, r) : std::string();
    if (left == 1) {
      const int cell = squares.front();
      if (sum > n || (board.candidates(cell) & bit_of(sum)) == 0) {
        if (step != nullptr) {
          begin_step(*step, "cage_remainder", kTrivial);
          add_region(*step, board, r);
          step->text = cell_name(board, cell) + " is all " + where +
                       " has beyond its filled cells and whole cages, and cannot be the " +
                       std::to_string(sum) + " they leave";
        }
        return Effect::kContradiction;
      }
      if (step != nullptr) {
        if (!placed) begin_step(*step, "cage_remainder", kTrivial);
        add_region(*step, board, r);
        add_place(*step, board, cell, sum);
        if (!text.empty()) text += "; ";
        text += cell_name(board, cell) + " = " + std::to_string(sum) + ": " + where + " sums to " +
                std::to_string(n * (n + 1) / 2) + ", and its filled cells and whole cages leave " +
                std::to_string(sum) + " for it alone";
      }
      board.place(cell, sum);
      placed = true;
    }
    KillerCage part;
    part.cells = squares;
    part.sum = sum;
    if (step != nullptr)
      part.name = cells_text(board, squares) + " (what " + where + " has beyond its whole cages)";
    const int b = board.cage_of()[squares.front()];
    bool one_cage = b >= 0;
    for (const int cell : squares) one_cage = one_cage && board.cage_of()[cell] == b;
    if (!one_cage) {
      derived.push_back(std::move(part));
      continue;
    }
    // The cells are part of cage b: they become a cage of their own.
    std::vector<KillerCage>& cages = board.cages();
    const int fresh = static_cast<int>(cages.size());
    std::vector<int> rest;
    for (const int cell : cages[static_cast<std::size_t>(b)].cells) {
      bool moved = false;
      for (const int s : squares) moved = moved || s == cell;
      if (!moved) rest.push_back(cell);
    }
    for (const int cell : squares) board.cage_of()[cell] = fresh;
    board.edit_cages();
    split = true;
    KillerCage& old = cages[static_cast<std::size_t>(b)];
    old.cells = std::move(rest);
    if (old.has_sum) old.sum -= sum;
    cages.push_back(std::move(part));
  }
  if (!placed) {
    if (!split) board.remainder_changed_nothing();
    return Effect::kNone;
  }
  if (step != nullptr) step->text = text;
  return Effect::kProgress;
}

}  // namespace deduce::puzzles::sudoku::ladder
