// Splitting a count into subproblems written as puzzles (`solve --split`).
//
// The search picks a cell as it would to branch (the model's chooser) and
// makes one subproblem for each value left in it, that cell given; each of
// those is split again until DEPTH cells are decided. Values of one cell
// exclude each other, so the subproblems' solutions are disjoint and cover
// the puzzle's: their counts add up to the whole count. A value whose
// propagation fails is dropped (no solution), and a node solved before DEPTH
// is kept as it is. The subproblems are puzzles of the same family with the
// decided cells as givens, so any deduce (on any machine) counts them.
#pragma once

#include <vector>

#include "deduce/puzzles/futoshiki/puzzle.h"

namespace deduce::puzzles::futoshiki {

// The subproblems of `puzzle` with up to `depth` cells decided, in the
// search's order: the counting search's (`counting`), or the listing's,
// whose model propagates more (all-different on an unsigned square) and so
// picks other cells below the first ones: a listing cut into pieces in the
// listing's order lists its solutions in one search's order.
std::vector<Puzzle> split_puzzle(const Puzzle& puzzle, int depth, bool counting = true);

}  // namespace deduce::puzzles::futoshiki
