// How Sudoku puzzles and grids show themselves to the writers (views.h):
// solutions in the form the puzzle came in (a game ID and the grid, a line,
// or the grid), rows of numbers in JSON, the grid drawn with its boxes or
// regions, diagonals and cages.
#pragma once

#include "deduce/puzzles/sudoku/check.h"
#include "deduce/puzzles/sudoku/explain/ladder.h"
#include "deduce/puzzles/sudoku/puzzle.h"
#include "views.h"

namespace deduce::apps {

class SudokuView final : public PuzzleView {
 public:
  explicit SudokuView(const puzzles::sudoku::Puzzle& p) : p_(p) {}
  svg::Picture picture(bool candidates) const override;
  // order, boxes ([rows, columns], null for jigsaw), jigsaw, x, killer.
  void add_head_json(Json& j) const override;
  // Every result has `verdict`, null unless check (or an invalid grid) fills it.
  void add_tail_json(Json& j) const override;
  // explain and hint draw each step over the candidates before it.
  bool draws_steps() const override { return true; }
  std::size_t step_pictures(const std::vector<explain::Step>& steps,
                            const std::vector<int>& entered, const FrameSink& frame) const override;
  std::optional<svg::Picture> entries_picture(const Explained& x) const override;

 private:
  const puzzles::sudoku::Puzzle& p_;
};

class SudokuSolution final : public Solution {
 public:
  SudokuSolution(const puzzles::sudoku::Puzzle& p, const puzzles::sudoku::Grid& g) : p_(p), g_(g) {}
  void write_text(std::ostream& out, std::uint64_t number, bool listing) const override;
  Json json() const override;
  svg::Picture picture() const override;

 private:
  const puzzles::sudoku::Puzzle& p_;
  const puzzles::sudoku::Grid& g_;
};

// check's verdict on the grid as given: complete or not, valid or not, the
// rule broken (row, column, box, region, diagonal, cage) and its place.
class SudokuVerdict final : public ResultSection {
 public:
  explicit SudokuVerdict(puzzles::sudoku::CheckResult c) : c_(std::move(c)) {}
  std::string_view key() const override { return "verdict"; }
  void write_text(std::ostream&, const PuzzleResult&) const override {}
  Json json() const override;
  std::string verdict() const override;
  std::optional<Breach> breach() const override;

 private:
  puzzles::sudoku::CheckResult c_;
};

// An explanation of `p` with Solo's grade named, and for a killer puzzle his
// killer sub-grade after it ("extreme, killer advanced"), as grade, explain,
// hint and generate write it; the steps kept only `with_steps`.
Explained solo_explained(const puzzles::sudoku::Puzzle& p, puzzles::sudoku::Explained e,
                         bool with_steps);

}  // namespace deduce::apps
