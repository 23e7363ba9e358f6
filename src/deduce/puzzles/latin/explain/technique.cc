#include "deduce/puzzles/latin/explain/technique.h"

#include <bit>

namespace deduce::puzzles::latin::ladder {

using deduce::explain::Conclusion;
using deduce::explain::Premise;
using deduce::explain::Step;

void begin_step(Step& step, const char* key, int level) {
  step = Step{};
  step.technique = key;
  step.level = level;
}

void add_cell(Step& step, const Board& board, int cell) {
  step.premises.push_back(
      {Premise::Kind::kCell, cell_name(board, cell), set_text(board.candidates(cell)), {cell}});
}

void add_line(Step& step, const Board& board, int line) {
  Premise p{Premise::Kind::kLine, line_name(board, line), "", {}};
  for (int i = 0; i < board.n(); ++i) p.vars.push_back(board.line_cell(line, i));
  step.premises.push_back(std::move(p));
}

std::string add_cells(Step& step, const Board& board, const int* open, Mask picked) {
  std::string names;
  for (Mask m = picked; m != 0; m &= m - 1) {
    const int cell = open[std::countr_zero(m)];
    add_cell(step, board, cell);
    if (!names.empty()) names += (m & (m - 1)) == 0 ? " and " : ", ";
    names += cell_name(board, cell);
  }
  return names;
}

void add_eliminations_from(Step& step, const Board& board, const int* open, Mask picked,
                           Mask values) {
  for (Mask m = picked; m != 0; m &= m - 1) {
    const int cell = open[std::countr_zero(m)];
    add_eliminations(step, board, cell, board.candidates(cell) & values);
  }
}

}  // namespace deduce::puzzles::latin::ladder
