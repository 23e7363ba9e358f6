// Variables, literals and truth values of the clause-learning search (sat/).
//
// A variable is a 0/1 decision such as "cell 7 holds the value 3" in the
// direct encoding of a Latin square; a literal is a variable or its negation,
// packed as 2 * var + negated so that a literal indexes arrays directly (its
// watch list, its value) and negation is one xor.
#pragma once

#include <cstdint>

namespace deduce::sat {

using Var = std::int32_t;

struct Lit {
  std::uint32_t x = 0;

  static Lit pos(Var v) { return Lit{static_cast<std::uint32_t>(v) << 1}; }
  static Lit neg(Var v) { return Lit{(static_cast<std::uint32_t>(v) << 1) | 1U}; }
  Var var() const { return static_cast<Var>(x >> 1); }
  bool negated() const { return (x & 1U) != 0; }
  Lit operator~() const { return Lit{x ^ 1U}; }
  bool operator==(Lit o) const { return x == o.x; }
  bool operator!=(Lit o) const { return x != o.x; }
};

// A variable's value: kUndef while unassigned. A literal's value is its
// variable's, flipped when the literal is negated (value_of below).
enum class Value : std::int8_t { kFalse = -1, kUndef = 0, kTrue = 1 };

inline Value value_of(Value var_value, Lit l) {
  return l.negated() ? static_cast<Value>(-static_cast<int>(var_value)) : var_value;
}

}  // namespace deduce::sat
