// solve --format answer (writer.h): the answers of a logic grid or an
// English riddle in the form its benchmark asks for, so that a benchmark's
// expected answers can be compared with deduce's byte for byte.
//
// - A puzzle with questions (BIG-Bench Extra Hard's "What position is the
//   X at?", the classic "Who owns the zebra?", `ask:` lines): each answer on
//   a line of its own, in the order asked: a position as a bare number, a
//   value as the text writes it (`Japanese`, `very short`).
// - A puzzle without questions (ZebraLogic's grid mode): the whole table as
//   ZebraLogic's JSON, {"header": ["House", "Name", ...], "rows": [["1",
//   "Eric", ...], ...]}, on one line.
//
// An answer is written only when it is sure: a question whose solutions give
// different answers, a table that is not the only one, a puzzle with no
// solution, or work a limit stopped is said on stderr, located, and the
// run's exit code says it (1, or 3 for a limit). Several puzzles: each
// answer line starts with where its puzzle is, as grep names its files.
#include <fmt/format.h>

#include <cctype>
#include <nlohmann/json.hpp>
#include <ostream>

#include "deduce/io/exit_codes.h"
#include "views.h"
#include "writers/words.h"
#include "writers/writer.h"

namespace deduce::apps {
namespace {

using json = Json;  // keys in the order written (views.h)

// The category a translation adds when clues name places (`the second
// house`): its values p1..pn stand at their own positions; not a column.
bool place_column(const std::string& name, const json& values) {
  if (!name.starts_with("place")) return false;
  for (std::size_t k = 0; k < values.size(); ++k)
    if (!values[k].is_string() || values[k].get<std::string>() != fmt::format("p{}", k + 1))
      return false;
  return true;
}

json zebralogic_table(const json& solution) {
  json header = json::array({"House"});
  json rows = json::array();
  std::size_t n = 0;
  for (const auto& [name, values] : solution.items()) n = std::max(n, values.size());
  for (std::size_t k = 0; k < n; ++k) rows.push_back(json::array({std::to_string(k + 1)}));
  for (const auto& [name, values] : solution.items()) {
    if (place_column(name, values)) continue;
    header.push_back(zebralogic_head(name));
    for (std::size_t k = 0; k < values.size() && k < n; ++k)
      rows[k].push_back(
          as_written(values[k].is_string() ? values[k].get<std::string>() : values[k].dump()));
  }
  return {{"header", std::move(header)}, {"rows", std::move(rows)}};
}

std::string answer_text(const json& a) {
  return a.is_string() ? as_written(a.get<std::string>()) : a.dump();
}

class AnswerWriter final : public Writer {
 public:
  AnswerWriter(bool several, std::ostream& out, std::ostream& err)
      : several_(several), out_(out), err_(err) {}

  void begin_puzzle(const PuzzleInfo&) override { first_ = json(); }

  void solution(const PuzzleInfo&, const Solution& s) override {
    if (first_.is_null()) first_ = s.json();
  }

  void end_puzzle(const PuzzleInfo& info, const PuzzleResult& o, int) override {
    const std::string where = location_text(info.where);
    if (info.kind != Kind::kZebra && info.kind != Kind::kText) {
      err_ << where
           << ": --format answer answers logic grids and English riddles; solve this puzzle "
              "with --format text or json\n";
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
      if (section->key() != "asks") continue;
      const json asks = section->json();
      std::string lines;
      for (const json& a : asks) {
        if (a.at("differs").get<bool>()) {
          std::string options;
          for (const json& v : a.at("answer"))
            options += fmt::format("{}{}", options.empty() ? "" : " or ", answer_text(v));
          return unsure(fmt::format(
              "{}: the solutions differ in the answer to a question ({}), so there is no one "
              "answer",
              where, options));
        }
        lines += fmt::format("{}{}\n", lead, answer_text(a.at("answer")));
      }
      out_ << lines;
      return;
    }
    if (o.uniqueness != Uniqueness::kUnique || first_.is_null())
      return unsure(
          fmt::format("{}: the puzzle has several solutions, so no one table answers it", where));
    out_ << lead << zebralogic_table(first_).dump() << "\n";
  }

  void failure(const InputFailure& f) override {
    err_ << location_text(f.where) << ": " << f.message << "\n";
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
  json first_;
  bool unsure_ = false;
  bool refused_ = false;
};

}  // namespace

std::unique_ptr<Writer> make_answer_writer(bool several, std::ostream& out, std::ostream& err) {
  return std::make_unique<AnswerWriter>(several, out, err);
}

}  // namespace deduce::apps
