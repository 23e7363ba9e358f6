#include "deduce/search/brancher.h"

namespace deduce::search {

template <class D>
Decision BasicBrancher<D>::next(core::BasicStore<D>& store) {
  std::uint64_t live = live_;
  core::VarId best = -1;
  int best_size = core::kCapacity<D> + 1;
  std::uint32_t best_weight = 1;
  for (std::uint64_t i = 0; i < live;) {
    core::VarId x = vars_[i];
    int s = store.size(x);
    if (s == 1) {
      vars_[i] = vars_[live - 1];
      vars_[live - 1] = x;
      --live;
      continue;
    }
    switch (choice_) {
      case VarChoice::kInputOrder:
        best = x;
        i = live;  // stop scanning
        continue;
      case VarChoice::kFirstFail:
        if (s < best_size) {
          best = x;
          best_size = s;
          if (s == 2)
            i = live;  // nothing smaller exists; stop scanning
          else
            ++i;
          continue;
        }
        break;
      case VarChoice::kDomWdeg: {
        std::uint32_t w = store.wdeg(x) + 1;
        // s / w < best_size / best_weight, without division.
        if (best < 0 || std::uint64_t(s) * best_weight < std::uint64_t(best_size) * w) {
          best = x;
          best_size = s;
          best_weight = w;
        }
        break;
      }
    }
    ++i;
  }
  store.trail_set(live_, live);
  if (best < 0) return {};
  return {best, store.min(best)};
}

template class BasicBrancher<core::Bits>;
template class BasicBrancher<core::WideBits>;

}  // namespace deduce::search
