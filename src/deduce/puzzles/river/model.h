// The state space of a river crossing, for the generic searches of
// deduce/statespace (it satisfies statespace::StateModel).
//
// State key: bit 0 is the boat's side (0 left, 1 right); above it, one bit
// field per group holding that group's count on the left bank, wide enough for
// its total (bit_width(count) bits). The right bank is the total minus the
// left, so it needs no bits. Keys are therefore dense below 2^(1 + sum of
// widths), and the registry indexes them directly when that is small.
//
// Moves: every load (k_1..k_g) with 1 <= sum <= capacity, at least one rower
// aboard when `rowers:` is given, and `forbid boat:` false, is enumerated once
// with its cost. A move from a state applies a load to the boat's bank (each
// k_i <= what stands there): one subtraction or addition on the key, since the
// load's packed form is precomputed. The result is legal when `forbid:` holds
// on neither bank. Bank legality is memoised per left-bank content (one byte
// per possible content) when there are at most 2^26 of them, so each forbid
// rule is evaluated at most twice per distinct bank content.
#pragma once

#include <cstdint>
#include <cstdlib>
#include <memory>
#include <vector>

#include "deduce/puzzles/river/puzzle.h"

namespace deduce::puzzles::river {

class RiverModel {
 public:
  // Enumerates the loads. Throws io::InputError when the puzzle's rules cannot
  // be used: more than kMaxLoads loads, or a cost outside 1..kMaxCost.
  explicit RiverModel(const RiverPuzzle& puzzle);

  static constexpr std::size_t kMaxLoads = 100000;
  static constexpr std::int64_t kMaxCost = 1000000000;
  static constexpr std::uint64_t kMemoLimit = std::uint64_t{1} << 26;

  // statespace::StateModel
  std::uint64_t start() const { return start_; }
  std::uint64_t key_bound() const { return std::uint64_t{1} << (total_bits_ + 1); }
  bool is_goal(std::uint64_t key) const;

  template <class Emit>
  void for_each_successor(std::uint64_t key, Emit&& emit) const {
    const std::uint64_t side = key & 1;
    std::int64_t avail[kMaxGroups];
    for (std::size_t i = 0; i < groups_; ++i) {
      const auto left = static_cast<std::int64_t>((key >> shift_[i]) & mask_[i]);
      avail[i] = side == 0 ? left : total_[i] - left;
    }
    const std::int32_t* k = load_counts_.data();
    for (std::size_t l = 0; l < loads_; ++l, k += groups_) {
      bool fits = true;
      for (std::size_t i = 0; i < groups_; ++i) fits &= k[i] <= avail[i];
      if (!fits) continue;
      const std::uint64_t next = side == 0 ? key - load_delta_[l] + 1 : key + load_delta_[l] - 1;
      if (!legal(next >> 1)) continue;
      emit(next, static_cast<std::uint32_t>(l), load_cost_[l]);
    }
  }

  // Decoding, for output and checks.
  std::size_t groups() const { return groups_; }
  std::size_t loads() const { return loads_; }
  std::int64_t left_count(std::uint64_t key, std::size_t group) const {
    return static_cast<std::int64_t>((key >> shift_[group]) & mask_[group]);
  }
  std::int64_t right_count(std::uint64_t key, std::size_t group) const {
    return total_[group] - left_count(key, group);
  }
  bool boat_on_right(std::uint64_t key) const { return (key & 1) != 0; }
  std::int64_t load_count(std::uint32_t load, std::size_t group) const {
    return load_counts_[load * groups_ + group];
  }
  std::int64_t load_cost(std::uint32_t load) const { return load_cost_[load]; }

  // Legality of a bank content packed as in a key without its side bit.
  bool legal(std::uint64_t counts) const;

  static constexpr std::size_t kMaxGroups = 62;

 private:
  bool evaluate_legal(std::uint64_t counts) const;
  void enumerate_loads(const RiverPuzzle& p);

  struct FreeDeleter {
    void operator()(std::uint8_t* p) const { std::free(p); }
  };

  std::size_t groups_ = 0;
  std::vector<std::int64_t> total_;
  std::vector<int> shift_;
  std::vector<std::uint64_t> mask_;
  int total_bits_ = 0;
  std::uint64_t start_ = 0;
  std::uint64_t goal_key_ = 0;
  Program forbid_;
  Program goal_;
  bool has_goal_ = false;

  std::size_t loads_ = 0;
  std::vector<std::int32_t> load_counts_;  // loads_ x groups_
  std::vector<std::uint64_t> load_delta_;  // the load packed like a key (side bit 0)
  std::vector<std::int64_t> load_cost_;

  // 0 unknown, 1 legal, 2 forbidden; by packed left-bank content.
  std::unique_ptr<std::uint8_t[], FreeDeleter> memo_;
};

}  // namespace deduce::puzzles::river
