// The parts of an PuzzleResult that every constraint-search family (Futoshiki,
// logic grids) computes the same way: stop reasons and their words, search
// statistics, and the three shapes of a search: a first solution with the
// bounded look for a second one, a listing, and a uniqueness proof.
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "deduce/budget/deadline.h"
#include "deduce/search/dfs.h"
#include "families/family.h"
#include "result.h"
#include "stops.h"

namespace deduce::apps {

std::vector<Stat> search_stats(const search::Stats& s);

// Runs the family's search with `options`; calls found(solution) for each
// solution (return false to stop).
template <class Sol>
using SearchRun = std::function<search::SearchResult(const search::SearchOptions& options,
                                                     const std::function<bool(const Sol&)>& found)>;

// solve: the first solution and, unless --first, a look for a second one in
// the same search, bounded by as many nodes again as the first took (at
// least kMinUniquenessLook, and never past --node-limit): it tells unique,
// several or undecided. `kept` receives the solutions found (one or two).
template <class Sol>
PuzzleResult solve_with_look(const Work& work, const SearchRun<Sol>& run, std::vector<Sol>& kept) {
  PuzzleResult o;
  search::SearchOptions so;
  so.limits = work.limits;
  const bool look = !work.request.first;
  so.solution_limit = look ? 2 : 1;
  so.restarts = work.request.restarts;
  so.min_look = look ? kMinUniquenessLook : 0;
  const search::SearchResult r = run(so, [&](const Sol& s) {
    kept.push_back(s);
    return true;
  });
  o.stats = search_stats(r.stats);
  if (kept.empty()) {
    o.stop = stop_of(r.stop);
    o.status = o.stop == Stop::kNone ? Status::kNoSolution : Status::kStopped;
    o.count = {0, o.stop == Stop::kNone, Counted::kSolutions};
    o.uniqueness = Uniqueness::kNone;
    o.stop_detail = stop_words(o.stop, work.request);
    return o;
  }
  o.status = Status::kSolved;
  if (!look) {
    o.count = {1, false, Counted::kSolutions};
    o.uniqueness = Uniqueness::kNotChecked;
  } else if (kept.size() >= 2) {
    o.count = {2, false, Counted::kSolutions};
    o.uniqueness = Uniqueness::kSeveral;
  } else if (r.stop == budget::StopReason::kNone) {
    o.count = {1, true, Counted::kSolutions};
    o.uniqueness = Uniqueness::kUnique;
  } else {
    o.count = {1, false, Counted::kSolutions};
    o.uniqueness = Uniqueness::kUndecided;
    o.stop = stop_of(r.stop);
    o.stop_detail = stop_words(o.stop, work.request);
  }
  return o;
}

// check: search for up to two solutions with the request's limits; `kept`
// (if given) receives them.
template <class Sol>
PuzzleResult prove_unique(const Work& work, const SearchRun<Sol>& run,
                          std::vector<Sol>* kept = nullptr) {
  PuzzleResult o;
  search::SearchOptions so;
  so.limits = work.limits;
  so.solution_limit = 2;
  so.restarts = work.request.restarts;
  std::uint64_t found = 0;
  const search::SearchResult r = run(so, [&](const Sol& s) {
    ++found;
    if (kept != nullptr) kept->push_back(s);
    return true;
  });
  o.stats = search_stats(r.stats);
  const bool complete = r.stop == budget::StopReason::kNone;
  o.count = {found, complete && found < 2, Counted::kSolutions};
  if (found >= 2) {
    o.status = Status::kSolved;
    o.uniqueness = Uniqueness::kSeveral;
  } else if (!complete && r.stop != budget::StopReason::kSolutionLimit) {
    o.stop = stop_of(r.stop);
    o.stop_detail = stop_words(o.stop, work.request);
    o.status = found == 0 ? Status::kStopped : Status::kSolved;
    o.uniqueness = found == 0 ? Uniqueness::kNone : Uniqueness::kUndecided;
  } else {
    o.status = found == 0 ? Status::kNoSolution : Status::kSolved;
    o.uniqueness = found == 0 ? Uniqueness::kNone : Uniqueness::kUnique;
  }
  return o;
}

// solve --all / --limit N: every solution to `sink`, the count exact only
// when the whole tree was searched.
template <class Sol>
PuzzleResult list_solutions(const Work& work, const SearchRun<Sol>& run,
                            const std::function<void(const Sol&)>& sink) {
  PuzzleResult o;
  search::SearchOptions so;
  so.limits = work.limits;
  so.solution_limit = work.request.limit;
  std::uint64_t found = 0;
  const search::SearchResult r = run(so, [&](const Sol& s) {
    ++found;
    sink(s);
    return true;
  });
  o.listed = found;
  o.stats = search_stats(r.stats);
  o.stop = stop_of(r.stop);
  o.stop_detail = stop_words(o.stop, work.request);
  const bool complete = o.stop == Stop::kNone;
  o.count = {found, complete, Counted::kSolutions};
  o.status = found > 0 ? Status::kSolved : complete ? Status::kNoSolution : Status::kStopped;
  o.uniqueness = found == 0   ? Uniqueness::kNone
                 : found >= 2 ? Uniqueness::kSeveral
                 : complete   ? Uniqueness::kUnique
                              : Uniqueness::kUndecided;
  return o;
}

// The status and uniqueness that a count implies.
void settle_count(PuzzleResult& o);

// solve --count: the options of the counting search (the request's limits,
// at most --limit solutions), and the PuzzleResult of the count it reached,
// exact when nothing stopped it.
search::SearchOptions count_options(const Work& work);
PuzzleResult count_outcome(const Work& work, const search::Stats& stats, budget::StopReason stop,
                           const util::BigCount& count);

}  // namespace deduce::apps
