// Logic grids as a family: the puzzles of a file, solved, counted and
// analysed with the position model (puzzles/zebra). Which texts are logic
// grids or English riddles is zebra_claims.cc's.
#include <algorithm>
#include <utility>

#include "deduce/puzzles/zebra/count/analyze.h"
#include "deduce/puzzles/zebra/english/read_english.h"
#include "deduce/puzzles/zebra/explain/ladder.h"
#include "deduce/puzzles/zebra/model/solver.h"
#include "deduce/puzzles/zebra/read/parse.h"
#include "families/explain_outcome.h"
#include "families/family.h"
#include "families/pieces.h"
#include "families/zebra/zebra_claims.h"
#include "families/zebra/zebra_view.h"
#include "tables.h"

namespace deduce::apps {

// The generator of its kind's row (generate's hook: zebra_generate.cc).
Generated make_zebra(const Request& r, std::uint64_t index, std::uint64_t stream_seed,
                     const budget::Limits& limits);
namespace {

namespace zb = puzzles::zebra;
namespace zexp = puzzles::zebra::explain;

// Its own pieces facet (families/pieces.h): analyze's counts, elsewhere.
class ZebraFamily final : public Family, public Pieces {
 public:
  ZebraFamily(std::vector<zb::Puzzle> puzzles, const std::string& file, Kind kind)
      : puzzles_(std::move(puzzles)) {
    views_.reserve(puzzles_.size());
    for (std::size_t i = 0; i < puzzles_.size(); ++i) {
      PuzzleInfo info =
          titled_puzzle_info(kind, file, i, puzzles_.size(), puzzles_[i].line, puzzles_[i].title);
      info.view = &views_.emplace_back(puzzles_[i]);
      infos_.push_back(std::move(info));
    }
  }

  const std::vector<PuzzleInfo>& puzzles() const override { return infos_; }

  PuzzleResult solve(std::size_t i, const Work& work, const SolutionSink& sink) override {
    if (work.request.format == Format::kAnswer && !puzzles_[i].asks.empty())
      return settle_asks(i, work, sink);
    std::vector<zb::Positions> kept;
    PuzzleResult o = solve_with_look<zb::Positions>(work, runner(i), kept);
    if (!kept.empty()) {
      o.listed = 1;
      sink(ZebraSolution(puzzles_[i], kept.front()));
    }
    std::vector<AskAnswer> asks;
    for (const zb::Positions& s : kept) note_answers(puzzles_[i], asks, s);
    if (!asks.empty() && kept.size() > 1) every_answer(i, work, asks);
    with_asks(o, std::move(asks));
    with_unread(o, puzzles_[i]);
    // A grid without questions answers with its whole table.
    if (work.request.format == Format::kAnswer && !kept.empty())
      o.sections.push_back(std::make_shared<ZebraTableAnswer>(puzzles_[i], kept.front(),
                                                              o.uniqueness == Uniqueness::kUnique));
    return o;
  }

  // The grid has several solutions: every answer they give each question
  // is looked for, so that none is left out and an answer two solutions
  // share is said only when every solution gives it (an ask has at most as
  // many answers as its category has values, and the look ends once each
  // has them all); a limit that cuts it short is said with the answers.
  void every_answer(std::size_t i, const Work& work, std::vector<AskAnswer>& asks) {
    const zb::Puzzle& p = puzzles_[i];
    const std::size_t most = static_cast<std::size_t>(p.n);
    const auto settled = [&] {
      return std::all_of(asks.begin(), asks.end(),
                         [&](const AskAnswer& a) { return a.answers.size() >= most; });
    };
    search::SearchOptions so;
    so.limits = work.limits;
    so.solution_limit = kAnswerLook;
    const search::SearchResult r = runner(i)(so, [&](const zb::Positions& s) {
      note_answers(p, asks, s);
      return !settled();
    });
    const bool whole = r.stop == budget::StopReason::kNone || settled();
    for (AskAnswer& a : asks) a.all = whole;
  }

  // How many solutions the look for every answer may go through.
  static constexpr std::uint64_t kAnswerLook = 1'000'000;

