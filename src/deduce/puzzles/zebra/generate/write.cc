// The .zebra text of a generated puzzle (write.h).
#include "deduce/puzzles/zebra/generate/write.h"

#include "deduce/puzzles/zebra/generate/phrasings.h"

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

std::string statement_text(const Puzzle& p, const Statement& s, DrawKind kind) {
  // A base kind is its statement's own kind; a published one the kind drawn.
  const DrawKind row = is_extension(kind) ? kind : static_cast<DrawKind>(s.kind);
  return fill(phrasing(row, Output::kZebra),
              statement_slots(p, s, [&](ValueRef r) { return value_reference(p, r); }));
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
