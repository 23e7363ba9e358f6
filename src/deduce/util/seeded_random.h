// A small random generator whose output is the same on every machine and
// standard library: the generators draw puzzles from a seed, and the same
// seed must give the same puzzle everywhere (std::uniform_int_distribution
// and std::shuffle are implementation-defined, so they are not used).
//
// SplitMix64 (Steele, Lea and Flood 2014) for the stream, Lemire's
// multiply-and-reject for unbiased bounded integers.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

namespace deduce::util {

class SeededRandom {
 public:
  explicit SeededRandom(std::uint64_t seed) : state_(seed) {}

  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }

  // Uniform in 0..bound-1; bound >= 1.
  std::uint64_t below(std::uint64_t bound) {
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

  int below(int bound) { return static_cast<int>(below(static_cast<std::uint64_t>(bound))); }

  // Fisher-Yates, drawing from this stream.
  template <class T>
  void shuffle(std::vector<T>& v) {
    for (std::size_t i = v.size(); i > 1; --i) {
      const auto j = static_cast<std::size_t>(below(static_cast<std::uint64_t>(i)));
      std::swap(v[i - 1], v[j]);
    }
  }

 private:
  std::uint64_t state_;
};

// An independent seed for item `index` of a run seeded with `seed`, so that
// item i is the same whatever thread draws it and however many run.
inline std::uint64_t item_seed(std::uint64_t seed, std::uint64_t index) {
  SeededRandom r(seed ^ (0xd1b54a32d192ed03ULL * (index + 1)));
  r.next();
  return r.next();
}

}  // namespace deduce::util
