#include "deduce/puzzles/zebra/explain/words.h"

#include "deduce/puzzles/zebra/explain/value_names.h"

namespace deduce::puzzles::zebra::explain {

std::string value_name(const Puzzle& p, int var) {
  if (const std::string* name = ValueNames::find(p, var)) return *name;
  // A riddle read from English says its values as it writes them (`Mr
  // Bell`, `1.2 kg`), a .zebra file by their names.
  const int c = var / p.n, v = var % p.n;
  const auto said = [&](int cat, int value) -> const std::string& {
    const Category& k = p.categories[cat];
    return k.written.empty() ? k.values[value] : k.written[value];
  };
  const std::string& name = said(c, v);
  for (int o = 0; o < p.num_categories(); ++o) {
    if (o == c) continue;
    for (int w = 0; w < p.n; ++w) {
      if (said(o, w) == name) return p.categories[c].name + "." + name;
    }
  }
  return name;
}

std::string at_text(Bits mask) {
  if (ValueNames::entity_name(0) == nullptr) return "at " + positions_text(mask);
  std::string out;
  const int count = core::size(mask);
  int i = 0;
  for (int p : core::values(mask)) {
    if (i > 0) out += i + 1 == count ? " or " : ", ";
    out += *ValueNames::entity_name(p) + "'s";
    ++i;
  }
  return out;
}

std::string line_name(const Puzzle& p, int category, int position) {
  if (const std::string* entity = ValueNames::entity_name(position))
    return *entity + "'s " + p.categories[category].name;
  return p.categories[category].name + " at " + std::to_string(position + 1);
}

std::string positions_text(Bits mask) {
  std::string out;
  const int count = core::size(mask);
  int i = 0;
  for (int p : core::values(mask)) {
    if (i > 0) out += i + 1 == count ? " or " : ", ";
    // `positions: none`: position p is the first category's value p.
    if (const std::string* entity = ValueNames::entity_name(p)) {
      out += *entity;
    } else {
      out += std::to_string(p + 1);
    }
    ++i;
  }
  return out;
}

std::string clue_name(const Clue& c) {
  // A riddle read from English is cited in its own words.
  if (!c.sentence.empty()) return "clue " + c.label + " (\"" + c.sentence + "\")";
  return "clue " + c.label;
}

std::string statement_prose(const Puzzle& p, const Statement& s) {
  if (s.kind == StatementKind::kFormula) {
    std::vector<std::string> categories;
    for (const Category& c : p.categories) categories.push_back(c.name);
    return describe(*s.formula, categories,
                    [&](ValueRef r) { return value_name(p, r.category * p.n + r.value); });
  }
  const std::string a = value_name(p, s.a.category * p.n + s.a.value);
  const std::string b = value_name(p, s.b.category * p.n + s.b.value);
  const std::string c = value_name(p, s.c.category * p.n + s.c.value);
  switch (s.kind) {
    case StatementKind::kIs:
      return a + " is " + b;
    case StatementKind::kIsNot:
      return a + " is not " + b;
    case StatementKind::kIsEither:
      return a + " is " + b + " or " + c;
    case StatementKind::kAt:
      return a + " is at " + std::to_string(s.k + 1);
    case StatementKind::kNotAt:
      return a + " is not at " + std::to_string(s.k + 1);
    case StatementKind::kNextTo:
      return a + " is next to " + b;
    case StatementKind::kNotNextTo:
      return a + " is not next to " + b;
    case StatementKind::kLeftOf:
      return a + " is left of " + b;
    case StatementKind::kRightOf:
      return a + " is right of " + b;
    case StatementKind::kJustLeftOf:
      return a + " is just left of " + b;
    case StatementKind::kJustRightOf:
      return a + " is just right of " + b;
    case StatementKind::kBetween:
      return a + " is between " + b + " and " + c;
    case StatementKind::kAway:
      return a + " is " + std::to_string(s.k) + " away from " + b;
    case StatementKind::kFormula:
      break;
  }
  return a;
}

std::string clue_sentence(const Puzzle& p, int clue) {
  return clue_name(p.clues[clue]) + ": " + statement_prose(p, p.clues[clue].statement);
}

ClueVars clue_vars(const State& s, const Statement& st) {
  ClueVars v;
  v.a = s.var(st.a);
  switch (st.kind) {
    case StatementKind::kAt:
    case StatementKind::kNotAt:
      break;
    case StatementKind::kFormula: {
      // The first three values it names (all of them: formula_vars()).
      int* slots[] = {&v.b, &v.c};
      std::size_t next = 0;
      for_each_ref(
          *st.formula,
          [&](ValueRef r) {
            const int x = s.var(r);
            if (x != v.a && x != v.b && x != v.c && next < 2) *slots[next++] = x;
          },
          [&](int, ValueRef r) {
            const int x = s.var(r);
            if (x != v.a && x != v.b && x != v.c && next < 2) *slots[next++] = x;
          });
      break;
    }
    case StatementKind::kIsEither:
    case StatementKind::kBetween:
      v.b = s.var(st.b);
      v.c = s.var(st.c);
      break;
    default:
      v.b = s.var(st.b);
  }
  return v;
}

ex::Premise clue_premise(const State& s, int clue) {
  const Clue& c = s.puzzle().clues[clue];
  ex::Premise p;
  p.kind = ex::Premise::Kind::kClue;
  p.name = clue_name(c);
  p.detail = c.text.empty() ? statement_prose(s.puzzle(), c.statement) : c.text;
  const ClueVars v = clue_vars(s, c.statement);
  for (int x : {v.a, v.b, v.c}) {
    if (x >= 0) p.vars.push_back(x);
  }
  return p;
}

ex::Premise cell_premise(const State& s, int var) {
  ex::Premise p;
  p.kind = ex::Premise::Kind::kCell;
  p.name = value_name(s.puzzle(), var);
  // Built with append(): GCC 12 warns (-Wrestrict, a known false positive)
  // on assigning a literal to the member and concatenating.
  std::string detail(1, '{');
  for (int q : core::values(s.mask(var))) {
    if (detail.size() > 1) detail.push_back(',');
    detail.append(std::to_string(q + 1));
  }
  detail.push_back('}');
  p.detail = std::move(detail);
  p.vars.push_back(var);
  return p;
}

std::string where_text(const State& s, int var) {
  const std::string name = value_name(s.puzzle(), var);
  const Bits m = s.mask(var);
  if (m == 0) return name + " has no place left";
  if (core::is_single(m)) return name + " is " + at_text(m);
  return name + " can only be " + at_text(m);
}

ex::Conclusion place(const State& s, int var, int position) {
  return {ex::Conclusion::Kind::kPlace, var, position, value_name(s.puzzle(), var),
          "position " + std::to_string(position + 1)};
}

ex::Conclusion eliminate(const State& s, int var, int position) {
  return {ex::Conclusion::Kind::kEliminate, var, position, value_name(s.puzzle(), var),
          "position " + std::to_string(position + 1)};
}

std::string narrow(const State& s, int var, Bits after, std::vector<ex::Conclusion>& out) {
  const Bits before = s.mask(var);
  after &= before;
  const std::string name = value_name(s.puzzle(), var);
  if (core::is_single(after)) {
    out.push_back(place(s, var, core::min_value(after)));
    return name + " is " + at_text(after);
  }
  for (int q : core::values(before & ~after)) out.push_back(eliminate(s, var, q));
  if (after == 0) return name + " has no place left";
  return name + " cannot be " + at_text(before & ~after);
}

}  // namespace deduce::puzzles::zebra::explain
