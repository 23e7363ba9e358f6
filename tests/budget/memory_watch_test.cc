// The memory budget and the external stop on their own: the watch trips on a
// budget below what the process holds and not on one far above it, a trip
// stops every Budget with StopReason::kMemory (not "interrupted"), a Ctrl-C
// after it keeps the memory reason, and the progress count grows in strides.
// Through the binary: tests/cli/contract_test.py (--memory 1, and the count of
// the order-256 square that grows until the watch stops it).
#include "deduce/budget/memory_watch.h"

#include <gtest/gtest.h>

#include <chrono>
#include <csignal>
#include <cstring>
#include <memory>
#include <stdexcept>
#include <thread>
#include <vector>

#include "deduce/budget/limits.h"
#include "deduce/budget/progress.h"

namespace deduce::budget {
namespace {

// Puts the process-wide stop flags back, so that other tests of this binary
// run unstopped.
struct ExternalStopReset {
  ~ExternalStopReset() {
    g_interrupt_requested.store(false);
    g_external_stop.store(0);
  }
};

// Waits (a generous bound that only a hang would cross) for the flag.
bool wait_for_stop_flag() {
  for (int i = 0; i < 2000 && !g_interrupt_requested.load(); ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  return g_interrupt_requested.load();
}

TEST(MemoryUse, ReadsThisProcess) {
  const MemoryUse u = memory_use();
  EXPECT_GT(u.resident, 100u * 1024);  // a running gtest binary holds more than 100 kB
  EXPECT_GE(u.address, u.resident);
  EXPECT_GT(machine_memory_bytes(), u.resident);
}

TEST(MemoryWatch, TripsBelowWhatTheProcessHoldsAndStopsEveryBudget) {
  ExternalStopReset reset;
  Budget before;  // made before the trip: it must stop too
  {
    MemoryWatch watch({4096, 0});  // 4 kB: far below any process
    ASSERT_TRUE(wait_for_stop_flag());
  }
  EXPECT_TRUE(memory_exceeded());
  EXPECT_EQ(external_stop_reason(), StopReason::kMemory);
  EXPECT_TRUE(before.spend());
  EXPECT_EQ(before.reason(), StopReason::kMemory);
  EXPECT_EQ(to_string(before.reason()), "memory");
  Budget after;
  EXPECT_TRUE(after.spend());
  EXPECT_EQ(after.reason(), StopReason::kMemory);
}

TEST(MemoryWatch, DoesNotTripFarAboveWhatTheProcessHolds) {
  ExternalStopReset reset;
  {
    MemoryWatch watch({memory_use().resident + (std::uint64_t{1} << 30), 0});
    std::this_thread::sleep_for(std::chrono::milliseconds(5 * MemoryWatch::kPeriodMs));
  }
  EXPECT_FALSE(g_interrupt_requested.load());
  Budget b;
  for (int i = 0; i < 1000; ++i) ASSERT_FALSE(b.spend());
}

TEST(MemoryWatch, AnAddressSpaceBudgetTripsToo) {
  ExternalStopReset reset;
  {
    MemoryWatch watch({0, 4096});
    ASSERT_TRUE(wait_for_stop_flag());
  }
  EXPECT_EQ(external_stop_reason(), StopReason::kMemory);
}

TEST(MemoryWatch, NoBudgetNoTimerNoStop) {
  ExternalStopReset reset;
  { MemoryWatch watch({0, 0}); }
  EXPECT_FALSE(g_interrupt_requested.load());
}

// The budget is not passed when the watch starts: only the timer's readings
// can see the process pass it, while this thread allocates as fast as it can
// and never sleeps (a run that allocates quickly).
TEST(MemoryWatch, CatchesARunThatAllocatesQuickly) {
  ExternalStopReset reset;
  constexpr std::size_t kChunk = std::size_t{4} << 20;
  const std::uint64_t budget = memory_use().resident + (std::uint64_t{32} << 20);
  std::vector<std::unique_ptr<char[]>> held;
  {
    MemoryWatch watch({budget, 0});
    ASSERT_FALSE(g_interrupt_requested.load());
    // At most 1 GB: a watch that never trips fails here, not in the kernel.
    while (!g_interrupt_requested.load() && held.size() < 256) {
      held.emplace_back(new char[kChunk]);
      std::memset(held.back().get(), 1, kChunk);  // resident, not only reserved
    }
  }
  ASSERT_TRUE(g_interrupt_requested.load());
  EXPECT_EQ(external_stop_reason(), StopReason::kMemory);
  EXPECT_GT(memory_use().resident, budget);
  EXPECT_LT(held.size(), 256u);
}

TEST(MemoryWatch, OneAtATime) {
  ExternalStopReset reset;
  const std::uint64_t far = memory_use().resident + (std::uint64_t{1} << 30);
  MemoryWatch watch({far, 0});
  EXPECT_THROW(MemoryWatch({far, 0}), std::logic_error);
  EXPECT_FALSE(g_interrupt_requested.load());
}

// A watch's timer is gone with it: a later one works, and a SIGALRM after
// both (the handler stays) changes nothing.
TEST(MemoryWatch, StartsAgainAfterOneEnds) {
  ExternalStopReset reset;
  { MemoryWatch first({memory_use().resident + (std::uint64_t{1} << 30), 0}); }
  {
    MemoryWatch second({4096, 0});
    ASSERT_TRUE(wait_for_stop_flag());
  }
  g_interrupt_requested.store(false);
  g_external_stop.store(0);
  std::raise(SIGALRM);
  EXPECT_FALSE(g_interrupt_requested.load());
}

TEST(ExternalStop, AnInterruptSaysInterrupted) {
  ExternalStopReset reset;
  g_interrupt_requested.store(true);
  Budget b;
  EXPECT_TRUE(b.spend());
  EXPECT_EQ(b.reason(), StopReason::kInterrupted);
}

TEST(DefaultMemoryBudget, IsHalfTheMachineOrTheAddressLimit) {
  const std::uint64_t b = default_memory_budget_bytes();
  EXPECT_GT(b, 0u);
  EXPECT_LE(b, machine_memory_bytes() / 2);
  if (address_space_limit_bytes() != 0) {
    EXPECT_LE(b, address_space_limit_bytes());
  }
}

TEST(Progress, SearchUnitsAddUpInStrides) {
  const std::uint64_t before = g_progress_units.load();
  Budget b;
  for (std::uint32_t i = 0; i < 10 * Budget::kClockStride; ++i) ASSERT_FALSE(b.spend());
  const std::uint64_t added = g_progress_units.load() - before;
  // The first stride comes one unit early (the first unit reads the clock).
  EXPECT_GE(added, 9u * Budget::kClockStride);
  EXPECT_LE(added, 10u * Budget::kClockStride);
}

TEST(Progress, ATaskCountsItsParts) {
  g_progress.begin_task(5, "puzzles");
  g_progress.part_done();
  g_progress.part_done(2);
  EXPECT_EQ(g_progress.done.load(), 3u);
  EXPECT_EQ(g_progress.total.load(), 5u);
  EXPECT_STREQ(g_progress.noun.load(), "puzzles");
}

}  // namespace
}  // namespace deduce::budget
