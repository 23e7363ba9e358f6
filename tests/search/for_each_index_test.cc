// The parallel loop under every parallel search: each index runs exactly
// once whatever the thread count, the jobs' writes reach the caller, and a
// job's exception reaches the caller. Under make test-tsan these tests also
// check that the hand-over of plain (non-atomic) results is visible to
// ThreadSanitizer: a report there fails the test.
#include "deduce/search/for_each_index.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <numeric>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

namespace deduce::search {
namespace {

TEST(ParallelForEachIndex, RunsEveryIndexOnceOnAnyThreadCount) {
  for (int threads : {1, 2, 4, 7}) {
    for (std::size_t n : {0u, 1u, 3u, 100u, 1000u}) {
      std::vector<int> runs(n, 0);          // plain ints: one writer each
      std::vector<std::thread::id> who(n);  // which thread ran the index
      std::atomic<std::size_t> calls{0};
      for_each_index(threads, n, [&](std::size_t i) {
        ++runs[i];
        who[i] = std::this_thread::get_id();
        calls.fetch_add(1, std::memory_order_relaxed);
      });
      EXPECT_EQ(calls.load(), n) << threads << " threads, n = " << n;
      for (std::size_t i = 0; i < n; ++i) {
        EXPECT_EQ(runs[i], 1) << "index " << i << ", " << threads << " threads";
        EXPECT_NE(who[i], std::thread::id{}) << "index " << i;
      }
    }
  }
}

// A loop inside a job of another loop (zebra's analyze: each count may hand
// branches to the threads) runs on the outer loop's threads: every inner
// index once, and what the inner jobs wrote reaches the outer job and, after
// both joins, the caller.
TEST(ParallelForEachIndex, NestedLoopsRunEveryIndexOnce) {
  for (int threads : {2, 4}) {
    constexpr std::size_t kOuter = 12, kInner = 9;
    std::vector<std::vector<int>> runs(kOuter, std::vector<int>(kInner, 0));
    std::vector<int> sums(kOuter, 0);
    for_each_index(threads, kOuter, [&](std::size_t o) {
      for_each_index(threads, kInner,
                     [&](std::size_t i) { runs[o][i] += static_cast<int>(i + 1); });
      for (int r : runs[o]) sums[o] += r;
    });
    for (std::size_t o = 0; o < kOuter; ++o) {
      EXPECT_EQ(sums[o], static_cast<int>(kInner * (kInner + 1) / 2)) << "outer " << o;
    }
  }
}

TEST(ParallelForEachIndex, ResultsWrittenByJobsAreReadByTheCaller) {
  // Each job builds a heap value (a string and a vector) and the caller
  // reads and frees them after the loop: under ThreadSanitizer this is the
  // shape of every subproblem's result in the parallel searches. Several
  // rounds: oneTBB's own (inlined, instrumented) join counters show the
  // sanitizer the join only when the caller's thread finishes last, so a
  // missing hand-over is caught when a worker does, in some round.
  for (int round = 0; round < 20; ++round) {
    const std::size_t n = 200;
    std::vector<std::string> names(n);
    std::vector<std::vector<std::uint64_t>> squares(n);
    for_each_index(4, n, [&](std::size_t i) {
      // Long enough that the workers wake up and take jobs.
      if (i % 8 == 0) std::this_thread::sleep_for(std::chrono::microseconds(200));
      names[i] = "job " + std::to_string(i);
      squares[i].assign(i % 17 + 1, static_cast<std::uint64_t>(i) * i);
    });
    for (std::size_t i = 0; i < n; ++i) {
      EXPECT_EQ(names[i], "job " + std::to_string(i));
      ASSERT_EQ(squares[i].size(), i % 17 + 1);
      EXPECT_EQ(squares[i].back(), static_cast<std::uint64_t>(i) * i);
    }
    const std::uint64_t sum = std::accumulate(
        squares.begin(), squares.end(), std::uint64_t{0},
        [](std::uint64_t s, const std::vector<std::uint64_t>& v) { return s + v.front(); });
    std::uint64_t expected = 0;
    for (std::uint64_t i = 0; i < n; ++i) expected += i * i;
    EXPECT_EQ(sum, expected);
  }
}

TEST(ParallelForEachIndex, TheCallersWritesReachEveryJob) {
  // Written by the caller just before the loop, read by every job.
  for (int round = 0; round < 20; ++round) {
    std::vector<int> input(64);
    std::iota(input.begin(), input.end(), round);
    std::vector<int> output(64, -1);
    for_each_index(3, input.size(), [&](std::size_t i) { output[i] = input[i] * 2; });
    for (std::size_t i = 0; i < input.size(); ++i) EXPECT_EQ(output[i], 2 * (round + int(i)));
  }
}

TEST(ParallelForEachIndex, AJobsExceptionReachesTheCaller) {
  EXPECT_THROW(for_each_index(2, 50,
                              [](std::size_t i) {
                                if (i == 17) throw std::runtime_error("job 17");
                              }),
               std::runtime_error);
}

// for_each_thread (zebra's shared count): one job a thread, all running at once. Each job waits
// until every job has started, so a loop that ran its jobs one after another would hang here;
// outside any oneTBB loop job 0 runs on the caller, the others on threads of their own, and what
// they wrote reaches the caller.
TEST(ParallelForEachThread, StartsEveryJobAtOnceOnThreadsOfTheirOwn) {
  for (int threads : {1, 2, 3, 5}) {
    const auto n = static_cast<std::size_t>(threads);
    std::atomic<int> started{0};
    std::vector<std::thread::id> who(n);
    std::vector<std::string> notes(n);
    for_each_thread(threads, [&](std::size_t i) {
      started.fetch_add(1);
      while (started.load() < threads) std::this_thread::yield();
      who[i] = std::this_thread::get_id();
      notes[i] = "job " + std::to_string(i);
    });
    EXPECT_EQ(started.load(), threads);
    EXPECT_EQ(who[0], std::this_thread::get_id()) << threads << " threads";
    for (std::size_t i = 0; i < n; ++i) {
      EXPECT_EQ(notes[i], "job " + std::to_string(i));
      for (std::size_t j = 0; j < i; ++j) EXPECT_NE(who[i], who[j]) << "jobs " << j << ", " << i;
    }
  }
}

TEST(ParallelForEachThread, AJobsExceptionReachesTheCallerAfterEveryJobEnds) {
  std::atomic<int> ended{0};
  EXPECT_THROW(for_each_thread(3,
                               [&](std::size_t i) {
                                 std::this_thread::sleep_for(std::chrono::milliseconds(2));
                                 ended.fetch_add(1);
                                 if (i == 1) throw std::runtime_error("job 1");
                               }),
               std::runtime_error);
  EXPECT_EQ(ended.load(), 3);  // the others ran to their end: nothing is left running
}

// Inside a job of for_each_index (analyze's per-clue counts), the jobs run as for_each_index's,
// on the outer loop's threads: each once.
TEST(ParallelForEachThread, InsideALoopRunsEachJobOnce) {
  constexpr std::size_t kOuter = 8;
  std::vector<std::vector<int>> runs(kOuter, std::vector<int>(2, 0));
  std::vector<int> inside(kOuter, 0);
  for_each_index(2, kOuter, [&](std::size_t o) {
    inside[o] = inside_parallel_job() ? 1 : 0;
    for_each_thread(2, [&](std::size_t i) { ++runs[o][i]; });
  });
  EXPECT_FALSE(inside_parallel_job());
  for (std::size_t o = 0; o < kOuter; ++o) {
    EXPECT_EQ(inside[o], 1) << "outer " << o;
    EXPECT_EQ(runs[o], (std::vector<int>{1, 1})) << "outer " << o;
  }
}

}  // namespace
}  // namespace deduce::search
