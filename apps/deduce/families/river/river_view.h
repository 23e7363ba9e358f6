// How river crossings and their crossings show themselves to the writers
// (views.h): the crossing in words and as JSON moves, the banks drawn, a
// crossing as a storyboard.
#pragma once

#include "deduce/puzzles/river/model.h"
#include "deduce/puzzles/river/puzzle.h"
#include "deduce/puzzles/river/solve.h"
#include "views.h"

namespace deduce::apps {

// A river crossing together with its state space, which its views need to
// name the moves and the banks.
struct RiverInstance {
  puzzles::river::RiverPuzzle puzzle;
  puzzles::river::RiverModel model;
};

class RiverView final : public PuzzleView {
 public:
  explicit RiverView(const RiverInstance& river) : river_(river) {}
  svg::Picture picture(bool candidates) const override;
  // "Bridge and torch: a, b, c, d; boat for 2".
  std::string solve_heading() const override;
  // Every result has `optimal`, null until an optimal crossing is found.
  void add_tail_json(Json& j) const override;

 private:
  const RiverInstance& river_;
};

// The optimal crossing's figures, said after check's answer and the count.
class OptimalFigures final : public ResultSection {
 public:
  OptimalFigures(std::int64_t length, std::int64_t cost) : length_(length), cost_(cost) {}
  std::string_view key() const override { return "optimal"; }
  void write_text(std::ostream&, const PuzzleResult&) const override {}
  Json json() const override;
  std::string figures() const override;

 private:
  std::int64_t length_, cost_;
};

class RiverCrossing final : public Solution {
 public:
  RiverCrossing(const RiverInstance& river, const puzzles::river::RiverSolution& s)
      : river_(river), s_(s) {}
  void write_text(std::ostream& out, std::uint64_t number, bool listing) const override;
  Json json() const override;
  svg::Picture picture() const override;

 private:
  const RiverInstance& river_;
  const puzzles::river::RiverSolution& s_;
};

}  // namespace deduce::apps
