// River crossings as a family: the puzzles of a file, each searched on its state
// graph (puzzles/river). solve and check work on the optimal crossings (the
// number of them comes with the search, so uniqueness costs nothing); --all
// and --count on every repetition-free crossing, --count --optimal on the
// optimal ones.
#include <algorithm>
#include <utility>

#include "deduce/puzzles/river/parse.h"
#include "deduce/puzzles/river/solve.h"
#include "families/detect_lines.h"
#include "families/family.h"
#include "families/river/river_view.h"
#include "families/search_outcome.h"

namespace deduce::apps {

// The generator of its kind's row (generate's hook: river_generate.cc).
Generated make_river(const Request& r, std::uint64_t index, std::uint64_t stream_seed,
                     const budget::Limits& limits);
namespace {

namespace rv = puzzles::river;

std::vector<Stat> graph_stats(const statespace::SearchStats& s) {
  return {{"nodes", s.expanded},
          {"states", s.states},
          {"generated", s.generated},
          {"seconds", s.seconds}};
}

class RiverFamily final : public Family {
 public:
  RiverFamily(std::vector<rv::RiverPuzzle> puzzles, const std::string& file, Kind kind) {
    instances_.reserve(puzzles.size());
    for (rv::RiverPuzzle& p : puzzles) {
      rv::RiverModel model(p);
      instances_.push_back({std::move(p), std::move(model)});
    }
    views_.reserve(instances_.size());
    for (std::size_t i = 0; i < instances_.size(); ++i) {
      const rv::RiverPuzzle& p = instances_[i].puzzle;
      PuzzleInfo info = titled_puzzle_info(kind, file, i, instances_.size(), p.line, p.title);
      info.view = &views_.emplace_back(instances_[i]);
      infos_.push_back(std::move(info));
    }
  }

  const std::vector<PuzzleInfo>& puzzles() const override { return infos_; }

  PuzzleResult solve(std::size_t i, const Work& work, const SolutionSink& sink) override {
    return optimal(i, work, &sink);
  }

  PuzzleResult check(std::size_t i, const Work& work) override { return optimal(i, work, nullptr); }

  PuzzleResult list(std::size_t i, const Work& work, const SolutionSink& sink) override {
    budget::Budget budget(work.limits);
    const std::uint64_t limit = work.request.limit;
    std::uint64_t listed = 0;
    statespace::SimplePathStats stats;
    budget::StopReason stopped = rv::list_all(
        instances_[i].model, budget,
        [&](const rv::RiverSolution& s) {
          ++listed;
          sink(RiverCrossing(instances_[i], s));
          return limit == 0 || listed < limit;
        },
        &stats);
    // list_all reports a stop asked by the callback as kNone or as the
    // budget's reason; the callback only stops at the limit.
    if (limit != 0 && listed >= limit && stopped == budget::StopReason::kNone)
      stopped = budget::StopReason::kSolutionLimit;
    PuzzleResult o;
    o.listed = listed;
    o.stop = stop_of(stopped);
    o.stop_detail = stop_words(o.stop, work.request);
    o.count = {util::big_from_u64(listed), o.stop == Stop::kNone, Counted::kRepetitionFree};
    o.stats = {{"nodes", stats.nodes}, {"vertices", stats.vertices}, {"seconds", stats.seconds}};
    settle_count(o);
    return o;
  }

  PuzzleResult count(std::size_t i, const Work& work) override {
    if (work.request.optimal) return optimal(i, work, nullptr);
    budget::Budget budget(work.limits);
    const rv::AllCount r = rv::count_all(instances_[i].model, budget, work.request.limit);
    PuzzleResult o;
    o.stop = stop_of(r.count.stopped);
    o.stop_detail = stop_words(o.stop, work.request);
    o.count = {r.count.count, o.stop == Stop::kNone, Counted::kRepetitionFree};
    o.stats = {{"nodes", r.count.stats.nodes},
               {"states", r.graph.states},
               {"generated", r.graph.generated},
               {"vertices", r.count.stats.vertices},
               {"memo_entries", r.count.stats.memo_entries},
               {"memo_hits", r.count.stats.memo_hits},
               {"seconds", r.count.stats.seconds + r.graph.seconds}};
    settle_count(o);
    return o;
  }

 private:
  // The optimal crossing, its figures and the exact number of optimal ones.
  PuzzleResult optimal(std::size_t i, const Work& work, const SolutionSink* sink) {
    budget::Budget budget(work.limits);
    const statespace::OptimalResult r =
        rv::solve_optimal(instances_[i].model, instances_[i].puzzle.has_cost, budget);
    PuzzleResult o;
    o.stats = graph_stats(r.stats);
    o.stop = stop_of(r.stopped);
    o.stop_detail = stop_words(o.stop, work.request);
    if (r.found) {
      o.sections.push_back(std::make_shared<OptimalFigures>(r.length, r.cost));
      if (sink != nullptr) {
        const rv::RiverSolution s{r.path, r.length, r.cost};
        o.listed = 1;
        (*sink)(RiverCrossing(instances_[i], s));
      }
    }
    o.count = {r.found ? r.optimal_count : util::BigCount(0), o.stop == Stop::kNone,
               Counted::kOptimal};
    settle_count(o);
    return o;
  }

  std::vector<RiverInstance> instances_;
  std::vector<RiverView> views_;
  std::vector<PuzzleInfo> infos_;
};

std::unique_ptr<Family> load_river(const std::string& text, const std::string& file, const Request&,
                                   Kind self) {
  return std::make_unique<RiverFamily>(rv::parse_river_puzzles(text, file), file, self);
}

// A river crossing's file names its groups and its boat.
int claims_river(std::string_view text) {
  return some_line_starts(text, {"group ", "boat "}) ? 2 : 0;
}

}  // namespace

KindSpec river_kind() {
  KindSpec k;
  k.name = "river";
  k.noun = "a river crossing";
  k.files = "a river crossing (.river)";
  k.extensions = {".river"};
  k.claims = claims_river;
  k.load = load_river;
  k.generator = {make_river};
  k.commands = bit(Command::kPrint) | bit(Command::kGenerate);
  k.options = {OptionId::kOptimal, OptionId::kRiverFamily, OptionId::kGroups, OptionId::kBoat,
               OptionId::kMinLength};
  k.prints_any_solution = true;
  return k;
}

}  // namespace deduce::apps
