// Futoshiki and Latin squares as a family: grids and game IDs, several
// puzzles a file, solved with the Latin-square model (puzzles/futoshiki).
#include <fmt/format.h>

#include <cctype>
#include <cstdio>
#include <stdexcept>
#include <utility>

#include "deduce/puzzles/futoshiki/check.h"
#include "deduce/puzzles/futoshiki/explain/ladder.h"
#include "deduce/puzzles/futoshiki/format.h"
#include "deduce/puzzles/futoshiki/parallel.h"
#include "deduce/puzzles/futoshiki/parse.h"
#include "deduce/puzzles/futoshiki/solver.h"
#include "deduce/puzzles/futoshiki/split.h"
#include "deduce/search/parallel_search.h"
#include "families/detect_lines.h"
#include "families/explain_outcome.h"
#include "families/family.h"
#include "families/futoshiki/futoshiki_view.h"
#include "families/pieces.h"
#include "option_checks.h"

namespace deduce::apps {

// The generator of its kind's row (generate's hook: futoshiki_generate.cc).
Generated make_futoshiki(const Request& r, std::uint64_t index, std::uint64_t stream_seed,
                         const budget::Limits& limits);
namespace {

namespace fut = puzzles::futoshiki;

// Its own pieces facet (families/pieces.h): counts and listings cut one
// cell deeper at a time, as --split cuts.
class FutoshikiFamily final : public Family, public Pieces {
 public:
  FutoshikiFamily(std::vector<fut::Puzzle> puzzles, const std::string& file,
                  std::optional<fut::Puzzle> entered, Kind kind)
      : puzzles_(std::move(puzzles)), entered_(std::move(entered)) {
    views_.reserve(puzzles_.size());
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
    if (auto bad = invalid(i)) return *bad;
    std::vector<fut::Grid> kept;
    PuzzleResult o = solve_with_look<fut::Grid>(work, first_runner(i, work), kept);
    if (!kept.empty()) {
      o.listed = 1;
      sink(FutoshikiSolution(puzzles_[i], kept.front()));
    }
    return o;
  }

  PuzzleResult list(std::size_t i, const Work& work, const SolutionSink& sink) override {
    if (auto bad = invalid(i)) return *bad;
    return list_solutions<fut::Grid>(work, parallel_runner(i, work), [&](const fut::Grid& g) {
      sink(FutoshikiSolution(puzzles_[i], g));
    });
  }

  PuzzleResult count(std::size_t i, const Work& work) override {
    return count_kept(i, work, nullptr);
  }

  std::optional<PuzzleResult> count_piece(std::size_t i, const Work& work,
                                          std::unique_ptr<KeptCounts>* kept) override {
    return count_kept(i, work, kept);
  }

  std::optional<std::vector<Subproblem>> cut(std::size_t i, const std::string& key) override {
    return cut_for(i, key, true);
  }
  std::optional<std::vector<Subproblem>> cut_listing(std::size_t i,
                                                     const std::string& key) override {
    return cut_for(i, key, false);
  }

  // A solution as text: its cells' values, separated by spaces.
  PuzzleResult list_text(std::size_t i, const Work& work,
                         const std::function<void(std::string)>& emit) override {
    if (auto bad = invalid(i)) return *bad;
    return list_solutions<fut::Grid>(work, parallel_runner(i, work), [&](const fut::Grid& g) {
      std::string text;
      for (const int v : g) text += std::to_string(v) + ' ';
      emit(std::move(text));
    });
  }

  void take_text(std::size_t i, const std::string& text, const SolutionSink& sink) override {
    fut::Grid g;
    std::size_t at = 0;
    while (at < text.size()) {
      std::size_t used = 0;
      g.push_back(std::stoi(text.substr(at), &used));
      at += used + 1;
    }
    sink(FutoshikiSolution(puzzles_[i], g));
  }

  std::vector<Subproblem> cut_for(std::size_t i, const std::string& key, bool counting) const {
    const fut::Puzzle node = with_key(puzzles_[i], key);
    std::vector<Subproblem> out;
    for (const fut::Puzzle& child : fut::split_puzzle(node, 1, counting)) {
      std::string child_key = key;
      for (int k = 0; k < child.n * child.n; ++k) {
        if (child.givens[k] == node.givens[k]) continue;
        if (!child_key.empty()) child_key += ',';
        child_key += fmt::format("r{}c{}={}", k / child.n + 1, k % child.n + 1, child.givens[k]);
      }
      out.push_back({std::move(child_key), fut::format_grid(child)});
    }
    return out;
  }

