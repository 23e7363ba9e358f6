// The open list of uniform-cost search: states by cost, cheapest first, ties
// by ID (so that both queues settle states in the same order and the printed
// solution does not depend on which one ran).
//
// - HeapQueue: a binary heap of (cost, ID); any costs. O(log n) a push or pop.
// - BucketQueue (Dial 1969): when every step costs at most max_step (small),
//   the pending costs all lie in [c + 1, c + max_step] while the states of
//   cost c are settled, so a ring of max_step + 1 buckets of IDs indexed by
//   cost modulo its size holds them apart. A push is an append; moving to the
//   next cost scans at most max_step buckets and sorts that bucket's IDs once.
//   Costs are at least 1, so no push ever lands in the level being drained.
// Both keep stale entries (a state pushed again at a lower cost); the search
// skips an entry whose cost is no longer the state's.
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <queue>
#include <utility>
#include <vector>

namespace deduce::statespace {

class HeapQueue {
 public:
  void push(std::int64_t cost, std::uint32_t id) { heap_.push({cost, id}); }
  // The cheapest entry, removed; false when empty.
  bool pop(std::int64_t& cost, std::uint32_t& id) {
    if (heap_.empty()) return false;
    std::tie(cost, id) = heap_.top();
    heap_.pop();
    return true;
  }

 private:
  using Entry = std::pair<std::int64_t, std::uint32_t>;
  std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> heap_;
};

class BucketQueue {
 public:
  // Every push is at a cost from 1 to max_step above the last cost popped
  // (the first at any cost >= 0 below max_step + 1).
  explicit BucketQueue(std::int64_t max_step) : ring_(static_cast<std::size_t>(max_step) + 1) {}

  void push(std::int64_t cost, std::uint32_t id) {
    ring_[static_cast<std::size_t>(cost) % ring_.size()].push_back(id);
    ++pending_;
  }
  bool pop(std::int64_t& cost, std::uint32_t& id) {
    if (next_ == level_.size()) {
      if (pending_ == 0) return false;
      level_.clear();
      next_ = 0;
      do {
        ++cost_;
      } while (ring_[static_cast<std::size_t>(cost_) % ring_.size()].empty());
      level_.swap(ring_[static_cast<std::size_t>(cost_) % ring_.size()]);
      pending_ -= level_.size();
      std::sort(level_.begin(), level_.end());
    }
    cost = cost_;
    id = level_[next_++];
    return true;
  }

 private:
  std::vector<std::vector<std::uint32_t>> ring_;
  std::vector<std::uint32_t> level_;  // the IDs at cost_, sorted; next_ is the next one
  std::size_t next_ = 0;
  std::size_t pending_ = 0;  // IDs in the ring
  std::int64_t cost_ = -1;
};

}  // namespace deduce::statespace
