#include "families/search_outcome.h"

#include <sstream>

#include "tables.h"

namespace deduce::apps {

namespace {

// The command table keeps commands away from kinds without them; reaching
// this is a bug in the table, reported as an outcome rather than a crash.
PuzzleResult not_available(const char* command) {
  PuzzleResult o;
  o.status = Status::kStopped;
  o.stop_detail = std::string(command) + " is not available for this kind";
  return o;
}

}  // namespace

PuzzleResult Family::analyze(std::size_t, const Work&) {
  return not_available("analyze");
}
PuzzleResult Family::explain(std::size_t, const Work&, bool) {
  return not_available("explain");
}
PuzzleResult Family::hint(std::size_t, const Work&) {
  return not_available("hint");
}
std::optional<std::vector<Subproblem>> Family::cut(std::size_t, const std::string&) {
  return std::nullopt;
}
std::optional<std::vector<Subproblem>> Family::cut_listing(std::size_t, const std::string&) {
  return std::nullopt;
}
PuzzleResult Family::list_text(std::size_t, const Work&, const std::function<void(std::string)>&) {
  return not_available("a listing cut into pieces");
}
void Family::take_text(std::size_t, const std::string&, const SolutionSink&) {}

Stop stop_of(budget::StopReason r) {
  switch (r) {
    case budget::StopReason::kNone:
      return Stop::kNone;
    case budget::StopReason::kNodeLimit:
      return Stop::kNodeLimit;
    case budget::StopReason::kTimeout:
      return Stop::kTimeout;
    case budget::StopReason::kInterrupted:
      return Stop::kInterrupted;
    case budget::StopReason::kSolutionLimit:
      return Stop::kSolutionLimit;
    case budget::StopReason::kLookBound:
      return Stop::kUniquenessBound;
    case budget::StopReason::kMemory:
      return Stop::kMemory;
  }
  return Stop::kNone;
}

namespace {

std::string seconds_text(double s) {
  std::ostringstream out;
  out << s;
  return out.str();
}

}  // namespace

std::string stop_words(Stop stop, const Request& r, bool run_binds) {
  switch (stop) {
    case Stop::kNone:
      return "";
    case Stop::kSolutionLimit:
      return "--limit " + std::to_string(r.limit);
    case Stop::kNodeLimit:
      return "--node-limit " + std::to_string(r.limits.node_limit);
    case Stop::kTimeout:
      return run_binds ? "--run-timeout " + seconds_text(r.run_timeout_seconds)
                       : "--timeout " + seconds_text(r.limits.timeout_seconds);
    case Stop::kRunTimeout:
      return "--run-timeout " + seconds_text(r.run_timeout_seconds);
    case Stop::kInterrupted:
      return "an interrupt";
    case Stop::kMemory:
      // Under --memory none only a failed allocation stops the work (ulimit -v).
      return r.memory_mb == 0 ? "out of memory" : "--memory " + std::to_string(r.memory_mb);
    case Stop::kUniquenessBound:
      return "as many nodes again as the first solution took (at least " +
             std::to_string(kMinUniquenessLook) + ")";
  }
  return "";
}

budget::Limits work_limits(const Request& r, const budget::Deadline& run, bool& run_binds) {
  budget::Limits l = r.limits;
  run_binds = false;
  if (r.run_timeout_seconds > 0) {
    const double left = run.limits_left().timeout_seconds;
    if (l.timeout_seconds == 0 || left < l.timeout_seconds) {
      l.timeout_seconds = left;
      run_binds = true;
    }
  }
  return l;
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
