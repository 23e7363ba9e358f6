// The count of cores a parallel search takes when asked for none (--threads 0): parallel_search.cc
// counts them itself, so that `deduce` need not load oneTBB to know it; it must be oneTBB's own
// default concurrency, which it was before, under any CPU affinity the process is started with.
#include <sched.h>
#include <tbb/info.h>

#include <gtest/gtest.h>

#include "deduce/search/parallel_search.h"

namespace deduce::search {
namespace {

TEST(ThreadCount, IsOneTbbsDefaultConcurrencyWhenNoneIsAsked) {
  EXPECT_EQ(thread_count(0), std::max(1, tbb::info::default_concurrency()));
}

TEST(ThreadCount, IsWhatIsAskedOtherwise) {
  EXPECT_EQ(thread_count(1), 1);
  EXPECT_EQ(thread_count(7), 7);
}

}  // namespace
}  // namespace deduce::search
