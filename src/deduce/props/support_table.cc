#include "deduce/props/support_table.h"

namespace deduce::props {

using core::PropStatus;

SupportTable::SupportTable(core::Store& s, std::vector<core::VarId> xs,
                           std::unique_ptr<TupleTest> test, std::uint64_t limit)
    : xs_(std::move(xs)),
      test_(std::move(test)),
      limit_(limit),
      values_(xs_.size()),
      digit_(xs_.size()),
      tuple_(xs_.size()),
      supported_(xs_.size()) {
  for (std::size_t i = 0; i < xs_.size(); ++i) {
    s.subscribe(*this, xs_[i], core::Event::kDomain);
    values_[i].reserve(64);
  }
}

PropStatus SupportTable::propagate(core::Store& s) {
  const std::size_t k = xs_.size();
  std::uint64_t product = 1;
  for (std::size_t i = 0; i < k; ++i) {
    product *= static_cast<std::uint64_t>(s.size(xs_[i]));
    if (product > limit_) return PropStatus::kFixpoint;
  }
  for (std::size_t i = 0; i < k; ++i) {
    values_[i].clear();
    for (core::Bits d = s.dom(xs_[i]); d != 0; d &= d - 1) values_[i].push_back(core::min_value(d));
    digit_[i] = 0;
    tuple_[i] = values_[i][0];
    supported_[i] = 0;
  }
  bool all_hold = true;
  for (;;) {
    if (test_->holds(tuple_.data())) {
      for (std::size_t i = 0; i < k; ++i) supported_[i] |= core::Bits{1} << tuple_[i];
    } else {
      all_hold = false;
    }
    std::size_t i = 0;
    while (i < k && ++digit_[i] == values_[i].size()) {
      digit_[i] = 0;
      tuple_[i] = values_[i][0];
      ++i;
    }
    if (i == k) break;
    tuple_[i] = values_[i][digit_[i]];
  }
  for (std::size_t i = 0; i < k; ++i) {
    if (!s.restrict(xs_[i], supported_[i])) return PropStatus::kFailed;
  }
  return all_hold ? PropStatus::kSubsumed : PropStatus::kFixpoint;
}

}  // namespace deduce::props
