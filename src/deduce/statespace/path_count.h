// Counters of paths that stay fast while they fit in 64 bits and exact beyond.
//
// Every counting search in this module is written once as a template over a
// counter type. It first runs with Count128, an unsigned 128-bit integer that
// records overflow instead of wrapping; if an addition overflowed and the
// count is needed (a solution was found), the whole search is run again with
// CountBig (GMP). Path counts of real puzzles nearly always fit in 128 bits
// (the 372664863825408000000 shortest crossings of twelve individuals with a
// boat for two do not fit in 64), so the common case never touches GMP and
// allocates nothing per state. Count64 is kept for the tests of the rerun.
#pragma once

#include <cstdint>

#include "deduce/util/big_count.h"

namespace deduce::statespace {

struct Count64 {
  using Value = std::uint64_t;
  bool overflow = false;

  static Value zero() { return 0; }
  static Value one() { return 1; }
  void add(Value& into, const Value& v) {
    if (__builtin_add_overflow(into, v, &into)) overflow = true;
  }
  static bool at_least(const Value& v, std::uint64_t n) { return v >= n; }
  static util::BigCount to_big(const Value& v) { return util::big_from_u64(v); }
};

struct Count128 {
  using Value = unsigned __int128;
  bool overflow = false;

  static Value zero() { return 0; }
  static Value one() { return 1; }
  void add(Value& into, const Value& v) {
    if (__builtin_add_overflow(into, v, &into)) overflow = true;
  }
  static bool at_least(const Value& v, std::uint64_t n) { return v >= n; }
  static util::BigCount to_big(const Value& v) {
    util::BigCount r = util::big_from_u64(static_cast<std::uint64_t>(v >> 64));
    r <<= 64;
    r += util::big_from_u64(static_cast<std::uint64_t>(v));
    return r;
  }
};

struct CountBig {
  using Value = util::BigCount;
  bool overflow = false;  // never set

  static Value zero() { return 0; }
  static Value one() { return 1; }
  void add(Value& into, const Value& v) { into += v; }
  static bool at_least(const Value& v, std::uint64_t n) { return v >= util::big_from_u64(n); }
  static util::BigCount to_big(const Value& v) { return v; }
};

}  // namespace deduce::statespace
