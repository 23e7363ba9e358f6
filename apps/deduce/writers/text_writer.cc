// The text writer: solutions in each family's own notation (Futoshiki grids
// and game IDs, logic-grid tables, crossings in words), then lines in one
// style for every family. Lines about a result start with `# `, so Futoshiki
// output reads back as puzzles; the answer lines (a count, a check verdict,
// an `ask:` answer) do not.
#include <algorithm>
#include <ostream>
#include <string>
#include <variant>

#include <fmt/format.h>

#include "writers/explanation_text.h"
#include "writers/words.h"
#include "writers/writer.h"

namespace deduce::apps {
namespace {

// "solution", "optimal solutions", "repetition-free solution", ...
std::string noun(Counted c, bool plural) {
  std::string n = c == Counted::kOptimal          ? "optimal solution"
                  : c == Counted::kRepetitionFree ? "repetition-free solution"
                                                  : "solution";
  return plural ? n + "s" : n;
}

std::string count_phrase(const Count& c) {
  return count_text(c) + " " + noun(c.counted, c.value != 1);
}

// What an invalid puzzle breaks, in its section's words.
std::string invalid_text(const PuzzleResult& o) {
  const std::string v = verdict_of(o);
  return v.empty() ? "it breaks its own rules" : v;
}

// Where an invalid puzzle breaks its rules, else where it starts.
const io::SourceLocation& invalid_place(const PuzzleInfo& info, const std::optional<Breach>& b) {
  return b ? b->where : info.where;
}

class TextWriter final : public Writer {
 public:
  TextWriter(const Request& r, bool several, std::ostream& out, std::ostream& err)
      : r_(r), several_(several), out_(out), err_(err) {}

  void begin_puzzle(const PuzzleInfo& info) override {
    // A check line names its file and place; other results get a heading,
    // and a blank line before it when they take several lines.
    if (several_ && r_.command != Command::kCheck && r_.command != Command::kGrade) {
      if (puzzles_ > 0 && !r_.count) out_ << "\n";
      out_ << "# " << info.file;
      if (info.in_file > 1) out_ << ":" << info.where.line << " (puzzle " << info.index << ")";
      if (!info.title.empty()) out_ << ": " << info.title;
      out_ << "\n";
    }
    ++puzzles_;
    listed_ = 0;
    if (r_.command == Command::kSolve && !r_.count) {
      const std::string heading = info.view->solve_heading();
      if (!heading.empty()) out_ << heading << "\n";
    }
  }

  void solution(const PuzzleInfo&, const Solution& s) override {
    if (r_.command == Command::kGenerate) return;  // the puzzle's text, not its solution
    if (listed_++ > 0) out_ << "\n";
    s.write_text(out_, listed_, listing());
  }

  void end_puzzle(const PuzzleInfo& info, const PuzzleResult& o, int) override {
    for (const auto& section : o.sections)
      if (section->leads()) section->write_text(out_, o);
    switch (r_.command) {
      case Command::kSolve:
        if (r_.count)
          write_count(info, o);
        else
          write_solve(info, o);
        break;
      case Command::kCheck:
        write_check(info, o);
        break;
      case Command::kExplain:
      case Command::kHint:
      case Command::kGrade:
        write_explained(info, o);
      case Command::kPrint:      // written by the print writer
      case Command::kServe:      // runs no puzzle (run.cc)
      case Command::kTranslate:  // runs apart (commands/translate.cc)
        break;
      case Command::kGenerate:
        write_generated(*o.generated);
        break;
      case Command::kAnalyze:
        if (o.sections.empty())  // a stop came before the analysis started
          out_ << "solutions: " << count_text(o.count) << " " << stopped_text(o) << "\n";
        break;
    }
    // What the family adds (analyze: its clue analysis), in its own words.
    for (const auto& section : o.sections)
      if (!section->leads()) section->write_text(out_, o);
    if (r_.stats) write_stats(o);
  }

  // A result line of its own, after a blank line as a result's heading.
  void rest_not_started(const RestNotStarted& rest) override {
    if (several_ && puzzles_ > 0 && !r_.count && r_.command != Command::kCheck &&
        r_.command != Command::kGrade)
      out_ << "\n";
    ++puzzles_;
    out_ << "# " << rest_not_started_text(rest) << "\n";
  }

  void failure(const InputFailure& f) override {
    out_.flush();  // the message comes after the results before it
    err_ << location_text(f.where) << ": " << f.message << "\n";
  }

 private:
  bool listing() const { return r_.all || (r_.limit != 0 && !r_.count); }

  void write_invalid(const PuzzleInfo& info, const PuzzleResult& o) {
    out_ << "# invalid puzzle: " << location_text(invalid_place(info, breach_of(o))) << ": "
         << invalid_text(o) << "\n";
  }

