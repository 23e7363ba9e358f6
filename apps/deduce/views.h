// How a family shows its puzzles, its solutions and what its commands add,
// so that the writers (writers/*) render every family without knowing any:
// a family's adapter (families/*) implements these over its own puzzle
// types, and only the adapters include a puzzle header.
//
//   PuzzleView     one puzzle as read: its picture (bare, or with pencil
//                  marks), the frames of an explanation, its extra JSON keys
//                  and the heading above a solution;
//   Solution       one solution as found: its text, JSON and picture;
//   ResultSection  what a command adds to a result beyond the answer (a
//                  logic grid's answers to its `ask:` lines, its clue
//                  analysis): a text rendering and a JSON value under its
//                  own key.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "deduce/explain/step.h"
#include "deduce/svg/picture.h"

namespace deduce::apps {

using Json = nlohmann::ordered_json;

struct Explained;
struct PuzzleResult;

// Receives the frames of an explanation one at a time; returns false to stop.
using FrameSink = std::function<bool(const svg::Picture&)>;

class PuzzleView {
 public:
  virtual ~PuzzleView() = default;

  // The bare puzzle (a river crossing: its start). `candidates`: each empty
  // cell shows the values left once the givens rule theirs out (the pencil
  // marks a person starts from), where the family has cells.
  virtual svg::Picture picture(bool candidates) const = 0;

  // solve's line above the solutions of one puzzle, "" for none.
  virtual std::string solve_heading() const { return ""; }

  // Keys the family adds to the head of a JSON result, after `command`.
  virtual void add_head_json(Json&) const {}

  // Whether explain and hint draw a frame per step (step_pictures).
  virtual bool draws_steps() const { return false; }

  // Draws one frame per step of `steps`, which follow each other from the
  // puzzle's start, or from `entered` (givens and a person's entries, as
  // Explained::entered) when it is not empty; hands each to `frame` as it
  // is drawn, captioned "N. text". Returns the frames handed over.
  virtual std::size_t step_pictures(const std::vector<explain::Step>&, const std::vector<int>&,
                                    const FrameSink&) const {
    return 0;
  }

  // The grid of a person's entries with the wrong ones marked, when `x`
  // found wrong entries the family can draw; nothing otherwise.
  virtual std::optional<svg::Picture> entries_picture(const Explained&) const {
    return std::nullopt;
  }
};

// One solution, valid during the call that hands it over.
class Solution {
 public:
  virtual ~Solution() = default;
  // `number`: the solution's place among those listed (1-based); `listing`:
  // several are listed (--all, --limit N).
  virtual void write_text(std::ostream& out, std::uint64_t number, bool listing) const = 0;
  virtual Json json() const = 0;
  virtual svg::Picture picture() const = 0;
};

class ResultSection {
 public:
  virtual ~ResultSection() = default;
  // Its key in the JSON result.
  virtual std::string_view key() const = 0;
  // Whether its text comes before the command's own lines (the answers a
  // puzzle asks for, above solve's verdict) rather than after them.
  virtual bool leads() const { return false; }
  // `result` is the result the section belongs to, as finally reported (its
  // count and stop words).
  virtual void write_text(std::ostream& out, const PuzzleResult& result) const = 0;
  virtual Json json() const = 0;
};

}  // namespace deduce::apps
