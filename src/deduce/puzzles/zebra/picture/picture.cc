#include "deduce/puzzles/zebra/picture/picture.h"

#include <algorithm>
#include <stdexcept>

#include "deduce/svg/theme.h"

namespace deduce::puzzles::zebra {
namespace {

constexpr double kCell = 20;
constexpr double kGap = 5;       // between a label and the grid
constexpr double kRaise = 0.36;  // a lowercase line's visual middle above its baseline, in em
constexpr double kLine = 18;     // the leading of the table and the clues

// The position axis, drawn as a category of its own ("position", values 1
// to n) where the puzzle has positions.
constexpr int kPosition = -1;

class Drawing {
 public:
  Drawing(const Puzzle& p, const Positions& solution) : p_(p), s_(solution) {
    const int c = p.num_categories();
    // With positions first: across the positions, then the last category
    // to the second; down the first to the last. Without: across the
    // first, then the last to the third; down the second to the last.
    const int first = p.layout == LayoutKind::kNone ? 0 : kPosition;
    across_.push_back(first);
    for (int k = c - 1; k >= first + 2; --k) across_.push_back(k);
    for (int k = first + 1; k < c; ++k) down_.push_back(k);
  }

  svg::Picture draw() {
    out_.group("logic-grid", {{"data-categories", std::to_string(p_.num_categories())},
                              {"data-positions", std::to_string(p_.n)}});
    double label_height = 0, label_width = 0;
    for (int k : across_) label_height = std::max(label_height, widest(k));
    for (int k : down_) label_width = std::max(label_width, widest(k));
    gx_ = kPictureMargin + kPictureFont * 1.4 + label_width + kGap;
    gy_ = kPictureMargin + kPictureFont * 1.4 + label_height + kGap;
    double width = gx_ + across_.size() * p_.n * kCell + kPictureMargin;
    double y = gy_ + down_.size() * p_.n * kCell;
    if (!down_.empty()) grid();
    y += 2 * kLine;
    const double bottom = s_.empty() ? clues(y, width) : table(y, width);
    out_.close();
    std::string title = "Logic grid";
    if (!p_.title.empty()) title += ": " + p_.title;
    if (!s_.empty()) title += ", solution";
    return {width, bottom + kPictureMargin, title, out_.take()};
  }

 private:
  double widest(int category) const {
    double w = 0;
    for (int v = 0; v < p_.n; ++v)
      w = std::max(w, svg::text_width(value(category, v), kPictureFont));
    return w;
  }

  std::string name(int category) const {
    return category == kPosition ? "position" : p_.categories[category].name;
  }
  std::string value(int category, int v) const {
    return category == kPosition ? std::to_string(v + 1) : p_.categories[category].values[v];
  }
  std::string value_ref(int category, int v) const {
    return name(category) + ":" + value(category, v);
  }
  // The solution's position of value v (a position is its own).
  int at(int category, int v) const { return category == kPosition ? v : s_[category][v]; }

  void grid() {
    const double block = p_.n * kCell;
    // Labels across: the category's name, then its values read upwards.
    for (std::size_t j = 0; j < across_.size(); ++j) {
      const int k = across_[j];
      const double x0 = gx_ + j * block;
      out_.group("labels", {{"data-category", name(k)}, {"data-side", "top"}});
      out_.text(x0 + block / 2, kPictureMargin + kPictureFont, name(k), "category",
                {{"font-size", svg::number(kPictureFont)},
                 {"font-weight", "bold"},
                 {"text-anchor", "middle"},
                 {"fill", svg::kInk}});
      for (int v = 0; v < p_.n; ++v) {
        const double x = x0 + (v + 0.5) * kCell + kRaise * kPictureFont;
        const double y = gy_ - kGap;
        out_.text(x, y, value(k, v), "value",
                  {{"font-size", svg::number(kPictureFont)},
                   {"fill", svg::kInk},
                   {"transform", "rotate(-90 " + svg::number(x) + " " + svg::number(y) + ")"}});
      }
      out_.close();
    }
    // Labels down: the category's name read upwards, then its values.
    for (std::size_t i = 0; i < down_.size(); ++i) {
      const int k = down_[i];
      const double y0 = gy_ + i * block;
      out_.group("labels", {{"data-category", name(k)}, {"data-side", "left"}});
      const double nx = kPictureMargin + kPictureFont, ny = y0 + block / 2;
      out_.text(nx, ny, name(k), "category",
                {{"font-size", svg::number(kPictureFont)},
                 {"font-weight", "bold"},
                 {"text-anchor", "middle"},
                 {"fill", svg::kInk},
                 {"transform", "rotate(-90 " + svg::number(nx) + " " + svg::number(ny) + ")"}});
      for (int v = 0; v < p_.n; ++v) {
        out_.text(gx_ - kGap, y0 + (v + 0.5) * kCell + kRaise * kPictureFont, value(k, v), "value",
                  {{"font-size", svg::number(kPictureFont)},
                   {"text-anchor", "end"},
                   {"fill", svg::kInk}});
      }
      out_.close();
    }
    // The staircase: row i pairs down_[i] with across_[0] and with the
    // categories across that come after it.
    for (std::size_t i = 0; i < down_.size(); ++i) {
      for (std::size_t j = 0; j < across_.size(); ++j) {
        if (j > 0 && across_[j] <= down_[i]) continue;
        block_at(down_[i], across_[j], gx_ + j * block, gy_ + i * block);
      }
    }
  }

