#include "deduce/sat/var_order.h"

namespace deduce::sat {

void VarOrder::init(int vars, double decay) {
  activity_.assign(static_cast<std::size_t>(vars), 0.0);
  position_.assign(static_cast<std::size_t>(vars), -1);
  phase_.assign(static_cast<std::size_t>(vars), 1);
  heap_.clear();
  heap_.reserve(static_cast<std::size_t>(vars));
  increment_ = 1.0;
  inverse_decay_ = 1.0 / decay;
  for (Var v = 0; v < vars; ++v) insert(v);
}

void VarOrder::bump(Var v) {
  bump_by(v, increment_);
}

void VarOrder::bump_by(Var v, double amount) {
  activity_[v] += amount;
  if (activity_[v] > 1e100) {  // rescale everything: only the order matters
    for (double& a : activity_) a *= 1e-100;
    increment_ *= 1e-100;
  }
  if (position_[v] >= 0) sift_up(static_cast<std::size_t>(position_[v]));
}

void VarOrder::insert(Var v) {
  position_[v] = static_cast<std::int32_t>(heap_.size());
  heap_.push_back(v);
  sift_up(heap_.size() - 1);
}

void VarOrder::pop() {
  const Var top = heap_.front();
  position_[top] = -1;
  const Var last = heap_.back();
  heap_.pop_back();
  if (heap_.empty()) return;
  heap_[0] = last;
  position_[last] = 0;
  sift_down(0);
}

void VarOrder::sift_up(std::size_t i) {
  const Var v = heap_[i];
  while (i > 0) {
    const std::size_t parent = (i - 1) / 2;
    if (!above(v, heap_[parent])) break;
    heap_[i] = heap_[parent];
    position_[heap_[i]] = static_cast<std::int32_t>(i);
    i = parent;
  }
  heap_[i] = v;
  position_[v] = static_cast<std::int32_t>(i);
}

void VarOrder::sift_down(std::size_t i) {
  const Var v = heap_[i];
  const std::size_t size = heap_.size();
  for (;;) {
    std::size_t child = 2 * i + 1;
    if (child >= size) break;
    if (child + 1 < size && above(heap_[child + 1], heap_[child])) ++child;
    if (!above(heap_[child], v)) break;
    heap_[i] = heap_[child];
    position_[heap_[i]] = static_cast<std::int32_t>(i);
    i = child;
  }
  heap_[i] = v;
  position_[v] = static_cast<std::int32_t>(i);
}

}  // namespace deduce::sat
