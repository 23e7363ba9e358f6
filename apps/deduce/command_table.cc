// The commands of deduce (tables.h): their names, the lines of `deduce
// --help` and `deduce help COMMAND`, and whether each works on every kind or on
// those that name it (KindSpec::commands).
#include "tables.h"

#include "deduce/puzzles/futoshiki/puzzle.h"

namespace deduce::apps {

namespace fut = puzzles::futoshiki;

const std::vector<CommandSpec>& command_table() {
  static std::vector<CommandSpec> table = {
      {Command::kSolve, "solve",
       "solve puzzles: a solution and whether it is unique, or every solution, or their number",
       "Prints a solution and says whether it is unique (it looks for a second one, within as "
       "many\n"
       "nodes again as the first took and at least 10000; --first skips the look). River "
       "crossings:\n"
       "an optimal crossing and the number of optimal ones. --all lists every solution, --limit N\n"
       "the first N, --count prints only their number, exact however large.",
       kEveryKind},
      {Command::kCheck, "check",
       "check puzzles: complete or not, valid or not, and whether there are no, one or several "
       "solutions",
       "Futoshiki grids get the verdicts complete or incomplete and valid or invalid, with the\n"
       "reason and its place; every puzzle is then searched to tell no, one or several solutions\n"
       "(river crossings: optimal ones). Exit 0 only for a valid puzzle with exactly one solution.",
       kEveryKind},
      {Command::kAnalyze, "analyze",
       "analyse the clues of a logic grid: counts, redundant clues, a minimal or conflicting set",
       "Counts the solutions with all clues and without each one, names the clues that are\n"
       "redundant on their own and a minimal clue set, or a minimal set of conflicting clues.\n"
       "Under mpiexec the counts go to the other ranks; the output is the same.",
       kSomeKinds},
      {Command::kExplain, "explain",
       "explain puzzles step by step, in words, with the techniques a person uses, and grade them",
       "Every step from the puzzle to its solution, easiest technique first: what it uses (cells,\n"
       "signs, clues by label) and what it concludes, then the grade (the hardest technique it\n"
       "needed). Only a puzzle with exactly one solution is explained; docs/explain.md lists the\n"
       "techniques and the grade scales.",
       kSomeKinds, fut::kMaxMaskOrder},
      {Command::kHint, "hint",
       "the single next step of a puzzle, or which entered value is wrong and why",
       "The next step a person would take. For a Futoshiki puzzle, --entered FILE gives the cells\n"
       "filled in so far (a grid of the same order, 0 for an empty cell); for a logic grid, facts\n"
       "entered are clues in the file. If an entered value is wrong, hint says which and why.",
       kSomeKinds, fut::kMaxMaskOrder},
      {Command::kGrade, "grade",
       "grade puzzles: the hardest technique they need, and how often each technique is used",
       "The grade of each puzzle on its family's scale (Futoshiki: Tatham's trivial, easy, "
       "tricky,\n"
       "extreme, recursive) and the number of steps of each technique.",
       kSomeKinds, fut::kMaxMaskOrder},
      {Command::kPrint, "print",
       "printable sheets: the puzzles, several a page, and their answers, as one PDF",
       "Draws each puzzle (a river crossing: its start and rules) several to a page on A4\n"
       "or Letter, then pages of answers (each puzzle's only solution; a river crossing's\n"
       "optimal crossing as a storyboard), and writes them as one PDF with rsvg-convert\n"
       "(Debian librsvg2-bin). A puzzle without exactly one solution is left out (exit 1)\n"
       "unless --any-solution.",
       kSomeKinds},
      {Command::kGenerate, "generate",
       "generate new puzzles with exactly one solution, of a chosen grade, repeatable by seed",
       "deduce generate KIND [options], KIND one of {kinds}. A Futoshiki or\n"
       "logic-grid puzzle has exactly one solution (counted) and exactly the grade asked for (the\n"
       "grade command's ladder); a river crossing's comment counts its optimal crossings, as\n"
       "check does (rarely one: docs/river.md, \"Unique\"). No puzzle repeats within a run.\n"
       "The same --seed gives the same puzzles on every machine and with any --threads; the\n"
       "output is in the family's own file format (it reads back as that many puzzles), or\n"
       "--format id|json|jsonl|svg|pdf. --timeout, --node-limit and Ctrl-C stop the run with the\n"
       "puzzles made so far (exit 3). docs/generate.md says how each family is made.",
       kSomeKinds},
      {Command::kTranslate, "translate",
       "print the .zebra translation of an English riddle, each clue after its sentence",
       "Reads each English logic-grid riddle (docs/english.md: the forms of BIG-Bench Extra\n"
       "Hard, ZebraLogic and magazine riddles) and prints the .zebra file every other command\n"
       "solves, each clue preceded by its sentence as a comment, to see and edit what was\n"
       "understood. A sentence it cannot read is an error at its file:line:col (exit 2).",
       kSomeKinds, 0, false},
      {Command::kServe, "serve",
       "the puzzle workbench in a browser, and its HTTP API, on a local web server",
       "Serves the workbench page (edit, solve, check, count, explain step by step, hint, print)\n"
       "at http://127.0.0.1:8080 and POST /api/COMMAND for solve, check, analyze, explain, hint,\n"
       "grade, generate and print: a JSON body {\"puzzle\", \"kind\", \"options\"} gets what\n"
       "`deduce COMMAND --format json` prints. Each request runs under the contract (10 s and one\n"
       "thread unless it asks otherwise); Ctrl-C stops the server (exit 0). docs/web.md says more.",
       kEveryKind, 0, false},
  };
  return table;
}

const CommandSpec& command_spec(Command c) {
  return find_row(command_table(), c);
}

}  // namespace deduce::apps
