// Reading a .zebra file's `layout:` line (docs/zebra.md): `line`, `circle`,
// or a map given by its edges (`1-2 2-3 ...`), whose distances are the
// shortest paths between positions. The statements that read the layout
// (`next to`, `k away`, `just left of`) take these distances from the
// puzzle's Frame (model/formula.h).
#pragma once

#include "deduce/puzzles/zebra/model/formula.h"
#include "deduce/puzzles/zebra/read/lexer.h"
#include "deduce/puzzles/zebra/read/token_reader.h"

namespace deduce::puzzles::zebra::detail {

// Reads `layout: ...` on l for a puzzle of frame.n positions: returns the
// layout it names and, for a map, fills frame.dist (n * n, -1 between
// positions no path joins). Fails at the offending token.
LayoutKind read_layout(const Line& l, const TokenReader& tokens, Frame& frame);

}  // namespace deduce::puzzles::zebra::detail
