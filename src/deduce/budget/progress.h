// What long work has done so far, for the progress line a person sees on a
// terminal (apps/deduce/progress_line.h). The searches add their units of
// work (nodes, expanded states) to g_progress_units (limits.h) in strides
// from Budget::spend, so the hot loop pays one relaxed atomic add every
// Budget::kClockStride units; work that knows its whole (the puzzles of a
// batch, the puzzles to generate) sets done and total here. Nothing here is
// printed by the library: it only counts.
#pragma once

#include <atomic>
#include <cstdint>

namespace deduce::budget {

struct Progress {
  // A task's parts done of its total (total 0: not known). What the parts are
  // is named by the task (`noun`: "puzzles", "subproblems").
  std::atomic<std::uint64_t> done{0};
  std::atomic<std::uint64_t> total{0};
  std::atomic<const char*> noun{""};

  // Starts a task of `of` parts (0: unknown), none done.
  void begin_task(std::uint64_t of, const char* what) {
    done.store(0, std::memory_order_relaxed);
    noun.store(what, std::memory_order_relaxed);
    total.store(of, std::memory_order_relaxed);
  }
  void part_done(std::uint64_t n = 1) { done.fetch_add(n, std::memory_order_relaxed); }

  // Within a part: the subproblems of a count or listing split over the
  // threads (search/parallel_search.cc), done of total; total 0: none.
  std::atomic<std::uint64_t> sub_done{0};
  std::atomic<std::uint64_t> sub_total{0};
  void begin_subtask(std::uint64_t of) {
    sub_done.store(0, std::memory_order_relaxed);
    sub_total.store(of, std::memory_order_relaxed);
  }
  void subpart_done() { sub_done.fetch_add(1, std::memory_order_relaxed); }
  void end_subtask() { sub_total.store(0, std::memory_order_relaxed); }
};

extern Progress g_progress;

}  // namespace deduce::budget
