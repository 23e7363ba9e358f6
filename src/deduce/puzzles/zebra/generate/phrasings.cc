// The writers' table of phrasings (phrasings.h). The English forms use
// only phrasings the reader's phrase table reads (english/phrase_table.h),
// so that every text written reads back to the same puzzle; the round trip
// test (tests/puzzles/zebra/english/round_trip_test.cc) holds them to it.
#include "deduce/puzzles/zebra/generate/phrasings.h"

#include <fmt/format.h>

#include <algorithm>

#include "deduce/puzzles/zebra/generate/write.h"
#include "deduce/puzzles/zebra/model/formula.h"

namespace deduce::puzzles::zebra::generate {

std::span<const Phrasing> phrasings() {
  // Columns: .zebra, bbeh, zebralogic, classic.
  static constexpr std::array<Phrasing, 25> kTable = {{
      {DrawKind::kIs, {"{a} is {b}", "{a} is {b}", "{a} is {b}", "{a} is {b}"}},
      {DrawKind::kIsNot, {"{a} is not {b}", "{a} is not {b}", "{a} is not {b}", "{a} is not {b}"}},
      {DrawKind::kIsEither,
       {"{a} is {b} or {c}", "{a} is either {b} or {c}", "{a} is either {b} or {c}",
        "{a} is either {b} or {c}"}},
      {DrawKind::kAt, {"{a} at {pos}", "{a} is {place}", "{a} is {place}", "{a} is {place}"}},
      {DrawKind::kNotAt,
       {"{a} not at {pos}", "{a} is not {place}", "{a} is not {place}", "{a} is not {place}"}},
      {DrawKind::kNextTo,
       {"{a} next to {b}", "{a} is next to {b}", "{a} and {b} are next to each other",
        "{a} and {b} are next to each other"}},
      {DrawKind::kNotNextTo,
       {"{a} not next to {b}", "{a} is not next to {b}", "{a} is not next to {b}",
        "{a} is not next to {b}"}},
      {DrawKind::kLeftOf,
       {"{a} left of {b}", "{a} is somewhere to the left of {b}",
        "{a} is somewhere to the left of {b}", "{a} is somewhere to the left of {b}"}},
      {DrawKind::kRightOf,
       {"{a} right of {b}", "{a} is somewhere to the right of {b}",
        "{a} is somewhere to the right of {b}", "{a} is somewhere to the right of {b}"}},
      {DrawKind::kJustLeftOf,
       {"{a} just left of {b}", "{a} is immediately to the left of {b}",
        "{a} is directly left of {b}", "{a} is directly left of {b}"}},
      {DrawKind::kJustRightOf,
       {"{a} just right of {b}", "{a} is immediately to the right of {b}",
        "{a} is directly right of {b}", "{a} is directly right of {b}"}},
      {DrawKind::kBetween,
       {"{a} between {b} and {c}", "{a} is somewhere in between {b} and {c}",
        "{a} is somewhere in between {b} and {c}", "{a} is somewhere in between {b} and {c}"}},
      {DrawKind::kAway,
       {"{a} {k} away from {b}", "there {gap} between {a} and {b}",
        "there {gap} between {a} and {b}", "there {gap} between {a} and {b}"}},
      // The published-puzzle statements.
      {DrawKind::kAtEither,
       {"{a} at {positions}", "{a} is either {place} or {place2}",
        "{a} is either {place} or {place2}", "{a} is in the {ord} or the {ord2} house"}},
      {DrawKind::kAtEnd,
       {"{a} at an end", "{a} is at one of the ends", "{a} is at one of the ends",
        "{a} is at one of the ends"}},
      {DrawKind::kInMiddle,
       {"{a} in the middle", "{a} is in the middle", "{a} is in the middle",
        "{a} is in the middle"}},
      // {a} comes first on the line in kNotOffset, kLessEq and kOffset.
      {DrawKind::kNotJustLeftOf,
       {"{a} not just left of {b}", "{a} is not immediately to the left of {b}",
        "{a} is not directly left of {b}", "{a} is not directly left of {b}"}},
      {DrawKind::kNotJustRightOf,
       {"{b} not just right of {a}", "{b} is not immediately to the right of {a}",
        "{b} is not directly right of {a}", "{b} is not directly right of {a}"}},
      {DrawKind::kNotLeftOf,
       {"{b} not left of {a}", "{b} is not somewhere to the left of {a}",
        "{b} is not somewhere to the left of {a}", "{b} is not somewhere to the left of {a}"}},
      {DrawKind::kNotRightOf,
       {"{a} not right of {b}", "{a} is not somewhere to the right of {b}",
        "{a} is not somewhere to the right of {b}", "{a} is not somewhere to the right of {b}"}},
      {DrawKind::kKLeftOf,
       {"{a} {k} left of {b}", "{a} is {k} positions to the left of {b}",
        "there {gap} between {a} and {b}, with {a} on the left",
        "{a} is {k} houses to the left of {b}"}},
      {DrawKind::kKRightOf,
       {"{b} {k} right of {a}", "{b} is {k} positions to the right of {a}",
        "there {gap} between {a} and {b}, with {b} on the right",
        "{b} is {k} houses to the right of {a}"}},
      {DrawKind::kIsOneOf,
       {"{a} is {b} or {c} or {d}", "{a} is one of {b}, {c} and {d}", "{a} is {b}, {c} or {d}",
        "{a} is either {b}, {c} or {d}"}},
      {DrawKind::kNeither,
       {"neither {a} nor {b} is {c}", "{c} is neither {a} nor {b}", "neither {a} nor {b} is {c}",
        "{c} is neither {a} nor {b}"}},
      {DrawKind::kPair,
       {"{a} and {b} are {c} and {d}", "of {a} and {b}, one is {c} and the other is {d}",
        "of {a} and {b}, one is {c} and the other is {d}",
        "of {a} and {b}, one is {c} and the other is {d}"}},
  }};
  return kTable;
}

std::string_view phrasing(DrawKind kind, Output output) {
  const auto table = phrasings();
  const auto row =
      std::find_if(table.begin(), table.end(), [&](const Phrasing& p) { return p.kind == kind; });
  return row == table.end() ? std::string_view() : row->forms[static_cast<int>(output)];
}

std::vector<DrawKind> english_kinds() {
  std::vector<DrawKind> kinds;
  for (const Phrasing& row : phrasings())
    if (std::all_of(row.forms.begin() + 1, row.forms.end(),
                    [](std::string_view f) { return !f.empty(); }))
      kinds.push_back(row.kind);
  return kinds;
}

std::vector<DrawKind> english_default_kinds() {
  std::vector<DrawKind> kinds;
  for (const DrawKind kind : english_kinds())
    if (!is_extension(kind) || kind == DrawKind::kAtEnd || kind == DrawKind::kInMiddle)
      kinds.push_back(kind);
  return kinds;
}

std::string fill(std::string_view form, const Slots& s) {
  return fmt::format(fmt::runtime(form), fmt::arg("a", s.a), fmt::arg("b", s.b), fmt::arg("c", s.c),
                     fmt::arg("d", s.d), fmt::arg("pos", s.pos), fmt::arg("k", s.k),
                     fmt::arg("positions", s.positions), fmt::arg("place", s.place),
                     fmt::arg("gap", s.gap), fmt::arg("place2", s.place2), fmt::arg("ord", s.ord),
                     fmt::arg("ord2", s.ord2));
}

Slots statement_slots(const Puzzle& p, const Statement& s,
                      const std::function<std::string(ValueRef)>& name) {
  Slots out;
  if (s.kind != StatementKind::kFormula) {
    out.a = name(s.a);
    out.b = name(s.b);
    out.c = name(s.c);
    out.pos = s.k + 1;
    out.k = s.k;
    return out;
  }
  const Formula& f = *s.formula;
  std::string* const refs[] = {&out.a, &out.b, &out.c, &out.d};
  for (std::size_t i = 0; i < f.refs.size() && i < std::size(refs); ++i) *refs[i] = name(f.refs[i]);
  out.k = f.k;
  for (int q = 0; q < p.n; ++q)
    if ((f.positions >> q) & 1)
      out.positions += fmt::format("{}{}", out.positions.empty() ? "" : " or ", q + 1);
  return out;
}

std::optional<DrawKind> drawn_kind(const Puzzle& p, const Clue& clue) {
  const Statement& s = clue.statement;
  if (!clue.text.empty()) {
    const Slots slots = statement_slots(p, s, [&](ValueRef r) { return value_reference(p, r); });
    for (const Phrasing& row : phrasings())
      if (fill(row.forms[static_cast<int>(Output::kZebra)], slots) == clue.text) return row.kind;
  }
  if (s.kind != StatementKind::kFormula) return static_cast<DrawKind>(s.kind);
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::generate
