// Reads a .zebra file (format: docs/zebra.md, "The .zebra format") into a Puzzle.
//
// Line by line: `#` starts a comment, blank lines are skipped; a line is
// `puzzle: TITLE`, `positions: N`, `category NAME: V1 V2 ...`,
// `ask: CATEGORY of VALUE` or a clue `LABEL: STATEMENT`. Categories and
// `positions:` are read first, so a clue may come before the categories it
// names. Names are runs of letters (any script), digits, marks, `_` and `-`,
// checked code point by code point in lexer.cc (io/utf8.h). Columns in
// messages count code points, not bytes.
//
// Any malformed input throws io::InputError at file:line:col saying what was
// expected: unknown or ambiguous values (naming both categories), positions
// outside 1..N, categories of the wrong size, duplicate values, categories
// or clue labels, unknown keywords, missing pieces, numbers too large. No
// input makes it crash, loop or overflow.
#pragma once

#include <string>

#include "deduce/puzzles/zebra/puzzle.h"

namespace deduce::puzzles::zebra {

Puzzle parse_zebra(const std::string& text, const std::string& file);

}  // namespace deduce::puzzles::zebra
