// Sudoku's puzzles as the commands see them (family.h): solved and counted
// by the kernel (the plain 9x9) or the model, checked, graded, explained and
// hinted with Solo's ladder. A file read whole is one such family; a file
// read as it comes (sudoku_stream.cc) is one a few puzzles at a time.
#include "families/sudoku/sudoku_family.h"

#include "deduce/puzzles/sudoku/check.h"
#include "deduce/puzzles/sudoku/explain/ladder.h"
#include "deduce/puzzles/sudoku/solver.h"
#include "families/explain_outcome.h"
#include "families/search_outcome.h"
#include "families/sudoku/sudoku_view.h"

namespace deduce::apps {
namespace {

namespace sdk = puzzles::sudoku;

class SudokuFamily final : public Family {
 public:
  SudokuFamily(std::vector<sdk::Puzzle> puzzles, const std::string& file,
               std::optional<sdk::Puzzle> entered, Kind kind, std::size_t first, int in_file)
      : puzzles_(std::move(puzzles)), entered_(std::move(entered)) {
    views_.reserve(puzzles_.size());
    infos_.reserve(puzzles_.size());
    for (std::size_t i = 0; i < puzzles_.size(); ++i) {
      PuzzleInfo info;
      info.kind = kind;
      info.file = file;
      info.index = static_cast<int>(first + i) + 1;
      info.in_file = in_file;
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

}  // namespace

std::unique_ptr<Family> make_sudoku_family(std::vector<puzzles::sudoku::Puzzle> puzzles,
                                           const std::string& file,
                                           std::optional<puzzles::sudoku::Puzzle> entered,
                                           Kind kind, std::size_t first, int in_file) {
  if (in_file == 0) in_file = static_cast<int>(puzzles.size());
  return std::make_unique<SudokuFamily>(std::move(puzzles), file, std::move(entered), kind, first,
                                        in_file);
}

}  // namespace deduce::apps
