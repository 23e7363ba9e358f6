// What a propagator reports, and what a domain change means to subscribers.
#pragma once

#include <cstdint>

namespace deduce::core {

// The result of one propagator execution. Propagators in deduce are
// idempotent: kFixpoint means running it again now would change nothing, so
// the store never reschedules a propagator for its own changes. An expensive
// propagator may instead stop early with kYield (Gecode's ES_NOFIX): the
// store queues it again behind the cheap ones, whose cheap consequences of
// its first prunings often make the rest of its work unnecessary.
enum class PropStatus : std::uint8_t {
  kFailed,    // no solution below this node
  kFixpoint,  // at its own fixpoint; wake me on the next subscribed event
  kSubsumed,  // entailed for the rest of this subtree; never run again here
  kYield,     // not at its fixpoint yet: run the cheaper propagators, then me again
};

// Domain events, ordered: kFixed implies kBounds implies kDomain. A
// subscription with condition c fires for every event e >= c.
enum class Event : std::uint8_t {
  kDomain = 0,  // some value removed
  kBounds = 1,  // the minimum or the maximum changed
  kFixed = 2,   // exactly one value left
  kNever = 3,   // a condition only, no event: the subscription is off (Store::set_condition)
};

}  // namespace deduce::core
