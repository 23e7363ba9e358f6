// In-process calls of deduce's commands, for the Python module and the HTTP
// server: one typed call. A call names its command, its puzzle (files, or a
// text held in memory) and its options by the option table's names; the
// table reads and checks them (command_line.h, checked_request), as it does
// the command line's words, so every interface gives the same answers and
// the same messages. The run (run.h, the contract) hands its results to
// the record writer (writers/record_writer.h): the call returns records,
// each the result model's values with the JSON tree the JSON writer writes,
// and a refusal as a typed error. No text passes between the caller and the
// run: the command line is one producer of requests and the JSON writer one
// consumer of results, as the callers are others.
//
// Options are named as the command line's long options without the dashes,
// inner dashes as underscores (`node_limit` for --node-limit); a flag is
// `true` (false: not given), any other value is its text (`"100000"`).
//
// Stops: each call may bring its own stop token (budget::StopToken): setting
// it stops that call alone, partial, exit 3, whatever else runs. Ctrl-C and
// the memory budget stop every call through the process-wide flag
// (budget/limits.h), which is cleared when a call starts while no other
// call runs, so that a stop asked for during a call is not lost.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "deduce/budget/limits.h"
#include "deduce/io/input_error.h"
#include "request.h"
#include "writers/record_writer.h"

namespace deduce::apps {

struct CallOption {
  std::string name;                       // `node_limit`
  std::variant<bool, std::string> value;  // a flag's true / false, or the value's text
};

struct Call {
  std::string command;               // solve, check, analyze, explain, hint, grade, print, generate
  std::string generate_kind;         // generate: the kind to generate (futoshiki, zebra, river)
  std::vector<std::string> files;    // puzzle files, as on the command line
  std::optional<std::string> text;   // or one puzzle's text (then `files` must be empty)
  std::string text_name = "puzzle";  // the text's name in messages (`puzzle:3:7: ...`)
  std::vector<CallOption> options;
};

// Why a call gave no answer: a usage error (the command line's exit 2 from
// its options), or an input that could not be read (the first error record
// of a call whose every input failed, or a failure before any record).
struct CallError {
  enum class Type : std::uint8_t { kUsage, kInput };
  Type type = Type::kUsage;
  std::string command;       // for a usage error's words: `deduce solve: ...`
  std::string message;       // without the place or the prefix
  io::SourceLocation where;  // kInput: file, line, column
  // As the command line says it on stderr: `deduce solve: MESSAGE` or
  // `FILE:LINE:COLUMN: MESSAGE`.
  std::string text() const;
};

// What a call returns: its records (the result model's values and their
// JSON), the exit code (io/exit_codes.h: 0, 1 no solution or invalid, 2 a
// usage error or bad input, 3 a limit, partial), a usage error when the
// options were refused (then no record), and the messages the command line
// writes on stderr (warnings, a stop between puzzles).
struct CallResult {
  int exit_code = 0;
  Records records;
  std::optional<CallError> error;
  std::string messages;
  // What the format writes beside the records (text, SVG, answers;
  // translate's .zebra text); empty for JSON, which is made of the records.
  std::string output;
};

// The request a call stands for, read and checked by the option table
// (command_line.h); throws UsageError in the command line's words.
Request request_of(const Call& call);

// Runs the call and returns its records. `stop`: the call's own stop token
// (nullptr: only the process-wide stop). `sink`, when set, gets each record
// as it is complete (a streamed call); the records are then not kept, but
// the run's end is (records.stop, records.exit_code).
CallResult call_records(const Call& call, const budget::StopToken* stop = nullptr,
                        const RecordSink& sink = {});

// Runs the call writing text as the command line does: output to `out`,
// messages to `err` (print's PDF, --format text or svg). Returns the exit code.
int call(const Call& call, std::ostream& out, std::ostream& err,
         const budget::StopToken* stop = nullptr);

// The first error record of `records`, as a typed error (kInput).
std::optional<CallError> first_error(const CallResult& result);

// Asks every running call to stop, as Ctrl-C does on the command line:
// each ends with what it found, marked partial, exit 3. Safe from a signal
// handler.
void stop_calls();

// Stops the call whose token is `stop` alone, as Ctrl-C would (partial,
// `stop: interrupted`). Safe from any thread, before, during or after it.
void stop_call(budget::StopToken& stop);

// How many calls are running now (in run, after their options were read).
int calls_running();

}  // namespace deduce::apps