  PuzzleResult list(std::size_t i, const Work& work, const SolutionSink& sink) override {
    std::vector<AskAnswer> asks;
    PuzzleResult o =
        list_solutions<zb::Positions>(work, parallel_runner(i, work), [&](const zb::Positions& s) {
          sink(ZebraSolution(puzzles_[i], s));
          note_answers(puzzles_[i], asks, s);
        });
    with_asks(o, std::move(asks));
    with_unread(o, puzzles_[i]);
    return o;
  }

  PuzzleResult count(std::size_t i, const Work& work) override {
    const zb::CountResult r =
        zb::count(puzzles_[i], count_options(work), {}, {}, work.request.threads);
    PuzzleResult o = count_outcome(work, r.stats, r.stop, r.count);
    with_unread(o, puzzles_[i]);
    return o;
  }

  PuzzleResult check(std::size_t i, const Work& work) override {
    PuzzleResult o = prove_unique<zb::Positions>(work, parallel_runner(i, work));
    with_unread(o, puzzles_[i]);
    return o;
  }

  PuzzleResult analyze(std::size_t i, const Work& work) override {
    zb::AnalyzeOptions ao;
    ao.cap = work.request.limit;
    ao.limits = work.limits;
    ao.threads = work.request.threads;
    // Counts made elsewhere (other processes under mpiexec), set by scope:
    // the clues on and off.
    if (work.elsewhere != nullptr) {
      ao.count_sets = [&work, i](const std::vector<std::vector<char>>& sets, std::uint64_t cap,
                                 const budget::Limits& limits) {
        std::vector<std::string> scopes;
        for (const std::vector<char>& set : sets) {
          std::string scope;
          for (char on : set) scope += on ? '1' : '0';
          scopes.push_back(std::move(scope));
        }
        std::vector<zb::CountResult> out;
        for (const ScopedCount& c : (*work.elsewhere)(i, scopes, cap, limits)) {
          zb::CountResult r;
          r.count = c.count;
          r.complete = c.complete;
          r.stop = c.stop;
          out.push_back(std::move(r));
        }
        return out;
      };
    }
    zb::Analysis a = zb::analyze(puzzles_[i], ao);
    PuzzleResult o;
    o.stop = a.complete ? Stop::kNone : stop_of(a.stop);
    o.stop_detail = stop_words(o.stop, work.request);
    // A count cut by --limit is a lower bound too.
    const bool capped = ao.cap != 0 && a.count >= util::big_from_u64(ao.cap);
    o.count = {a.count, a.complete && !capped, Counted::kSolutions};
    if (capped && o.stop == Stop::kNone) {
      o.stop = Stop::kSolutionLimit;
      o.stop_detail = stop_words(o.stop, work.request);
    }
    settle_count(o);
    o.sections.push_back(std::make_shared<ZebraAnalysis>(puzzles_[i], std::move(a), ao.cap));
    with_unread(o, puzzles_[i]);
    return o;
  }

  // One of analyze's counts on a worker: the clues on ('1') and off ('0').
  std::optional<ScopedCount> count_scoped(std::size_t i, const std::string& scope,
                                          std::uint64_t cap, const Work& work) override {
    if (scope.size() != puzzles_[i].clues.size())
      throw std::runtime_error("a scope of " + std::to_string(scope.size()) + " clues for " +
                               std::to_string(puzzles_[i].clues.size()));
    zb::ModelScope s;
    for (char c : scope) s.clue_on.push_back(c == '1');
    search::SearchOptions so;
    so.solution_limit = cap;
    so.limits = work.limits;
    const zb::CountResult r = zb::count(puzzles_[i], so, s, {}, work.request.threads);
    return ScopedCount{r.count, r.complete, r.stop};
  }

