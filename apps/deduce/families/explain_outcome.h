// explain, hint and grade for the families with a ladder of techniques: the
// uniqueness proof they all start with, and the naming of grades.
#pragma once

#include <functional>
#include <optional>

#include "deduce/budget/deadline.h"

#include "families/search_outcome.h"

namespace deduce::apps {

// Proves that the puzzle has exactly one solution (as check does); only then
// calls `ladder` for the explanation. Otherwise the outcome says none,
// several or undecided, with no steps.
// `ladder` receives the unique solution and a budget of what the proof left
// of the request's limits (the timeout less the proof's time, the node limit
// afresh, Ctrl-C). When that budget stops the ladder first
// (Explanation::stopped), the outcome keeps the steps found so far and says
// why it stopped (stop, stop_detail): exit 3, like any command cut short.
template <class Sol>
PuzzleResult explain_unique(const Work& work, const SearchRun<Sol>& run,
                            const std::function<Explained(const Sol&, budget::Budget&)>& ladder) {
  const budget::Deadline clock(work.limits);
  std::vector<Sol> kept;
  PuzzleResult o = prove_unique<Sol>(work, run, &kept);
  if (o.status != Status::kSolved || o.uniqueness != Uniqueness::kUnique) return o;
  budget::Budget budget(clock.limits_left());
  o.explained = ladder(kept.front(), budget);
  if (o.explained->explanation.stopped) {
    o.stop = stop_of(budget.reason());
    o.stop_detail = stop_words(o.stop, work.request);
  }
  return o;
}

// The explanation's grade named on `scale`, and (grade) the steps left out.
// A stopped explanation's grade is a lower bound: "at least easy" (in text,
// JSON and pictures alike; JSON's level is the bound's number).
inline Explained explained(explain::Explanation e, const explain::GradeScale& scale,
                           bool with_steps) {
  Explained x;
  x.grade = e.grade >= 0 && static_cast<std::size_t>(e.grade) < scale.size()
                ? std::string(scale[static_cast<std::size_t>(e.grade)].name)
                : std::to_string(e.grade);
  if (e.stopped) x.grade.insert(0, "at least ");
  if (e.counts.empty()) e.counts = explain::count_techniques(e.steps);
  if (!with_steps) e.steps.clear();
  x.explanation = std::move(e);
  return x;
}

// hint: the next step, found first, and the puzzle's grade from its whole
// explanation (steps left out), so that hint and grade name the same grade.
inline Explained hinted(std::optional<explain::Step> next, explain::Explanation whole,
                        const explain::GradeScale& scale) {
  Explained x = explained(std::move(whole), scale, false);
  x.hint = std::move(next);
  return x;
}

}  // namespace deduce::apps
