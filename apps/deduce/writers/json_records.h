// The JSON records of a run as values (nlohmann's ordered trees), before
// they are text: one schema for every family and command
// (docs/deduce-output.schema.json). The JSON writer (json_writer.cc) writes
// them as the command line's --format json and jsonl; the record writer
// (record_writer.h) keeps them for the calls in process, whose document is
// then the same bytes, being the same trees written the same way.
#pragma once

#include "request.h"
#include "result.h"
#include "views.h"

namespace deduce::apps {

// {"deduce": VERSION, "command": ...}: the document's keys before "results".
Json document_head_json(Command command);
// The document's keys after "results": `stop` only when a limit stopped the
// run between puzzles (generate), then "exit_code".
Json document_tail_json(Stop stop, int exit_code);

// A result's keys before its solutions (where the puzzle is) and after them
// (what was found); a result record is the head, "solutions", the tail.
Json result_head_json(const Request& r, const PuzzleInfo& info);
Json result_tail_json(const PuzzleInfo& info, const PuzzleResult& o, int exit_code);

// With --all or --limit in JSON Lines each solution is a line of its own,
// before its puzzle's result line (which then lists none).
bool streams_solutions(const Request& r);
Json solution_line_json(const PuzzleInfo& info, const Solution& s);

// An input that could not be read: {"record": "error", file, line, column, ...}.
Json error_json(const InputFailure& f);
// JSON Lines: the last line of a run stopped between puzzles.
Json stop_line_json(Stop stop, int exit_code);
// {"record": "not_started", "file", "line", "puzzle", "stop", "exit_code": 3}:
// the unread rest of a file read as it comes, which a stop cut.
Json rest_not_started_json(const RestNotStarted& rest);

}  // namespace deduce::apps
