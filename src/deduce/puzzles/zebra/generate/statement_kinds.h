// Which statement kinds a generated logic grid may use (`--statements`):
// the generator's own list of the kinds it can draw, their names, and the
// reading of a comma-separated list of them.
//
// The parser reads every published-puzzle statement as one StatementKind
// (kFormula), so the generator keys its kinds by DrawKind: the base
// language's kinds in the order of StatementKind, then the published-puzzle
// statements that make sense on a line of houses. The table in
// statement_kinds.cc is the one place that lists them, so a kind is added
// by one row there and one drawing rule (candidates.cc, formula_candidates.cc);
// "all" always means every row of the table.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "deduce/puzzles/zebra/model/puzzle.h"

namespace deduce::puzzles::zebra::generate {

enum class DrawKind : std::uint8_t {
  // The base language, as StatementKind numbers them.
  kIs,
  kIsNot,
  kIsEither,
  kAt,
  kNotAt,
  kNextTo,
  kNotNextTo,
  kLeftOf,
  kRightOf,
  kJustLeftOf,
  kJustRightOf,
  kBetween,
  kAway,
  // The published-puzzle statements (of kind kFormula).
  kAtEither,        // A at k or m
  kAtEnd,           // A at an end
  kInMiddle,        // A in the middle (odd N)
  kNotJustLeftOf,   // A not just left of B
  kNotJustRightOf,  // A not just right of B
  kNotLeftOf,       // A not left of B
  kNotRightOf,      // A not right of B
  kKLeftOf,         // A k left of B
  kKRightOf,        // A k right of B
  kIsOneOf,         // A is B or C or D
  kNeither,         // neither A nor B is C
  kPair,            // A and B are C and D
};

// Whether the kind is a published-puzzle one, drawn as a kFormula statement.
constexpr bool is_extension(DrawKind kind) {
  return kind >= DrawKind::kAtEither;
}

// The StatementKind of a base kind; kFormula for a published-puzzle kind.
constexpr StatementKind statement_kind(DrawKind kind) {
  return is_extension(kind) ? StatementKind::kFormula : static_cast<StatementKind>(kind);
}
static_assert(static_cast<int>(DrawKind::kAway) == static_cast<int>(StatementKind::kAway));
static_assert(static_cast<int>(DrawKind::kAtEither) == static_cast<int>(StatementKind::kFormula));

struct KindName {
  DrawKind kind;
  std::string_view name;     // as --statements spells it: `next-to`
  std::string_view example;  // the statement it draws: `A next to B`
};

// Every kind the generator can draw: the base language's, then the published-puzzle ones.
const std::vector<KindName>& statement_kind_names();

// "all", or names separated by commas (`is,at,next-to`). Throws
// std::invalid_argument naming the unknown word and the nearest kind.
std::vector<DrawKind> parse_statement_kinds(std::string_view list);

// The --statements name of a kind.
std::string_view statement_kind_name(DrawKind kind);

}  // namespace deduce::puzzles::zebra::generate
