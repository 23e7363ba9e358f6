// The decisions of the restarting search (search/restarts.h) on the cube
// model: LatinSquare::choose's three views, randomised.
//
// The plain search branches on the tightest of a cell (fewest values), a
// row-value or a column-value (fewest places), the first one found on ties.
// Restarts need the runs to differ, so here ties are broken uniformly at
// random, a cell's value is drawn from its domain, and a row-value's (or
// column-value's) decision puts its value at a random place of the line.
// The search's failure weights are not used: on the order-35 QWH set
// (docs/benchmarks.md) weighting cells by dom/wdeg and line choices by the
// weights of their places took 88 s against 15 s without, and the
// RestartingSearch's own dom/wdeg over cells 30 s.
#pragma once

#include <cstdint>
#include <vector>

#include "deduce/core/store.h"
#include "deduce/props/latin_square.h"
#include "deduce/search/restarts.h"
#include "deduce/util/rng.h"

namespace deduce::puzzles::latin {

// D: core::Bits, or core::WideBits past order 64.
template <class D>
search::Decision choose_for_restart(const props::BasicLatinSquare<D>& cube,
                                    const std::vector<core::VarId>& cells, int n,
                                    const core::BasicStore<D>& s, util::SplitMix64& rng,
                                    const std::vector<std::uint32_t>& weights);

}  // namespace deduce::puzzles::latin