  PuzzleResult check(std::size_t i, const Work& work) override {
    const fut::CheckResult c = fut::check(puzzles_[i]);
    PuzzleResult o;
    if (c.valid) o = prove_unique<fut::Grid>(work, parallel_runner(i, work));
    o.sections.push_back(std::make_shared<FutoshikiVerdict>(c));
    if (!c.valid) {
      o.status = Status::kInvalid;
      o.count = {0, true, Counted::kSolutions};
    }
    return o;
  }

  PuzzleResult explain(std::size_t i, const Work& work, bool with_steps) override {
    if (auto bad = invalid(i)) return *bad;
    const fut::Puzzle& p = puzzles_[i];
    return explain_unique<fut::Grid>(work, runner(i), [&](const fut::Grid&, budget::Budget& b) {
      fut::ExplainOptions options;
      options.budget = &b;
      return explained(fut::explain(p, options), fut::grade_scale(), with_steps);
    });
  }

  PuzzleResult hint(std::size_t i, const Work& work) override {
    if (auto bad = invalid(i)) return *bad;
    const fut::Puzzle& p = puzzles_[i];
    return explain_unique<fut::Grid>(
        work, runner(i), [&](const fut::Grid& solution, budget::Budget& b) {
          std::vector<WrongEntry> wrong;
          fut::Grid grid = p.givens;
          if (entered_) {
            wrong = wrong_entries(p.n, p.givens, entered_->givens, solution,
                                  [&p](const fut::Grid& g) { return fut::first_violation(p, g); });
            for (std::size_t k = 0; k < grid.size(); ++k)
              if (grid[k] == 0) grid[k] = entered_->givens[k];
          }
          std::optional<explain::Step> next;
          if (wrong.empty()) next = fut::next_step(p, grid, &b);
          fut::ExplainOptions options;
          options.budget = &b;
          Explained x = hinted(std::move(next), fut::explain(p, options), fut::grade_scale());
          x.wrong = std::move(wrong);
          if (entered_) x.entered = std::move(grid);
          return x;
        });
  }

 private:
  // The count, with the subtree cache kept in `kept` when there is one.
  PuzzleResult count_kept(std::size_t i, const Work& work, std::unique_ptr<KeptCounts>* kept) {
    if (auto bad = invalid(i)) return *bad;
    if (work.request.split >= 0) {
      PuzzleResult o;
      for (const fut::Puzzle& p : fut::split_puzzle(puzzles_[i], work.request.split))
        o.subproblems.push_back(fut::format_grid(p));
      o.count = {0, false, Counted::kSolutions};
      return o;
    }
    const fut::Counted r = fut::count_solutions(puzzles_[i], count_options(work),
                                                parallel_options(work), kept_cache(kept));
    return count_outcome(work, r.search.stats, r.search.stop, r.count);
  }

  // The puzzle with the cells of a subproblem's key given (cut() wrote it).
  static fut::Puzzle with_key(fut::Puzzle p, const std::string& key) {
    std::size_t at = 0;
    while (at < key.size()) {
      int r = 0, c = 0, v = 0;
      if (std::sscanf(key.c_str() + at, "r%dc%d=%d", &r, &c, &v) != 3 || r < 1 || r > p.n ||
          c < 1 || c > p.n || v < 1 || v > p.n)
        throw std::invalid_argument("not a subproblem key: " + key);
      p.givens[(r - 1) * p.n + (c - 1)] = v;
      const std::size_t comma = key.find(',', at);
      at = comma == std::string::npos ? key.size() : comma + 1;
    }
    return p;
  }

  // A puzzle whose givens already break a rule has no solution; solve says
  // why instead of searching.
  std::optional<PuzzleResult> invalid(std::size_t i) const {
    // Most puzzles keep the rules: then check()'s words (a count of the
    // empty cells and the first one's place) are not needed.
    if (fut::first_violation(puzzles_[i], puzzles_[i].givens).empty()) return std::nullopt;
    const fut::CheckResult c = fut::check(puzzles_[i]);
    PuzzleResult o;
    o.status = Status::kInvalid;
    o.count = {0, true, Counted::kSolutions};
    o.sections.push_back(std::make_shared<FutoshikiVerdict>(c));
    return o;
  }

  // A first solution and the look for a second: by clause learning, a race
  // of --threads searches (fut::solve_on_threads); otherwise one search.
  SearchRun<fut::Grid> first_runner(std::size_t i, const Work& work) const {
    const fut::Puzzle& p = puzzles_[i];
    const int threads = work.request.threads;  // 0: every core, resolved if learning races
    return [&p, threads](const search::SearchOptions& so,
                         const std::function<bool(const fut::Grid&)>& f) {
      return fut::solve_on_threads(p, so, f, threads);
    };
  }

