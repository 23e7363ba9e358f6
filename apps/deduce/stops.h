// Why work stopped, as a result says it (Stop, result.h) and in the words of
// the limit that stopped it, and the limits of one piece of work (a puzzle,
// print's PDF) under the run's clock: shared by the families, the commands,
// the cluster and the writers, which each say a stop the same way.
#pragma once

#include <cstdint>
#include <string>

#include "deduce/budget/deadline.h"
#include "deduce/budget/limits.h"
#include "request.h"
#include "result.h"

namespace deduce::apps {

// The smallest number of extra nodes solve spends looking for a second
// solution: a puzzle solved by propagation alone (no node) still gets a look.
inline constexpr std::uint64_t kMinUniquenessLook = 10000;

Stop stop_of(budget::StopReason r);
// "--limit 5", "--timeout 10", "--node-limit 1000", "an interrupt"; a
// timeout where the run's time bound (`run_binds`, from work_limits) is
// "--run-timeout 30".
std::string stop_words(Stop stop, const Request& request, bool run_binds = false);
// The limits of one piece of work (a puzzle, print's PDF): --node-limit,
// --timeout, and no more than what is left of --run-timeout on `run`, the
// run's clock (made with the --run-timeout). `run_binds` tells whether the
// run's time is the one that binds.
budget::Limits work_limits(const Request& r, const budget::Deadline& run, bool& run_binds);

}  // namespace deduce::apps
