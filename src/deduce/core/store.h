// The constraint store: variables, their domains, the trail and the
// propagation queue.
//
// Invariants:
// - A domain is a non-empty set of type D: Bits (64 values) for every
//   model but the Latin squares of orders 65 to 256, which use WideBits
//   (Store and WideStore below; see wide_bits.h). A tell (restrict, remove, assign,
//   set_min, set_max) that would empty it changes nothing and returns false;
//   the caller (a propagator) then returns PropStatus::kFailed.
// - Undo is by trail, never by copying: the first change of a variable after a
//   push_level() saves its old domain. A per-variable stamp makes that check
//   one comparison, and every push_level() and pop_level() starts a fresh stamp
//   so a variable restored by a pop is saved again if changed again.
// - Propagators are scheduled at most once (a flag), in two FIFO queues by
//   priority; the cheap queue drains before an expensive propagator runs.
// - A propagator is never woken by its own changes (propagators are idempotent).
// - Subsumed propagators are switched off on a trail of their own and switched
//   back on when the level that killed them is popped.
#pragma once

#include <cassert>
#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

#include "deduce/core/domain.h"
#include "deduce/core/propagator.h"
#include "deduce/core/status.h"
#include "deduce/core/trail.h"

namespace deduce::core {

template <class D>
class BasicStore {
 public:
  using Set = D;
  using Propagator = BasicPropagator<D>;
  static constexpr int kMaxValue = kCapacity<D> - 1;

  BasicStore() = default;
  BasicStore(const BasicStore&) = delete;
  BasicStore& operator=(const BasicStore&) = delete;

  // ---- Variables -------------------------------------------------------
  VarId new_var(D initial);
  VarId new_var_range(int n) { return new_var(first_n<D>(n)); }
  // Room for `more` variables past those there are, so that a model that
  // knows its size makes them without regrowing the per-variable arrays.
  void reserve_vars(int more);
  int num_vars() const { return static_cast<int>(dom_.size()); }

  D dom(VarId x) const { return dom_[x]; }
  int size(VarId x) const { return core::size(dom_[x]); }
  int min(VarId x) const { return min_value(dom_[x]); }
  int max(VarId x) const { return max_value(dom_[x]); }
  bool fixed(VarId x) const { return is_single(dom_[x]); }
  bool contains(VarId x, int v) const { return core::contains(dom_[x], v); }
  // The value of a fixed variable.
  int value(VarId x) const {
    assert(fixed(x));
    return min_value(dom_[x]);
  }

  // ---- Tells: false means the domain would have become empty ------------
  bool restrict(VarId x, const D& keep) {
    const D od = dom_[x];
    const D nd = od & keep;
    if (nd == od) return true;
    if (is_empty(nd)) return false;
    write(x, od, nd);
    return true;
  }
  bool remove(VarId x, int v) { return v < 0 || v > kMaxValue ? true : restrict(x, ~bit<D>(v)); }
  bool assign(VarId x, int v) { return v < 0 || v > kMaxValue ? false : restrict(x, bit<D>(v)); }
  bool set_min(VarId x, int lo) { return restrict(x, lo <= 0 ? ~D{} : ~below<D>(lo)); }
  bool set_max(VarId x, int hi) { return restrict(x, hi >= kMaxValue ? ~D{} : ~above<D>(hi)); }

