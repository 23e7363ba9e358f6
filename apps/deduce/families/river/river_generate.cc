// The river-crossing generator's hook for `deduce generate river`
// (families/generator.h): the request's options to the library's Options and
// the puzzle made to its .river text. River crossings are not graded.
#include <fmt/format.h>

#include <stdexcept>
#include <string>

#include "deduce/puzzles/river/generate/generate.h"
#include "families/generator.h"
#include "families/river/river_view.h"
#include "families/search_outcome.h"

namespace deduce::apps {
namespace {

namespace rgen = puzzles::river::generate;
namespace rv = puzzles::river;

// A generated crossing with an optimal solution, as the writers see them.
struct MadeRiver {
  explicit MadeRiver(rgen::Generated made)
      : river(instance(std::move(made.puzzle))),
        crossing{std::move(made.path), made.length, made.cost} {}
  static RiverInstance instance(rv::RiverPuzzle p) {
    rv::RiverModel model(p);
    return {std::move(p), std::move(model)};
  }
  RiverInstance river;
  rv::RiverSolution crossing;
  RiverView view{river};
  RiverCrossing solution{river, crossing};
};

rgen::Options options_of(const Request& r) {
  const GenerateRequest& g = r.generate;
  rgen::Options o;
  o.family = rgen::family_named(g.river_family.empty() ? "monks" : g.river_family).family;
  o.groups = g.groups;
  o.boat = g.boat;
  o.min_length = g.min_length > 0 ? g.min_length : 1;
  return o;
}

}  // namespace

Generated make_river(const Request& r, std::uint64_t index, std::uint64_t stream_seed,
                     const budget::Limits& limits) {
  const GenerateRequest& g = r.generate;
  rgen::Options o = options_of(r);
  o.limits = limits;
  const std::string family(rgen::families()[static_cast<std::size_t>(o.family)].name);
  const std::vector<std::string> comment = {
      fmt::format("deduce generate river --river-family {} --min-length {} --seed {}: puzzle {}",
                  family, o.min_length, g.seed, index + 1)};
  Generated out;
  const auto made = rgen::generate_river(o, stream_seed, comment, &out.stop);
  if (out.stop != budget::StopReason::kNone) return out;
  if (!made) {
    out.failure = fmt::format(
        "no {} crossing with a shortest solution of {} crossings or more was found in {} tries",
        family, o.min_length, o.max_attempts);
    return out;
  }
  out.text = made->text;
  if (!shows_result(r)) return out;
  // What solve says of it: the optimal crossings, counted by the generator.
  out.result.count = {made->optimal_count, true, Counted::kOptimal};
  out.result.sections.push_back(std::make_shared<OptimalFigures>(made->length, made->cost));
  out.result.listed = 1;
  settle_count(out.result);
  auto shown = std::make_shared<MadeRiver>(std::move(*made));
  out.title = shown->river.puzzle.title;
  out.view = std::shared_ptr<const PuzzleView>(shown, &shown->view);
  out.solution = std::shared_ptr<const Solution>(shown, &shown->solution);
  return out;
}

}  // namespace deduce::apps
