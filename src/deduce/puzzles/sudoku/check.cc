#include "deduce/puzzles/sudoku/check.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>

namespace deduce::puzzles::sudoku {

std::string_view to_string(Verdict v) {
  switch (v) {
    case Verdict::kCompleteValid:
      return "complete and valid";
    case Verdict::kCompleteInvalid:
      return "complete and invalid";
    case Verdict::kIncompleteValid:
      return "incomplete and valid";
    case Verdict::kIncompleteInvalid:
      return "incomplete and invalid";
  }
  return "";
}

std::string_view to_key(Verdict v) {
  switch (v) {
    case Verdict::kCompleteValid:
      return "complete_valid";
    case Verdict::kCompleteInvalid:
      return "complete_invalid";
    case Verdict::kIncompleteValid:
      return "incomplete_valid";
    case Verdict::kIncompleteInvalid:
      return "incomplete_invalid";
  }
  return "";
}

namespace {

std::string cell_name(int n, int k) {
  return fmt::format("r{}c{}", k / n + 1, k % n + 1);
}

// The first digit twice among `cells`: the two cells, or {-1, -1}.
std::pair<int, int> repeated(const Grid& values, const std::vector<int>& cells) {
  for (std::size_t i = 0; i < cells.size(); ++i) {
    if (values[cells[i]] == 0) continue;
    for (std::size_t j = 0; j < i; ++j)
      if (values[cells[j]] == values[cells[i]]) return {cells[j], cells[i]};
  }
  return {-1, -1};
}

// The smallest and largest sums of `count` distinct digits of 1..n.
int least_sum(int count) {
  return count * (count + 1) / 2;
}
int most_sum(int n, int count) {
  return count * (2 * n - count + 1) / 2;
}

}  // namespace

namespace {

// Whether no digit repeats in a row, a column or a region: one pass with a
// mask of the digits seen in each (solve asks this of every puzzle of a
// batch, nearly all of which keep the rules).
bool lines_and_regions_keep(const Puzzle& p, const Grid& values) {
  // Without a branch on whether a cell is empty (an empty cell's bit is
  // 0): which cells are is data the predictor cannot learn, and its misses
  // were most of this pass's time on a batch of 17-given puzzles.
  std::array<std::uint64_t, kMaxOrder> row{}, column{}, region{};
  const int n = p.n;
  std::uint64_t clash = 0;
  for (int r = 0, k = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c, ++k) {
      const int v = values[k];
      if (v < 0 || v > kMaxOrder) return false;
      const std::uint64_t bit = v == 0 ? 0 : std::uint64_t{1} << (v - 1);
      const int g = p.region[k];
      clash |= (row[r] | column[c] | region[g]) & bit;
      row[r] |= bit;
      column[c] |= bit;
      region[g] |= bit;
    }
  }
  return clash == 0;
}

}  // namespace