  SearchRun<fut::Grid> runner(std::size_t i) const {
    const fut::Puzzle& p = puzzles_[i];
    return [&p](const search::SearchOptions& so, const std::function<bool(const fut::Grid&)>& f) {
      return fut::solve(p, so, f).search;
    };
  }

  // The subtree cache kept in `kept` (made there if another family's or
  // nothing is), or nullptr.
  static fut::CountCache* kept_cache(std::unique_ptr<KeptCounts>* kept) {
    struct Kept final : KeptCounts {
      fut::CountCache cache;
    };
    if (kept == nullptr) return nullptr;
    auto* k = dynamic_cast<Kept*>(kept->get());
    if (k == nullptr) {
      kept->reset();
      *kept = std::make_unique<Kept>();
      k = static_cast<Kept*>(kept->get());
    }
    return &k->cache;
  }

  static search::ParallelOptions parallel_options(const Work& work) {
    search::ParallelOptions po;
    po.threads = work.request.threads;
    po.ordered = !work.request.unordered;
    return po;
  }

  // The search on --threads threads (check keeps no solution, so their
  // order does not matter there).
  SearchRun<fut::Grid> parallel_runner(std::size_t i, const Work& work) const {
    const fut::Puzzle& p = puzzles_[i];
    search::ParallelOptions po = parallel_options(work);
    return
        [&p, po](const search::SearchOptions& so, const std::function<bool(const fut::Grid&)>& f) {
          return fut::list_solutions(p, so, po, f);
        };
  }

  std::vector<fut::Puzzle> puzzles_;
  std::vector<FutoshikiView> views_;
  std::optional<fut::Puzzle> entered_;  // hint --entered
  std::vector<PuzzleInfo> infos_;
};

std::unique_ptr<Family> load_futoshiki(const std::string& text, const std::string& file,
                                       const Request& request, Kind self) {
  fut::ParseOptions po;
  // check gives a given above n its verdict (invalid, with its place); the
  // other commands refuse it as bad input.
  po.keep_out_of_range = request.command == Command::kCheck;
  std::vector<fut::Puzzle> puzzles = fut::parse_puzzles(text, file, po);
  // The step-by-step reasoning, the split and pencil marks keep a cell's
  // candidates in one 64-bit mask; solving, counting and checking go to 256.
  // Refused here, as bad input, before any work starts, where the tables
  // cap the order (option_checks.h).
  const std::optional<OrderCap> cap = order_cap(request);
  for (const fut::Puzzle& p : puzzles) {
    if (!cap || p.n <= cap->max_order) continue;
    throw io::InputError(p.where, fmt::format("{} works on orders up to {}; this puzzle has order "
                                              "{} (solve, count, list and check go to {})",
                                              cap->what, cap->max_order, p.n, fut::kMaxOrder));
  }
  std::optional<fut::Puzzle> entered =
      read_entered<fut::Puzzle>(request, puzzles.size(), puzzles.empty() ? 0 : puzzles.front().n,
                                [](const std::string& text, const std::string& name) {
                                  return fut::parse_puzzles(text, name);
                                });
  return std::make_unique<FutoshikiFamily>(std::move(puzzles), file, std::move(entered), self);
}

// A Futoshiki grid opens with its order, a game ID with its order and a colon.
int claims_futoshiki(std::string_view text) {
  const std::string_view first = first_said_line(text);
  return !first.empty() && std::isdigit(static_cast<unsigned char>(first.front())) ? 3 : 0;
}

}  // namespace

KindSpec futoshiki_kind() {
  KindSpec k;
  k.name = "futoshiki";
  k.noun = "a Futoshiki puzzle";
  k.files = "a Futoshiki grid or game ID (.fut)";
  k.extensions = {".fut", ".futoshiki"};
  k.claims = claims_futoshiki;
  k.load = load_futoshiki;
  k.generator = {make_futoshiki};
  k.pieces = own_pieces<FutoshikiFamily>;
  k.commands = bit(Command::kExplain) | bit(Command::kHint) | bit(Command::kGrade) |
               bit(Command::kPrint) | bit(Command::kGenerate);
  k.options = {OptionId::kFirst,       OptionId::kRestarts,   OptionId::kEntered,
               OptionId::kCandidates,  OptionId::kGrade,      OptionId::kOrder,
               OptionId::kAdjacent,    OptionId::kLatin,      OptionId::kHoles,
               OptionId::kExplain,     OptionId::kThreads,    OptionId::kUnordered,
               OptionId::kSplit,       OptionId::kCheckpoint, OptionId::kLogSubproblems,
               OptionId::kSubproblems, OptionId::kSlice};
  k.formats = bit(Format::kId);
  k.grades = fut::grade_scale;
  return k;
}

}  // namespace deduce::apps
