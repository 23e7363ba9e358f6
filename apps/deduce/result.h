// The result model: what every command returns for every puzzle family, as
// values, before anything is written. Families fill these (families/*.cc);
// writers (writers/*) turn them into text, JSON and pictures, so no family
// prints for itself and every family says the same things with the same
// words and keys. What is a family's own (its puzzles, solutions and extra
// sections) reaches the writers through its views (views.h): this file
// knows no puzzle type.
//
// A run reads files; a file holds one or more puzzles. For each puzzle a
// command produces solutions (streamed to the writer as they are found, so
// --all keeps nothing in memory) and one PuzzleResult at the end.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "deduce/budget/limits.h"
#include "deduce/explain/step.h"
#include "deduce/io/input_error.h"
#include "deduce/util/big_count.h"
#include "request.h"
#include "views.h"

namespace deduce::apps {

// One puzzle of a file, as read.
struct PuzzleInfo {
  Kind kind;                         // its row of the kind table
  std::string file;                  // as the user named it ("<stdin>" for -)
  int index = 1;                     // 1-based place in its file
  int in_file = 1;                   // how many puzzles the file holds (a file read as
                                     // it comes: those read so far, FamilyStream)
  io::SourceLocation where;          // where the puzzle starts
  std::string title;                 // `puzzle:` of logic grids and rivers; may be empty
  const PuzzleView* view = nullptr;  // the family's, as long as the family lives
};

enum class Status : std::uint8_t {
  kSolved,      // at least one solution found
  kNoSolution,  // the whole search found none
  kInvalid,     // the puzzle breaks its own rules before any search (a check verdict)
  kStopped,     // a limit stopped the work before a solution or a verdict
};

// Is the solution found the only one? Counted from the search, never guessed.
enum class Uniqueness : std::uint8_t {
  kUnique,      // the whole search found exactly one
  kSeveral,     // at least two were found
  kUndecided,   // one found; the look for a second was cut off
  kNotChecked,  // one found; --first asked not to look further
  kNone,        // no solution (or none found)
};

// What a count counts: every solution, or for river crossings the optimal
// ones or every repetition-free crossing.
enum class Counted : std::uint8_t { kSolutions, kOptimal, kRepetitionFree };

// Why the work stopped, with the limit's words for messages.
enum class Stop : std::uint8_t {
  kNone,             // it finished
  kSolutionLimit,    // --limit N
  kNodeLimit,        // --node-limit N
  kTimeout,          // --timeout S
  kInterrupted,      // Ctrl-C
  kUniquenessBound,  // solve's own bound on the look for a second solution
  kMemory,           // --memory (the run's memory budget)
  kRunTimeout,       // --run-timeout (the whole run's time), where it came before --timeout
};

struct Count {
  util::BigCount value = 0;
  bool exact = true;  // false: value is a lower bound (see PuzzleResult::stop)
  Counted counted = Counted::kSolutions;
};

// Search statistics as named numbers, in the order the family reports them
// (`nodes` and `seconds` in every family).
struct Stat {
  std::string name;
  std::variant<std::uint64_t, double> value;
};

// An entered value that is wrong (hint --entered): where, and why.
struct WrongEntry {
  std::string cell;    // "r2c3"
  int var = -1;        // the cell's index, row-major (for pictures)
  int value = 0;       // what was entered
  std::string reason;  // "the value 4 appears twice in row 2" or "the only solution has 3 there"
};

// explain, hint and grade: the steps (all, the next one, or none for grade)
// and the grade on the family's scale.
struct Explained {
  explain::Explanation explanation;   // grade: steps left out, counts kept
  std::string grade;                  // the grade's name
  std::optional<explain::Step> hint;  // hint: the next step (none when solved)
  std::vector<WrongEntry> wrong;      // hint --entered: wrong entries instead of a step
  std::vector<int> entered;           // hint --entered: the grid the hint starts from (givens
                                      // and entries, 0 empty), for its picture; else empty
};

// deduce generate: where a generated puzzle came from and what it is (what
// a family adds, a game ID or an English text, is in sections within
// "generated").
struct GeneratedInfo {
  std::uint64_t seed = 0;   // the run's --seed
  std::uint64_t index = 0;  // 0-based place in the run
  std::string text;         // the puzzle as the run writes it: its family's file, or a format
                            // the family writes (--format id, english)
  std::string grade;        // the grade it was made for ("" when ungraded)
};

// What a command found for one puzzle: the answer, how sure it is, why the
// work stopped, and what the command adds (a verdict, answers, steps, ...).
struct PuzzleResult {
  Status status = Status::kSolved;
  Count count;
  Uniqueness uniqueness = Uniqueness::kNone;
  Stop stop = Stop::kNone;
  std::string stop_detail;   // "--timeout 10", "10000 more nodes": for text
  std::uint64_t listed = 0;  // solutions handed to the writer
  // What the command adds, in the family's words (analyze: the clue
  // analysis; check: a grid's verdict; a crossing's optimal figures).
  std::vector<std::shared_ptr<const ResultSection>> sections;
  std::optional<Explained> explained;
  std::optional<GeneratedInfo> generated;
  std::vector<Stat> stats;
  std::vector<std::string> subproblems;  // solve --count --split: puzzles in the family's format
};

// What a result's sections say in each role (ResultSection::verdict,
// breach, figures): the first section that says it, else nothing.
std::string verdict_of(const PuzzleResult& o);
std::optional<Breach> breach_of(const PuzzleResult& o);
std::string figures_of(const PuzzleResult& o);

// A file (or a puzzle in it) that could not be read: the message goes with
// the rest of the run's results, exit code 2.
struct InputFailure {
  std::string file;
  io::SourceLocation where;
  std::string message;  // without the location
};

// The rest of a file read as it comes (FamilyStream) that a stop left
// unread: its puzzles are not started and, since they were not read, not
// counted either; one record says so, from the line where reading stopped.
struct RestNotStarted {
  std::string file;
  int line = 1;    // the file is not read from this line on
  int puzzle = 1;  // the place in the file the first of them would have
  Stop stop = Stop::kNone;
  std::string stop_detail;  // the limit's words, as PuzzleResult::stop_detail
};

}  // namespace deduce::apps
