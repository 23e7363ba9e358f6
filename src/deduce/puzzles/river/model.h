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
// load's packed form is precomputed. Whether a load fits on the bank is one
// subtraction too when the counts fit in 64 bits with a guard bit above each
// field (the guarded layout): each field holds 2^width + available, and a
// load fits exactly when subtracting its guarded form leaves every guard bit
// set (a field that goes negative borrows its own guard bit, never a
// neighbour's). Otherwise the fit is checked group by group. The result is legal when `forbid:`
// holds on neither bank. Bank legality is memoised per left-bank content (two bits per possible
// content: unknown, legal, forbidden) when there are at most 2^28 of them, and so is the safety of
// a single bank, so the forbid rule is evaluated at most once per distinct bank. Two bits rather
// than a byte: the table is touched sparsely (1000/1000/4 meets 4000 contents of a million), and a
// quarter of the pages means a quarter of the page faults.
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
  static constexpr std::uint64_t kMemoLimit = std::uint64_t{1} << 28;

  // statespace::StateModel
  std::uint64_t start() const { return start_; }
  std::uint64_t key_bound() const { return std::uint64_t{1} << (total_bits_ + 1); }
  // Every possible state: the product of (count + 1) over the groups, times two boat sides.
  std::uint64_t state_bound() const { return state_bound_; }
  std::int64_t max_step_cost() const { return max_cost_; }
  bool is_goal(std::uint64_t key) const {
    return has_goal_ ? evaluate_goal(key) : key == goal_key_;
  }

  template <class Emit>
  void for_each_successor(std::uint64_t key, Emit&& emit) const {
    for_each_candidate(key, [&](std::uint64_t next, std::uint32_t load, std::int64_t cost) {
      if (legal(next >> 1)) emit(next, load, cost);
    });
  }

  // Optional part of statespace::StateModel, for the dense BFS loop: calls
  // emit(next_key, load, cost) for every load that fits on the boat's bank, legal
  // or not; legal_key(next_key) tells whether the result is a state. The
  // search asks once per key and remembers the answer in its direct table.
  template <class Emit>
  void for_each_candidate(std::uint64_t key, Emit&& emit) const {
    const std::uint64_t side = key & 1;
    // Member arrays in locals: emit's stores cannot make the compiler reload them.
    const std::uint64_t* const delta = load_delta_.data();
    const std::int64_t* const cost = load_cost_.data();
    const std::size_t loads = loads_;
    if (guarded_) {
      // What stands on the boat's bank, in the guarded layout: a load fits
      // when subtracting it clears no guard bit.
      const std::uint64_t guard = guard_mask_;
      const std::uint64_t* const guarded = guard_delta_.data();
      std::uint64_t avail = guard;
      for (std::size_t i = 0; i < groups_; ++i) {
        const std::uint64_t left = (key >> shift_[i]) & mask_[i];
        avail |= (side == 0 ? left : static_cast<std::uint64_t>(total_[i]) - left)
                 << guard_shift_[i];
      }
      if (side == 0) {
        for (std::size_t l = 0; l < loads; ++l) {
          if (((avail - guarded[l]) & guard) == guard) {
            emit(key - delta[l] + 1, static_cast<std::uint32_t>(l), cost[l]);
          }
        }
      } else {
        for (std::size_t l = 0; l < loads; ++l) {
          if (((avail - guarded[l]) & guard) == guard) {
            emit(key + delta[l] - 1, static_cast<std::uint32_t>(l), cost[l]);
          }
        }
      }
      return;
    }
    std::int64_t avail[kMaxGroups];
    for (std::size_t i = 0; i < groups_; ++i) {
      const auto left = static_cast<std::int64_t>((key >> shift_[i]) & mask_[i]);
      avail[i] = side == 0 ? left : total_[i] - left;
    }
    const std::int32_t* k = load_counts_.data();
    for (std::size_t l = 0; l < loads; ++l, k += groups_) {
      bool fits = true;
      for (std::size_t i = 0; i < groups_; ++i) fits &= k[i] <= avail[i];
      if (fits) {
        emit(side == 0 ? key - delta[l] + 1 : key + delta[l] - 1, static_cast<std::uint32_t>(l),
             cost[l]);
      }
    }
  }
  bool legal_key(std::uint64_t key) const { return legal(key >> 1); }

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
  bool legal(std::uint64_t counts) const {
    if (forbid_.empty()) return true;
    if (!memo_) return evaluate_legal(counts);
    return memoised(memo_.get(), counts, [&] { return evaluate_legal(counts); });
  }

  static constexpr std::size_t kMaxGroups = 62;

 private:
  bool evaluate_legal(std::uint64_t counts) const;
  bool bank_safe(std::uint64_t counts) const;
  bool evaluate_bank_safe(std::uint64_t counts) const;
  // The truth of evaluate() at `index` of a 2-bit table (0 unknown, 1 true, 2 false).
  template <class Evaluate>
  static bool memoised(std::uint64_t* table, std::uint64_t index, Evaluate&& evaluate) {
    std::uint64_t& word = table[index >> 5];
    const int at = static_cast<int>(index & 31) * 2;
    std::uint64_t m = (word >> at) & 3;
    if (m == 0) {
      m = evaluate() ? 1 : 2;
      word |= m << at;
    }
    return m == 1;
  }
  bool evaluate_goal(std::uint64_t key) const;
  void enumerate_loads(const RiverPuzzle& p);

  struct FreeDeleter {
    void operator()(std::uint64_t* p) const { std::free(p); }
  };

  std::size_t groups_ = 0;
  std::vector<std::int64_t> total_;
  std::vector<int> shift_;
  std::vector<std::uint64_t> mask_;
  int total_bits_ = 0;
  std::uint64_t start_ = 0;
  std::uint64_t goal_key_ = 0;
  std::uint64_t state_bound_ = 2;
  Program forbid_;
  Program goal_;
  bool has_goal_ = false;

  std::size_t loads_ = 0;
  std::vector<std::int32_t> load_counts_;   // loads_ x groups_
  bool guarded_ = false;                    // the guarded layout fits in 64 bits
  std::vector<int> guard_shift_;            // by group
  std::uint64_t guard_mask_ = 0;            // the guard bit of every field
  std::vector<std::uint64_t> guard_delta_;  // by load, in the guarded layout
  std::vector<std::uint64_t> load_delta_;   // the load packed like a key (side bit 0)
  std::vector<std::int64_t> load_cost_;
  std::int64_t max_cost_ = 1;  // the largest of load_cost_

  // Two bits by packed left-bank content: 0 unknown, 1 legal, 2 forbidden.
  std::unique_ptr<std::uint64_t[], FreeDeleter> memo_;
  // The same for one bank: whether `forbid:` is false on a bank holding these
  // counts. A content's legality needs its own bank and the complementary one
  // (totals minus it), and every bank is the complement of another, so this
  // halves the evaluations of the rule when a search meets most contents.
  std::unique_ptr<std::uint64_t[], FreeDeleter> bank_memo_;
  std::uint64_t totals_ = 0;  // the totals, packed like a bank content
};

}  // namespace deduce::puzzles::river
