#include "tables.h"

#include <cctype>

#include "families/family.h"

namespace deduce::apps {

const std::vector<CommandSpec>& command_table() {
  static std::vector<CommandSpec> table = {
      // register_kind adds to its masks
      {Command::kSolve, "solve",
       "solve puzzles: a solution and whether it is unique, or every solution, or their number",
       "Prints a solution and says whether it is unique (it looks for a second one, within as "
       "many\n"
       "nodes again as the first took and at least 10000; --first skips the look). River "
       "crossings:\n"
       "an optimal crossing and the number of optimal ones. --all lists every solution, --limit N\n"
       "the first N, --count prints only their number, exact however large.",
       kAllKinds},
      {Command::kCheck, "check",
       "check puzzles: complete or not, valid or not, and whether there are no, one or several "
       "solutions",
       "Futoshiki grids get the verdicts complete or incomplete and valid or invalid, with the\n"
       "reason and its place; every puzzle is then searched to tell no, one or several solutions\n"
       "(river crossings: optimal ones). Exit 0 only for a valid puzzle with exactly one solution.",
       kAllKinds},
      {Command::kAnalyze, "analyze",
       "analyse the clues of a logic grid: counts, redundant clues, a minimal or conflicting set",
       "Counts the solutions with all clues and without each one, names the clues that are\n"
       "redundant on their own and a minimal clue set, or a minimal set of conflicting clues.",
       bit(Kind::kZebra)},
      {Command::kExplain, "explain",
       "explain puzzles step by step, in words, with the techniques a person uses, and grade them",
       "Every step from the puzzle to its solution, easiest technique first: what it uses (cells,\n"
       "signs, clues by label) and what it concludes, then the grade (the hardest technique it\n"
       "needed). Only a puzzle with exactly one solution is explained; docs/explain.md lists the\n"
       "techniques and the grade scales.",
       bit(Kind::kFutoshiki) | bit(Kind::kZebra)},
      {Command::kHint, "hint",
       "the single next step of a puzzle, or which entered value is wrong and why",
       "The next step a person would take. For a Futoshiki puzzle, --entered FILE gives the cells\n"
       "filled in so far (a grid of the same order, 0 for an empty cell); for a logic grid, facts\n"
       "entered are clues in the file. If an entered value is wrong, hint says which and why.",
       bit(Kind::kFutoshiki) | bit(Kind::kZebra)},
      {Command::kGrade, "grade",
       "grade puzzles: the hardest technique they need, and how often each technique is used",
       "The grade of each puzzle on its family's scale (Futoshiki: Tatham's trivial, easy, "
       "tricky,\n"
       "extreme, recursive) and the number of steps of each technique.",
       bit(Kind::kFutoshiki) | bit(Kind::kZebra)},
      {Command::kPrint, "print",
       "printable sheets: the puzzles, several a page, and their answers, as one PDF",
       "Draws each puzzle (a river crossing: its start and rules) several to a page on A4\n"
       "or Letter, then pages of answers (each puzzle's only solution; a river crossing's\n"
       "optimal crossing as a storyboard), and writes them as one PDF with rsvg-convert\n"
       "(Debian librsvg2-bin). A puzzle without exactly one solution is left out (exit 1)\n"
       "unless --any-solution.",
       kAllKinds},
      {Command::kGenerate, "generate",
       "generate new puzzles with exactly one solution, of a chosen grade, repeatable by seed",
       "deduce generate KIND [options], KIND one of futoshiki, zebra, river. A Futoshiki or\n"
       "logic-grid puzzle has exactly one solution (counted) and exactly the grade asked for (the\n"
       "grade command's ladder); a river crossing's comment counts its optimal crossings, as\n"
       "check does (rarely one: docs/river.md, \"Unique\"). No puzzle repeats within a run.\n"
       "The same --seed gives the same puzzles on every machine and with any --threads; the\n"
       "output is in the family's own file format (it reads back as that many puzzles), or\n"
       "--format id|json|jsonl|svg|pdf. --timeout, --node-limit and Ctrl-C stop the run with the\n"
       "puzzles made so far (exit 3). docs/generate.md says how each family is made.",
       kAllKinds},
  };
  return table;
}

const std::vector<KindSpec>& kind_table() {
  static std::vector<KindSpec> table = {
      // register_kind adds rows
      {Kind::kFutoshiki,
       "futoshiki",
       "a Futoshiki puzzle",
       {".fut", ".futoshiki"},
       load_futoshiki,
       {refuse_futoshiki, make_futoshiki}},
      {Kind::kZebra, "zebra", "a logic grid", {".zebra"}, load_zebra, {refuse_zebra, make_zebra}},
      {Kind::kRiver,
       "river",
       "a river crossing",
       {".river"},
       load_river,
       {refuse_river, make_river}},
  };
  return table;
}

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

// The options of several commands.
std::vector<OptionSpec> shared_option_rows() {
  return {
      {OptionId::kKind,
       "--kind",
       ValueKind::kChoice,
       "futoshiki|zebra|river",
       {"futoshiki", "zebra", "river"},
       "the kind of every FILE, when names and contents do not tell",
       kSearching,
       kAllKinds,
       ""},
      {OptionId::kFormat,
       "--format",
       ValueKind::kChoice,
       "text|json|jsonl|svg",
       {"text", "json", "jsonl", "svg"},
       "text (the default), json (one JSON document), jsonl (one JSON object a line, streamed) "
       "or svg (a picture of each puzzle and solution, or a frame per explanation step, in one "
       "SVG)",
       kSolve | kCheck | kAnalyze | kExplaining,
       kAllKinds,
       ""},
      {OptionId::kFirst,
       "--first",
       ValueKind::kFlag,
       "",
       {},
       "the first solution only: do not look for a second one",
       kSolve,
       bit(Kind::kFutoshiki) | bit(Kind::kZebra),
       "the search for an optimal crossing counts the optimal ones as it goes, so there is no "
       "look for a second one to skip"},
      {OptionId::kAll,
       "--all",
       ValueKind::kFlag,
       "",
       {},
       "list every solution as it is found",
       kSolve,
       kAllKinds,
       ""},
      {OptionId::kCount,
       "--count",
       ValueKind::kFlag,
       "",
       {},
       "print only the number of solutions, exact however large",
       kSolve,
       kAllKinds,
       ""},
      {OptionId::kLimit,
       "--limit",
       ValueKind::kCount,
       "N",
       {},
       "solve: list (or, with --count, count) at most N solutions; analyze: cap each count at N",
       kSolve | kAnalyze,
       kAllKinds,
       ""},
      {OptionId::kOptimal,
       "--optimal",
       ValueKind::kFlag,
       "",
       {},
       "with --count: count only the optimal crossings",
       kSolve,
       bit(Kind::kRiver),
       "only river crossings have optimal solutions; every solution of the other kinds counts"},
      {OptionId::kTimeout,
       "--timeout",
       ValueKind::kSeconds,
       "SECONDS",
       {},
       "stop each puzzle's work (generate: the whole run) after SECONDS of wall-clock time "
       "(exit 3, what was done is written, marked partial; 1e-3 and 0.5 are fine)",
       kSearching | kGenerate,
       kAllKinds,
       ""},
      {OptionId::kNodeLimit,
       "--node-limit",
       ValueKind::kCount,
       "N",
       {},
       "stop each puzzle's search after N nodes (river: expanded states; generate: the nodes "
       "of all the searches that make one puzzle) (exit 3)",
       kSearching | kGenerate,
       kAllKinds,
       ""},
      {OptionId::kRestarts,
       "--restarts",
       ValueKind::kChoice,
       "on|off|learn|auto",
       {"on", "off", "learn", "auto"},
       "how the search for a first solution and its uniqueness proof restarts: on, depth-first "
       "with restarts and nogoods; learn, clause learning; auto (the default) picks by order; "
       "counting and listing never restart",
       kSolve | kCheck,
       bit(Kind::kFutoshiki),
       "only the Latin-square search restarts"},
      {OptionId::kStats,
       "--stats",
       ValueKind::kFlag,
       "",
       {},
       "print search statistics (nodes, time, ...) in text output",
       kSolve | kCheck,
       kAllKinds,
       ""},
      {OptionId::kEntered,
       "--entered",
       ValueKind::kFile,
       "FILE",
       {},
       "the cells filled in so far: a grid of the puzzle's order, 0 or . for an empty cell",
       kHint,
       bit(Kind::kFutoshiki),
       "a logic grid's entered facts are clues in its file; a river crossing has no cells"},
      {OptionId::kCandidates,
       "--candidates",
       ValueKind::kFlag,
       "",
       {},
       "draw each empty cell's candidates in small type (check --format svg, print)",
       bit(Command::kCheck) | kPrint,
       bit(Kind::kFutoshiki),
       "a logic grid's picture already shows what is ruled out; a river crossing has no cells"},
      {OptionId::kPerPage,
       "--per-page",
       ValueKind::kCount,
       "N",
       {},
       "puzzles on a page (4 by default; answers take twice as many)",
       kPrint | kGenerate,
       kAllKinds,
       ""},
      {OptionId::kPaper,
       "--paper",
       ValueKind::kChoice,
       "a4|letter",
       {"a4", "letter"},
       "the paper size (A4 by default)",
       kPrint | kGenerate,
       kAllKinds,
       ""},
      {OptionId::kOutput,
       "--output",
       ValueKind::kFile,
       "FILE",
       {},
       "the PDF to write (print: puzzles.pdf by default; generate --format pdf needs it)",
       kPrint | kGenerate,
       kAllKinds,
       ""},
  };
}

// The parallel search's options.
std::vector<OptionSpec> parallel_option_rows() {
  return {
      {OptionId::kThreads,
       "--threads",
       ValueKind::kCount,
       "N",
       {},
       "search on N threads (every core by default; 1: the sequential search)",
       kSolve | kCheck | kAnalyze,
       bit(Kind::kFutoshiki) | bit(Kind::kZebra),
       "a river crossing's state-space search runs on one thread"},
      {OptionId::kUnordered,
       "--unordered",
       ValueKind::kFlag,
       "",
       {},
       "with --all on several threads: print the solutions as they are found, in any order "
       "(without it, the order is the same for any thread count)",
       kSolve,
       bit(Kind::kFutoshiki) | bit(Kind::kZebra),
       "a river crossing's solutions are listed by one thread, always in the same order"},
      {OptionId::kSplit,
       "--split",
       ValueKind::kCount,
       "DEPTH",
       {},
       "with --count: write the subproblems of the count, DEPTH cells decided, as puzzles whose "
       "counts add up to the whole",
       kSolve,
       bit(Kind::kFutoshiki),
       "subproblems are written as grids with the decided cells given"},
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
       kAllKinds,
       ""},
      {OptionId::kMemory,
       "--memory",
       ValueKind::kCount,
       "MB|none",
       {},
       "stop the work (exit 3, partial results, \"stopped: --memory MB\") when the process "
       "holds more than MB megabytes; the default is the smaller of half the machine's memory "
       "and the address-space limit (ulimit -v); none: no budget",
       kSearching | kGenerate,
       kAllKinds,
       ""},
      {OptionId::kQuiet,
       "--quiet",
       ValueKind::kFlag,
       "",
       {},
       "no progress line (work past a second shows one on stderr when stderr is a terminal)",
       kSearching | kGenerate,
       kAllKinds,
       ""},
  };
}

