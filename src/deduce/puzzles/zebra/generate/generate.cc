// The generation loop of generate.h.
#include "deduce/puzzles/zebra/generate/generate.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>

#include "deduce/puzzles/zebra/explain/techniques.h"
#include "deduce/puzzles/zebra/generate/candidates.h"
#include "deduce/puzzles/zebra/generate/grade.h"
#include "deduce/puzzles/zebra/generate/statement_kinds.h"
#include "deduce/puzzles/zebra/generate/write.h"
#include "deduce/puzzles/zebra/model/shape.h"
#include "deduce/puzzles/zebra/model/solver.h"
#include "deduce/puzzles/zebra/read/parse.h"

namespace deduce::puzzles::zebra::generate {
namespace {

// How often each kind is drawn, by the grade asked for (-1: none). Strong
// clues (`is`, `at`) pin a value or merge two; weak ones (`not`, `left of`)
// leave the reader to combine them. Easy puzzles have only direct clues (the
// easy rungs read no relative one). Without a grade, and for fiendish, many
// strong clues keep the puzzles within one level of supposition: on 10x10,
// with `is` and `at` drawn as often as the other kinds, about half the
// minimal sets needed a trial inside a trial (grade.h) and were dropped, and
// a puzzle took 0.67 s on average; at three times as often, 0.12 s
// (seeds 1 to 20; docs/benchmarks.md). The published-puzzle kinds are drawn half
// as often as the base language's relative kinds, and the two that name four
// values (`is B or C or D`, `A and B are C and D`) a quarter as often: each
// such clue costs the model and the explanation 10^4 placements to read on
// 10x10 (formula_filter.h), and at the same weight as the others a 10x10
// puzzle took 0.4 s on average (without them, 0.03 s).
int weight(DrawKind kind, std::optional<int> grade) {
  const int g = grade.value_or(-1);
  const bool strong = g == -1 || g == 3;
  switch (kind) {
    case DrawKind::kIs:
      return strong ? 12 : g == 2 ? 4 : 8;
    case DrawKind::kAt:
      return strong ? 12 : g == 2 ? 2 : 4;
    case DrawKind::kIsNot:
    case DrawKind::kNotAt:
      return 4;
    case DrawKind::kIsOneOf:
    case DrawKind::kPair:
      return g == 0 ? 0 : 1;
    default:
      return g == 0 ? 0 : is_extension(kind) ? 2 : 4;
  }
}

class Attempt {
 public:
  Attempt(const Options& o, util::Rng& random) : o_(o), random_(random) {
    for (const auto& k : statement_kind_names()) {
      if (!o.kinds.empty() && std::find(o.kinds.begin(), o.kinds.end(), k.kind) == o.kinds.end())
        continue;
      for (int w = weight(k.kind, o.grade); w > 0; --w) bag_.push_back(k.kind);
    }
    // A --statements list with no kind the grade leans on: draw them evenly.
    if (bag_.empty()) {
      for (const auto& k : statement_kind_names()) {
        if (o.kinds.empty() || std::find(o.kinds.begin(), o.kinds.end(), k.kind) != o.kinds.end())
          bag_.push_back(k.kind);
      }
    }
  }

  // Steps 1 to 4 of generate.h; nothing when the kinds cannot pin a solution.
  std::optional<Puzzle> draw() {
    Names names = o_.names ? *o_.names : builtin_names(o_.positions, o_.categories, random_);
    Puzzle p;
    p.title = names.title;
    p.n = o_.positions;
    p.categories = std::move(names.categories);
    solution_ = Solution::random(o_.positions, o_.categories, random_);
    p.frame = solution_.frame;
    if (o_.grade == explain::kEasy && allowed(DrawKind::kAt) && !o_.keep_redundant) {
      easy_clues(p);
    } else if (!add_clues(p)) {
      return std::nullopt;
    } else if (o_.grade && *o_.grade < explain::kFiendish) {
      // Below fiendish a random minimal set is rarely easy enough (on 8x8
      // almost never): build up to the grade instead, then keep it minimal.
      if (!graded_clues(p, *o_.grade)) return std::nullopt;
    } else if (!o_.keep_redundant) {
      minimise(p);
    }
    random_.shuffle(p.clues.begin(), p.clues.end());
    for (std::size_t i = 0; i < p.clues.size(); ++i) p.clues[i].label = std::to_string(i + 1);
    p.asks.push_back(choose_ask(p));
    return p;
  }

