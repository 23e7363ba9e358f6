#include "deduce/puzzles/sudoku/kernel/count_solutions.h"

#include "deduce/puzzles/sudoku/kernel/propagate.h"

namespace deduce::sudoku::kernel {

namespace {

// The board of the givens; false when two of them contradict each other.
bool board_of(const Grid& givens, Board& b) {
  b = empty_board();
  for (int cell = 0; cell < 81; ++cell) {
    const int value = givens[cell];
    if (value == 0) continue;
    if (!allows(b, value - 1, cell)) return false;
    place(b, value - 1, cell);
  }
  return true;
}

}  // namespace

CountResult count_solutions(const Grid& givens, const Limits& limits) {
  CountResult result;
  for (const std::uint8_t v : givens) {
    if (v > 9) {
      result.bad_input = true;
      return result;
    }
  }
  // The board of each level; level + 1 is the branch "digit in cell" of
  // level's board, whose other branch "not digit" is taken in place when
  // the search comes back (branch_of[level]).
  Board stack[82];
  Branch branch_of[82];
  int level = 0;
  if (!board_of(givens, stack[0])) return result;
  const std::uint64_t solution_limit = limits.solution_limit == 0 ? 1 : limits.solution_limit;
  std::uint64_t nodes = 0;
  std::uint64_t next_poll = kPollStride;
  for (;;) {
    ++nodes;
    if (limits.node_limit != 0 && nodes > limits.node_limit) {
      result.stopped = true;
      result.reason = budget::StopReason::kNodeLimit;
      --nodes;
      break;
    }
    if (nodes == next_poll) {
      next_poll += kPollStride;
      if (limits.budget != nullptr) {
        limits.budget->take_back(kPollStride, budget::StopReason::kNone);
        if (limits.budget->check_now()) {
          result.stopped = true;
          result.reason = limits.budget->reason();
          break;
        }
      }
    }
    Board& b = stack[level];
    bool open = propagate(b);
    if (open && solved(b)) {
      if (result.count++ == 0) result.first_solution = to_grid(b);
      if (result.count >= solution_limit) break;
      open = false;
    }
    if (open) {
      const Branch branch = choose_branch(b);
      branch_of[level] = branch;
      stack[level + 1] = b;
      place(stack[level + 1], branch.digit, branch.cell);
      ++level;
      continue;
    }
    // Back to the nearest level whose "not digit" branch is left: each
    // level has one, taken when the search comes back to it.
    if (level == 0) break;
    --level;
    remove(stack[level], branch_of[level].digit, branch_of[level].cell);
  }
  result.nodes = nodes;
  if (limits.budget != nullptr)
    limits.budget->take_back(nodes % kPollStride, budget::StopReason::kNone);
  return result;
}

bool parse_line(const char* text, std::size_t length, Grid& grid) {
  if (length != 81) return false;
  for (std::size_t i = 0; i < 81; ++i) {
    const char c = text[i];
    if (c == '.' || c == '0') {
      grid[i] = 0;
    } else if (c >= '1' && c <= '9') {
      grid[i] = static_cast<std::uint8_t>(c - '0');
    } else {
      return false;
    }
  }
  return true;
}

}  // namespace deduce::sudoku::kernel
