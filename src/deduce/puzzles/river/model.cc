#include "deduce/puzzles/river/model.h"

#include <algorithm>
#include <bit>
#include <new>
#include <string>

#include "deduce/io/input_error.h"

namespace deduce::puzzles::river {

RiverModel::RiverModel(const RiverPuzzle& p)
    : groups_(p.groups.size()), forbid_(p.forbid), goal_(p.goal), has_goal_(p.has_goal) {
  int shift = 1;
  for (const Group& g : p.groups) {
    const int bits = std::bit_width(static_cast<std::uint64_t>(g.count));
    total_.push_back(g.count);
    shift_.push_back(shift);
    mask_.push_back((std::uint64_t{1} << bits) - 1);
    start_ |= static_cast<std::uint64_t>(g.count) << shift;
    // Saturates: past 2^64 the key bound (at most 2^64 too) is the tighter one.
    if (__builtin_mul_overflow(state_bound_, static_cast<std::uint64_t>(g.count) + 1,
                               &state_bound_)) {
      state_bound_ = ~std::uint64_t{0};
    }
    shift += bits;
  }
  total_bits_ = shift - 1;
  guarded_ = total_bits_ + static_cast<int>(groups_) <= 64;
  if (guarded_) {
    int at = 0;
    for (std::size_t i = 0; i < groups_; ++i) {
      const int bits = std::bit_width(mask_[i]);
      guard_shift_.push_back(at);
      guard_mask_ |= std::uint64_t{1} << (at + bits);
      at += bits + 1;
    }
  }
  goal_key_ = 1;  // nobody left, boat on the right
  totals_ = start_ >> 1;
  enumerate_loads(p);
  if (!forbid_.empty() && (std::uint64_t{1} << total_bits_) <= kMemoLimit) {
    const std::size_t words = ((std::size_t{1} << total_bits_) + 31) / 32;
    for (auto* memo : {&memo_, &bank_memo_}) {
      auto* table = static_cast<std::uint64_t*>(std::calloc(words, sizeof(std::uint64_t)));
      if (table == nullptr) throw std::bad_alloc();
      memo->reset(table);
    }
  }
}

void RiverModel::enumerate_loads(const RiverPuzzle& p) {
  std::vector<std::int64_t> k(groups_, 0);
  const io::SourceLocation boat_at{p.file, p.boat_line, p.boat_column};
  // Odometer over all vectors with sum <= capacity.
  std::int64_t sum = 0;
  std::uint64_t tried = 0;
  for (;;) {
    if (++tried > 100 * kMaxLoads) {
      throw io::InputError(boat_at,
                           "too many possible boat loads to examine: expected a smaller boat or "
                           "fewer groups");
    }
    if (sum >= 1) {
      bool rower = p.rowers.empty();
      for (int r : p.rowers) rower |= k[r] > 0;
      if (rower && (p.forbid_boat.empty() || !p.forbid_boat.holds(k.data()))) {
        const std::int64_t c = p.has_cost ? p.cost.eval(k.data()) : 1;
        if (c < 1 || c > kMaxCost) {
          std::string load;
          for (std::size_t i = 0; i < groups_; ++i) {
            if (k[i] == 0) continue;
            if (!load.empty()) load += ", ";
            load += std::to_string(k[i]) + " " + p.groups[i].name;
          }
          throw io::InputError({p.file, p.cost_line, p.cost_column},
                               "expected a cost from 1 to 1000000000 for every load; " + load +
                                   " costs " + std::to_string(c));
        }
        if (loads_ == kMaxLoads) {
          throw io::InputError(boat_at,
                               "too many different boat loads (more than 100000): expected a "
                               "smaller boat or fewer groups");
        }
        std::uint64_t delta = 0, guarded = 0;
        for (std::size_t i = 0; i < groups_; ++i) {
          load_counts_.push_back(static_cast<std::int32_t>(k[i]));
          delta |= static_cast<std::uint64_t>(k[i]) << shift_[i];
          if (guarded_) guarded |= static_cast<std::uint64_t>(k[i]) << guard_shift_[i];
        }
        load_delta_.push_back(delta);
        guard_delta_.push_back(guarded);
        load_cost_.push_back(c);
        max_cost_ = std::max(max_cost_, c);
        ++loads_;
      }
    }
    // Next vector: increase the first digit that can grow, reset those before it.
    std::size_t i = 0;
    for (; i < groups_; ++i) {
      if (k[i] < total_[i] && sum < p.capacity) {
        ++k[i];
        ++sum;
        break;
      }
      sum -= k[i];
      k[i] = 0;
    }
    if (i == groups_) break;
  }
}

bool RiverModel::evaluate_goal(std::uint64_t key) const {
  std::int64_t right[kMaxGroups];
  for (std::size_t i = 0; i < groups_; ++i) right[i] = right_count(key, i);
  return goal_.holds(right);
}

bool RiverModel::evaluate_legal(std::uint64_t counts) const {
  // Each field of counts is at most its total: the subtraction borrows nowhere.
  return bank_safe(counts) && bank_safe(totals_ - counts);
}

bool RiverModel::bank_safe(std::uint64_t counts) const {
  if (!bank_memo_) return evaluate_bank_safe(counts);
  return memoised(bank_memo_.get(), counts, [&] { return evaluate_bank_safe(counts); });
}

bool RiverModel::evaluate_bank_safe(std::uint64_t counts) const {
  std::int64_t bank[kMaxGroups];
  for (std::size_t i = 0; i < groups_; ++i) {
    bank[i] = static_cast<std::int64_t>((counts >> (shift_[i] - 1)) & mask_[i]);
  }
  return !forbid_.holds(bank);
}

}  // namespace deduce::puzzles::river
