// The Latin-square model every grid puzzle of the family builds on.
//
// A Latin square of order n is a 0/1 cube (row, column, value) with exactly
// one 1 on every line. The plain model keeps one projection, the cells
// (r, c) -> value, with all-different on rows and columns. The three-view
// model keeps all three projections as variables and channels them:
//   cells   (r, c) -> value      (what is in this cell)
//   col_of  (r, v) -> column     (where value v stands in row r)
//   row_of  (c, v) -> row        (where value v stands in column c)
// with one Inverse per row, per column and per value. A hidden single (a value
// with one place left in a line) is then a fixed variable, found by
// propagation, and first-fail branching over all three views picks the
// tightest of cell, row-value and column-value choices, as exact-cover
// search (Knuth's DLX) does. GAC all-different on each family of lines adds
// naked and hidden subsets.
//
// The cube model gets the same pruning as the three views from one
// LatinSquare propagator over the cells (hidden singles found by bit-sliced
// counting along each line), without 2n^2 extra variables: it is the
// default, and the channelled model is kept for comparison and for
// branching on row-value and column-value choices.
#pragma once

#include <cstdint>
#include <vector>

#include "deduce/core/store.h"
#include "deduce/props/latin_square.h"
#include "deduce/search/dfs.h"

namespace deduce::puzzles::latin {

enum class LatinModelKind : std::uint8_t {
  kPlain,     // cells, all-different on rows and columns
  kCube,      // cells, one LatinSquare propagator (three-view pruning)
  kChannels,  // cells, row-values and column-values channelled by Inverse
};

struct LatinOptions {
  LatinModelKind kind = LatinModelKind::kCube;
  bool all_different = true;  // GAC all-different on every line (always on for kPlain)
};

// D: the domain set type, core::Bits to order 64, core::WideBits (the cube
// model only) for orders 65 to 256.
template <class D>
struct BasicLatinModel {
  int n = 0;
  std::vector<core::VarId> cells;   // r * n + c
  std::vector<core::VarId> col_of;  // r * n + v (channelled model only)
  std::vector<core::VarId> row_of;  // c * n + v (channelled model only)

  const props::BasicLatinSquare<D>* cube = nullptr;  // the cube model's propagator

  core::VarId cell(int r, int c) const { return cells[r * n + c]; }
  // The variables to branch on: every view the model has.
  std::vector<core::VarId> branch_vars() const;
  // Three-view branching for the cube model (see LatinSquare::choose); empty
  // for the other models, which branch on their variables by first-fail.
  search::BasicDecisionChooser<D> chooser() const;
};
using LatinModel = BasicLatinModel<core::Bits>;
using WideLatinModel = BasicLatinModel<core::WideBits>;
extern template struct BasicLatinModel<core::Bits>;
extern template struct BasicLatinModel<core::WideBits>;

// Adds a Latin square of order n to the store (1..64 for Store; 1..256 and
// the cube model for WideStore); values are 0..n-1.
LatinModel post_latin(core::Store& store, int n, const LatinOptions& options = {});
WideLatinModel post_latin(core::WideStore& store, int n, const LatinOptions& options = {});

}  // namespace deduce::puzzles::latin
