// The option table's rows of every command but generate (tables.h; generate's
// are in generate_table.cc), and the one table assembled from its parts.
#include "tables.h"

#include "deduce/puzzles/futoshiki/puzzle.h"
#include "option_targets.h"

namespace deduce::apps {

namespace {

// The commands options apply to (OptionSpec::commands).
constexpr Mask kSolve = bit(Command::kSolve);
constexpr Mask kCheck = bit(Command::kCheck);
constexpr Mask kAnalyze = bit(Command::kAnalyze);
constexpr Mask kPrint = bit(Command::kPrint);
constexpr Mask kHint = bit(Command::kHint);
constexpr Mask kExplaining = bit(Command::kExplain) | kHint | bit(Command::kGrade);
constexpr Mask kSearching = kSolve | kCheck | kAnalyze | kExplaining | kPrint;
constexpr Mask kGenerate = bit(Command::kGenerate);

// --restarts's choices in the order people read them, not RestartMode's.
void set_restarts(Request& r, const OptionValue& v) {
  constexpr search::RestartMode kModes[] = {search::RestartMode::kOn, search::RestartMode::kOff,
                                            search::RestartMode::kLearn,
                                            search::RestartMode::kAuto};
  r.restarts = kModes[v.number];
}

// The options of several commands.
std::vector<OptionSpec> shared_option_rows() {
  return {
      {OptionId::kKind,
       "--kind",
       ValueKind::kKind,
       "KIND",
       {},
       "the kind of every FILE, when names and contents do not tell",
       kSearching | bit(Command::kTranslate),
       kEveryKind,
       "",
       {},
       "",
       field<&Request::kind>},
      {OptionId::kFormat,
       "--format",
       ValueKind::kChoice,
       "text|json|jsonl|svg|answer",
       // Format's order; "" for the formats only generate writes.
       {"text", "json", "jsonl", "svg", "", "", "", "answer"},
       "text (the default), json (one JSON document), jsonl (one JSON object a line, streamed), "
       "svg (a picture of each puzzle and solution, or a frame per explanation step, in one "
       "SVG) or answer (solve: a logic grid's answers in a benchmark's own form, each question's "
       "answer on a line, or the whole table as ZebraLogic's JSON; docs/english.md)",
       kSolve | kCheck | kAnalyze | kExplaining,
       kEveryKind,
       "",
       {},
       "text",
       field<&Request::format>},
      {OptionId::kFirst,
       "--first",
       ValueKind::kFlag,
       "",
       {},
       "the first solution only: do not look for a second one",
       kSolve,
       kSomeKinds,
       "the search for an optimal crossing counts the optimal ones as it goes, so there is no "
       "look for a second one to skip",
       {},
       "",
       field<&Request::first>},
      {OptionId::kAll,
       "--all",
       ValueKind::kFlag,
       "",
       {},
       "list every solution as it is found",
       kSolve,
       kEveryKind,
       "",
       {},
       "",
       field<&Request::all>},
      {OptionId::kCount,
       "--count",
       ValueKind::kFlag,
       "",
       {},
       "print only the number of solutions, exact however large",
       kSolve,
       kEveryKind,
       "",
       {},
       "",
       field<&Request::count>},
      {OptionId::kLimit,
       "--limit",
       ValueKind::kCount,
       "N",
       {},
       "solve: list (or, with --count, count) at most N solutions; analyze: cap each count at N",
       kSolve | kAnalyze,
       kEveryKind,
       "",
       {},
       "",
       field<&Request::limit>},
      {OptionId::kOptimal,
       "--optimal",
       ValueKind::kFlag,
       "",
       {},
       "with --count: count only the optimal crossings",
       kSolve,
       kSomeKinds,
       "only river crossings have optimal solutions; every solution of the other kinds counts",
       {},
       "",
       field<&Request::optimal>},
      {OptionId::kTimeout,
       "--timeout",
       ValueKind::kSeconds,
       "SECONDS",
       {},
       "stop each puzzle's work (generate: the whole run) after SECONDS of wall-clock time "
       "(exit 3, what was done is written, marked partial; 1e-3 and 0.5 are fine)",
       kSearching | kGenerate,
       kEveryKind,
       "",
       {},
       "none",
       nested_field<&Request::limits, &budget::Limits::timeout_seconds>},
      {OptionId::kNodeLimit,
       "--node-limit",
       ValueKind::kCount,
       "N",
       {},
       "stop each puzzle's search after N nodes (river: expanded states; generate: the nodes "
       "of all the searches that make one puzzle) (exit 3)",
       kSearching | kGenerate,
       kEveryKind,
       "",
       {},
       "none",
       nested_field<&Request::limits, &budget::Limits::node_limit>},
      {OptionId::kRestarts,
       "--restarts",
       ValueKind::kChoice,
       "on|off|learn|auto",
       {"on", "off", "learn", "auto"},
       "how the search for a first solution and its uniqueness proof restarts: on, depth-first "
       "with restarts and nogoods; learn, clause learning; auto (the default) picks by order; "
       "counting and listing never restart",
       kSolve | kCheck,
       kSomeKinds,
       "only the Latin-square search restarts",
       {},
       "auto",
       set_restarts},
      {OptionId::kStats,
       "--stats",
       ValueKind::kFlag,
       "",
       {},
       "print search statistics (nodes, time, ...) in text output",
       kSolve | kCheck,
       kEveryKind,
       "",
       {},
       "",
       field<&Request::stats>},
      {OptionId::kEntered,
       "--entered",
       ValueKind::kText,
       "FILE",
       {},
       "the cells filled in so far: a grid of the puzzle's order, 0 or . for an empty cell",
       kHint,
       kSomeKinds,
       "a logic grid's entered facts are clues in its file; a river crossing has no cells",
       {},
       "",
       field<&Request::entered>},
      {OptionId::kCandidates,
       "--candidates",
       ValueKind::kFlag,
       "",
       {},
       "draw each empty cell's candidates in small type (check --format svg, print)",
       bit(Command::kCheck) | kPrint,
       kSomeKinds,
       "a logic grid's picture already shows what is ruled out; a river crossing has no cells",
       {},
       "",
       field<&Request::candidates>,
       nullptr,
       puzzles::futoshiki::kMaxMaskOrder},
      {OptionId::kPerPage,
       "--per-page",
       ValueKind::kCount,
       "N",
       {},
       "puzzles on a page (4 by default; answers take twice as many)",
       kPrint | kGenerate,
       kEveryKind,
       "",
       {0, 1, 64, "{} to {} puzzles"},
       "4",
       field<&Request::per_page>},
      {OptionId::kPaper,
       "--paper",
       ValueKind::kChoice,
       "a4|letter",
       {"a4", "letter"},
       "the paper size (A4 by default)",
       kPrint | kGenerate,
       kEveryKind,
       "",
       {},
       "a4",
       field<&Request::paper>},
      {OptionId::kOutput,
       "--output",
       ValueKind::kText,
       "FILE",
       {},
       "the PDF to write (print: puzzles.pdf by default; generate --format pdf needs it)",
       kPrint | kGenerate,
       kEveryKind,
       "",
       {},
       "",
       field<&Request::output>},
  };
}

// The options of the contract every command keeps (run.cc).
std::vector<OptionSpec> contract_option_rows() {
  return {
      {OptionId::kRunTimeout,
       "--run-timeout",
       ValueKind::kSeconds,
       "SECONDS",
       {},
       "stop the whole run after SECONDS (each puzzle still has its --timeout); the puzzles not "
       "reached are reported as stopped (exit 3)",
       kSearching,
       kEveryKind,
       "",
       {},
       "none",
       field<&Request::run_timeout_seconds>},
      {OptionId::kMemory,
       "--memory",
       ValueKind::kCountOrNone,
       "MB|none",
       {},
       "stop the work (exit 3, partial results, \"stopped: --memory MB\") when the process "
       "holds more than MB megabytes; the default is the smaller of half the machine's memory "
       "and the address-space limit (ulimit -v); none: no budget",
       kSearching | kGenerate,
       kEveryKind,
       "",
       {},
       "",
       field<&Request::memory_mb>},
      {OptionId::kQuiet,
       "--quiet",
       ValueKind::kFlag,
       "",
       {},
       "no progress line (work past a second shows one on stderr when stderr is a terminal)",
       kSearching | kGenerate,
       kEveryKind,
       "",
       {},
       "",
       field<&Request::quiet>},
  };
}

// The options of pictures and printed sheets.
std::vector<OptionSpec> picture_option_rows() {
  return {
      {OptionId::kOutputDir,
       "--output-dir",
       ValueKind::kText,
       "DIR",
       {},
       "with --format svg: write each picture (solution, puzzle, explanation step) to a file "
       "of its own in DIR, made if missing, instead of one SVG on standard output",
       kSolve | kCheck | bit(Command::kExplain) | kHint,
       kEveryKind,
       "",
       {},
       "",
       field<&Request::output_dir>},
      {OptionId::kAnySolution,
       "--any-solution",
       ValueKind::kFlag,
       "",
       {},
       "print a puzzle that has several solutions too, with one of them as its answer "
       "(without it, print refuses such a puzzle, exit 1)",
       kPrint,
       kEveryKind,
       "",
       {},
       "",
       field<&Request::any_solution>},
  };
}

}  // namespace

// One table read everywhere, assembled from its parts in OptionId's order:
// where two rows share a name (--format, --count, --threads), the first is
// the one an error message names.
const std::vector<OptionSpec>& option_table() {
  static std::vector<OptionSpec> table = [] {  // register_kind adds to its masks
    std::vector<OptionSpec> rows = shared_option_rows();
    for (const auto& part : {generate_option_rows(), parallel_option_rows(), contract_option_rows(),
                             picture_option_rows(), serve_option_rows()})
      rows.insert(rows.end(), part.begin(), part.end());
    return rows;
  }();
  return table;
}

const OptionSpec& option_spec(OptionId id) {
  return find_row(option_table(), id);
}

}  // namespace deduce::apps
