// Why work stopped, in a result's terms and in the limit's words, and the
// limits of one piece of work under the run's clock (stops.h).
#include "stops.h"

#include <sstream>

namespace deduce::apps {

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

}  // namespace deduce::apps
