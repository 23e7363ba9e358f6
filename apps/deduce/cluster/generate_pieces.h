// deduce generate under mpiexec: rank 0 hands out puzzle indices to the
// workers, which make puzzle i from its own stream (util::stream_seed, as
// on a thread of one process), and writes the puzzles in index order, so
// the output is one process's byte for byte for any number of ranks. For
// the outputs that are the puzzle's text (text, id, english); the others
// (json, svg, pdf) carry views that stay in the process that made them,
// and are made on rank 0's threads.
#pragma once

#include <cstdint>
#include <functional>
#include <utility>

#include "cluster/workers.h"
#include "commands/placement.h"
#include "deduce/budget/limits.h"
#include "families/generator.h"

namespace deduce::apps::cluster {

// Whether generate of `r` hands its puzzles to the workers.
bool generates_on_workers(const Request& r);

// Makes puzzles 0 to count-1 on the workers, at most a window ahead of the
// writer (memory stays bounded), and hands each in index order to `take`,
// as commands/generate.cc does on threads: a puzzle stopped by a limit or
// Ctrl-C ends the run, it and every later one dropped. Returns how many were
// handed over and why the run stopped, if it did.
MadeCount make_on_workers(const Request& r, budget::SharedWork& run, const TakeMade& take);

// The worker's side: makes puzzle number task.text.
Reply make_task(const Request& r, const Task& task);

}  // namespace deduce::apps::cluster
