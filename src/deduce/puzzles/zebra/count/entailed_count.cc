// Counting a group of logic-grid categories through entailed nodes
// (entailed.h), on one thread or several.
//
// The search is a plain depth-first search whose node hook counts the
// subtree of an entailed node directly and fails the node, so the search
// never goes below it; no subtree cache (below the entailed nodes nothing is
// left to cache, and above them a tight grid's nodes rarely meet twice).
// On several threads a count that outlasts its first nodes on one thread
// goes on from there while the other threads take the branches it has not
// reached yet, whenever one of them is idle (sharing_dfs.h, work_pool.h);
// each replays its branch (search::replay) and counts it on its own model
// copy, which starts from the root's settled domains and the giver's
// dom/wdeg weights. The replays settle nodes another copy has searched, so a
// copy's hook counts only while its own search runs.
#include <atomic>
#include <vector>

#include "deduce/puzzles/zebra/count/entailed.h"
#include "deduce/puzzles/zebra/model/solver.h"
#include "deduce/search/brancher.h"
#include "deduce/search/for_each_index.h"
#include "deduce/search/parallel_search.h"
#include "deduce/search/sharing_dfs.h"
#include "deduce/search/singleton.h"
#include "deduce/search/work_pool.h"

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
// reads, and with singles instead of GAC on the categories (model.h).
search::Space counting_space(const Puzzle& puzzle, ModelScope scope, const Inference& inference) {
  scope.channel_every_category = false;
  scope.all_different_gac = false;
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
  auto* root_copy = static_cast<CountingCopy*>(root.keep.get());
  // A small tree is counted here, on one thread: splitting costs more than the whole count of
  // the 8x8 grid (316 nodes, 0.9 ms on one thread, of which the root's propagation is 0.2 ms): a
  // helper thread starts 0.05 to 3.3 ms after it is created on a two-core virtual machine whose
  // other core was idle, and its copy is ready 0.3 to 0.5 ms later. So the count runs on this
  // thread for inference.split_after_nodes, the same search as on one thread; a count that does
  // not finish in them goes on from where it stands, with the other threads taking the branches
  // it has not reached yet (sharing_dfs.h): nothing searched so far is searched again. Measured
  // on two cores (docs/benchmarks.md, "Singles, not GAC, for logic-grid counts"): with nodes of
  // 4 us, offering branches after 700 nodes, not 300, takes the 8x8, 10x10 and loose 6x4 grids
  // (316, 486 and 628 nodes) from 1.11, 2.35 and 1.33 ms to 0.90, 2.05 and 1.12 ms, the time of
  // one thread, and leaves the 12x12 grid's count (12,000 nodes) within 0.2 ms of 28.9 ms.
  search::SharingDfs root_search(root);
  root_copy->counting = true;
  root_copy->shortcuts = 0;
  root_search.start({});
  // The settled root, from which the other threads' copies start (their own propagation from
  // scratch would reach the same fixpoint, in more time).
  const core::Store& root_store = *root.store;
  std::vector<core::Bits> root_domains(static_cast<std::size_t>(root_store.num_vars()));
  for (core::VarId x = 0; x < root_store.num_vars(); ++x) root_domains[x] = root_store.dom(x);
  const bool nested = search::inside_parallel_job();
  const std::uint64_t split_after =
      nested ? inference.split_after_nodes_nested : inference.split_after_nodes;
  budget::Budget first_budget(options.limits);
  const search::SharingDfs::RunEnd first =
      split_after == 0 ? search::SharingDfs::RunEnd::kPaused
                       : root_search.run(first_budget, split_after, nullptr);
  if (first != search::SharingDfs::RunEnd::kPaused) {
    search::SearchResult r;
    r.complete = first == search::SharingDfs::RunEnd::kDone;
    r.stop = first_budget.reason();
    r.stats = root_search.stats();
    r.stats.failures -= root_copy->shortcuts;
    total = root_copy->total + util::big_from_u64(r.stats.solutions);
    r.stats.seconds = clock.elapsed_seconds();
    return r;
  }
  budget::SharedWork shared;
  shared.limit(options.limits);
  shared.spent = root_search.stats().nodes;
  budget::Limits task_limits;
  task_limits.shared = &shared;
  search::WorkPool pool(1);  // the root's search is busy from the start
  // A copy per job, settled at the root once, counts branch after branch; the totals add up
  // whoever counted what.
  struct Worker {
    search::Space space;  // built once: counting_space() sets its keep
    std::unique_ptr<search::SharingDfs> dfs;
  };
  std::vector<Worker> workers(static_cast<std::size_t>(threads));
  auto build = [&](Worker& w) {
    if (w.space.keep) return;
    w.space = counting_space(puzzle, scope, inference);
    core::Store& store = *w.space.store;
    bool ok = !store.failed();
    for (core::VarId x = 0; ok && x < store.num_vars(); ++x)
      ok = store.restrict(x, root_domains[x]);
    if (ok && search::settle_root(w.space)) w.dfs = std::make_unique<search::SharingDfs>(w.space);
    // (A copy that fails here cannot be: the root's search settled the same fixpoint.)
  };
  std::atomic<int> stop{0};  // a StopReason, the first one met
  auto stopped = [&](const budget::Budget& b) {
    int none = 0;
    stop.compare_exchange_strong(none, static_cast<int>(b.reason()));
    pool.stop();
  };
  // The first job to start goes on with the root's search (so no job waits for one that has not
  // started); the others wait for branches.
  std::atomic<bool> root_taken{false};
  search::for_each_thread(threads, [&](std::size_t job) {
    Worker& w = workers[job];
    const bool root_job = !root_taken.exchange(true);
    if (root_job) {
      budget::Budget b(task_limits);
      if (root_search.run(b, 0, &pool) == search::SharingDfs::RunEnd::kStopped) return stopped(b);
    } else if (!nested && !pool.over()) {
      // Ready before it asks for a branch (inside another loop's job, a copy is built only for a
      // branch taken: the job may start when the count is nearly over).
      build(w);
    }
    search::Branch branch;
    for (bool was_busy = root_job; pool.take(branch, was_busy); was_busy = true) {
      const search::Path& path = branch.path;
      build(w);
      auto* copy = static_cast<CountingCopy*>(w.space.keep.get());
      core::Store& store = *w.space.store;
      store.set_wdeg(branch.weights);
      store.push_level();
      // The replay settles nodes the giver searched: its hook must not
      // count them (nor the branch's own node, which start() settles).
      copy->counting = false;
      const bool ok = w.dfs && search::replay(w.space, path);
      copy->counting = true;
      if (ok) {
        w.dfs->start(path);
        budget::Budget b(task_limits);
        if (w.dfs->run(b, 0, &pool) == search::SharingDfs::RunEnd::kStopped) {
          store.pop_level();
          return stopped(b);
        }
      }
      store.pop_level();
    }
  });
  search::SearchResult r;
  r.stop = static_cast<budget::StopReason>(stop.load());
  r.complete = r.stop == budget::StopReason::kNone;
  r.stats = root_search.stats();
  r.stats.failures -= root_copy->shortcuts;
  total = root_copy->total + util::big_from_u64(r.stats.solutions);
  for (Worker& w : workers) {
    if (!w.dfs) continue;
    auto* copy = static_cast<CountingCopy*>(w.space.keep.get());
    search::Stats s = w.dfs->stats();
    s.failures -= copy->shortcuts;
    total += copy->total + util::big_from_u64(s.solutions);
    add_stats(r.stats, s);
  }

  r.stats.solutions = total.fits_ulong_p() ? total.get_ui() : ~0ULL;
  r.stats.seconds = clock.elapsed_seconds();
  return r;
}

}  // namespace deduce::puzzles::zebra
