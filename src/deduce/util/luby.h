// The Luby sequence 1 1 2 1 1 2 4 1 1 2 1 1 2 4 8 ... (Luby, Sinclair and
// Zuckerman, "Optimal speedup of Las Vegas algorithms", 1993): the run
// lengths, in units, of a restarting search that is within a log factor of
// the best fixed restart length without knowing it. Both restarting
// searches use it: the constraint search's (search/restarts.h) and the SAT
// solver's stable phase (sat/solver.h), which share nothing else but
// budget/ and util/.
#pragma once

#include <cstdint>

namespace deduce::util {

// The i-th term (from 1) of the Luby sequence.
constexpr std::uint64_t luby(std::uint64_t i) {
  // Find the block 2^k - 1 that holds i: the term at its end is 2^(k-1);
  // inside it, the sequence repeats from the start.
  for (;;) {
    std::uint64_t k = 1;
    while ((std::uint64_t{1} << k) - 1 < i) ++k;
    if ((std::uint64_t{1} << k) - 1 == i) return std::uint64_t{1} << (k - 1);
    i -= (std::uint64_t{1} << (k - 1)) - 1;
  }
}

}  // namespace deduce::util
