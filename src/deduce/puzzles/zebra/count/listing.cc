// Listing the solutions of a logic grid on every core (solve_parallel,
// solver.h): the split of search/parallel_search.h, each subproblem searched
// on its own model copy with the entailment shortcut (shortcut_listing.h),
// so that a loose grid's solutions are listed below entailed nodes at a
// fraction of a search leaf's cost, ordered or not.
//
// The order of an ordered listing is the subproblems' (fixed by the model
// alone), within each the search's down to an entailed node and the
// shortcut's odometer below it: the same for any number of threads.
#include <atomic>
#include <chrono>
#include <memory>

#include "deduce/puzzles/zebra/count/shortcut_listing.h"
#include "deduce/puzzles/zebra/model/solver.h"
#include "deduce/search/parallel_listing.h"
#include "deduce/search/singleton.h"

namespace deduce::puzzles::zebra {

namespace {

// The solutions a subproblem keeps until its turn, packed: one run of cells
// a solution, in the shape of the first (every solution of a model has the
// same), so keeping one allocates nothing most of the time.
class FlatPositions {
 public:
  void push_back(const Positions& p) {
    if (count_ == 0) {
      shape_ = p;
    }
    for (const std::vector<int>& row : p) cells_.insert(cells_.end(), row.begin(), row.end());
    ++count_;
  }
  std::size_t size() const { return count_; }
  template <class F>
  bool each(F&& f) {
    const int* at = cells_.data();
    for (std::size_t k = 0; k < count_; ++k) {
      for (std::vector<int>& row : shape_) {
        std::copy(at, at + row.size(), row.begin());
        at += row.size();
      }
      if (!f(static_cast<const Positions&>(shape_))) return false;
    }
    return true;
  }
  void release() {
    std::vector<int>().swap(cells_);
    count_ = 0;
  }
  void clear() {  // keeps the memory, for the next batch
    cells_.clear();
    count_ = 0;
  }

 private:
  Positions shape_;  // the shape, and the buffer each() reads a solution into
  std::vector<int> cells_;
  std::size_t count_ = 0;
};

// One model copy of the listing, searched for one subproblem.
struct ListingCopy {
  Model model;
  search::SingletonProber prober;
  std::unique_ptr<ShortcutListing> listing;
  ShortcutListing::OnSolution found;  // what the search's own leaves go to
  Positions buffer;                   // one buffer for every leaf read
  ListingCopy(core::Store& s, const Puzzle& p, const ModelScope& scope)
      : model(s, p, scope), prober(model.branch_vars()) {}
};

// The pause of a subproblem's shortcut: the shared work's stop, Ctrl-C and
// deadline (never its node limit: listing is not search).
budget::StopReason shared_pause(budget::SharedWork& shared) {
  const int stop = shared.stop.load(std::memory_order_relaxed);
  if (stop != 0) return static_cast<budget::StopReason>(stop);
  budget::StopReason r = budget::StopReason::kNone;
  if (const budget::StopReason outside = budget::outside_stop(shared.token);
      outside != budget::StopReason::kNone) {
    r = outside;
  } else if (shared.has_deadline && std::chrono::steady_clock::now() >= shared.deadline) {
    r = budget::StopReason::kTimeout;
  }
  if (r != budget::StopReason::kNone) shared.stop_all(r);
  return r;
}

}  // namespace

search::SearchResult solve_parallel(const Puzzle& puzzle, const search::SearchOptions& options,
                                    const search::ParallelOptions& popts,
                                    const std::function<bool(const Positions&)>& on_solution,
                                    const ModelScope& scope) {
  // In any order on one thread: no split (solve() lists below entailed
  // nodes itself). An ordered listing takes the split path on one thread
  // too: dom/wdeg learns from the failures of the search so far, so the
  // split's order is not the sequential search's, and it must be the same
  // for any count.
  if (search::thread_count(popts.threads) == 1 && !popts.ordered) {
    Inference any_order;
    any_order.list_entailed = true;
    return solve(puzzle, options, on_solution, scope, any_order);
  }
  budget::SharedWork shared;
  search::ListingSink<Positions, FlatPositions> out(options.solution_limit, popts.ordered, shared,
                                                    on_solution);
  // A node limit counts the search's nodes: the shortcut would hide the
  // solutions it lists from it, so a listing under one searches them all.
  const bool shortcut = options.limits.node_limit == 0;
  std::vector<ListingCopy*> copies;  // by subproblem, each set and read by its worker
  const search::SpaceFactory factory = [&] {
    search::Space space;
    auto copy = std::make_shared<ListingCopy>(*space.store, puzzle, scope);
    space.branch_vars = copy->model.branch_vars();
    if (!space.store->failed() &&
        !add_inference(*space.store, copy->prober, Inference{}, space.options))
      space.store->fail();
    ListingCopy* c = copy.get();
    space.before_search = [&, c](std::size_t sub, search::SearchOptions& o) {
      copies[sub] = c;
      if (!shortcut) {
        c->found = [&out, sub](const Positions& p) { return out.found(sub, p); };
        return;
      }
      c->listing = std::make_unique<ShortcutListing>(
          puzzle, c->model, scope, 0, [&shared] { return shared_pause(shared); },
          [&out, sub](const Positions& p) { return out.found(sub, p); });
      c->found = c->listing->install(o);
    };
    space.after_search = [c](search::SearchResult& r) {
      if (c->listing) c->listing->correct(r);
    };
    space.keep = std::move(copy);
    return space;
  };
  search::SearchResult r = search::parallel_list(
      factory, options, popts, shared,
      [&](std::size_t n) {
        out.begin(n);
        copies.assign(n, nullptr);
      },
      [&](std::size_t i, const core::Store& s) {
        ListingCopy& c = *copies[i];
        c.model.read_into(s, c.buffer);
        return c.found(c.buffer);
      },
      [&](std::size_t i) { out.done(i); });
  out.settle(r);
  return r;
}

}  // namespace deduce::puzzles::zebra
