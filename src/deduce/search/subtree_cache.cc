#include "deduce/search/subtree_cache.h"

#include <algorithm>
#include <atomic>
#include <new>

namespace deduce::search {

namespace {

// Slot words: version, hash, count + 1, key.
constexpr std::size_t kVersion = 0, kHash = 1, kCount = 2, kKey = 3;

std::uint64_t load(std::uint64_t& w, std::memory_order order = std::memory_order_relaxed) {
  return std::atomic_ref<std::uint64_t>(w).load(order);
}

void put(std::uint64_t& w, std::uint64_t v, std::memory_order order = std::memory_order_relaxed) {
  std::atomic_ref<std::uint64_t>(w).store(v, order);
}

}  // namespace

SubtreeCache::SubtreeCache(std::size_t width, std::size_t bytes, bool grows)
    : width_(width), grows_(grows) {
  const std::size_t slot_bytes = (width_ + kKey) * sizeof(std::uint64_t);
  std::size_t slots = 1;
  while (slots * 2 * slot_bytes <= bytes) slots *= 2;
  max_slots_ = slots;
  allocate(grows_ ? std::min<std::size_t>(slots, 4096) : slots);
}

void SubtreeCache::allocate(std::size_t slots) {
  slots_ = slots;
  table_.reset(
      static_cast<std::uint64_t*>(std::calloc(slots_ * (width_ + kKey), sizeof(std::uint64_t))));
  if (!table_) throw std::bad_alloc();
}

void SubtreeCache::grow() {
  const std::size_t old_slots = slots_, words = width_ + kKey;
  const std::unique_ptr<std::uint64_t[], FreeDeleter> old = std::move(table_);
  allocate(old_slots * 2);
  taken_ = 0;
  for (std::size_t i = 0; i < old_slots; ++i) {
    const std::uint64_t* s = &old[i * words];
    if (s[kCount] != 0) store(s[kHash], s + kKey, s[kCount] - 1);
  }
}

bool SubtreeCache::lookup(std::uint64_t hash, const std::uint64_t* key,
                          std::uint64_t& count) const {
  if (hash == 0) return false;
  for (std::uint64_t way = 0; way < 2; ++way) {
    std::uint64_t* s = slot(hash ^ way);
    const std::uint64_t version = load(s[kVersion], std::memory_order_acquire);
    if ((version & 1) != 0) continue;  // being written
    if (load(s[kHash]) != hash) continue;
    const std::uint64_t stored = load(s[kCount]);
    if (stored == 0) continue;
    bool same = true;
    for (std::size_t i = 0; same && i < width_; ++i) same = load(s[kKey + i]) == key[i];
    // The words read are one writer's only if no writer came in between.
    std::atomic_thread_fence(std::memory_order_acquire);
    if (!same || load(s[kVersion]) != version) continue;
    count = stored - 1;
    return true;
  }
  return false;
}

void SubtreeCache::store(std::uint64_t hash, const std::uint64_t* key, std::uint64_t count) {
  if (hash == 0) return;
  // Two slots a key (its own and its neighbour): the new count replaces the
  // smaller of the two, since a bigger count stands for more search saved.
  std::uint64_t* s = slot(hash);
  std::uint64_t* other = slot(hash ^ 1);
  const std::uint64_t mine = load(s[kCount]), theirs = load(other[kCount]);
  if (load(s[kHash]) != hash && (mine > theirs || (load(other[kHash]) == hash && theirs != 0)))
    s = other;
  std::atomic_ref<std::uint64_t> version(s[kVersion]);
  std::uint64_t v = version.load(std::memory_order_relaxed);
  if ((v & 1) != 0 || !version.compare_exchange_strong(v, v + 1, std::memory_order_acquire,
                                                       std::memory_order_relaxed))
    return;  // another thread writes this slot: forget this count
  // A reader that sees any word below also sees the odd version after it.
  std::atomic_thread_fence(std::memory_order_release);
  const bool fills = load(s[kCount]) == 0;
  put(s[kHash], hash);
  put(s[kCount], count + 1);
  for (std::size_t i = 0; i < width_; ++i) put(s[kKey + i], key[i]);
  version.store(v + 2, std::memory_order_release);
  if (grows_ && fills && ++taken_ > slots_ / 2 && slots_ < max_slots_) grow();
}

}  // namespace deduce::search
