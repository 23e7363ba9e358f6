// Listing solutions on every core in a value type: the solutions of a
// parallel_list (parallel_search.h) handed to one sink, one at a time, in
// any order or in subproblem order, with at most `solution_limit` of them.
//
// Unordered, a worker hands each solution to the sink under a lock as soon
// as it is found, if the lock is free; while another worker holds it, the
// solution waits in the subproblem's list and goes with the worker's next
// one (or when its subproblem ends, or when a batch of them has
// gathered). So workers that find solutions faster than the sink takes them
// pay one lock a batch, not one contended lock a solution (on the loose 6x4
// logic grid, two threads listed 8.5 M solutions a second that way, fewer
// than one thread). Ordered, the subproblem that comes next in the order
// (every earlier one has been flushed) hands its solutions to the sink as
// found, too; any later one keeps them in its own list (no lock: one task a
// subproblem) until every earlier subproblem is done, then its list is
// flushed. The order is that of the subproblems, the same for any number of
// threads, and one thread keeps nothing. With a limit L, a subproblem keeps
// at most L solutions, since no more can be printed.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <mutex>
#include <vector>

#include "deduce/search/parallel_search.h"

namespace deduce::search {

// The list a subproblem keeps its solutions in until its turn: a vector of
// values. A listing with a cheaper packed form supplies its own type with
// the same members (e.g. zebra's FlatPositions).
template <class Sol>
class KeptList {
 public:
  void push_back(const Sol& s) { sols_.push_back(s); }
  void clear() { sols_.clear(); }  // keeps the memory, for the next batch
  std::size_t size() const { return sols_.size(); }
  // Calls f on each kept solution in order until it returns false; false then.
  template <class F>
  bool each(F&& f) const {
    for (const Sol& s : sols_)
      if (!f(s)) return false;
    return true;
  }
  void release() { std::vector<Sol>().swap(sols_); }

 private:
  std::vector<Sol> sols_;
};

// Where the workers of a parallel listing put their solutions; thread-safe.
template <class Sol, class Kept = KeptList<Sol>>
class ListingSink {
 public:
  ListingSink(std::uint64_t limit, bool ordered, budget::SharedWork& shared,
              const std::function<bool(const Sol&)>& sink)
      : limit_(limit), ordered_(ordered), shared_(shared), sink_(sink) {}

  // Before any solution: the number of subproblems.
  void begin(std::size_t subproblems) {
    kept_.resize(subproblems);
    done_.assign(subproblems, 0);
  }

  // A solution of subproblem `sub` (from its worker): false when that
  // subproblem's search may stop (nothing more of it can be used).
  bool found(std::size_t sub, const Sol& s) {
    if (!ordered_) {
      std::unique_lock<std::mutex> g(lock_, std::try_to_lock);
      if (!g.owns_lock()) {
        kept_[sub].push_back(s);
        if (kept_[sub].size() < kBatch) return true;
        g.lock();
        return flush(sub);
      }
      if (kept_[sub].size() != 0 && !flush(sub)) return false;
      return emit(s);
    }
    if (next_.load(std::memory_order_acquire) == sub) {
      // next_ can only become sub by a done() of an earlier subproblem, and
      // stays sub until this worker's own done(sub): once read, it holds.
      std::lock_guard<std::mutex> g(lock_);
      if (kept_[sub].size() != 0 && !flush(sub)) return false;
      return emit(s);
    }
    kept_[sub].push_back(s);
    return limit_ == 0 || kept_[sub].size() < limit_;
  }

  // Subproblem `sub` is over (from its worker).
  void done(std::size_t sub) {
    std::lock_guard<std::mutex> g(lock_);
    if (!ordered_) {
      flush(sub);
      return;
    }
    done_[sub] = 1;
    // Once a limit or Ctrl-C has stopped the work, what is listed must stay
    // a prefix of the order and end now: the subproblem whose turn it was
    // streamed its solutions up to the stop, and the later ones kept theirs
    // from searches that may have been cut, so they are dropped, not
    // flushed (on the 8x8x3 grid with no clues, two threads went on
    // printing 381 MB for 4 s after Ctrl-C).
    if (shared_.stop.load(std::memory_order_relaxed) != 0) stopped_ = true;
    std::size_t next = next_.load(std::memory_order_relaxed);
    for (; next < done_.size() && done_[next]; ++next) flush(next);
    next_.store(next, std::memory_order_release);
  }

  // The result of the listing: stats.solutions is the number handed to the
  // sink; a listing the limit or the sink stopped is incomplete.
  void settle(SearchResult& r) const {
    r.stats.solutions = emitted_;
    if (closed_) {
      r.complete = false;
      r.stop = budget::StopReason::kSolutionLimit;
    }
  }

 private:
  // The most solutions an unordered worker keeps while the lock is busy.
  static constexpr std::size_t kBatch = 1024;

  // Under the lock: hands on the solutions subproblem `sub` kept; false as
  // emit(). Its list is then empty: unordered, its memory is kept for the
  // next batch; ordered, the subproblem keeps nothing more, so it is freed.
  bool flush(std::size_t sub) {
    const bool more = !stopped_ && kept_[sub].each([this](const Sol& k) { return emit(k); });
    if (ordered_) {
      kept_[sub].release();
    } else {
      kept_[sub].clear();
    }
    return more;
  }

  // Under the lock: hands one solution on; false once nothing more is wanted.
  bool emit(const Sol& s) {
    if (closed_) return false;
    ++emitted_;
    if (!sink_(s) || (limit_ != 0 && emitted_ >= limit_)) {
      closed_ = true;
      shared_.stop_all(budget::StopReason::kSolutionLimit);
      return false;
    }
    return true;
  }

  const std::uint64_t limit_;
  const bool ordered_;
  budget::SharedWork& shared_;
  const std::function<bool(const Sol&)>& sink_;
  std::mutex lock_;
  std::vector<Kept> kept_;
  std::vector<char> done_;
  std::atomic<std::size_t> next_{0};  // the first subproblem not yet flushed
  std::uint64_t emitted_ = 0;
  bool closed_ = false;   // the limit was met or the sink said stop
  bool stopped_ = false;  // ordered: the work was stopped; nothing kept is flushed
};

// Lists the solutions of the model; options.solution_limit caps how many
// reach `sink` (0: all); sink returns false to stop everything. The result's
// stats.solutions is the number handed to the sink.
template <class Sol>
SearchResult list_in_parallel(const SpaceFactory& factory, const SearchOptions& options,
                              const ParallelOptions& popts,
                              const std::function<Sol(const core::Store&)>& read,
                              const std::function<bool(const Sol&)>& sink) {
  budget::SharedWork shared;
  ListingSink<Sol> out(options.solution_limit, popts.ordered, shared, sink);
  SearchResult r = parallel_list(
      factory, options, popts, shared, [&](std::size_t n) { out.begin(n); },
      [&](std::size_t i, const core::Store& store) { return out.found(i, read(store)); },
      [&](std::size_t i) { out.done(i); });
  out.settle(r);
  return r;
}

}  // namespace deduce::search
