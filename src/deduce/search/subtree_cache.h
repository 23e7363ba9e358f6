// The table of subtree counts of the counting search (counting_dfs.h), which
// threads may share.
//
// A fixed table of slots, two a key (its own and its neighbour; a new count
// replaces the smaller count of the two, which stands for less search saved:
// on the signed order-6 count, 17% fewer nodes than one slot a key), sized
// from a byte budget: memory bounded whatever the count. A cache one search
// owns starts at 4,096 slots and doubles, rehashing what it holds, when half
// of its slots are taken, up to the budget: a count of a few hundred nodes
// (the uniqueness checks of a generator, thousands of them) neither maps
// nor clears the whole budget, which under AddressSanitizer cost 0.1 s a
// count. A shared cache is sized once, as no thread may move it. A slot holds a version word, the
// key's hash, its count + 1 (0: empty) and the whole key, so a hash collision can never give a
// wrong count.
//
// Shared by the threads of a parallel count (parallel_search.cc), so two
// threads do not count the same subtree twice: each slot is a seqlock. A
// writer claims the slot by moving its version from even to odd (a writer
// that finds it odd skips its store: a cache may forget), writes, and makes
// it even again; a reader copies nothing but compares the words in place and
// trusts the comparison only if the version was even and unchanged around it.
// Every word is accessed through std::atomic_ref (relaxed loads and stores
// are plain moves on x86), so concurrent access is defined C++ and
// ThreadSanitizer sees it. On one thread the cost is one compare-exchange a
// store.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>

namespace deduce::search {

class SubtreeCache {
 public:
  // `width`: words per key; `bytes`: the budget (at least one slot);
  // `grows`: starts small and doubles up to the budget (one thread only).
  SubtreeCache(std::size_t width, std::size_t bytes, bool grows = false);

  std::size_t width() const { return width_; }
  // Slots in the table now (a growing cache's grow; never past the budget).
  std::size_t slots() const { return slots_; }
  // The most slots the budget allows.
  std::size_t capacity() const { return max_slots_; }

  // True, with the stored count in `count`, when one of the two slots `hash`
  // maps to holds the whole key `key` (width() words); false for empty
  // slots, other keys, slots being written, or hash 0 (never stored).
  bool lookup(std::uint64_t hash, const std::uint64_t* key, std::uint64_t& count) const;
  // Stores `count` under `key` in one of the two slots `hash` maps to (the
  // key's own if it is there, else the one with the smaller count), replacing
  // what was there; nothing for hash 0 or while another thread writes it.
  void store(std::uint64_t hash, const std::uint64_t* key, std::uint64_t count);

 private:
  std::uint64_t* slot(std::uint64_t hash) const {
    return &table_[(hash & (slots_ - 1)) * (width_ + 3)];
  }

  // A table of `slots` (a power of two), zeroed.
  void allocate(std::size_t slots);
  // Doubles the table and stores again every count it held.
  void grow();

  std::size_t width_;
  std::size_t slots_;      // power of two
  std::size_t max_slots_;  // the budget's
  bool grows_;
  std::size_t taken_ = 0;  // slots filled, counted while the table grows
  // calloc'd, so the system hands out zero pages only as slots are touched:
  // a small count pays for the pages it uses, not for the whole budget.
  struct FreeDeleter {
    void operator()(std::uint64_t* p) const { std::free(p); }
  };
  std::unique_ptr<std::uint64_t[], FreeDeleter> table_;
};

}  // namespace deduce::search
