// The cluster as the place where the commands' work runs (commands/
// placement.h): the one implementation of Placement, over the three
// schemes that hand work out (split_count.h: a count's pieces,
// list_pieces.h: a listing's, generate_pieces.h: generate's puzzles) and
// analyze's counts (analyze_pieces.h). The commands and the families never
// name it; the run (run.cc) asks for the placement of its request here, and
// main() of deduce-mpi gives the cluster its workers (workers.h, g_workers)
// under mpiexec.
#pragma once

#include "commands/placement.h"
#include "request.h"

namespace deduce::apps::cluster {

// The placement of a run of `r`, or nullptr when all its work runs here as
// each command does it: the cluster's when main() gave it workers (mpiexec
// with two ranks or more), or when a count of `r` is cut into pieces that
// this process counts itself, keeping a record of each (--checkpoint,
// --log-subproblems, --subproblems, --slice: split_count.h, cuts_count).
Placement* placement_for(const Request& r);

}  // namespace deduce::apps::cluster