  PuzzleResult explain(std::size_t i, const Work& work, bool with_steps) override {
    PuzzleResult o = explain_unique<zb::Positions>(
        work, runner(i), [&](const zb::Positions&, budget::Budget& budget) {
          return explained(zexp::explain(puzzles_[i], &budget), zexp::grade_scale(), with_steps);
        });
    // Several solutions, but questions: the steps that prove their answers,
    // when the techniques reach them (every solution then has them).
    if (!o.explained && o.uniqueness == Uniqueness::kSeveral && !puzzles_[i].asks.empty()) {
      const budget::Deadline clock(work.limits);
      budget::Budget budget(clock.limits_left());
      explain::Explanation e = zexp::explain_asks(puzzles_[i], &budget);
      if (e.solved || e.stopped) {
        if (e.stopped) {
          o.stop = stop_of(budget.reason());
          o.stop_detail = stop_words(o.stop, work.request);
        }
        o.explained = explained(std::move(e), zexp::grade_scale(), with_steps);
      }
    }
    with_unread(o, puzzles_[i]);
    return o;
  }

  // Facts the solver has entered are clues of the file: when they break the
  // puzzle, the clues that conflict are named (the wrong entry is among
  // them) instead of a hint.
  PuzzleResult hint(std::size_t i, const Work& work) override {
    PuzzleResult o = explain_unique<zb::Positions>(
        work, runner(i), [&](const zb::Positions&, budget::Budget& budget) {
          std::optional<explain::Step> next = zexp::next_step(puzzles_[i], &budget);
          return hinted(std::move(next), zexp::explain(puzzles_[i], &budget), zexp::grade_scale());
        });
    with_unread(o, puzzles_[i]);
    if (o.status != Status::kNoSolution) return o;
    zb::AnalyzeOptions ao;
    ao.limits = work.limits;
    const zb::Analysis a = zb::analyze(puzzles_[i], ao);
    Explained x;
    std::string labels, statements;
    for (std::size_t k = 0; k < a.conflict.size(); ++k) {
      const zb::Clue& c = puzzles_[i].clues[a.conflict[k]];
      labels += (k == 0 ? "" : k + 1 == a.conflict.size() ? " and " : ", ") + c.label;
      statements += (k == 0 ? "" : "; ") + c.label + ": " + c.text;
    }
    x.wrong.push_back({"clues " + labels, -1, 0,
                       "they cannot all hold (" + statements +
                           "), so one of them, a fact entered among them, is wrong"});
    o.explained = std::move(x);
    return o;
  }

 private:
  // solve --format answer of a puzzle with questions: an answer is given
  // only when every solution agrees (a BBEH puzzle's irrelevant clues leave
  // it many solutions with one answer), so the solutions are searched until
  // each question has two answers or there are no more. The first solution
  // goes to the writer; the search is one, under the puzzle's limits.
  PuzzleResult settle_asks(std::size_t i, const Work& work, const SolutionSink& sink) {
    const zb::Puzzle& p = puzzles_[i];
    std::vector<AskAnswer> asks;
    std::uint64_t found = 0;
    bool differ = false;
    search::SearchOptions so;
    so.limits = work.limits;
    const search::SearchResult r = runner(i)(so, [&](const zb::Positions& s) {
      if (found++ == 0) sink(ZebraSolution(p, s));
      note_answers(p, asks, s);
      differ = std::all_of(asks.begin(), asks.end(),
                           [](const AskAnswer& a) { return a.answers.size() > 1; });
      return !differ;
    });
    PuzzleResult o;
    o.listed = found > 0 ? 1 : 0;
    o.stats = search_stats(r.stats);
    const bool complete = r.stop == budget::StopReason::kNone || differ;
    if (!complete) {
      o.stop = stop_of(r.stop);
      o.stop_detail = stop_words(o.stop, work.request);
    }
    o.count = {found, r.stop == budget::StopReason::kNone, Counted::kSolutions};
    o.status = found > 0 ? Status::kSolved : complete ? Status::kNoSolution : Status::kStopped;
    o.uniqueness = found == 0   ? Uniqueness::kNone
                   : found >= 2 ? Uniqueness::kSeveral
                   : complete   ? Uniqueness::kUnique
                                : Uniqueness::kUndecided;
    // A question read two ways (a phrase naming two values: docs/english.md)
    // is asked of each reading: it has one answer only when the readings
    // agree.
    for (std::size_t k = 0; k < asks.size(); ++k) {
      for (std::size_t j = asks.size(); j-- > k + 1;) {
        if (p.asks[j].question == 0 || p.asks[j].question != p.asks[k].question) continue;
        for (const std::string& v : asks[j].answers)
          if (std::find(asks[k].answers.begin(), asks[k].answers.end(), v) == asks[k].answers.end())
            asks[k].answers.push_back(v);
        asks.erase(asks.begin() + static_cast<std::ptrdiff_t>(j));
      }
    }
    with_asks(o, std::move(asks));
    return o;
  }

