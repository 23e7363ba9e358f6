#include "families/search_outcome.h"

#include "tables.h"

namespace deduce::apps {

PuzzleResult not_available(const char* command) {
  PuzzleResult o;
  o.status = Status::kStopped;
  o.stop_detail = std::string(command) + " is not available for this kind";
  return o;
}

PuzzleResult Family::analyze(std::size_t, const Work&) {
  return not_available("analyze");
}
PuzzleResult Family::explain(std::size_t, const Work&, bool) {
  return not_available("explain");
}
PuzzleResult Family::hint(std::size_t, const Work&) {
  return not_available("hint");
}

std::vector<Stat> search_stats(const search::Stats& s) {
  return {{"nodes", s.nodes},
          {"failures", s.failures},
          {"propagations", s.propagations},
          {"max_depth", std::uint64_t{s.max_depth}},
          {"cache_hits", s.cache_hits},
          {"seconds", s.seconds}};
}

void settle_count(PuzzleResult& o) {
  const bool zero = o.count.value == 0;
  if (zero) {
    o.status = o.count.exact ? Status::kNoSolution : Status::kStopped;
    o.uniqueness = Uniqueness::kNone;
    return;
  }
  o.status = Status::kSolved;
  if (o.count.value >= 2)
    o.uniqueness = Uniqueness::kSeveral;
  else
    o.uniqueness = o.count.exact ? Uniqueness::kUnique : Uniqueness::kUndecided;
}

search::SearchOptions count_options(const Work& work) {
  search::SearchOptions so;
  so.limits = work.limits;
  so.solution_limit = work.request.limit;
  return so;
}

PuzzleResult count_outcome(const Work& work, const search::Stats& stats, budget::StopReason stop,
                           const util::BigCount& count) {
  PuzzleResult o;
  o.stats = search_stats(stats);
  o.stop = stop_of(stop);
  o.stop_detail = stop_words(o.stop, work.request);
  o.count = {count, o.stop == Stop::kNone, Counted::kSolutions};
  settle_count(o);
  return o;
}

}  // namespace deduce::apps
