// Counting a group of logic-grid categories through entailed nodes
// (entailed.h), on one thread or several.
//
// The search is a plain depth-first search whose node hook counts the
// subtree of an entailed node directly and fails the node, so the search
// never goes below it; no subtree cache (below the entailed nodes nothing is
// left to cache, and above them a tight grid's nodes rarely meet twice).
// On several threads a count that outlasts its first nodes on one thread
// is split at the top, depth first (split_depth_first below), and each
// thread replays subproblems (search::replay) and counts them on its own
// model copy. The split and the replays settle the same nodes again and
// again, so a copy's hook counts only while its own search runs.
#include <tbb/enumerable_thread_specific.h>
#include <tbb/global_control.h>
#include <tbb/parallel_for.h>
#include <tbb/task_arena.h>

#include <bit>

#include "deduce/puzzles/zebra/entailed.h"
#include "deduce/puzzles/zebra/solver.h"
#include "deduce/search/brancher.h"
#include "deduce/search/parallel_search.h"
#include "deduce/search/singleton.h"

namespace deduce::puzzles::zebra {

namespace {

// One model copy and what its hook keeps.
struct CountingCopy {
  Model model;
  search::SingletonProber prober;
  EntailedShortcut shortcut;
  util::BigCount total = 0;  // what the copy's searches counted
  util::BigCount below = 0;
  std::uint64_t shortcuts = 0;  // entailed nodes counted (not failures)
  bool counting = false;
  CountingCopy(core::Store& s, const Puzzle& p, const ModelScope& scope)
      : model(s, p, scope), prober(model.branch_vars()), shortcut(p, model, scope) {}
};

// A count has no order to keep: the model without the channels nothing
// reads (model.h).
search::Space counting_space(const Puzzle& puzzle, ModelScope scope, const Inference& inference) {
  scope.channel_every_category = false;
  search::Space space;
  auto copy = std::make_shared<CountingCopy>(*space.store, puzzle, scope);
  space.branch_vars = copy->model.branch_vars();
  if (!space.store->failed() &&
      !add_inference(*space.store, copy->prober, inference, space.options))
    space.store->fail();
  space.options.at_node = [c = copy.get(), inner = space.options.at_node](core::Store& s) {
    if (inner && !inner(s)) return false;
    if (!c->counting || !c->shortcut.entailed(s) || !c->shortcut.count(s, c->below)) return true;
    c->total += c->below;
    ++c->shortcuts;
    return false;
  };
  space.keep = copy;
  return space;
}

// Counts below the store's current node into the copy's total.
search::SearchResult count_below(search::Space& space, search::SearchOptions o) {
  auto* c = static_cast<CountingCopy*>(space.keep.get());
  o.at_node = space.options.at_node;
  o.var_choice = space.options.var_choice;
  c->counting = true;
  c->shortcuts = 0;
  search::Dfs dfs(*space.store, space.branch_vars, o);
  search::SearchResult r = dfs.count();
  c->counting = false;
  r.stats.failures -= c->shortcuts;
  c->total += util::big_from_u64(r.stats.solutions);
  return r;
}

// Appends to `out` the open nodes `depth` decisions below the current node
// (and the solved ones above it), left to right as the sequential search
// meets them; failed nodes are dropped. `deeper`: some node is at `depth`
// (so the next round may find more).
void collect(search::Space& space, search::Brancher& brancher, search::Path& path, int depth,
             std::vector<search::Path>& out, std::uint64_t& nodes, bool& deeper) {
  if (static_cast<int>(path.size()) == depth) {
    deeper = true;
    out.push_back(path);
    return;
  }
  const search::Decision d = brancher.next(*space.store);
  if (d.var < 0) {
    out.push_back(path);
    return;
  }
  core::Store& store = *space.store;
  for (const bool equal : {true, false}) {
    store.push_level();
    ++nodes;
    const bool ok = (equal ? store.assign(d.var, d.value) : store.remove(d.var, d.value)) &&
                    store.propagate() && (!space.options.at_node || space.options.at_node(store));
    if (ok) {
      path.push_back({d.var, d.value, equal});
      collect(space, brancher, path, depth, out, nodes, deeper);
      path.pop_back();
    }
    store.pop_level();
  }
}

// The open nodes at the first depth that has at least `target` of them (or
// the whole tree's solved nodes, when no node is that deep), by iterative deepening from the
// settled root: each node of a round is propagated once, not replayed from the root
// (search::split()), so the split costs about twice the nodes it keeps.
std::vector<search::Path> split_depth_first(search::Space& root, std::size_t target,
                                            std::uint64_t& nodes) {
  std::vector<search::Path> out;
  if (!search::settle_root(root)) return out;
  search::Brancher brancher(root.branch_vars, root.options.var_choice);
  search::Path path;
  // A depth d holds at most 2^d nodes: start where `target` may fit.
  for (int depth = std::bit_width(target - 1);; ++depth) {
    out.clear();
    bool deeper = false;
    collect(root, brancher, path, depth, out, nodes, deeper);
    if (out.size() >= target || !deeper) return out;
  }
}

void add_stats(search::Stats& total, const search::Stats& s) {
  total.nodes += s.nodes;
  total.failures += s.failures;
  total.propagations += s.propagations;
  total.max_depth = std::max(total.max_depth, s.max_depth);
}

}  // namespace

search::SearchResult count_through_entailed(const Puzzle& puzzle, const ModelScope& scope,
                                            const Inference& inference,
                                            const search::SearchOptions& options, int threads,
                                            util::BigCount& total) {
  total = 0;
  search::Space root = counting_space(puzzle, scope, inference);
  if (root.store->failed()) {
    search::SearchResult r;
    r.complete = true;
    r.stats.failures = 1;
    return r;
  }
  // Under a node limit, one search as on one thread: the limit then stops
  // it at the same node on every run.
  if (threads <= 1 || options.limits.node_limit != 0) {
    search::SearchResult r = count_below(root, options);
    total = static_cast<CountingCopy*>(root.keep.get())->total;
    return r;
  }
  const budget::Budget clock(options.limits);  // for the elapsed time only
  // A small tree is counted here, on one thread: starting threads, building
  // a model copy for each and replaying the subproblems costs a few
  // milliseconds, more than the whole count of the 8x8 and 10x10 grids (266
  // and 414 nodes, 0.6 and 1.6 ms on one thread, 5 and 13 ms on two). So
  // the sequential count runs first for inference.split_after_nodes (1,000
  // by default); a count that does not finish in them starts again on the
  // threads (the nodes spent are a small part of any tree that large).
  std::uint64_t split_nodes = 0;
  if (inference.split_after_nodes != 0) {
    search::SearchOptions probe = options;
    probe.limits.node_limit = inference.split_after_nodes;
    // Its own node limit only: a stop there must not stop a caller's shared
    // work (a shared budget passes its own stops on to every search).
    probe.limits.shared = nullptr;
    search::SearchResult r = count_below(root, probe);
    auto* copy = static_cast<CountingCopy*>(root.keep.get());
    if (r.complete || r.stop != budget::StopReason::kNodeLimit) {
      total = copy->total;
      return r;
    }
    copy->total = 0;
    split_nodes = r.stats.nodes;
  }
  // The subproblems: open nodes at one depth, found depth first with push
  // and pop (split_depth_first). search::split() replays each node from the
  // root instead, which on the 12x12 grid cost about as much as the whole
  // sequential count; with few subproblems it is cheap but leaves two of
  // them with 80% of the tree. Several dozen a thread balance the threads.
  const std::size_t target = static_cast<std::size_t>(32 * threads);
  const std::vector<search::Path> paths = split_depth_first(root, target, split_nodes);
  if (paths.size() < 2) {
    // Nothing to share (the root is solved, or one subproblem is left):
    // no threads to start, which would cost more than such a search.
    search::SearchResult r = count_below(root, options);
    total = static_cast<CountingCopy*>(root.keep.get())->total;
    r.stats.nodes += split_nodes;
    return r;
  }
  budget::SharedWork shared;
  shared.limit(options.limits);
  shared.spent = split_nodes;
  search::SearchOptions task = options;
  task.limits = budget::Limits{};
  task.limits.shared = &shared;
  // A copy per thread, settled at its root once, counts subproblem after
  // subproblem; the totals add up whoever counted what.
  struct Worker {
    search::Space space;
    bool settled = false;
    search::Stats stats;
    bool complete = true;
    budget::StopReason stop = budget::StopReason::kNone;
  };
  tbb::enumerable_thread_specific<Worker> workers([&] {
    Worker w;
    w.space = counting_space(puzzle, scope, inference);
    return w;
  });
  // TBB caps its workers at the cores unless told otherwise: --threads 4 on
  // two cores gets four threads, as asked (as search/parallel_search.cc does).
  tbb::global_control allow(tbb::global_control::max_allowed_parallelism,
                            static_cast<std::size_t>(threads));
  tbb::task_arena arena(threads);
  arena.execute([&] {
    tbb::parallel_for(std::size_t{0}, paths.size(), [&](std::size_t i) {
      Worker& w = workers.local();
      core::Store& store = *w.space.store;
      if (!w.settled) {
        w.settled = true;
        if (!search::settle_root(w.space)) return;  // cannot be: the root's split did
      }
      store.push_level();
      if (search::replay(w.space, paths[i])) {
        const search::SearchResult r = count_below(w.space, task);
        add_stats(w.stats, r.stats);
        if (!r.complete) {
          w.complete = false;
          w.stop = r.stop;
        }
      }
      store.pop_level();
    });
  });
  search::SearchResult r;
  r.complete = true;
  r.stats.nodes = split_nodes;
  for (Worker& w : workers) {
    total += static_cast<CountingCopy*>(w.space.keep.get())->total;
    add_stats(r.stats, w.stats);
    if (!w.complete) {
      r.complete = false;
      r.stop = w.stop;
    }
  }
  r.stats.solutions = total.fits_ulong_p() ? total.get_ui() : ~0ULL;
  r.stats.seconds = clock.elapsed_seconds();
  return r;
}

}  // namespace deduce::puzzles::zebra
