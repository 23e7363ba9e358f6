#include "deduce/props/bipartite_gac.h"

#include <algorithm>
#include <bit>

namespace deduce::props {

namespace {

// In the alternating graph named by columns (filter()), the nodes of
// `within` reachable from `start` (start included): each round adds the
// out-edges of the new nodes at once.
template <class D>
D forward_closure(const D& start, const std::array<D, core::kCapacity<D>>& out, const D& within) {
  D seen = start;
  for (D frontier = start; !core::is_empty(frontier);) {
    D next{};
    for (int a : core::values(frontier)) next |= out[a];
    frontier = next & within & ~seen;
    seen |= frontier;
  }
  return seen;
}

// The nodes of `within` from which `target` is reachable (target included):
// a node joins when one of its out-edges enters the set. Without the
// reversed graph, each pass tests every node left; a pass that adds none
// ends it, and one pass usually adds a whole chain, since the set grows
// while it is scanned.
template <class D>
D backward_closure(D target, const std::array<D, core::kCapacity<D>>& out, const D& within) {
  for (D left = within & ~target;;) {
    D added{};
    for (int a : core::values(left)) {
      if (!core::is_empty(out[a] & target)) {
        target |= core::bit<D>(a);
        added |= core::bit<D>(a);
      }
    }
    if (core::is_empty(added)) return target;
    left &= ~added;
  }
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
  // The alternating graph, with each open row named by its matched column:
  // row i -> row j when i can take j's column, i.e. column a -> column b when
  // b is in out[a], the columns of the row matched to a. Named so, a set of
  // rows is a set of columns, and the graph needs no building: out[] is
  // adj[] reordered.
  D matched{}, nodes{};
  for (int i = 0; i < n; ++i) matched |= core::bit<D>(row_col_[i]);
  D free_cols{};  // columns no row is matched to
  Rows& out = scratch_;
  for (int i : core::values(open)) {
    const int a = row_col_[i];
    nodes |= core::bit<D>(a);
    out[a] = adj[i];
    free_cols |= adj[i];
  }
  free_cols &= ~matched;
  // Rows that reach a free column along an alternating path: the rows with
  // a free column and, closing backwards, every row that can take the
  // column of one of them. They keep their edges to free columns and to the
  // columns of each other (an alternating path frees them); no other row
  // has an edge to those, nor to a free column.
  D to_free{};
  if (!core::is_empty(free_cols)) {
    for (int a : core::values(nodes)) {
      if (!core::is_empty(out[a] & free_cols)) to_free |= core::bit<D>(a);
    }
    to_free = backward_closure(to_free, out, nodes);
    const D keep = free_cols | to_free;
    for (int a : core::values(to_free)) adj[col_row_[a]] &= keep;
  }
  // The other open rows keep the columns of their own strongly connected
  // component (an alternating cycle): the rows reachable from a start row
  // and from which it is reachable. Edges to the column of a single-column
  // row never survive.
  for (D rest = nodes & ~to_free; !core::is_empty(rest);) {
    const D start = core::lowest(rest);
    D scc = forward_closure(start, out, rest);
    if (scc != start) scc = backward_closure(start, out, scc);
    for (int a : core::values(scc)) adj[col_row_[a]] &= scc;
    rest &= ~scc;
  }
  return true;
}

template class BasicBipartiteGac<core::Bits>;
template class BasicBipartiteGac<core::WideBits>;

}  // namespace deduce::props
