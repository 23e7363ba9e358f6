// The memory budget of in-process calls (embed.h). The command line watches
// its one run with a timer's signal (budget/memory_watch.h), which a library
// inside another program (Python, a server) should not take over; a call
// starting and joining a watch thread of its own cost about 300 us a call on a busy 2-core
// machine (measured from Python, docs/benchmarks.md "The Python package"),
// twenty times a small puzzle's work. So calls share one watch thread for
// the process: started at the first call, parked on a condition variable
// while no call runs, and every kPeriodMs while calls run it compares the
// process with the smallest budget among them. Past it, every running call
// stops, partial, "stopped: --memory MB", as under the command line (the
// stop flag is the process's, as for Ctrl-C).
//
// A call that starts while the watch is parked wakes it for a reading at
// once; one that starts while others run waits at most a period for its
// budget to be read.
#pragma once

#include "deduce/budget/memory_watch.h"

namespace deduce::apps {

class CallMemoryWatch {
 public:
  static constexpr int kPeriodMs = budget::MemoryWatch::kPeriodMs;

  // Counts the call's budget in (a budget of none is not watched).
  explicit CallMemoryWatch(budget::MemoryBudget budget);
  ~CallMemoryWatch();  // counts it out
  CallMemoryWatch(const CallMemoryWatch&) = delete;
  CallMemoryWatch& operator=(const CallMemoryWatch&) = delete;

 private:
  budget::MemoryBudget budget_;
};

}  // namespace deduce::apps
