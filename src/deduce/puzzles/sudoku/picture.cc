#include "deduce/puzzles/sudoku/picture.h"

#include <fmt/format.h>

#include <algorithm>

#include "deduce/svg/theme.h"

namespace deduce::puzzles::sudoku {
namespace {

constexpr double kMargin = 12;
constexpr double kCell = 36;
constexpr double kInset = 4;  // a cage's dashed outline inside its cells

double at(int i) {
  return kMargin + i * kCell;
}

// The candidates' small squares a cell side: 2 for orders up to 4, 3 to 9 ...
int candidate_side(int n) {
  int k = 1;
  while (k * k < n) ++k;
  return k;
}

class Drawing {
 public:
  Drawing(const Puzzle& p, const Grid& solution) : p_(p), solution_(solution) {}
  Drawing(const Puzzle& p, const Grid& values, const std::vector<std::uint64_t>* candidates,
          const std::vector<std::uint8_t>* highlighted)
      : p_(p), solution_(values), candidates_(candidates), highlighted_(highlighted) {}

  svg::Picture draw() {
    const double side = 2 * kMargin + p_.n * kCell;
    out_.group("sudoku", {{"data-order", std::to_string(p_.n)}});
    out_.rect(at(0), at(0), p_.n * kCell, p_.n * kCell, "board", {{"fill", svg::kPaper}});
    if (p_.x) diagonals();
    if (highlighted_ != nullptr) premises();
    thin_lines();
    if (p_.killer) cages();
    region_lines();
    digits();
    if (candidates_ != nullptr) candidates();
    out_.close();
    std::string title = fmt::format("Sudoku {}\u00d7{}", p_.n, p_.n);
    if (p_.jigsaw()) title += " jigsaw";
    if (p_.x) title += " X";
    if (p_.killer) title += " killer";
    if (!solution_.empty()) title += ", solution";
    return {side, side, title, out_.take()};
  }

 private:
  int cell(int r, int c) const { return r * p_.n + c; }

  void diagonals() {
    out_.group("diagonals");
    for (int i = 0; i < p_.n; ++i) {
      out_.rect(at(i), at(i), kCell, kCell, "diagonal", {{"fill", "#eeeeee"}});
      if (i != p_.n - 1 - i)
        out_.rect(at(p_.n - 1 - i), at(i), kCell, kCell, "diagonal", {{"fill", "#eeeeee"}});
    }
    out_.close();
  }

  void premises() {
    out_.group("premises");
    for (int k = 0; k < p_.cells(); ++k)
      if ((*highlighted_)[static_cast<std::size_t>(k)] != 0)
        out_.rect(at(k % p_.n), at(k / p_.n), kCell, kCell, "premise",
                  {{"data-cell", cell_name(k)}, {"fill", svg::kHighlight}});
    out_.close();
  }

  void candidates() {
    out_.group("candidates");
    for (int k = 0; k < p_.cells(); ++k) {
      if (solution_[static_cast<std::size_t>(k)] != 0) continue;
      const std::uint64_t m = (*candidates_)[static_cast<std::size_t>(k)];
      for (int d = 1; d <= p_.n; ++d) {
        if (((m >> (d - 1)) & 1) == 0) continue;
        const CandidatePlace c = candidate_place(p_, k, d);
        out_.text(c.x, c.y + 0.36 * c.size * 0.8, std::to_string(d), "candidate",
                  {{"data-cell", cell_name(k)},
                   {"data-value", std::to_string(d)},
                   {"font-size", svg::number(c.size * 0.8)},
                   {"text-anchor", "middle"},
                   {"fill", svg::kFaint}});
      }
    }
    out_.close();
  }

  void thin_lines() {
    out_.group("cells");
    for (int i = 1; i < p_.n; ++i) {
      out_.line(at(i), at(0), at(i), at(p_.n), "cell-line",
                {{"stroke", svg::kRule}, {"stroke-width", "1"}});
      out_.line(at(0), at(i), at(p_.n), at(i), "cell-line",
                {{"stroke", svg::kRule}, {"stroke-width", "1"}});
    }
    out_.close();
  }

  // Thick lines where two neighbours lie in different regions, and the frame.
  void region_lines() {
    out_.group(p_.jigsaw() ? "regions" : "boxes");
    const auto thick = [&](double x1, double y1, double x2, double y2) {
      out_.line(x1, y1, x2, y2, "region-line",
                {{"stroke", svg::kInk}, {"stroke-width", "3"}, {"stroke-linecap", "square"}});
    };
    for (int r = 0; r < p_.n; ++r)
      for (int c = 0; c + 1 < p_.n; ++c)
        if (p_.region[cell(r, c)] != p_.region[cell(r, c + 1)])
          thick(at(c + 1), at(r), at(c + 1), at(r + 1));
    for (int r = 0; r + 1 < p_.n; ++r)
      for (int c = 0; c < p_.n; ++c)
        if (p_.region[cell(r, c)] != p_.region[cell(r + 1, c)])
          thick(at(c), at(r + 1), at(c + 1), at(r + 1));
    out_.rect(at(0), at(0), p_.n * kCell, p_.n * kCell, "frame",
              {{"fill", "none"}, {"stroke", svg::kInk}, {"stroke-width", "3"}});
    out_.close();
  }

