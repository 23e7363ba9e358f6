#include "deduce/search/counting_dfs.h"

#include "deduce/budget/progress.h"

#include <algorithm>
#include <atomic>
#include <cstring>
#include <new>
#include <stdexcept>

namespace deduce::search {

namespace {

std::uint64_t mix(std::uint64_t h, std::uint64_t w) {
  h ^= w + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
  return h * 0xff51afd7ed558ccdULL;
}

}  // namespace

template <class D>
std::size_t BasicCountingDfs<D>::key_width(const Store& store) {
  std::size_t width = static_cast<std::size_t>(store.num_vars()) * core::kWords<D>;
  for (int i = 0; i < store.num_propagators(); ++i) {
    const core::BasicPropagator<D>& p = store.propagator(i);
    if (!p.residual_determined()) width += p.scope().size() * core::kWords<D>;
  }
  return width;
}

template <class D>
BasicCountingDfs<D>::BasicCountingDfs(Store& store, std::vector<core::VarId> branch_vars,
                                      BasicSearchOptions<D> options, std::size_t cache_bytes,
                                      SubtreeCache* shared)
    : store_(store),
      brancher_(std::move(branch_vars), options.var_choice),
      options_(std::move(options)),
      width_(key_width(store)),
      cache_(shared) {
  for (int i = 0; i < store.num_propagators(); ++i) {
    const core::BasicPropagator<D>& p = store.propagator(i);
    if (!p.residual_determined()) open_props_.push_back(&p);
  }
  if (cache_ == nullptr) {
    own_cache_ = std::make_unique<SubtreeCache>(width_, cache_bytes, /*grows=*/true);
    cache_ = own_cache_.get();
  }
  if (cache_->width() != width_) throw std::logic_error("a subtree cache of another model");
  if (cache_->capacity() >= kMinCacheSlots)
    ring_ = std::max<std::size_t>(1, kKeyRingBytes / (width_ * sizeof(std::uint64_t)));
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
std::uint64_t* BasicCountingDfs<D>::key_at(std::size_t depth) {
  return &keys_[(depth % ring_) * width_];
}

template <class D>
std::uint64_t BasicCountingDfs<D>::put_key() {
  if (ring_ == 0) return 0;
  const std::size_t depth = frames_.size();
  const std::size_t slot = depth % ring_;
  if (keys_.size() < (slot + 1) * width_) {
    // Grown by doubling up to the ring, and never past it: a vector's own
    // growth could take twice the ring's bytes.
    const std::size_t slots = std::min(ring_, std::max(slot + 1, 2 * keys_.size() / width_));
    keys_.reserve(slots * width_);
    keys_.resize(slots * width_);
  }
  // The frame `ring_` below this node loses its key to it: its count is not stored.
  if (depth >= ring_) frames_[depth - ring_].hash = 0;
  std::uint64_t h = 0x2545f4914f6cdd1dULL;
  std::size_t open = 0;
  std::size_t w = slot * width_;
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
Decision BasicCountingDfs<D>::choose() {
  return options_.chooser ? options_.chooser(store_) : brancher_.next(store_);
}

namespace {

// A leaf's share of the tree in fixed point: the tree is 2^kShareBits, one
// reported part 2^kPartBits (kShareParts parts); leaves deeper than
// kShareBits weigh nothing (their share is below 2^-52 of the tree).
constexpr int kShareBits = 52;
constexpr int kPartBits = 42;
static_assert((std::uint64_t{1} << (kShareBits - kPartBits)) == CountingDfs::kShareParts);

std::uint64_t share_of(std::size_t depth) {
  return depth > kShareBits ? 0 : std::uint64_t{1} << (kShareBits - depth);
}

// Reports the whole parts in `share` and keeps the rest.
void report(std::uint64_t& share) {
  if ((share >> kPartBits) == 0) return;
  budget::g_progress.sub_done.fetch_add(share >> kPartBits, std::memory_order_relaxed);
  share &= (std::uint64_t{1} << kPartBits) - 1;
}

}  // namespace

template <class D>
void BasicCountingDfs<D>::add_failed_branch(std::size_t depth) {
  std::uint64_t share = share_of(depth);
  report(share);
  // (the rest of a part is lost: a few parts in 1,024 at most over a count)
}

template <class D>
void BasicCountingDfs<D>::leaf(std::size_t depth) {
  if (!report_share_) return;
  share_ += share_of(depth);
  report(share_);
}

template <class D>
void BasicCountingDfs<D>::give_shallowest(const Path& base, WorkPool& pool) {
  while (first_open_ + 1 < frames_.size() &&
         (frames_[first_open_].right || frames_[first_open_].given))
    ++first_open_;
  if (first_open_ + 1 >= frames_.size()) return;
  Branch branch;
  branch.path = base;
  for (std::size_t i = 0; i < first_open_; ++i)
    branch.path.push_back({frames_[i].d.var, frames_[i].d.value, !frames_[i].right});
  branch.path.push_back({frames_[first_open_].d.var, frames_[first_open_].d.value, false});
  frames_[first_open_].given = true;
  ++first_open_;
  partial_ = std::max(partial_, first_open_);
  pool.give(std::move(branch));
}

template <class D>
SearchResult BasicCountingDfs<D>::count(const Path& base, WorkPool* pool) {
  budget::Budget budget(options_.limits);
  std::uint64_t nodes = 0, failures = 0, solutions = 0, hits = 0;
  std::uint32_t max_depth = 0;
  const std::uint64_t propagations_before = store_.propagations();
  const int base_level = store_.level();
  store_.push_level();
  frames_.clear();
  first_open_ = 0;
  partial_ = 0;
  report_share_ = pool != nullptr;

  bool stopped = false;
  const BasicNodeHook<D>& hook = options_.at_node;
  bool entering = store_.propagate() && (!hook || hook(store_));  // a consistent node to enter
  if (!entering) {
    ++failures;
    leaf(base.size());
  }
  for (;;) {
    if (entering) {
      const std::uint64_t hash = put_key();
      std::uint64_t cached;
      if (hash != 0 && cache_->lookup(hash, key_at(frames_.size()), cached)) {
        solutions += cached;
        ++hits;
        leaf(base.size() + frames_.size());
        entering = false;
      } else {
        Decision d = choose();
        if (d.var < 0) {
          ++solutions;
          leaf(base.size() + frames_.size());
          entering = false;
        } else {
          if (budget.spend()) {
            stopped = true;
            break;
          }
          if (pool != nullptr && pool->hungry()) give_shallowest(base, *pool);
          ++nodes;
          frames_.push_back({d, hash, solutions, false, false});
          max_depth =
              std::max<std::uint32_t>(max_depth, static_cast<std::uint32_t>(frames_.size()));
          store_.push_level();
          entering = store_.assign(d.var, d.value) && store_.propagate() && (!hook || hook(store_));
          if (!entering) {
            ++failures;
            leaf(base.size() + frames_.size());
          }
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
    if (frames_.empty()) break;
    Frame& top = frames_.back();
    if (!top.right && !top.given) {
      top.right = true;
      store_.pop_level();
      if (budget.spend()) {
        stopped = true;
        break;
      }
      if (pool != nullptr && pool->hungry()) give_shallowest(base, *pool);
      ++nodes;
      entering =
          store_.remove(top.d.var, top.d.value) && store_.propagate() && (!hook || hook(store_));
      if (!entering) {
        ++failures;
        leaf(base.size() + frames_.size());
      }
      continue;
    }
    // Both branches done (or the right one given away): the node's count is
    // final, and whole unless a branch below the root's side of it was given.
    if (top.given) store_.pop_level();
    if (top.hash != 0 && frames_.size() > partial_)
      cache_->store(top.hash, key_at(frames_.size() - 1), solutions - top.base);
    frames_.pop_back();
    first_open_ = std::min(first_open_, frames_.size());
    partial_ = std::min(partial_, frames_.size());
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
