// The JSON writer: one schema for every family and command
// (docs/deduce-output.schema.json). --format json writes one document,
// {"deduce": VERSION, "command": ..., "results": [...], "exit_code": N};
// --format jsonl writes one object a line: a result per puzzle, an error per
// input that could not be read, and with --all a line per solution as found.
//
// A result is written in two halves around its solutions, so that --all
// streams them: the head (where the puzzle is), the solutions, then the tail
// (what was found). Keys keep a fixed order, and solutions keep the input's
// order of categories, groups and cells.
#include <nlohmann/json.hpp>
#include <ostream>
#include <variant>

#include "writers/json_records.h"
#include "writers/words.h"
#include "writers/writer.h"

namespace deduce::apps {
namespace {

using json = Json;

// An object's text without its closing brace (head) or opening brace (tail).
std::string open_object(const json& j) {
  std::string s = j.dump();
  s.pop_back();
  return s;
}
std::string close_object(const json& j) {
  return j.dump().substr(1);
}

class JsonWriter final : public Writer {
 public:
  JsonWriter(const Request& r, std::ostream& out, std::ostream& err)
      : r_(r), lines_(r.format == Format::kJsonl), out_(out), err_(err) {}

  void begin() override {
    if (lines_) return;
    out_ << open_object(document_head_json(r_.command)) << ",\"results\":[";
  }

  void begin_puzzle(const PuzzleInfo& info) override {
    listed_ = 0;
    buffer_.clear();
    head_ = open_object(result_head_json(r_, info)) + ",\"solutions\":[";
    if (lines_) return;  // the line is written whole at the end of the puzzle
    next_record();
    out_ << head_;
  }

  void solution(const PuzzleInfo& info, const Solution& s) override {
    if (lines_ && streaming()) {
      // A line of its own, written as found, before its puzzle's result line
      // (which then lists no solution).
      out_ << solution_line_json(info, s).dump() << "\n";
      return;
    }
    std::string piece = listed_++ > 0 ? "," : "";
    piece += s.json().dump();
    if (lines_)
      buffer_ += piece;
    else
      out_ << piece;
  }

  void end_puzzle(const PuzzleInfo& info, const PuzzleResult& o, int exit_code) override {
    if (lines_) out_ << head_ << buffer_;
    out_ << "]," << close_object(result_tail_json(info, o, exit_code));
    if (lines_) out_ << "\n";
  }

  void failure(const InputFailure& f) override {
    err_ << location_text(f.where) << ": " << f.message << "\n";
    next_record();
    out_ << error_json(f).dump();
    if (lines_) out_ << "\n";
  }

  void stopped(Stop stop) override { stop_ = stop; }

  void rest_not_started(const RestNotStarted& rest) override {
    next_record();
    out_ << rest_not_started_json(rest).dump();
    if (lines_) out_ << "\n";
  }

  int end(int exit_code) override {
    // Only a run stopped between puzzles (generate) carries `stop`, so that
    // the documents of the other commands keep their keys.
    if (lines_ && stop_ != Stop::kNone) out_ << stop_line_json(stop_, exit_code).dump() << "\n";
    if (!lines_) out_ << "]," << close_object(document_tail_json(stop_, exit_code)) << "\n";
    return exit_code;
  }

 private:
  // With --all in JSON Lines, each solution is a line of its own, written
  // before its puzzle's result line; the result line lists none.
  bool streaming() const { return streams_solutions(r_); }

  void next_record() {
    if (!lines_ && records_ > 0) out_ << ",";
    ++records_;
  }

  const Request& r_;
  bool lines_;
  std::ostream& out_;
  std::ostream& err_;
  std::uint64_t records_ = 0;
  std::uint64_t listed_ = 0;
  std::string head_;    // the open result object
  std::string buffer_;  // JSON Lines: the solutions of the result line
  Stop stop_ = Stop::kNone;
};

}  // namespace

std::unique_ptr<Writer> make_json_writer(const Request& r, std::ostream& out, std::ostream& err) {
  return std::make_unique<JsonWriter>(r, out, err);
}

}  // namespace deduce::apps
