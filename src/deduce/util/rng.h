// deduce's random numbers: our own, so that the same seed gives the same
// puzzles and the same searches with every compiler and standard library.
// The standard engines are portable but the distributions are not
// (std::uniform_int_distribution may draw differently in libstdc++ and
// libc++), so the draws below are written out, on one mixing function,
// splitmix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number
// generators", OOPSLA 2014):
//   Rng        the generators' draws: xoshiro256** (Blackman and Vigna)
//              seeded through splitmix64, and bounded integers by Lemire's
//              multiply-and-reject, which is unbiased.
//   SplitMix64 the searches' tie-breaking (restarts, sat/): splitmix64's
//              own outputs, one 64-bit state and an add and three
//              multiply-xorshift rounds a number, cheap enough to call at
//              every node; its bounded draw skips the rejection.
// Both sequences are pinned by tests: a change would change every generated
// puzzle or every randomised search tree.
//
// Puzzle i of a run draws from its own stream, stream_seed(seed, i), so it
// does not depend on which thread makes it nor on the puzzles before it.
#pragma once

#include <cstdint>
#include <utility>

namespace deduce::util {

// One step of splitmix64: a good 64-bit mix of `state`, which it advances.
constexpr std::uint64_t splitmix64(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

// The seed of stream `index` of a run seeded with `seed`.
constexpr std::uint64_t stream_seed(std::uint64_t seed, std::uint64_t index) {
  std::uint64_t s = seed;
  std::uint64_t a = splitmix64(s);
  std::uint64_t t = a ^ (index * 0xd1342543de82ef95ULL + 0x2545f4914f6cdd1dULL);
  return splitmix64(t);
}

class Rng {
 public:
  explicit constexpr Rng(std::uint64_t seed) {
    for (std::uint64_t& w : s_) w = splitmix64(seed);
  }

  // 64 uniform bits.
  constexpr std::uint64_t next() {
    const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const std::uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
  }

  // Uniform in [0, bound), bound >= 1 (Lemire 2019, without bias).
  constexpr std::uint64_t below(std::uint64_t bound) {
    unsigned __int128 m = static_cast<unsigned __int128>(next()) * bound;
    auto low = static_cast<std::uint64_t>(m);
    if (low < bound) {
      const std::uint64_t threshold = (0 - bound) % bound;
      while (low < threshold) {
        m = static_cast<unsigned __int128>(next()) * bound;
        low = static_cast<std::uint64_t>(m);
      }
    }
    return static_cast<std::uint64_t>(m >> 64);
  }

  // Uniform int in [0, bound).
  constexpr int below(int bound) {
    return static_cast<int>(below(static_cast<std::uint64_t>(bound)));
  }

  // A Fisher-Yates shuffle of [first, last).
  template <class It>
  constexpr void shuffle(It first, It last) {
    const auto n = last - first;
    for (auto i = n - 1; i > 0; --i)
      std::swap(first[i],
                first[static_cast<decltype(n)>(below(static_cast<std::uint64_t>(i + 1)))]);
  }

 private:
  static constexpr std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  std::uint64_t s_[4] = {};
};

// The searches' generator: the splitmix64 sequence from `seed`.
class SplitMix64 {
 public:
  explicit constexpr SplitMix64(std::uint64_t seed) : state_(seed) {}

  constexpr std::uint64_t next() { return splitmix64(state_); }
  // Uniform in 0..bound-1 (bound >= 1), by Lemire's multiply-shift; its bias
  // of at most bound / 2^32 does not matter for tie-breaking.
  constexpr std::uint32_t below(std::uint32_t bound) {
    return static_cast<std::uint32_t>(((next() >> 32) * bound) >> 32);
  }

 private:
  std::uint64_t state_;
};

}  // namespace deduce::util
