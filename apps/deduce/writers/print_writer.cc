// deduce print: the bare puzzles several to a page, then their answers (a
// river crossing's optimal crossing as a storyboard), laid out on A4 or
// Letter by svg/sheet.h and written as one PDF by rsvg-convert.
//
// An answer must be the puzzle's only solution (commands/print.cc): a puzzle
// with none or several is left off the sheets, with a line on stderr saying
// how many solutions it has. --any-solution prints one of several, saying
// under the answer that it is one of them, as a river crossing's optimal
// crossing always is (commands/print.cc says why). A puzzle a limit stopped keeps
// its page, with a note instead of its answer; once --run-timeout has stopped
// the run, nothing more is drawn and no PDF is made (the time is spent).
#include <algorithm>
#include <optional>
#include <ostream>
#include <vector>

#include "deduce/budget/deadline.h"
#include "deduce/budget/limits.h"
#include "deduce/svg/pdf.h"
#include "deduce/svg/sheet.h"
#include "deduce/svg/theme.h"
#include "deduce/svg/writer.h"
#include "stops.h"
#include "tables.h"
#include "writers/words.h"
#include "writers/writer.h"

namespace deduce::apps {
namespace {

constexpr double kNoteFont = 12;

// A small picture that says why a puzzle has no answer.
svg::Picture note(const std::string& text) {
  svg::Writer w;
  w.text(8, 24, text, "note", {{"font-size", svg::number(kNoteFont)}, {"fill", svg::kInk}});
  return {std::max(320.0, svg::text_width(text, kNoteFont) + 16), 40, text, w.take()};
}

// `p` with a line under it.
svg::Picture with_note(const svg::Picture& p, const std::string& text) {
  svg::Writer w;
  w.raw(p.body);
  w.text(8, p.height + 16, text, "note",
         {{"font-size", svg::number(kNoteFont)}, {"fill", svg::kInk}});
  return {std::max(p.width, svg::text_width(text, kNoteFont) + 16), p.height + 24,
          p.title + ", " + text, w.take()};
}

// "8 solutions", "at least 2 solutions", "2 optimal crossings".
std::string solutions_text(const Count& c) {
  const bool one = c.exact && c.value == 1;
  std::string what = c.counted == Counted::kOptimal
                         ? (one ? " optimal crossing" : " optimal crossings")
                         : (one ? " solution" : " solutions");
  return count_text(c) + what;
}

class PrintWriter final : public Writer {
 public:
  PrintWriter(const Request& r, const budget::Deadline& run_clock, std::ostream& err)
      : r_(r), run_clock_(run_clock), err_(err) {}

  void begin_puzzle(const PuzzleInfo&) override { answer_.reset(); }

  void solution(const PuzzleInfo&, const Solution& s) override {
    if (!answer_) answer_ = s.picture();
  }

  void end_puzzle(const PuzzleInfo& info, const PuzzleResult& o, int) override {
    std::string name = info.file;
    if (info.in_file > 1) name += " (puzzle " + std::to_string(info.index) + ")";
    // Once --run-timeout has stopped the run no PDF can be made: the puzzles
    // left are not drawn (a collection of thousands of Sudoku would take a
    // second to draw and lay out, past the limit).
    if (o.stop == Stop::kRunTimeout) {
      run_spent_ = true;
      err_ << name << ": not printed " << stopped_text(o) << "\n";
      return;
    }
    const bool several = o.uniqueness == Uniqueness::kSeveral;
    if (o.status == Status::kNoSolution || o.status == Status::kInvalid ||
        (several && !prints_one_of_several(r_, info.kind))) {
      const std::optional<Breach> breach = breach_of(o);
      std::string why = o.status == Status::kNoSolution ? "no solution"
                        : o.status == Status::kInvalid
                            ? "invalid" + (breach ? " (" + breach->rule + ")" : std::string())
                            : solutions_text(o.count);
      // A count of the solutions cut by a limit says so.
      if (o.stop != Stop::kNone && o.stop != Stop::kUniquenessBound)
        why.append(" ").append(stopped_text(o));
      err_ << name << ": " << why << "; print needs a puzzle with exactly one";
      if (several) err_ << " (use --any-solution to print one of them)";
      err_ << "\n";
      ++refused_;
      return;
    }
    puzzles_.push_back(info.view->picture(r_.candidates));
    if (!answer_) {
      err_ << name << ": no answer found " << stopped_text(o) << "\n";
      answers_.push_back(note(info.file + ": no answer found " + stopped_text(o)));
    } else if (o.uniqueness == Uniqueness::kUnique) {
      answers_.push_back(std::move(*answer_));
    } else if (several) {
      answers_.push_back(with_note(*answer_, "one of " + solutions_text(o.count)));
    } else if (o.uniqueness == Uniqueness::kNotChecked) {
      answers_.push_back(with_note(*answer_, "one solution; others not looked for"));
    } else {
      // Undecided: a limit stopped the look for a second solution.
      const std::string why = "not known to be the only solution " + stopped_text(o);
      err_ << name << ": answer " << why << "\n";
      answers_.push_back(note(info.file + ": answer " + why));
    }
  }

