// In-process calls of deduce's commands, for the Python module and the HTTP
// server: a call goes through the same option table, checks, run (run.h,
// the contract) and writers as the command line, so that every interface
// gives the same answers and the same messages. The puzzle is a file, as on
// the command line, or a text held in memory.
//
// Options are named as the command line's long options without the dashes,
// inner dashes as underscores (`node_limit` for --node-limit); a flag is
// `true` (false: not given), any other value is its text (`"100000"`).
//
// Ctrl-C and the memory budget stop work through one process-wide flag
// (budget/limits.h). The command line exits after its one run; calls come
// one after another, so the flag is cleared when a call starts while no
// other call runs, and a stop asked for during a call stops every call
// running then.
#pragma once

#include <iosfwd>
#include <optional>
#include <string>
#include <variant>
#include <vector>

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

// The command-line arguments a call stands for; a bad option name (dashes,
// an empty name) is a usage error (std::invalid_argument, its message in
// deduce's words).
std::vector<std::string> call_arguments(const Call& call);

// Runs the call: output to `out`, messages to `err`, as the command line's
// stdout and stderr. Returns the exit code (io/exit_codes.h): 0, 1 (no
// solution or invalid), 2 (a usage error or bad input), 3 (a limit, partial).
int call(const Call& call, std::ostream& out, std::ostream& err);

// Asks every running call to stop, as Ctrl-C does on the command line:
// each ends with what it found, marked partial, exit 3. Safe from a signal
// handler.
void stop_calls();

// How many calls are running now (in run, after their options were read):
// a caller that wants to end one call of its own may stop all when it is
// alone (the Python module's closed generator).
int calls_running();

}  // namespace deduce::apps
