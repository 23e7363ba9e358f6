// The board of the exact 9x9 Sudoku kernel (count_solutions.h): for each
// digit the cells it may still take, and the cells not yet solved.
//
// Layout: a digit's 81 cells are three 27-bit bands (rows 0-2, 3-5, 6-8), bit
// 9 * (row % 3) + column of band row / 3, the bands-of-a-digit form of the
// fastest public bitboard solvers (JCZSolve, fsss2; see tdoku's
// benchmarks/README.md). A band is a whole number of rows and boxes, so a
// row or a box is one mask on one word and only columns cross words; a cell
// index in row-major order is band * 27 + its bit.
//
// Invariants: a solved cell keeps exactly its own digit's bit, so every unit
// holds at least one bit of every digit while the board is consistent, and a
// unit whose only bit of a digit is an unsolved cell names a hidden single.
// The whole board is 128 bytes, so the search keeps one copy a level instead
// of a trail (copying it costs less than undoing a trail of its changes).
#pragma once

#include <array>
#include <cstdint>

namespace deduce::puzzles::sudoku::kernel {

inline constexpr int kDigits = 9;
inline constexpr int kBands = 3;
inline constexpr std::uint32_t kBandMask = (1u << 27) - 1;
inline constexpr std::uint32_t kRowMask = 0x1FF;         // row 0 of a band
inline constexpr std::uint32_t kBoxMask = 0x1C0E07;      // box 0 of a band (3 x 3)
inline constexpr std::uint32_t kColumnSpread = 0x40201;  // a 9-bit set to the 3 rows
inline constexpr std::uint32_t kDirtyBoth = 0x10001;     // a digit set to both dirty sets

struct alignas(64) Board {
  // Digit d (0 = the digit 1) in band b is candidates_[3 * d + b].
  std::array<std::uint32_t, kDigits * kBands> candidates_;
  std::array<std::uint32_t, kBands> unsolved_;
  // The digits whose cells changed since propagate.h last looked at them,
  // so that a node looks again only at what its decision touched: bit d for
  // the hidden singles, bit 16 + d for the locked candidates (kDirtyBoth).
  std::uint32_t dirty_;
  std::uint32_t padding_;  // to 128 bytes: two whole cache lines
};

// The peers of each cell (its row, column and box, not itself), per band.
struct PeerTable {
  std::array<std::array<std::uint32_t, kBands>, 81> masks;
};

constexpr PeerTable make_peer_table() {
  PeerTable t{};
  for (int cell = 0; cell < 81; ++cell) {
    const int row = cell / 9;
    const int column = cell % 9;
    for (int other = 0; other < 81; ++other) {
      if (other == cell) continue;
      const int other_row = other / 9;
      const int other_column = other % 9;
      const bool same_box = row / 3 == other_row / 3 && column / 3 == other_column / 3;
      if (row == other_row || column == other_column || same_box)
        t.masks[cell][other / 27] |= 1u << (other % 27);
    }
  }
  return t;
}

inline constexpr PeerTable kPeers = make_peer_table();

// A board on which every digit may go anywhere.
inline Board empty_board() {
  Board b{};
  b.candidates_.fill(kBandMask);
  b.unsolved_.fill(kBandMask);
  b.dirty_ = ((1u << kDigits) - 1) * kDirtyBoth;
  return b;
}

// Puts `digit` (0-8) in `cell`, which must be unsolved and still allow it:
// the cell loses every other digit, and its peers lose this one. The digits
// the cell had are marked dirty; with kAlone the caller knows the cell had
// no other digit (a naked single), which spares finding them (a tenth of all
// the time on Royle's puzzles).
enum class Others { kFind, kAlone };
template <Others kOthers = Others::kFind>
inline void place(Board& b, int digit, int cell) {
  const int band = cell / 27;
  const int bit_index = cell - 27 * band;
  const std::uint32_t bit = 1u << bit_index;
  std::uint32_t touched = 1u << digit;
  for (int d = 0; d < kDigits; ++d) {
    std::uint32_t& x = b.candidates_[3 * d + band];
    if constexpr (kOthers == Others::kFind) touched |= ((x >> bit_index) & 1) << d;
    x &= ~bit;
  }
  b.dirty_ |= touched * kDirtyBoth;
  std::uint32_t* own = &b.candidates_[3 * digit];
  own[0] &= ~kPeers.masks[cell][0];
  own[1] &= ~kPeers.masks[cell][1];
  own[2] &= ~kPeers.masks[cell][2];
  own[band] |= bit;
  b.unsolved_[band] &= ~bit;
}

// Takes `digit` from the candidates of unsolved `cell`.
inline void remove(Board& b, int digit, int cell) {
  const int band = cell / 27;
  b.candidates_[3 * digit + band] &= ~(1u << (cell - 27 * band));
  b.dirty_ |= kDirtyBoth << digit;
}

// Whether `digit` may still go in unsolved `cell`.
inline bool allows(const Board& b, int digit, int cell) {
  const int band = cell / 27;
  const std::uint32_t bit = 1u << (cell - 27 * band);
  return (b.candidates_[3 * digit + band] & b.unsolved_[band] & bit) != 0;
}

inline bool solved(const Board& b) {
  return (b.unsolved_[0] | b.unsolved_[1] | b.unsolved_[2]) == 0;
}

// The digits (1-9) of a solved board, row-major.
inline std::array<std::uint8_t, 81> to_grid(const Board& b) {
  std::array<std::uint8_t, 81> grid{};
  for (int d = 0; d < kDigits; ++d) {
    for (int band = 0; band < kBands; ++band) {
      for (std::uint32_t m = b.candidates_[3 * d + band]; m != 0; m &= m - 1)
        grid[27 * band + __builtin_ctz(m)] = static_cast<std::uint8_t>(d + 1);
    }
  }
  return grid;
}

}  // namespace deduce::puzzles::sudoku::kernel