  void write_solve(const PuzzleInfo& info, const PuzzleResult& o) {
    if (o.status == Status::kInvalid) return write_invalid(info, o);
    if (o.status == Status::kNoSolution) {
      out_ << "# no solution\n";
      return;
    }
    if (o.status == Status::kStopped) {
      out_ << "# no solution found " << stopped_text(o) << "\n";
      return;
    }
    if (listing()) {
      out_ << "# " << count_phrase(o.count);
      if (o.stop != Stop::kNone) out_ << " " << stopped_text(o);
      out_ << "\n";
      return;
    }
    const std::string what = noun(o.count.counted, false);
    switch (o.uniqueness) {
      case Uniqueness::kUnique:
        out_ << "# unique " << what << "\n";
        break;
      case Uniqueness::kSeveral:
        out_ << "# one of " << count_phrase(o.count) << "\n";
        break;
      case Uniqueness::kUndecided:
        if (o.stop == Stop::kUniquenessBound) {
          out_ << "# uniqueness not decided: no second " << what << " within " << o.stop_detail
               << " (`deduce check` decides)\n";
        } else {
          out_ << "# uniqueness not decided " << stopped_text(o) << "\n";
        }
        break;
      case Uniqueness::kNotChecked:
        out_ << "# first " << what << "; others not looked for (--first)\n";
        break;
      case Uniqueness::kNone:
        break;
    }
  }

  void write_count(const PuzzleInfo& info, const PuzzleResult& o) {
    if (r_.split >= 0 && o.status != Status::kInvalid) {
      // A puzzle file of its own: `deduce solve --count` reads it back.
      out_ << "# " << o.subproblems.size()
           << " subproblems; their counts add up to the puzzle's count\n";
      for (const std::string& p : o.subproblems) out_ << "\n" << p;
      return;
    }
    out_ << count_text(o.count);
    if (o.stop != Stop::kNone) out_ << " " << stopped_text(o);
    out_ << "\n";
    if (o.status == Status::kInvalid) write_invalid(info, o);
    if (o.count.counted != Counted::kSolutions)
      out_ << "# " << noun(o.count.counted, true) << figures_of(o) << "\n";
  }

  void write_check(const PuzzleInfo& info, const PuzzleResult& o) {
    // An invalid grid is located at what breaks the rule; anything else at the puzzle.
    const bool invalid = o.status == Status::kInvalid;
    out_ << location_text(invalid ? invalid_place(info, breach_of(o)) : info.where) << ": ";
    const std::string what = noun(o.count.counted, false);
    if (invalid) {
      out_ << "invalid: " << invalid_text(o) << "\n";
      return;
    }
    if (o.status == Status::kNoSolution) {
      out_ << "none: no solution";
    } else if (o.status == Status::kStopped) {
      out_ << "undecided: no solution found " << stopped_text(o);
    } else if (o.uniqueness == Uniqueness::kUnique) {
      out_ << "unique: exactly one " << what << figures_of(o);
    } else if (o.uniqueness == Uniqueness::kSeveral) {
      out_ << "several: " << count_phrase(o.count) << figures_of(o);
    } else {
      out_ << "undecided: one " << what << " found, no proof that it is the only one "
           << stopped_text(o);
    }
    if (const std::string v = verdict_of(o); !v.empty()) out_ << "; " << v;
    out_ << "\n";
  }

  void write_explained(const PuzzleInfo& info, const PuzzleResult& o) {
    if (r_.command == Command::kGrade) out_ << location_text(info.where) << ": ";
    if (o.explained) {
      if (r_.command == Command::kExplain) write_explanation_text(out_, o);
      if (r_.command == Command::kHint) write_hint_text(out_, o);
      if (r_.command == Command::kGrade) out_ << grade_text(o) << "\n";
      return;
    }
    // No explanation: say why, in check's words.
    const std::string prefix = r_.command == Command::kGrade ? "not graded: " : "# not explained: ";
    out_ << prefix;
    if (o.status == Status::kInvalid)
      out_ << "invalid puzzle: " << invalid_text(o);
    else if (o.status == Status::kNoSolution)
      out_ << "no solution";
    else if (o.uniqueness == Uniqueness::kSeveral)
      out_ << "at least 2 solutions (an explanation needs exactly one; `deduce solve --all` "
              "lists them)";
    else
      out_ << "uniqueness not decided " << stopped_text(o);
    out_ << "\n";
  }

  // generate: the puzzle in its family's file format or in the format
  // asked, a blank line between two (game IDs: one a line).
  void write_generated(const GeneratedInfo& g) {
    if (g.index > 0 && r_.format != Format::kId) out_ << "\n";
    out_ << g.text;
  }

  void write_stats(const PuzzleResult& o) {
    out_ << "# stats:";
    for (std::size_t i = 0; i < o.stats.size(); ++i) {
      out_ << (i == 0 ? " " : ", ") << o.stats[i].name << " ";
      std::visit([&](auto v) { out_ << v; }, o.stats[i].value);
    }
    out_ << "\n";
  }

  const Request& r_;
  bool several_;
  std::ostream& out_;
  std::ostream& err_;
  int puzzles_ = 0;
  std::uint64_t listed_ = 0;
};

}  // namespace

std::unique_ptr<Writer> make_text_writer(const Request& r, bool several, std::ostream& out,
                                         std::ostream& err) {
  return std::make_unique<TextWriter>(r, several, out, err);
}

}  // namespace deduce::apps
