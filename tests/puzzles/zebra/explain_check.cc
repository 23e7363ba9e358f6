#include "explain_check.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>
#include <numeric>

#include "deduce/puzzles/zebra/model/solver.h"
#include "deduce/puzzles/zebra/read/parse.h"
#include "testing/run_binary.h"

namespace deduce::puzzles::zebra::testing {

std::optional<Positions> unique_solution(const Puzzle& p) {
  std::vector<Positions> found;
  search::SearchOptions o;
  o.solution_limit = 2;
  solve(p, o, [&](const Positions& s) {
    found.push_back(s);
    return true;
  });
  if (found.size() != 1) return std::nullopt;
  return found[0];
}

Puzzle load_example(const std::string& relative) {
  return parse_zebra(deduce::testing::slurp(deduce::testing::source_path(relative)), relative);
}

std::string check_explanation(const Puzzle& p, const Positions& solution,
                              const deduce::explain::Explanation& e) {
  using Kind = deduce::explain::Conclusion::Kind;
  const int n = p.n;
  const std::uint64_t full = n >= 64 ? ~0ull : (1ull << n) - 1;
  std::vector<std::uint64_t> masks(static_cast<std::size_t>(p.num_categories()) * n, full);
  // `positions: none`: the first category names the entities, placed from the start.
  if (p.layout == LayoutKind::kNone) {
    for (int v = 0; v < n; ++v) masks[v] = 1ull << v;
  }
  for (std::size_t i = 0; i < e.steps.size(); ++i) {
    const auto& step = e.steps[i];
    const std::string where = fmt::format("step {} ({}): ", i + 1, step.text);
    if (step.conclusions.empty()) return where + "no conclusion";
    for (const auto& c : step.conclusions) {
      const int cat = c.var / n, val = c.var % n;
      if (c.var < 0 || cat >= p.num_categories() || c.value < 0 || c.value >= n)
        return where + "conclusion out of range";
      const int truth = solution[cat][val];
      if (c.kind == Kind::kPlace) {
        if (truth != c.value) return where + "places " + c.var_name + " wrongly";
        for (int v = 0; v < n; ++v) masks[cat * n + v] &= ~(1ull << c.value);
        masks[c.var] = 1ull << c.value;
      } else {
        if (truth == c.value) return where + "eliminates " + c.var_name + "'s position";
        masks[c.var] &= ~(1ull << c.value);
      }
      if (c.value_name != fmt::format("position {}", c.value + 1)) return where + "value_name";
    }
  }
  if (!e.solved) return "not solved";
  for (int cat = 0; cat < p.num_categories(); ++cat) {
    for (int v = 0; v < n; ++v) {
      if (masks[cat * n + v] != 1ull << solution[cat][v])
        return fmt::format("replay does not reach the solution at var {}", cat * n + v);
    }
  }
  return "";
}

namespace {

int pick(std::mt19937& rng, int n) {
  return std::uniform_int_distribution<int>(0, n - 1)(rng);
}

// A random true statement about `sol`, or nothing when the draw fits no kind.
std::optional<Statement> random_statement(std::mt19937& rng, const Positions& sol, int n) {
  const int cats = static_cast<int>(sol.size());
  auto value = [&] { return ValueRef{pick(rng, cats), pick(rng, n)}; };
  Statement s;
  s.a = value();
  s.b = value();
  s.c = value();
  if (s.a == s.b || s.a == s.c || s.b == s.c) return std::nullopt;
  const int a = sol[s.a.category][s.a.value], b = sol[s.b.category][s.b.value],
            c = sol[s.c.category][s.c.value];
  std::vector<StatementKind> kinds;
  // Weights: relative clues often, `at` rarely, so that the ladder climbs.
  if (a == b && s.a.category != s.b.category) kinds.push_back(StatementKind::kIs);
  if (a != b && s.a.category != s.b.category) kinds.push_back(StatementKind::kIsNot);
  if (s.a.category != s.b.category && s.a.category != s.c.category && (a == b) != (a == c))
    kinds.insert(kinds.end(), 2, StatementKind::kIsEither);
  if (pick(rng, 6) == 0) kinds.push_back(StatementKind::kAt);
  if (pick(rng, 3) == 0) kinds.push_back(StatementKind::kNotAt);
  if (std::abs(a - b) == 1) kinds.insert(kinds.end(), 3, StatementKind::kNextTo);
  if (std::abs(a - b) != 1) kinds.push_back(StatementKind::kNotNextTo);
  if (a < b) kinds.insert(kinds.end(), 2, StatementKind::kLeftOf);
  if (a > b) kinds.insert(kinds.end(), 2, StatementKind::kRightOf);
  if (a + 1 == b) kinds.push_back(StatementKind::kJustLeftOf);
  if (a == b + 1) kinds.push_back(StatementKind::kJustRightOf);
  if ((b < a && a < c) || (c < a && a < b)) kinds.insert(kinds.end(), 2, StatementKind::kBetween);
  if (std::abs(a - b) >= 2) kinds.push_back(StatementKind::kAway);
  if (kinds.empty()) return std::nullopt;
  s.kind = kinds[pick(rng, static_cast<int>(kinds.size()))];
  if (s.kind == StatementKind::kAt) s.k = a;
  if (s.kind == StatementKind::kNotAt) {
    if (n < 2) return std::nullopt;
    do s.k = pick(rng, n);
    while (s.k == a);
  }
  if (s.kind == StatementKind::kAway) s.k = std::abs(a - b);
  return s;
}

bool is_unique(const Puzzle& p) {
  search::SearchOptions o;
  o.solution_limit = 2;
  return count(p, o).count == 1;
}

}  // namespace

Puzzle random_puzzle(std::mt19937& rng, const RandomShape& shape) {
  Puzzle p;
  p.file = "random";
  p.n = shape.n;
  Positions sol(shape.categories);
  for (int c = 0; c < shape.categories; ++c) {
    Category cat;
    cat.name = fmt::format("k{}", c);
    for (int v = 0; v < shape.n; ++v) cat.values.push_back(fmt::format("v{}_{}", c, v));
    p.categories.push_back(cat);
    sol[c].resize(shape.n);
    std::iota(sol[c].begin(), sol[c].end(), 0);
    std::shuffle(sol[c].begin(), sol[c].end(), rng);
  }
  int label = 0;
  while (!is_unique(p)) {
    // Several clues between counts: counting is the cost.
    for (int added = 0; added < 2;) {
      auto s = random_statement(rng, sol, shape.n);
      if (!s) continue;
      zebra::Clue clue;
      clue.label = std::to_string(++label);
      clue.statement = *s;
      p.clues.push_back(clue);
      ++added;
    }
  }
  if (shape.minimise) {
    for (std::size_t i = p.clues.size(); i-- > 0;) {
      zebra::Clue kept = p.clues[i];
      p.clues.erase(p.clues.begin() + static_cast<std::ptrdiff_t>(i));
      if (!is_unique(p)) p.clues.insert(p.clues.begin() + static_cast<std::ptrdiff_t>(i), kept);
    }
  }
  return p;
}

}  // namespace deduce::puzzles::zebra::testing
