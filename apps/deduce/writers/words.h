// The words every writer shares: names of statuses, stop reasons and
// uniqueness for JSON keys and text, and a count as text ("at least 5").
#pragma once

#include <string>
#include <string_view>

#include "result.h"

namespace deduce::apps {

std::string_view key(Status s);      // "solved", "no_solution", "invalid", "stopped"
std::string_view key(Uniqueness u);  // "unique", "several", "undecided", "not_checked", "none"
std::string_view key(Counted c);     // "solutions", "optimal", "repetition_free"
std::string_view key(Stop s);        // "none", "solution_limit", ..., "uniqueness_bound"
std::string_view key(Command c);     // "solve", "check", "analyze"
std::string_view key(Kind k);        // "futoshiki", "zebra", "river"

// A count in JSON: a number while a double holds it exactly (below 2^53), a
// string of all its digits above, so that no reader rounds it.
Json count_json(const util::BigCount& v);

// "24", or "at least 5" when the count is a lower bound.
std::string count_text(const Count& c);

// "(stopped: --limit 5)", or "" when nothing stopped the work.
std::string stopped_text(const PuzzleResult& o);
// "FILE:N: not started from line N (puzzle K) on; the rest of the file is
// not read, so how many puzzles it holds is not known (stopped: ...)".
std::string rest_not_started_text(const RestNotStarted& rest);

// "file:line:column".
std::string location_text(const io::SourceLocation& w);

}  // namespace deduce::apps
