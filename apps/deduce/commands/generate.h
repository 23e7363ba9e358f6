// deduce generate KIND: the command that makes new puzzles (generate.cc).
#pragma once

#include <iosfwd>

#include "progress_line.h"
#include "request.h"

namespace deduce::apps {

class Placement;
class Writer;

// Makes and writes the puzzles the request asks for; returns the exit code
// (0 all made, 1 some could not be made, 2 a usage error, 3 Ctrl-C stopped
// the run; the puzzles made before it are written). `progress` is the
// run's progress line, wiped before each puzzle is written. `given`: the
// caller's writer (run.h), else the one the format names. `place`: where
// the puzzles may be made besides here (placement.h); nullptr: here.
int run_generate(const Request& r, std::ostream& out, std::ostream& err, ProgressLine& progress,
                 Writer* given, Placement* place);

}  // namespace deduce::apps
