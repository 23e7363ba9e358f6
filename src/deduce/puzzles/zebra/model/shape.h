// One clue model: every logic-grid statement, base or published, is a
// formula tree (formula.h), and the tree's shape picks its propagators.
//
// base_formula() is the tree of a base statement (`A next to B`, ...): one
// kBase leaf that names the statement's kind and values, which evaluate()
// reads with the puzzle's layout. recognise() is the other way: it maps a tree whose shape has tight propagators of its own (today a base
// leaf read on a line or without positions: "same house", "left of", "next
// to", ...) to that StatementKind, which model.cc, the explanation ladder and
// the entailment shortcut branch on; every other tree is kFormula, posted as
// the general formula propagation (model_formula.cc). Either way the
// Statement keeps its tree, so holds() (puzzle.h) evaluates every statement
// through the one evaluator, evaluate().
#pragma once

#include <memory>

#include "deduce/puzzles/zebra/model/formula.h"
#include "deduce/puzzles/zebra/model/puzzle.h"

namespace deduce::puzzles::zebra {

// The tree of a base statement of `kind` on values a, b, c (those the kind
// reads: a alone for at / not at; a, b, c for is-either and between; else
// a and b), with k its position (0-based) or distance.
Formula base_formula(StatementKind kind, ValueRef a, ValueRef b, ValueRef c, int k);

// The statement `f` is, read with `frame`: the StatementKind of its shape
// when it has one, else kFormula (s.a then names the first value it reads).
Statement recognise(Formula f, std::shared_ptr<const Frame> frame);

// Gives a statement built by kind (the generator draws base statements so)
// its tree, read with `frame`; a statement with a tree keeps it.
void give_tree(Statement& s, std::shared_ptr<const Frame> frame);

}  // namespace deduce::puzzles::zebra
