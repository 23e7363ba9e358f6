// Uniformly random Latin squares, for the generators (Futoshiki's): the Markov
// chain of Jacobson and Matthews ("Generating uniformly distributed random
// Latin squares", J. Combin. Designs 4, 1996) on the n x n x n incidence
// cube. Its stationary distribution is uniform over the Latin squares of the
// order; scripts/gen/latin_qwh.py uses the same chain, and the tests check
// that the 576 squares of order 4 come out about equally often.
#pragma once

#include "deduce/puzzles/latin/square.h"
#include "deduce/util/rng.h"

namespace deduce::puzzles::latin {

// How many proper states the chain visits per n^3 (the usual mixing
// heuristic is about n^3 moves; more costs little next to clue selection).
inline constexpr int kLatinMovesPerCube = 1;

// A Latin square of order n (1..64): n * n values 1..n, row-major: the
// (kLatinMovesPerCube * n^3)-th proper square the chain visits from the
// cyclic square.
Grid random_latin_square(int n, util::Rng& rng);

}  // namespace deduce::puzzles::latin
