// Sudoku (Tatham's Solo) as a family: boxes, jigsaw regions, the X
// diagonals and killer cages, read from Solo game IDs, one-line
// collections, newspaper grids and .sudoku files (puzzles/sudoku), solved
// and counted with the engine's search on one thread, graded, explained and
// hinted with Solo's ladder (puzzles/sudoku/explain), printed (print
// needs solve's look for a second solution and the view's pictures, nothing
// of its own), and made as his generator makes them (sudoku_generate.cc).
#include <fmt/format.h>

#include <cctype>

#include "deduce/puzzles/sudoku/check.h"
#include "deduce/puzzles/sudoku/explain/ladder.h"
#include "deduce/puzzles/sudoku/parse.h"
#include "deduce/puzzles/sudoku/solver.h"
#include "families/detect_lines.h"
#include "families/explain_outcome.h"
#include "families/family.h"
#include "families/search_outcome.h"
#include "families/sudoku/sudoku_generate.h"
#include "families/sudoku/sudoku_view.h"

namespace deduce::apps {
namespace {

namespace sdk = puzzles::sudoku;

class SudokuFamily final : public Family {
 public:
  SudokuFamily(std::vector<sdk::Puzzle> puzzles, const std::string& file,
               std::optional<sdk::Puzzle> entered, Kind kind)
      : puzzles_(std::move(puzzles)), entered_(std::move(entered)) {
    views_.reserve(puzzles_.size());
    infos_.reserve(puzzles_.size());
    for (std::size_t i = 0; i < puzzles_.size(); ++i) {
      PuzzleInfo info;
      info.kind = kind;
      info.file = file;
      info.index = static_cast<int>(i) + 1;
      info.in_file = static_cast<int>(puzzles_.size());
      info.where = puzzles_[i].where;
      info.view = &views_.emplace_back(puzzles_[i]);
      infos_.push_back(std::move(info));
    }
  }

  const std::vector<PuzzleInfo>& puzzles() const override { return infos_; }

  PuzzleResult solve(std::size_t i, const Work& work, const SolutionSink& sink) override {
    std::vector<sdk::Grid> kept;
    PuzzleResult o = solve_with_look<sdk::Grid>(work, runner(i), kept);
    if (!kept.empty()) {
      o.listed = 1;
      sink(SudokuSolution(puzzles_[i], kept.front()));
    }
    return or_invalid(i, std::move(o));
  }

  PuzzleResult list(std::size_t i, const Work& work, const SolutionSink& sink) override {
    return or_invalid(i, list_solutions<sdk::Grid>(work, runner(i), [&](const sdk::Grid& g) {
                        sink(SudokuSolution(puzzles_[i], g));
                      }));
  }

  PuzzleResult count(std::size_t i, const Work& work) override {
    const sdk::Counted r = sdk::count_solutions(puzzles_[i], count_options(work));
    return or_invalid(i, count_outcome(work, r.search.stats, r.search.stop, r.count));
  }

  PuzzleResult check(std::size_t i, const Work& work) override {
    const sdk::CheckResult c = sdk::check(puzzles_[i]);
    PuzzleResult o;
    if (c.valid) o = prove_unique<sdk::Grid>(work, runner(i));
    o.sections.push_back(std::make_shared<SudokuVerdict>(c));
    if (!c.valid) {
      o.status = Status::kInvalid;
      o.count = {0, true, Counted::kSolutions};
    }
    return o;
  }

  PuzzleResult explain(std::size_t i, const Work& work, bool with_steps) override {
    if (auto bad = invalid(i)) return *bad;
    const sdk::Puzzle& p = puzzles_[i];
    return explain_unique<sdk::Grid>(
        work, runner(i), [&](const sdk::Grid& solution, budget::Budget& b) {
          sdk::ExplainOptions options;
          options.budget = &b;
          return solo_explained(p, sdk::explain(p, solution, options), with_steps);
        });
  }

  PuzzleResult hint(std::size_t i, const Work& work) override {
    if (auto bad = invalid(i)) return *bad;
    const sdk::Puzzle& p = puzzles_[i];
    return explain_unique<sdk::Grid>(
        work, runner(i), [&](const sdk::Grid& solution, budget::Budget& b) {
          std::vector<WrongEntry> wrong;
          sdk::Grid grid = p.givens;
          if (entered_) {
            wrong = wrong_entries(
                p.n, p.givens, entered_->givens, solution,
                [&p](const sdk::Grid& g) { return sdk::first_violation(p, g).reason; });
            for (std::size_t k = 0; k < grid.size(); ++k)
              if (grid[k] == 0) grid[k] = entered_->givens[k];
          }
          std::optional<explain::Step> next;
          if (wrong.empty()) next = sdk::next_step(p, grid, solution, &b);
          sdk::ExplainOptions options;
          options.budget = &b;
          Explained x = solo_explained(p, sdk::explain(p, solution, options), false);
          x.hint = std::move(next);
          x.wrong = std::move(wrong);
          if (entered_) x.entered = std::move(grid);
          return x;
        });
  }

