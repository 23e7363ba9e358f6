// Singleton arc consistency by probing: see singleton.h.
#include "deduce/search/singleton.h"

namespace deduce::search {

bool SingletonProber::run(core::Store& store) {
  std::uint64_t probes = 0, removed = 0;
  bool ok = true;
  for (bool changed = true; changed && ok;) {
    changed = false;
    for (core::VarId x : vars_) {
      const core::Bits d = store.dom(x);
      if (core::is_single(d) || core::size(d) > options_.max_size) continue;
      for (int v : core::values(d)) {
        // An earlier removal in this loop may have taken v already.
        if (!store.contains(x, v)) continue;
        store.push_level();
        ++probes;
        const bool consistent = store.assign(x, v) && store.propagate();
        store.pop_level();
        if (consistent) continue;
        ++removed;
        changed = true;
        if (!store.remove(x, v) || !store.propagate()) {
          ok = false;
          break;
        }
      }
      if (!ok) break;
    }
    if (!options_.to_fixpoint) break;
  }
  probes_ += probes;
  removed_ += removed;
  return ok;
}

}  // namespace deduce::search
