// deduce analyze under mpiexec: the counts of a logic grid's analysis (all
// clues, and without each clue) are independent, so rank 0 hands them to
// the workers, one count a task, and waits for them without spinning; it
// then finds the redundant clues and the minimal set itself, as one process
// does (puzzles/zebra/count/analyze.h), so the output is one process's.
#pragma once

#include <cstddef>
#include <string>

#include "cluster/workers.h"
#include "families/family.h"

namespace deduce::apps::cluster {

// The counts of the puzzles of a file of kind `kind`, read again from
// `text` by each worker (Pieces::count_scoped), handed out to g_workers.
CountsElsewhere counts_on_workers(const std::string& kind, const std::string& text,
                                  const std::string& file);

// The worker's side: one count of a clue set.
Reply analyze_task(const Request& request, const Task& task);

}  // namespace deduce::apps::cluster
