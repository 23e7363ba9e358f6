// A listing search that lists the solutions below entailed nodes directly
// (entailed.h): a node hook hands them over and then fails the node, so the
// search never goes below it. Its order is the search's down to an entailed
// node, then the shortcut's odometer order within it.
//
// Used by a listing on one thread (solver.cc) and by each subproblem of a
// listing on several (listing.cc). The search's result is corrected
// afterwards: the nodes the hook failed are not failures, their solutions
// are solutions, and a listing the pause stopped is incomplete.
#pragma once

#include <cstdint>
#include <functional>

#include "deduce/budget/limits.h"
#include "deduce/puzzles/zebra/count/entailed.h"
#include "deduce/puzzles/zebra/model/model.h"
#include "deduce/search/dfs.h"

namespace deduce::puzzles::zebra {

class ShortcutListing {
 public:
  // Asked every 4096 solutions listed directly: the reason to stop (kNone:
  // go on): the clock and Ctrl-C. (A listing under a node limit does not
  // use the shortcut: the limit counts nodes, and the solutions listed
  // directly have none.)
  using Pause = std::function<budget::StopReason()>;
  using OnSolution = std::function<bool(const Positions&)>;

  // For the search of `model` (posted for `scope`); at most `solution_limit`
  // solutions (0: all) reach `on_solution`, which returns false to stop.
  ShortcutListing(const Puzzle& puzzle, const Model& model, const ModelScope& scope,
                  std::uint64_t solution_limit, Pause pause, OnSolution on_solution);
  ShortcutListing(const ShortcutListing&) = delete;
  ShortcutListing& operator=(const ShortcutListing&) = delete;

  // Installs the hook in `o` (after any hook it has; `o` must not outlive
  // this listing) and returns the callback the search must call for the
  // solutions it finds itself.
  OnSolution install(search::SearchOptions& o);

  // Corrects the result of the search that ran with the hook.
  void correct(search::SearchResult& r) const;

  // The pause of a search on one thread: the time limit of `limits` (its
  // node limit is left to the search).
  static Pause clock(const budget::Limits& limits);

 private:
  bool stop_for(budget::StopReason reason);

  EntailedShortcut shortcut_;
  const std::uint64_t limit_;
  Pause pause_;
  OnSolution on_solution_;
  OnSolution counted_;
  std::function<bool()> keep_going_;
  Positions buffer_;
  std::uint64_t seen_ = 0, listed_ = 0, shortcuts_ = 0;
  bool stopped_ = false;
  budget::StopReason reason_ = budget::StopReason::kNone;
};

}  // namespace deduce::puzzles::zebra
