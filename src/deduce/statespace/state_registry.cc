#include "deduce/statespace/state_registry.h"

#include <new>

namespace deduce::statespace {

StateRegistry::StateRegistry(std::uint64_t key_bound) : key_bound_(key_bound) {
  if (key_bound != 0 && key_bound <= kSmallDense) {
    to_dense();
  } else {
    slots_.assign(1024, Slot{0, kNone});
    mask_ = slots_.size() - 1;
  }
}

std::uint32_t StateRegistry::hashed_find(std::uint64_t key) const {
  for (std::uint64_t i = hash(key) & mask_;; i = (i + 1) & mask_) {
    const Slot& s = slots_[i];
    if (s.id == kNone) return kNone;
    if (s.key == key) return s.id;
  }
}

std::pair<std::uint32_t, bool> StateRegistry::hashed_insert(std::uint64_t key) {
  for (std::uint64_t i = hash(key) & mask_;; i = (i + 1) & mask_) {
    Slot& s = slots_[i];
    if (s.id == kNone) {
      s.key = key;
      s.id = static_cast<std::uint32_t>(keys_.size());
      keys_.push_back(key);
      if (keys_.size() * 2 > slots_.size()) grow();
      return {static_cast<std::uint32_t>(keys_.size() - 1), true};
    }
    if (s.key == key) return {s.id, false};
  }
}

void StateRegistry::to_dense() {
  // calloc: the kernel hands out zero pages lazily, so untouched parts of the
  // key range cost nothing.
  auto* table = static_cast<std::uint32_t*>(std::calloc(key_bound_, sizeof(std::uint32_t)));
  if (table == nullptr) throw std::bad_alloc();
  dense_.reset(table);
  for (std::uint32_t id = 0; id < keys_.size(); ++id) dense_[keys_[id]] = id + 1;
  slots_ = std::vector<Slot>();
}

void StateRegistry::grow() {
  if (key_bound_ != 0 && key_bound_ <= kDenseLimit && keys_.size() * kDenseFill >= key_bound_) {
    to_dense();
    return;
  }
  std::vector<Slot> old = std::move(slots_);
  slots_.assign(old.size() * 2, Slot{0, kNone});
  mask_ = slots_.size() - 1;
  for (const Slot& s : old) {
    if (s.id == kNone) continue;
    std::uint64_t i = hash(s.key) & mask_;
    while (slots_[i].id != kNone) i = (i + 1) & mask_;
    slots_[i] = s;
  }
}

}  // namespace deduce::statespace
