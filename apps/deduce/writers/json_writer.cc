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

#include "writers/words.h"
#include "writers/writer.h"

namespace deduce::apps {
namespace {

using json = Json;

json head_json(const Request& r, const PuzzleInfo& info) {
  json j{{"record", "result"},       {"file", info.file},      {"puzzle", info.index},
         {"line", info.where.line},  {"kind", key(info.kind)}, {"title", info.title},
         {"command", key(r.command)}};
  info.view->add_head_json(j);
  return j;
}

json step_json(const explain::Step& s) {
  json premises = json::array();
  for (const explain::Premise& p : s.premises) {
    static constexpr const char* kKinds[] = {"cell", "clue", "relation", "line", "assumption"};
    premises.push_back(
        {{"kind", kKinds[static_cast<int>(p.kind)]}, {"name", p.name}, {"detail", p.detail}});
  }
  json conclusions = json::array();
  for (const explain::Conclusion& c : s.conclusions) {
    conclusions.push_back(
        {{"kind", c.kind == explain::Conclusion::Kind::kPlace ? "place" : "eliminate"},
         {"var", c.var},
         {"value", c.value},
         {"name", c.var_name},
         {"value_name", c.value_name}});
  }
  return {{"technique", s.technique}, {"level", s.level},           {"text", s.text},
          {"premises", premises},     {"conclusions", conclusions}, {"trial", s.trial}};
}

json explained_json(const Explained& x) {
  json techniques = json::array();
  for (const explain::TechniqueCount& c : x.explanation.counts)
    techniques.push_back({{"technique", c.technique}, {"level", c.level}, {"count", c.count}});
  json steps = json::array();
  for (const explain::Step& s : x.explanation.steps) steps.push_back(step_json(s));
  json wrong = json::array();
  for (const WrongEntry& w : x.wrong)
    wrong.push_back({{"cell", w.cell}, {"value", w.value}, {"reason", w.reason}});
  return {{"grade", x.grade},
          {"level", x.explanation.grade},
          {"solved", x.explanation.solved},
          {"techniques", std::move(techniques)},
          {"steps", std::move(steps)},
          {"hint", x.hint ? step_json(*x.hint) : json(nullptr)},
          {"wrong", std::move(wrong)},
          {"proves", x.explanation.proves.empty() ? json(nullptr) : json(x.explanation.proves)}};
}

// A generated puzzle's keys, then those its family's sections add within
// "generated" (a game ID; a logic grid's English and its answer in a
// benchmark's form).
json generated_json(const GeneratedInfo& g, const PuzzleResult& o) {
  json j{{"seed", g.seed},
         {"index", g.index},
         {"grade", g.grade.empty() ? json(nullptr) : json(g.grade)},
         {"text", g.text}};
  for (const auto& section : o.sections) {
    if (section->within() != "generated") continue;
    const json keys = section->json();
    for (const auto& [k, v] : keys.items()) j[k] = v;
  }
  return j;
}

// `j` with `extra`'s keys before its key `before`.
json with_before(const json& j, std::string_view before, const json& extra) {
  json g;
  for (const auto& [k, v] : j.items()) {
    if (k == before)
      for (const auto& [ek, ev] : extra.items()) g[ek] = ev;
    g[k] = v;
  }
  return g;
}

json tail_json(const PuzzleInfo& info, const PuzzleResult& o, int exit_code) {
  json stats = json::object();
  for (const Stat& s : o.stats) std::visit([&](auto v) { stats[s.name] = v; }, s.value);
  json j{{"status", key(o.status)},
         {"count", count_json(o.count.value)},
         {"exact", o.count.exact},
         {"counted", key(o.count.counted)},
         {"uniqueness", key(o.uniqueness)},
         {"stop", key(o.stop)},
         {"listed", o.listed}};
  // The keys every result of the family has (views.h: a check verdict, a
  // logic grid's answers), then the shared ones again.
  info.view->add_tail_json(j);
  j["explained"] = o.explained ? explained_json(*o.explained) : json(nullptr);
  j["stats"] = std::move(stats);
  j["exit_code"] = exit_code;
  // A section fills its key where the result has it, else comes before the
  // statistics; only generate's results carry `generated`, there too, so
  // that the results of the other commands keep their keys.
  json extra = json::object();
  for (const auto& section : o.sections) {
    if (!section->within().empty()) continue;
    const std::string k(section->key());
    if (j.contains(k))
      j[k] = section->json();
    else
      extra[k] = section->json();
  }
  if (o.generated) extra["generated"] = generated_json(*o.generated, o);
  return extra.empty() ? j : with_before(j, "stats", extra);
}

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
    out_ << open_object(json{{"deduce", DEDUCE_VERSION}, {"command", key(r_.command)}})
         << ",\"results\":[";
  }

  void begin_puzzle(const PuzzleInfo& info) override {
    listed_ = 0;
    buffer_.clear();
    head_ = open_object(head_json(r_, info)) + ",\"solutions\":[";
    if (lines_) return;  // the line is written whole at the end of the puzzle
    next_record();
    out_ << head_;
  }

  void solution(const PuzzleInfo& info, const Solution& s) override {
    if (lines_ && streaming()) {
      // A line of its own, written as found, before its puzzle's result line
      // (which then lists no solution).
      out_ << json{{"record", "solution"},
                   {"file", info.file},
                   {"puzzle", info.index},
                   {"solution", s.json()}}
                  .dump()
           << "\n";
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
    out_ << "]," << close_object(tail_json(info, o, exit_code));
    if (lines_) out_ << "\n";
  }

  void failure(const InputFailure& f) override {
    err_ << location_text(f.where) << ": " << f.message << "\n";
    next_record();
    out_ << json{{"record", "error"},        {"file", f.file},       {"line", f.where.line},
                 {"column", f.where.column}, {"message", f.message}, {"exit_code", 2}}
                .dump();
    if (lines_) out_ << "\n";
  }

  void stopped(Stop stop) override { stop_ = stop; }

  int end(int exit_code) override {
    // Only a run stopped between puzzles (generate) carries `stop`, so that
    // the documents of the other commands keep their keys.
    if (lines_ && stop_ != Stop::kNone)
      out_ << json{{"record", "stop"}, {"stop", key(stop_)}, {"exit_code", exit_code}}.dump()
           << "\n";
    if (!lines_) {
      json tail{{"exit_code", exit_code}};
      if (stop_ != Stop::kNone) tail = json{{"stop", key(stop_)}, {"exit_code", exit_code}};
      out_ << "]," << close_object(tail) << "\n";
    }
    return exit_code;
  }

 private:
  // With --all in JSON Lines, each solution is a line of its own, written
  // before its puzzle's result line; the result line lists none.
  bool streaming() const { return r_.all || (r_.limit != 0 && !r_.count); }

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
