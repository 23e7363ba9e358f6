#include "deduce/search/work_pool.h"

namespace deduce::search {

bool WorkPool::take(Branch& out, bool was_busy) {
  std::unique_lock lock(mutex_);
  if (was_busy) --busy_;
  ++waiting_;
  update_hungry();
  if (busy_ == 0 && paths_.empty()) {
    over_ = true;
    ready_.notify_all();
  }
  ready_.wait(lock, [this] { return over_ || !paths_.empty(); });
  --waiting_;
  if (over_) {
    update_hungry();
    return false;
  }
  // The oldest branch first: it was the shallowest of its giver's.
  out = std::move(paths_.front());
  paths_.pop_front();
  ++busy_;
  update_hungry();
  return true;
}

void WorkPool::give(Branch branch) {
  {
    const std::lock_guard lock(mutex_);
    paths_.push_back(std::move(branch));
    update_hungry();
  }
  ready_.notify_one();
}

bool WorkPool::over() {
  const std::lock_guard lock(mutex_);
  return over_;
}

void WorkPool::stop() {
  {
    const std::lock_guard lock(mutex_);
    over_ = true;
    paths_.clear();
    update_hungry();
  }
  ready_.notify_all();
}

}  // namespace deduce::search
