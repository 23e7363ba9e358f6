// Writing a generated logic grid as a .zebra file that reads like a
// published puzzle: a comment saying how it was made, the title, the
// categories, the clues numbered 1, 2, ... and the question.
//
// Values are named bare (`brit`) where the name is unique across the
// categories and is not a word of the statements or a number; otherwise as
// `category.value`, which the format always accepts.
#pragma once

#include <string>

#include "deduce/puzzles/zebra/generate/statement_kinds.h"
#include "deduce/puzzles/zebra/model/puzzle.h"

namespace deduce::puzzles::zebra::generate {

// A value as a .zebra file names it: bare (`brit`) where that is unique
// and not a word of the statements or a number, else `category.value`.
std::string value_reference(const Puzzle& puzzle, ValueRef r);

// A statement as the .zebra format writes it (`brit just left of tea`),
// drawn as `kind`. The kind matters for the published-puzzle statements only: the
// formula of `A 2 right of B` is that of `B 2 left of A`, so the words come
// from the kind the generator drew.
std::string statement_text(const Puzzle& puzzle, const Statement& statement, DrawKind kind);

// The whole file. `comment` lines (without `# `) open it; puzzle.title,
// when set, gives the `puzzle:` line. Clue labels are taken from the
// clues; a clue with words (clue.text: the generator sets it to
// statement_text() when it draws a published-puzzle kind) is written in
// them, any other from its statement.
std::string write_zebra(const Puzzle& puzzle, const std::vector<std::string>& comment);

}  // namespace deduce::puzzles::zebra::generate