  void block_at(int rows, int cols, double x0, double y0) {
    const double side = p_.n * kCell;
    out_.group("block", {{"data-rows", name(rows)}, {"data-cols", name(cols)}});
    for (int k = 1; k < p_.n; ++k) {
      out_.line(x0 + k * kCell, y0, x0 + k * kCell, y0 + side, "rule",
                {{"stroke", svg::kRule}, {"stroke-width", "0.8"}});
      out_.line(x0, y0 + k * kCell, x0 + side, y0 + k * kCell, "rule",
                {{"stroke", svg::kRule}, {"stroke-width", "0.8"}});
    }
    out_.rect(x0, y0, side, side, "frame",
              {{"fill", "none"}, {"stroke", svg::kInk}, {"stroke-width", "1.5"}});
    if (!s_.empty()) {
      for (int r = 0; r < p_.n; ++r) {
        for (int c = 0; c < p_.n; ++c) {
          mark(at(rows, r) == at(cols, c), x0 + c * kCell, y0 + r * kCell, value_ref(rows, r),
               value_ref(cols, c));
        }
      }
    }
    out_.close();
  }

  void mark(bool match, double x, double y, const std::string& row, const std::string& col) {
    if (match) {
      svg::PathData d;
      d.move(x + 0.24 * kCell, y + 0.52 * kCell)
          .line(x + 0.43 * kCell, y + 0.72 * kCell)
          .line(x + 0.78 * kCell, y + 0.28 * kCell);
      out_.path(d, "tick",
                {{"data-row", row},
                 {"data-col", col},
                 {"fill", "none"},
                 {"stroke", svg::kTick},
                 {"stroke-width", "2.4"},
                 {"stroke-linecap", "round"},
                 {"stroke-linejoin", "round"}});
      return;
    }
    const double a = 0.34 * kCell, b = 0.66 * kCell;
    out_.group("cross", {{"data-row", row}, {"data-col", col}});
    out_.line(x + a, y + a, x + b, y + b, "", {{"stroke", svg::kFaint}, {"stroke-width", "1.2"}});
    out_.line(x + a, y + b, x + b, y + a, "", {{"stroke", svg::kFaint}, {"stroke-width", "1.2"}});
    out_.close();
  }

