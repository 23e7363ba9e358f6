// explain, hint and grade for the families with a ladder of techniques: the
// uniqueness proof they all start with, and the naming of grades.
#pragma once

#include <functional>

#include "families/search_outcome.h"

namespace deduce::apps {

// Proves that the puzzle has exactly one solution (as check does); only then
// calls `ladder` for the explanation. Otherwise the outcome says none,
// several or undecided, with no steps.
// `ladder` receives the unique solution.
template <class Sol>
Outcome explain_unique(const Work& work, const SearchRun<Sol>& run,
                       const std::function<Explained(const Sol&)>& ladder) {
  std::vector<Sol> kept;
  Outcome o = prove_unique<Sol>(work, run, &kept);
  if (o.status == Status::kSolved && o.uniqueness == Uniqueness::kUnique)
    o.explained = ladder(kept.front());
  return o;
}

// The explanation's grade named on `scale`, and (grade) the steps left out.
inline Explained explained(explain::Explanation e, const explain::GradeScale& scale,
                           bool with_steps) {
  Explained x;
  x.grade = e.grade >= 0 && static_cast<std::size_t>(e.grade) < scale.size()
                ? std::string(scale[static_cast<std::size_t>(e.grade)].name)
                : std::to_string(e.grade);
  if (e.counts.empty()) e.counts = explain::count_techniques(e.steps);
  if (!with_steps) e.steps.clear();
  x.explanation = std::move(e);
  return x;
}

}  // namespace deduce::apps
