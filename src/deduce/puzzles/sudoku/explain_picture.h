// One step of a Sudoku explanation as a picture: the grid as it stood
// before the step (digits placed so far, each empty cell's candidates in
// small type), the cells and regions the step reasons from filled pale
// yellow, what it concludes marked, and the step in words below.
//
// What is drawn, beside the grid of picture.h:
// - the frame: <g class="frame" data-step="3">, around everything;
// - a premise: <rect class="premise" data-cell="r2c3"> for each cell of the
//   step's premises (a cell, a region, a cage);
// - a placement: <text class="placed" data-cell="r2c3" data-value="4">, the
//   digit in orange where the candidates were;
// - an elimination: <line class="strike" data-cell="r2c3" data-value="5">,
//   red, across that candidate;
// - the step: <text class="caption">, as given.
// The grid of a hint that starts from a person's entries (hint --entered)
// shows them as digits placed so far; entries that are wrong are drawn
// instead on the grid of entries_picture(): each wrong entry's cell pale
// yellow, its digit in red, <text class="wrong" data-cell="r2c3"
// data-value="4">, struck through by <line class="wrong-strike"
// data-cell="r2c3">.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "deduce/explain/step.h"
#include "deduce/puzzles/sudoku/puzzle.h"
#include "deduce/svg/picture.h"

namespace deduce::puzzles::sudoku {

// `values` and `candidates` (n * n each; bit d - 1 for digit d): the grid
// before the step.
svg::Picture step_picture(const Puzzle& puzzle, const Grid& values,
                          const std::vector<std::uint64_t>& candidates,
                          const deduce::explain::Step& step, int number,
                          const std::string& caption);

// The grid of a person's entries (`grid`: n * n digits, 0 empty; givens
// win), the cells of `wrong` marked as above, `caption` below.
svg::Picture entries_picture(const Puzzle& puzzle, const Grid& grid, const std::vector<int>& wrong,
                             const std::string& caption);

}  // namespace deduce::puzzles::sudoku
