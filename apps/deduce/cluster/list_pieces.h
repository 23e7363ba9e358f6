// solve --all (and --limit N) under mpiexec: rank 0 cuts the puzzle into
// pieces in the search's order (Pieces::cut_listing, families/pieces.h, as
// the count cuts), hands them to the workers, which list a piece's
// solutions and send them back as text (Pieces::list_text), and writes them
// (Pieces::take_text). In order by
// default: piece k's solutions only after pieces 0..k-1's, so the output is
// one process's; with --unordered as they arrive. Memory stays bounded: at
// most a window of pieces is out ahead of the writer, and a piece with more
// than kPieceSolutions solutions is cut again in its place instead of sent
// back (docs/cluster.md).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>

#include "cluster/workers.h"
#include "families/family.h"

namespace deduce::apps::cluster {

// The most solutions a piece sends back; a piece with more is cut again.
inline constexpr std::uint64_t kPieceSolutions = 1000;

// Whether `r` lists solutions (solve --all, --limit N).
bool lists_solutions(const Request& r);
// Whether a solve of `r` lists its solutions on the workers.
bool lists_on_workers(const Request& r);

// The listing of puzzle i on the workers, each solution handed to `sink` as
// written; nullopt when the family does not cut (the caller lists it whole).
std::optional<PuzzleResult> list_by_pieces(Family& family, std::size_t i, const Work& work,
                                           const SolutionSink& sink);

// The worker's side: lists the piece task.text, at most kPieceSolutions + 1
// solutions (more: the reply says kSolutionLimit and carries none).
Reply list_task(const Request& r, const Task& task);

}  // namespace deduce::apps::cluster
