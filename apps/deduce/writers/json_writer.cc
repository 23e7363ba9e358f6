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

#include "deduce/puzzles/futoshiki/format.h"
#include "deduce/puzzles/river/format.h"
#include "deduce/puzzles/zebra/read/format.h"
#include "writers/analysis_text.h"
#include "writers/words.h"
#include "writers/writer.h"

namespace deduce::apps {
namespace {

namespace fut = puzzles::futoshiki;
namespace zb = puzzles::zebra;
namespace rv = puzzles::river;
using json = nlohmann::ordered_json;

// Counts are JSON numbers while a double holds them exactly (below 2^53),
// strings of all their digits above, so that no reader rounds them.
json count_json(const util::BigCount& v) {
  if (v >= 0 && v < util::big_from_u64(std::uint64_t{1} << 53)) {
    static_assert(sizeof(unsigned long) == 8, "get_ui must hold 53 bits");
    return static_cast<std::uint64_t>(v.get_ui());
  }
  return v.get_str(10);
}

json solution_json(const PuzzleInfo& info, const Solution& s) {
  if (const auto* g = std::get_if<const fut::Grid*>(&s)) {
    const int n = std::get<const fut::Puzzle*>(info.puzzle)->n;
    json rows = json::array();
    for (int r = 0; r < n; ++r) {
      json row = json::array();
      for (int c = 0; c < n; ++c) row.push_back((**g)[static_cast<std::size_t>(r * n + c)]);
      rows.push_back(std::move(row));
    }
    return rows;
  }
  if (const auto* z = std::get_if<const zb::Positions*>(&s))
    return zb::solution_json(*std::get<const zb::Puzzle*>(info.puzzle), **z);
  const auto* c = std::get<const rv::RiverSolution*>(s);
  const RiverInstance& river = *std::get<const RiverInstance*>(info.puzzle);
  return rv::solution_json(river.puzzle, river.model, c->steps);
}

json head_json(const Request& r, const PuzzleInfo& info) {
  json j{{"record", "result"},       {"file", info.file},      {"puzzle", info.index},
         {"line", info.where.line},  {"kind", key(info.kind)}, {"title", info.title},
         {"command", key(r.command)}};
  if (const auto* p = std::get_if<const fut::Puzzle*>(&info.puzzle)) {
    j["order"] = (*p)->n;
    j["mode"] = (*p)->mode == fut::Mode::kAdjacent ? "adjacent" : "unequal";
  }
  return j;
}

json verdict_json(const Verdict& v) {
  return {{"verdict", v.key},   {"complete", v.complete}, {"valid", v.valid},
          {"reason", v.reason}, {"line", v.where.line},   {"column", v.where.column}};
}

json analysis_json(const zb::Puzzle& p, const zb::Analysis& a, std::uint64_t cap) {
  json clues = json::array();
  for (std::size_t i = 0; i < a.without.size(); ++i) {
    clues.push_back({{"label", p.clues[i].label},
                     {"statement", p.clues[i].text},
                     {"solutions_without", count_json(a.without[i])},
                     {"exact", without_is_exact(a, i, cap)}});
  }
  auto label_list = [&](const std::vector<int>& v) {
    json l = json::array();
    for (int i : v) l.push_back(p.clues[i].label);
    return l;
  };
  json not_counted = json::array();
  for (std::size_t i = a.without.size(); i < p.clues.size(); ++i)
    not_counted.push_back(p.clues[i].label);
  return {{"clues", std::move(clues)},
          {"redundant", label_list(a.redundant)},
          {"minimal", label_list(a.minimal)},
          {"conflict", label_list(a.conflict)},
          {"not_counted", std::move(not_counted)},
          {"solver_calls", {{"counts", a.count_calls}, {"set", a.set_calls}}}};
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
          {"wrong", std::move(wrong)}};
}

json generated_json(const GeneratedInfo& g) {
  return {{"seed", g.seed},
          {"index", g.index},
          {"grade", g.grade.empty() ? json(nullptr) : json(g.grade)},
          {"text", g.text},
          {"id", g.id.empty() ? json(nullptr) : json(g.id)}};
}

json tail_json(const PuzzleInfo& info, const Outcome& o, int exit_code, std::uint64_t cap) {
  json asks = json::array();
  for (const AskAnswer& a : o.asks) {
    // Positions are numbers in JSON (docs/zebra.md, Extension 2).
    json list = json::array();
    for (const std::string& v : a.answers) {
      list.push_back(a.positions ? json(std::stoi(v)) : json(v));
    }
    json answer = list.size() == 1 ? list.front() : list;
    json entry = {{"category", a.category}};
    if (a.at > 0) {
      entry["position"] = a.at;
    } else {
      entry["value"] = a.of;
    }
    entry["answer"] = std::move(answer);
    entry["differs"] = a.answers.size() > 1;
    asks.push_back(std::move(entry));
  }
  json stats = json::object();
  for (const Stat& s : o.stats) std::visit([&](auto v) { stats[s.name] = v; }, s.value);
  json j{{"status", key(o.status)},
         {"count", count_json(o.count.value)},
         {"exact", o.count.exact},
         {"counted", key(o.count.counted)},
         {"uniqueness", key(o.uniqueness)},
         {"stop", key(o.stop)},
         {"listed", o.listed},
         {"verdict", o.verdict ? verdict_json(*o.verdict) : json(nullptr)},
         {"asks", std::move(asks)},
         {"optimal", o.optimal ? json{{"length", o.optimal->length}, {"cost", o.optimal->cost}}
                               : json(nullptr)},
         {"analysis",
          o.analysis ? analysis_json(*std::get<const zb::Puzzle*>(info.puzzle), *o.analysis, cap)
                     : json(nullptr)},
         {"explained", o.explained ? explained_json(*o.explained) : json(nullptr)},
         {"stats", std::move(stats)},
         {"exit_code", exit_code}};
  // Only generate's results carry it, before the statistics, so that the
  // results of the other commands keep their keys.
  if (o.generated) {
    json g;
    for (auto& [k, v] : j.items()) {
      if (k == "stats") g["generated"] = generated_json(*o.generated);
      g[k] = v;
    }
    return g;
  }
  return j;
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
                   {"solution", solution_json(info, s)}}
                  .dump()
           << "\n";
      return;
    }
    std::string piece = listed_++ > 0 ? "," : "";
    piece += solution_json(info, s).dump();
    if (lines_)
      buffer_ += piece;
    else
      out_ << piece;
  }

  void end_puzzle(const PuzzleInfo& info, const Outcome& o, int exit_code) override {
    if (lines_) out_ << head_ << buffer_;
    out_ << "]," << close_object(tail_json(info, o, exit_code, r_.limit));
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
