// Simon Tatham's Solo game IDs, read and written exactly as `sgt-solo
// --generate` prints them: PARAMS:DESC.
//
// PARAMS: `CxR` (boxes of C rows by R columns, order C*R) or `Nj` (jigsaw,
// order N; `CxRj` is jigsaw of order C*R), then `x` (the diagonals) and `k`
// (killer); the generator's symmetry (`a`, `r2`, `r4`, `m2`, `md2`, `m4`,
// `md4`, `m8`) and difficulty (`dt`, `db`, `di`, `da`, `de`, `du`) are read
// and dropped, as Solo drops them from the IDs it prints.
// DESC: the givens in reading order (a digit as its number, `a` to `z` for
// 1 to 26 empty cells, `_` between two numbers); for jigsaw `,` and the
// regions; for killer `,` the cages and `,` the cage sums as a second grid
// (each sum at its cage's first cell). Regions and cages are written as the
// lines between cells: the n(n-1) inner vertical lines in reading order,
// then the n(n-1) inner horizontal ones column by column, each run of
// cells not divided by a line as its length (`_` 0, `a` 1 .. `y` 25, `z`
// 25 with no line after it), and a last line past the end.
#pragma once

#include <string>
#include <string_view>

#include "deduce/io/input_error.h"
#include "deduce/puzzles/sudoku/puzzle.h"

namespace deduce::puzzles::sudoku {

// Whether `text` opens like a Solo game ID (`3x3:`, `9j:`, `2x3xk:`): its
// parameters' grammar up to the colon.
bool looks_like_game_id(std::string_view text);

// The symmetry Solo's generator keeps among the givens (his parameters'
// `a`, `r2`, `r4`, `m2`, `md2`, `m4`, `md4`, `m8`): rotations by a half or
// a quarter turn, mirrors in the middle column, in the main diagonal, in
// both middle lines, in both diagonals, and all eight.
enum class Symmetry : std::uint8_t { kNone, kRot2, kRot4, kRef2, kRef2D, kRef4, kRef4D, kRef8 };

// Solo's parameters as `sgt-solo --generate N PARAMS` takes them (`3x3`,
// `2x3de`, `9jx`, `3x3kdi`, `3x3adu`): the shape (n, boxes or jigsaw, x,
// killer; a jigsaw's regions and the cages are left empty), the symmetry
// (r2 unless said, as his) and the difficulty (0 trivial .. 5
// unreasonable; -1 when not said).
struct SoloParams {
  Puzzle shape;
  Symmetry symmetry = Symmetry::kRot2;
  int difficulty = -1;
};

// Reads PARAMS (the part of a game ID before `:`). Throws io::InputError.
SoloParams read_solo_params(std::string_view text, const io::SourceLocation& at);

// Reads one game ID; `at` is where its first character is (errors point
// at the offending character on that line). Throws io::InputError.
Puzzle read_game_id(std::string_view id, const io::SourceLocation& at);

// The game ID of `p` with the cells of `values` (p.givens, or a solution).
std::string format_game_id(const Puzzle& p, const Grid& values);
inline std::string format_game_id(const Puzzle& p) {
  return format_game_id(p, p.givens);
}

}  // namespace deduce::puzzles::sudoku
