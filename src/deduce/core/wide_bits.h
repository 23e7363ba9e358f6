// Domains of up to 256 values, as four 64-bit words.
//
// The engine is written once over a domain set type D (core::BasicStore<D>,
// the propagators and the searches): D = Bits, one machine word, for every
// puzzle of up to 64 values, and D = WideBits for the Latin squares and
// Futoshiki grids of orders 65 to 256. WideBits offers the same operations as
// Bits (the operators & | ^ ~ << >>, and size, min_value, values() ... as
// free functions found by argument-dependent lookup), so a propagator's code
// reads the same for both; each operation is a loop over the four words that
// the compiler unrolls. Puzzles of 64 values or fewer never pay for it: they
// run the Bits instantiation, which is the code of a one-word engine.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

namespace deduce::core {

class WideBits {
 public:
  static constexpr int kWords = 4;
  static constexpr int kCapacity = 64 * kWords;

  constexpr WideBits() = default;

  static constexpr WideBits bit(int v) {
    WideBits s;
    s.w_[v >> 6] = std::uint64_t{1} << (v & 63);
    return s;
  }
  // The set {0, ..., n-1}; n may be kCapacity.
  static constexpr WideBits first_n(int n) {
    WideBits s;
    for (int i = 0; i < kWords; ++i) {
      const int k = n - 64 * i;
      s.w_[i] = k >= 64 ? ~std::uint64_t{0} : k <= 0 ? 0 : (std::uint64_t{1} << k) - 1;
    }
    return s;
  }

  constexpr std::uint64_t word(int i) const { return w_[i]; }
  constexpr std::uint64_t* words() { return w_.data(); }

  friend constexpr WideBits operator&(WideBits a, const WideBits& b) { return a &= b; }
  friend constexpr WideBits operator|(WideBits a, const WideBits& b) { return a |= b; }
  friend constexpr WideBits operator^(WideBits a, const WideBits& b) { return a ^= b; }
  friend constexpr WideBits operator~(WideBits a) {
    for (std::uint64_t& w : a.w_) w = ~w;
    return a;
  }
  constexpr WideBits& operator&=(const WideBits& b) {
    for (int i = 0; i < kWords; ++i) w_[i] &= b.w_[i];
    return *this;
  }
  constexpr WideBits& operator|=(const WideBits& b) {
    for (int i = 0; i < kWords; ++i) w_[i] |= b.w_[i];
    return *this;
  }
  constexpr WideBits& operator^=(const WideBits& b) {
    for (int i = 0; i < kWords; ++i) w_[i] ^= b.w_[i];
    return *this;
  }
  // Shifts by k >= 0 bits; bits shifted past either end are lost.
  friend constexpr WideBits operator<<(const WideBits& a, int k) {
    WideBits r;
    if (k >= kCapacity) return r;
    const int words = k >> 6, bits = k & 63;
    for (int i = kWords - 1; i >= words; --i) {
      std::uint64_t w = a.w_[i - words] << bits;
      if (bits != 0 && i - words - 1 >= 0) w |= a.w_[i - words - 1] >> (64 - bits);
      r.w_[i] = w;
    }
    return r;
  }
  friend constexpr WideBits operator>>(const WideBits& a, int k) {
    WideBits r;
    if (k >= kCapacity) return r;
    const int words = k >> 6, bits = k & 63;
    for (int i = 0; i + words < kWords; ++i) {
      std::uint64_t w = a.w_[i + words] >> bits;
      if (bits != 0 && i + words + 1 < kWords) w |= a.w_[i + words + 1] << (64 - bits);
      r.w_[i] = w;
    }
    return r;
  }
  friend constexpr bool operator==(const WideBits&, const WideBits&) = default;

 private:
  std::array<std::uint64_t, kWords> w_{};
};

constexpr bool is_empty(const WideBits& d) {
  return (d.word(0) | d.word(1) | d.word(2) | d.word(3)) == 0;
}
constexpr int size(const WideBits& d) {
  return std::popcount(d.word(0)) + std::popcount(d.word(1)) + std::popcount(d.word(2)) +
         std::popcount(d.word(3));
}
constexpr bool is_single(const WideBits& d) {
  return size(d) == 1;
}
// Undefined on the empty set, as for Bits.
constexpr int min_value(const WideBits& d) {
  int i = 0;
  while (i < WideBits::kWords - 1 && d.word(i) == 0) ++i;
  return 64 * i + std::countr_zero(d.word(i));
}
constexpr int max_value(const WideBits& d) {
  int i = WideBits::kWords - 1;
  while (i > 0 && d.word(i) == 0) --i;
  return 64 * i + 63 - std::countl_zero(d.word(i));
}
constexpr bool contains(const WideBits& d, int v) {
  return (d.word(v >> 6) >> (v & 63)) & 1;
}
constexpr WideBits lowest(const WideBits& d) {
  return is_empty(d) ? d : WideBits::bit(min_value(d));
}

// Iterates the values of a wide set, lowest first, a word at a time.
class WideValueIter {
 public:
  constexpr WideValueIter(const WideBits& d, int i) : d_(d), i_(i) { skip(); }
  constexpr int operator*() const { return 64 * i_ + std::countr_zero(cur_); }
  constexpr WideValueIter& operator++() {
    cur_ &= cur_ - 1;
    if (cur_ == 0) {
      ++i_;
      skip();
    }
    return *this;
  }
  constexpr bool operator!=(const WideValueIter& o) const { return i_ != o.i_ || cur_ != o.cur_; }

 private:
  constexpr void skip() {
    while (i_ < WideBits::kWords && d_.word(i_) == 0) ++i_;
    cur_ = i_ < WideBits::kWords ? d_.word(i_) : 0;
  }
  WideBits d_;
  int i_;
  std::uint64_t cur_ = 0;
};
struct WideValueRange {
  WideBits d;
  constexpr WideValueIter begin() const { return WideValueIter(d, 0); }
  constexpr WideValueIter end() const { return WideValueIter(WideBits{}, WideBits::kWords); }
};
constexpr WideValueRange values(const WideBits& d) {
  return WideValueRange{d};
}

}  // namespace deduce::core
