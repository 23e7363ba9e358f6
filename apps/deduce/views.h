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
//                  analysis, a grid's check verdict, a crossing's optimal
//                  figures, a generated puzzle's game ID): a text rendering
//                  and a JSON value under its own key, and what the shared
//                  lines say of it (a verdict's words, figures, the rule an
//                  invalid puzzle breaks).
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
#include "deduce/io/input_error.h"
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

  // The keys every JSON result of the family has after `listed`, with their
  // values when no section fills them (a check verdict's null, a logic
  // grid's empty answers); a section with another key comes before `stats`.
  virtual void add_tail_json(Json&) const {}

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

// The rule a puzzle breaks as given (Status::kInvalid), and where.
struct Breach {
  std::string rule;  // "the value 4 appears twice in row 2"
  io::SourceLocation where;
};

// solve --format answer (writers/answer_writer.cc): a puzzle's answer in
// the form its benchmark asks for, a line each, or why no answer is sure.
struct AnswerForm {
  std::vector<std::string> lines;  // without their newlines
  std::string unsure;              // set instead of lines: "the solutions differ in ..."
};

class ResultSection {
 public:
  virtual ~ResultSection() = default;
  // Its key in the JSON result; within() names the object it goes into
  // instead of the result ("generated": keys of a generated puzzle).
  virtual std::string_view key() const = 0;
  virtual std::string_view within() const { return ""; }
  // Whether its text comes before the command's own lines (the answers a
  // puzzle asks for, above solve's verdict) rather than after them.
  virtual bool leads() const { return false; }
  // `result` is the result the section belongs to, as finally reported (its
  // count and stop words).
  virtual void write_text(std::ostream& out, const PuzzleResult& result) const = 0;
  virtual Json json() const = 0;

  // What the shared lines of a result say of the section (text, pictures,
  // print), besides its own text: check's words on the puzzle as given
  // ("incomplete and valid: 12 cells empty"), said after check's answer or
  // instead of it for an invalid puzzle; the rule an invalid puzzle breaks;
  // figures said after a count or check's answer (" (length 11, cost 11)").
  virtual std::string verdict() const { return ""; }
  virtual std::optional<Breach> breach() const { return std::nullopt; }
  virtual std::string figures() const { return ""; }
  // The answer form (solve --format answer), when the section gives one.
  virtual std::optional<AnswerForm> answer_form() const { return std::nullopt; }
};

}  // namespace deduce::apps
