// Hard: two clues that share a value, together. For each value of the pair
// and each position it can take, suppose it there and let the two clues
// (and the rule that two values of a category never share a position) act
// on the pair's values alone; a position that leaves one of them nowhere is
// crossed out. This is singleton consistency on the pair, the "combination
// of two clues" a person does in the head: "clues 10 and 15: blends is next
// to cat and blends is next to water; if blends were at 5, clue 10 puts cat
// at 4, clue 15 puts water at 4, ...".
//
// Only reached when no single clue implies anything (one_clue is at its
// fixpoint), so each step needs both clues, up to the distinctness of
// same-category values inside one clue. Cost: for a pair with v values of up
// to n positions, v * n probes of a few filter calls; pairs are listed once
// (Context) and those with a clue already decided are skipped.
#include <algorithm>
#include <array>
#include <cstdint>

#include "deduce/puzzles/zebra/explain/clue_filter.h"
#include "deduce/puzzles/zebra/explain/fixpoint.h"
#include "deduce/puzzles/zebra/explain/techniques.h"
#include "deduce/puzzles/zebra/explain/words.h"

namespace deduce::puzzles::zebra::explain {
namespace {

namespace ex = deduce::explain;

// The values of a pair of clues and their positions during one probe; per
// clue, the slots of its values (-1 for none), and per slot, the slots of
// the other values of its category, found once a pair so that the probes'
// inner loops are mask operations only.
struct Probe {
  int count = 0;
  int vars[6] = {};
  Bits masks[6] = {};
  int clue_slots[2][3] = {{-1, -1, -1}, {-1, -1, -1}};
  std::uint8_t same_category[6] = {};  // bit j: slot j shares the category
  int slot(int var) const { return static_cast<int>(std::find(vars, vars + count, var) - vars); }
};

void add_var(Probe& p, int var) {
  if (var >= 0 && p.slot(var) == p.count) p.vars[p.count++] = var;
}

// Fills a probe's values, their slots per clue and their categories.
void set_up(Probe& p, const State& s, const Context& ctx, const int (&clues)[2]) {
  for (int x = 0; x < 2; ++x) {
    const ClueVars& v = ctx.clue_vars[clues[x]];
    add_var(p, v.a);
    add_var(p, v.b);
    add_var(p, v.c);
  }
  for (int x = 0; x < 2; ++x) {
    const ClueVars& v = ctx.clue_vars[clues[x]];
    const int vars[3] = {v.a, v.b, v.c};
    for (int k = 0; k < 3; ++k) p.clue_slots[x][k] = vars[k] >= 0 ? p.slot(vars[k]) : -1;
  }
  for (int i = 0; i < p.count; ++i) {
    for (int j = 0; j < p.count; ++j) {
      if (j != i && s.category_of(p.vars[j]) == s.category_of(p.vars[i]))
        p.same_category[i] |= static_cast<std::uint8_t>(1u << j);
    }
  }
}

std::string event(const State& s, int clue, int var, Bits mask) {
  const std::string who = clue >= 0 ? clue_name(s.puzzle().clues[clue]) : "";
  const std::string name = value_name(s.puzzle(), var);
  std::string out = clue >= 0 ? who + " " : "";
  if (mask == 0) return out + "leaves " + name + " no place";
  if (core::is_single(mask)) return out + "puts " + name + " at " + positions_text(mask);
  return out + "leaves " + name + " only " + positions_text(mask);
}

// Whether supposing probe's var `slot` at `position` leaves some value of
// the pair nowhere; with `why`, the consequences in words.
bool refuted(const State& s, const int (&clues)[2], Probe p, int slot, int position,
             std::vector<std::string>* why, Bits* ended = nullptr) {
  p.masks[slot] &= core::bit(position);
  const Puzzle& pz = s.puzzle();
  for (bool changed = true; changed;) {
    changed = false;
    for (int x = 0; x < 2; ++x) {
      const int clue = clues[x];
      const Statement& st = pz.clues[clue].statement;
      const int ia = p.clue_slots[x][0], ib = p.clue_slots[x][1], ic = p.clue_slots[x][2];
      const ClueMasks before{p.masks[ia], ib >= 0 ? p.masks[ib] : 0, ic >= 0 ? p.masks[ic] : 0};
      const ClueMasks after = filter_fixpoint(st, before, s.full());
      if (after == before) continue;
      changed = true;
      const int idx[3] = {ia, ib, ic};
      const Bits now[3] = {after.a, after.b, after.c};
      for (int k = 0; k < 3; ++k) {
        if (idx[k] < 0 || p.masks[idx[k]] == now[k]) continue;
        p.masks[idx[k]] = now[k];
        if (why) why->push_back(event(s, clue, p.vars[idx[k]], now[k]));
        if (now[k] == 0) return true;
      }
    }
    // Two values of one category never share a position.
    for (int i = 0; i < p.count; ++i) {
      if (!p.same_category[i] || !core::is_single(p.masks[i])) continue;
      for (int j = 0; j < p.count; ++j) {
        if (!((p.same_category[i] >> j) & 1) || !(p.masks[j] & p.masks[i])) continue;
        p.masks[j] &= ~p.masks[i];
        changed = true;
        if (why) {
          why->push_back(value_name(pz, p.vars[j]) + " cannot share " + positions_text(p.masks[i]) +
                         " with " + value_name(pz, p.vars[i]) +
                         (p.masks[j] == 0 ? " and has no place" : ""));
        }
        if (p.masks[j] == 0) return true;
      }
    }
  }
  if (ended) std::copy(p.masks, p.masks + Context::kPairSlots, ended);
  return false;
}

bool decided(const State& s, const ClueVars& v) {
  return s.single(v.a) && (v.b < 0 || s.single(v.b)) && (v.c < 0 || s.single(v.c));
}

// The positions each value of pair `index` cannot take (out[k] for the
// probe's value k), or false when there are none; the memo (context.h)
// skips pairs whose masks have not changed since they last refuted nothing.
bool pair_refutations(const State& s, const Context& ctx, std::size_t index, Probe& probe,
                      Bits (&out)[6]) {
  const auto [i, j] = ctx.pairs[index];
  if (decided(s, ctx.clue_vars[i]) || decided(s, ctx.clue_vars[j])) return false;
  const int clues[2] = {i, j};
  probe = Probe{};
  set_up(probe, s, ctx, clues);
  std::array<Bits, 6> masks{};
  for (int k = 0; k < probe.count; ++k) masks[k] = probe.masks[k] = s.mask(probe.vars[k]);
  for (const auto& quiet : ctx.pair_quiet[index]) {
    Bits differ = 0;
    for (int k = 0; k < 6; ++k) differ |= masks[k] ^ quiet[k];
    if (!differ) return false;
  }
  bool any = false;
  for (int k = 0; k < probe.count; ++k) {
    out[k] = 0;
    if (core::is_single(probe.masks[k])) continue;
    for (int p : core::values(probe.masks[k])) {
      // A fixpoint this probe ended on before, still within the masks, is
      // one it would end above now: it cannot refute.
      Bits* support = &ctx.pair_support[ctx.support_index(index, k, p, s.n())];
      if (support[k]) {
        Bits outside = 0;
        for (int x = 0; x < probe.count; ++x) outside |= support[x] & ~probe.masks[x];
        if (!outside) continue;
      }
      if (refuted(s, clues, probe, k, p, nullptr, support)) out[k] |= core::bit(p);
    }
    any = any || out[k];
  }
  if (!any) {
    std::uint8_t& next = ctx.pair_quiet_next[index];
    ctx.pair_quiet[index][next] = masks;
    next = static_cast<std::uint8_t>((next + 1) % Context::kQuietWays);
  }
  return any;
}

}  // namespace

std::optional<ex::Step> pair_step(const State& s, const Context& ctx, std::size_t index) {
  const Puzzle& pz = s.puzzle();
  Probe probe;
  Bits out[6];
  if (!pair_refutations(s, ctx, index, probe, out)) return std::nullopt;
  const auto [i, j] = ctx.pairs[index];
  const int clues[2] = {i, j};
  // The first value with positions to lose: one value a step.
  int k = 0;
  while (!out[k]) ++k;
  const int var = probe.vars[k];
  ex::Step step;
  step.technique = "two_clues";
  step.level = kHard;
  step.premises.push_back(clue_premise(s, i));
  step.premises.push_back(clue_premise(s, j));
  for (int x = 0; x < probe.count; ++x) {
    if (probe.masks[x] != s.full()) step.premises.push_back(cell_premise(s, probe.vars[x]));
  }
  const std::string name = value_name(pz, var);
  step.text = "clues " + pz.clues[i].label + " and " + pz.clues[j].label + ": " +
              statement_prose(pz, pz.clues[i].statement) + " and " +
              statement_prose(pz, pz.clues[j].statement);
  for (int p : core::values(out[k])) {
    std::vector<std::string> why;
    refuted(s, clues, probe, k, p, &why);
    step.text += "; if " + name + " were at " + positions_text(core::bit(p));
    for (const std::string& w : why) step.text += ", " + w;
  }
  step.text += "; so " + narrow(s, var, probe.masks[k] & ~out[k], step.conclusions);
  return step;
}

std::optional<ex::Step> two_clues(const State& s, const Context& ctx) {
  for (std::size_t index = 0; index < ctx.pairs.size(); ++index) {
    if (auto step = pair_step(s, ctx, index)) return step;
  }
  return std::nullopt;
}

int apply_pair(State& s, const Context& ctx, std::size_t index, int (&changed)[6]) {
  Probe probe;
  Bits out[6];
  if (!pair_refutations(s, ctx, index, probe, out)) return 0;
  int count = 0;
  for (int k = 0; k < probe.count; ++k) {
    if (!out[k]) continue;
    s.restrict(probe.vars[k], ~out[k]);
    if (s.mask(probe.vars[k]) == 0) return -1;
    changed[count++] = probe.vars[k];
  }
  return count;
}

}  // namespace deduce::puzzles::zebra::explain
