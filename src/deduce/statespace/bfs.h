// Breadth-first search for the fewest moves, counting the shortest solutions.
//
// States get IDs in the order BFS discovers them (state_registry.h), so the
// registry itself is the FIFO queue: expanding IDs 0, 1, 2, ... in order is
// breadth-first, and each layer of equal depth is a contiguous range of IDs.
// Along the way every state keeps the number of shortest paths reaching it: a
// newly discovered state inherits its discoverer's count, and a state of the
// next layer (ID at or past the end of the layer being expanded) met again
// adds the count of that parent. When a goal appears at depth d the search
// finishes layer d-1 (its successors may be more goals of depth d, or more
// shortest paths to them) and stops: the counts of layer d are then final, and
// their sum over goal states is the number of shortest solutions. Shortest
// paths never repeat a state, so these are also the optimal repetition-free
// solutions. Goal states are terminal: a solution ends at its first goal.
//
// Cost: O(states + moves) time. Memory, per state: the registry entry and the
// parent's ID (4 bytes, written in ID order). Counts are needed for two layers
// only (the one expanded and the next), so they live in two frontier arrays
// indexed by ID minus the layer's first ID: small, cache-resident, and no
// 16-byte-a-state array to fault in. No depth, action or goal flag is stored
// (layers are ID ranges, goals occur only in the last one, and the actions of
// the one printed path are found again: trace_path.h). Once the registry is
// dense the per-state arrays are reserved to the model's state bound, and the
// layer loop runs a copy specialised to the direct table. Counts run in 128
// bits and the search is repeated with GMP only if one overflowed on a
// solvable instance (path_count.h). The loop allocates nothing beyond the
// growth of these arrays.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "deduce/budget/limits.h"
#include "deduce/statespace/path_count.h"
#include "deduce/statespace/state_registry.h"
#include "deduce/statespace/state_space.h"
#include "deduce/statespace/trace_path.h"

namespace deduce::statespace {

namespace detail {

template <class Model, class Counter>
class BfsRun {
 public:
  using Value = typename Counter::Value;

  BfsRun(const Model& model, budget::Budget& budget)
      : model_(model), budget_(budget), registry_(model.key_bound()) {}

  // Returns false when a count overflowed on a solvable instance (rerun wider).
  bool run(OptimalResult& r) {
    r = OptimalResult{};
    r.start = model_.start();
    registry_.insert(r.start);
    parent_.push_back(StateRegistry::kNone);
    count_.push_back(Counter::one());
    found_ = model_.is_goal(r.start);
    std::uint32_t begin = 0, end = 1;  // the layer being expanded: IDs [begin, end)
    while (!found_) {
      next_count_.clear();
      std::uint32_t id = begin;
      while (id < end && !budget_.stopped()) {
        if (registry_.dense()) {
          reserve();
          id = expand_dense(id, begin, end);
        } else {
          id = expand_hashed(id, begin, end);
        }
      }
      if (budget_.stopped() || registry_.size() == end) break;  // stopped, or nothing new
      begin = end;
      end = registry_.size();
      std::swap(count_, next_count_);
    }
    r.stopped = budget_.reason();
    r.stats.expanded = expanded_;
    r.stats.generated = generated_;
    r.stats.states = registry_.size();
    if (!found_ || budget_.stopped()) return true;
    if (counter_.overflow) return false;

    // The goals are in the last layer, [begin, end), whose counts are count_.
    Value total = Counter::zero();
    std::uint32_t first_goal = StateRegistry::kNone;
    for (std::uint32_t id = begin; id < end; ++id) {
      if (!model_.is_goal(registry_.key(id))) continue;
      if (first_goal == StateRegistry::kNone) first_goal = id;
      counter_.add(total, count_[id - begin]);
    }
    if (counter_.overflow) return false;
    r.found = true;
    r.path = trace_path(
        model_, registry_, first_goal, [&](std::uint32_t v) { return parent_[v]; },
        [](std::uint32_t) { return kAnyAction; });
    r.length = static_cast<std::int64_t>(r.path.size());
    for (const Step& s : r.path) r.cost += s.cost;
    r.optimal_count = Counter::to_big(total);
    return true;
  }