 private:
  // A puzzle whose givens already break a rule has no solution, and solve
  // says why. Asked only of a search that found none, which a broken rule
  // makes at once (the model's and the kernel's first propagation fails):
  // nearly every puzzle of a batch has a solution, and asking each first
  // was 4% of solving Royle's 49,151.
  PuzzleResult or_invalid(std::size_t i, PuzzleResult o) const {
    if (o.count.value != 0) return o;
    if (auto bad = invalid(i)) return *bad;
    return o;
  }
  std::optional<PuzzleResult> invalid(std::size_t i) const {
    const sdk::Puzzle& p = puzzles_[i];
    if (sdk::first_violation(p, p.givens).rule.empty()) return std::nullopt;
    PuzzleResult o;
    o.status = Status::kInvalid;
    o.count = {0, true, Counted::kSolutions};
    o.sections.push_back(std::make_shared<SudokuVerdict>(sdk::check(p)));
    return o;
  }

  SearchRun<sdk::Grid> runner(std::size_t i) const {
    const sdk::Puzzle& p = puzzles_[i];
    return [&p](const search::SearchOptions& so, const std::function<bool(const sdk::Grid&)>& f) {
      return sdk::solve(p, so, f);
    };
  }

  std::vector<sdk::Puzzle> puzzles_;
  std::optional<sdk::Puzzle> entered_;  // hint --entered
  std::vector<SudokuView> views_;
  std::vector<PuzzleInfo> infos_;
};

std::unique_ptr<Family> load_sudoku(const std::string& text, const std::string& file,
                                    const Request& request, Kind self) {
  std::vector<sdk::Puzzle> puzzles = sdk::parse_puzzles(text, file);
  std::optional<sdk::Puzzle> entered =
      read_entered<sdk::Puzzle>(request, puzzles.size(), puzzles.empty() ? 0 : puzzles.front().n,
                                [](const std::string& text, const std::string& name) {
                                  return sdk::parse_puzzles(text, name);
                                });
  return std::make_unique<SudokuFamily>(std::move(puzzles), file, std::move(entered), self);
}

// The cells of a line written with digits, `.`, `0` and `_` and box
// separators, or -1 when it has anything else.
int digit_cells(std::string_view line) {
  int cells = 0;
  for (const char c : line) {
    if (c == ' ' || c == '\t' || c == '|' || c == '-' || c == '+' || c == '\r') continue;
    if (!(std::isdigit(static_cast<unsigned char>(c)) || c == '.' || c == '_')) return -1;
    ++cells;
  }
  return cells;
}

// Whether a line opens as Solo's parameters do (`3x3`, `9j`) and has a
// colon after letters and digits: a game ID, even one with a mistake in its
// parameters, which the reader then names.
bool opens_like_game_id(std::string_view line) {
  std::size_t i = 0;
  while (i < line.size() && std::isdigit(static_cast<unsigned char>(line[i]))) ++i;
  if (i == 0 || i + 1 >= line.size()) return false;
  if (line[i] == 'x' && std::isdigit(static_cast<unsigned char>(line[i + 1]))) {
    i += 1;
  } else if (line[i] != 'j') {
    return false;
  }
  while (i < line.size() && std::isalnum(static_cast<unsigned char>(line[i]))) ++i;
  return i < line.size() && line[i] == ':';
}

// A Solo game ID, a `sudoku N` line, a line of 16, 36, 64 or 81 cells, or
// the first row of a grid of 4, 6, 8 or 9 cells (a Futoshiki grid opens with
// its order alone, an Unequal ID with `N:` or `NdX:`): this kind's alone.
int claims_sudoku(std::string_view text) {
  const std::string_view first = first_said_line(text);
  if (first.starts_with("sudoku ") || first == "sudoku" || opens_like_game_id(first)) return 4;
  const int cells = digit_cells(first);
  for (const int n : {4, 6, 8, 9})
    if (cells == n || cells == n * n) return 4;
  return 0;
}

}  // namespace

KindSpec sudoku_kind() {
  KindSpec k;
  k.name = "sudoku";
  k.noun = "a Sudoku puzzle";
  k.files = "a Sudoku grid, line or Solo game ID (.sudoku)";
  k.extensions = {".sudoku"};
  k.claims = claims_sudoku;
  k.load = load_sudoku;
  k.generator = {make_sudoku};
  k.commands = bit(Command::kExplain) | bit(Command::kHint) | bit(Command::kGrade) |
               bit(Command::kPrint) | bit(Command::kGenerate);
  k.options = {OptionId::kFirst,      OptionId::kEntered,    OptionId::kCandidates,
               OptionId::kGrade,      OptionId::kSoloParams, OptionId::kExplain};
  k.formats = bit(Format::kId);
  k.grades = sdk::grade_scale;
  return k;
}

}  // namespace deduce::apps
