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

// Whether a count of `r` is cut into subproblems.
bool cuts_count(const Request& r);

// The count of puzzle i, cut; nullopt when the family does not cut its
// counts (logic grids, river crossings: the caller counts it whole).
std::optional<PuzzleResult> count_by_subproblems(Family& family, std::size_t i, const Work& work);

}  // namespace deduce::apps::cluster
