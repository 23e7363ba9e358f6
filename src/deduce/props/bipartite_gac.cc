#include "deduce/props/bipartite_gac.h"

#include <algorithm>
#include <bit>

namespace deduce::props {

namespace {

// The rows reachable from `start` along `edges` without leaving `within`
// (start included): a bit-parallel breadth-first search.
template <class D>
D closure(const D& start, const std::array<D, core::kCapacity<D>>& edges, const D& within) {
  D seen = start;
  for (D frontier = start; !core::is_empty(frontier);) {
    D next{};
    for (int k : core::values(frontier)) next |= edges[k];
    frontier = next & within & ~seen;
    seen |= frontier;
  }
  return seen;
}

}  // namespace

template <class D>
bool BasicBipartiteGac<D>::augment(const Rows& adj, int row) {
  D visited{};
  Index queue[kMax];
  int head = 0, tail = 0;
  queue[tail++] = static_cast<Index>(row);
  while (head < tail) {
    const int u = queue[head++];
    const D cand = adj[u] & ~visited;
    visited |= cand;
    for (int c : core::values(cand)) {
      parent_[c] = static_cast<Index>(u);
      if (col_row_[c] < 0) {
        // Flip the alternating path back to `row`.
        int col = c;
        for (;;) {
          const int w = parent_[col];
          const int prev = row_col_[w];
          row_col_[w] = static_cast<Index>(col);
          col_row_[col] = static_cast<Index>(w);
          if (w == row) return true;
          col = prev;
        }
      }
      queue[tail++] = col_row_[c];
    }
  }
  return false;
}

template <class D>
bool BasicBipartiteGac<D>::cannot_prune(const Rows& adj, int n, const D& open) {
  // Only for the permutation case: the single rows take distinct columns
  // that no open row still has, and the open rows cover exactly as many
  // columns as there are open rows.
  D cols{}, single_cols{};
  int min_size = kMax + 1;
  for (int i = 0; i < n; ++i) {
    if (core::contains(open, i)) {
      cols |= adj[i];
      min_size = std::min(min_size, core::size(adj[i]));
    } else {
      if (!core::is_empty(single_cols & adj[i])) return false;
      single_cols |= adj[i];
    }
  }
  if (!core::is_empty(cols & single_cols)) return false;
  // Cheap gate: with small domains the test below almost never succeeds
  // (it needs min_places > u - min_size), and deep in a search it would only
  // add cost; skipping it is always safe.
  if (2 * min_size < core::size(open)) return false;
  const int u = core::size(open);
  if (core::size(cols) != u) return false;
  // Places of each open column among the open rows, counted bit-sliced:
  // enough planes for counts up to kMax.
  constexpr int kPlanes = std::bit_width(static_cast<unsigned>(kMax));
  D plane[kPlanes] = {};
  for (int i : core::values(open)) {
    D carry = adj[i];
    for (int k = 0; k < kPlanes && !core::is_empty(carry); ++k) {
      const D t = plane[k] & carry;
      plane[k] ^= carry;
      carry = t;
    }
  }
  int min_places = kMax + 1;
  for (int c : core::values(cols)) {
    int count = 0;
    for (int k = 0; k < kPlanes; ++k) count |= static_cast<int>(core::contains(plane[k], c)) << k;
    min_places = std::min(min_places, count);
  }
  // A Hall set of k open rows needs k >= min_size, and its complement is a
  // set of u - k columns with all their places in the other u - k rows, so
  // u - k >= min_places. With min_size + min_places > u there is none (and a
  // violated Hall condition would need min_size + min_places < u): every
  // edge is in some perfect matching.
  return min_size + min_places > u;
}

template <class D>
bool BasicBipartiteGac<D>::filter_small(Rows& adj, int n, D open) {
  // Single rows take their columns: remove those from the open rows, to a
  // fixpoint (usually the caller's own value pass has done it already).
  D pending = ~open & core::first_n<D>(n);
  D taken{};
  while (!core::is_empty(pending)) {
    for (int i : core::values(pending)) {
      if (core::is_empty(adj[i]) || !core::is_empty(taken & adj[i])) return false;
      taken |= adj[i];
    }
    pending = D{};
    for (int i : core::values(open)) {
      if (core::is_empty(adj[i] & taken)) continue;
      adj[i] &= ~taken;
      if (core::is_empty(adj[i])) return false;
      if (core::is_single(adj[i])) {
        open &= ~core::bit<D>(i);
        pending |= core::bit<D>(i);
      }
    }
  }
  const int k = core::size(open);
  // A lone open row keeps every column no one else takes, if it has one.
  if (k <= 1) return core::is_empty(open) || !core::is_empty(adj[core::min_value(open)]);
  std::array<Index, kSubsetRows> row;
  int j = 0;
  for (int i : core::values(open)) row[j++] = static_cast<Index>(i);
  // unions[s]: the columns of the subset s of open rows (bit j: row[j]).
  // Hall: |unions[s]| >= |s| for every s; an edge (i, c) is in some matching
  // exactly when no tight subset (|unions[s]| == |s|) without i holds c.
  std::array<D, std::size_t{1} << kSubsetRows> unions;
  std::array<D, kSubsetRows> remove{};
  const unsigned full = (1u << k) - 1;
  unions[0] = D{};
  for (unsigned s = 1; s <= full; ++s) {
    const D u = unions[s & (s - 1)] | adj[row[std::countr_zero(s)]];
    unions[s] = u;
    const int cols = core::size(u), rows = std::popcount(s);
    if (cols > rows) continue;
    if (cols < rows) return false;
    for (unsigned out = full & ~s; out != 0; out &= out - 1) remove[std::countr_zero(out)] |= u;
  }
  for (int r = 0; r < k; ++r) adj[row[r]] &= ~remove[r];
  return true;
}

template <class D>
bool BasicBipartiteGac<D>::filter(Rows& adj, int n) {
  D open{};
  for (int i = 0; i < n; ++i) {
    if (!core::is_single(adj[i])) open |= core::bit<D>(i);
  }
  if (core::size(open) <= kSubsetRows) return filter_small(adj, n, open);
  // Rows with a single column take no part in any choice: match them and
  // leave them out of the graph work below (late in a search most are).
  for (int i = 0; i < n; ++i) {
    const int c = row_col_[i];
    if (c >= 0 && !core::contains(adj[i], c)) {
      col_row_[c] = -1;
      row_col_[i] = -1;
    }
  }
  // On short lines the matching costs little more than the counting test,
  // which rarely succeeds there (on 9x9 puzzles: 4% of the calls): skip it.
  if (n > 16 && cannot_prune(adj, n, open)) return true;
  for (int i = 0; i < n; ++i) {
    if (row_col_[i] < 0 && !augment(adj, i)) return false;
  }
  D matched{};
  for (int i = 0; i < n; ++i) matched |= core::bit<D>(row_col_[i]);
  // Row graph on the open rows: i -> j when i can take j's matched column;
  // pred is its transpose. (pred of a single row is written, never read.)
  Rows reach, pred;
  for (int i : core::values(open)) pred[i] = D{};
  D to_free{};  // open rows that reach a free column
  for (int i : core::values(open)) {
    D r{};
    for (int c : core::values(adj[i] & matched & ~core::bit<D>(row_col_[i]))) {
      const int j = col_row_[c];
      r |= core::bit<D>(j);
      pred[j] |= core::bit<D>(i);
    }
    reach[i] = r & open;
    if (!core::is_empty(adj[i] & ~matched)) to_free |= core::bit<D>(i);
  }
  to_free = closure(to_free, pred, ~D{});
  // A row that reaches a free column keeps its edges to free columns and to
  // the columns of rows that do too (an alternating path frees them). No
  // other row has an edge to those, nor to a free column.
  D free_keep = ~matched;
  for (int j : core::values(to_free)) free_keep |= core::bit<D>(row_col_[j]);
  for (int i : core::values(to_free)) adj[i] &= free_keep;
  // The other open rows keep the columns of their own strongly connected
  // component (an alternating cycle), found as forward closure intersected
  // with backward closure, by bit-parallel breadth-first search. Edges to
  // the column of a single-column row never survive.
  for (D rest = open & ~to_free; !core::is_empty(rest);) {
    const D start = core::lowest(rest);
    const D scc = closure(start, pred, closure(start, reach, rest));
    D cols{};
    for (int j : core::values(scc)) cols |= core::bit<D>(row_col_[j]);
    for (int i : core::values(scc)) adj[i] &= cols;
    rest &= ~scc;
  }
  return true;
}

template class BasicBipartiteGac<core::Bits>;
template class BasicBipartiteGac<core::WideBits>;

}  // namespace deduce::props
