// The commands, one file each (solve.cc, check.cc, analyze.cc): what a
// command asks of a family for one puzzle, and its exit-code rule. The run
// (run.cc) reads the files and calls them; the writers print the outcome.
//
// The exit-code rule, the same for every family (README "Exit codes"):
//   solve:   0 a solution (or count) found; 1 none, or an invalid puzzle;
//            3 a limit stopped the work before it was complete (--timeout,
//            --node-limit, --limit, Ctrl-C). solve's own bound on the look
//            for a second solution is not a limit: it says "undecided", exit 0.
//   check, analyze, explain, grade, hint: 0 exactly one solution (and for
//            hint, no wrong entry); 1 none, several, invalid, or a wrong
//            entry; 3 a limit stopped the work before the answer.
#pragma once

#include <cstddef>
#include <optional>
#include <ostream>

#include "deduce/io/exit_codes.h"
#include "families/family.h"
#include "request.h"
#include "result.h"

namespace deduce::apps {

class Placement;

// The exit code of an outcome without a solution (none, invalid, stopped),
// the same for every command; nullopt when a solution was found.
std::optional<io::ExitCode> unsolved_exit(const PuzzleResult& o);

// `place`: where a count or a listing may run besides here (placement.h);
// nullptr: here.
PuzzleResult solve_command(Family& family, std::size_t i, const Work& work,
                           const SolutionSink& sink, Placement* place);
io::ExitCode solve_exit(const PuzzleResult& o);

PuzzleResult check_command(Family& family, std::size_t i, const Work& work);
io::ExitCode check_exit(const PuzzleResult& o);

PuzzleResult analyze_command(Family& family, std::size_t i, const Work& work);

// explain, hint and grade (explain.cc); exit as check, and 1 for a wrong entry.
PuzzleResult explain_command(Command c, Family& family, std::size_t i, const Work& work);
io::ExitCode explain_exit(const PuzzleResult& o);

// print (print.cc): the answer, which must be the only solution unless
// several are accepted (--any-solution; a river crossing's optimal
// crossings); exit 1 for none or several, 3 when a limit left it undecided.
PuzzleResult print_command(Family& family, std::size_t i, const Work& work,
                           const SolutionSink& sink);
io::ExitCode print_exit(const PuzzleResult& o, bool several_accepted);

// deduce translate (translate.cc): each file's .zebra translation on `out`,
// a file that does not read as its error line on `err`; the exit code.
int run_translate(const Request& r, std::ostream& out, std::ostream& err);

// Runs `command` on puzzle i, its work placed by `place` (nullptr: here),
// and gives its exit code.
PuzzleResult run_command(Command command, Family& family, std::size_t i, const Work& work,
                         const SolutionSink& sink, io::ExitCode& exit, Placement* place);

}  // namespace deduce::apps
