// Taking clues away from a full puzzle while a test still holds: the step of
// the Futoshiki generator that decides what the puzzle shows. Each clue (a
// given, or a sign between two cells) is tried once, in the order given;
// its removal stays when `keeps(puzzle)` still holds after it, else the clue
// goes back. The result is minimal for the test: no single clue left can go.
#pragma once

#include <functional>
#include <vector>

#include "deduce/puzzles/futoshiki/puzzle.h"
#include "deduce/util/rng.h"

namespace deduce::puzzles::futoshiki {

// A clue of a puzzle: a given cell, or the relation right of or below a cell
// (indices into Puzzle::givens, Puzzle::right, Puzzle::down).
struct Clue {
  enum class Kind : unsigned char { kGiven, kRight, kDown } kind;
  int index;
};

// The puzzle with every clue of `solution`: every cell given, and the
// relations between neighbours (Unequal: a sign for every pair; Adjacent:
// the mark wherever the two differ by 1).
Puzzle full_puzzle(int n, Mode mode, const Grid& solution);

// The clues that can be taken away: every given, and in Unequal mode every
// sign (an Adjacent puzzle's marks are all shown, by the rules), in an order
// drawn from `rng`.
std::vector<Clue> removable_clues(const Puzzle& full, bool with_signs, util::Rng& rng);

// Removes each clue of `order` in turn when `keeps` still holds without it.
// `limit` stops after that many removals (0: none), for Latin holes.
void remove_clues(Puzzle& puzzle, const std::vector<Clue>& order,
                  const std::function<bool(const Puzzle&)>& keeps, int limit = 0);

}  // namespace deduce::puzzles::futoshiki
