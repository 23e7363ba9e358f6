// The subproblems that the threads of a shared count hand each other (the
// logic-grid count, puzzles/zebra/count/entailed_count.cc, is the one user).
//
// A thread that runs out of work waits here; a busy thread sees that one
// waits (hungry(), one relaxed atomic load a node) and gives it the
// shallowest branch it has not taken yet (sharing_dfs.h). So the tree is
// split where and when a thread is idle, not up front: no subproblem
// list to build, and no straggler left alone with a big subtree at the end.
// The work is over when no thread is busy and nothing is queued.
#pragma once

#include <atomic>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <vector>

#include "deduce/search/parallel_search.h"

namespace deduce::search {

// A branch handed over: its path from the root, and the giver's dom/wdeg weights when it gave
// it, so that the taker orders its variables as the giver's search would have (with weights of
// its own, a fresh copy searched the 12x12 grid's branches in 15% more nodes).
struct Branch {
  Path path;
  std::vector<std::uint32_t> weights;
};

class WorkPool {
 public:
  // `busy`: threads that start with work of their own (not from take()).
  explicit WorkPool(int busy) : busy_(busy) {}

  // Called by a thread with no work (`was_busy`: its work is done; false
  // for a thread's first call): waits for a path (true), or returns false
  // when the work is over (or stopped).
  bool take(Branch& out, bool was_busy = true);
  // Queues a branch for a waiting thread.
  void give(Branch branch);
  // Ends the work early (a limit stopped a search): every waiting thread returns.
  void stop();

  // The work is over (or stopped): a thread that has not started may skip its set-up.
  bool over();

  // Some thread waits and no path is queued for it.
  bool hungry() const { return hungry_.load(std::memory_order_relaxed) > 0; }

 private:
  void update_hungry() {
    hungry_.store(waiting_ - static_cast<int>(paths_.size()), std::memory_order_relaxed);
  }

  std::mutex mutex_;
  std::condition_variable ready_;
  std::deque<Branch> paths_;
  int busy_;
  int waiting_ = 0;
  bool over_ = false;
  std::atomic<int> hungry_{0};
};

}  // namespace deduce::search
