#include "deduce/sat/clause_exchange.h"

#include <limits>

namespace deduce::sat {

ClauseExchange::ClauseExchange(std::size_t searches, std::uint64_t epoch)
    : searches_(searches),
      epoch_(epoch),
      slots_(std::make_unique<Slot[]>(searches)),
      own_(searches, 0) {}

void ClauseExchange::seal(Slot& slot, std::vector<std::uint32_t>& learnt) {
  const std::lock_guard<std::mutex> hold(slot.lock);
  slot.epochs.push_back(std::move(learnt));
  learnt.clear();
}

void ClauseExchange::finish(std::size_t i, std::vector<std::uint32_t>& learnt) {
  seal(slots_[i], learnt);
  slots_[i].sealed.store(std::numeric_limits<std::uint64_t>::max(), std::memory_order_release);
}

void ClauseExchange::collect(std::size_t j, std::uint64_t epoch, std::vector<std::uint32_t>& take) {
  Slot& slot = slots_[j];
  const std::lock_guard<std::mutex> hold(slot.lock);
  if (epoch < slot.epochs.size())
    take.insert(take.end(), slot.epochs[epoch].begin(), slot.epochs[epoch].end());
}

}  // namespace deduce::sat
