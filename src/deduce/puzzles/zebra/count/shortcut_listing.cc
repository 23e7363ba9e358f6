// ShortcutListing: see shortcut_listing.h.
#include "deduce/puzzles/zebra/count/shortcut_listing.h"

#include <utility>

namespace deduce::puzzles::zebra {

ShortcutListing::ShortcutListing(const Puzzle& puzzle, const Model& model, const ModelScope& scope,
                                 std::uint64_t solution_limit, Pause pause, OnSolution on_solution)
    : shortcut_(puzzle, model, scope),
      limit_(solution_limit),
      pause_(std::move(pause)),
      on_solution_(std::move(on_solution)) {}

ShortcutListing::OnSolution ShortcutListing::install(search::SearchOptions& o) {
  o.at_node = [this, inner = o.at_node](core::Store& s) {
    if (stopped_) return false;  // drain the search's stack quickly
    if (inner && !inner(s)) return false;
    if (!shortcut_.entailed(s) || !shortcut_.prepare_listing(s)) return true;
    ++shortcuts_;
    bool stop = false;
    listed_ += shortcut_.list(s, buffer_, counted_, keep_going_, stop);
    if (stop) stopped_ = true;
    return false;
  };
  counted_ = [this](const Positions& p) {
    ++seen_;
    if (!on_solution_(p)) return stop_for(budget::StopReason::kSolutionLimit);
    if (limit_ != 0 && seen_ >= limit_) return stop_for(budget::StopReason::kSolutionLimit);
    return true;
  };
  keep_going_ = [this] {
    const budget::StopReason r = pause_();
    return r == budget::StopReason::kNone || stop_for(r);
  };
  return counted_;
}

void ShortcutListing::correct(search::SearchResult& r) const {
  r.stats.failures -= shortcuts_;
  r.stats.solutions += listed_;
  if (stopped_) {
    r.complete = false;
    r.stop = reason_;
  }
}

ShortcutListing::Pause ShortcutListing::clock(const budget::Limits& limits) {
  budget::Limits time_only = limits;
  time_only.node_limit = 0;
  return [budget = budget::Budget(time_only)]() mutable {
    return budget.spend() ? budget.reason() : budget::StopReason::kNone;
  };
}

bool ShortcutListing::stop_for(budget::StopReason reason) {
  stopped_ = true;
  if (reason_ == budget::StopReason::kNone) reason_ = reason;
  return false;
}

}  // namespace deduce::puzzles::zebra
