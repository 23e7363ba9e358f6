// Counters of one search, reported by every command (text and JSON).
#pragma once

#include <cstdint>

namespace deduce::search {

struct Stats {
  std::uint64_t nodes = 0;         // decisions taken (both branches count)
  std::uint64_t failures = 0;      // nodes whose propagation failed
  std::uint64_t propagations = 0;  // propagator executions
  std::uint64_t solutions = 0;     // solutions reached (counted, with --count)
  std::uint64_t cache_hits = 0;    // counting: subtrees whose count came from the cache
  std::uint32_t max_depth = 0;     // deepest decision level reached
  double seconds = 0;              // wall-clock time of the search
};

}  // namespace deduce::search
