// The root of x in a disjoint-set forest `parent` (parent[r] == r at a
// root), halving the path on the way: the zebra model joins values that a
// clue says share a position, and the solver and the entailment count join
// categories that clues link, each with a plain vector of parents.
#pragma once

#include <vector>

namespace deduce::util {

inline int find_root(std::vector<int>& parent, int x) {
  while (parent[x] != x) x = parent[x] = parent[parent[x]];
  return x;
}

}  // namespace deduce::util