  const Positions& solution() const { return solution_.pos; }

 private:
  bool allowed(DrawKind kind) const {
    return o_.kinds.empty() || std::find(o_.kinds.begin(), o_.kinds.end(), kind) != o_.kinds.end();
  }

  // An easy puzzle that is minimal by construction. One position q is left
  // to the end: its values are found by "only place left". Every other
  // value gets one clue, in a random order: `X at k`, or `X is Y` with Y a
  // value of another category already found at X's position. Removing the
  // clue of X leaves a second solution: X, and every value found through
  // X, trade places with the value at q of its category (all the values at
  // q are found last, so no clue names them). Random minimal sets are
  // almost never easy, since a redundant `is` can be replaced by reasoning
  // on the domains of two linked values (medium).
  void easy_clues(Puzzle& p) {
    const int q = random_.below(p.n);
    std::vector<ValueRef> order;
    for (int c = 0; c < p.num_categories(); ++c) {
      for (int pos = 0; pos < p.n; ++pos) {
        if (pos != q) order.push_back(solution_.value_at(c, pos));
      }
    }
    random_.shuffle(order.begin(), order.end());
    std::vector<std::vector<ValueRef>> found(p.n);  // by position
    const bool is_allowed = allowed(DrawKind::kIs);
    for (const ValueRef x : order) {
      const int pos = solution_.position(x);
      Clue clue;
      clue.statement.a = x;
      auto& anchors = found[pos];
      // Mostly `is` once the position has a value found: three in four.
      if (is_allowed && !anchors.empty() && random_.below(4) != 0) {
        clue.statement.kind = StatementKind::kIs;
        clue.statement.b = anchors[random_.below(static_cast<int>(anchors.size()))];
        if (random_.below(2) == 1) std::swap(clue.statement.a, clue.statement.b);
      } else {
        clue.statement.kind = StatementKind::kAt;
        clue.statement.k = pos;
      }
      give_tree(clue.statement, solution_.frame);
      anchors.push_back(x);
      p.clues.push_back(std::move(clue));
    }
  }

  // Whether the limits stopped the work: the searches' results are then cut
  // short, and the attempt gives up.
  bool halted() const { return budget::poll(o_.limits) != budget::StopReason::kNone; }

  // Step 2. False when no allowed kind separates the second solution from
  // the chosen one (possible with a narrow --statements list).
  bool add_clues(Puzzle& p) {
    if (bag_.empty()) return false;
    std::vector<Positions> others;
    for (;;) {
      if (!other_solutions(p, others)) return !halted();
      if (halted()) return false;
      // One clue for each other solution that the round's clues so far leave.
      const std::size_t first = p.clues.size();
      for (const Positions& other : others) {
        const bool cut_already =
            std::any_of(p.clues.begin() + static_cast<std::ptrdiff_t>(first), p.clues.end(),
                        [&](const Clue& c) { return !holds(c.statement, other); });
        if (cut_already) continue;
        std::optional<Clue> cut;
        // Random clues true in the solution until one rules `other` out.
        for (int tries = 0; tries < 2000 && !cut; ++tries) {
          auto clue = draw_clue(p);
          if (clue && !holds(clue->statement, other) && holds(clue->statement, solution_.pos))
            cut = std::move(clue);
        }
        if (!cut) return false;
        p.clues.push_back(std::move(*cut));
      }
    }
  }

