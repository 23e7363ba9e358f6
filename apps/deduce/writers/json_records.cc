// The JSON records of a run as values (json_records.h). Keys keep a fixed
// order, and solutions keep the input's order of categories, groups and
// cells.
#include "writers/json_records.h"

#include <nlohmann/json.hpp>
#include <variant>

#include "writers/words.h"

namespace deduce::apps {
namespace {

using json = Json;

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

}  // namespace

json result_head_json(const Request& r, const PuzzleInfo& info) {
  json j{{"record", "result"},       {"file", info.file},      {"puzzle", info.index},
         {"line", info.where.line},  {"kind", key(info.kind)}, {"title", info.title},
         {"command", key(r.command)}};
  if (info.view != nullptr) info.view->add_head_json(j);
  return j;
}

json result_tail_json(const PuzzleInfo& info, const PuzzleResult& o, int exit_code) {
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
  if (info.view != nullptr) info.view->add_tail_json(j);
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

Json document_head_json(Command command) {
  return json{{"deduce", DEDUCE_VERSION}, {"command", key(command)}};
}

Json document_tail_json(Stop stop, int exit_code) {
  if (stop == Stop::kNone) return json{{"exit_code", exit_code}};
  return json{{"stop", key(stop)}, {"exit_code", exit_code}};
}

bool streams_solutions(const Request& r) {
  return r.format == Format::kJsonl && (r.all || (r.limit != 0 && !r.count));
}

Json solution_line_json(const PuzzleInfo& info, const Solution& s) {
  return json{
      {"record", "solution"}, {"file", info.file}, {"puzzle", info.index}, {"solution", s.json()}};
}

Json error_json(const InputFailure& f) {
  return json{{"record", "error"},        {"file", f.file},       {"line", f.where.line},
              {"column", f.where.column}, {"message", f.message}, {"exit_code", 2}};
}

Json stop_line_json(Stop stop, int exit_code) {
  return json{{"record", "stop"}, {"stop", key(stop)}, {"exit_code", exit_code}};
}

Json rest_not_started_json(const RestNotStarted& rest) {
  return json{{"record", "not_started"}, {"file", rest.file},      {"line", rest.line},
              {"puzzle", rest.puzzle},   {"stop", key(rest.stop)}, {"exit_code", 3}};
}

}  // namespace deduce::apps
