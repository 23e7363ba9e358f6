#include "deduce/props/bipartite_gac.h"

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

bool BipartiteGac::filter(std::array<Bits, 64>& adj, int n) {
  for (int i = 0; i < n; ++i) {
    const int c = row_col_[i];
    if (c >= 0 && !core::contains(adj[i], c)) {
      col_row_[c] = -1;
      row_col_[i] = -1;
    }
  }
  for (int i = 0; i < n; ++i) {
    if (row_col_[i] < 0 && !augment(adj, i)) return false;
  }
  Bits matched = 0;
  for (int i = 0; i < n; ++i) matched |= core::bit(row_col_[i]);
  // Row graph: i -> j when i can take j's matched column (so j would move).
  for (int i = 0; i < n; ++i) {
    Bits r = 0;
    for (int c : core::values(adj[i] & matched & ~core::bit(row_col_[i])))
      r |= core::bit(col_row_[c]);
    reach_[i] = r;
  }
  // Rows that can reach a free column: their matched columns can be freed.
  Bits to_free = 0;
  for (int i = 0; i < n; ++i) {
    if (adj[i] & ~matched) to_free |= core::bit(i);
  }
  for (bool grew = to_free != 0; grew;) {
    grew = false;
    for (int i = 0; i < n; ++i) {
      if (!((to_free >> i) & 1) && (reach_[i] & to_free)) {
        to_free |= core::bit(i);
        grew = true;
      }
    }
  }
  // Transitive closure (Warshall on bit rows).
  for (int k = 0; k < n; ++k) {
    const Bits rk = reach_[k], kb = core::bit(k);
    for (int i = 0; i < n; ++i) {
      if (reach_[i] & kb) reach_[i] |= rk;
    }
  }
  // Edge (i, column of j) survives if j reaches i (a cycle) or j reaches a
  // free column; edges to free columns always survive. reach_[i] is the
  // closure, so `keep` is masked with adj[i] to keep direct edges only.
  for (int i = 0; i < n; ++i) {
    Bits keep = core::bit(row_col_[i]) | (adj[i] & ~matched);
    for (int j : core::values(reach_[i])) {
      if (((reach_[j] >> i) & 1) || ((to_free >> j) & 1)) keep |= core::bit(row_col_[j]);
    }
    adj[i] &= keep;
  }
  return true;
}

}  // namespace deduce::props