// The options of pictures and printed sheets.
std::vector<OptionSpec> picture_option_rows() {
  return {
      {OptionId::kOutputDir,
       "--output-dir",
       ValueKind::kFile,
       "DIR",
       {},
       "with --format svg: write each picture (solution, puzzle, explanation step) to a file "
       "of its own in DIR, made if missing, instead of one SVG on standard output",
       kSolve | kCheck | bit(Command::kExplain) | kHint,
       kAllKinds,
       ""},
      {OptionId::kAnySolution,
       "--any-solution",
       ValueKind::kFlag,
       "",
       {},
       "print a puzzle that has several solutions too, with one of them as its answer "
       "(without it, print refuses such a puzzle, exit 1)",
       kPrint,
       kAllKinds,
       ""},
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
                             picture_option_rows()})
      rows.insert(rows.end(), part.begin(), part.end());
    return rows;
  }();
  return table;
}

// Looked up by id, not by position, so that a table's rows may come in any
// order; each table has a row for every id (the tests ask for each).
template <class Row, class Id>
const Row& find_row(const std::vector<Row>& table, Id id) {
  for (const Row& r : table)
    if (r.id == id) return r;
  return table.front();  // unreachable while every id has its row
}

const CommandSpec& command_spec(Command c) {
  return find_row(command_table(), c);
}
const KindSpec& kind_spec(Kind k) {
  return find_row(kind_table(), k);
}
const OptionSpec& option_spec(OptionId id) {
  return find_row(option_table(), id);
}

