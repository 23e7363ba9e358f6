// What the user asked for: the command, the files and the options, parsed and
// checked by command_line.cc against the tables of commands, kinds and
// options (tables.h). Everything after the command line reads only this.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "deduce/budget/limits.h"

namespace deduce::apps {

enum class Command : std::uint8_t { kSolve, kCheck, kAnalyze, kExplain, kHint, kGrade, kPrint };
enum class Kind : std::uint8_t { kFutoshiki, kZebra, kRiver };
enum class Format : std::uint8_t { kText, kJson, kJsonl, kSvg };
enum class Paper : std::uint8_t { kA4, kLetter };

// The options of the table (tables.h), in the table's order.
enum class OptionId : std::uint8_t {
  kKind,
  kFormat,
  kFirst,
  kAll,
  kCount,
  kLimit,
  kOptimal,
  kTimeout,
  kNodeLimit,
  kStats,
  kEntered,
  kCandidates,
  kPerPage,
  kPaper,
  kOutput,
  kThreads,
  kUnordered,
  kSplit,
};

struct Request {
  Command command = Command::kSolve;
  std::vector<std::string> files;  // paths; "-" is standard input
  std::optional<Kind> kind;        // --kind; otherwise found per file
  Format format = Format::kText;
  bool first = false;           // --first: no look for a second solution
  bool all = false;             // --all (or --limit without --count): list solutions
  bool count = false;           // --count: only the number
  bool optimal = false;         // --optimal: river crossings, count the optimal ones
  std::uint64_t limit = 0;      // --limit N; 0: none
  budget::Limits limits;        // --timeout, --node-limit
  bool stats = false;           // --stats
  std::string entered;          // hint --entered FILE: the cells filled in so far
  bool candidates = false;      // --candidates: pencil marks in the pictures of puzzles
  std::uint64_t per_page = 4;   // print --per-page
  Paper paper = Paper::kA4;     // print --paper
  std::string output;           // print --output
  int threads = 0;              // --threads N; 0: every core
  bool unordered = false;       // --unordered: --all on threads prints solutions as found
  int split = -1;               // --split DEPTH: write the subproblems of a count; -1: none
  std::vector<OptionId> given;  // the options on the command line, for per-kind checks

  bool has(OptionId id) const {
    for (OptionId g : given)
      if (g == id) return true;
    return false;
  }
};

}  // namespace deduce::apps
