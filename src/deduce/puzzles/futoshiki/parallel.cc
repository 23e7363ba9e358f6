#include "deduce/puzzles/futoshiki/parallel.h"

#include <algorithm>
#include <chrono>

#include "deduce/puzzles/futoshiki/latin_only.h"
#include "deduce/puzzles/futoshiki/model.h"
#include "deduce/puzzles/futoshiki/solver.h"
#include "deduce/puzzles/latin/row_count.h"
#include "deduce/puzzles/latin/symmetry.h"
#include "deduce/search/counting_dfs.h"
#include "deduce/search/parallel_listing.h"

namespace deduce::puzzles::futoshiki {

search::Space make_space(const Puzzle& puzzle, bool counting) {
  search::Space space;
  const latin::LatinModel model =
      post_futoshiki(*space.store, puzzle, default_model(puzzle, counting));
  space.branch_vars = model.branch_vars();
  space.options.chooser = model.chooser();
  return space;
}

namespace {

// One thread's count on the model of make_space(), its subtree counts in
// the cache `kept` holds for puzzles of this shape.
search::SearchResult count_kept(const Puzzle& puzzle, const search::SearchOptions& options,
                                CountCache& kept) {
  search::Space space = make_space(puzzle, true);
  search::SearchOptions o = options;
  if (!o.chooser) o.chooser = space.options.chooser;
  search::SubtreeCache& cache =
      kept.for_puzzle(puzzle, search::CountingDfs::key_width(*space.store));
  search::CountingDfs counter(*space.store, std::move(space.branch_vars), std::move(o), 0, &cache);
  return counter.count();
}

}  // namespace

Counted count_solutions(const Puzzle& puzzle, const search::SearchOptions& options,
                        const search::ParallelOptions& popts, CountCache* kept) {
  Counted out;
  if (options.solution_limit == 0 && is_free_square(puzzle)) {
    out = count_solutions(reduced_square(puzzle), options, popts);
    out.count *= latin::reduced_multiplier(puzzle.n);
    out.search.stats.solutions = out.count.fits_ulong_p() ? out.count.get_ui() : ~0ULL;
    return out;
  }
  if (options.solution_limit == 0 && row_countable(puzzle)) {
    const latin::RowCount r = latin::row_count(puzzle, options.limits);
    out.count = r.count;
    out.search.complete = r.complete;
    out.search.stop = r.stop;
    out.search.stats.nodes = r.states;
    out.search.stats.cache_hits = r.hits;
    out.search.stats.seconds = r.seconds;
    out.search.stats.solutions = r.count.fits_ulong_p() ? r.count.get_ui() : ~0ULL;
    return out;
  }
  // A capped count stops at the cap, which the sequential search reaches in
  // its own order: on one thread its figures are the same on every run.
  // Orders past 64 (wide domains) search on one thread: the split's
  // subproblem spaces are 64-bit stores.
  if (search::thread_count(popts.threads) == 1 || options.solution_limit != 0 ||
      needs_wide_domains(puzzle)) {
    if (kept != nullptr && options.solution_limit == 0 && !options.at_node &&
        !needs_wide_domains(puzzle))
      out.search = count_kept(puzzle, options, *kept);
    else
      out.search = solve(puzzle, options, nullptr).search;
    out.count = util::big_from_u64(out.search.stats.solutions);
    return out;
  }
  const search::ParallelCount r =
      search::parallel_count([&] { return make_space(puzzle, true); }, options, popts);
  out.count = r.count;
  out.search = r.search;
  return out;
}

namespace {

// The listing on popts.threads threads, from the start.
search::SearchResult list_on_threads(const Puzzle& puzzle, const search::SearchOptions& options,
                                     const search::ParallelOptions& popts,
                                     const std::function<bool(const Grid&)>& sink) {
  // Variable ids are the same in every copy, so one model's cells read them all.
  core::Store ids;
  const latin::LatinModel model = post_futoshiki(ids, puzzle, default_model(puzzle, false));
  const std::function<Grid(const core::Store&)> read = [&](const core::Store& s) {
    Grid g(model.cells.size());
    for (std::size_t i = 0; i < g.size(); ++i) g[i] = s.value(model.cells[i]) + 1;
    return g;
  };
  return search::list_in_parallel<Grid>([&] { return make_space(puzzle, false); }, options, popts,
                                        read, sink);
}

// The nodes a listing on several threads first searches on the calling
// thread. Splitting the work builds the model again for each subproblem and
// wakes the pool: on Tatham's 9x9 puzzles, which take 1 or 2 nodes, that made
// `--limit 2` on two threads 92 to 95 us a puzzle against 50 us on one. A
// search that ends within these nodes never pays it; one that does not has
// lost at most this many nodes, a small part of a listing that long.
constexpr std::uint64_t kProbeNodes = 256;

// The probe needs the ordered listing (the same solutions first as the
// probe, so that those it handed on can be skipped) and a node budget of the
// listing's own, larger than the probe's.
bool probes_first(const search::SearchOptions& options, const search::ParallelOptions& popts) {
  const std::uint64_t limit = options.limits.node_limit;
  return popts.ordered && options.limits.shared == nullptr && (limit == 0 || limit > kProbeNodes);
}

// The search the listing splits (the constraint model and its chooser, whose
// order the ordered listing keeps), on this thread up to kProbeNodes nodes;
// if it ends there (done, the solution limit, the sink, a timeout or Ctrl-C)
// its result is the listing's. Otherwise the listing runs on the threads
// from the start with what is left of the budget, its first solutions (those
// the probe handed on) skipped, and the probe's work added to its figures.
// Not solve_on_threads(): on one thread a nearly empty square is completed
// first (completion_first.h), in another order than the split's.
search::SearchResult probe_then_list(const Puzzle& puzzle, const search::SearchOptions& options,
                                     const search::ParallelOptions& popts,
                                     const std::function<bool(const Grid&)>& sink) {
  search::SearchOptions probe = options;
  // One clock for both: the timeout counts from the probe's start.
  if (probe.limits.start == std::chrono::steady_clock::time_point{})
    probe.limits.start = std::chrono::steady_clock::now();
  probe.limits.node_limit = kProbeNodes;
  std::uint64_t handed = 0;
  const std::function<bool(const Grid&)> hand_on = [&](const Grid& g) {
    ++handed;
    return sink(g);
  };
  const search::SearchResult first =
      solve(puzzle, probe, hand_on, default_model(puzzle, false)).search;
  if (first.complete || first.stop != budget::StopReason::kNodeLimit) return first;
  search::SearchOptions rest = options;
  rest.limits.start = probe.limits.start;
  if (rest.limits.node_limit != 0) rest.limits.node_limit -= first.stats.nodes;
  std::uint64_t skip = handed;
  search::SearchResult r = list_on_threads(puzzle, rest, popts, [&](const Grid& g) {
    if (skip > 0) {
      --skip;
      return true;
    }
    return sink(g);
  });
  r.stats.nodes += first.stats.nodes;
  r.stats.failures += first.stats.failures;
  r.stats.propagations += first.stats.propagations;
  r.stats.max_depth = std::max(r.stats.max_depth, first.stats.max_depth);
  return r;
}

}  // namespace

search::SearchResult list_solutions(const Puzzle& puzzle, const search::SearchOptions& options,
                                    const search::ParallelOptions& popts,
                                    const std::function<bool(const Grid&)>& sink) {
  // The split keeps the sequential search's order (the model's chooser
  // depends on the domains alone), so one thread is the sequential search.
  // With restarts, a first solution and its uniqueness proof run on one
  // thread: splitting them would change the answer with the thread count.
  // By clause learning (check, solve) they are searches that race, one a
  // thread (sat/portfolio.h).
  const int threads = search::thread_count(popts.threads);
  if (threads == 1 || needs_wide_domains(puzzle) ||
      first_search(puzzle, options, false) != FirstSearch::kPlain)
    return solve_on_threads(puzzle, options, sink, threads);
  if (probes_first(options, popts)) return probe_then_list(puzzle, options, popts, sink);
  return list_on_threads(puzzle, options, popts, sink);
}

}  // namespace deduce::puzzles::futoshiki
