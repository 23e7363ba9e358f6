// Reads a .zebra file (format: docs/zebra.md, "The .zebra format") into its
// puzzles.
//
// Line by line: `#` starts a comment, blank lines are skipped; a line is
// `puzzle: TITLE`, `positions: N`, `category NAME: V1 V2 ...`,
// `ask: CATEGORY of VALUE` or a clue `LABEL: STATEMENT`. Categories and
// `positions:` are read first, so a clue may come before the categories it
// names. Names are letters (any Unicode letter), digits, marks, `_` and `-`
// (lexer.h, io/utf8.h). Columns in messages count code points, not bytes.
// The pieces: lexer.h cuts lines into tokens, token_reader.h reads them,
// statement.h reads clues' statements and value references, hints.h holds
// what the messages suggest.
//
// Any malformed input throws io::InputError at file:line:col saying what was
// expected: unknown or ambiguous values (naming both categories), positions
// outside 1..N, categories of the wrong size, duplicate values, categories
// or clue labels, unknown keywords, missing pieces, numbers too large. An
// unknown name comes with the nearest known one ("did you mean `alice`?"), a
// clue in English (`alice is to the left of bob`) with the statement to
// write, a final full stop is named as such. No input makes it crash, loop or
// overflow.
#pragma once

#include <string>
#include <vector>

#include "deduce/puzzles/zebra/model/puzzle.h"

namespace deduce::puzzles::zebra {

// Every puzzle of `text`: a `puzzle:` line after a clue or an ask opens the
// next one, and a file of several gives each its `puzzle:` line
// (docs/zebra.md, "Several puzzles in one file"). Lines keep their numbers
// in the whole file, so messages point into it.
std::vector<Puzzle> parse_zebra_puzzles(const std::string& text, const std::string& file);

// The only puzzle of `text`; a second one is an error at its `puzzle:` line.
Puzzle parse_zebra(const std::string& text, const std::string& file);

}  // namespace deduce::puzzles::zebra
