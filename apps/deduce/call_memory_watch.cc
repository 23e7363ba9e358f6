#include "call_memory_watch.h"

#include <chrono>
#include <condition_variable>
#include <list>
#include <mutex>
#include <thread>

namespace deduce::apps {
namespace {

// The budgets of the calls running, and the one thread that watches them.
// Made once and never destroyed: the thread is detached and parks for good
// at the process's end, so nothing it uses may be torn down under it.
class Shared {
 public:
  void enter(const budget::MemoryBudget& b) {
    {
      const std::lock_guard<std::mutex> lock(mutex_);
      budgets_.push_back(b);
      if (!started_) {
        started_ = true;
        std::thread([this] { watch(); }).detach();
      }
    }
    changed_.notify_one();
  }

  void leave(const budget::MemoryBudget& b) {
    const std::lock_guard<std::mutex> lock(mutex_);
    for (auto it = budgets_.begin(); it != budgets_.end(); ++it) {
      if (it->resident_bytes == b.resident_bytes && it->address_bytes == b.address_bytes) {
        budgets_.erase(it);
        return;
      }
    }
  }

 private:
  // The smallest of each limit among the calls (0: none); under mutex_.
  budget::MemoryBudget smallest() const {
    budget::MemoryBudget m;
    for (const budget::MemoryBudget& b : budgets_) {
      if (b.resident_bytes != 0 && (m.resident_bytes == 0 || b.resident_bytes < m.resident_bytes))
        m.resident_bytes = b.resident_bytes;
      if (b.address_bytes != 0 && (m.address_bytes == 0 || b.address_bytes < m.address_bytes))
        m.address_bytes = b.address_bytes;
    }
    return m;
  }

  void watch() {
    std::unique_lock<std::mutex> lock(mutex_);
    for (;;) {
      changed_.wait(lock, [this] { return !budgets_.empty(); });
      const budget::MemoryBudget b = smallest();
      lock.unlock();
      const bool over = budget::over_budget(b);
      lock.lock();
      if (over && !budgets_.empty()) budget::note_memory_exceeded();
      changed_.wait_for(lock, std::chrono::milliseconds(CallMemoryWatch::kPeriodMs));
    }
  }

  std::mutex mutex_;
  std::condition_variable changed_;
  std::list<budget::MemoryBudget> budgets_;
  bool started_ = false;
};

Shared& shared() {
  static Shared* s = new Shared;  // never destroyed: see Shared
  return *s;
}

}  // namespace

CallMemoryWatch::CallMemoryWatch(budget::MemoryBudget budget) : budget_(budget) {
  if (budget_.resident_bytes != 0 || budget_.address_bytes != 0) shared().enter(budget_);
}

CallMemoryWatch::~CallMemoryWatch() {
  if (budget_.resident_bytes != 0 || budget_.address_bytes != 0) shared().leave(budget_);
}

}  // namespace deduce::apps