  bool same_cage(int r, int c, int r2, int c2) const {
    if (r2 < 0 || c2 < 0 || r2 >= p_.n || c2 >= p_.n) return false;
    return p_.cage_of[cell(r, c)] == p_.cage_of[cell(r2, c2)];
  }

  // Each cell's sides on its cage's border, drawn inset, dashed; the lines
  // run on to the inset of a neighbour in the same cage so that outlines join.
  void cages() {
    out_.group("cages");
    const auto dash = [&](double x1, double y1, double x2, double y2) {
      out_.line(x1, y1, x2, y2, "cage-line",
                {{"stroke", svg::kFaint}, {"stroke-width", "1.2"}, {"stroke-dasharray", "3 2"}});
    };
    for (int r = 0; r < p_.n; ++r) {
      for (int c = 0; c < p_.n; ++c) {
        const double x0 = at(c), y0 = at(r), x1 = at(c + 1), y1 = at(r + 1);
        // Where a side starts and ends: at the inset, or on to the cell's edge
        // when the cage goes on that way.
        const double left = same_cage(r, c, r, c - 1) ? x0 : x0 + kInset;
        const double right = same_cage(r, c, r, c + 1) ? x1 : x1 - kInset;
        const double top = same_cage(r, c, r - 1, c) ? y0 : y0 + kInset;
        const double bottom = same_cage(r, c, r + 1, c) ? y1 : y1 - kInset;
        if (!same_cage(r, c, r - 1, c)) dash(left, y0 + kInset, right, y0 + kInset);
        if (!same_cage(r, c, r + 1, c)) dash(left, y1 - kInset, right, y1 - kInset);
        if (!same_cage(r, c, r, c - 1)) dash(x0 + kInset, top, x0 + kInset, bottom);
        if (!same_cage(r, c, r, c + 1)) dash(x1 - kInset, top, x1 - kInset, bottom);
      }
    }
    for (const Cage& cage : p_.cages) {
      if (cage.sum == 0) continue;
      const int k = cage.cells.front();
      out_.text(at(k % p_.n) + kInset + 1.5, at(k / p_.n) + kInset + 8.5, std::to_string(cage.sum),
                "cage-sum", {{"font-size", "9"}, {"fill", svg::kInk}, {"data-cell", cell_name(k)}});
    }
    out_.close();
  }

  std::string cell_name(int k) const { return fmt::format("r{}c{}", k / p_.n + 1, k % p_.n + 1); }

  void digits() {
    out_.group("values");
    const double size = p_.n > 9 ? 15 : 20;
    for (int k = 0; k < p_.cells(); ++k) {
      const double x = at(k % p_.n) + kCell / 2;
      const double y = at(k / p_.n) + kCell / 2 + 0.365 * size + (p_.killer ? 2 : 0);
      if (p_.givens[k] != 0) {
        out_.text(x, y, std::to_string(p_.givens[k]), "given",
                  {{"data-cell", cell_name(k)},
                   {"font-size", svg::number(size)},
                   {"font-weight", "bold"},
                   {"text-anchor", "middle"},
                   {"fill", svg::kInk}});
      } else if (!solution_.empty() && solution_[k] != 0) {
        out_.text(x, y, std::to_string(solution_[k]), "solved",
                  {{"data-cell", cell_name(k)},
                   {"font-size", svg::number(size)},
                   {"text-anchor", "middle"},
                   {"fill", svg::kSolved}});
      }
    }
    out_.close();
  }

  const Puzzle& p_;
  const Grid& solution_;
  const std::vector<std::uint64_t>* candidates_ = nullptr;
  const std::vector<std::uint8_t>* highlighted_ = nullptr;
  svg::Writer out_;
};

}  // namespace

svg::Picture picture(const Puzzle& p, const Grid& solution) {
  return Drawing(p, solution).draw();
}

svg::Picture picture(const Puzzle& p, const Grid& values,
                     const std::vector<std::uint64_t>& candidates,
                     const std::vector<std::uint8_t>& highlighted) {
  return Drawing(p, values, &candidates, &highlighted).draw();
}

CandidatePlace candidate_place(const Puzzle& p, int k, int d) {
  const int side = candidate_side(p.n);
  const double small = (kCell - 2 * kInset) / side;
  const double top = p.killer ? kInset + 4 : kInset;  // under a cage's sum
  const double step = p.killer ? (kCell - kInset - top) / side : small;
  return {at(k % p.n) + kInset + ((d - 1) % side + 0.5) * small,
          at(k / p.n) + top + ((d - 1) / side + 0.5) * step, std::min(small, step)};
}

CandidatePlace cell_place(const Puzzle& p, int k) {
  return {at(k % p.n) + kCell / 2, at(k / p.n) + kCell / 2, p.n > 9 ? 15.0 : 20.0};
}

}  // namespace deduce::puzzles::sudoku
