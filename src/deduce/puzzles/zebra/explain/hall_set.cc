// Medium: Hall sets, the grid's rule taken a step beyond only place left.
// Two values of a category that can only be at the same two positions fill
// them between them, so no other value of the category can be there
// ("hall set: tea and milk can only be at 2 or 4 between them, so coffee
// cannot be at 2"); and two positions only two values can take are theirs,
// so those values can be nowhere else ("hall set: only tea and milk can be
// at 2 or 4, so tea cannot be at 5"). Sets of up to kMaxHall values
// (grid_rules.h finds them, smallest first); tried after one_clue, so a
// puzzle its clues explain one at a time (Einstein's riddle) never needs it.
#include "deduce/puzzles/zebra/explain/grid_rules.h"
#include "deduce/puzzles/zebra/explain/techniques.h"
#include "deduce/puzzles/zebra/explain/words.h"

namespace deduce::puzzles::zebra::explain {
namespace {

namespace ex = deduce::explain;

// "tea and milk", "tea, milk and water".
std::string names_text(const State& s, int category, Bits values) {
  std::string out;
  const int count = core::size(values);
  int i = 0;
  for (int v : core::values(values)) {
    if (i > 0) out += i + 1 == count ? " and " : ", ";
    out += value_name(s.puzzle(), category * s.n() + v);
    ++i;
  }
  return out;
}

}  // namespace

std::optional<ex::Step> hall_set_in(const State& s, int c) {
  const Puzzle& pz = s.puzzle();
  const int n = s.n();
  HallSet h;
  if (!find_hall_set(s, c, h)) return std::nullopt;
  Bits gone[kMaxPositions];
  hall_eliminations(s, c, h, gone);
  ex::Step step;
  step.technique = "hall_set";
  step.level = kMedium;
  for (int v : core::values(h.values)) step.premises.push_back(cell_premise(s, c * n + v));
  const std::string names = names_text(s, c, h.values);
  const std::string where = at_text(h.positions);
  if (h.naked) {
    step.text = "hall set: " + names + " can only be " + where + " between them, so no other " +
                pz.categories[c].name + " can be there: ";
  } else {
    step.text =
        "hall set: only " + names + " can be " + where + ", so they are there and nowhere else: ";
  }
  bool first = true;
  for (int v = 0; v < n; ++v) {
    if (!gone[v]) continue;
    if (!first) step.text += ", ";
    first = false;
    step.text += narrow(s, c * n + v, s.mask(c * n + v) & ~gone[v], step.conclusions);
  }
  return step;
}

std::optional<ex::Step> hall_set(const State& s) {
  for (int c = 0; c < s.puzzle().num_categories(); ++c) {
    if (auto step = hall_set_in(s, c)) return step;
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::explain
