#include "deduce/puzzles/futoshiki/picture.h"

#include <cmath>
#include <stdexcept>

#include "deduce/svg/theme.h"

namespace deduce::puzzles::futoshiki {
namespace {

// The layout, in user units. The gap between cells is wide enough for a sign
// drawn at the weight of the digits, as in printed Futoshiki.
constexpr double kMargin = 14;
constexpr double kCell = 40;
constexpr double kGap = 18;
constexpr double kPitch = kCell + kGap;
constexpr double kDigitSize = 24;

std::string cell_name(int r, int c) {
  // Appended piece by piece: GCC 12 warns falsely (-Wrestrict) on a chain
  // that starts with a one-letter literal.
  std::string name = std::to_string(c + 1);
  name.insert(0, 1, 'c');
  name.insert(0, std::to_string(r + 1));
  name.insert(0, 1, 'r');
  return name;
}

double left(int c) {
  return kMargin + c * kPitch;
}
double top(int r) {
  return kMargin + r * kPitch;
}

class Drawing {
 public:
  Drawing(const Puzzle& p, std::span<const int> solution, std::span<const std::uint64_t> candidates,
          std::span<const std::uint8_t> highlighted)
      : p_(p), solution_(solution), candidates_(candidates), highlighted_(highlighted) {}

  svg::Picture draw() {
    const double side = 2 * kMargin + p_.n * kCell + (p_.n - 1) * kGap;
    out_.group("futoshiki", {{"data-order", std::to_string(p_.n)},
                             {"data-mode", p_.mode == Mode::kAdjacent ? "adjacent" : "unequal"}});
    cells();
    relations();
    out_.close();
    std::string title = std::string(p_.mode == Mode::kAdjacent ? "Adjacent" : "Futoshiki") + " " +
                        std::to_string(p_.n) + "\u00d7" + std::to_string(p_.n);
    if (!solution_.empty()) title += ", solution";
    return {side, side, title, out_.take()};
  }

 private:
  void cells() {
    out_.group("cells");
    for (int r = 0; r < p_.n; ++r) {
      for (int c = 0; c < p_.n; ++c) {
        const std::size_t i = static_cast<std::size_t>(r * p_.n + c);
        if (!highlighted_.empty() && highlighted_[i] != 0) {
          out_.rect(left(c), top(r), kCell, kCell, "cell",
                    {{"id", cell_name(r, c)},
                     {"data-highlight", "premise"},
                     {"fill", svg::kHighlight},
                     {"stroke", svg::kInk},
                     {"stroke-width", "1.5"}});
        } else {
          out_.rect(left(c), top(r), kCell, kCell, "cell",
                    {{"id", cell_name(r, c)},
                     {"fill", svg::kPaper},
                     {"stroke", svg::kInk},
                     {"stroke-width", "1.5"}});
        }
      }
    }
    out_.close();
    out_.group("values");
    for (int r = 0; r < p_.n; ++r) {
      for (int c = 0; c < p_.n; ++c) value(r, c);
    }
    out_.close();
  }

  void value(int r, int c) {
    const int i = r * p_.n + c;
    const double cx = left(c) + kCell / 2;
    const double baseline = top(r) + kCell / 2 + kDigitRaise * kDigitSize;
    if (p_.givens[i] != 0) {
      out_.text(cx, baseline, std::to_string(p_.givens[i]), "given",
                {{"data-cell", cell_name(r, c)},
                 {"font-size", svg::number(kDigitSize)},
                 {"font-weight", "bold"},
                 {"text-anchor", "middle"},
                 {"fill", svg::kInk}});
    } else if (!solution_.empty() && solution_[i] != 0) {
      out_.text(cx, baseline, std::to_string(solution_[i]), "solved",
                {{"data-cell", cell_name(r, c)},
                 {"font-size", svg::number(kDigitSize)},
                 {"text-anchor", "middle"},
                 {"fill", svg::kSolved}});
    } else if (!candidates_.empty()) {
      candidate_keypad(r, c, candidates_[i]);
    }
  }

  // Value d in place d-1 of a k x k keypad, so the eye finds it by position.
  void candidate_keypad(int r, int c, std::uint64_t mask) {
    const double size = std::min(11.0, candidate_box(p_.n, r, c, 1).w * 0.8);
    out_.group("candidates", {{"data-cell", cell_name(r, c)}});
    for (int d = 1; d <= p_.n; ++d) {
      if (((mask >> (d - 1)) & 1) == 0) continue;
      const Box b = candidate_box(p_.n, r, c, d);
      const double x = b.x + b.w / 2;
      const double y = b.y + b.h / 2 + kDigitRaise * size;
      out_.text(x, y, std::to_string(d), "candidate",
                {{"data-value", std::to_string(d)},
                 {"font-size", svg::number(size)},
                 {"text-anchor", "middle"},
                 {"fill", svg::kFaint}});
    }
    out_.close();
  }

