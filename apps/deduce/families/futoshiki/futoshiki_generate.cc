// The Futoshiki generator's hook for `deduce generate futoshiki`
// (families/generator.h): the request's options to the library's
// GenerateOptions, and the puzzle made to its grid and game ID.
#include <nlohmann/json.hpp>
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

// A generated puzzle with its only solution, as the writers see them.
struct MadeFutoshiki {
  explicit MadeFutoshiki(fut::GeneratedPuzzle made)
      : puzzle(std::move(made.puzzle)), grid(std::move(made.solution)) {}
  fut::Puzzle puzzle;
  fut::Grid grid;
  FutoshikiView view{puzzle};
  FutoshikiSolution solution{puzzle, grid};
};

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
  auto shown = std::make_shared<MadeFutoshiki>(std::move(*made));
  out.result = unique_result();
  out.result.sections.push_back(
      std::make_shared<GeneratedKeys>(std::make_shared<const Json>(Json{{"id", id}})));
  if (explains(r)) {
    // The grade's explanation, as `deduce explain` gives it: the ladder with
    // no limit but Ctrl-C, the puzzle being known to have one solution.
    budget::Budget budget(budget::Limits{});
    fut::ExplainOptions eo;
    eo.budget = &budget;
    out.result.explained =
        explained(fut::explain(shown->puzzle, eo), fut::grade_scale(), r.generate.explain);
  }
  out.view = std::shared_ptr<const PuzzleView>(shown, &shown->view);
  out.solution = std::shared_ptr<const Solution>(shown, &shown->solution);
  return out;
}

}  // namespace deduce::apps
