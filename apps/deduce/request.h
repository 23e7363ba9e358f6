// What the user asked for: the command, the files and the options, parsed by
// command_line.cc into the fields the option table's rows name and checked
// against the tables (tables.h, option_checks.h). Everything after the
// command line reads only this.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "deduce/budget/limits.h"
#include "deduce/search/restart_mode.h"

namespace deduce::apps {

enum class Command : std::uint8_t {
  kSolve,
  kCheck,
  kAnalyze,
  kExplain,
  kHint,
  kGrade,
  kPrint,
  kGenerate,
  kTranslate,  // English riddles to .zebra (commands/translate.cc)
  kServe       // the web workbench (serve/server.h), from the command line only
};
// A puzzle kind: its row of the kind table (tables.h), in the order the
// kinds were registered. The table is the only list of kinds.
struct Kind {
  std::uint8_t index = 0;
  friend bool operator==(Kind, Kind) = default;
};
// kId (Tatham game IDs), kPdf (a sheet with answers) and kEnglish (a
// logic grid written as an English riddle) are for generate only.
// kAnswer: solve's answers in a benchmark's own form (writers/answer_writer.cc).
enum class Format : std::uint8_t { kText, kJson, kJsonl, kSvg, kId, kPdf, kEnglish, kAnswer };
// generate --style: the English form of --format english (docs/english.md).
enum class EnglishStyle : std::uint8_t { kBbeh, kZebraLogic, kClassic };
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
  kRestarts,
  kStats,
  kEntered,
  kCandidates,
  kPerPage,
  kPaper,
  kOutput,
  // deduce generate
  kGenerateFormat,  // --format with generate's choices
  kSeed,
  kHowMany,          // --count N (solve's --count is a flag)
  kGenerateThreads,  // --threads T of generate (solve's is kThreads)
  kGrade,
  kOrder,
  kAdjacent,
  kLatin,
  kHoles,
  kPositions,
  kCategories,
  kStatements,
  kNames,
  kKeepRedundant,
  kExplain,
  kRiverFamily,
  kGroups,
  kBoat,
  kMinLength,
  kStyle,
  kSoloParams,  // --params (sudoku): Solo's parameters
  // parallel search
  kThreads,
  kUnordered,
  kSplit,
  // a count cut into subproblems (cluster/: MPI, checkpoints)
  kCheckpoint,
  kLogSubproblems,
  kSubproblems,
  kSlice,
  // the contract of every command (run.cc)
  kRunTimeout,
  kMemory,
  kQuiet,
  // pictures
  kOutputDir,
  kAnySolution,
  // deduce serve
  kHost,
  kPort,
  kWorkers,
  kQueue,
  kMaxBody,
};

// What `deduce generate` was asked for (Request::generate).
struct GenerateRequest {
  std::uint64_t seed = 1;       // --seed S: the default is fixed, so runs repeat
  std::uint64_t count = 1;      // --count N
  unsigned threads = 0;         // --threads T; 0: every core
  std::string grade;            // --grade NAME on the family's scale; "" default
  int order = 0;                // --order N (futoshiki); 0: the family's default
  bool adjacent = false;        // --adjacent (futoshiki)
  bool latin = false;           // --latin (futoshiki): Latin-square completion
  std::uint64_t holes = 0;      // --holes H (futoshiki --latin); 0: near the hardness peak
  int positions = 0;            // --positions N (zebra); 0: default
  int categories = 0;           // --categories K (zebra); 0: default
  std::string statements;       // --statements LIST (zebra); "": every kind
  std::string names;            // --names FILE (zebra)
  bool keep_redundant = false;  // --keep-redundant (zebra)
  bool explain = false;         // --explain: the steps in JSON output
  std::string river_family;     // --river-family NAME (river)
  int groups = 0;               // --groups N (river); 0: default
  int boat = 0;                 // --boat N (river); 0: default
  int min_length = 0;           // --min-length N (river); 0: any
  EnglishStyle style = EnglishStyle::kBbeh;  // --style (zebra, --format english)
  std::string params;                        // --params PARAMS (sudoku): Solo's; "": 3x3
};

// What `deduce serve` was asked for (Request::serve).
struct ServeRequest {
  std::string host = "127.0.0.1";    // --host: loopback unless asked
  std::uint64_t port = 8080;         // --port; 0: any free port (printed)
  std::uint64_t workers = 0;         // --workers: requests run at once; 0: every core
  std::uint64_t queue = 64;          // --queue: requests waiting; past it, 503
  std::uint64_t max_body = 1 << 20;  // --max-body BYTES: larger bodies get 413
};

struct Request {
  Command command = Command::kSolve;
  std::vector<std::string> files;  // paths; "-" is standard input
  // In-process calls (embed.h): the text of the one puzzle, read instead of
  // the file files[0] names (its name in messages).
  std::optional<std::string> text;
  std::optional<Kind> kind;  // --kind; otherwise found per file
  Format format = Format::kText;
  bool first = false;              // --first: no look for a second solution
  bool all = false;                // --all (or --limit without --count): list solutions
  bool count = false;              // --count: only the number
  bool optimal = false;            // --optimal: river crossings, count the optimal ones
  std::uint64_t limit = 0;         // --limit N; 0: none
  budget::Limits limits;           // --timeout (each puzzle's), --node-limit
  double run_timeout_seconds = 0;  // --run-timeout: the whole run; 0: none
  std::uint64_t memory_mb = 0;     // --memory MB (set to the default when not given); 0: none
  bool watch_memory = true;        // run() watches the budget; in-process calls share one watch
  bool quiet = false;              // --quiet: no progress line
  bool stats = false;              // --stats
  std::string entered;             // hint --entered FILE: the cells filled in so far
  bool candidates = false;         // --candidates: pencil marks in the pictures of puzzles
  std::uint64_t per_page = 4;      // print --per-page
  Paper paper = Paper::kA4;        // print --paper
  std::string output;              // print --output
  GenerateRequest generate;        // deduce generate KIND (the kind is in `kind`)
  ServeRequest serve;              // deduce serve
  int threads = 0;                 // --threads N; 0: every core
  bool unordered = false;          // --unordered: --all on threads prints solutions as found
  int split = -1;                  // --split DEPTH: write the subproblems of a count; -1: none
  std::string checkpoint;          // --checkpoint FILE: finished subproblems, for a rerun
  std::string log_subproblems;     // --log-subproblems FILE: each subproblem's time as it ends
  std::uint64_t subproblems = 0;   // --subproblems N: how many to cut a count into; 0: 30 a worker
  double slice_seconds = 0;        // --slice S: a subproblem counting longer is cut; 0: none
  std::vector<OptionId> given;     // the options on the command line, for per-kind checks
  std::string output_dir;          // --output-dir DIR: one SVG file a picture, not stdout
  bool any_solution = false;       // print --any-solution: print one of several solutions

  // --restarts on|off|auto: restarts for a first solution and its proof.
  search::RestartMode restarts = search::RestartMode::kAuto;

  bool has(OptionId id) const {
    for (OptionId g : given)
      if (g == id) return true;
    return false;
  }
};

}  // namespace deduce::apps
