// The clauses of the clause-learning search, in one contiguous array.
//
// A clause is two header words (its size; its LBD and flags) followed by its
// literals, and is named by the offset of its header (a ClauseRef). One array
// keeps the clauses a propagation visits close together and costs one
// allocation for all of them. Deleting marks a clause; compact() then moves
// the live ones down and leaves in each moved clause's old place where it
// went, so that the solver can redirect its references (reasons, watches).
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "deduce/sat/literal.h"

namespace deduce::sat {

using ClauseRef = std::uint32_t;

class ClauseArena {
 public:
  ClauseRef add(std::span<const Lit> lits, bool learnt, std::uint32_t lbd);

  std::uint32_t size(ClauseRef c) const { return data_[c]; }
  Lit* lits(ClauseRef c) { return reinterpret_cast<Lit*>(&data_[c + kHeader]); }
  const Lit* lits(ClauseRef c) const { return reinterpret_cast<const Lit*>(&data_[c + kHeader]); }
  std::span<const Lit> clause(ClauseRef c) const { return {lits(c), size(c)}; }

  bool learnt(ClauseRef c) const { return (data_[c + 1] & kLearnt) != 0; }
  bool deleted(ClauseRef c) const { return (data_[c + 1] & kDeleted) != 0; }
  // Set when a conflict analysis used the clause since the last reduction:
  // such a clause survives one more reduction.
  bool used(ClauseRef c) const { return (data_[c + 1] & kUsed) != 0; }
  std::uint32_t lbd(ClauseRef c) const { return data_[c + 1] >> kLbdShift; }
  void set_used(ClauseRef c, bool u) {
    data_[c + 1] = u ? data_[c + 1] | kUsed : data_[c + 1] & ~kUsed;
  }
  void set_lbd(ClauseRef c, std::uint32_t lbd) {
    data_[c + 1] = (data_[c + 1] & kFlagMask) | (clamp_lbd(lbd) << kLbdShift);
  }
  void remove(ClauseRef c) {
    data_[c + 1] |= kDeleted;
    wasted_ += kHeader + size(c);
  }

  // Every clause, deleted or not, in the order added.
  ClauseRef begin() const { return 0; }
  ClauseRef end() const { return static_cast<ClauseRef>(data_.size()); }
  ClauseRef next(ClauseRef c) const { return c + kHeader + size(c); }

  // Drops the deleted clauses. Afterwards forward(old) gives the new
  // reference of a clause that was live, until the next add or compact.
  void compact();
  ClauseRef forward(ClauseRef old) const { return forward_[old]; }
  // The references compact() just made, in order (iterate these, not begin/end,
  // while forward() is needed).
  const std::vector<ClauseRef>& live() const { return live_; }

 private:
  static constexpr std::uint32_t kHeader = 2;
  static constexpr std::uint32_t kLearnt = 1U;
  static constexpr std::uint32_t kDeleted = 2U;
  static constexpr std::uint32_t kUsed = 4U;
  static constexpr std::uint32_t kFlagMask = 7U;
  static constexpr std::uint32_t kLbdShift = 3;
  static std::uint32_t clamp_lbd(std::uint32_t lbd) { return lbd > 0xFFFFFU ? 0xFFFFFU : lbd; }

  std::vector<std::uint32_t> data_;
  std::vector<ClauseRef> forward_;  // by old offset, filled by compact()
  std::vector<ClauseRef> live_;
  std::size_t wasted_ = 0;
};

}  // namespace deduce::sat
