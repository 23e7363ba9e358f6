// Writers turn result values (result.h) into output: text for people, JSON
// for programs. The run calls them in this order:
//   begin, then for each puzzle: begin_puzzle, solution*, end_puzzle;
//   failure for each file or puzzle that could not be read; rest_not_started
//   for the unread rest of a file a stop cut; end.
// Solutions arrive as they are found, so --all is written while it runs.
#pragma once

#include <iosfwd>
#include <memory>

#include "deduce/budget/deadline.h"
#include "request.h"
#include "result.h"

namespace deduce::apps {

class Writer {
 public:
  virtual ~Writer() = default;
  virtual void begin() {}
  virtual void begin_puzzle(const PuzzleInfo& info) = 0;
  virtual void solution(const PuzzleInfo& info, const Solution& s) = 0;
  virtual void end_puzzle(const PuzzleInfo& info, const PuzzleResult& o, int exit_code) = 0;
  virtual void failure(const InputFailure& f) = 0;
  // A limit stopped the run between puzzles (generate: the puzzles not yet
  // made are left out); the JSON writers say so, the others say nothing.
  virtual void stopped(Stop) {}
  // A stop left the rest of a file read as it comes unread (result.h): one
  // record for all of it, in the place of its puzzles' results.
  virtual void rest_not_started(const RestNotStarted& rest) = 0;
  // Returns the run's exit code: `exit_code`, or 2 when the writer itself
  // could not write its output (print without rsvg-convert).
  virtual int end(int exit_code) { return exit_code; }
};

// `several`: the run holds more than one puzzle (each is then introduced).
std::unique_ptr<Writer> make_text_writer(const Request& r, bool several, std::ostream& out,
                                         std::ostream& err);
// One SVG of every puzzle and solution of the run, stacked (Format::kSvg).
std::unique_ptr<Writer> make_svg_writer(const Request& r, std::ostream& out, std::ostream& err);
// deduce print: sheets of puzzles and answers as one PDF at r.output. Making
// the PDF is work under the run's clock (`run_clock`, for --run-timeout).
std::unique_ptr<Writer> make_print_writer(const Request& r, const budget::Deadline& run_clock,
                                          std::ostream& err);
// solve --format answer: a logic grid's answers in a benchmark's own form
// (answer_writer.cc); `several` as for text.
std::unique_ptr<Writer> make_answer_writer(bool several, std::ostream& out, std::ostream& err);
// A writer that hands everything to `first` (none: nothing) and to `also`
// (which outlives it): the run's writer when the caller brings its own
// (run.h), which then sees what the format's writer sees.
std::unique_ptr<Writer> tee(std::unique_ptr<Writer> first, Writer& also);
// Whether a run whose caller keeps records (embed.h) writes its format's
// output too: print's PDF, text, SVG, answers; JSON is made of the records.
bool writes_text_beside_records(const Request& r);
// One JSON document (Format::kJson) or JSON Lines (Format::kJsonl).
std::unique_ptr<Writer> make_json_writer(const Request& r, std::ostream& out, std::ostream& err);

}  // namespace deduce::apps
