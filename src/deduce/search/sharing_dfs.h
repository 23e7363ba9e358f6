// A counting depth-first search that can pause and that gives branches away.
//
// The same search as Dfs::count() (binary branching, the same
// nodes in the same order, the same figures), with two additions for the
// threaded count of puzzles/zebra/count/entailed_count.cc:
// - run() may stop after a number of nodes and resume later, from the same
//   node (on any thread; the caller hands the object over): a count tries
//   one thread first and keeps what it searched when it goes on on several;
// - with a WorkPool, when another thread waits for work the search gives it
//   its shallowest branch not yet taken (x != v of its oldest pending
//   decision, as a path from the root, with the store's dom/wdeg weights of
//   that moment) and skips it when it backtracks there.
// The counts of the pieces add up to the whole whoever searches them; the
// node figures then depend on who took what.
#pragma once

#include <cstdint>
#include <vector>

#include "deduce/budget/limits.h"
#include "deduce/search/brancher.h"
#include "deduce/search/parallel_search.h"
#include "deduce/search/work_pool.h"

namespace deduce::search {

class SharingDfs {
 public:
  // Searches `space` (its branch variables, var_choice and at_node hook).
  explicit SharingDfs(Space& space);

  // Starts a search of the store's current node, which `base` (a path from
  // the root) leads to; a level is pushed, and popped when the search ends.
  void start(const Path& base);
  // How a run ended: the subtree done, paused after its nodes, or stopped.
  enum class RunEnd { kDone, kPaused, kStopped };
  // Searches until the subtree is done, `pause_after` more nodes are spent
  // (0: no pause; resume with another run()) or `budget` stops it. With a
  // pool, branches go to the threads that wait in it.
  RunEnd run(budget::Budget& budget, std::uint64_t pause_after, WorkPool* pool);

  // Figures since construction: nodes, failures, solutions (leaves where
  // every branch variable is fixed), max_depth (from the root), propagations.
  const Stats& stats() const { return stats_; }

 private:
  struct Entry {
    Decision d;
    std::uint32_t steps;  // path length before its left branch
    bool given;           // its right branch went to another thread
  };
  // The decisions of the current node from the root.
  Path path_to(std::size_t entry) const;
  void give_shallowest(WorkPool& pool);
  bool settle();  // propagate and the node hook; false: a failure

  Space& space_;
  Brancher brancher_;
  std::vector<Entry> stack_;
  Path steps_;  // base path, then the steps taken below it
  int base_level_ = 0;
  bool consistent_ = false;
  std::size_t first_open_ = 0;  // no entry below this one has its right branch pending
  Stats stats_;
  std::uint32_t base_depth_ = 0;  // decisions (x = v) on the base path
};

}  // namespace deduce::search
