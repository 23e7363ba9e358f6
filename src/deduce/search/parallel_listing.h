// Listing solutions on every core in a value type: the solutions of a
// parallel_list (parallel_search.h) handed to one sink, one at a time, in
// any order or in subproblem order, with at most `solution_limit` of them.
//
// Unordered, a worker hands each solution to the sink under a lock as soon
// as it is read. Ordered, each subproblem keeps its solutions in its own
// list (no lock: one task a subproblem) and a finished subproblem's list is
// flushed when every earlier one has been: the order is that of the
// subproblems, the same for any number of threads. With a limit L, a
// subproblem keeps at most L solutions, since no more can be printed.
#pragma once

#include <cstdint>
#include <functional>
#include <mutex>
#include <vector>

#include "deduce/search/parallel_search.h"

namespace deduce::search {

// Lists the solutions of the model; options.solution_limit caps how many
// reach `sink` (0: all); sink returns false to stop everything. The result's
// stats.solutions is the number handed to the sink.
template <class Sol>
SearchResult list_in_parallel(const SpaceFactory& factory, const SearchOptions& options,
                              const ParallelOptions& popts,
                              const std::function<Sol(const core::Store&)>& read,
                              const std::function<bool(const Sol&)>& sink) {
  budget::SharedWork shared;
  std::mutex lock;
  const std::uint64_t limit = options.solution_limit;
  std::uint64_t emitted = 0;
  bool closed = false;  // the limit was met or the sink said stop
  // Under the lock: hands one solution on; false once nothing more is wanted.
  auto emit = [&](const Sol& s) {
    if (closed) return false;
    ++emitted;
    if (!sink(s) || (limit != 0 && emitted >= limit)) {
      closed = true;
      shared.stop_all(budget::StopReason::kSolutionLimit);
      return false;
    }
    return true;
  };
  std::vector<std::vector<Sol>> kept;
  std::vector<char> done;
  std::size_t next = 0;  // the first subproblem not yet flushed
  SearchResult r = parallel_list(
      factory, options, popts, shared,
      [&](std::size_t n) {
        kept.resize(popts.ordered ? n : 0);
        done.assign(n, 0);
      },
      [&](std::size_t i, const core::Store& store) {
        if (!popts.ordered) {
          Sol s = read(store);
          std::lock_guard<std::mutex> g(lock);
          return emit(s);
        }
        kept[i].push_back(read(store));
        return limit == 0 || kept[i].size() < limit;
      },
      [&](std::size_t i) {
        if (!popts.ordered) return;
        std::lock_guard<std::mutex> g(lock);
        done[i] = 1;
        for (; next < done.size() && done[next]; ++next) {
          for (const Sol& s : kept[next])
            if (!emit(s)) break;
          std::vector<Sol>().swap(kept[next]);
        }
      });
  r.stats.solutions = emitted;
  if (closed) {
    r.complete = false;
    r.stop = budget::StopReason::kSolutionLimit;
  }
  return r;
}

}  // namespace deduce::search