  SearchRun<zb::Positions> runner(std::size_t i) const {
    const zb::Puzzle& p = puzzles_[i];
    return [&p](const search::SearchOptions& so,
                const std::function<bool(const zb::Positions&)>& f) { return zb::solve(p, so, f); };
  }

  // The search on --threads threads (check keeps no solution, so their
  // order does not matter there).
  SearchRun<zb::Positions> parallel_runner(std::size_t i, const Work& work) const {
    search::ParallelOptions po;
    po.threads = work.request.threads;
    po.ordered = !work.request.unordered;
    const zb::Puzzle& p = puzzles_[i];
    return [&p, po](const search::SearchOptions& so,
                    const std::function<bool(const zb::Positions&)>& f) {
      return zb::solve_parallel(p, so, po, f);
    };
  }

  std::vector<zb::Puzzle> puzzles_;
  std::vector<ZebraView> views_;
  std::vector<PuzzleInfo> infos_;
};

std::unique_ptr<Family> load_zebra(const std::string& text, const std::string& file, const Request&,
                                   Kind self) {
  return std::make_unique<ZebraFamily>(zb::parse_zebra_puzzles(text, file), file, self);
}

// An English riddle is one logic grid, read by translation (docs/english.md).
std::unique_ptr<Family> load_text(const std::string& text, const std::string& file, const Request&,
                                  Kind self) {
  std::vector<zb::Puzzle> puzzles;
  puzzles.push_back(zb::english::parse_english(text, file));
  return std::make_unique<ZebraFamily>(std::move(puzzles), file, self);
}

std::string translate_text(const std::string& text, const std::string& file) {
  return zb::english::translate_english(text, file).zebra;
}

constexpr Mask kGridCommands = bit(Command::kAnalyze) | bit(Command::kExplain) |
                               bit(Command::kHint) | bit(Command::kGrade) | bit(Command::kPrint);

}  // namespace

KindSpec zebra_kind() {
  KindSpec k;
  k.name = "zebra";
  k.noun = "a logic grid";
  k.files = "a logic grid (.zebra)";
  k.extensions = {".zebra"};
  k.claims = claims_zebra;
  k.load = load_zebra;
  k.generator = {make_zebra};
  k.pieces = own_pieces<ZebraFamily>;
  k.commands = kGridCommands | bit(Command::kGenerate);
  k.options = {OptionId::kFirst,         OptionId::kGrade,      OptionId::kPositions,
               OptionId::kCategories,    OptionId::kStatements, OptionId::kNames,
               OptionId::kKeepRedundant, OptionId::kExplain,    OptionId::kStyle,
               OptionId::kThreads,       OptionId::kUnordered};
  k.formats = bit(Format::kEnglish) | bit(Format::kAnswer);
  k.grades = zb::explain::grade_scale;
  return k;
}

// An English riddle is read by translation into a logic grid (docs/
// english.md); it takes what a logic grid takes but generate, which makes
// logic grids.
KindSpec text_kind() {
  KindSpec k;
  k.name = "text";
  k.noun = "an English logic-grid riddle";
  k.files =
      "an English riddle (.riddle, or a text that opens `There are N ...` or lists its "
      "categories `Name: a, b, c`)";
  k.extensions = {".riddle"};
  k.claims = claims_text;
  k.load = load_text;
  k.translate = translate_text;
  k.pieces = own_pieces<ZebraFamily>;
  k.commands = kGridCommands | bit(Command::kTranslate);
  k.options = {OptionId::kFirst, OptionId::kThreads, OptionId::kUnordered};
  k.formats = bit(Format::kAnswer);
  return k;
}

}  // namespace deduce::apps
