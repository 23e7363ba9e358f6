// The hook by which a puzzle family plugs into `deduce generate`
// (commands/generate.cc). A family gives two plain functions, named in its
// row of the kind table (kind_table.cc, KindSpec::generator); the request's
// options were checked against the option table before (option_checks.h):
//   make:   puzzle number `index` (0-based) of the run, drawn only from
//           util::Rng(stream_seed): same stream, same puzzle, on every
//           machine and whichever thread calls it. It must be thread-safe
//           (no shared mutable state) and print nothing. Its searches run
//           under `limits` (the run's --timeout and Ctrl-C, this puzzle's
//           --node-limit, as shared work: budget::poll); when they stop it,
//           it returns no text and the reason in Generated::stop. Besides
//           the text, it gives the puzzle as its family's adapter shows it
//           (views.h), its solution and what a solve of it says, which
//           the generator knows already: the command hands them to the
//           writers as they are, with no text read back and nothing solved
//           again, so the JSON shapes are those of `solve` and `explain`.
// The command runs `make` on many threads and writes the results in index
// order.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <utility>

#include "deduce/budget/limits.h"
#include "request.h"
#include "result.h"

namespace deduce::apps {

struct Generated {
  // The puzzle in the family's own file format, or in the format asked that
  // the family writes (a game ID, English), ending in "\n".
  std::string text;
  std::string grade;    // the grade's name on the family's scale; "" when ungraded
  std::string failure;  // set when no puzzle could be made (text empty): why, one line
  budget::StopReason stop = budget::StopReason::kNone;  // a limit stopped it (text empty)
  // With the text, when the output shows more than the text (json, jsonl,
  // svg, pdf: shows_result): the puzzle's title, its view and its only
  // solution (a river crossing: an optimal one), which keep the puzzle
  // alive; and the result a solve of it gives, with the grade's explanation
  // for JSON output (and the steps with --explain); what the family adds to
  // the `generated` object (a game ID, an English text) is a section of it
  // within "generated" (GeneratedKeys).
  std::string title;
  std::shared_ptr<const PuzzleView> view;
  std::shared_ptr<const Solution> solution;
  PuzzleResult result;
};

// Whether the output shows the puzzle's view, solution and result, not only its text.
inline bool shows_result(const Request& r) {
  return r.format != Format::kText && r.format != Format::kId && r.format != Format::kEnglish;
}

// Whether a logic grid's clues are drawn from the kinds English says: its
// text is English (--format english), or JSON with --style asked for.
inline bool writes_english(const Request& r) {
  return r.format == Format::kEnglish ||
         (r.has(OptionId::kStyle) && (r.format == Format::kJson || r.format == Format::kJsonl));
}

// Whether the result carries the grade's explanation (JSON output).
inline bool explains(const Request& r) {
  return r.format == Format::kJson || r.format == Format::kJsonl;
}

// The result of solving a generated puzzle that has exactly one solution,
// as solve says it: solved, one, unique, that solution listed.
inline PuzzleResult unique_result() {
  PuzzleResult o;
  o.status = Status::kSolved;
  o.count = {1, true, Counted::kSolutions};
  o.uniqueness = Uniqueness::kUnique;
  o.listed = 1;
  return o;
}

// Keys a family adds to a generated puzzle's `generated` object in JSON.
class GeneratedKeys final : public ResultSection {
 public:
  explicit GeneratedKeys(std::shared_ptr<const Json> keys) : keys_(std::move(keys)) {}
  std::string_view key() const override { return "generated_keys"; }
  std::string_view within() const override { return "generated"; }
  void write_text(std::ostream&, const PuzzleResult&) const override {}
  Json json() const override;

 private:
  std::shared_ptr<const Json> keys_;
};

// A generated puzzle with its only solution, as the writers see them: the
// family's view of the puzzle and its solution over the two, which it owns.
template <class Puzzle, class Grid, class View, class Shown>
struct MadePuzzle {
  MadePuzzle(Puzzle p, Grid g) : puzzle(std::move(p)), grid(std::move(g)) {}
  Puzzle puzzle;
  Grid grid;
  View view{puzzle};
  Shown solution{puzzle, grid};
};

// What a generated grid puzzle with one solution and a game ID shows
// besides its text (shows_result): the result a solve gives (unique), the
// game ID within `generated`, for JSON output the grade's explanation
// (`explain`, run with no limit but Ctrl-C: the puzzle is known to have one
// solution; with --explain its steps too), and `shown`'s view and solution,
// which the result keeps alive (`shown` has members `view` and `solution`).
void show_unique(Generated& out, const Request& r, const std::string& id,
                 const std::function<Explained(budget::Budget&)>& explain);
template <class Made>
void show_unique(Generated& out, const Request& r, const std::shared_ptr<Made>& shown,
                 const std::string& id, const std::function<Explained(budget::Budget&)>& explain) {
  show_unique(out, r, id, explain);
  out.view = std::shared_ptr<const PuzzleView>(shown, &shown->view);
  out.solution = std::shared_ptr<const Solution>(shown, &shown->solution);
}

struct Generator {
  Generated (*make)(const Request& r, std::uint64_t index, std::uint64_t stream_seed,
                    const budget::Limits& limits) = nullptr;
};

}  // namespace deduce::apps
