// Régin's all-different filtering on a bipartite graph given as bit rows.
//
// Row i (a variable, at most 64, or 256 with wide sets) has the set adj[i] of columns (values) it
// may take. filter() keeps exactly the edges that belong to some matching
// covering every row, i.e. generalised arc consistency of all-different:
// a maximum matching, then an edge not in it survives only if it lies on an
// alternating cycle (its two rows are in one strongly connected component of
// the row graph) or on an alternating path from a free column.
//
// The matching is kept between calls (it stays a matching after any
// backtrack) and only repaired where a matched column left its row;
// augmenting paths are found by breadth-first search over column sets.
// Instead of Tarjan's algorithm, each strongly connected component of the
// row graph is the intersection of a forward and a backward closure, found
// by bit-parallel search on the graph named by matched columns (a row is
// its column, so a row's edges are its own set and nothing is built):
// O(n) word operations per component and pass, with no stack. With few open rows, filter_small()
// checks Hall's condition on every subset of them instead. Cost: O(n^2) word operations per call,
// plus O(n^2) per repaired match. Reference: J.-C. Régin, "A filtering algorithm for constraints of
// difference in CSPs", AAAI 1994; Gecode int/distinct/dom.hpp.
#pragma once

#include <array>
#include <cstdint>
#include <type_traits>

#include "deduce/core/domain.h"

namespace deduce::props {

// D is the set type of a row (core::Bits: lines of up to 64; WideBits: 256).
template <class D>
class BasicBipartiteGac {
 public:
  static constexpr int kMax = core::kCapacity<D>;
  using Rows = std::array<D, kMax>;

  BasicBipartiteGac() {
    row_col_.fill(-1);
    col_row_.fill(-1);
  }

  // Narrows adj[0..n) to the GAC edges; false when no matching covers every row.
  bool filter(Rows& adj, int n);

 private:
  // Row and column indices: one byte while they fit.
  using Index = std::conditional_t<(kMax <= 64), std::int8_t, std::int16_t>;
  // Open rows (more than one column) up to which filter_small() is used.
  static constexpr int kSubsetRows = 5;
  // Hall's theorem by enumerating the subsets of the open rows: exact, in
  // O(2^k) word operations for k open rows, cheaper than the matching for
  // small k. Keeps no matching (filter() repairs its own when it next needs it).
  static bool filter_small(Rows& adj, int n, D open);
  bool augment(const Rows& adj, int row);
  // A counting test that proves, in O(n), that filtering would remove
  // nothing (Hall's theorem with domain sizes and column place counts).
  static bool cannot_prune(const Rows& adj, int n, const D& open);

  std::array<Index, kMax> row_col_;  // the matching, -1: none
  std::array<Index, kMax> col_row_;
  std::array<Index, kMax> parent_;  // scratch: BFS tree, column -> row
  Rows scratch_;                    // scratch: the alternating graph, by column
};
using BipartiteGac = BasicBipartiteGac<core::Bits>;
extern template class BasicBipartiteGac<core::Bits>;
extern template class BasicBipartiteGac<core::WideBits>;

}  // namespace deduce::props
