// The .zebra text of a generated puzzle (write.h).
#include "deduce/puzzles/zebra/generate/write.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <string_view>

namespace deduce::puzzles::zebra::generate {
namespace {

// Words of the statements: a value spelt like one is written qualified, so
// `not at 2` never reads as a value named `not`.
constexpr std::array<std::string_view, 14> kWords = {"is",      "not",  "or",    "at",   "next",
                                                     "to",      "left", "right", "just", "of",
                                                     "between", "and",  "away",  "from"};

bool needs_category(const Puzzle& p, ValueRef r) {
  const std::string& name = p.value_name(r);
  if (std::find(kWords.begin(), kWords.end(), name) != kWords.end()) return true;
  if (std::all_of(name.begin(), name.end(), [](char c) { return c >= '0' && c <= '9'; }))
    return true;
  int uses = 0;
  for (const auto& cat : p.categories) {
    uses += static_cast<int>(std::count(cat.values.begin(), cat.values.end(), name));
    // A category spelt like the value would make `name.x` read as qualified.
    uses += cat.name == name ? 1 : 0;
  }
  return uses > 1;
}

std::string ref(const Puzzle& p, ValueRef r) {
  if (needs_category(p, r))
    return fmt::format("{}.{}", p.categories[r.category].name, p.value_name(r));
  return p.value_name(r);
}

}  // namespace

std::string statement_text(const Puzzle& p, const Statement& s) {
  const std::string a = ref(p, s.a);
  const auto b = [&] { return ref(p, s.b); };
  switch (s.kind) {
    case StatementKind::kIs:
      return fmt::format("{} is {}", a, b());
    case StatementKind::kIsNot:
      return fmt::format("{} is not {}", a, b());
    case StatementKind::kIsEither:
      return fmt::format("{} is {} or {}", a, b(), ref(p, s.c));
    case StatementKind::kAt:
      return fmt::format("{} at {}", a, s.k + 1);
    case StatementKind::kNotAt:
      return fmt::format("{} not at {}", a, s.k + 1);
    case StatementKind::kNextTo:
      return fmt::format("{} next to {}", a, b());
    case StatementKind::kNotNextTo:
      return fmt::format("{} not next to {}", a, b());
    case StatementKind::kLeftOf:
      return fmt::format("{} left of {}", a, b());
    case StatementKind::kRightOf:
      return fmt::format("{} right of {}", a, b());
    case StatementKind::kJustLeftOf:
      return fmt::format("{} just left of {}", a, b());
    case StatementKind::kJustRightOf:
      return fmt::format("{} just right of {}", a, b());
    case StatementKind::kBetween:
      return fmt::format("{} between {} and {}", a, b(), ref(p, s.c));
    case StatementKind::kAway:
      return fmt::format("{} {} away from {}", a, s.k, b());
    case StatementKind::kFormula:  // never drawn: the generator writes no Extension 2 statement
      break;
  }
  return a;
}

std::string write_zebra(const Puzzle& p, const std::vector<std::string>& comment) {
  std::string out;
  for (const auto& line : comment) out += fmt::format("# {}\n", line);
  if (!p.title.empty()) out += fmt::format("puzzle: {}\n", p.title);
  out += fmt::format("positions: {}\n", p.n);
  for (const auto& cat : p.categories) {
    out += fmt::format("category {}:", cat.name);
    for (const auto& v : cat.values) out += fmt::format(" {}", v);
    out += '\n';
  }
  for (const auto& clue : p.clues) {
    out += fmt::format("{}: {}\n", clue.label, statement_text(p, clue.statement));
  }
  for (const auto& ask : p.asks) {
    out += fmt::format("ask: {} of {}\n", p.categories[ask.category].name, ref(p, ask.of));
  }
  return out;
}

}  // namespace deduce::puzzles::zebra::generate
