#include "deduce/search/counting_dfs.h"

#include <algorithm>
#include <cstring>
#include <new>

namespace deduce::search {

namespace {

std::uint64_t mix(std::uint64_t h, std::uint64_t w) {
  h ^= w + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
  return h * 0xff51afd7ed558ccdULL;
}

}  // namespace

template <class D>
BasicCountingDfs<D>::BasicCountingDfs(Store& store, std::vector<core::VarId> branch_vars,
                                      BasicSearchOptions<D> options, std::size_t cache_bytes)
    : store_(store),
      brancher_(std::move(branch_vars), options.var_choice),
      options_(std::move(options)),
      width_(static_cast<std::size_t>(store.num_vars()) * core::kWords<D>) {
  for (int i = 0; i < store.num_propagators(); ++i) {
    const core::BasicPropagator<D>& p = store.propagator(i);
    if (p.residual_determined()) continue;
    open_props_.push_back(&p);
    width_ += p.scope().size() * core::kWords<D>;
  }
  const std::size_t slot_bytes = (width_ + 2) * sizeof(std::uint64_t);
  std::size_t slots = 1;
  while (slots * 2 * slot_bytes <= cache_bytes) slots *= 2;
  slots_ = slots;
  // Counts are stored +1, so an empty slot (count word 0) never matches.
  table_.reset(
      static_cast<std::uint64_t*>(std::calloc(slots_ * (width_ + 2), sizeof(std::uint64_t))));
  if (!table_) throw std::bad_alloc();
}

template <class D>
void BasicCountingDfs<D>::put(std::size_t& w, const D& d, std::uint64_t& h) {
  for (int i = 0; i < core::kWords<D>; ++i) {
    const std::uint64_t k = core::word(d, i);
    keys_[w++] = k;
    h = mix(h, k);
  }
}

template <class D>
std::uint64_t BasicCountingDfs<D>::push_key() {
  std::uint64_t h = 0x2545f4914f6cdd1dULL;
  const std::size_t at = keys_.size();
  keys_.resize(at + width_);
  std::size_t open = 0;
  std::size_t w = at;
  const int vars = store_.num_vars();
  for (core::VarId x = 0; x < vars; ++x) {
    const D d = store_.dom(x);
    const bool single = core::is_single(d);
    open += !single;
    put(w, single ? D{} : d, h);
  }
  for (const core::BasicPropagator<D>* p : open_props_) {
    const bool adds = p->active();
    for (core::VarId x : p->scope()) put(w, adds ? store_.dom(x) : D{}, h);
  }
  // Near the leaves a subtree is cheaper to search again than to look up.
  return open < kMinOpenToCache ? 0 : (h | 1);
}

template <class D>
bool BasicCountingDfs<D>::lookup(std::uint64_t hash, std::size_t at, std::uint64_t& count) const {
  if (hash == 0) return false;
  const std::uint64_t* slot = &table_[(hash & (slots_ - 1)) * (width_ + 2)];
  if (slot[1] == 0 || slot[0] != hash) return false;
  if (std::memcmp(slot + 2, &keys_[at], width_ * sizeof(std::uint64_t)) != 0) return false;
  count = slot[1] - 1;
  return true;
}

template <class D>
void BasicCountingDfs<D>::store_count(std::uint64_t hash, std::size_t at, std::uint64_t count) {
  if (hash == 0) return;
  std::uint64_t* slot = &table_[(hash & (slots_ - 1)) * (width_ + 2)];
  slot[0] = hash;
  slot[1] = count + 1;
  std::memcpy(slot + 2, &keys_[at], width_ * sizeof(std::uint64_t));
}

template <class D>
Decision BasicCountingDfs<D>::choose() {
  return options_.chooser ? options_.chooser(store_) : brancher_.next(store_);
}

template <class D>
SearchResult BasicCountingDfs<D>::count() {
  struct Frame {
    Decision d;
    std::uint64_t hash;
    std::uint64_t base;  // solutions counted when the node was entered
    bool right;          // exploring the right branch
  };
  budget::Budget budget(options_.limits);
  std::uint64_t nodes = 0, failures = 0, solutions = 0, hits = 0;
  std::uint32_t max_depth = 0;
  const std::uint64_t propagations_before = store_.propagations();
  const int base_level = store_.level();
  store_.push_level();
  std::vector<Frame> frames;
  keys_.clear();

  bool stopped = false;
  const BasicNodeHook<D>& hook = options_.at_node;
  bool entering = store_.propagate() && (!hook || hook(store_));  // a consistent node to enter
  if (!entering) ++failures;
  for (;;) {
    if (entering) {
      const std::size_t at = keys_.size();
      const std::uint64_t hash = push_key();
      std::uint64_t cached;
      if (lookup(hash, at, cached)) {
        solutions += cached;
        ++hits;
        keys_.resize(at);
        entering = false;
      } else {
        Decision d = choose();
        if (d.var < 0) {
          ++solutions;
          keys_.resize(at);
          entering = false;
        } else {
          if (budget.spend()) {
            stopped = true;
            break;
          }
          ++nodes;
          frames.push_back({d, hash, solutions, false});
          max_depth = std::max<std::uint32_t>(max_depth, static_cast<std::uint32_t>(frames.size()));
          store_.push_level();
          entering = store_.assign(d.var, d.value) && store_.propagate() && (!hook || hook(store_));
          if (!entering) ++failures;
          continue;
        }
      }
      if (options_.solution_limit != 0 && solutions >= options_.solution_limit) {
        solutions = options_.solution_limit;  // a cached count may overshoot
        budget.stop(budget::StopReason::kSolutionLimit);
        stopped = true;
        break;
      }
    }
    // The child of the top frame is done.
    if (frames.empty()) break;
    Frame& top = frames.back();
    if (!top.right) {
      top.right = true;
      store_.pop_level();
      if (budget.spend()) {
        stopped = true;
        break;
      }
      ++nodes;
      entering =
          store_.remove(top.d.var, top.d.value) && store_.propagate() && (!hook || hook(store_));
      if (!entering) ++failures;
      continue;
    }
    // Both branches done: the node's count is final.
    const std::size_t at = keys_.size() - width_;
    store_count(top.hash, at, solutions - top.base);
    keys_.resize(at);
    frames.pop_back();
    entering = false;
  }
  while (store_.level() > base_level) store_.pop_level();
  return finish_search(stopped, budget,
                       {.nodes = nodes,
                        .failures = failures,
                        .solutions = solutions,
                        .cache_hits = hits,
                        .max_depth = max_depth},
                       store_.propagations() - propagations_before);
}

template class BasicCountingDfs<core::Bits>;
template class BasicCountingDfs<core::WideBits>;

}  // namespace deduce::search
