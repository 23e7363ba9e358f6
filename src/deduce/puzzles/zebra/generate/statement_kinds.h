// Which statement kinds a generated logic grid may use (`--statements`):
// the names of the kinds of the .zebra language and the reading of a
// comma-separated list of them.
//
// The table in statement_kinds.cc is the one place that lists the kinds, so
// a kind added to the language (zebra.md, Extension 2) is added to the
// generator by one row there and one drawing rule in candidates.cc; "all"
// always means every row of the table.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "deduce/puzzles/zebra/puzzle.h"

namespace deduce::puzzles::zebra::generate {

struct KindName {
  StatementKind kind;
  std::string_view name;     // as --statements spells it: `next-to`
  std::string_view example;  // the statement it draws: `A next to B`
};

// Every kind the generator can draw, in the order of the language's table.
const std::vector<KindName>& statement_kind_names();

// "all", or names separated by commas (`is,at,next-to`). Throws
// std::invalid_argument naming the unknown word and the nearest kind.
std::vector<StatementKind> parse_statement_kinds(std::string_view list);

// The --statements name of a kind.
std::string_view statement_kind_name(StatementKind kind);

}  // namespace deduce::puzzles::zebra::generate
