// Packed states and the registry that hands out their IDs.
//
// A state of a state-space search is packed by its model into one 64-bit key
// (a river crossing packs the count of every group on the left bank into bit
// fields, and the boat's side into bit 0). The registry interns keys: the
// first key gets ID 0, the next new key ID 1, and so on, so IDs follow the
// order of discovery and per-state data (depth, parent, count) lives in plain
// vectors indexed by ID, like Fast Downward's StateRegistry.
//
// Two representations:
// - dense: a table of 32-bit slots indexed by the key itself. Fastest (one
//   load per lookup), but it costs 4 bytes per possible key, and every page of
//   the table that a state lands on is a page fault. Used when the bound on
//   keys is at most kDenseLimit and the states fill the key range enough.
// - hashed: open addressing with linear probing over (key, ID) pairs, grown
//   at half load, for key ranges too large to index or sparsely used.
// The registry starts dense when the key range is small (kSmallDense), else
// hashed, and moves to dense (once, re-inserting every key) when the states
// reach 1/kDenseFill of a range below kDenseLimit. So a thin path through a
// large box (monks and monsters 1000/1000/4: 4019 states among 2 million
// keys) stays in a small hash table instead of touching 2000 pages, and a
// search that fills its box ends on the direct table.
// Invariant: key(id) round-trips; find(key(id)) == id.
#pragma once

#include <cstdint>
#include <cstdlib>
#include <memory>
#include <utility>
#include <vector>

namespace deduce::statespace {

class StateRegistry {
 public:
  static constexpr std::uint32_t kNone = 0xffffffffu;
  static constexpr std::uint64_t kDenseLimit = std::uint64_t{1} << 26;
  static constexpr std::uint64_t kSmallDense = std::uint64_t{1} << 16;
  static constexpr std::uint64_t kDenseFill = 32;

  // Keys must be < key_bound; key_bound == 0 means no bound is known (hashed).
  explicit StateRegistry(std::uint64_t key_bound);

  // The ID of `key`, or kNone.
  std::uint32_t find(std::uint64_t key) const {
    if (dense_) return dense_[key] - 1;  // slot 0 means absent: 0 - 1 == kNone
    return hashed_find(key);
  }

  // The ID of `key`, and whether it was new.
  std::pair<std::uint32_t, bool> insert(std::uint64_t key) {
    if (dense_) {
      std::uint32_t& slot = dense_[key];
      if (slot != 0) return {slot - 1, false};
      slot = static_cast<std::uint32_t>(keys_.size()) + 1;
      keys_.push_back(key);
      return {slot - 1, true};
    }
    return hashed_insert(key);
  }

  std::uint64_t key(std::uint32_t id) const { return keys_[id]; }
  std::uint32_t size() const { return static_cast<std::uint32_t>(keys_.size()); }
  bool dense() const { return dense_ != nullptr; }

 private:
  struct FreeDeleter {
    void operator()(std::uint32_t* p) const { std::free(p); }
  };
  struct Slot {
    std::uint64_t key;
    std::uint32_t id;  // kNone: empty
  };

  static std::uint64_t hash(std::uint64_t k) {
    k ^= k >> 33;
    k *= 0xff51afd7ed558ccdULL;
    k ^= k >> 33;
    return k;
  }
  std::uint32_t hashed_find(std::uint64_t key) const;
  std::pair<std::uint32_t, bool> hashed_insert(std::uint64_t key);
  void grow();
  void to_dense();

  std::unique_ptr<std::uint32_t[], FreeDeleter> dense_;
  std::vector<Slot> slots_;  // hashed mode; size a power of two
  std::uint64_t mask_ = 0;
  std::uint64_t key_bound_ = 0;
  std::vector<std::uint64_t> keys_;  // by ID
};

}  // namespace deduce::statespace
