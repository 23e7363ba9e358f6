// The Futoshiki generator's hook for `deduce generate futoshiki`
// (families/generator.h): the request's options to the library's
// GenerateOptions, and the puzzle made to its grid and game ID.
#include <string>

#include "deduce/puzzles/futoshiki/explain/ladder.h"
#include "deduce/puzzles/futoshiki/format.h"
#include "deduce/puzzles/futoshiki/generate/generate.h"
#include "families/explain_outcome.h"
#include "families/futoshiki/futoshiki_view.h"
#include "families/generator.h"

namespace deduce::apps {
namespace {

namespace fut = puzzles::futoshiki;

using MadeFutoshiki = MadePuzzle<fut::Puzzle, fut::Grid, FutoshikiView, FutoshikiSolution>;

constexpr int kDefaultOrder = 5;
constexpr const char* kDefaultGrade = "tricky";

// The grade's level on the ladder's scale, -1 when the name is none of them.
int level_of(const std::string& name) {
  const explain::GradeScale& scale = fut::grade_scale();
  for (std::size_t i = 0; i < scale.size(); ++i)
    if (scale[i].name == name) return static_cast<int>(i);
  return -1;
}

fut::GenerateOptions options_of(const Request& r) {
  const GenerateRequest& g = r.generate;
  fut::GenerateOptions o;
  o.order = g.order != 0 ? g.order : kDefaultOrder;
  o.mode = g.adjacent ? fut::Mode::kAdjacent : fut::Mode::kUnequal;
  o.grade = level_of(g.grade.empty() ? kDefaultGrade : g.grade);
  o.latin = g.latin;
  o.holes = static_cast<int>(g.holes);
  return o;
}

}  // namespace

Generated make_futoshiki(const Request& r, std::uint64_t, std::uint64_t stream_seed,
                         const budget::Limits& limits) {
  const fut::GenerateOptions o = options_of(r);
  util::Rng rng(stream_seed);
  const std::optional<fut::GeneratedPuzzle> made = fut::generate(o, rng);
  Generated out;
  // The Futoshiki generator's searches take no limits; Ctrl-C cuts them
  // short, so a puzzle made while the run was stopped is not trusted. A
  // puzzle of the default orders takes milliseconds, so the stop is met
  // between puzzles.
  out.stop = budget::poll(limits);
  if (out.stop != budget::StopReason::kNone) return out;
  if (!made) {
    out.failure =
        o.latin ? "no Latin square of order " + std::to_string(o.order) +
                      " with a unique completion and that many holes was found"
                : "no puzzle of order " + std::to_string(o.order) + " and grade " +
                      std::string(fut::grade_scale()[static_cast<std::size_t>(o.grade)].name) +
                      " was found in the tries allowed";
    return out;
  }
  const std::string id = fut::format_game_id(made->puzzle);
  out.text = r.format == Format::kId ? id + "\n" : fut::format_grid(made->puzzle);
  if (made->grade >= 0) out.grade = fut::grade_scale()[static_cast<std::size_t>(made->grade)].name;
  if (!shows_result(r)) return out;
  auto shown = std::make_shared<MadeFutoshiki>(std::move(made->puzzle), std::move(made->solution));
  show_unique(out, r, shown, id, [&](budget::Budget& b) {
    fut::ExplainOptions eo;
    eo.budget = &b;
    return explained(fut::explain(shown->puzzle, eo), fut::grade_scale(), r.generate.explain);
  });
  return out;
}

}  // namespace deduce::apps
