// Hand-made pencil-mark positions for the ladder tests: a value set, and a
// cell left with only some values (the Latin board, or a family's board that
// extends it).
#pragma once

#include <initializer_list>

#include "deduce/puzzles/latin/explain/board.h"

namespace deduce::puzzles::latin::ladder_testing {

inline ladder::Mask values(std::initializer_list<int> vs) {
  ladder::Mask m = 0;
  for (int v : vs) m |= ladder::bit_of(v);
  return m;
}

// Leaves cell (r, c) (from 1) with only `keep`.
inline void keep_only(ladder::Board& b, int r, int c, std::initializer_list<int> keep) {
  b.eliminate(b.at(r - 1, c - 1), b.full() & ~values(keep));
}

}  // namespace deduce::puzzles::latin::ladder_testing
