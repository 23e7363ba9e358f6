// A small seeded random number generator with the same sequence on every
// platform and standard library (std::mt19937 is portable, but the
// distributions of <random> are not): restarts randomise their choices with
// it, and a seed must give the same search everywhere so runs can be
// reproduced and tests can pin a seed.
//
// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number
// generators", OOPSLA 2014): one 64-bit state, an add and three
// multiply-xorshift rounds per number; statistically good enough for breaking
// ties, and cheap enough to call at every node.
#pragma once

#include <cstdint>

namespace deduce::search {

class Rng {
 public:
  explicit Rng(std::uint64_t seed) : state_(seed) {}

  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  // Uniform in 0..bound-1 (bound >= 1), by Lemire's multiply-shift; its bias
  // of at most bound / 2^64 does not matter for tie-breaking.
  std::uint32_t below(std::uint32_t bound) {
    return static_cast<std::uint32_t>(((next() >> 32) * bound) >> 32);
  }

 private:
  std::uint64_t state_;
};

}  // namespace deduce::search
