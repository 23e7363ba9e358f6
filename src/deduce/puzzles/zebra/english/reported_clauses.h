// What a teller reports, clause after clause: `She tells me that the newest
// tower has the fewest steps; that Mizzen Rock has sixteen more steps than
// the oldest; ...; and that Eilidh doesn't work at Kestrel Head` is the
// clauses themselves, each read as said; the report's frame and each `that`
// that opens a clause say nothing of the grid.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "deduce/puzzles/zebra/english/lexicon.h"

namespace deduce::puzzles::zebra::english {

// The reported clauses of `text`, each without its `that`; empty unless it
// opens with a report (a verb of saying, then `that`, naming no value) and
// goes on with clauses after `;` each opening with `that` or `and that`.
std::vector<std::string> reported_clauses(std::string_view text, const Lexicon& lexicon);

}  // namespace deduce::puzzles::zebra::english