  // ---- Propagators -------------------------------------------------------
  // Constructs P(*this, args...), keeps it and schedules it.
  template <class P, class... Args>
  P& post(Args&&... args) {
    auto owned = std::make_unique<P>(*this, std::forward<Args>(args)...);
    P& ref = *owned;
    adopt(std::move(owned));
    return ref;
  }
  // Called from a propagator's constructor.
  void subscribe(Propagator& p, VarId x, Event condition, int index = 0, bool advise = false);
  // Changes the condition of p's subscriptions to x; Event::kNever switches
  // them off, so that a change of x costs p one comparison, not an advisor's
  // call (LessNetwork: the variables in none of its pairs, which change from
  // puzzle to puzzle).
  void set_condition(Propagator& p, VarId x, Event condition);
  // Puts x in p's scope (the failure weights of dom/wdeg, the counting
  // cache's key) without a subscription: for a propagator that another
  // tells of x's changes (LatinGac, told by LatinSquare, latin_square.h).
  void add_scope(Propagator& p, VarId x) {
    p.add_to_scope(x);
    wdeg_[x] += p.weight_;
  }
  // Room for `count` more subscriptions of p, made before a constructor that
  // knows how many it makes subscribes: a Latin square's propagators make
  // n^2 each, and the lists grown one at a time regrew seven times.
  void reserve_subscriptions(Propagator& p, int count) {
    new_subs_.reserve(new_subs_.size() + static_cast<std::size_t>(count));
    p.reserve_scope(count);
  }
  // Schedules p (posted in this store) for the next propagate(), as a change
  // of its variables would: for a propagator given new data between searches
  // (LessNetwork::set_pairs).
  void wake(Propagator& p) { schedule(&p); }
  // Marks the store failed (a post function found the model inconsistent).
  // The failure is undone when the level it happened at is popped.
  void fail() {
    if (failed_level_ < 0) failed_level_ = level();
  }
  bool failed() const { return failed_level_ >= 0; }

  // Runs scheduled propagators to a common fixpoint. false: failure (the queue
  // is then empty and the failing propagator's weight has grown).
  bool propagate();

  // ---- Levels and the trail -----------------------------------------------
  // push_level() is called at a fixpoint (nothing scheduled); pop_level()
  // undoes the level and drops any work its changes had scheduled.
  void push_level();
  void pop_level();
  int level() const { return static_cast<int>(marks_.size()); }
  // Sets a propagator's state word and restores it when the level is popped.
  void trail_set(std::uint64_t& slot, std::uint64_t value) {
    if (slot == value) return;
    word_trail_.push_back({&slot, slot});
    slot = value;
  }
  // For words written many times a level: the epoch changes at every
  // push_level() and pop_level(), so a propagator that keeps, next to a word,
  // the epoch it last saved it in calls trail_save() once per level
  // (trail_once) and then writes the word freely, as the store does for
  // domains.
  std::uint64_t trail_epoch() const { return current_stamp_; }
  void trail_once(std::uint64_t& slot, std::uint64_t& saved_epoch) {
    if (saved_epoch == current_stamp_) return;
    saved_epoch = current_stamp_;
    word_trail_.push_back({&slot, slot});
  }
  // trail_once for a set of type D kept by a propagator: each of its words.
  void trail_once_set(D& slot, std::uint64_t& saved_epoch) {
    if (saved_epoch == current_stamp_) return;
    saved_epoch = current_stamp_;
    std::uint64_t* w = words(slot);
    for (int i = 0; i < kWords<D>; ++i) word_trail_.push_back({w + i, w[i]});
  }

  // ---- Statistics and heuristics ------------------------------------------
  std::uint64_t propagations() const { return propagations_; }
  // Sum of the weights of the propagators on x (dom/wdeg branching).
  std::uint32_t wdeg(VarId x) const { return wdeg_[x]; }
  // Every variable's weighted degree, to hand a search's learnt weights to a copy of the same
  // model (the logic-grid count's threads, zebra/sharing_dfs.h); set_wdeg takes such a vector.
  const std::vector<std::uint32_t>& wdeg_all() const { return wdeg_; }
  void set_wdeg(const std::vector<std::uint32_t>& w) {
    if (w.size() == wdeg_.size()) wdeg_ = w;
  }
  // Every propagator's weight back to 1 and the weighted degrees to match, as
  // a model just posted has them: a model that serves search after search
  // (futoshiki/puzzle_model.h) starts each with no failure counted.
  void reset_weights();
  int num_propagators() const { return static_cast<int>(props_.size()); }
  const Propagator& propagator(int i) const { return *props_[i]; }
  // Every propagator's residual is determined by unfixed domains, so
  // subtree counts can be cached by those domains.
  bool residuals_determined() const {
    for (const auto& p : props_) {
      if (!p->residual_determined()) return false;
    }
    return true;
  }