  void relations() {
    out_.group(p_.mode == Mode::kAdjacent ? "bars" : "signs");
    for (int r = 0; r < p_.n; ++r) {
      for (int c = 0; c + 1 < p_.n; ++c) {
        mark(p_.right_of(r, c), /*across=*/true, left(c) + kCell + kGap / 2, top(r) + kCell / 2,
             cell_name(r, c) + " " + cell_name(r, c + 1));
      }
    }
    for (int r = 0; r + 1 < p_.n; ++r) {
      for (int c = 0; c < p_.n; ++c) {
        mark(p_.below(r, c), /*across=*/false, left(c) + kCell / 2, top(r) + kCell + kGap / 2,
             cell_name(r, c) + " " + cell_name(r + 1, c));
      }
    }
    out_.close();
  }

  // The mark of one relation centred at (x, y) in the gap between two cells
  // side by side (`across`) or one above the other.
  void mark(Relation rel, bool across, double x, double y, const std::string& between) {
    if (rel == Relation::kNone) return;
    if (rel == Relation::kAdjacent) {
      const double half = kCell * 0.3;
      if (across) {
        out_.line(x, y - half, x, y + half, "bar",
                  {{"data-between", between},
                   {"stroke", svg::kInk},
                   {"stroke-width", "4"},
                   {"stroke-linecap", "round"}});
      } else {
        out_.line(x - half, y, x + half, y, "bar",
                  {{"data-between", between},
                   {"stroke", svg::kInk},
                   {"stroke-width", "4"},
                   {"stroke-linecap", "round"}});
      }
      return;
    }
    // A chevron whose point is at the smaller cell: depth along the join,
    // spread across it.
    const double depth = kGap * 0.22;
    const double spread = kCell * 0.17;
    const double s = rel == Relation::kLess ? 1 : -1;  // +1: the point faces the first cell
    svg::PathData d;
    const char* sign;
    if (across) {
      d.move(x + s * depth, y - spread).line(x - s * depth, y).line(x + s * depth, y + spread);
      sign = rel == Relation::kLess ? "<" : ">";
    } else {
      d.move(x - spread, y + s * depth).line(x, y - s * depth).line(x + spread, y + s * depth);
      sign = rel == Relation::kLess ? "^" : "v";
    }
    out_.path(d, "sign",
              {{"data-sign", sign},
               {"data-between", between},
               {"fill", "none"},
               {"stroke", svg::kInk},
               {"stroke-width", "2.2"},
               {"stroke-linecap", "round"},
               {"stroke-linejoin", "round"}});
  }

  const Puzzle& p_;
  std::span<const int> solution_;
  std::span<const std::uint64_t> candidates_;
  std::span<const std::uint8_t> highlighted_;
  svg::Writer out_;
};

}  // namespace

Box cell_box(int r, int c) {
  return {left(c), top(r), kCell, kCell};
}

Box candidate_box(int n, int r, int c, int d) {
  const int k = static_cast<int>(std::ceil(std::sqrt(static_cast<double>(n))));
  const double inset = 3;
  const double sub = (kCell - 2 * inset) / k;
  return {left(c) + inset + ((d - 1) % k) * sub, top(r) + inset + ((d - 1) / k) * sub, sub, sub};
}

svg::Picture picture(const Puzzle& puzzle, std::span<const int> solution,
                     std::span<const std::uint64_t> candidates) {
  return picture(puzzle, solution, candidates, {});
}

svg::Picture picture(const Puzzle& puzzle, std::span<const int> solution,
                     std::span<const std::uint64_t> candidates,
                     std::span<const std::uint8_t> highlighted) {
  const auto cells = static_cast<std::size_t>(puzzle.n) * static_cast<std::size_t>(puzzle.n);
  if (!solution.empty() && solution.size() != cells) {
    throw std::invalid_argument("futoshiki::picture: the solution has " +
                                std::to_string(solution.size()) + " values for " +
                                std::to_string(cells) + " cells");
  }
  if (!candidates.empty() && candidates.size() != cells) {
    throw std::invalid_argument("futoshiki::picture: " + std::to_string(candidates.size()) +
                                " candidate masks for " + std::to_string(cells) + " cells");
  }
  if (!highlighted.empty() && highlighted.size() != cells) {
    throw std::invalid_argument("futoshiki::picture: " + std::to_string(highlighted.size()) +
                                " highlight flags for " + std::to_string(cells) + " cells");
  }
  return Drawing(puzzle, solution, candidates, highlighted).draw();
}

std::string picture_svg(const Puzzle& puzzle, std::span<const int> solution,
                        std::span<const std::uint64_t> candidates) {
  return svg::document(picture(puzzle, solution, candidates));
}

}  // namespace deduce::puzzles::futoshiki
