// One clue model: every logic-grid statement, base or published, is a
// formula tree (formula.h), and the tree's shape picks its propagators.
//
// base_formula() is the tree of a base statement (`A next to B`, ...), made
// of the same nodes as the published statements: `A is B` is is-one-of of
// two values, `A next to B` a distance of 1, `A left of B` an order,
// `A between B and C` any of two all-of orders. base_statement() is the
// other way: the StatementKind a tree's shape is, however it was written
// (`cheese in the middle` is `at`, `A 1 left of B` is `just left of`).
// recognise() gives a tree read on a line or without positions that kind,
// whose tight propagators model.cc posts and which the explanation ladder
// and the entailment shortcut branch on; every other tree is kFormula,
// posted as the general formula propagation (model_formula.cc). Either way
// the Statement keeps its tree, so holds() (puzzle.h) evaluates every
// statement through the one evaluator, evaluate().
#pragma once

#include <memory>
#include <optional>

#include "deduce/puzzles/zebra/model/formula.h"
#include "deduce/puzzles/zebra/model/puzzle.h"

namespace deduce::puzzles::zebra {

// The tree of a base statement of `kind` on values a, b, c (those the kind
// reads: a alone for at / not at; a, b, c for is-either and between; else
// a and b), with k its position (0-based) or distance.
Formula base_formula(StatementKind kind, ValueRef a, ValueRef b, ValueRef c, int k);

// The base statement the shape of `f` is (its kind, values and k; no tree),
// whatever the layout; none when it has no base shape.
std::optional<Statement> base_statement(const Formula& f);

// The statement `f` is, read with `frame`: the StatementKind of its shape
// when it has one, else kFormula (s.a then names the first value it reads).
Statement recognise(Formula f, std::shared_ptr<const Frame> frame);

// Gives a statement built by kind (the generator draws base statements so)
// its tree, read with `frame`; a statement with a tree keeps it.
void give_tree(Statement& s, std::shared_ptr<const Frame> frame);

}  // namespace deduce::puzzles::zebra
