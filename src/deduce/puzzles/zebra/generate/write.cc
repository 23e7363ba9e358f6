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
constexpr std::array<std::string_view, 22> kWords = {
    "is",  "not",  "or",   "at", "next", "to", "left", "right",  "just",    "of",  "between",
    "and", "away", "from", "an", "end",  "in", "the",  "middle", "neither", "nor", "are"};

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

}  // namespace

std::string value_reference(const Puzzle& p, ValueRef r) {
  if (needs_category(p, r))
    return fmt::format("{}.{}", p.categories[r.category].name, p.value_name(r));
  return p.value_name(r);
}

namespace {

// The published-puzzle statements in the words statement_formula.cc reads; the
// formulas are built by formula_candidates.cc.
std::string extension_text(const Puzzle& p, const Formula& f, DrawKind kind) {
  const auto r = [&](std::size_t i) { return value_reference(p, f.refs[i]); };
  switch (kind) {
    case DrawKind::kAtEither: {
      std::string out = r(0) + " at";
      const char* sep = " ";
      for (int q = 0; q < p.n; ++q) {
        if ((f.positions >> q) & 1) {
          out += fmt::format("{}{}", sep, q + 1);
          sep = " or ";
        }
      }
      return out;
    }
    case DrawKind::kAtEnd:
      return fmt::format("{} at an end", r(0));
    case DrawKind::kInMiddle:
      return fmt::format("{} in the middle", r(0));
    // refs[0] comes first on the line in kNotOffset, kLessEq and kOffset.
    case DrawKind::kNotJustLeftOf:
      return fmt::format("{} not just left of {}", r(0), r(1));
    case DrawKind::kNotJustRightOf:
      return fmt::format("{} not just right of {}", r(1), r(0));
    case DrawKind::kNotLeftOf:
      return fmt::format("{} not left of {}", r(1), r(0));
    case DrawKind::kNotRightOf:
      return fmt::format("{} not right of {}", r(0), r(1));
    case DrawKind::kKLeftOf:
      return fmt::format("{} {} left of {}", r(0), f.k, r(1));
    case DrawKind::kKRightOf:
      return fmt::format("{} {} right of {}", r(1), f.k, r(0));
    case DrawKind::kIsOneOf:
      return fmt::format("{} is {} or {} or {}", r(0), r(1), r(2), r(3));
    case DrawKind::kNeither:
      return fmt::format("neither {} nor {} is {}", r(0), r(1), r(2));
    case DrawKind::kPair:
      return fmt::format("{} and {} are {} and {}", r(0), r(1), r(2), r(3));
    default:
      return r(0);  // a base kind: never a formula here
  }
}

}  // namespace

std::string statement_text(const Puzzle& p, const Statement& s, DrawKind kind) {
  if (is_extension(kind)) return extension_text(p, *s.formula, kind);
  const std::string a = value_reference(p, s.a);
  const auto b = [&] { return value_reference(p, s.b); };
  switch (s.kind) {
    case StatementKind::kIs:
      return fmt::format("{} is {}", a, b());
    case StatementKind::kIsNot:
      return fmt::format("{} is not {}", a, b());
    case StatementKind::kIsEither:
      return fmt::format("{} is {} or {}", a, b(), value_reference(p, s.c));
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
      return fmt::format("{} between {} and {}", a, b(), value_reference(p, s.c));
    case StatementKind::kAway:
      return fmt::format("{} {} away from {}", a, s.k, b());
    case StatementKind::kFormula:  // extension_text
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
    const bool words = !clue.text.empty();
    out += fmt::format(
        "{}: {}\n", clue.label,
        words ? clue.text
              : statement_text(p, clue.statement, static_cast<DrawKind>(clue.statement.kind)));
  }
  for (const auto& ask : p.asks) {
    out +=
        fmt::format("ask: {} of {}\n", p.categories[ask.category].name, value_reference(p, ask.of));
  }
  return out;
}

}  // namespace deduce::puzzles::zebra::generate
