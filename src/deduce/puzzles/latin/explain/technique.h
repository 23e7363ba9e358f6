// The shape every technique of a Latin-square ladder shares (the Latin
// techniques here, a family's own ones beside them: futoshiki/explain/), and
// the helpers that write its Step.
//
// A technique is a function run(board, step). With a step to fill it finds its
// first application in a fixed scan order, writes it (premises, conclusions,
// words) into the step and applies the conclusions. Without one (grading) it
// applies every application it finds in one pass and builds no text, which is
// what makes grading fast. Both return what happened: nothing, progress, or a
// contradiction (the board is broken: the trial step's signal).
//
// The Latin techniques are declared in ladder_table.h, one file each.
#pragma once

#include <cstdint>
#include <string>

#include "deduce/explain/step.h"
#include "deduce/puzzles/latin/explain/board.h"

namespace deduce::puzzles::latin::ladder {

// What applying a technique did to the board: nothing, a step, or a
// contradiction.
enum class Effect : std::uint8_t { kNone, kProgress, kContradiction };

// A technique on a board of type B: the Latin board, or a family's board
// that extends it.
template <class B>
using BasicTechniqueFn = Effect (*)(B& board, deduce::explain::Step* step);
using TechniqueFn = BasicTechniqueFn<Board>;

// Starts `step` as an application of technique `key` at `level`.
void begin_step(deduce::explain::Step& step, const char* key, int level);

// Premises.
void add_cell(deduce::explain::Step& step, const Board& board, int cell);
void add_line(deduce::explain::Step& step, const Board& board, int line);
// The cells open[i] for each bit i of `picked`, as premises; returns their
// names as a list ("r1c2, r1c4 and r1c5") for the step's text.
std::string add_cells(deduce::explain::Step& step, const Board& board, const int* open,
                      Mask picked);
// The eliminations of `values` from each cell open[i], bit i of `picked`.
void add_eliminations_from(deduce::explain::Step& step, const Board& board, const int* open,
                           Mask picked, Mask values);

// Conclusions and their replay, written once for any board B with cells
// named by cell_name(board, cell) (found in B's namespace) and place() and
// eliminate() as the Latin board's: this one, and boards of other shapes
// that hold one digit set a cell (Sudoku's regions: sudoku/explain/board.h).

// Conclusions: a placement, and the eliminations of `values` from cell (one
// conclusion a value).
template <class B>
void add_place(deduce::explain::Step& step, const B& board, int cell, int v) {
  step.conclusions.push_back({deduce::explain::Conclusion::Kind::kPlace, cell, v,
                              cell_name(board, cell), std::to_string(v)});
}
template <class B>
void add_eliminations(deduce::explain::Step& step, const B& board, int cell, Mask values) {
  for (Mask m = values; m != 0; m &= m - 1) {
    const int v = lowest_value(m);
    step.conclusions.push_back({deduce::explain::Conclusion::Kind::kEliminate, cell, v,
                                cell_name(board, cell), std::to_string(v)});
  }
}

// Applies a step's conclusions to the board: the replay that the tests also
// use to check that conclusions alone solve the puzzle.
template <class B>
void apply_conclusions(B& board, const deduce::explain::Step& step) {
  for (const deduce::explain::Conclusion& c : step.conclusions) {
    if (c.kind == deduce::explain::Conclusion::Kind::kPlace) {
      board.place(c.var, c.value);
    } else {
      board.eliminate(c.var, bit_of(c.value));
    }
  }
}

// "r2c3 is not 4 or 5; r2c6 is not 5" for the eliminations of a step.
template <class B>
std::string eliminations_text(const B& board, const deduce::explain::Step& step) {
  std::string text;
  std::size_t i = 0;
  while (i < step.conclusions.size()) {
    const int cell = step.conclusions[i].var;
    Mask values = 0;
    for (; i < step.conclusions.size() && step.conclusions[i].var == cell; ++i) {
      if (step.conclusions[i].kind == deduce::explain::Conclusion::Kind::kEliminate) {
        values |= bit_of(step.conclusions[i].value);
      }
    }
    if (values == 0) continue;
    if (!text.empty()) text += "; ";
    text += cell_name(board, cell) + " is not " + or_list(values);
  }
  return text;
}

}  // namespace deduce::puzzles::latin::ladder