 private:
  struct Subscription {
    Propagator* prop;
    std::int32_t index;
    Event condition;
    bool advise;
  };
  struct DomainEntry {
    VarId var;
    D old;
  };
  struct WordEntry {
    std::uint64_t* slot;
    std::uint64_t old;
  };
  struct Mark {
    std::uint32_t domains, words, killed;
  };
  // A FIFO of propagators; each is queued at most once, so capacity = count.
  // The ring's size is a power of two: indices wrap by a mask, not a division.
  struct Queue {
    std::vector<Propagator*> ring;
    std::uint32_t head = 0, count = 0;
    void push(Propagator* p) {
      ring[(head + count) & (ring.size() - 1)] = p;
      ++count;
    }
    Propagator* pop() {
      Propagator* p = ring[head];
      head = (head + 1) & (ring.size() - 1);
      --count;
      return p;
    }
  };

  void adopt(std::unique_ptr<Propagator> p);
  void schedule(Propagator* p) {
    if (p->queued_ || p == current_) return;
    p->queued_ = true;
    queues_[static_cast<int>(p->priority_)].push(p);
  }
  void write(VarId x, const D& od, const D& nd) {
    if (stamp_[x] != current_stamp_) {
      stamp_[x] = current_stamp_;
      domain_trail_.push_back({x, od});
    }
    dom_[x] = nd;
    Event e = is_single(nd)                                                        ? Event::kFixed
              : (min_value(nd) != min_value(od) || max_value(nd) != max_value(od)) ? Event::kBounds
                                                                                   : Event::kDomain;
    // While modelling, new subscriptions are merged before a tell notifies.
    if (!new_subs_.empty()) [[unlikely]]
      merge_subscriptions();
    const Subscription* end = subs_.data() + sub_begin_[x + 1];
    for (const Subscription* s = subs_.data() + sub_begin_[x]; s != end; ++s) {
      notify(*s, e, od & ~nd);
    }
  }
  void notify(const Subscription& s, Event e, const D& removed) {
    if (e < s.condition || !s.prop->active_ || s.prop == current_) return;
    if (s.advise && !s.prop->advise(*this, s.index, e, removed)) return;
    schedule(s.prop);
  }
  void clear_queues();

  std::vector<D> dom_;
  std::vector<std::uint64_t> stamp_;
  // Subscriptions in one flat array grouped by variable (CSR): those of x
  // are subs_[sub_begin_[x] .. sub_begin_[x + 1]). Posting appends to
  // new_subs_; the next tell or propagate() merges them in (a model that
  // interleaves posts and tells merges more often, so post tells last), so
  // modelling costs no allocation per subscription and notification walks
  // contiguous memory.
  void merge_subscriptions();
  std::vector<Subscription> subs_;
  std::vector<std::uint32_t> sub_begin_{0};
  std::vector<std::pair<VarId, Subscription>> new_subs_;
  std::vector<std::uint32_t> wdeg_;
  std::vector<std::unique_ptr<Propagator>> props_;
  Queue queues_[2];
  Propagator* current_ = nullptr;

  Trail<DomainEntry> domain_trail_;
  Trail<WordEntry> word_trail_;
  std::vector<Propagator*> killed_;
  std::vector<Mark> marks_;
  std::uint64_t current_stamp_ = 1;
  std::uint64_t next_stamp_ = 2;

  std::uint64_t propagations_ = 0;
  int failed_level_ = -1;  // the level at which fail() was called, -1 if none
};

using Store = BasicStore<Bits>;
using WideStore = BasicStore<WideBits>;
extern template class BasicStore<Bits>;
extern template class BasicStore<WideBits>;

}  // namespace deduce::core
