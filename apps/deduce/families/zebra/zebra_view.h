// How logic grids and their solutions show themselves to the writers
// (views.h): a table in text, categories in JSON, the grid drawn with
// explanation frames; and analyze's clue analysis as a result section.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "deduce/puzzles/zebra/count/analyze.h"
#include "deduce/puzzles/zebra/model/puzzle.h"
#include "result.h"
#include "views.h"

namespace deduce::apps {

class ZebraView final : public PuzzleView {
 public:
  explicit ZebraView(const puzzles::zebra::Puzzle& p) : p_(p) {}
  svg::Picture picture(bool candidates) const override;
  // Every result has `asks` (empty unless solve answers the grid's
  // questions) and `analysis` (null unless analyze fills it).
  void add_tail_json(Json& j) const override;
  bool draws_steps() const override { return true; }
  std::size_t step_pictures(const std::vector<explain::Step>& steps,
                            const std::vector<int>& entered, const FrameSink& frame) const override;

 private:
  const puzzles::zebra::Puzzle& p_;
};

class ZebraSolution final : public Solution {
 public:
  ZebraSolution(const puzzles::zebra::Puzzle& p, const puzzles::zebra::Positions& s)
      : p_(p), s_(s) {}
  void write_text(std::ostream& out, std::uint64_t number, bool listing) const override;
  Json json() const override;
  svg::Picture picture() const override;

 private:
  const puzzles::zebra::Puzzle& p_;
  const puzzles::zebra::Positions& s_;
};

// The answer to one `ask:` of a logic grid: one value, or every value the
// solutions found give when they disagree.
struct AskAnswer {
  std::string category;              // "position" for `ask: position of VALUE`
  std::string of;                    // the value asked about (empty for `ask: CATEGORY at k`)
  std::vector<std::string> answers;  // one, or several when solutions differ
  int at = 0;                        // `ask: CATEGORY at k`: k (1-based), else 0
  bool positions = false;            // the answers are positions (numbers in JSON)
  // Whether `answers` are all the answers the solutions give (false when a
  // limit cut the look for them short: then they are some of them).
  bool all = true;
};

// solve's answers to the puzzle's `ask:` lines, above its verdict in text.
class ZebraAsks final : public ResultSection {
 public:
  explicit ZebraAsks(std::vector<AskAnswer> asks) : asks_(std::move(asks)) {}
  std::string_view key() const override { return "asks"; }
  bool leads() const override { return true; }
  void write_text(std::ostream& out, const PuzzleResult& result) const override;
  Json json() const override;
  // Each answer on a line, in the order asked: a position as a bare number,
  // a value as the text writes it; unsure when the solutions differ.
  std::optional<AnswerForm> answer_form() const override;

 private:
  std::vector<AskAnswer> asks_;
};

// The sentences of an English riddle that were not read (outside its list
// of clues, taken for words to the reader), after the command's own lines:
// an answer is only as good as what was read.
class ZebraUnread final : public ResultSection {
 public:
  explicit ZebraUnread(std::vector<puzzles::zebra::UnreadSentence> unread)
      : unread_(std::move(unread)) {}
  std::string_view key() const override { return "unread"; }
  void write_text(std::ostream& out, const PuzzleResult& result) const override;
  Json json() const override;

 private:
  std::vector<puzzles::zebra::UnreadSentence> unread_;
};

// solve --format answer of a grid without questions (ZebraLogic's grid
// mode): its only solution as the whole table, ZebraLogic's JSON on one
// line; unsure when the grid has several solutions. Only in answer form:
// no text, and JSON output never carries it.
class ZebraTableAnswer final : public ResultSection {
 public:
  ZebraTableAnswer(const puzzles::zebra::Puzzle& p, puzzles::zebra::Positions s, bool unique)
      : p_(p), s_(std::move(s)), unique_(unique) {}
  std::string_view key() const override { return "answer"; }
  void write_text(std::ostream&, const PuzzleResult&) const override {}
  Json json() const override;
  std::optional<AnswerForm> answer_form() const override;

 private:
  const puzzles::zebra::Puzzle& p_;
  puzzles::zebra::Positions s_;
  bool unique_;
};

// Adds the answer of every `ask:` of `p` in solution `s` to `asks`, each
// value once (the list starts with the first solution, so no solution
// leaves it empty).
void note_answers(const puzzles::zebra::Puzzle& p, std::vector<AskAnswer>& asks,
                  const puzzles::zebra::Positions& s);

// Adds the answers to `result` as its `asks` section (none when empty).
void with_asks(PuzzleResult& result, std::vector<AskAnswer> asks);

// Adds ZebraUnread to `result` where `p` has sentences not read.
void with_unread(PuzzleResult& result, const puzzles::zebra::Puzzle& p);

// analyze: the count, each clue's count without it, the redundant clues, a
// minimal clue set or a conflicting one. `cap` is --limit (0: none): counts
// that are not exact are written "at least N".
class ZebraAnalysis final : public ResultSection {
 public:
  ZebraAnalysis(const puzzles::zebra::Puzzle& p, puzzles::zebra::Analysis a, std::uint64_t cap)
      : p_(p), a_(std::move(a)), cap_(cap) {}
  std::string_view key() const override { return "analysis"; }
  void write_text(std::ostream& out, const PuzzleResult& result) const override;
  Json json() const override;

 private:
  // Whether the count without clue i is exact: not capped at `cap_` and not
  // the count a limit stopped (the last one kept when the analysis is
  // incomplete). Counts past it were not made (Analysis::without).
  bool without_is_exact(std::size_t i) const;
  std::string without_text(std::size_t i) const;
  std::string labels(const std::vector<int>& clues) const;

  const puzzles::zebra::Puzzle& p_;
  puzzles::zebra::Analysis a_;
  std::uint64_t cap_;
};

}  // namespace deduce::apps
