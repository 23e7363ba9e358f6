// The options that do not go together, or that need another, as one table
// (tables.h, ConflictSpec): each row the commands it is checked for (those
// that take its first option), the options it is about, when it holds and
// the message. option_checks.cc
// checks the rows in order, so where two rows hold the first one speaks.
#include "tables.h"

namespace deduce::apps {
namespace {

using enum OptionId;

constexpr Mask kSolve = bit(Command::kSolve);
constexpr Mask kCheck = bit(Command::kCheck);
constexpr Mask kAnalyze = bit(Command::kAnalyze);
constexpr Mask kGenerate = bit(Command::kGenerate);
// The commands that draw with --format svg.
constexpr Mask kDrawing = kSolve | kCheck | bit(Command::kExplain) | bit(Command::kHint);

bool restarting(const Request& r) {
  return r.restarts == search::RestartMode::kOn || r.restarts == search::RestartMode::kLearn;
}
// --checkpoint, --log-subproblems, --subproblems or --slice: a count cut into
// subproblems (cluster/split_count.h).
bool cut_options(const Request& r) {
  return !r.checkpoint.empty() || !r.log_subproblems.empty() || r.subproblems != 0 ||
         r.slice_seconds > 0;
}
bool counting(const Request& r) {
  return r.all || r.count || r.limit != 0;
}

}  // namespace

const std::vector<ConflictSpec>& conflict_table() {
  static const std::vector<ConflictSpec> table = {
      {kSolve,
       {kAll, kCount},
       [](const Request& r) { return r.all && r.count; },
       "--all and --count cannot be used together"},
      {kSolve,
       {kFirst, kAll, kCount, kLimit},
       [](const Request& r) { return r.first && counting(r); },
       "--first goes alone: --all, --count and --limit already say how many"},
      {kSolve,
       {kRestarts, kAll, kCount, kLimit},
       [](const Request& r) { return restarting(r) && counting(r); },
       "--restarts {restarts} is for a first solution and its uniqueness proof; --all, --count "
       "and --limit search every solution without restarts"},
      {kSolve,
       {kOptimal, kCount},
       [](const Request& r) { return r.optimal && !r.count; },
       "--optimal goes with --count (a plain solve already gives an optimal crossing and their "
       "number)"},
      {kAnalyze,
       {kLimit},
       [](const Request& r) { return r.limit == 1; },
       "--limit for analyze must be at least 2: a count capped at 1 cannot tell one solution from "
       "several"},
      {kSolve,
       {kOptimal, kLimit},
       [](const Request& r) { return r.optimal && r.limit != 0; },
       "--limit does not go with --optimal: the search that finds the optimal crossings counts "
       "them all exactly"},
      {kAnalyze | bit(Command::kGrade),
       {kFormat},
       [](const Request& r) { return r.format == Format::kSvg; },
       "--format svg draws puzzles, solutions and explanations, for solve, check, explain and "
       "hint; `deduce {command}` writes text or json"},
      {kSolve,
       {kFormat, kCount},
       [](const Request& r) { return r.format == Format::kSvg && r.count; },
       "--format svg draws puzzles and solutions; a count has nothing to draw"},
      {kCheck,
       {kCandidates, kFormat},
       [](const Request& r) { return r.candidates && r.format != Format::kSvg; },
       "--candidates draws pencil marks in a picture: use it with --format svg"},
      {kDrawing,
       {kOutputDir, kFormat},
       [](const Request& r) { return !r.output_dir.empty() && r.format != Format::kSvg; },
       "--output-dir writes SVG files: use it with --format svg"},
      {kSolve,
       {kUnordered, kAll, kLimit, kCount},
       [](const Request& r) { return r.unordered && !r.all && (r.limit == 0 || r.count); },
       "--unordered goes with --all (or --limit without --count): it orders a listing"},
      {kSolve,
       {kSplit, kCount},
       [](const Request& r) { return r.split >= 0 && !r.count; },
       "--split goes with --count: it writes the subproblems of a count"},
      {kSolve,
       {kSplit, kFormat},
       [](const Request& r) { return r.split >= 0 && r.format != Format::kText; },
       "--split writes puzzles as text: it does not go with --format"},
      {kSolve,
       {kSplit, kLimit},
       [](const Request& r) { return r.split >= 0 && r.limit != 0; },
       "--split does not go with --limit: each subproblem is counted whole"},
      {kCheck | kAnalyze | bit(Command::kExplain) | bit(Command::kHint) | bit(Command::kGrade),
       {kFormat},
       [](const Request& r) { return r.format == Format::kAnswer; },
       "--format answer writes the answers that `deduce solve` finds; `deduce {command}` writes "
       "text, json or jsonl"},
      {kSolve,
       {kFormat, kAll, kCount, kLimit, kFirst},
       [](const Request& r) { return r.format == Format::kAnswer && (counting(r) || r.first); },
       "--format answer gives the answer, which needs every solution to agree: it does not go "
       "with --all, --count, --limit or --first"},
      {kSolve,
       {kCheckpoint, kLogSubproblems, kSubproblems, kSlice, kCount},
       [](const Request& r) { return cut_options(r) && !r.count; },
       "--checkpoint, --log-subproblems, --subproblems and --slice go with --count: they cut a "
       "count "
       "into subproblems"},
      {kSolve,
       {kCheckpoint, kLogSubproblems, kSubproblems, kSlice, kSplit},
       [](const Request& r) { return cut_options(r) && r.split >= 0; },
       "--split only writes the subproblems; --checkpoint, --log-subproblems and --subproblems "
       "go with a count that counts them"},
      {kSolve,
       {kCheckpoint, kLogSubproblems, kSubproblems, kSlice, kLimit},
       [](const Request& r) { return cut_options(r) && r.limit != 0; },
       "--limit caps a count; --checkpoint, --log-subproblems and --subproblems count every "
       "subproblem whole"},
      {kSolve | kCheck,
       {kStats, kFormat},
       [](const Request& r) { return r.stats && r.format != Format::kText; },
       "--stats is for text output; JSON always has the statistics"},
      // deduce generate KIND, once its KIND is known.
      {kGenerate,
       {kGenerateFormat, kOutput},
       [](const Request& r) { return r.format == Format::kPdf && r.output.empty(); },
       "--format pdf needs --output FILE, the PDF to write"},
      {kGenerate,
       {kGenerateFormat, kOutput, kPaper, kPerPage},
       [](const Request& r) {
         return r.format != Format::kPdf && (r.has(kOutput) || r.has(kPaper) || r.has(kPerPage));
       },
       "--output, --paper and --per-page go with --format pdf"},
      {kGenerate,
       {kExplain, kGenerateFormat},
       [](const Request& r) {
         return r.generate.explain && r.format != Format::kJson && r.format != Format::kJsonl;
       },
       "--explain goes with --format json or jsonl (the steps are written there)"},
      {kGenerate,
       {kGenerateFormat},
       [](const Request& r) {
         return r.format == Format::kId && !kind_spec(*r.kind).writes(Format::kId);
       },
       "--format id writes Tatham game IDs, which only Futoshiki puzzles have"},
      {kGenerate,
       {kGenerateFormat},
       [](const Request& r) {
         return r.format == Format::kEnglish && !kind_spec(*r.kind).writes(Format::kEnglish);
       },
       "--format english writes logic grids as English riddles; generate them as zebra"},
      {kGenerate,
       {kStyle, kGenerateFormat},
       [](const Request& r) {
         return r.has(OptionId::kStyle) && r.format != Format::kEnglish &&
                r.format != Format::kJson && r.format != Format::kJsonl;
       },
       "--style goes with --format english, json or jsonl (the English text of each puzzle)"},
      {kGenerate,
       {kLatin, kGrade},
       [](const Request& r) { return r.generate.latin && !r.generate.grade.empty(); },
       "--grade does not go with --latin: a Latin-square completion has no signs, and is "
       "generated near the hardness peak of search, not for a grade of the ladder"},
      {kGenerate,
       {kLatin, kAdjacent},
       [](const Request& r) { return r.generate.latin && r.generate.adjacent; },
       "--adjacent does not go with --latin: a Latin square has no marks"},
      {kGenerate,
       {kHoles, kLatin},
       [](const Request& r) { return !r.generate.latin && r.generate.holes != 0; },
       "--holes goes with --latin"},
  };
  return table;
}

}  // namespace deduce::apps
