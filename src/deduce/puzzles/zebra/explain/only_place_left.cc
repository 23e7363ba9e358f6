// Easy: the grid's own rule, each category a permutation of the positions.
// A value with one position left goes there ("only place left: norwegian can
// only be at 1"), and a position that only one value of a category can still
// take gets it ("only place left: water is the only drink that can be at 1").
// Placing a value crosses its position out for the rest of its category,
// which is why a value's last position needs a step of its own: the others
// may still have it.
//
// In a trial the same scan finds the contradictions of the grid (a value
// with no position, a position no value of a category can take) and
// reports them as a step without conclusions.
#include "deduce/puzzles/zebra/explain/techniques.h"
#include "deduce/puzzles/zebra/explain/words.h"

namespace deduce::puzzles::zebra::explain {
namespace {

namespace ex = deduce::explain;

ex::Step make(std::string text) {
  ex::Step step;
  step.technique = "only_place_left";
  step.level = kEasy;
  step.text = "only place left: " + std::move(text);
  return step;
}

ex::Premise line_premise(const State& s, int category, int position, Bits values) {
  ex::Premise p;
  p.kind = ex::Premise::Kind::kLine;
  p.name = line_name(s.puzzle(), category, position);
  for (int v : core::values(values)) p.vars.push_back(category * s.n() + v);
  return p;
}

}  // namespace

namespace {

// Only place left among the values of categories [first, last).
std::optional<ex::Step> singles_in(const State& s, int first, int last) {
  const Puzzle& pz = s.puzzle();
  const int n = s.n();
  for (int var = first * n; var < last * n; ++var) {
    const Bits m = s.mask(var);
    if (m == 0) {
      ex::Step step = make(value_name(pz, var) + " has no place left");
      step.premises.push_back(cell_premise(s, var));
      return step;
    }
    if (!core::is_single(m) || s.settled(var)) continue;
    ex::Step step = make(value_name(pz, var) + " can only be " + at_text(m));
    step.premises.push_back(cell_premise(s, var));
    step.conclusions.push_back(place(s, var, core::min_value(m)));
    return step;
  }
  for (int c = first; c < last; ++c) {
    for (int p = 0; p < n; ++p) {
      const Bits values = s.candidates(c, p);
      const std::string& category = pz.categories[c].name;
      if (values == 0) {
        ex::Step step = make("no " + category + " can be " + at_text(core::bit(p)));
        step.premises.push_back(line_premise(s, c, p, values));
        return step;
      }
      if (!core::is_single(values)) continue;
      const int var = c * n + core::min_value(values);
      if (s.mask(var) == core::bit(p)) continue;
      ex::Step step = make(value_name(pz, var) + " is the only " + category + " that can be " +
                           at_text(core::bit(p)));
      step.premises.push_back(line_premise(s, c, p, values));
      step.conclusions.push_back(place(s, var, p));
      return step;
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<ex::Step> only_place_left(const State& s) {
  return singles_in(s, 0, s.puzzle().num_categories());
}

std::optional<ex::Step> only_place_left_in(const State& s, int category) {
  return singles_in(s, category, category + 1);
}

}  // namespace deduce::puzzles::zebra::explain
