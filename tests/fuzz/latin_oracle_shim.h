// The brute-force Latin-square oracle (tests/testing/latin_oracle.h) behind
// two plain calls, for the futoshiki_solve fuzz target.
//
// The oracle is the judge, not the code under test, so latin_oracle_shim.cc is
// compiled without libFuzzer's coverage and comparison tracing (it keeps ASan
// and UBSan). Instrumented, the oracle's inner loop took about 80% of the
// target's time (perf, 2026-11-23) and steered the fuzzer toward inputs that
// are interesting to the oracle rather than to deduce. The target must not
// include latin_oracle.h itself: its inline functions would then be emitted,
// instrumented, in the target's object too, and the linker may keep either copy.
#pragma once

#include <cstdint>

#include "deduce/puzzles/futoshiki/puzzle.h"

namespace deduce::fuzz {

// Whether the grid obeys the puzzle, by the oracle's own rule checker.
bool oracle_accepts(const puzzles::futoshiki::Puzzle& p, const puzzles::futoshiki::Grid& g);

struct OracleCount {
  std::uint64_t count = 0;
  bool complete = false;  // false: the oracle hit max_nodes first
};

// The number of solutions, by plain backtracking within max_nodes nodes.
OracleCount oracle_count(const puzzles::futoshiki::Puzzle& p, std::uint64_t max_nodes);

}  // namespace deduce::fuzz
