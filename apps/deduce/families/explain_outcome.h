// explain, hint and grade for the families with a ladder of techniques: the
// uniqueness proof they all start with, and the naming of grades.
#pragma once

#include <fmt/format.h>

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "deduce/budget/deadline.h"
#include "deduce/io/input_error.h"
#include "deduce/io/read_file.h"

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

// hint --entered: the one grid of `request.entered`'s file, read with
// `parse` (a family's reader: text, display name -> its puzzles), which must
// be of the order `n` of the one puzzle of the file (`puzzles` of them);
// nothing when no file is given. A bad file is bad input, as the puzzle's is.
template <class P, class Parse>
std::optional<P> read_entered(const Request& request, std::size_t puzzles, int n,
                              const Parse& parse) {
  if (request.entered.empty()) return std::nullopt;
  const std::string name = io::display_name(request.entered);
  std::vector<P> e = parse(io::read_file(request.entered), name);
  if (e.size() != 1 || puzzles != 1 || e.front().n != n) {
    throw io::InputError({name, 1, 1}, "expected one grid of the same order as the puzzle (" +
                                           std::to_string(n) + ") with the cells filled in");
  }
  return std::move(e.front());
}

// hint --entered: the entries (n * n, 0 empty) that are not the unique
// solution's, each with the rule it breaks against the givens when it
// breaks one at once: `breaks(grid)` names the first rule a grid breaks, or
// "" when none.
inline std::vector<WrongEntry> wrong_entries(
    int n, const std::vector<int>& givens, const std::vector<int>& entered,
    const std::vector<int>& solution,
    const std::function<std::string(const std::vector<int>&)>& breaks) {
  std::vector<WrongEntry> wrong;
  for (int k = 0; k < n * n; ++k) {
    const int e = entered[k];
    if (e == 0 || e == solution[k]) continue;
    const std::string cell = fmt::format("r{}c{}", k / n + 1, k % n + 1);
    std::string reason;
    if (givens[k] != 0) {
      reason = fmt::format("the puzzle gives {} there", givens[k]);
    } else {
      std::vector<int> alone = givens;
      alone[k] = e;
      reason = breaks(alone);
      if (reason.empty()) {
        reason = fmt::format("the puzzle's only solution has {} there; with {} no solution is left",
                             solution[k], e);
      }
    }
    wrong.push_back({cell, k, e, reason});
  }
  return wrong;
}

}  // namespace deduce::apps
