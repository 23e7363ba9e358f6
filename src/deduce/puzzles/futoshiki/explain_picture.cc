#include "deduce/puzzles/futoshiki/explain_picture.h"

#include <algorithm>
#include <stdexcept>

#include "deduce/puzzles/futoshiki/picture.h"
#include "deduce/svg/theme.h"

namespace deduce::puzzles::futoshiki {
namespace {

constexpr double kPlacedSize = 24;

std::string cell_label(int cell, int n) {
  std::string name = std::to_string(cell % n + 1);
  name.insert(0, 1, 'c');
  name.insert(0, std::to_string(cell / n + 1));
  name.insert(0, 1, 'r');
  return name;
}

std::uint64_t bit_of(int d) {
  return std::uint64_t{1} << (d - 1);
}

void place(const Puzzle& p, PencilMarks& m, int cell, int v) {
  const int r = cell / p.n, c = cell % p.n;
  for (int k = 0; k < p.n; ++k) {
    m.candidates[static_cast<std::size_t>(r * p.n + k)] &= ~bit_of(v);
    m.candidates[static_cast<std::size_t>(k * p.n + c)] &= ~bit_of(v);
  }
  m.values[static_cast<std::size_t>(cell)] = v;
  m.candidates[static_cast<std::size_t>(cell)] = bit_of(v);
}

bool in_range(const Puzzle& p, const deduce::explain::Conclusion& c) {
  return c.var >= 0 && c.var < p.n * p.n && c.value >= 1 && c.value <= p.n;
}

}  // namespace

PencilMarks start_marks(const Puzzle& puzzle) {
  const auto cells = static_cast<std::size_t>(puzzle.n * puzzle.n);
  const std::uint64_t full = puzzle.n >= 64 ? ~std::uint64_t{0} : bit_of(puzzle.n + 1) - 1;
  PencilMarks m{std::vector<int>(cells, 0), std::vector<std::uint64_t>(cells, full)};
  for (std::size_t i = 0; i < cells && i < puzzle.givens.size(); ++i) {
    const int v = puzzle.givens[i];
    if (v >= 1 && v <= puzzle.n) place(puzzle, m, static_cast<int>(i), v);
  }
  return m;
}

PencilMarks entered_marks(const Puzzle& puzzle, std::span<const int> grid) {
  PencilMarks m = start_marks(puzzle);
  for (std::size_t i = 0; i < m.values.size() && i < grid.size(); ++i) {
    const int v = grid[i];
    if (m.values[i] == 0 && v >= 1 && v <= puzzle.n) place(puzzle, m, static_cast<int>(i), v);
  }
  return m;
}

void apply_step(const Puzzle& puzzle, PencilMarks& marks, const deduce::explain::Step& step) {
  for (const deduce::explain::Conclusion& c : step.conclusions) {
    if (!in_range(puzzle, c)) continue;
    if (c.kind == deduce::explain::Conclusion::Kind::kPlace) {
      place(puzzle, marks, c.var, c.value);
    } else {
      marks.candidates[static_cast<std::size_t>(c.var)] &= ~bit_of(c.value);
    }
  }
}

svg::Picture step_picture(const Puzzle& puzzle, const PencilMarks& before,
                          const deduce::explain::Step& step, int number,
                          const std::string& caption) {
  const int n = puzzle.n;
  const auto cells = static_cast<std::size_t>(n * n);
  if (before.values.size() != cells || before.candidates.size() != cells)
    throw std::invalid_argument("futoshiki::step_picture: the marks do not fit the grid");

  std::vector<std::uint8_t> highlighted(cells, 0);
  for (const deduce::explain::Premise& p : step.premises) {
    if (p.kind != deduce::explain::Premise::Kind::kCell) continue;
    for (int v : p.vars) {
      if (v >= 0 && static_cast<std::size_t>(v) < cells)
        highlighted[static_cast<std::size_t>(v)] = 1;
    }
  }
  // A cell the step fills shows its new value instead of its candidates.
  std::vector<std::uint64_t> candidates = before.candidates;
  for (const deduce::explain::Conclusion& c : step.conclusions) {
    if (in_range(puzzle, c) && c.kind == deduce::explain::Conclusion::Kind::kPlace)
      candidates[static_cast<std::size_t>(c.var)] = 0;
  }
  const svg::Picture grid = picture(puzzle, before.values, candidates, highlighted);

  svg::Writer out;
  out.group("frame", {{"data-step", std::to_string(number)}});
  out.raw(grid.body);
  out.group("conclusions");
  for (const deduce::explain::Conclusion& c : step.conclusions) {
    if (!in_range(puzzle, c)) continue;
    const int r = c.var / n, col = c.var % n;
    if (c.kind == deduce::explain::Conclusion::Kind::kPlace) {
      const Box b = cell_box(r, col);
      out.text(b.x + b.w / 2, b.y + b.h / 2 + kDigitRaise * kPlacedSize, std::to_string(c.value),
               "placed",
               {{"data-cell", cell_label(c.var, n)},
                {"data-value", std::to_string(c.value)},
                {"font-size", svg::number(kPlacedSize)},
                {"font-weight", "bold"},
                {"text-anchor", "middle"},
                {"fill", svg::kConclusion}});
    } else {
      const Box b = candidate_box(n, r, col, c.value);
      const double in = b.w * 0.12;
      out.line(b.x + in, b.y + b.h - in, b.x + b.w - in, b.y + in, "strike",
               {{"data-cell", cell_label(c.var, n)},
                {"data-value", std::to_string(c.value)},
                {"stroke", svg::kStrike},
                {"stroke-width", "1.6"},
                {"stroke-linecap", "round"}});
    }
  }
  out.close();
  std::string title = grid.title;
  title += ", step ";
  title += std::to_string(number);
  return svg::with_caption(out, grid, caption, std::move(title));
}

svg::Picture entries_picture(const Puzzle& puzzle, std::span<const int> grid,
                             std::span<const int> wrong, const std::string& caption) {
  const int n = puzzle.n;
  const auto cells = static_cast<std::size_t>(n * n);
  if (grid.size() != cells)
    throw std::invalid_argument("futoshiki::entries_picture: the entries do not fit the grid");
  // Right entries are drawn as values; wrong ones are left out of the grid
  // and drawn over it in red, struck through.
  std::vector<int> values(grid.begin(), grid.end());
  std::vector<std::uint8_t> highlighted(cells, 0);
  for (int w : wrong) {
    if (w < 0 || static_cast<std::size_t>(w) >= cells) continue;
    values[static_cast<std::size_t>(w)] = 0;
    highlighted[static_cast<std::size_t>(w)] = 1;
  }
  const svg::Picture drawn = picture(puzzle, values, {}, highlighted);

  svg::Writer out;
  out.group("entries");
  out.raw(drawn.body);
  for (int w : wrong) {
    if (w < 0 || static_cast<std::size_t>(w) >= cells) continue;
    const int v = grid[static_cast<std::size_t>(w)];
    if (puzzle.givens[static_cast<std::size_t>(w)] != 0) continue;  // drawn as the given
    const Box b = cell_box(w / n, w % n);
    out.text(b.x + b.w / 2, b.y + b.h / 2 + kDigitRaise * kPlacedSize, std::to_string(v), "wrong",
             {{"data-cell", cell_label(w, n)},
              {"data-value", std::to_string(v)},
              {"font-size", svg::number(kPlacedSize)},
              {"font-weight", "bold"},
              {"text-anchor", "middle"},
              {"fill", svg::kStrike}});
    const double in = b.w * 0.22;
    out.line(b.x + in, b.y + b.h - in, b.x + b.w - in, b.y + in, "wrong-strike",
             {{"data-cell", cell_label(w, n)},
              {"stroke", svg::kStrike},
              {"stroke-width", "2"},
              {"stroke-linecap", "round"}});
  }
  return svg::with_caption(out, drawn, caption, drawn.title + ", entries");
}

}  // namespace deduce::puzzles::futoshiki
