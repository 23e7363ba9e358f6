// Trial (Recursive): assume a value, follow it with every easier technique,
// reach a contradiction, and rule the value out. Tatham's "recursive" grade
// guesses; a person's version of a guess is this: the step's trial lines show
// the assumption's consequences up to the contradiction.
//
// Cells are tried fewest values first, as Tatham picks his guess, and values
// in order. When no single assumption breaks under the easier techniques (a
// puzzle that needs guesses within guesses), the step instead shows that a
// search from the assumption finds no solution.
//
// The easier techniques are those of the ladder's table (propagate.h), on
// the Latin board or a family's board B that extends it; B's words for a
// broken board are contradiction_text(const B&), found by argument-dependent
// lookup in B's namespace.
#pragma once

#include <algorithm>
#include <optional>
#include <span>
#include <vector>

#include "deduce/puzzles/latin/explain/propagate.h"

namespace deduce::puzzles::latin::ladder {

namespace trial_detail {

template <class B>
using Table = std::span<const BasicTechniqueEntry<B>>;

// True when the board, propagated, has a solution: a depth-first search over
// the fewest-valued cell with the Easy techniques (cheap, and complete as a
// search however weak the propagation). Also true once the budget is spent:
// a search cut short proves nothing.
template <class B>
bool has_solution(B& board, Table<B> table, int* nodes) {
  ++*nodes;
  propagate(board, table, kEasy, nullptr);
  if (board.stopped()) return true;
  if (board.broken()) return false;
  if (board.solved()) return true;
  int best = -1;
  for (int cell = 0; cell < board.cells(); ++cell) {
    if (board.value(cell) != 0) continue;
    if (best < 0 || popcount(board.candidates(cell)) < popcount(board.candidates(best)))
      best = cell;
  }
  for (Mask m = board.candidates(best); m != 0; m &= m - 1) {
    B child = board;
    child.place(best, lowest_value(m));
    if (has_solution(child, table, nodes)) return true;
  }
  return false;
}

// The open cells, fewest values first (ties in reading order).
inline std::vector<int> trial_order(const Board& board) {
  std::vector<int> cells;
  for (int cell = 0; cell < board.cells(); ++cell) {
    if (board.value(cell) == 0) cells.push_back(cell);
  }
  std::stable_sort(cells.begin(), cells.end(), [&](int a, int b) {
    return popcount(board.candidates(a)) < popcount(board.candidates(b));
  });
  return cells;
}

template <class B>
void write_step(B& board, Table<B> table, deduce::explain::Step* step, int cell, int v, int nodes) {
  if (step == nullptr) return;
  begin_step(*step, "trial", kRecursive);
  deduce::explain::Premise assumption{deduce::explain::Premise::Kind::kAssumption,
                                      cell_name(board, cell) + " = " + std::to_string(v),
                                      set_text(board.candidates(cell)),
                                      {cell}};
  step->premises.push_back(std::move(assumption));
  add_eliminations(*step, board, cell, bit_of(v));
  // Replay the assumption with words for the trial lines, whatever the
  // budget: the assumption is refuted already, and this costs what that did.
  B copy = board;
  copy.set_budget(nullptr);
  copy.place(cell, v);
  std::vector<deduce::explain::Step> lines;
  step->trial.push_back("assume " + cell_name(board, cell) + " = " + std::to_string(v));
  propagate(copy, table, kExtreme, &lines);
  for (const deduce::explain::Step& s : lines) step->trial.push_back(s.text);
  if (copy.broken()) {
    step->trial.push_back("contradiction: " + contradiction_text(copy));
    step->text = "if " + cell_name(board, cell) + " were " + std::to_string(v) + ", " +
                 contradiction_text(copy) + " (after " + std::to_string(lines.size()) +
                 " steps), so " + cell_name(board, cell) + " is not " + std::to_string(v);
  } else {
    step->trial.push_back("contradiction: every way on from here breaks a rule (a search of " +
                          std::to_string(nodes) + " cases)");
    step->text = "if " + cell_name(board, cell) + " were " + std::to_string(v) +
                 ", no way of filling the rest would work (a search of " + std::to_string(nodes) +
                 " cases), so " + cell_name(board, cell) + " is not " + std::to_string(v);
  }
}

}  // namespace trial_detail

// The trial technique on the ladder `table` (kRecursive, after every
// technique of the table).
template <class B>
Effect trial(B& board, std::span<const BasicTechniqueEntry<B>> table, deduce::explain::Step* step) {
  using namespace trial_detail;
  if (board.solved() || board.broken()) return Effect::kNone;
  const std::vector<int> order = trial_order(board);
  B scratch = board;
  // The first assumption cell = v, in trial order, that `refutes` shows
  // impossible on a copy of the board (giving the search nodes it took), is
  // eliminated with its step; nullopt when no assumption is refuted.
  const auto eliminate_first = [&](auto refutes) -> std::optional<Effect> {
    for (int cell : order) {
      for (Mask m = board.candidates(cell); m != 0; m &= m - 1) {
        const int v = lowest_value(m);
        if (board.out_of_budget()) return Effect::kNone;
        scratch = board;
        scratch.place(cell, v);
        int nodes = 0;
        if (!refutes(scratch, nodes)) continue;
        write_step(board, table, step, cell, v, nodes);
        board.eliminate(cell, bit_of(v));
        return board.broken() ? Effect::kContradiction : Effect::kProgress;
      }
    }
    return std::nullopt;
  };
  const auto breaks = [&](B& s, int&) {
    propagate(s, table, kExtreme, nullptr);
    return s.broken();
  };
  if (const auto e = eliminate_first(breaks)) return *e;
  // No single assumption breaks: search instead.
  const auto unsolvable = [&](B& s, int& nodes) { return !has_solution(s, table, &nodes); };
  if (const auto e = eliminate_first(unsolvable)) return *e;
  return Effect::kNone;
}

}  // namespace deduce::puzzles::latin::ladder
