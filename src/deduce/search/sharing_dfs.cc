#include "deduce/search/sharing_dfs.h"

#include <algorithm>

namespace deduce::search {

SharingDfs::SharingDfs(Space& space)
    : space_(space), brancher_(space.branch_vars, space.options.var_choice) {}

bool SharingDfs::settle() {
  core::Store& store = *space_.store;
  return store.propagate() && (!space_.options.at_node || space_.options.at_node(store));
}

void SharingDfs::start(const Path& base) {
  core::Store& store = *space_.store;
  // A fresh brancher, as a fresh Dfs has: its ties break the same way.
  brancher_ = Brancher(space_.branch_vars, space_.options.var_choice);
  steps_ = base;
  base_depth_ = 0;
  for (const Step& st : base) base_depth_ += st.equal ? 1 : 0;
  stack_.clear();
  first_open_ = 0;
  base_level_ = store.level();
  store.push_level();
  const std::uint64_t before = store.propagations();
  consistent_ = settle();
  stats_.propagations += store.propagations() - before;
  if (!consistent_) ++stats_.failures;
}

Path SharingDfs::path_to(std::size_t entry) const {
  const Entry& e = stack_[entry];
  Path p(steps_.begin(), steps_.begin() + e.steps);
  p.push_back({e.d.var, e.d.value, false});
  return p;
}

void SharingDfs::give_shallowest(WorkPool& pool) {
  // The oldest pending right branch is the largest subtree on offer. The
  // deepest entry is left alone: its right branch is next anyway.
  while (first_open_ + 1 < stack_.size() && stack_[first_open_].given) ++first_open_;
  if (first_open_ + 1 >= stack_.size()) return;
  stack_[first_open_].given = true;
  pool.give({path_to(first_open_), space_.store->wdeg_all()});
  ++first_open_;
}

SharingDfs::RunEnd SharingDfs::run(budget::Budget& budget, std::uint64_t pause_after,
                                   WorkPool* pool) {
  core::Store& store = *space_.store;
  const std::uint64_t propagations_before = store.propagations();
  std::uint64_t nodes = 0, failures = 0, solutions = 0;
  std::uint32_t max_depth = stats_.max_depth;
  RunEnd outcome = RunEnd::kDone;
  for (;;) {
    if (consistent_) {
      const Decision d = brancher_.next(store);
      if (d.var < 0) {
        ++solutions;
      } else {
        if (pause_after != 0 && nodes >= pause_after) {
          outcome = RunEnd::kPaused;  // resumes here: the node is settled, d is chosen again
          break;
        }
        if (budget.spend()) {
          outcome = RunEnd::kStopped;
          break;
        }
        if (pool != nullptr && pool->hungry()) give_shallowest(*pool);
        ++nodes;
        stack_.push_back({d, static_cast<std::uint32_t>(steps_.size()), false});
        steps_.push_back({d.var, d.value, true});
        max_depth = std::max(max_depth, base_depth_ + static_cast<std::uint32_t>(stack_.size()));
        store.push_level();
        consistent_ = store.assign(d.var, d.value) && settle();
        if (!consistent_) ++failures;
        continue;
      }
    }
    // Backtrack to the deepest decision whose right branch is still ours.
    while (!stack_.empty() && stack_.back().given) {
      stack_.pop_back();
      store.pop_level();
    }
    if (stack_.empty()) break;
    const Entry e = stack_.back();
    stack_.pop_back();
    store.pop_level();
    first_open_ = std::min(first_open_, stack_.size());
    steps_.resize(e.steps);
    if (budget.spend()) {
      // Stopped between the branches: nothing is left to resume.
      outcome = RunEnd::kStopped;
      break;
    }
    if (pool != nullptr && pool->hungry()) give_shallowest(*pool);
    ++nodes;
    steps_.push_back({e.d.var, e.d.value, false});
    consistent_ = store.remove(e.d.var, e.d.value) && settle();
    if (!consistent_) ++failures;
  }
  if (outcome != RunEnd::kPaused) {
    while (store.level() > base_level_) store.pop_level();
  }
  stats_.nodes += nodes;
  stats_.failures += failures;
  stats_.solutions += solutions;
  stats_.max_depth = max_depth;
  stats_.propagations += store.propagations() - propagations_before;
  return outcome;
}

}  // namespace deduce::search
