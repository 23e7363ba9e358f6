#include "deduce/props/bipartite_gac.h"

#include <algorithm>

namespace deduce::props {

using core::Bits;

bool BipartiteGac::augment(const std::array<Bits, 64>& adj, int row) {
  Bits visited = 0;
  std::int8_t queue[64];
  int head = 0, tail = 0;
  queue[tail++] = static_cast<std::int8_t>(row);
  while (head < tail) {
    const int u = queue[head++];
    const Bits cand = adj[u] & ~visited;
    visited |= cand;
    for (int c : core::values(cand)) {
      parent_[c] = static_cast<std::int8_t>(u);
      if (col_row_[c] < 0) {
        // Flip the alternating path back to `row`.
        int col = c;
        for (;;) {
          const int w = parent_[col];
          const int prev = row_col_[w];
          row_col_[w] = static_cast<std::int8_t>(col);
          col_row_[col] = static_cast<std::int8_t>(w);
          if (w == row) return true;
          col = prev;
        }
      }
      queue[tail++] = col_row_[c];
    }
  }
  return false;
}

bool BipartiteGac::cannot_prune(const std::array<Bits, 64>& adj, int n, Bits open) {
  // Only for the permutation case: the single rows take distinct columns
  // that no open row still has, and the open rows cover exactly as many
  // columns as there are open rows.
  Bits cols = 0, single_cols = 0;
  int min_size = 65;
  for (int i = 0; i < n; ++i) {
    if ((open >> i) & 1) {
      cols |= adj[i];
      min_size = std::min(min_size, core::size(adj[i]));
    } else {
      if (single_cols & adj[i]) return false;
      single_cols |= adj[i];
    }
  }
  if (cols & single_cols) return false;
  // Cheap gate: with small domains the test below almost never succeeds
  // (it needs min_places > u - min_size), and deep in a search it would only
  // add cost; skipping it is always safe.
  if (2 * min_size < core::size(open)) return false;
  const int u = core::size(open);
  if (core::size(cols) != u) return false;
  // Places of each open column among the open rows, counted bit-sliced.
  Bits plane[7] = {0, 0, 0, 0, 0, 0, 0};
  for (int i : core::values(open)) {
    Bits carry = adj[i];
    for (int k = 0; k < 7 && carry != 0; ++k) {
      const Bits t = plane[k] & carry;
      plane[k] ^= carry;
      carry = t;
    }
  }
  int min_places = 65;
  for (int c : core::values(cols)) {
    int count = 0;
    for (int k = 0; k < 7; ++k) count |= static_cast<int>((plane[k] >> c) & 1) << k;
    min_places = std::min(min_places, count);
  }
  // A Hall set of k open rows needs k >= min_size, and its complement is a
  // set of u - k columns with all their places in the other u - k rows, so
  // u - k >= min_places. With min_size + min_places > u there is none (and a
  // violated Hall condition would need min_size + min_places < u): every
  // edge is in some perfect matching.
  return min_size + min_places > u;
}

bool BipartiteGac::filter(std::array<Bits, 64>& adj, int n) {
  // Rows with a single column take no part in any choice: match them and
  // leave them out of the graph work below (late in a search most are).
  Bits open = 0;
  for (int i = 0; i < n; ++i) {
    const int c = row_col_[i];
    if (c >= 0 && !core::contains(adj[i], c)) {
      col_row_[c] = -1;
      row_col_[i] = -1;
    }
    if (!core::is_single(adj[i])) open |= core::bit(i);
  }
  if (cannot_prune(adj, n, open)) return true;
  for (int i = 0; i < n; ++i) {
    if (row_col_[i] < 0 && !augment(adj, i)) return false;
  }
  Bits matched = 0;
  for (int i = 0; i < n; ++i) matched |= core::bit(row_col_[i]);
  // Row graph on the open rows: i -> j when i can take j's matched column.
  for (int i : core::values(open)) {
    Bits r = 0;
    for (int c : core::values(adj[i] & matched & ~core::bit(row_col_[i])))
      r |= core::bit(col_row_[c]);
    reach_[i] = r & open;
  }
  // Open rows that can reach a free column: their matched columns can be freed.
  Bits to_free = 0;
  for (int i : core::values(open)) {
    if (adj[i] & ~matched) to_free |= core::bit(i);
  }
  for (bool grew = to_free != 0; grew;) {
    grew = false;
    for (int i : core::values(open & ~to_free)) {
      if (reach_[i] & to_free) {
        to_free |= core::bit(i);
        grew = true;
      }
    }
  }
  // Transitive closure (Warshall on bit rows).
  for (int k : core::values(open)) {
    const Bits rk = reach_[k], kb = core::bit(k);
    for (int i : core::values(open)) {
      if (reach_[i] & kb) reach_[i] |= rk;
    }
  }
  // Edge (i, column of j) survives if j reaches i (a cycle) or j reaches a
  // free column; edges to free columns always survive. reach_[i] is the
  // closure, so `keep` is masked with adj[i] to keep direct edges only. An
  // edge to the column of a single-column row can never survive.
  for (int i : core::values(open)) {
    Bits keep = core::bit(row_col_[i]) | (adj[i] & ~matched);
    for (int j : core::values(reach_[i])) {
      if (((reach_[j] >> i) & 1) || ((to_free >> j) & 1)) keep |= core::bit(row_col_[j]);
    }
    adj[i] &= keep;
  }
  return true;
}

}  // namespace deduce::props
