// A Futoshiki puzzle (or a Latin square with givens): the data every part of
// the family shares. The parser (parse.h) builds it; the model (model.h)
// turns it into constraints; the writers (format.h) print it back.
//
// Cells are row-major, index r * n + c, rows and columns counted from 0.
// Values are 1..n; 0 is an empty cell.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "deduce/io/input_error.h"
#include "deduce/puzzles/latin/square.h"

namespace deduce::puzzles::futoshiki {

// The orders the readers and the searches (solve, count, list, check) take:
// past 64 the engine runs on wide domains (core/wide_bits.h).
inline constexpr int kMaxOrder = 256;
// The orders of the tools that keep a cell's candidates in one 64-bit mask:
// explain, hint, analyze, generate, split and pencil-mark pictures.
inline constexpr int kMaxMaskOrder = latin::kMaxMaskOrder;

// Unequal: signs say which of two neighbours is larger. Adjacent: a mark says
// two neighbours differ by exactly 1, and no mark says they do not.
enum class Mode : std::uint8_t { kUnequal, kAdjacent };

// A relation between a cell and its right (or lower) neighbour.
enum class Relation : std::uint8_t {
  kNone,      // Unequal mode: no sign. Adjacent mode: the two must NOT differ by 1.
  kLess,      // the left (upper) cell is smaller:  `<` or `^`
  kGreater,   // the left (upper) cell is larger:   `>` or `v`
  kAdjacent,  // Adjacent mode only: the two differ by exactly 1
};

// The difficulty a game ID's parameters name (`5dk:` is Tricky), in the order
// of Tatham's ladder. deduce keeps the letter so that a game ID written back
// is the one that was read; it grades a puzzle itself (explain/ladder.h),
// whatever the letter says, and does not generate by it.
enum class Difficulty : std::uint8_t { kNone, kTrivial, kEasy, kTricky, kExtreme, kRecursive };

// Tatham's letters for Difficulty::kTrivial .. kRecursive, in that order.
inline constexpr std::string_view kDifficultyLetters = "tekxr";

// The letter of a difficulty (0 for kNone).
inline char difficulty_letter(Difficulty d) {
  return d == Difficulty::kNone ? '\0' : kDifficultyLetters[static_cast<std::size_t>(d) - 1];
}

// The difficulty a letter names, kNone when it names none.
inline Difficulty difficulty_of_letter(char letter) {
  const std::size_t k = kDifficultyLetters.find(letter);
  return k == std::string_view::npos ? Difficulty::kNone : static_cast<Difficulty>(k + 1);
}

// Where the puzzle came from, so that output can use the same format.
enum class SourceFormat : std::uint8_t { kGrid, kGameId };

// A Latin square with givens (n, givens, given(r, c)) plus the signs.
struct Puzzle : latin::Square {
  Mode mode = Mode::kUnequal;
  SourceFormat source = SourceFormat::kGrid;
  Difficulty difficulty = Difficulty::kNone;  // from a game ID's `d` letter; grids have none
  std::vector<Relation> right;  // n * (n - 1): cell (r, c) with (r, c + 1) at r * (n - 1) + c
  std::vector<Relation> down;   // (n - 1) * n: cell (r, c) with (r + 1, c) at r * n + c

  // Source positions, for messages and check verdicts: the start of the
  // puzzle (with the file's path, held once), of each cell's token, and of
  // each relation's token, in where.file. For a game ID a relation without
  // a flag points at its first cell's token.
  io::SourceLocation where;
  std::vector<io::TextPlace> cell_where;   // n * n
  std::vector<io::TextPlace> right_where;  // n * (n - 1)
  std::vector<io::TextPlace> down_where;   // (n - 1) * n

  Relation right_of(int r, int c) const { return right[r * (n - 1) + c]; }
  Relation below(int r, int c) const { return down[r * n + c]; }
};

// A filled grid: n * n values 1..n, row-major.
using latin::Grid;

}  // namespace deduce::puzzles::futoshiki
