// Chooses the next decision: which unfixed variable, which value.
//
// The branch variables live in one array whose first live_ entries are the
// ones not yet fixed. A fixed variable found while scanning is swapped past the
// boundary and the boundary is trailed, so backtracking restores the live set
// (swaps stay inside the old boundary) without copying anything.
#pragma once

#include <cstdint>
#include <vector>

#include "deduce/core/store.h"

namespace deduce::search {

enum class VarChoice {
  kFirstFail,   // smallest domain, earliest variable on ties
  kDomWdeg,     // smallest domain size / weighted degree (Boussemart et al., ECAI 2004)
  kInputOrder,  // first unfixed variable
};

struct Decision {
  core::VarId var = -1;
  int value = 0;
};

template <class D>
class BasicBrancher {
 public:
  BasicBrancher(std::vector<core::VarId> vars, VarChoice choice)
      : vars_(std::move(vars)), live_(vars_.size()), choice_(choice) {}

  // The next decision (var = value; its alternative is var != value), or
  // var == -1 when every branch variable is fixed.
  Decision next(core::BasicStore<D>& store);

  VarChoice choice() const { return choice_; }

 private:
  std::vector<core::VarId> vars_;
  std::uint64_t live_;
  VarChoice choice_;
};
using Brancher = BasicBrancher<core::Bits>;
extern template class BasicBrancher<core::Bits>;
extern template class BasicBrancher<core::WideBits>;

}  // namespace deduce::search
