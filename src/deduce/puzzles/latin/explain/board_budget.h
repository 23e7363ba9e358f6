// The limits a ladder's board spends from (--timeout, --node-limit, Ctrl-C):
// a part of the Latin board and of any family's board built like it
// (Sudoku's: sudoku/explain/board.h), so that the copies trials make and the
// searches inside them spend from the same budget. None by default.
#pragma once

#include "deduce/budget/limits.h"

namespace deduce::puzzles::latin::ladder {

class BoardBudget {
 public:
  // The limits this board's work spends from (nullptr: none).
  void set_budget(budget::Budget* budget) { budget_ = budget; }
  // Spends one unit and says whether the work must stop; once stopped, it
  // stays stopped. A technique cut short finds less, never something unsound.
  bool out_of_budget() const {
    return budget_ != nullptr && (budget_->stopped() || budget_->spend());
  }
  bool stopped() const { return budget_ != nullptr && budget_->stopped(); }

 private:
  budget::Budget* budget_ = nullptr;
};

}  // namespace deduce::puzzles::latin::ladder
