// solve --format answer (writer.h): a puzzle's answers in the form its
// benchmark asks for, so that a benchmark's expected answers can be compared
// with deduce's byte for byte. The form is the family's (a section's
// answer_form, views.h): a logic grid or an English riddle answers each
// question on a line (BIG-Bench Extra Hard's "What position is the X at?",
// the classic "Who owns the zebra?"), or without questions gives its whole
// table as ZebraLogic's JSON on one line (docs/english.md).
//
// An answer is written only when it is sure: a question whose solutions give
// different answers, a table that is not the only one, a puzzle with no
// solution, or work a limit stopped is said on stderr, located, and the
// run's exit code says it (1, or 3 for a limit). Several puzzles: each
// answer line starts with where its puzzle is, as grep names its files.
#include <fmt/format.h>

#include <ostream>

#include "deduce/io/exit_codes.h"
#include "option_values.h"
#include "tables.h"
#include "views.h"
#include "writers/words.h"
#include "writers/writer.h"

namespace deduce::apps {
namespace {

// The nouns of the kinds that write --format answer ("a logic grid or an
// English logic-grid riddle").
std::string answering_kinds() {
  std::vector<std::string> nouns;
  for (const KindSpec& k : kind_table())
    if (k.writes(Format::kAnswer)) nouns.emplace_back(k.noun);
  return join(nouns);
}

class AnswerWriter final : public Writer {
 public:
  AnswerWriter(bool several, std::ostream& out, std::ostream& err)
      : several_(several), out_(out), err_(err) {}

  void begin_puzzle(const PuzzleInfo&) override {}
  void solution(const PuzzleInfo&, const Solution&) override {}

  void end_puzzle(const PuzzleInfo& info, const PuzzleResult& o, int) override {
    const std::string where = location_text(info.where);
    if (!kind_spec(info.kind).writes(Format::kAnswer)) {
      err_ << where << ": --format answer is for " << answering_kinds()
           << "; solve this puzzle with --format text or json\n";
      refused_ = true;
      return;
    }
    if (o.status == Status::kNoSolution || o.status == Status::kInvalid)
      return unsure(fmt::format("{}: no solution, so no answer", where));
    if (o.stop != Stop::kNone)
      return unsure(
          fmt::format("{}: stopped ({}) before the answer was sure", where, o.stop_detail));
    const std::string lead = several_ ? fmt::format("{}: ", where) : std::string();
    for (const auto& section : o.sections) {
      const std::optional<AnswerForm> form = section->answer_form();
      if (!form) continue;
      if (!form->unsure.empty()) return unsure(fmt::format("{}: {}", where, form->unsure));
      for (const std::string& line : form->lines) out_ << lead << line << "\n";
      return;
    }
    unsure(fmt::format("{}: no answer found", where));
  }

  void failure(const InputFailure& f) override {
    err_ << location_text(f.where) << ": " << f.message << "\n";
  }

  // No answer or picture to give: said on stderr, as a stopped puzzle is.
  void rest_not_started(const RestNotStarted& rest) override {
    err_ << rest_not_started_text(rest) << "\n";
  }

  int end(int exit_code) override {
    if (refused_) return io::code(io::ExitCode::kBadInput);
    if (unsure_ && exit_code == io::code(io::ExitCode::kSolved))
      return io::code(io::ExitCode::kNoSolution);
    return exit_code;
  }

 private:
  void unsure(const std::string& message) {
    err_ << message << "\n";
    unsure_ = true;
  }

  bool several_;
  std::ostream& out_;
  std::ostream& err_;
  bool unsure_ = false;
  bool refused_ = false;
};

}  // namespace

std::unique_ptr<Writer> make_answer_writer(bool several, std::ostream& out, std::ostream& err) {
  return std::make_unique<AnswerWriter>(several, out, err);
}

}  // namespace deduce::apps
