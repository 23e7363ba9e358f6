// Futoshiki (and Latin-square) puzzles as SVG pictures: the grid with its
// givens, the signs between neighbours, and optionally the solution and each
// empty cell's candidates.
//
// What is drawn, and how tests find it (cells are named r1c1 .. rNcN,
// 1-based, as a person reads them):
// - each cell: <rect class="cell" id="r1c1">;
// - a given: <text class="given" data-cell="r1c1"> in black bold;
// - a value of the solution that was not given: <text class="solved"> in blue;
// - candidates of an empty cell: <g class="candidates" data-cell="r1c1">
//   holding one <text class="candidate" data-value="3"> per value, small and
//   grey, each in its own place of a k x k keypad (k = ceil(sqrt(n))) so that
//   a value is always found at the same spot;
// - Unequal mode: <path class="sign" data-sign="<" data-between="r1c2 r1c3">,
//   a chevron opening towards the larger cell (`<`, `>` across, `^`, `v` down);
// - Adjacent mode: <line class="bar" data-between="..."> across the gap of
//   two cells that differ by 1; no mark means they do not.
//
// The picture lives beside format.h because it is one more way of writing the
// family's data; the SVG primitives it uses are in deduce/svg.
#pragma once

#include <cstdint>
#include <span>
#include <string>

#include "deduce/puzzles/futoshiki/puzzle.h"
#include "deduce/svg/picture.h"

namespace deduce::puzzles::futoshiki {

// A digit's visual middle sits this far above its baseline (DejaVu Sans
// digits are 0.73 em tall); dominant-baseline would say it more plainly but
// librsvg ignores it. The explanation's pictures use it too.
inline constexpr double kDigitRaise = 0.365;

// `solution`: empty, or n * n values 1..n, row-major (cells given by the
// puzzle are drawn as givens whatever it says). `candidates`: empty, or n * n
// masks with bit d-1 set when d is still possible; drawn for cells that have
// neither a given nor a solution value. Throws std::invalid_argument when a
// non-empty span has the wrong size.
svg::Picture picture(const Puzzle& puzzle, std::span<const int> solution = {},
                     std::span<const std::uint64_t> candidates = {});

// The same, with the cells flagged in `highlighted` (empty, or n * n flags)
// filled pale yellow: <rect class="cell" data-highlight="premise">. The
// explanation frames (explain_picture.h) mark a step's premises with it.
svg::Picture picture(const Puzzle& puzzle, std::span<const int> solution,
                     std::span<const std::uint64_t> candidates,
                     std::span<const std::uint8_t> highlighted);

// Where picture() draws, for marks laid over it: the box of cell (r, c), and
// the box of candidate d's place in that cell's keypad.
struct Box {
  double x = 0;
  double y = 0;
  double w = 0;
  double h = 0;
};
Box cell_box(int r, int c);
Box candidate_box(int n, int r, int c, int d);

// The same as a standalone SVG document.
std::string picture_svg(const Puzzle& puzzle, std::span<const int> solution = {},
                        std::span<const std::uint64_t> candidates = {});

}  // namespace deduce::puzzles::futoshiki
