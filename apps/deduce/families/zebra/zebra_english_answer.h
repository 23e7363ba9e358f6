// The answer of a generated logic grid in the form of the benchmark whose
// English --style gives it (docs/english.md, "JSON lines for benchmarks"):
// `generate zebra --format jsonl` writes it beside the English text, so a
// line is a benchmark item with its expected answer.
#pragma once

#include <string>
#include <string_view>

#include "deduce/puzzles/zebra/model/puzzle.h"
#include "request.h"

namespace deduce::apps {

// As JSON text: bbeh and classic answer the question the text ends with
// ("What position is X at?") with the position, a number (an array of them
// when there are several questions); zebralogic with the whole table,
// ZebraLogic's {"header": ["House", "Name", ...], "rows": [["1", ...], ...]},
// values written as in the text.
std::string benchmark_answer(const puzzles::zebra::Puzzle& puzzle,
                             const puzzles::zebra::Positions& solution, EnglishStyle style);

// ZebraLogic's table of `solution` as JSON text on one line, leaving out the
// places a translation names (`place` with values p1..pn at their own
// positions), which are no column of the grid.
std::string zebralogic_answer(const puzzles::zebra::Puzzle& puzzle,
                              const puzzles::zebra::Positions& solution);

// A value's name as a benchmark writes it (`very_short` -> `very short`),
// and a category's as ZebraLogic heads its column (`favorite_color` ->
// `FavoriteColor`).
std::string as_written(std::string name);
std::string zebralogic_head(std::string_view name);

}  // namespace deduce::apps
