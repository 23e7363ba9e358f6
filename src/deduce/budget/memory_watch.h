// The memory budget of a run (--memory MB): every few milliseconds the
// process's resident size, and under an address-space limit (`ulimit -v`) its
// address space, are read from /proc/self/statm; past the budget every running
// search is asked to stop, as Ctrl-C does, with the reason
// StopReason::kMemory. The work then ends as at any limit: what was found is
// written, marked partial, exit 3, instead of the process dying of
// std::bad_alloc or the kernel's OOM killer.
//
// Why a timer's signal and not a check in Budget::spend: reading /proc costs
// a system call and a parse (microseconds), a hundred times a node's cost;
// the searches already watch one flag for Ctrl-C, so the watch sets that flag.
// Why not a thread (as before): a second thread, even asleep, costs the
// whole process about 0.2 ms, since malloc, shared_ptr and the rest of the
// C++ library then take their thread-safe paths; that was 3% of solving 100
// 9x9 puzzles (docs/benchmarks.md). A POSIX timer (timer_create) raises
// SIGALRM every kPeriodMs and the handler reads the file with open, read and
// close, which are async-signal-safe, parses it by hand and sets the flags
// with lock-free atomics. SA_RESTART restarts the system calls it interrupts
// (read, write, waitpid, futex waits); sleep_for and condition waits resume
// on their own. The handler stays installed once a watch has run (it does
// nothing while none runs), so a signal still pending when a watch ends is
// never taken by SIGALRM's default action, which ends the process. One watch
// at a time: the command line's run makes one; in-process calls share their
// own (apps/deduce/call_memory_watch.h).
// Memory grows fast only where something is kept per solution or per step,
// and the period (10 ms) bounds the overshoot to what 10 ms of such work
// allocates. An allocation that still fails (a single huge one) throws
// std::bad_alloc, which the run catches and reports the same way.
#pragma once

#include <cstdint>

namespace deduce::budget {

struct MemoryBudget {
  std::uint64_t resident_bytes = 0;  // the budget on the resident size; 0: none
  std::uint64_t address_bytes = 0;   // the process's address-space limit; 0: none
};

// The machine's memory (MemTotal), 0 when it cannot be read; read once.
std::uint64_t machine_memory_bytes();
// The address-space limit (RLIMIT_AS, `ulimit -v`), 0 when there is none.
std::uint64_t address_space_limit_bytes();
// The default budget: the smaller of half the machine's memory and the
// address-space limit.
std::uint64_t default_memory_budget_bytes();

// The process's resident size and address space now, in bytes ({0, 0} when
// /proc cannot be read).
struct MemoryUse {
  std::uint64_t resident = 0;
  std::uint64_t address = 0;
};
MemoryUse memory_use();

// Whether the process is past `budget` now (reads /proc; no budget: false).
bool over_budget(const MemoryBudget& budget);

// Watches the budget from construction to destruction (no timer when the
// budget has no limit). Making a second watch while one runs throws
// std::logic_error.
class MemoryWatch {
 public:
  static constexpr int kPeriodMs = 10;
  // The address space may grow to this share of its limit: the rest is for
  // the allocations between two readings and for thread stacks.
  static constexpr double kAddressShare = 0.9;

  explicit MemoryWatch(MemoryBudget budget);
  ~MemoryWatch();
  MemoryWatch(const MemoryWatch&) = delete;
  MemoryWatch& operator=(const MemoryWatch&) = delete;

 private:
  bool armed_ = false;  // this watch set the timer
};

// True once the budget was exceeded (the flag every Budget watches is then
// set, with this as its reason).
bool memory_exceeded();
// Marks the budget as exceeded and asks the work to stop (the watch, and a
// caught std::bad_alloc).
void note_memory_exceeded();

}  // namespace deduce::budget
