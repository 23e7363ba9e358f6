// place_set (a digit's singles placed as one set) against the rules it
// stands for: cells that see each other are refused, and a set that keeps
// the rules leaves the digit nowhere else in their rows, columns and boxes.
#include "deduce/puzzles/sudoku/kernel/place_set.h"

#include <gtest/gtest.h>

#include <initializer_list>

namespace deduce::puzzles::sudoku::kernel {
namespace {

// Places digit 0 in `cells` (row-major indices) on an empty board.
bool place_cells(Board& b, std::initializer_list<int> cells) {
  std::uint32_t set[kBands] = {0, 0, 0};
  for (const int cell : cells) set[cell / 27] |= 1u << (cell % 27);
  return place_set<Others::kFind>(b, 0, set);
}

bool digit0_at(const Board& b, int cell) {
  return ((b.candidates_[cell / 27] >> (cell % 27)) & 1) != 0;
}

TEST(SudokuKernelPlaceSet, RefusesCellsThatSeeEachOther) {
  // A row across two boxes, a box across two rows, a column across bands,
  // and a column within a band.
  for (const auto& pair : {std::pair{0, 8}, std::pair{0, 10}, std::pair{4, 76}, std::pair{2, 20}}) {
    Board b = empty_board();
    EXPECT_FALSE(place_cells(b, {pair.first, pair.second})) << pair.first << " " << pair.second;
  }
}

TEST(SudokuKernelPlaceSet, ClearsTheDigitFromEveryPeer) {
  // Cells in different rows, columns and boxes: two in band 1, one in each other.
  const std::initializer_list<int> cells = {0, 13, 33, 61};
  Board b = empty_board();
  ASSERT_TRUE(place_cells(b, cells));
  for (int cell = 0; cell < 81; ++cell) {
    bool placed = false;
    bool seen = false;
    for (const int c : cells) {
      placed = placed || c == cell;
      const bool same_box = c / 27 == cell / 27 && c % 9 / 3 == cell % 9 / 3;
      seen = seen || c / 9 == cell / 9 || c % 9 == cell % 9 || same_box;
    }
    const bool unsolved = ((b.unsolved_[cell / 27] >> (cell % 27)) & 1) != 0;
    EXPECT_EQ(digit0_at(b, cell), placed || !seen) << cell;
    EXPECT_EQ(unsolved, !placed) << cell;
    for (int d = 1; d < kDigits; ++d) {
      const bool has = ((b.candidates_[3 * d + cell / 27] >> (cell % 27)) & 1) != 0;
      EXPECT_EQ(has, !placed) << cell << " digit " << d + 1;
    }
  }
}

}  // namespace
}  // namespace deduce::puzzles::sudoku::kernel
