#include "deduce/puzzles/sudoku/explain_picture.h"

#include <fmt/format.h>

#include <algorithm>

#include "deduce/puzzles/sudoku/picture.h"
#include "deduce/svg/theme.h"

namespace deduce::puzzles::sudoku {
namespace {

using deduce::explain::Conclusion;

bool fits(const Puzzle& p, const Conclusion& c) {
  return c.var >= 0 && c.var < p.cells() && c.value >= 1 && c.value <= p.n;
}

std::string cell_name(const Puzzle& p, int k) {
  return fmt::format("r{}c{}", k / p.n + 1, k % p.n + 1);
}

}  // namespace

svg::Picture step_picture(const Puzzle& puzzle, const Grid& values,
                          const std::vector<std::uint64_t>& candidates,
                          const deduce::explain::Step& step, int number,
                          const std::string& caption) {
  const auto cells = static_cast<std::size_t>(puzzle.cells());
  std::vector<std::uint8_t> highlighted(cells, 0);
  for (const deduce::explain::Premise& p : step.premises)
    for (const int v : p.vars)
      if (v >= 0 && static_cast<std::size_t>(v) < cells)
        highlighted[static_cast<std::size_t>(v)] = 1;
  // A cell the step fills shows its new digit instead of its candidates.
  std::vector<std::uint64_t> shown = candidates;
  for (const Conclusion& c : step.conclusions)
    if (fits(puzzle, c) && c.kind == Conclusion::Kind::kPlace)
      shown[static_cast<std::size_t>(c.var)] = 0;
  const svg::Picture grid = picture(puzzle, values, shown, highlighted);

  svg::Writer out;
  out.group("frame", {{"data-step", std::to_string(number)}});
  out.raw(grid.body);
  out.group("conclusions");
  for (const Conclusion& c : step.conclusions) {
    if (!fits(puzzle, c)) continue;
    const std::string cell = cell_name(puzzle, c.var);
    if (c.kind == Conclusion::Kind::kPlace) {
      const CandidatePlace at = cell_place(puzzle, c.var);
      out.text(at.x, at.y + 0.365 * at.size, std::to_string(c.value), "placed",
               {{"data-cell", cell},
                {"data-value", std::to_string(c.value)},
                {"font-size", svg::number(at.size)},
                {"font-weight", "bold"},
                {"text-anchor", "middle"},
                {"fill", svg::kConclusion}});
    } else {
      const CandidatePlace at = candidate_place(puzzle, c.var, c.value);
      const double half = at.size * 0.38;
      out.line(at.x - half, at.y + half, at.x + half, at.y - half, "strike",
               {{"data-cell", cell},
                {"data-value", std::to_string(c.value)},
                {"stroke", svg::kStrike},
                {"stroke-width", "1.4"},
                {"stroke-linecap", "round"}});
    }
  }
  out.close();
  return svg::with_caption(out, grid, caption, grid.title + ", step " + std::to_string(number));
}

svg::Picture entries_picture(const Puzzle& puzzle, const Grid& grid, const std::vector<int>& wrong,
                             const std::string& caption) {
  const auto cells = static_cast<std::size_t>(puzzle.cells());
  Grid values = grid;
  values.resize(cells, 0);
  std::vector<std::uint8_t> marked(cells, 0);
  for (const int k : wrong) {
    if (k < 0 || static_cast<std::size_t>(k) >= cells) continue;
    marked[static_cast<std::size_t>(k)] = 1;
    values[static_cast<std::size_t>(k)] = 0;
  }
  const svg::Picture shown = picture(puzzle, values, std::vector<std::uint64_t>(cells, 0), marked);
  svg::Writer out;
  out.group("entries");
  out.raw(shown.body);
  for (const int k : wrong) {
    if (k < 0 || static_cast<std::size_t>(k) >= cells) continue;
    const CandidatePlace at = cell_place(puzzle, k);
    const int v = grid[static_cast<std::size_t>(k)];
    out.text(at.x, at.y + 0.365 * at.size, std::to_string(v), "wrong",
             {{"data-cell", cell_name(puzzle, k)},
              {"data-value", std::to_string(v)},
              {"font-size", svg::number(at.size)},
              {"text-anchor", "middle"},
              {"fill", svg::kStrike}});
    const double half = at.size * 0.45;
    out.line(at.x - half, at.y + half, at.x + half, at.y - half, "wrong-strike",
             {{"data-cell", cell_name(puzzle, k)},
              {"stroke", svg::kStrike},
              {"stroke-width", "1.6"},
              {"stroke-linecap", "round"}});
  }
  return svg::with_caption(out, shown, caption, shown.title + ", entries");
}

}  // namespace deduce::puzzles::sudoku
