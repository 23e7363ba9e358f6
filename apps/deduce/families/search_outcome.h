// The parts of an Outcome that every constraint-search family (Futoshiki,
// logic grids) computes the same way: stop reasons and their words, search
// statistics, and the three shapes of a search: a first solution with the
// bounded look for a second one, a listing, and a uniqueness proof.
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "deduce/search/dfs.h"
#include "families/family.h"
#include "result.h"

namespace deduce::apps {

// The smallest number of extra nodes solve spends looking for a second
// solution: a puzzle solved by propagation alone (no node) still gets a look.
inline constexpr std::uint64_t kMinUniquenessLook = 10000;

Stop stop_of(budget::StopReason r);
// "--limit 5", "--timeout 10", "--node-limit 1000", "an interrupt".
std::string stop_words(Stop stop, const Request& request);
std::vector<Stat> search_stats(const search::Stats& s);
search::Stats add(const search::Stats& a, const search::Stats& b);

// Runs the family's search with `options`; calls found(solution) for each
// solution (return false to stop).
template <class Sol>
using SearchRun = std::function<search::SearchResult(const search::SearchOptions& options,
                                                     const std::function<bool(const Sol&)>& found)>;

// solve: the first solution, then (unless --first) a second search bounded
// by as many nodes again as the first took (at least kMinUniquenessLook, and
// never past --node-limit) that tells unique, several or undecided. The
// search must be deterministic, so that the second run meets the first
// solution first. `kept` receives the first solution and a second one if found.
template <class Sol>
Outcome solve_with_look(const Work& work, const SearchRun<Sol>& run, std::vector<Sol>& kept) {
  Outcome o;
  search::SearchOptions so;
  so.limits = work.limits;
  so.solution_limit = 1;
  const search::SearchResult first = run(so, [&](const Sol& s) {
    kept.push_back(s);
    return true;
  });
  o.stats = search_stats(first.stats);
  if (kept.empty()) {
    o.stop = stop_of(first.stop);
    o.status = o.stop == Stop::kNone ? Status::kNoSolution : Status::kStopped;
    o.count = {0, o.stop == Stop::kNone, Counted::kSolutions};
    o.uniqueness = Uniqueness::kNone;
    o.stop_detail = stop_words(o.stop, work.request);
    return o;
  }
  o.status = Status::kSolved;
  o.count = {1, false, Counted::kSolutions};
  if (work.request.first) {
    o.uniqueness = Uniqueness::kNotChecked;
    return o;
  }
  const std::uint64_t bound = first.stats.nodes + std::max(first.stats.nodes, kMinUniquenessLook);
  const std::uint64_t user = work.limits.node_limit;
  so.limits.node_limit = user != 0 ? std::min(user, bound) : bound;
  so.solution_limit = 2;
  std::uint64_t seen = 0;
  const search::SearchResult second = run(so, [&](const Sol& s) {
    if (++seen == 2) kept.push_back(s);
    return true;
  });
  o.stats = search_stats(add(first.stats, second.stats));
  if (seen >= 2) {
    o.uniqueness = Uniqueness::kSeveral;
    o.count = {2, false, Counted::kSolutions};
  } else if (second.stop == budget::StopReason::kNone) {
    o.uniqueness = Uniqueness::kUnique;
    o.count = {1, true, Counted::kSolutions};
  } else {
    o.uniqueness = Uniqueness::kUndecided;
    const bool ours = second.stop == budget::StopReason::kNodeLimit && (user == 0 || bound < user);
    o.stop = ours ? Stop::kUniquenessBound : stop_of(second.stop);
    o.stop_detail = ours ? std::to_string(bound - first.stats.nodes) + " more nodes"
                         : stop_words(o.stop, work.request);
  }
  return o;
}

// check: search for up to two solutions with the request's limits; `kept`
// (if given) receives them.
template <class Sol>
Outcome prove_unique(const Work& work, const SearchRun<Sol>& run,
                     std::vector<Sol>* kept = nullptr) {
  Outcome o;
  search::SearchOptions so;
  so.limits = work.limits;
  so.solution_limit = 2;
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
Outcome list_solutions(const Work& work, const SearchRun<Sol>& run,
                       const std::function<void(const Sol&)>& sink) {
  Outcome o;
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
void settle_count(Outcome& o);

}  // namespace deduce::apps
