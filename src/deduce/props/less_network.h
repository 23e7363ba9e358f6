// LessNetwork: vars[a] < vars[b] for every pair (a, b) of a list, over one
// array of variables: the signs of a Futoshiki grid, in one propagator.
//
// Consistency: bounds on every pair, which for `<` is also domain
// consistency; a run ends at the fixpoint of all the pairs, the fixpoint
// that one Less propagator a pair (less.h) reaches together. Cost: O(d) per
// variable whose bound moved, d its number of pairs: a worklist of
// variables; taking one raises the minimum of those it must be below and
// lowers the maximum of those it must be above, and queues each that moved.
// Never subsumed (a pair whose two sides are apart costs one comparison).
//
// Why one propagator and not a Less a pair: a 9x9 grid's 40 to 60 signs were
// as many objects allocated, subscribed and freed a puzzle, and as many
// queue entries and virtual calls a run. Here the pairs are two flat
// adjacency arrays, and set_pairs() gives the network the next puzzle's
// signs without posting anything (futoshiki/puzzle_model.h keeps one model
// for a file's puzzles of one order).
//
// Subscriptions: every variable of the array, bounds events, with an
// advisor; set_pairs() switches off those of the variables in no pair
// (Store::set_condition), so the pairs can change without subscribing
// again and a variable in no pair costs no advisor's call.
// Reference: Gecode, int/rel/lq-le.hpp (a pair at a time).
#pragma once

#include <cstdint>
#include <span>
#include <utility>
#include <vector>

#include "deduce/core/store.h"

namespace deduce::props {

template <class D>
class BasicLessNetwork final : public core::BasicPropagator<D> {
 public:
  using Store = core::BasicStore<D>;
  // (a, b): vars[a] < vars[b], indices into vars.
  using Pair = std::pair<std::int32_t, std::int32_t>;

  BasicLessNetwork(Store& s, std::vector<core::VarId> vars);
  // Replaces the pairs (s: the store it is posted in). The next run checks
  // every pair; the store must run the network again (Store::wake) when it
  // is not scheduled.
  void set_pairs(Store& s, std::span<const Pair> pairs);
  int num_pairs() const { return static_cast<int>(adjacent_.size() / 2); }

  core::PropStatus propagate(Store& s) override;
  bool advise(Store& s, int index, core::Event e, D removed) override;
  void cancel() override;
  const char* name() const override { return "less-network"; }
  bool residual_determined() const override { return true; }

 private:
  void note(int i) {
    if (queued_[i]) return;
    queued_[i] = 1;
    work_.push_back(i);
  }
  bool in_a_pair(int i) const { return begin_[i] != begin_[i + 1]; }

  std::vector<core::VarId> vars_;
  // Variable i's pairs, in one array: begin_[i] .. mid_[i] are the variables
  // it must be below (successors), mid_[i] .. begin_[i + 1] those it must be
  // above (predecessors).
  std::vector<std::uint32_t> begin_, mid_;
  std::vector<std::int32_t> adjacent_;  // every pair twice, by variable
  std::vector<std::uint32_t> cursor_;   // scratch of set_pairs()
  std::vector<std::uint8_t> queued_;
  std::vector<std::uint8_t> listening_;  // the variable's subscription is on
  std::vector<std::int32_t> work_;       // variables whose bounds moved, not processed yet
  bool check_all_ = true;                // set_pairs() was called since the last run
};
using LessNetwork = BasicLessNetwork<core::Bits>;
extern template class BasicLessNetwork<core::Bits>;
extern template class BasicLessNetwork<core::WideBits>;

}  // namespace deduce::props