Violation first_violation(const Puzzle& p, const Grid& values) {
  const int n = p.n;
  if (!p.x && p.cages.empty() && lines_and_regions_keep(p, values)) return {};
  std::vector<int> cells(static_cast<std::size_t>(n));
  // The unit's words are made only for a unit that breaks the rule: a valid
  // grid formats nothing (solve asks this of every puzzle of a batch).
  const auto twice = [&](const char* rule, const auto& where) -> std::optional<Violation> {
    const auto [a, b] = repeated(values, cells);
    if (a < 0) return std::nullopt;
    return Violation{rule,
                     fmt::format("the digit {} appears twice in {}: at {} and {}", values[a],
                                 where(), cell_name(n, a), cell_name(n, b)),
                     b};
  };
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) cells[c] = r * n + c;
    if (auto v = twice("row", [&] { return fmt::format("row {}", r + 1); })) return *v;
  }
  for (int c = 0; c < n; ++c) {
    for (int r = 0; r < n; ++r) cells[r] = r * n + c;
    if (auto v = twice("column", [&] { return fmt::format("column {}", c + 1); })) return *v;
  }
  std::vector<std::vector<int>> regions(static_cast<std::size_t>(n));
  for (int k = 0; k < n * n; ++k) regions[p.region[k]].push_back(k);
  for (int g = 0; g < n; ++g) {
    cells = regions[g];
    const int first = cells.front();
    const auto where = [&] {
      return p.jigsaw()
                 ? fmt::format("the region of {}", cell_name(n, first))
                 : fmt::format("box {} (rows {}-{}, columns {}-{})", g + 1, first / n + 1,
                               first / n + p.box_rows, first % n + 1, first % n + p.box_cols);
    };
    if (auto v = twice(p.jigsaw() ? "region" : "box", where)) return *v;
  }
  if (p.x) {
    cells.resize(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) cells[i] = i * n + i;
    if (auto v = twice("diagonal", [] { return std::string("the main diagonal"); })) return *v;
    for (int i = 0; i < n; ++i) cells[i] = i * n + (n - 1 - i);
    if (auto v = twice("diagonal", [] { return std::string("the anti-diagonal"); })) return *v;
  }
  for (const Cage& cage : p.cages) {
    cells = cage.cells;
    const int first = cage.cells.front();
    const auto where = [&] { return fmt::format("the cage at {}", cell_name(n, first)); };
    if (auto v = twice("cage", where)) return *v;
    if (cage.sum == 0) continue;
    const int size = static_cast<int>(cage.cells.size());
    if (cage.sum < least_sum(size) || cage.sum > most_sum(n, size))
      return {"cage",
              fmt::format("{} of {} cells cannot sum to {} with distinct digits 1 to {}", where(),
                          size, cage.sum, n),
              first};
    int sum = 0, empty = 0;
    for (const int k : cage.cells) {
      sum += values[k];
      empty += values[k] == 0 ? 1 : 0;
    }
    if (empty == 0 && sum != cage.sum)
      return {"cage", fmt::format("{} sums to {}, not {}", where(), sum, cage.sum), first};
    if (empty > 0 && sum + least_sum(empty) > cage.sum)
      return {"cage",
              fmt::format("{} already sums to {} with {} empty; its sum is {}", where(), sum, empty,
                          cage.sum),
              first};
  }
  return {};
}

CheckResult check(const Puzzle& p) {
  CheckResult out;
  out.where = p.where;
  const auto empty = static_cast<int>(std::count(p.givens.begin(), p.givens.end(), 0));
  out.complete = empty == 0;
  const Violation v = first_violation(p, p.givens);
  out.valid = v.rule.empty();
  out.rule = v.rule;
  if (!out.valid) {
    out.reason = v.reason;
    if (!p.places.empty())
      out.where = p.where.at(p.places[v.cell]);
    else if (p.source == Source::kLine)  // a line of cells alone: cell k is k columns on
      out.where.column += v.cell;
  } else if (out.complete) {
    out.reason = "every cell is filled and no rule is broken";
  } else {
    const auto first = std::find(p.givens.begin(), p.givens.end(), 0) - p.givens.begin();
    out.reason = fmt::format(
        "{} of {} cells are empty, the first at row {}, column {}; no given "
        "breaks a rule",
        empty, p.cells(), first / p.n + 1, first % p.n + 1);
  }
  out.verdict = out.complete
                    ? (out.valid ? Verdict::kCompleteValid : Verdict::kCompleteInvalid)
                    : (out.valid ? Verdict::kIncompleteValid : Verdict::kIncompleteInvalid);
  return out;
}

bool is_solution(const Puzzle& p, const Grid& solution) {
  if (static_cast<int>(solution.size()) != p.cells()) return false;
  for (int k = 0; k < p.cells(); ++k) {
    if (solution[k] < 1 || solution[k] > p.n) return false;
    if (p.givens[k] != 0 && p.givens[k] != solution[k]) return false;
  }
  return first_violation(p, solution).rule.empty();
}

}  // namespace deduce::puzzles::sudoku
