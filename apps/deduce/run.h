// Runs a parsed request: reads each file, finds its kind, checks that every
// option given applies to it, loads its puzzles and runs the command on each,
// handing solutions and outcomes to the writer. Returns the exit code.
#pragma once

#include <iosfwd>

#include "deduce/budget/memory_watch.h"
#include "request.h"

namespace deduce::apps {

int run(const Request& request, std::ostream& out, std::ostream& err);

// The memory budget of a request: --memory MB (its default set by the
// command line), with the address-space limit; none for --memory none.
budget::MemoryBudget memory_budget(const Request& request);

}  // namespace deduce::apps
