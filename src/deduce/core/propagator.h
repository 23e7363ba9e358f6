// The base class of every propagator.
//
// A propagator narrows the domains of the variables it watches until none of
// its values lacks support (to the consistency its header states), then
// returns kFixpoint, or kFailed when some domain would become empty, or
// kSubsumed when it can never prune again below the current node.
//
// Life cycle: Store::post<P>(args...) constructs P(store, args...). The
// constructor subscribes to its variables with Store::subscribe, choosing for
// each the weakest event that can give it work (a `<` propagator waits for
// bounds, `!=` for fixed variables). The store then schedules it once.
//
// Advisors: a subscription made with advise=true calls
// advise(index, event, removed) before scheduling, with the values just
// removed, so that an incremental propagator can note which of its variables
// changed and how (e.g. in 64-bit masks) and look only at that. A propagator
// that keeps such notes must clear them in cancel(), which the store calls when
// a failure elsewhere drops the scheduled run.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "deduce/core/domain.h"
#include "deduce/core/status.h"

namespace deduce::core {

template <class D>
class BasicStore;
using VarId = std::int32_t;

enum class Priority : std::uint8_t {
  kCheap = 0,      // unary, binary and linear-time propagators
  kExpensive = 1,  // matching-based global constraints: run once the cheap ones are quiet
};

// D is the domain set type (Bits, or WideBits for orders past 64); every
// propagator of up to 64 values derives from Propagator = BasicPropagator<Bits>.
template <class D>
class BasicPropagator {
 public:
  using Set = D;
  using Store = BasicStore<D>;

  explicit BasicPropagator(Priority priority = Priority::kCheap) : priority_(priority) {}
  virtual ~BasicPropagator() = default;
  BasicPropagator(const BasicPropagator&) = delete;
  BasicPropagator& operator=(const BasicPropagator&) = delete;

  virtual PropStatus propagate(Store& store) = 0;
  // Only for subscriptions made with advise=true. Return false to not be scheduled.
  virtual bool advise(Store& /*store*/, int /*index*/, Event /*event*/, D /*removed*/) {
    return true;
  }
  // A scheduled run was dropped because propagation failed elsewhere.
  virtual void cancel() {}
  virtual const char* name() const = 0;
  // True when, at a fixpoint, what this constraint still allows of its
  // unfixed variables depends only on their domains, not on the values of
  // its fixed ones. Holds for domain-consistent binary constraints (a fixed
  // side leaves the other entailed) and for all-different-like ones (fixed
  // values are removed from the rest). Counting search may then cache
  // subtree counts by the domains of the unfixed variables (see
  // search/counting_dfs.h). Ternary relations like "between" must say false.
  virtual bool residual_determined() const { return false; }
  // False once subsumed (switched off until the level that killed it is popped).
  bool active() const { return active_; }

  Priority priority() const { return priority_; }
  // Failures this propagator caused: the weight of dom/wdeg branching.
  std::uint32_t weight() const { return weight_; }
  // Every variable subscribed to, for wdeg and the counting cache's key.
  std::span<const VarId> scope() const {
    if (scope_size_ <= kInlineScope) return {inline_scope_, scope_size_};
    return more_scope_;
  }

 private:
  friend class BasicStore<D>;
  void reserve_scope(int count) {
    if (scope_size_ + static_cast<std::uint32_t>(count) > kInlineScope)
      more_scope_.reserve(scope_size_ + static_cast<std::uint32_t>(count));
  }
  void add_to_scope(VarId x) {
    if (scope_size_ < kInlineScope) {
      inline_scope_[scope_size_++] = x;
      return;
    }
    if (scope_size_ == kInlineScope)
      more_scope_.assign(inline_scope_, inline_scope_ + kInlineScope);
    more_scope_.push_back(x);
    ++scope_size_;
  }

  // Most propagators are binary: their scope lives in the object. As a
  // vector it cost two allocations and a free a propagator, a fifth of
  // posting a 9x9 Futoshiki's model.
  static constexpr std::uint32_t kInlineScope = 2;
  Priority priority_;
  bool queued_ = false;
  bool active_ = true;
  std::uint32_t weight_ = 1;
  std::uint32_t scope_size_ = 0;
  VarId inline_scope_[kInlineScope] = {};
  std::vector<VarId> more_scope_;  // the whole scope once past kInlineScope
};

using Propagator = BasicPropagator<Bits>;
using WidePropagator = BasicPropagator<WideBits>;

}  // namespace deduce::core
