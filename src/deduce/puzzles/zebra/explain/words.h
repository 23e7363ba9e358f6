// The words of logic-grid explanations: value names, sets of positions,
// clues in prose, and the premises and conclusions every technique builds.
// Positions are 0-based in data and 1-based in words ("position 2").
#pragma once

#include <string>

#include "deduce/explain/step.h"
#include "deduce/puzzles/zebra/explain/state.h"

namespace deduce::puzzles::zebra::explain {

namespace ex = deduce::explain;

// The value's name, qualified as category.value when another category has a
// value of the same name (as the .zebra format requires).
std::string value_name(const Puzzle& p, int var);
// "3", "2 or 4", "1, 2 or 5"; 1-based.
std::string positions_text(Bits mask);

// Where a value is, after `is`, `can only be`, `cannot be`: "at 2 or 4";
// in a grid without positions, whose (`Carl's`, `Ann's or Bo's`), so that
// an explanation says `the parrot is Carl's`.
std::string at_text(Bits mask);
// A position's line of category c as a premise names it: "drink at 3", or
// in a grid without positions "Fiona's time".
std::string line_name(const Puzzle& p, int category, int position);
// "clue 10" for label "10".
std::string clue_name(const Clue& c);
// The statement in a sentence: "blends is next to cat", "milk is at 3".
std::string statement_prose(const Puzzle& p, const Statement& s);
// "clue 10: blends is next to cat".
std::string clue_sentence(const Puzzle& p, int clue);

// A clue premise: name "clue 10", detail the statement as written.
ex::Premise clue_premise(const State& s, int clue);
// A cell premise: a value and the positions it can take, "{2,4}".
ex::Premise cell_premise(const State& s, int var);
// "cat is at 1" or "cat can only be at 1 or 3" (or "can be anywhere").
std::string where_text(const State& s, int var);

ex::Conclusion place(const State& s, int var, int position);
ex::Conclusion eliminate(const State& s, int var, int position);

// Conclusions taking `var` from its current mask to `after` (a subset):
// a placement when one position is left, else one elimination a position;
// appended to `out`. Returns the words: "blends is at 2", "green cannot be
// at 1 or 5", "cat has no place left".
std::string narrow(const State& s, int var, Bits after, std::vector<ex::Conclusion>& out);

// The values a statement relates, as vars: 1 to 3 of them, -1 for unused.
struct ClueVars {
  int a = -1, b = -1, c = -1;
};
ClueVars clue_vars(const State& s, const Statement& st);

}  // namespace deduce::puzzles::zebra::explain
