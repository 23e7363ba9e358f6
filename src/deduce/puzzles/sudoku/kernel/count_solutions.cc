#include "deduce/puzzles/sudoku/kernel/count_solutions.h"

#include "deduce/puzzles/sudoku/kernel/branch.h"
#include "deduce/puzzles/sudoku/kernel/propagate.h"

namespace deduce::puzzles::sudoku::kernel {

namespace {

// The board of the givens; false when two of them contradict each other.
bool board_of(const Grid& givens, Board& b) {
  b = empty_board();
  for (int cell = 0; cell < 81; ++cell) {
    const int value = givens[cell];
    if (value == 0) continue;
    if (!allows(b, value - 1, cell)) return false;
    // Every digit is dirty on a new board: no need to find the cell's.
    place<Others::kAlone>(b, value - 1, cell);
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
  // The board of each level: level + 1 is a child of level's board, whose
  // children left are branch_of[level] (branch.h). A path splits each
  // digit's band and stack once at most (its child has one way left there)
  // and each cell once (its child places it): at most 27 + 27 + 81 levels
  // below the root.
  constexpr int kLevels = 27 + 27 + 81 + 1;
  Board stack[kLevels];
  Branch branch_of[kLevels];
  int level = 0;
  if (!board_of(givens, stack[0])) return result;
  const std::uint64_t solution_limit = limits.solution_limit == 0 ? 1 : limits.solution_limit;
  std::uint64_t node_limit = limits.node_limit;
  budget::StopReason node_stop = budget::StopReason::kNodeLimit;
  std::uint64_t nodes = 0;
  std::uint64_t failures = 0;
  int max_level = 0;
  std::uint64_t next_poll = kPollStride;
  for (;;) {
    ++nodes;
    if (node_limit != 0 && nodes > node_limit) {
      result.stopped = true;
      result.reason = node_stop;
      --nodes;
      break;
    }
    if (nodes == next_poll) {
      next_poll += kPollStride;
      if (limits.budget != nullptr) {
        // The process's count of work done, which the progress line shows.
        budget::g_progress_units.fetch_add(kPollStride, std::memory_order_relaxed);
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
    failures += !open;
    if (open && solved(b)) {
      if (result.count++ == 0) {
        result.first_solution = to_grid(b);
        if (limits.min_look != 0) {
          const std::uint64_t cap = nodes + (nodes > limits.min_look ? nodes : limits.min_look);
          if (node_limit == 0 || cap < node_limit) {
            node_limit = cap;
            node_stop = budget::StopReason::kLookBound;
          }
        }
      }
      if (limits.on_solution.visit != nullptr &&
          !limits.on_solution.visit(limits.on_solution.context,
                                    result.count == 1 ? result.first_solution : to_grid(b)))
        break;
      if (result.count >= solution_limit) break;
      open = false;
    }
    if (open) {
      branch_of[level] = choose_branch(b);
      stack[level + 1] = b;
      take_next(branch_of[level], stack[level + 1]);
      ++level;
      max_level = level > max_level ? level : max_level;
      continue;
    }
    // Back to the nearest level with a child left. Its last child is made
    // in place of the parent, which nothing needs any more.
    while (level > 0 && branch_of[level - 1].options == 0) --level;
    if (level == 0) break;
    Branch& branch = branch_of[level - 1];
    if ((branch.options & (branch.options - 1)) == 0) {
      --level;
      take_next(branch, stack[level]);
    } else {
      stack[level] = stack[level - 1];
      take_next(branch, stack[level]);
    }
  }
  result.nodes = nodes;
  result.failures = failures;
  result.max_depth = static_cast<std::uint32_t>(max_level);
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

}  // namespace deduce::puzzles::sudoku::kernel
