#include "deduce/puzzles/zebra/explain/value_names.h"

#include "deduce/puzzles/zebra/explain/words.h"

namespace deduce::puzzles::zebra::explain {
namespace {

thread_local ValueNames* innermost = nullptr;

}  // namespace

ValueNames::ValueNames(const Puzzle& puzzle) : puzzle_(&puzzle), outer_(innermost) {
  const int vars = puzzle.num_categories() * puzzle.n;
  names_.reserve(static_cast<std::size_t>(vars));
  for (int var = 0; var < vars; ++var) names_.push_back(value_name(puzzle, var));
  innermost = this;
}

ValueNames::~ValueNames() {
  innermost = outer_;
}

const std::string* ValueNames::find(const Puzzle& puzzle, int var) {
  const ValueNames* table = innermost;
  if (!table || table->puzzle_ != &puzzle) return nullptr;
  return &table->names_[static_cast<std::size_t>(var)];
}

const std::string* ValueNames::entity_name(int position) {
  const ValueNames* table = innermost;
  if (!table || table->puzzle_->layout != LayoutKind::kNone) return nullptr;
  return &table->names_[static_cast<std::size_t>(position)];
}

}  // namespace deduce::puzzles::zebra::explain
