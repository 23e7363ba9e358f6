// A random filled Sudoku grid of a given shape: the solution a generated
// puzzle is cut from (generate.h), as Solo's generator starts from one (his
// gridgen). Any order up to 64, boxes or jigsaw regions, with or without the
// X diagonals, and for a killer puzzle with distinct digits in each cage
// (its sums are not looked at: Solo's cages are drawn before the digits,
// and their sums are the grid's). The same search counts a puzzle's solutions up to a limit:
// the generator's uniqueness test on shapes the 9x9 kernel does not take,
// where the model's search costs more to set up than a small grid to count.
//
// How: depth-first search over the cells, each time the open cell with
// fewest digits left (first in reading order), its digits tried in a random
// order, each unit's placed digits a 64-bit set. A search that spends its
// node allowance (orders 16 and up can wander) gives up, and the caller draws
// again, as Solo's does. Drawn from `rng` alone, so the same stream gives
// the same grid on every machine.
#pragma once

#include <cstdint>

#include "deduce/puzzles/sudoku/puzzle.h"
#include "deduce/util/rng.h"

namespace deduce::puzzles::sudoku::generate {

// A filled grid of `shape` (its n, region, x, and the cages of a killer
// shape, digits distinct within each; givens and sums ignored), or an empty
// Grid when `max_nodes` cells were tried without one.
Grid random_filled_grid(const Puzzle& shape, util::Rng& rng, std::uint64_t max_nodes);

// The solutions of `givens` (n * n digits, 0 empty) on `shape` (not
// killer: cage sums are not looked at), counted up
// to `limit` (digits in increasing order); -1 when `max_nodes` cells were
// tried before the count was settled. `nodes` (if given) gets the cells tried.
int count_up_to(const Puzzle& shape, const Grid& givens, int limit, std::uint64_t max_nodes,
                std::uint64_t* nodes = nullptr);

}  // namespace deduce::puzzles::sudoku::generate