  // A clue of a kind from the bag, true in the solution; a published-puzzle
  // statement carries its words (write.h), which its formula alone lacks.
  std::optional<Clue> draw_clue(const Puzzle& p) {
    const DrawKind kind = bag_[random_.below(static_cast<int>(bag_.size()))];
    auto st = draw_statement(kind, solution_, random_);
    if (!st) return std::nullopt;
    Clue clue;
    if (is_extension(kind)) clue.text = statement_text(p, *st, kind);
    clue.statement = std::move(*st);
    return clue;
  }

  // Up to kOthers solutions of the clues other than the chosen one, into
  // `others`; false when the chosen one is the only solution. Several a
  // round: one search then pays for several clues.
  static constexpr std::uint64_t kOthers = 4;
  bool other_solutions(const Puzzle& p, std::vector<Positions>& others) const {
    search::SearchOptions options;
    options.var_choice = search::VarChoice::kDomWdeg;
    options.solution_limit = kOthers + 1;
    options.limits = o_.limits;
    others.clear();
    solve(p, options, [&](const Positions& s) {
      if (s != solution_.pos) others.push_back(s);
      return others.size() < kOthers;
    });
    return !others.empty();
  }

  // Adds random clues true in the solution until the ladder's rungs up to
  // `grade` solve the puzzle (so it stays unique); false after a bound.
  bool reach_grade(Puzzle& p, int grade) {
    const int bound = 2 * p.n * p.num_categories();
    for (int added = 0; !grade_within(p, grade, o_.limits); ++added) {
      if (added == bound || halted()) return false;
      std::optional<Clue> clue;
      for (int tries = 0; tries < 100 && !clue; ++tries) clue = draw_clue(p);
      if (!clue) return false;
      p.clues.push_back(std::move(*clue));
    }
    return true;
  }

  // Medium and hard: clues up to the grade, made minimal for the grade's
  // rungs; a clue that uniqueness can still spare then (harder reasoning
  // replaces it) is dropped and the grade reached again with fresh clues,
  // a few times before the attempt is given up. Each repair keeps most of
  // the set: on 8x8, medium puzzles came from 1 attempt in 20 without
  // repairs and from 12 in 20 with them (seeds 1 to 20).
  static constexpr int kRepairs = 8;
  bool graded_clues(Puzzle& p, int grade) {
    for (int repair = 0;; ++repair) {
      if (!reach_grade(p, grade)) return false;
      if (o_.keep_redundant) return true;
      const int spare = minimise_within(p, grade);
      if (spare < 0) return true;
      if (repair == kRepairs) return false;
      p.clues.erase(p.clues.begin() + spare);
    }
  }

