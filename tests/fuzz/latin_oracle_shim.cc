// Compiled without fuzzer instrumentation: see latin_oracle_shim.h.
#include "fuzz/latin_oracle_shim.h"

#include "testing/latin_oracle.h"

namespace deduce::fuzz {

bool oracle_accepts(const puzzles::futoshiki::Puzzle& p, const puzzles::futoshiki::Grid& g) {
  return testing::oracle_satisfies(p, g);
}

OracleCount oracle_count(const puzzles::futoshiki::Puzzle& p, std::uint64_t max_nodes) {
  const testing::OracleResult r = testing::oracle_solve(p, 0, 0, max_nodes);
  return {r.count, r.complete};
}

}  // namespace deduce::fuzz