  // Positions across, categories down; returns the bottom of the table.
  double table(double top, double& width) {
    const auto at = by_position(s_);
    double name_width = 0;
    for (const Category& c : p_.categories) {
      name_width = std::max(name_width, svg::text_width(c.name, kPictureFont));
    }
    std::vector<double> column(p_.n, 0);
    for (int pos = 0; pos < p_.n; ++pos) {
      column[pos] = svg::text_width(std::to_string(pos + 1), kPictureFont);
      for (int k = 0; k < p_.num_categories(); ++k) {
        column[pos] =
            std::max(column[pos], svg::text_width(p_.value_name({k, at[k][pos]}), kPictureFont));
      }
      column[pos] += 2 * kGap + 6;
    }
    const double x0 = kPictureMargin + name_width + 2 * kGap;
    double right = x0;
    for (double w : column) right += w;
    width = std::max(width, right + kPictureMargin);
    out_.group("solution-table");
    double x = x0;
    for (int pos = 0; pos < p_.n; ++pos) {
      out_.text(x + column[pos] / 2, top, std::to_string(pos + 1), "position",
                {{"font-size", svg::number(kPictureFont)},
                 {"font-weight", "bold"},
                 {"text-anchor", "middle"},
                 {"fill", svg::kInk}});
      x += column[pos];
    }
    out_.line(kPictureMargin, top + 6, right, top + 6, "rule",
              {{"stroke", svg::kInk}, {"stroke-width", "1"}});
    double y = top;
    for (int k = 0; k < p_.num_categories(); ++k) {
      y += kLine;
      out_.text(
          kPictureMargin, y, p_.categories[k].name, "category",
          {{"font-size", svg::number(kPictureFont)}, {"font-weight", "bold"}, {"fill", svg::kInk}});
      x = x0;
      for (int pos = 0; pos < p_.n; ++pos) {
        out_.text(x + column[pos] / 2, y, p_.value_name({k, at[k][pos]}), "entry",
                  {{"data-category", p_.categories[k].name},
                   {"data-position", std::to_string(pos + 1)},
                   {"font-size", svg::number(kPictureFont)},
                   {"text-anchor", "middle"},
                   {"fill", svg::kSolved}});
        x += column[pos];
      }
    }
    out_.close();
    return y + kLine / 2;
  }

  // The clues, labels right-aligned in a column of their own, then the
  // questions; returns the bottom.
  double clues(double top, double& width) {
    double label_width = 0;
    for (const Clue& c : p_.clues)
      label_width = std::max(label_width, svg::text_width(c.label, kPictureFont));
    const double text_x = kPictureMargin + label_width + 2 * kGap;
    out_.group("clues");
    double y = top;
    for (const Clue& c : p_.clues) {
      out_.text(text_x - 2 * kGap, y, c.label, "label",
                {{"font-size", svg::number(kPictureFont)},
                 {"font-weight", "bold"},
                 {"text-anchor", "end"},
                 {"fill", svg::kInk}});
      out_.text(
          text_x, y, c.text, "clue",
          {{"data-label", c.label}, {"font-size", svg::number(kPictureFont)}, {"fill", svg::kInk}});
      width = std::max(width, text_x + svg::text_width(c.text, kPictureFont) + kPictureMargin);
      y += kLine;
    }
    for (const Ask& a : p_.asks) {
      const std::string q = question(a);
      out_.text(text_x, y, q, "ask",
                {{"font-size", svg::number(kPictureFont)},
                 {"font-style", "italic"},
                 {"fill", svg::kInk}});
      width = std::max(width, text_x + svg::text_width(q, kPictureFont) + kPictureMargin);
      y += kLine;
    }
    out_.close();
    return y - kLine / 2;
  }

  std::string question(const Ask& a) const {
    switch (a.kind) {
      case AskKind::kPositionOf:
        return "At which position is " + p_.value_name(a.of) + "?";
      case AskKind::kCategoryAt:
        return "Which " + name(a.category) + " is at position " + std::to_string(a.at + 1) + "?";
      case AskKind::kCategoryOf:
        break;
    }
    return "Which " + name(a.category) + " goes with " + p_.value_name(a.of) + "?";
  }

  const Puzzle& p_;
  const Positions& s_;
  std::vector<int> across_, down_;
  double gx_ = 0, gy_ = 0;
  svg::Writer out_;
};

}  // namespace

svg::Picture picture(const Puzzle& puzzle, const Positions& solution) {
  if (!solution.empty()) {
    bool fits = solution.size() == puzzle.categories.size();
    for (std::size_t k = 0; fits && k < solution.size(); ++k) {
      fits = solution[k].size() == static_cast<std::size_t>(puzzle.n);
      for (int pos : solution[k]) fits = fits && pos >= 0 && pos < puzzle.n;
    }
    if (!fits) {
      throw std::invalid_argument("zebra::picture: the solution's shape does not match the puzzle");
    }
  }
  return Drawing(puzzle, solution).draw();
}

std::string picture_svg(const Puzzle& puzzle, const Positions& solution) {
  return svg::document(picture(puzzle, solution));
}

}  // namespace deduce::puzzles::zebra
