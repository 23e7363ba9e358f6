// The short clauses that racing searches (portfolio.h) give each other, at
// points fixed in logical time so that the race stays deterministic.
//
// Logical time is cut into epochs of a fixed number of propagations. When a
// search's clock passes the end of an epoch, it seals the clauses it learnt
// since the last end (those of LBD <= 2, Solver::set_export), then waits
// until every other search has sealed the same epoch (or has stopped), and
// takes theirs, in the order of the searches, to add at its next restart.
// What a search receives is thus fixed by the others' own deterministic
// searches up to that point, never by how fast their threads ran, which is
// how "Deterministic parallel DPLL" (Hamadi, Jabbour, Piette and Sais, JSAT
// 2011) shares clauses; here the meeting points are epochs of each search's
// own clock rather than global barriers, so a search waits only for those
// behind it. A search that stops (it answered, lost the race or hit a limit)
// seals what it has and is waited for no more: a search that could still
// win never needs an epoch from it that it did not complete (portfolio.cc).
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace deduce::sat {

class ClauseExchange {
 public:
  // `searches` searches, epochs of `epoch` propagations (> 0).
  ClauseExchange(std::size_t searches, std::uint64_t epoch);

  // Search i, at logical time `clock`: seals `learnt` (flat clauses, see
  // Solver::set_export; emptied) for each epoch that ended, and appends to
  // `take` what the others sealed for it. Waits for searches behind;
  // `stop()` is asked while waiting, and true makes advance return false.
  template <class Stop>
  bool advance(std::size_t i, std::uint64_t clock, std::vector<std::uint32_t>& learnt,
               std::vector<std::uint32_t>& take, Stop stop);
  // Search i stops: seals `learnt` as its last epoch and is waited for no more.
  void finish(std::size_t i, std::vector<std::uint32_t>& learnt);

 private:
  struct Slot {
    std::mutex lock;  // guards epochs
    std::vector<std::vector<std::uint32_t>> epochs;
    std::atomic<std::uint64_t> sealed{0};  // epochs sealed; all of them once finished
  };
  void seal(Slot& slot, std::vector<std::uint32_t>& learnt);
  // Whether search j has sealed its first `epochs` epochs (or finished).
  bool ready(std::size_t j, std::uint64_t epochs) const {
    return slots_[j].sealed.load(std::memory_order_acquire) >= epochs;
  }
  void collect(std::size_t j, std::uint64_t epoch, std::vector<std::uint32_t>& take);

  std::size_t searches_;
  std::uint64_t epoch_;
  std::unique_ptr<Slot[]> slots_;
  std::vector<std::uint64_t> own_;  // epochs each search sealed (its own thread's counter)
};

template <class Stop>
bool ClauseExchange::advance(std::size_t i, std::uint64_t clock, std::vector<std::uint32_t>& learnt,
                             std::vector<std::uint32_t>& take, Stop stop) {
  while (clock >= (own_[i] + 1) * epoch_) {
    seal(slots_[i], learnt);
    const std::uint64_t epochs = ++own_[i];
    slots_[i].sealed.store(epochs, std::memory_order_release);
    for (std::size_t j = 0; j < searches_; ++j) {
      if (j == i) continue;
      while (!ready(j, epochs)) {
        if (stop()) return false;
        std::this_thread::yield();
      }
      collect(j, epochs - 1, take);
    }
  }
  return true;
}

}  // namespace deduce::sat
