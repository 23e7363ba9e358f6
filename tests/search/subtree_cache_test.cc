// The shared table of subtree counts: what it keeps, what it forgets, and
// that threads writing and reading one table never read a wrong count.
#include "deduce/search/subtree_cache.h"

#include <gtest/gtest.h>

#include <atomic>
#include <thread>
#include <vector>

namespace deduce::search {
namespace {

// A key of `width` words made from a number, and the count that goes with it.
std::vector<std::uint64_t> key_of(std::uint64_t k, std::size_t width) {
  std::vector<std::uint64_t> key(width);
  for (std::size_t i = 0; i < width; ++i) key[i] = k * 0x9e3779b97f4a7c15ULL + i;
  return key;
}
std::uint64_t count_of(std::uint64_t k) {
  return k * 7 + 3;
}

TEST(SubtreeCache, FindsWhatWasStoredAndOnlyThat) {
  SubtreeCache cache(4, 1 << 12);  // 64 slots of 7 words: hashes 4, 5, 68 and 69 share two
  const std::vector<std::uint64_t> a = key_of(1, 4), b = key_of(2, 4), d = key_of(3, 4);
  std::uint64_t c = 0;
  EXPECT_FALSE(cache.lookup(5, a.data(), c)) << "an empty table";
  cache.store(5, a.data(), 0);
  ASSERT_TRUE(cache.lookup(5, a.data(), c)) << "a count of 0 is a count";
  EXPECT_EQ(c, 0u);
  EXPECT_FALSE(cache.lookup(5, b.data(), c)) << "same hash, another key";
  cache.store(4, b.data(), 42);
  ASSERT_TRUE(cache.lookup(5, a.data(), c)) << "two slots a pair of hashes: both are kept";
  ASSERT_TRUE(cache.lookup(4, b.data(), c));
  EXPECT_EQ(c, 42u);
  cache.store(69, d.data(), 7);
  EXPECT_FALSE(cache.lookup(5, a.data(), c)) << "the smaller count is replaced";
  ASSERT_TRUE(cache.lookup(4, b.data(), c)) << "the bigger count stays";
  ASSERT_TRUE(cache.lookup(69, d.data(), c));
  EXPECT_EQ(c, 7u);
  cache.store(4, b.data(), 3);
  ASSERT_TRUE(cache.lookup(4, b.data(), c)) << "a hash already stored is overwritten in place";
  EXPECT_EQ(c, 3u);
  ASSERT_TRUE(cache.lookup(69, d.data(), c));
  cache.store(0, a.data(), 9);
  EXPECT_FALSE(cache.lookup(0, a.data(), c)) << "hash 0 is never stored";
}

// A cache one search owns starts small and doubles as it fills, keeping
// what it held, up to its budget and no further.
TEST(SubtreeCache, AGrowingCacheKeepsItsCountsAndStaysWithinItsBudget) {
  constexpr std::size_t kWidth = 2;
  const std::size_t slot_bytes = (kWidth + 3) * sizeof(std::uint64_t);
  SubtreeCache cache(kWidth, (std::size_t{1} << 16) * slot_bytes, /*grows=*/true);
  EXPECT_EQ(cache.slots(), 4096u) << "it starts small";
  constexpr std::uint64_t kKeys = 20000;
  for (std::uint64_t k = 1; k <= kKeys; ++k)
    cache.store(k * 0x9e3779b97f4a7c15ULL | 1, key_of(k, kWidth).data(), count_of(k));
  EXPECT_EQ(cache.slots(), std::size_t{1} << 16) << "20,000 counts grew it to its budget";
  std::uint64_t found = 0;
  for (std::uint64_t k = 1; k <= kKeys; ++k) {
    std::uint64_t c = 0;
    if (!cache.lookup(k * 0x9e3779b97f4a7c15ULL | 1, key_of(k, kWidth).data(), c)) continue;
    ++found;
    ASSERT_EQ(c, count_of(k)) << k;
  }
  // 4,096 slots could hold no more than 4,096 of them.
  EXPECT_GT(found, 15000u) << "the counts stored before each doubling are kept";
  for (std::uint64_t k = kKeys + 1; k <= 10 * kKeys; ++k)
    cache.store(k * 0x9e3779b97f4a7c15ULL | 1, key_of(k, kWidth).data(), count_of(k));
  EXPECT_EQ(cache.slots(), std::size_t{1} << 16) << "never past the budget";
}

// Writers and readers on a small table (many keys a slot, so slots are
// overwritten all the time): every hit must be the count of the key asked.
TEST(SubtreeCache, ThreadsNeverReadAWrongCount) {
  constexpr std::size_t kWidth = 16;
  SubtreeCache cache(kWidth, 64 * (kWidth + 3) * sizeof(std::uint64_t));
  constexpr std::uint64_t kKeys = 500;
  std::vector<std::vector<std::uint64_t>> keys;
  for (std::uint64_t k = 0; k < kKeys; ++k) keys.push_back(key_of(k, kWidth));
  std::atomic<std::uint64_t> hits{0}, wrong{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([&, t] {
      for (std::uint64_t i = 0; i < 200000; ++i) {
        const std::uint64_t k = (i * 31 + static_cast<std::uint64_t>(t) * 17) % kKeys;
        const std::uint64_t hash = (k % 97) | 1;  // 48 slots' worth of hashes for 500 keys
        std::uint64_t c = 0;
        if (cache.lookup(hash, keys[k].data(), c)) {
          hits.fetch_add(1, std::memory_order_relaxed);
          if (c != count_of(k)) wrong.fetch_add(1, std::memory_order_relaxed);
        } else {
          cache.store(hash, keys[k].data(), count_of(k));
        }
      }
    });
  }
  for (std::thread& th : threads) th.join();
  EXPECT_EQ(wrong.load(), 0u);
  EXPECT_GT(hits.load(), 0u) << "the test must read some counts";
}

}  // namespace
}  // namespace deduce::search
