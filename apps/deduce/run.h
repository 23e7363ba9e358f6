// Runs a parsed request: reads each file, finds its kind, checks that every
// option given applies to it, loads its puzzles and runs the command on each,
// handing solutions and outcomes to the writer. Returns the exit code.
#pragma once

#include <iosfwd>

#include "deduce/budget/memory_watch.h"
#include "request.h"

namespace deduce::apps {

class Writer;

// `writer`: the caller's (a call in process keeps records: embed.h);
// nullptr: the writer the request's format names, writing to `out`.
int run(const Request& request, std::ostream& out, std::ostream& err, Writer* writer = nullptr);

// The memory budget of a request: --memory MB (its default set by the
// command line), with the address-space limit; none for --memory none.
budget::MemoryBudget memory_budget(const Request& request);

}  // namespace deduce::apps
