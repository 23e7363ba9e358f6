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

#include "deduce/puzzles/futoshiki/format.h"
#include "deduce/puzzles/river/format.h"
#include "deduce/puzzles/zebra/read/format.h"
#include "writers/analysis_text.h"
#include "writers/explanation_text.h"
#include "writers/words.h"
#include "writers/writer.h"

namespace deduce::apps {
namespace {

namespace fut = puzzles::futoshiki;
namespace zb = puzzles::zebra;
namespace rv = puzzles::river;

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

// "Bridge and torch: a, b, c, d; boat for 2".
std::string river_heading(const rv::RiverPuzzle& p) {
  std::string r = p.title.empty() ? "" : p.title + ": ";
  for (std::size_t i = 0; i < p.groups.size(); ++i) {
    if (i > 0) r += ", ";
    r += rv::travellers(p, i, p.groups[i].count);
  }
  return r + "; boat for " + std::to_string(p.capacity);
}

std::string figures(const Outcome& o) {
  if (!o.optimal) return "";
  return fmt::format(" (length {}, cost {})", o.optimal->length, o.optimal->cost);
}

std::string verdict_text(const Verdict& v) {
  return v.words + ": " + v.reason;
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
    if (const auto* river = std::get_if<const RiverInstance*>(&info.puzzle);
        river && r_.command == Command::kSolve && !r_.count) {
      out_ << river_heading((*river)->puzzle) << "\n";
    }
  }

  void solution(const PuzzleInfo& info, const Solution& s) override {
    if (listed_++ > 0) out_ << "\n";
    if (const auto* g = std::get_if<const fut::Grid*>(&s)) {
      const fut::Puzzle& p = *std::get<const fut::Puzzle*>(info.puzzle);
      if (p.source == fut::SourceFormat::kGameId) out_ << fut::format_game_id(p, **g) << "\n";
      out_ << fut::format_grid(p, **g);
    } else if (const auto* z = std::get_if<const zb::Positions*>(&s)) {
      out_ << zb::format_table(*std::get<const zb::Puzzle*>(info.puzzle), **z);
    } else if (const auto* c = std::get_if<const rv::RiverSolution*>(&s)) {
      const RiverInstance& river = *std::get<const RiverInstance*>(info.puzzle);
      if (listing()) out_ << "solution " << listed_ << ":\n";
      rv::write_solution_text(out_, river.puzzle, river.model, river.model.start(), (*c)->steps);
      out_ << "length " << (*c)->length << ", cost " << (*c)->cost << "\n";
    }
  }

  void end_puzzle(const PuzzleInfo& info, const Outcome& o, int) override {
    switch (r_.command) {
      case Command::kSolve:
        if (r_.count)
          write_count(o);
        else
          write_solve(o);
        break;
      case Command::kCheck:
        write_check(info, o);
        break;
      case Command::kExplain:
      case Command::kHint:
      case Command::kGrade:
        write_explained(info, o);
      case Command::kPrint:     // written by the print writer
      case Command::kGenerate:  // written by commands/generate.cc
        break;
      case Command::kAnalyze:
        if (o.analysis)
          write_analysis_text(out_, *std::get<const zb::Puzzle*>(info.puzzle), *o.analysis, o,
                              r_.limit);
        else  // a stop came before the analysis started
          out_ << "solutions: " << count_text(o.count) << " " << stopped_text(o) << "\n";
        break;
    }
    if (r_.stats) write_stats(o);
  }

  void failure(const InputFailure& f) override {
    out_.flush();  // the message comes after the results before it
    err_ << location_text(f.where) << ": " << f.message << "\n";
  }

 private:
  bool listing() const { return r_.all || (r_.limit != 0 && !r_.count); }

  void write_invalid(const Outcome& o) {
    out_ << "# invalid puzzle: " << location_text(o.verdict->where) << ": "
         << verdict_text(*o.verdict) << "\n";
  }

  void write_solve(const Outcome& o) {
    for (const AskAnswer& a : o.asks) {
      if (a.at > 0) {
        out_ << a.category << " at " << a.at << ": ";
      } else {
        out_ << a.category << " of " << a.of << ": ";
      }
      for (std::size_t i = 0; i < a.answers.size(); ++i)
        out_ << (i == 0 ? "" : i + 1 == a.answers.size() ? " or " : ", ") << a.answers[i];
      if (a.answers.size() > 1) out_ << " (differs between solutions)";
      out_ << "\n";
    }
    if (o.status == Status::kInvalid) return write_invalid(o);
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

  void write_count(const Outcome& o) {
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
    if (o.status == Status::kInvalid) write_invalid(o);
    if (o.count.counted != Counted::kSolutions)
      out_ << "# " << noun(o.count.counted, true) << figures(o) << "\n";
  }

  void write_check(const PuzzleInfo& info, const Outcome& o) {
    // An invalid grid is located at what breaks the rule; anything else at the puzzle.
    const bool invalid = o.status == Status::kInvalid;
    out_ << location_text(invalid ? o.verdict->where : info.where) << ": ";
    const std::string what = noun(o.count.counted, false);
    if (invalid) {
      out_ << "invalid: " << verdict_text(*o.verdict) << "\n";
      return;
    }
    if (o.status == Status::kNoSolution) {
      out_ << "none: no solution";
    } else if (o.status == Status::kStopped) {
      out_ << "undecided: no solution found " << stopped_text(o);
    } else if (o.uniqueness == Uniqueness::kUnique) {
      out_ << "unique: exactly one " << what << figures(o);
    } else if (o.uniqueness == Uniqueness::kSeveral) {
      out_ << "several: " << count_phrase(o.count) << figures(o);
    } else {
      out_ << "undecided: one " << what << " found, no proof that it is the only one "
           << stopped_text(o);
    }
    if (o.verdict) out_ << "; " << verdict_text(*o.verdict);
    out_ << "\n";
  }

  void write_explained(const PuzzleInfo& info, const Outcome& o) {
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
      out_ << "invalid puzzle: " << verdict_text(*o.verdict);
    else if (o.status == Status::kNoSolution)
      out_ << "no solution";
    else if (o.uniqueness == Uniqueness::kSeveral)
      out_ << "at least 2 solutions (an explanation needs exactly one; `deduce solve --all` "
              "lists them)";
    else
      out_ << "uniqueness not decided " << stopped_text(o);
    out_ << "\n";
  }

  void write_stats(const Outcome& o) {
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
