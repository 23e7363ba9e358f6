// Completing a sparse Latin square quickly: a first attempt that finds a
// solution of an empty or lightly constrained square of any order up to 256
// in a fraction of a second, before the heavier searches (the constraint
// model on wide domains, clause learning) are tried.
//
// The search works on the 0/1 cube (row, column, value) alone: one bit per
// triple still possible, and one count per line of the cube (the values of
// a cell, the places of a value in a row, in a column). Each decision takes
// the line with the fewest triples left, as exact-cover search (Knuth's DLX)
// picks its column, and places its first triple; a line left with one
// triple is a naked or hidden single, placed next; a line left with none is
// a failure. Lines sit in bucket lists by count (in steps of 8 past 16),
// so the choice is O(1) amortised and a placement costs O(n). "Less than" pairs (Futoshiki's
// signs) are kept by bounds: a < b removes from b the values up to a's
// smallest and from a those from b's largest on. Chronological backtracking
// on a trail of removed triples; the search gives up after a cap on
// failures, since a square this search finds hard is left to the complete
// searches.
//
// Measured (one core, shared): the empty square of order 100 in 0.09 s
// and of order 256 in 0.8 s, two failures at most; orders 100 and 256 with
// 50 to 1,000 givens and as many signs in 0.03 s and 1.1 to 1.4 s. The
// constraint model's search with GAC took 5 s for the empty order 100 and
// did not finish 256 in 20 s. The n^3 removals of triples are the cost at
// order 256 (cache misses on the lines).
//
// Memory: n^3 bits of cube, 3n^2 line counts and links, and the trail, at
// most one entry per triple (67 MB at order 256).
#pragma once

#include <cstdint>
#include <vector>

#include "deduce/budget/limits.h"

namespace deduce::puzzles::latin {

// A pair of cells (r * n + c) whose values must satisfy a < b.
struct LessPair {
  int a = 0;
  int b = 0;
};

// A Latin square to complete: givens (n * n, 1..n or 0 for empty), "less
// than" pairs, and (cell, value 1..n) triples that may not be used.
struct CompletionProblem {
  int n = 0;
  std::vector<int> givens;
  std::vector<LessPair> less;
  std::vector<std::pair<int, int>> excluded;
};

enum class CompletionStatus : std::uint8_t {
  kFound,    // `square` holds a completion
  kNone,     // the whole tree was searched: no completion exists
  kGaveUp,   // more failures than the cap: left to another search
  kStopped,  // the budget stopped it (see Budget::reason())
};

struct Completion {
  CompletionStatus status = CompletionStatus::kGaveUp;
  std::vector<int> square;  // n * n values 1..n when kFound
  std::uint64_t decisions = 0;
  std::uint64_t failures = 0;
};

// Searches for a completion of `problem`, spending one unit of `budget` per
// decision, and gives up after `max_failures` failed nodes.
Completion complete_square(const CompletionProblem& problem, budget::Budget& budget,
                           std::uint64_t max_failures);

}  // namespace deduce::puzzles::latin
