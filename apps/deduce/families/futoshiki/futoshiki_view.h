// How Futoshiki puzzles and grids show themselves to the writers
// (views.h): grids and game IDs in text, rows of numbers in JSON, the grid
// drawn with its signs, pencil marks and explanation frames.
#pragma once

#include "deduce/puzzles/futoshiki/check.h"
#include "deduce/puzzles/futoshiki/puzzle.h"
#include "views.h"

namespace deduce::apps {

class FutoshikiView final : public PuzzleView {
 public:
  explicit FutoshikiView(const puzzles::futoshiki::Puzzle& p) : p_(p) {}
  svg::Picture picture(bool candidates) const override;
  void add_head_json(Json& j) const override;
  // Every result has `verdict`, null unless check (or an invalid grid) fills it.
  void add_tail_json(Json& j) const override;
  bool draws_steps() const override { return true; }
  std::size_t step_pictures(const std::vector<explain::Step>& steps,
                            const std::vector<int>& entered, const FrameSink& frame) const override;
  std::optional<svg::Picture> entries_picture(const Explained& x) const override;

 private:
  const puzzles::futoshiki::Puzzle& p_;
};

class FutoshikiSolution final : public Solution {
 public:
  FutoshikiSolution(const puzzles::futoshiki::Puzzle& p, const puzzles::futoshiki::Grid& g)
      : p_(p), g_(g) {}
  void write_text(std::ostream& out, std::uint64_t number, bool listing) const override;
  Json json() const override;
  svg::Picture picture() const override;

 private:
  const puzzles::futoshiki::Puzzle& p_;
  const puzzles::futoshiki::Grid& g_;
};

// check's seed verdict on the grid as given: complete or not, valid or
// not, the reason and its place (said on check's line, and instead of an
// answer for a grid that breaks a rule).
class FutoshikiVerdict final : public ResultSection {
 public:
  explicit FutoshikiVerdict(puzzles::futoshiki::CheckResult c) : c_(std::move(c)) {}
  std::string_view key() const override { return "verdict"; }
  void write_text(std::ostream&, const PuzzleResult&) const override {}
  Json json() const override;
  std::string verdict() const override;
  std::optional<Breach> breach() const override;

 private:
  puzzles::futoshiki::CheckResult c_;
};

}  // namespace deduce::apps
