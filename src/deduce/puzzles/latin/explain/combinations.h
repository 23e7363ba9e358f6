// Walking the subsets of a fixed size of up to 64 items as bit masks, for the
// subset and fish techniques: Gosper's hack gives the next larger mask with
// the same number of bits, with no allocation.
#pragma once

#include <bit>
#include <cstdint>

namespace deduce::puzzles::latin::ladder {

// The smallest mask of `size` bits.
inline std::uint64_t first_combination(int size) {
  return size >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << size) - 1;
}

// The next mask with as many bits as x, or 0 past the last one within `items`
// bits.
inline std::uint64_t next_combination(std::uint64_t x, int items) {
  const std::uint64_t low = x & -x;
  const std::uint64_t ripple = x + low;
  if (ripple == 0) return 0;  // ran past bit 63
  const std::uint64_t next = ripple | (((x ^ ripple) >> 2) >> std::countr_zero(low));
  if (items < 64 && (next >> items) != 0) return 0;
  return next;
}

// Subsets larger than this are not searched: for orders up to 9 the subsets of
// at most half a line's open cells are all there are (a larger one is the
// complement of a smaller one of the other kind), and above that the count of
// subsets explodes.
inline constexpr int kMaxSubset = 4;

// "pair", "triple", "quad" for a subset of that size.
inline const char* subset_word(int size) {
  return size == 2 ? "pair" : size == 3 ? "triple" : size == 4 ? "quad" : "set";
}

}  // namespace deduce::puzzles::latin::ladder
