// Domains of up to 64 values, as 64-bit sets.
//
// Value v (0 <= v < 64) is bit v. Puzzles map their own values onto 0..n-1
// (Futoshiki digit d is value d-1, a logic-grid position p is value p-1).
// Everything here is a one-instruction helper so that propagators can work on
// whole domains with shifts and masks instead of loops over values. The end
// of the file states the same operations for any set type D, so that the
// engine's templates serve Bits and the wider sets of wide_bits.h alike.
#pragma once

#include <bit>
#include <cstdint>
#include <type_traits>

#include "deduce/core/wide_bits.h"

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
constexpr bool is_empty(Bits d) {
  return d == 0;
}
constexpr Bits lowest(Bits d) {
  return d & (~d + 1);
}

// ---- The same operations for any domain set type D (Bits or WideBits) ----
// Code written over D calls bit<D>(v), first_n<D>(n) ... where it makes a set
// from numbers; functions of a set (size, min_value, values ...) overload.

template <class D>
inline constexpr int kCapacity = D::kCapacity;
template <>
inline constexpr int kCapacity<Bits> = 64;
// Words of 64 bits in a set of type D.
template <class D>
inline constexpr int kWords = kCapacity<D> / 64;

template <class D>
constexpr D bit(int v) {
  if constexpr (std::is_same_v<D, Bits>) {
    return bit(v);
  } else {
    return D::bit(v);
  }
}
template <class D>
constexpr D first_n(int n) {
  if constexpr (std::is_same_v<D, Bits>) {
    return first_n(n);
  } else {
    return D::first_n(n);
  }
}
// {lo, ..., hi}, clamped to the capacity; empty when lo > hi.
template <class D>
constexpr D range(int lo, int hi) {
  if (lo < 0) lo = 0;
  if (hi >= kCapacity<D>) hi = kCapacity<D> - 1;
  if (lo > hi) return D{};
  return first_n<D>(hi + 1) & ~first_n<D>(lo);
}
// All values strictly below / above v.
template <class D>
constexpr D below(int v) {
  return v <= 0 ? D{} : first_n<D>(v > kCapacity<D> ? kCapacity<D> : v);
}
template <class D>
constexpr D above(int v) {
  return v >= kCapacity<D> - 1 ? D{} : ~first_n<D>(v < 0 ? 0 : v + 1);
}
// Word i of a set (i < kWords<D>), for hashing and copying sets as words.
constexpr std::uint64_t word(Bits d, int /*i*/) {
  return d;
}
constexpr std::uint64_t word(const WideBits& d, int i) {
  return d.word(i);
}
// The kWords<D> words of a set in place, for trailing them one by one.
constexpr std::uint64_t* words(Bits& d) {
  return &d;
}
constexpr std::uint64_t* words(WideBits& d) {
  return d.words();
}
// The k-th value (from 0) of a set with more than k values.
template <class D>
constexpr int nth_value(D d, int k) {
  for (int v : values(d)) {
    if (k-- == 0) return v;
  }
  return -1;
}

}  // namespace deduce::core
