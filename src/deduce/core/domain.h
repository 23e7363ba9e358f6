// Domains of up to 64 values, as 64-bit sets.
//
// Value v (0 <= v < 64) is bit v. Puzzles map their own values onto 0..n-1
// (Futoshiki digit d is value d-1, a logic-grid position p is value p-1).
// Everything here is a one-instruction helper so that propagators can work on
// whole domains with shifts and masks instead of loops over values.
#pragma once

#include <bit>
#include <cstdint>

namespace deduce::core {

using Bits = std::uint64_t;

inline constexpr int kMaxValues = 64;

constexpr Bits bit(int v) {
  return Bits{1} << v;
}
// The set {0, ..., n-1}; n may be 64.
constexpr Bits first_n(int n) {
  return n >= 64 ? ~Bits{0} : (Bits{1} << n) - 1;
}
// The set {lo, ..., hi}; empty when lo > hi. Arguments are clamped to 0..63.
constexpr Bits range(int lo, int hi) {
  if (lo < 0) lo = 0;
  if (hi > 63) hi = 63;
  if (lo > hi) return 0;
  return first_n(hi + 1) & ~first_n(lo);
}
constexpr int size(Bits d) {
  return std::popcount(d);
}
constexpr bool is_single(Bits d) {
  return d != 0 && (d & (d - 1)) == 0;
}
constexpr int min_value(Bits d) {
  return std::countr_zero(d);
}
constexpr int max_value(Bits d) {
  return 63 - std::countl_zero(d);
}
constexpr bool contains(Bits d, int v) {
  return (d >> v) & 1;
}
// All values strictly below / above v.
constexpr Bits below(int v) {
  return v <= 0 ? 0 : first_n(v > 64 ? 64 : v);
}
constexpr Bits above(int v) {
  return v >= 63 ? 0 : ~first_n(v < 0 ? 0 : v + 1);
}

// Iterates the values of a set, lowest first: for (int v : values(d)).
class ValueIter {
 public:
  constexpr explicit ValueIter(Bits d) : d_(d) {}
  constexpr int operator*() const { return std::countr_zero(d_); }
  constexpr ValueIter& operator++() {
    d_ &= d_ - 1;
    return *this;
  }
  constexpr bool operator!=(const ValueIter& o) const { return d_ != o.d_; }

 private:
  Bits d_;
};
struct ValueRange {
  Bits d;
  constexpr ValueIter begin() const { return ValueIter(d); }
  constexpr ValueIter end() const { return ValueIter(0); }
};
constexpr ValueRange values(Bits d) {
  return ValueRange{d};
}

}  // namespace deduce::core
