// Medium: the entity grid, which value is which across two categories.
// When the clues say a value is none of some values of another category
// (an `is not` clue, or an `is` clue and an `is not` on its partner: "brit
// is milk and milk is not green, so brit is not green"), it can only be
// where one of the others can be: "entity grid: brit is not red (clue 3)
// or green (clues 1 and 9), and only red or green can be at 2 or 5, so
// brit cannot be at 2 or 5". The rules are listed once per puzzle
// (context.h); grid_rules.h applies them without words.
#include "deduce/puzzles/zebra/explain/grid_rules.h"
#include "deduce/puzzles/zebra/explain/techniques.h"
#include "deduce/puzzles/zebra/explain/words.h"

namespace deduce::puzzles::zebra::explain {
namespace {

namespace ex = deduce::explain;

void add_clue(const State& s, int clue, ex::Step& step) {
  if (clue < 0) return;
  ex::Premise p = clue_premise(s, clue);
  for (const ex::Premise& q : step.premises) {
    if (q.name == p.name) return;
  }
  step.premises.push_back(std::move(p));
}

}  // namespace

std::optional<ex::Step> entity_rule_step(const State& s, const Context& ctx, int index) {
  const Puzzle& pz = s.puzzle();
  const int n = s.n();
  const EntityRule& rule = ctx.entity_rules[index];
  const Bits allowed = entity_allowed(s, rule);
  const Bits gone = s.mask(rule.var) & ~allowed;
  if (!gone) return std::nullopt;
  // The values of the other category that can take the positions lost.
  Bits cited = 0;
  for (int y : core::values(rule.values)) {
    if (s.mask(rule.category * n + y) & gone) cited |= core::bit(y);
  }
  ex::Step step;
  step.technique = "entity_grid";
  step.level = kMedium;
  const std::string name = value_name(pz, rule.var);
  std::string nots, which;
  int i = 0;
  const int count = core::size(cited);
  for (int y : core::values(cited)) {
    const auto [first, second] = rule.reasons[y];
    add_clue(s, first, step);
    add_clue(s, second, step);
    const std::string other = value_name(pz, rule.category * n + y);
    const std::string sep = i == 0 ? "" : (i + 1 == count ? " or " : ", ");
    nots += sep + other + " (" +
            (second < 0 ? clue_name(pz.clues[first])
                        : "clues " + pz.clues[first].label + " and " + pz.clues[second].label) +
            ")";
    which += sep + other;
    ++i;
  }
  step.premises.push_back(cell_premise(s, rule.var));
  for (int y : core::values(cited)) step.premises.push_back(cell_premise(s, rule.category * n + y));
  step.text = "entity grid: " + name + " is not " + nots + ", and only " + which + " can be " +
              at_text(gone) + ", so " + narrow(s, rule.var, allowed, step.conclusions);
  return step;
}

std::optional<ex::Step> entity_grid(const State& s, const Context& ctx) {
  for (int r = 0; r < static_cast<int>(ctx.entity_rules.size()); ++r) {
    if (auto step = entity_rule_step(s, ctx, r)) return step;
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::explain
