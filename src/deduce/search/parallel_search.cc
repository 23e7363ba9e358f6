#include "deduce/search/parallel_search.h"

#include <sched.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <mutex>

#include "deduce/budget/progress.h"
#include "deduce/search/brancher.h"
#include "deduce/search/counting_dfs.h"
#include "deduce/search/for_each_index.h"
#include "deduce/search/subtree_cache.h"
#include "deduce/search/work_pool.h"

namespace deduce::search {

namespace {

// The cores this process may run on, as oneTBB 2021.8 counts them for its default concurrency
// (AvailableHwConcurrency in src/tbb/misc_ex.cpp): the CPUs of the process's affinity mask, at
// most the CPUs online, at least 1; read once. Counted here rather than asked of oneTBB so that
// a command that only needs the number (a count that then runs on one thread) does not load it
// (tbb_loop.h).
int process_cores() {
  static const int cores = [] {
    const long online = ::sysconf(_SC_NPROCESSORS_ONLN);
    cpu_set_t* mask = nullptr;
    std::size_t bytes = 0;
    // A mask too small for the kernel's CPU count fails with EINVAL: double it, as oneTBB does.
    for (int cpus = 1024;; cpus *= 2) {
      mask = CPU_ALLOC(cpus);
      bytes = CPU_ALLOC_SIZE(cpus);
      CPU_ZERO_S(bytes, mask);
      if (::sched_getaffinity(::getpid(), bytes, mask) == 0) break;
      CPU_FREE(mask);
      mask = nullptr;
      if (errno != EINVAL || cpus >= 256 * 1024) break;
    }
    long count = online;
    if (mask != nullptr) {
      count = std::min<long>(CPU_COUNT_S(bytes, mask), online);
      CPU_FREE(mask);
    }
    return static_cast<int>(std::max<long>(count, 1));
  }();
  return cores;
}

}  // namespace

int thread_count(int threads) {
  return threads > 0 ? threads : process_cores();
}

namespace {

// Counts a subproblem as done for the progress line when its job ends,
// whichever way it returns.
struct ProgressPart {
  ~ProgressPart() { budget::g_progress.subpart_done(); }
};

// The node's fixpoint, with the model's extra inference.
bool settle(Space& space) {
  return space.store->propagate() &&
         (!space.options.at_node || space.options.at_node(*space.store));
}

// The decision the sequential search takes at the current node. `b` is a
// fresh brancher made by the caller outside the node's level: it trails its
// own boundary word, so it must outlive the level that pop_level() undoes.
Decision decide(Space& space, Brancher& b) {
  if (space.options.chooser) return space.options.chooser(*space.store);
  return b.next(*space.store);
}

// Sums a task's statistics into the total.
void add_stats(Stats& total, const Stats& s, std::size_t depth) {
  total.nodes += s.nodes;
  total.failures += s.failures;
  total.propagations += s.propagations;
  total.cache_hits += s.cache_hits;
  total.max_depth =
      std::max<std::uint32_t>(total.max_depth, s.max_depth + static_cast<std::uint32_t>(depth));
}

// The statistics of the split and of every subproblem's search, and whether
// every subproblem ran and finished (so the whole tree was explored).
Stats total_of(const Stats& split_stats, const std::vector<Path>& paths,
               const std::vector<SearchResult>& results, const std::vector<char>& ran,
               bool& complete) {
  Stats stats = split_stats;
  complete = true;
  for (std::size_t i = 0; i < paths.size(); ++i) {
    complete = complete && ran[i] && results[i].complete;
    add_stats(stats, results[i].stats, paths[i].size());
  }
  return stats;
}

// Under a node limit, fewer subproblems: a small limit then searches as the
// sequential search does (one subproblem is the whole tree), and the nodes
// the split spends stay a small part of the limit.
std::size_t parts(const SearchOptions& options, const ParallelOptions& popts) {
  const std::uint64_t limit = options.limits.node_limit;
  if (limit == 0) return popts.subproblems;
  return static_cast<std::size_t>(std::clamp<std::uint64_t>(limit / 64, 1, popts.subproblems));
}

// A task's options: the model copy's own (chooser, hook); its limits are
// the shared work's (one node limit, one deadline for every task, however
// late a task starts).
SearchOptions task_options(const Space& space, const SearchOptions& options,
                           budget::SharedWork& shared) {
  SearchOptions o = space.options;
  o.limits = budget::Limits{};
  o.limits.shared = &shared;
  o.solution_limit = options.solution_limit;
  return o;
}

// The shared subtree cache of a count, per thread: what one thread's search has on its own
// (counting_dfs.h), so the threads together use what they used with a cache each.
constexpr std::size_t kCacheBytesPerThread = std::size_t{64} << 20;

}  // namespace

bool settle_root(Space& space) {
  return !space.store->failed() && settle(space);
}

bool replay(Space& space, const Path& path) {
  if (!settle(space)) return false;
  for (const Step& s : path) {
    const bool ok =
        s.equal ? space.store->assign(s.var, s.value) : space.store->remove(s.var, s.value);
    if (!ok || !settle(space)) return false;
  }
  return true;
}

std::vector<Path> split(Space& space, std::size_t subproblems, int max_depth, Stats& stats) {
  core::Store& store = *space.store;
  const std::uint64_t propagations_before = store.propagations();
  std::vector<Path> frontier;
  ++stats.nodes;  // the root
  if (settle_root(space)) {
    frontier.emplace_back();
  } else {
    ++stats.failures;
  }
  for (int depth = 0; depth < max_depth && !frontier.empty() && frontier.size() < subproblems;
       ++depth) {
    std::vector<Path> next;
    bool grew = false;
    for (Path& p : frontier) {
      Brancher brancher(space.branch_vars, space.options.var_choice);
      store.push_level();
      const bool ok = replay(space, p);
      const Decision d = ok ? decide(space, brancher) : Decision{};
      store.pop_level();
      if (depth > 0) ++stats.nodes;  // the root is counted above
      if (!ok) {
        ++stats.failures;
        continue;  // a failed node has nothing to count
      }
      if (d.var < 0) {
        next.push_back(std::move(p));  // solved: a subproblem with nothing left to decide
        continue;
      }
      grew = true;
      Path right = p;
      p.push_back({d.var, d.value, true});
      right.push_back({d.var, d.value, false});
      next.push_back(std::move(p));
      next.push_back(std::move(right));
    }
    frontier = std::move(next);
    if (!grew) break;
  }
  stats.propagations = store.propagations() - propagations_before;
  return frontier;
}

ParallelCount parallel_count(const SpaceFactory& factory, const SearchOptions& options,
                             const ParallelOptions& popts) {
  budget::Budget clock(options.limits);  // for the elapsed time only
  const int threads = thread_count(popts.threads);
  budget::SharedWork shared;
  shared.limit(options.limits);
  WorkPool pool(1);  // the root's search is busy from the start
  struct Worker {
    Space space;
    std::unique_ptr<CountingDfs> counter;
    bool consistent = false;
    std::uint64_t solutions = 0;
    Stats stats;
    bool complete = true;
  };
  std::vector<Worker> workers(static_cast<std::size_t>(threads));
  // One cache for every thread: a subtree one thread counted is a hit for the others. It is built
  // on the first copy's store (every copy has the same posts, so the same key width).
  std::unique_ptr<SubtreeCache> cache;
  std::once_flag cache_made;
  auto build = [&](Worker& w) {
    if (w.counter) return;
    w.space = factory();
    // The root's propagation at level 0, kept by every branch: a propagation first run inside a
    // branch's level would be undone with it, and the propagators it woke would not be woken
    // again.
    w.consistent = settle_root(w.space);
    std::call_once(cache_made, [&] {
      cache =
          std::make_unique<SubtreeCache>(CountingDfs::key_width(*w.space.store),
                                         kCacheBytesPerThread * static_cast<std::size_t>(threads));
    });
    w.counter =
        std::make_unique<CountingDfs>(*w.space.store, w.space.branch_vars,
                                      task_options(w.space, options, shared), 0, cache.get());
  };
  std::atomic<std::uint64_t> total{0};
  std::atomic<bool> root_taken{false};
  budget::g_progress.begin_subtask(CountingDfs::kShareParts);  // the tree's share done
  for_each_thread(threads, [&](std::size_t job) {
    Worker& w = workers[job];
    const bool root_job = !root_taken.exchange(true);
    Branch branch;  // the root's: the empty path
    for (bool ok = root_job || pool.take(branch, false); ok; ok = pool.take(branch)) {
      build(w);
      core::Store& store = *w.space.store;
      store.push_level();
      const std::uint64_t before = store.propagations();
      const bool live = w.consistent && replay(w.space, branch.path);
      const std::uint64_t replayed = store.propagations() - before;
      SearchResult r;
      if (live) {
        r = w.counter->count(branch.path, &pool);
      } else {
        r.complete = true;
        r.stats.failures = 1;
        CountingDfs::add_failed_branch(branch.path.size());
      }
      store.pop_level();
      w.solutions += r.stats.solutions;
      add_stats(w.stats, r.stats, branch.path.size());
      w.stats.propagations += replayed;
      const std::uint64_t sum =
          total.fetch_add(r.stats.solutions, std::memory_order_relaxed) + r.stats.solutions;
      if (options.solution_limit != 0 && sum >= options.solution_limit) {
        shared.stop_all(budget::StopReason::kSolutionLimit);
      } else if (!r.complete) {
        w.complete = false;
        shared.stop_all(r.stop);
      }
      if (shared.stop.load(std::memory_order_relaxed) != 0) {
        pool.stop();
        return;
      }
    }
  });

  budget::g_progress.end_subtask();
  ParallelCount out;
  Stats stats;
  bool complete = true;
  for (const Worker& w : workers) {
    out.count += util::big_from_u64(w.solutions);
    add_stats(stats, w.stats, 0);
    complete = complete && w.complete;
  }
  const auto stop = static_cast<budget::StopReason>(shared.stop.load());
  complete = complete && stop == budget::StopReason::kNone;
  // Reaching the cap stops the count, as it stops the sequential one.
  const bool capped =
      options.solution_limit != 0 && out.count >= util::big_from_u64(options.solution_limit);
  if (capped) out.count = util::big_from_u64(options.solution_limit);
  stats.solutions = out.count.fits_ulong_p() ? out.count.get_ui() : ~0ULL;
  out.search = finish_search(!complete || capped, clock, stats, stats.propagations);
  out.search.stop = capped     ? budget::StopReason::kSolutionLimit
                    : complete ? budget::StopReason::kNone
                               : stop;
  return out;
}

SearchResult parallel_list(const SpaceFactory& factory, const SearchOptions& options,
                           const ParallelOptions& popts, budget::SharedWork& shared,
                           const SubproblemsFound& on_split, const SubproblemSolution& on_solution,
                           const SubproblemDone& on_done) {
  budget::Budget clock(options.limits);
  Space root = factory();
  Stats split_stats;
  const std::vector<Path> paths = split(root, parts(options, popts), popts.max_depth, split_stats);
  on_split(paths.size());
  shared.limit(options.limits);
  shared.spent = split_stats.nodes;
  std::vector<SearchResult> results(paths.size());
  std::vector<char> ran(paths.size(), 0);
  budget::g_progress.begin_subtask(paths.size());
  for_each_index(thread_count(popts.threads), paths.size(), [&](std::size_t i) {
    const ProgressPart part;
    if (shared.stop.load(std::memory_order_relaxed) == 0) {
      Space space = factory();
      core::Store& store = *space.store;
      const bool consistent = settle_root(space);
      store.push_level();
      const std::uint64_t before = store.propagations();
      if (consistent && replay(space, paths[i])) {
        const std::uint64_t replayed = store.propagations() - before;
        SearchOptions o = task_options(space, options, shared);
        o.solution_limit = 0;  // the callbacks count across subproblems
        if (space.before_search) space.before_search(i, o);
        Dfs dfs(store, space.branch_vars, o);
        results[i] = dfs.run([&](const core::Store& s) { return on_solution(i, s); });
        if (space.after_search) space.after_search(results[i]);
        results[i].stats.propagations += replayed;
      } else {
        results[i].complete = true;
        results[i].stats.failures = 1;
        results[i].stats.propagations = store.propagations() - before;
      }
      store.pop_level();
      ran[i] = 1;
      // A subproblem stopped by its callback stops alone.
      if (!results[i].complete && results[i].stop != budget::StopReason::kSolutionLimit)
        shared.stop_all(results[i].stop);
    }
    on_done(i);
  });
  budget::g_progress.end_subtask();
  bool complete = true;
  const Stats stats = total_of(split_stats, paths, results, ran, complete);
  SearchResult r = finish_search(!complete, clock, stats, stats.propagations);
  const int stop = shared.stop.load();
  r.stop = complete    ? budget::StopReason::kNone
           : stop != 0 ? static_cast<budget::StopReason>(stop)
                       : budget::StopReason::kSolutionLimit;
  return r;
}

}  // namespace deduce::search