  void failure(const InputFailure& f) override {
    err_ << location_text(f.where) << ": " << f.message << "\n";
  }

  // Its puzzles were not read, so they have no pages: said on stderr.
  void rest_not_started(const RestNotStarted& rest) override {
    err_ << rest_not_started_text(rest) << "\n";
    if (rest.stop == Stop::kRunTimeout) run_spent_ = true;
  }

  int end(int exit_code) override {
    if (run_spent_)
      return stopped("stopped before " + r_.output + " was made; nothing written",
                     stop_result(budget::StopReason::kTimeout, true), exit_code);
    if (puzzles_.empty()) {
      if (refused_ > 0)
        err_ << "deduce " << key(r_.command) << ": no puzzle to print; nothing written\n";
      return exit_code;
    }
    svg::SheetOptions options;
    options.paper = r_.paper == Paper::kLetter ? svg::Paper::kLetter : svg::Paper::kA4;
    options.per_page = static_cast<int>(r_.per_page);
    const std::vector<std::string> pages = svg::sheet_pages(puzzles_, answers_, options);
    // Making the PDF is work of its own: it has --timeout like a puzzle (and
    // what is left of --run-timeout), and Ctrl-C or the memory budget end it.
    // Its polls of rsvg-convert are no search nodes: --node-limit is not its.
    bool run_binds = false;
    budget::Limits limits = work_limits(r_, run_clock_, run_binds);
    limits.node_limit = 0;
    budget::Budget budget(limits);
    const auto stop = [&budget] { return budget.spend(); };
    try {
      svg::write_pdf(pages, r_.output, stop);
      err_ << "deduce " << key(r_.command) << ": wrote " << pages.size()
           << (pages.size() == 1 ? " page" : " pages") << " (" << puzzles_.size()
           << (puzzles_.size() == 1 ? " puzzle" : " puzzles") << " and answers) to " << r_.output
           << "\n";
    } catch (const svg::PdfStopped& e) {
      return stopped(e.what(), stop_result(budget.reason(), run_binds), exit_code);
    } catch (const svg::PdfError& e) {
      err_ << "deduce " << key(r_.command) << ": " << e.what() << "\n";
      return 2;
    }
    return exit_code;
  }

 private:
  const Request& r_;
  const budget::Deadline& run_clock_;  // the run's, for what is left of --run-timeout
  std::ostream& err_;
  std::vector<svg::Picture> puzzles_, answers_;
  std::optional<svg::Picture> answer_;  // the puzzle's first solution
  std::uint64_t refused_ = 0;
  bool run_spent_ = false;  // --run-timeout stopped a puzzle: the run's time is spent

  // The line of a PDF a limit stopped, and the exit code: 3, but bad input
  // stays the most serious.
  int stopped(const std::string& what, const PuzzleResult& stop, int exit_code) const {
    err_ << "deduce " << key(r_.command) << ": " << what << " " << stopped_text(stop) << "\n";
    return exit_code == 2 ? 2 : 3;
  }

  // An outcome that only carries the stop, for its words.
  PuzzleResult stop_result(budget::StopReason why, bool run_binds) const {
    PuzzleResult o;
    o.stop = stop_of(why);
    o.stop_detail = stop_words(o.stop, r_, run_binds);
    return o;
  }
};

}  // namespace

std::unique_ptr<Writer> make_print_writer(const Request& r, const budget::Deadline& run_clock,
                                          std::ostream& err) {
  return std::make_unique<PrintWriter>(r, run_clock, err);
}

}  // namespace deduce::apps
