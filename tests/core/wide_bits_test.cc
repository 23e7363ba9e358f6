// WideBits, the 256-value domain sets of the Latin squares past order 64,
// against std::bitset<256> on random sets: every operation the engine uses
// (set algebra, shifts, size, min, max, iteration, the k-th value, ranges),
// and the generic helpers of domain.h giving the same answers for Bits and
// for a WideBits holding the same 64 values.
#include "deduce/core/wide_bits.h"

#include <gtest/gtest.h>

#include <bitset>
#include <random>
#include <vector>

#include "deduce/core/domain.h"

namespace deduce::core {
namespace {

using Ref = std::bitset<256>;

Ref ref_of(const WideBits& d) {
  Ref r;
  for (int v = 0; v < 256; ++v) r[v] = contains(d, v);
  return r;
}

// A random set: runs of words empty, full or random, so that the word
// boundaries and empty words are exercised.
WideBits random_set(std::mt19937_64& rng, Ref& ref) {
  WideBits d;
  ref.reset();
  for (int w = 0; w < 4; ++w) {
    const int kind = static_cast<int>(rng() % 4);
    std::uint64_t bits = kind == 0 ? 0 : kind == 1 ? ~std::uint64_t{0} : rng();
    if (kind == 3) bits &= rng() & rng();  // sparse
    for (int b = 0; b < 64; ++b) {
      if ((bits >> b) & 1) {
        d |= WideBits::bit(64 * w + b);
        ref[64 * w + b] = true;
      }
    }
  }
  return d;
}

TEST(WideBits, AlgebraAndShiftsMatchABitset) {
  std::mt19937_64 rng(7);
  for (int round = 0; round < 2000; ++round) {
    Ref ra, rb;
    const WideBits a = random_set(rng, ra), b = random_set(rng, rb);
    ASSERT_EQ(ref_of(a & b), ra & rb);
    ASSERT_EQ(ref_of(a | b), ra | rb);
    ASSERT_EQ(ref_of(a ^ b), ra ^ rb);
    ASSERT_EQ(ref_of(~a), ~ra);
    const int k = static_cast<int>(rng() % 300);
    ASSERT_EQ(ref_of(a << k), ra << k) << k;
    ASSERT_EQ(ref_of(a >> k), ra >> k) << k;
    ASSERT_EQ(a == b, ra == rb);
    ASSERT_EQ(is_empty(a), ra.none());
    ASSERT_EQ(size(a), static_cast<int>(ra.count()));
    ASSERT_EQ(is_single(a), ra.count() == 1);
    if (ra.none()) continue;
    int lo = 0, hi = 255;
    while (!ra[lo]) ++lo;
    while (!ra[hi]) --hi;
    ASSERT_EQ(min_value(a), lo);
    ASSERT_EQ(max_value(a), hi);
    ASSERT_EQ(ref_of(lowest(a)), Ref().set(lo));
    std::vector<int> listed, expected;
    for (int v : values(a)) listed.push_back(v);
    for (int v = 0; v < 256; ++v)
      if (ra[v]) expected.push_back(v);
    ASSERT_EQ(listed, expected);
    const int kth = static_cast<int>(rng() % expected.size());
    ASSERT_EQ(nth_value(a, kth), expected[kth]);
  }
}

TEST(WideBits, RangesMatchABitset) {
  for (int n = 0; n <= 256; ++n) {
    Ref r;
    for (int v = 0; v < n; ++v) r[v] = true;
    ASSERT_EQ(ref_of(first_n<WideBits>(n)), r) << n;
    ASSERT_EQ(ref_of(below<WideBits>(n)), r) << n;
  }
  for (int v = -1; v <= 256; ++v) {
    Ref r;
    for (int u = v + 1; u < 256; ++u)
      if (u >= 0) r[u] = true;
    ASSERT_EQ(ref_of(above<WideBits>(v)), r) << v;
  }
  ASSERT_EQ(ref_of(range<WideBits>(60, 200)), (Ref().set() << 60) & ~(Ref().set() << 201));
  ASSERT_TRUE(is_empty(range<WideBits>(9, 3)));
  EXPECT_EQ(kCapacity<WideBits>, 256);
  EXPECT_EQ(kWords<WideBits>, 4);
  EXPECT_EQ(kCapacity<Bits>, 64);
  EXPECT_EQ(kWords<Bits>, 1);
}

// The generic helpers agree between Bits and a WideBits with the same values.
TEST(WideBits, GenericHelpersAgreeWithBits) {
  std::mt19937_64 rng(11);
  for (int round = 0; round < 1000; ++round) {
    const Bits b = rng() & rng();
    WideBits w;
    for (int v : values(b)) w |= bit<WideBits>(v);
    ASSERT_EQ(size(w), size(b));
    ASSERT_EQ(is_empty(w), is_empty(b));
    ASSERT_EQ(word(w, 0), word(b, 0));
    ASSERT_TRUE(is_empty(w & ~first_n<WideBits>(64)));
    if (b == 0) continue;
    ASSERT_EQ(min_value(w), min_value(b));
    ASSERT_EQ(max_value(w), max_value(b));
    ASSERT_EQ(word(lowest(w), 0), lowest(b));
    const int k = static_cast<int>(rng() % size(b));
    ASSERT_EQ(nth_value(w, k), nth_value(b, k));
    const int lo = static_cast<int>(rng() % 70) - 3, hi = static_cast<int>(rng() % 70) - 3;
    ASSERT_EQ(word(range<WideBits>(lo, hi), 0), range<Bits>(lo, hi)) << lo << " " << hi;
  }
}

}  // namespace
}  // namespace deduce::core