namespace {

bool ends_with(std::string_view s, std::string_view suffix) {
  return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

// The first line that is not blank or a comment decides for Futoshiki (an
// order or a game ID starts with a digit); logic grids and rivers both open
// with `puzzle:`, so their own keywords are looked for further down.
const KindSpec* detect_from_text(std::string_view text) {
  bool first = true;
  while (!text.empty()) {
    const std::size_t end = text.find('\n');
    std::string_view line = text.substr(0, end);
    text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
    line = line.substr(0, line.find('#'));
    while (!line.empty() && std::isspace(static_cast<unsigned char>(line.front())))
      line.remove_prefix(1);
    if (line.empty()) continue;
    if (first && std::isdigit(static_cast<unsigned char>(line.front())))
      return &kind_spec(Kind::kFutoshiki);
    first = false;
    if (line.starts_with("positions:") || line.starts_with("category "))
      return &kind_spec(Kind::kZebra);
    if (line.starts_with("group ") || line.starts_with("boat ")) return &kind_spec(Kind::kRiver);
  }
  return nullptr;
}

}  // namespace

Kind register_kind(KindSpec spec, Mask commands) {
  auto& kinds = const_cast<std::vector<KindSpec>&>(kind_table());
  spec.id = static_cast<Kind>(kinds.size());
  for (auto& c : const_cast<std::vector<CommandSpec>&>(command_table()))
    if (commands & bit(c.id)) c.kinds |= bit(spec.id);
  for (auto& o : const_cast<std::vector<OptionSpec>&>(option_table()))
    if (o.kinds == kAllKinds) o.kinds |= bit(spec.id);
  kinds.push_back(std::move(spec));
  return kinds.back().id;
}

const KindSpec* detect_kind(const std::string& path, std::string_view text) {
  for (const KindSpec& k : kind_table())
    for (std::string_view e : k.extensions)
      if (ends_with(path, e)) return &k;
  return detect_from_text(text);
}

}  // namespace deduce::apps
