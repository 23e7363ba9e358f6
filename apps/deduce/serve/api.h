// The HTTP API of `deduce serve` without the HTTP: POST /api/COMMAND with a
// JSON body {"puzzle": TEXT, "kind": K, "options": {...}} becomes one
// in-process call (embed.h), so that the answer is what
// `deduce COMMAND --format json` prints for that puzzle, under the same
// contract and with the same messages: the JSON writer's document of the
// call's records, and an error's place from the call's typed error (no
// text read back). Kept apart from the server so that tests and the server
// share one mapping.
//
// What the API adds to a call: a per-request timeout (10 s) and one search
// thread unless the request says otherwise, no progress line, and no option
// that reaches the file system (--output, --output-dir, --names, --split,
// --checkpoint, --log-subproblems):
// the server's files are not the caller's to read or write. hint's
// `entered` is the text of the entered grid, not a path.
#pragma once

#include <string>

#include "deduce/budget/limits.h"

namespace deduce::apps::serve {

struct ApiAnswer {
  int status = 200;  // 200, or 4xx with an {"error": ...} body
  std::string content_type = "application/json";
  std::string body;
  int exit_code = 0;  // the command's exit code (io/exit_codes.h)
  // print's PDF comes with what the command line says on stderr beside it
  // (a puzzle left out, `(stopped: --node-limit 1)`), its lines joined by
  // "; ", so that a partial PDF says why (header X-Deduce-Message).
  std::string message;
};

inline constexpr double kDefaultTimeoutSeconds = 10;

// The answer to POST /api/`command` with `body`. `stop`: the request's own
// stop token (budget/limits.h): set, it stops this request alone, which
// answers with what it found, partial, as a stopped command does.
ApiAnswer answer_api(const std::string& command, const std::string& body,
                     const budget::StopToken* stop = nullptr);

// The answer to GET /api/kinds: the kinds the server reads, from the kind
// table, each with its name, noun, file extensions, the API's commands it
// takes and the options only some kinds take that it takes (`options`:
// `entered`, `order`, ...), and the API's commands ({"kinds": [...],
// "commands": [...]}), so that a page offers what the server has.
std::string kinds_body();

// The body of a 4xx answer: {"error": {"message", "line", "column"}}
// (line and column 0 when the error is not at a place in the puzzle).
std::string error_body(const std::string& message, int line = 0, int column = 0);

}  // namespace deduce::apps::serve
