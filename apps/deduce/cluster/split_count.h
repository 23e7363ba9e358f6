// solve --count cut into subproblems, as embarrassingly parallel search
// (Régin, Rezgui and Malapert, CP 2013) does: the puzzle is cut into many
// independent subproblems (about 30 a worker, --subproblems N), handed to
// the workers one at a time as they ask, and cut further when few are left,
// so a long subproblem does not leave the others idle at the end. Their
// counts add up exactly (BigCount).
//
// It runs when a count has workers (mpiexec with two ranks or more: rank 0
// coordinates, workers.h) or a record to keep (--checkpoint,
// --log-subproblems); otherwise a count runs whole, as before. With no
// workers the one process counts each subproblem itself, in order.
#pragma once

#include <cstddef>
#include <optional>

#include "families/family.h"

namespace deduce::apps::cluster {

// Subproblems a worker to begin with, in a count and in a listing: enough that the last ones are
// short next to the whole, at the low end of embarrassingly parallel search's 30 to 100. A worker
// keeps its subtree cache from piece to piece (count_cache.h), so more pieces cost little: on the
// signed order-6 count two workers search 5.00 to 5.04 million nodes with 16, 30 or 32 pieces a
// worker (4.89 whole). The cut at the end (fewer waiting than workers) and
// --slice keep the tail short.
inline constexpr std::size_t kPiecesPerWorker = 30;

// Whether a count of `r` is cut into subproblems.
bool cuts_count(const Request& r);

// The count of puzzle i, cut; nullopt when the family does not cut its
// counts (logic grids, river crossings: the caller counts it whole).
std::optional<PuzzleResult> count_by_subproblems(Family& family, std::size_t i, const Work& work);

}  // namespace deduce::apps::cluster
