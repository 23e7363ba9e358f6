// The relation symbols of the grid format (docs/futoshiki.md, "The grid
// format"), in one table that the parser reads with and format_grid writes
// with, so that the two cannot drift apart.
//
// Between two values of a row a relation is `|`, `<`, `>` or `:`; below a
// value, in a relation row, it is `-`, `^`, `v` or `:`. Which of them a grid
// may hold depends on its mode: an Unequal grid has no `:`, an Adjacent grid
// (order line `Na`) has only `|`/`-` and `:`.
#pragma once

#include <array>
#include <optional>

#include "deduce/puzzles/futoshiki/puzzle.h"

namespace deduce::puzzles::futoshiki {

struct GridSymbol {
  Relation relation;
  char horizontal;  // between a cell and its right neighbour
  char vertical;    // between a cell and the one below it
};

inline constexpr std::array<GridSymbol, 4> kGridSymbols = {{
    {Relation::kNone, '|', '-'},
    {Relation::kLess, '<', '^'},
    {Relation::kGreater, '>', 'v'},
    {Relation::kAdjacent, ':', ':'},
}};

// Whether a puzzle of `mode` may hold `rel`: kNone in both modes, the signs
// in Unequal mode, the adjacency mark in Adjacent mode.
constexpr bool relation_fits(Mode mode, Relation rel) {
  if (rel == Relation::kNone) return true;
  return (rel == Relation::kAdjacent) == (mode == Mode::kAdjacent);
}

// The symbol of `rel` between horizontal (or vertical) neighbours.
constexpr char grid_symbol(Relation rel, bool horizontal) {
  for (const GridSymbol& s : kGridSymbols) {
    if (s.relation == rel) return horizontal ? s.horizontal : s.vertical;
  }
  return '?';
}

// The relation that `ch` writes between horizontal (or vertical) neighbours,
// whatever the mode; nothing when `ch` is no relation symbol there.
constexpr std::optional<Relation> grid_relation(char ch, bool horizontal) {
  for (const GridSymbol& s : kGridSymbols) {
    if (ch == (horizontal ? s.horizontal : s.vertical)) return s.relation;
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::futoshiki
