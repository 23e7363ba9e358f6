#include "deduce/core/store.h"

#include <algorithm>
#include <bit>

namespace deduce::core {

template <class D>
VarId BasicStore<D>::new_var(D initial) {
  VarId x = static_cast<VarId>(dom_.size());
  dom_.push_back(initial);
  stamp_.push_back(0);
  sub_begin_.push_back(sub_begin_.back());
  wdeg_.push_back(0);
  if (is_empty(initial)) fail();
  return x;
}

template <class D>
void BasicStore<D>::reserve_vars(int more) {
  const std::size_t total = dom_.size() + static_cast<std::size_t>(more);
  dom_.reserve(total);
  stamp_.reserve(total);
  sub_begin_.reserve(total + 1);
  wdeg_.reserve(total);
}

template <class D>
void BasicStore<D>::subscribe(Propagator& p, VarId x, Event condition, int index, bool advise) {
  new_subs_.push_back({x, {&p, index, condition, advise}});
  add_scope(p, x);
}

template <class D>
void BasicStore<D>::set_condition(Propagator& p, VarId x, Event condition) {
  if (!new_subs_.empty()) merge_subscriptions();
  for (std::uint32_t i = sub_begin_[x]; i < sub_begin_[x + 1]; ++i) {
    if (subs_[i].prop == &p) subs_[i].condition = condition;
  }
}

template <class D>
void BasicStore<D>::reset_weights() {
  std::fill(wdeg_.begin(), wdeg_.end(), 0);
  for (const auto& p : props_) {
    p->weight_ = 1;
    for (VarId x : p->scope()) ++wdeg_[x];
  }
}

template <class D>
void BasicStore<D>::adopt(std::unique_ptr<Propagator> p) {
  Propagator* raw = p.get();
  props_.push_back(std::move(p));
  for (Queue& q : queues_) {
    // Each propagator is queued at most once, so a ring as large as the
    // number of propagators never overflows. Grow it geometrically, keeping
    // the queued entries in order (only while modelling).
    if (q.ring.size() >= props_.size()) continue;
    std::vector<Propagator*> ring(std::bit_ceil(2 * props_.size() + 8));
    for (std::uint32_t i = 0; i < q.count; ++i)
      ring[i] = q.ring[(q.head + i) & (q.ring.size() - 1)];
    q.ring = std::move(ring);
    q.head = 0;
  }
  schedule(raw);
}

template <class D>
void BasicStore<D>::clear_queues() {
  for (Queue& q : queues_) {
    while (q.count > 0) {
      Propagator* p = q.pop();
      p->queued_ = false;
      p->cancel();
    }
  }
}

template <class D>
void BasicStore<D>::merge_subscriptions() {
  const std::size_t nvars = dom_.size();
  std::vector<std::uint32_t> count(nvars + 1, 0);
  for (std::size_t x = 0; x < nvars; ++x) count[x] = sub_begin_[x + 1] - sub_begin_[x];
  for (const auto& [x, sub] : new_subs_) ++count[x];
  std::vector<std::uint32_t> begin(nvars + 1, 0);
  for (std::size_t x = 0; x < nvars; ++x) begin[x + 1] = begin[x] + count[x];
  std::vector<Subscription> merged(begin[nvars]);
  std::vector<std::uint32_t> fill(begin.begin(), begin.end() - 1);
  for (std::size_t x = 0; x < nvars; ++x) {
    for (std::uint32_t i = sub_begin_[x]; i < sub_begin_[x + 1]; ++i) merged[fill[x]++] = subs_[i];
  }
  for (const auto& [x, sub] : new_subs_) merged[fill[x]++] = sub;
  subs_ = std::move(merged);
  sub_begin_ = std::move(begin);
  new_subs_.clear();
}

template <class D>
bool BasicStore<D>::propagate() {
  if (!new_subs_.empty()) merge_subscriptions();
  if (failed()) {
    clear_queues();
    return false;
  }
  std::uint64_t runs = 0;
  for (;;) {
    Propagator* p;
    if (queues_[0].count > 0) {
      p = queues_[0].pop();
    } else if (queues_[1].count > 0) {
      p = queues_[1].pop();
    } else {
      break;
    }
    p->queued_ = false;
    current_ = p;
    ++runs;
    PropStatus status = p->propagate(*this);
    current_ = nullptr;
    if (status == PropStatus::kFailed) {
      ++p->weight_;
      for (VarId x : p->scope()) ++wdeg_[x];
      clear_queues();
      propagations_ += runs;
      return false;
    }
    if (status == PropStatus::kSubsumed) {
      p->active_ = false;
      killed_.push_back(p);
    } else if (status == PropStatus::kYield) {
      schedule(p);
    }
  }
  propagations_ += runs;
  return true;
}

template <class D>
void BasicStore<D>::push_level() {
  // Levels are pushed at a fixpoint, so nothing scheduled can be lost by a pop.
  assert(queues_[0].count == 0 && queues_[1].count == 0);
  if (marks_.empty()) {
    // A search starts (the trails grow by blocks that never move: trail.h).
    if (marks_.capacity() < 64) marks_.reserve(64);
  }
  marks_.push_back({static_cast<std::uint32_t>(domain_trail_.size()),
                    static_cast<std::uint32_t>(word_trail_.size()),
                    static_cast<std::uint32_t>(killed_.size())});
  current_stamp_ = next_stamp_++;
}

template <class D>
void BasicStore<D>::pop_level() {
  assert(!marks_.empty());
  // Work scheduled by changes of the popped level refers to domains that no
  // longer exist; advisors' notes about them are dropped with it.
  clear_queues();
  const Mark m = marks_.back();
  marks_.pop_back();
  domain_trail_.pop_to(m.domains, [this](const DomainEntry& e) { dom_[e.var] = e.old; });
  word_trail_.pop_to(m.words, [](const WordEntry& e) { *e.slot = e.old; });
  for (std::size_t i = killed_.size(); i > m.killed; --i) killed_[i - 1]->active_ = true;
  killed_.resize(m.killed);
  current_stamp_ = next_stamp_++;
  if (failed_level_ > level()) failed_level_ = -1;
}

template class BasicStore<Bits>;
template class BasicStore<WideBits>;

}  // namespace deduce::core