 private:
  // Expands IDs [from, end) of the layer [begin, end) while the registry is
  // hashed. Returns where it stopped: end; or earlier when the budget ran out
  // or the registry just turned dense (the caller goes on with expand_dense).
  std::uint32_t expand_hashed(std::uint32_t from, std::uint32_t begin, std::uint32_t end) {
    std::uint32_t id = from;
    for (; id < end && !registry_.dense(); ++id) {
      if (budget_.spend()) break;
      const Value c = count_[id - begin];
      const std::uint32_t parent = id;
      model_.for_each_successor(registry_.key(id),
                                [&](std::uint64_t next, std::uint32_t, std::int64_t) {
                                  ++generated_;
                                  const auto [nid, fresh] = registry_.insert(next);
                                  if (fresh) {
                                    discover(parent, next, c);
                                  } else if (nid >= end) {
                                    counter_.add(next_count_[nid - end], c);
                                  }
                                });
    }
    expanded_ += id - from;
    return id;
  }

  // The same on the direct table, reading and writing its slots in place.
  // (Measured and dropped: a one-state software pipeline that buffers a
  // state's moves and prefetches their slots while the previous state's are
  // looked up cost 25% more instructions for no CPU time gained on the
  // 2-million-state box.)
  // With a model that offers for_each_candidate() and legal_key(), moves are
  // generated without the legality test, which runs once per key: a key that
  // is not a state is marked dead in its slot, so the one load that finds a
  // known state also rules out a known illegal one.
  std::uint32_t expand_dense(std::uint32_t from, std::uint32_t begin, std::uint32_t end) {
    constexpr bool kCandidates = HasCandidates<Model>;
    std::uint32_t* const slots = registry_.dense_slots();
    std::uint64_t generated = 0;
    std::uint32_t id = from;
    for (; id < end; ++id) {
      if (budget_.spend()) break;
      const Value c = count_[id - begin];
      const std::uint32_t parent = id;
      auto visit = [&](std::uint64_t next) {
        std::uint32_t& slot = slots[next];
        const std::uint32_t s = slot;
        if (s == StateRegistry::kDeadSlot) return;
        ++generated;
        const std::uint32_t nid = s - 1;  // kNone for a key not seen yet
        if (nid < end) return;            // an earlier layer, or this one
        if (nid != StateRegistry::kNone) {
          counter_.add(next_count_[nid - end], c);
        } else if (!first_meeting<kCandidates>(slot, next, parent, c)) {
          --generated;
        }
      };
      if constexpr (kCandidates) {
        model_.for_each_candidate(registry_.key(id), [&](std::uint64_t next, std::uint32_t,
                                                         std::int64_t) { visit(next); });
      } else {
        model_.for_each_successor(registry_.key(id), [&](std::uint64_t next, std::uint32_t,
                                                         std::int64_t) { visit(next); });
      }
    }
    expanded_ += id - from;
    generated_ += generated;
    return id;
  }

  // A key met for the first time on the direct table (rare next to the known
  // ones, so kept out of line to leave the loop small enough to inline whole):
  // registers it, or marks it dead when it is not a state (returns false).
  template <bool kCandidates>
  [[gnu::noinline]] bool first_meeting(std::uint32_t& slot, std::uint64_t key, std::uint32_t parent,
                                       const Value& c) {
    if constexpr (kCandidates) {
      if (!model_.legal_key(key)) {
        slot = StateRegistry::kDeadSlot;
        return false;
      }
    }
    registry_.add_dense(slot, key);
    discover(parent, key, c);
    return true;
  }

  // A state of the next layer was just registered, reached from `parent`.
  void discover(std::uint32_t parent, std::uint64_t key, const Value& c) {
    parent_.push_back(parent);
    next_count_.push_back(c);
    found_ = found_ || model_.is_goal(key);
  }

  // Room for every possible state in the per-state arrays, once (dense
  // registry: the bound is known and small enough to index).
  void reserve() {
    if (reserved_) return;
    reserved_ = true;
    const std::uint64_t n = state_bound(model_);
    registry_.reserve(n);
    parent_.reserve(n);
  }

  const Model& model_;
  budget::Budget& budget_;
  Counter counter_;
  StateRegistry registry_;
  std::vector<std::uint32_t> parent_;  // by ID
  std::vector<Value> count_;           // shortest paths to the layer expanded, by ID - begin
  std::vector<Value> next_count_;      // the same for the next layer, by ID - end
  std::uint64_t expanded_ = 0, generated_ = 0;
  bool found_ = false;
  bool reserved_ = false;
};

}  // namespace detail

// Fewest moves from model.start() to a goal, with the number of such solutions.
// Stops early (result.stopped) when the budget runs out; then found is false.
template <StateModel Model, class Counter = Count128>
OptimalResult bfs(const Model& model, budget::Budget& budget) {
  OptimalResult r;
  if (!detail::BfsRun<Model, Counter>(model, budget).run(r)) {
    detail::BfsRun<Model, CountBig>(model, budget).run(r);
  }
  r.stats.seconds = budget.elapsed_seconds();
  return r;
}

}  // namespace deduce::statespace
