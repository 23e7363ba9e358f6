// Exact solution counts of any size.
//
// Counts of repetition-free river crossings run to hundreds of digits, so every
// count that can outgrow 64 bits is a BigCount (GMP's mpz_class). Hot loops
// count in a uint64_t and add it to a BigCount once, when they finish.
#pragma once

#include <gmpxx.h>

#include <cstdint>
#include <string>

namespace deduce::util {

using BigCount = mpz_class;

inline BigCount big_from_u64(std::uint64_t v) {
  BigCount r;
  mpz_import(r.get_mpz_t(), 1, 1, sizeof(v), 0, 0, &v);
  return r;
}

inline std::string to_string(const BigCount& v) {
  return v.get_str(10);
}

}  // namespace deduce::util
