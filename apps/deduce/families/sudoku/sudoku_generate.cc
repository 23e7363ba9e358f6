// The Sudoku generator's hook for `deduce generate sudoku`
// (families/generator.h): the request's options (--params in Solo's words,
// --grade) to the library's GenerateOptions, and the puzzle made to its
// grid, .sudoku file or Solo game ID. A killer puzzle's grade names Solo's
// killer sub-grade too ("extreme, killer advanced"), as `deduce grade` does.
#include <string>

#include "deduce/puzzles/sudoku/explain/ladder.h"
#include "deduce/puzzles/sudoku/format.h"
#include "deduce/puzzles/sudoku/generate/generate.h"
#include "families/explain_outcome.h"
#include "families/generator.h"
#include "families/sudoku/sudoku_generate.h"
#include "families/sudoku/sudoku_view.h"

namespace deduce::apps {
namespace {

namespace sdk = puzzles::sudoku;
namespace sgen = puzzles::sudoku::generate;

using MadeSudoku = MadePuzzle<sdk::Puzzle, sdk::Grid, SudokuView, SudokuSolution>;

// The text a puzzle is written as: the newspaper grid where it reads back
// as the same puzzle (an order of 4, 6, 8 or 9 in its usual boxes, no X,
// no cages), else the .sudoku file, which says everything.
std::string text_of(const sdk::Puzzle& p) {
  const sdk::BoxShape usual = sdk::default_boxes(p.n);
  const bool plain = (p.n == 4 || p.n == 6 || p.n == 8 || p.n == 9) && !p.x && !p.jigsaw() &&
                     !p.killer && p.box_rows == usual.rows && p.box_cols == usual.cols;
  return plain ? sdk::format_grid(p, p.givens) : sdk::format_file(p, p.givens);
}

}  // namespace

sgen::GenerateOptions sudoku_generate_options(const Request& r) {
  const sdk::SoloParams said = sdk::read_solo_params(
      r.generate.params.empty() ? kDefaultSoloParams : r.generate.params, {"--params", 1, 1});
  sgen::GenerateOptions o;
  o.shape = said.shape;
  o.symmetry = said.symmetry;
  o.grade = 0;  // Solo's default: trivial
  if (said.difficulty >= 0) o.grade = said.difficulty;
  const explain::GradeScale& scale = sdk::grade_scale();
  for (std::size_t i = 0; i < scale.size(); ++i)
    if (scale[i].name == r.generate.grade) o.grade = static_cast<int>(i);
  return o;
}

Generated make_sudoku(const Request& r, std::uint64_t, std::uint64_t stream_seed,
                      const budget::Limits& limits) {
  const sgen::GenerateOptions o = sudoku_generate_options(r);
  util::Rng rng(stream_seed);
  sgen::GenerateOutcome made = sgen::generate(o, rng, limits);
  Generated out;
  out.stop = made.stop;
  if (out.stop != budget::StopReason::kNone) return out;
  std::string grade(sdk::grade_scale()[static_cast<std::size_t>(o.grade)].name);
  // Solo's killer puzzles are all of his Advanced killer sub-grade.
  if (o.shape.killer) grade += ", killer " + std::string(sdk::killer_grade_scale().back().name);
  if (!made.made) {
    const std::string params = r.generate.params.empty() ? kDefaultSoloParams : r.generate.params;
    out.failure = "no Sudoku " + params + " of grade " + grade + " was found in " +
                  (o.shape.killer ? std::to_string(o.killer_attempts) + " covers of cages"
                                  : std::to_string(o.attempts) + " filled grids");
    return out;
  }
  const std::string id = sdk::format_game_id(made.made->puzzle);
  out.text = r.format == Format::kId ? id + "\n" : text_of(made.made->puzzle);
  out.grade = grade;
  if (!shows_result(r)) return out;
  auto shown =
      std::make_shared<MadeSudoku>(std::move(made.made->puzzle), std::move(made.made->solution));
  show_unique(out, r, shown, id, [&](budget::Budget& b) {
    sdk::ExplainOptions eo;
    eo.budget = &b;
    return solo_explained(shown->puzzle, sdk::explain(shown->puzzle, shown->grid, eo),
                          r.generate.explain);
  });
  return out;
}

}  // namespace deduce::apps
