#include "deduce/puzzles/sudoku/explain/technique.h"

namespace deduce::puzzles::sudoku::ladder {

using deduce::explain::Premise;
using deduce::explain::Step;

void add_cell(Step& step, const Board& board, int cell) {
  step.premises.push_back(
      {Premise::Kind::kCell, cell_name(board, cell), set_text(board.candidates(cell)), {cell}});
}

void add_region(Step& step, const Board& board, int region) {
  step.premises.push_back(
      {Premise::Kind::kLine, region_name(board, region), "", board.region(region).cells});
}

void add_cage(Step& step, const KillerCage& cage) {
  step.premises.push_back({Premise::Kind::kClue, cage.name,
                           cage.has_sum ? "sum " + std::to_string(cage.sum) : "", cage.cells});
}

}  // namespace deduce::puzzles::sudoku::ladder
