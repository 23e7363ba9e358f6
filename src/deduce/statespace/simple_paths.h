// Counting and listing repetition-free solutions: simple paths from the start
// to a goal.
//
// Counting simple paths is #P-complete (Valiant 1979), and their number grows
// exponentially with the size of the graph, so listing them one by one (as
// the classic monks-and-monsters program does) is hopeless beyond toy sizes.
// The count here is a depth-first search over the path with two tools:
//
// 1. Pruning by reachability. Before stepping to a successor w of v, the search
//    computes R(w): the vertices reachable from w without touching the path so
//    far (one breadth-first pass over bit sets). If R(w) holds no goal, no
//    solution continues through w and the whole subtree is skipped. So every
//    branch the search enters ends in at least one solution: the work is
//    proportional to the number of *distinct subproblems* times the cost of a
//    pass, not to the number of dead ends.
//
// 2. Memoisation on (v, R(v)). The number of simple paths from v to a goal that
//    avoid the path P depends only on v and on the subgraph they can use, and
//    every such path stays inside R(v) (everything else is either on P or
//    unreachable). So the key (v, R(v)) determines the answer, whatever P was.
//    Different paths that reach v leaving the same reachable region behind
//    (very common: they differ in states that are now cut off) share one
//    computation. The memo is a hash table of (v, bit set) -> count.
//
// Cost: each distinct (v, R) is solved once, at O(|R| * degree) for the
// reachability passes of its successors, plus O(n/64) per memo probe. The
// number of distinct keys is at most the number of simple paths and usually
// far smaller (the 19602 solutions of jealous husbands need 176 keys).
// Memory: one bit set per level of the path (n^2/64 words at worst) and the
// memo, which stops growing at kMemoWordLimit words (it then only loses
// speed). Graphs too large for the per-level bit sets fall back to a plain
// depth-first search that only never repeats a state (no pruning, no memo).
//
// Counts are exact: 128-bit while they fit, then GMP (path_count.h). When the
// budget or a solution limit stops the search, the count so far is a lower
// bound: it is the sum of the solutions completed, each counted once.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "deduce/budget/limits.h"
#include "deduce/statespace/state_graph.h"
#include "deduce/util/big_count.h"

namespace deduce::statespace {

struct SimplePathStats {
  std::uint64_t nodes = 0;         // search nodes (vertices entered)
  std::uint64_t memo_entries = 0;  // distinct (v, R) subproblems stored
  std::uint64_t memo_hits = 0;
  std::uint32_t vertices = 0;  // of the trimmed graph
  bool pruned = true;          // false: the plain fallback ran
  double seconds = 0;
};

struct SimplePathCount {
  util::BigCount count = 0;  // exact when stopped == kNone, else a lower bound
  budget::StopReason stopped = budget::StopReason::kNone;
  SimplePathStats stats;
};

// Graphs with more vertices than this are counted by the plain fallback.
inline constexpr std::uint32_t kMaxPrunedVertices = 16384;
inline constexpr std::uint64_t kMemoWordLimit = std::uint64_t{1} << 25;

// Counts simple paths from vertex 0 to any goal vertex of `g` (trim(g) first
// is not required). `limit` > 0 stops once at least `limit` are counted
// (stopped = kSolutionLimit).
SimplePathCount count_simple_paths(const StateGraph& g, budget::Budget& budget,
                                   std::uint64_t limit = 0);

// Calls on_path(edges) for every simple path from vertex 0 to a goal, in
// depth-first order, with the edge indices of `g` along it; stops when it
// returns false (stopped = kSolutionLimit) or the budget runs out.
budget::StopReason enumerate_simple_paths(
    const StateGraph& g, budget::Budget& budget,
    const std::function<bool(const std::vector<std::uint32_t>& edges)>& on_path,
    SimplePathStats* stats = nullptr);

}  // namespace deduce::statespace