  // Drops, in a random order, each clue the rungs up to `grade` can do
  // without; then the set must be minimal for uniqueness too (a clue left
  // that uniqueness can spare would, dropped, need a harder rung). Returns
  // the index of such a clue, or -1 when there is none.
  int minimise_within(Puzzle& p, int grade) {
    std::vector<Clue> clues = std::move(p.clues);
    std::vector<std::size_t> order(clues.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    random_.shuffle(order.begin(), order.end());
    std::vector<char> on(clues.size(), 1);
    const auto rebuild = [&] {
      p.clues.clear();
      for (std::size_t i = 0; i < clues.size(); ++i) {
        if (on[i]) p.clues.push_back(clues[i]);
      }
    };
    for (std::size_t i : order) {
      // A stopped search gives no verdict; the caller drops the attempt.
      if (halted()) break;
      on[i] = 0;
      rebuild();
      if (!grade_within(p, grade, o_.limits)) on[i] = 1;
    }
    rebuild();
    std::vector<char> without(p.clues.size(), 1);
    for (std::size_t i = 0; i < p.clues.size() && !halted(); ++i) {
      without[i] = 0;
      if (unique(p, without, o_.limits)) return static_cast<int>(i);
      without[i] = 1;
    }
    return -1;
  }

  // Step 3.
  void minimise(Puzzle& p) {
    std::vector<char> on(p.clues.size(), 1);
    std::vector<std::size_t> order(p.clues.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    random_.shuffle(order.begin(), order.end());
    for (std::size_t i : order) {
      // Each search after a stop would end at once but still pay for its
      // set-up; the caller drops the attempt.
      if (halted()) return;
      on[i] = 0;
      if (!unique(p, on, o_.limits)) on[i] = 1;
    }
    std::vector<Clue> kept;
    for (std::size_t i = 0; i < p.clues.size(); ++i) {
      if (on[i]) kept.push_back(std::move(p.clues[i]));
    }
    p.clues = std::move(kept);
  }

  // Step 4: the first category at the least mentioned value of the others.
  Ask choose_ask(const Puzzle& p) {
    std::vector<int> mentions(static_cast<std::size_t>(p.n) * p.num_categories(), 0);
    const auto mention = [&](ValueRef r) { ++mentions[r.category * p.n + r.value]; };
    for (const auto& clue : p.clues) {
      const Statement& s = clue.statement;
      if (s.kind == StatementKind::kFormula) {
        for_each_ref(*s.formula, mention, [](int, ValueRef) {});
        continue;
      }
      mention(s.a);
      if (s.kind != StatementKind::kAt && s.kind != StatementKind::kNotAt) mention(s.b);
      if (s.kind == StatementKind::kIsEither || s.kind == StatementKind::kBetween) mention(s.c);
    }
    std::vector<ValueRef> least;
    int fewest = 1 << 30;
    for (int c = 1; c < p.num_categories(); ++c) {
      for (int v = 0; v < p.n; ++v) {
        const int m = mentions[c * p.n + v];
        if (m < fewest) least.clear(), fewest = m;
        if (m == fewest) least.push_back({c, v});
      }
    }
    Ask ask;
    ask.category = 0;
    ask.of = least.empty() ? ValueRef{0, 0} : least[random_.below(static_cast<int>(least.size()))];
    return ask;
  }

  const Options& o_;
  util::Rng& random_;
  std::vector<DrawKind> bag_;  // each kind as often as its weight
  Solution solution_;
};

}  // namespace

bool unique(const Puzzle& puzzle, const std::vector<char>& clue_on, const budget::Limits& limits) {
  search::SearchOptions options;
  options.var_choice = search::VarChoice::kDomWdeg;
  options.solution_limit = 2;
  options.limits = limits;
  ModelScope scope;
  scope.clue_on = clue_on;
  return count(puzzle, options, scope).count == 1;
}

std::optional<Generated> generate_zebra(const Options& options, std::uint64_t seed,
                                        const std::vector<std::string>& comment,
                                        budget::StopReason* stopped) {
  util::Rng random(seed);
  // Checked after each step that searched: a search cut short by the limits
  // gives no verdict to build on.
  const auto halted = [&] {
    const budget::StopReason why = budget::poll(options.limits);
    if (stopped != nullptr) *stopped = why;
    return why != budget::StopReason::kNone;
  };
  for (int attempt = 1; attempt <= options.max_attempts; ++attempt) {
    if (halted()) return std::nullopt;
    Attempt a(options, random);
    std::optional<Puzzle> p = a.draw();
    if (halted()) return std::nullopt;
    if (!p) continue;
    Generated g;
    g.text = write_zebra(*p, comment);
    // Read back, so the puzzle carries the clue texts and lines the
    // explanation and the writers quote.
    g.puzzle = parse_zebra(g.text, "");
    const auto grade =
        grade_within(g.puzzle, options.grade.value_or(explain::kFiendish), options.limits);
    if (halted()) return std::nullopt;
    if (!grade || (options.grade && *grade != *options.grade)) continue;
    g.grade = *grade;
    g.solution = a.solution();
    g.attempts = attempt;
    return g;
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::generate
