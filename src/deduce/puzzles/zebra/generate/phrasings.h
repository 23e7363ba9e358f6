// The writers' table of phrasings: one row per statement kind the
// generator draws (statement_kinds.h), a column per output: the .zebra
// language (write.h) and the English styles bbeh, zebralogic and classic
// (english/write_english.h). Both writers take their words from here, so a
// kind is added by a row and a style by a column (docs/english.md,
// "Writing English").
//
// A form is a format string over named slots that the writer fills:
//   {a} {b} {c} {d}  the values the statement names, in the order the
//                    generator drew them (a .zebra reference, or an English
//                    noun phrase)
//   {pos}            a position, from 1 (.zebra `at`)
//   {k}              a distance or offset (`away`, `k left of`)
//   {positions}      the positions of `at k or m`, joined by ` or `
//   {place}          a position in the words of the style (English); {place2}
//                    the second of `at k or m`
//   {ord} {ord2}     the positions of `at k or m` as ordinals (`first`, English)
//   {gap}            `is one house` / `are N houses`, the houses between
//                    the two values of `away`, `k left of`, `k right of` (English)
// An empty form means the output cannot say the kind: the generator is not
// asked to draw it for that output (english_kinds()).
#pragma once

#include <array>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "deduce/puzzles/zebra/generate/statement_kinds.h"
#include "deduce/puzzles/zebra/model/puzzle.h"

namespace deduce::puzzles::zebra::generate {

// The columns, in the order of the table; the English ones in the order of
// english::Style.
enum class Output : std::uint8_t { kZebra, kBbeh, kZebraLogic, kClassic };
constexpr int kOutputs = 4;

struct Phrasing {
  DrawKind kind;
  std::array<std::string_view, kOutputs> forms;
};

// The table, one row per DrawKind in its order.
std::span<const Phrasing> phrasings();

// The form of a kind in an output; empty when the output cannot say it.
std::string_view phrasing(DrawKind kind, Output output);

// The kinds every English style can say, in DrawKind's order.
std::vector<DrawKind> english_kinds();

// The kinds English draws when --statements does not say: the base kinds,
// `at-end` and `in-middle`, the kinds of the benchmarks' riddles. They were
// all English had before the other published kinds were given words, and
// they stay the default so that a --seed makes the riddle it made then.
std::vector<DrawKind> english_default_kinds();

// The values of the slots of a form.
struct Slots {
  std::string a, b, c, d;
  int pos = 0, k = 0;
  std::string positions, place, gap, place2, ord, ord2;
};

// The slots of a statement, each value named by `name`: a base
// statement's a, b, c and k; a published-puzzle formula's values in order,
// its offset and its positions. {place} and {gap} are the English writer's.
Slots statement_slots(const Puzzle& puzzle, const Statement& statement,
                      const std::function<std::string(ValueRef)>& name);

// The form with its slots filled.
std::string fill(std::string_view form, const Slots& slots);

// The kind a clue was drawn as: the row whose .zebra form, filled with the
// clue's values, gives the words the clue was read from (`nurse in the
// middle` is read as `nurse at 3`, but was drawn as kInMiddle); a clue
// without words is its statement's kind. nullopt for a published-puzzle
// formula whose words no row gives.
std::optional<DrawKind> drawn_kind(const Puzzle& puzzle, const Clue& clue);

}  // namespace deduce::puzzles::zebra::generate
