// One step of a Futoshiki explanation as a picture: the grid as it stood
// before the step (values placed so far, each empty cell's candidates), the
// cells the step reasons from filled pale yellow, what it concludes marked,
// and the step in words below.
//
// What is drawn, and how tests find it, beside the grid of picture.h:
// - the frame: <g class="frame" data-step="3">, around everything;
// - a premise cell: <rect class="cell" data-highlight="premise" id="r2c3">
//   (the vars of the step's cell premises);
// - a placement: <text class="placed" data-cell="r2c3" data-value="4">, the
//   digit in orange where the candidates were;
// - an elimination: <line class="strike" data-cell="r2c3" data-value="5">,
//   red, across that candidate;
// - the step: <text class="caption">, as given.
// The grid of a hint that starts from a person's entries (hint --entered)
// shows them as values placed so far; entries that are wrong are drawn
// instead on the grid of entries_picture():
// - a wrong entry: its cell <rect data-highlight="premise">, the value in
//   red, <text class="wrong" data-cell="r2c3" data-value="4">, struck through
//   by <line class="wrong-strike" data-cell="r2c3">.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "deduce/explain/step.h"
#include "deduce/puzzles/futoshiki/puzzle.h"
#include "deduce/svg/picture.h"

namespace deduce::puzzles::futoshiki {

// The grid at one point of an explanation: n * n values (0 for empty) and
// n * n candidate masks (bit d-1 for value d).
struct PencilMarks {
  std::vector<int> values;
  std::vector<std::uint64_t> candidates;
};

// The grid with only the givens placed: each given rules its value out of
// its row and column.
PencilMarks start_marks(const Puzzle& puzzle);

// The grid with the givens and a person's entries placed (`grid`: n * n
// values, 0 for empty; a given wins over what `grid` says), each ruling its
// value out of its row and column: where a hint on those entries starts.
PencilMarks entered_marks(const Puzzle& puzzle, std::span<const int> grid);

// Applies a step's conclusions in order, as the explanation's board does: a
// placement sets the cell and rules the value out of its row and column; an
// elimination rules one value out of one cell.
void apply_step(const Puzzle& puzzle, PencilMarks& marks, const deduce::explain::Step& step);

// The frame of `step` drawn over the grid as it was `before` the step, with
// `caption` ("3. r2c3 = 4: ...") below. Throws std::invalid_argument when
// `before` does not fit the puzzle.
svg::Picture step_picture(const Puzzle& puzzle, const PencilMarks& before,
                          const deduce::explain::Step& step, int number,
                          const std::string& caption);

// The grid of a person's entries (`grid` as for entered_marks) with the
// cells in `wrong` (row-major indices) marked as wrong, and `caption` below.
// Throws std::invalid_argument when `grid` does not fit the puzzle.
svg::Picture entries_picture(const Puzzle& puzzle, std::span<const int> grid,
                             std::span<const int> wrong, const std::string& caption);

}  // namespace deduce::puzzles::futoshiki
