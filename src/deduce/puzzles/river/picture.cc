#include "deduce/puzzles/river/picture.h"

#include <algorithm>

#include "deduce/puzzles/river/format.h"
#include "deduce/svg/theme.h"

namespace deduce::puzzles::river {
namespace {

constexpr double kMargin = 14;
constexpr double kFont = 12;
constexpr double kLine = 16;     // between the lines of a bank
constexpr double kCaption = 22;  // the caption's band above the scene
constexpr double kRiver = 76;    // the river's width
constexpr double kMinBank = 84;
constexpr double kPad = 8;         // inside a bank, around its lines
constexpr double kSpacing = 14;    // between frames
constexpr double kMaxWidth = 920;  // frames per row: as many as fit in this

class Drawing {
 public:
  Drawing(const RiverPuzzle& p, const RiverModel& m, std::uint64_t start,
          const std::vector<statespace::Step>& steps)
      : p_(p), m_(m), start_(start), steps_(steps) {}

  svg::Picture draw() {
    measure();
    const std::size_t frames = steps_.size() + 1;
    const auto per_row = static_cast<std::size_t>(
        std::clamp((kMaxWidth - 2 * kMargin + kSpacing) / (width_ + kSpacing), 1.0,
                   static_cast<double>(frames)));
    const std::size_t rows = (frames + per_row - 1) / per_row;
    out_.group("storyboard", {{"data-frames", std::to_string(frames)}});
    std::uint64_t key = start_;
    for (std::size_t k = 0; k < frames; ++k) {
      const double x = kMargin + static_cast<double>(k % per_row) * (width_ + kSpacing);
      const double y = kMargin + static_cast<double>(k / per_row) * (height_ + kSpacing);
      std::string caption = "start";
      bool to_right = false;
      if (k > 0) {
        to_right = !m_.boat_on_right(key);
        caption = std::to_string(k) + ". " + describe_move(p_, m_, steps_[k - 1].action, to_right);
        key = steps_[k - 1].key;
      }
      frame(k, x, y, key, caption, k > 0, to_right);
    }
    out_.close();
    std::string title = "River crossing";
    if (!p_.title.empty()) title += ": " + p_.title;
    if (!steps_.empty()) {
      title +=
          ", " + std::to_string(steps_.size()) + (steps_.size() == 1 ? " crossing" : " crossings");
    }
    const double w = 2 * kMargin + static_cast<double>(per_row) * (width_ + kSpacing) - kSpacing;
    const double h = 2 * kMargin + static_cast<double>(rows) * (height_ + kSpacing) - kSpacing;
    return {w, h, title, out_.take()};
  }

 private:
  // One size for every frame: the widest caption and the widest bank line.
  void measure() {
    double line = 0;
    for (std::size_t i = 0; i < p_.groups.size(); ++i) {
      line = std::max(line, svg::text_width(travellers(p_, i, p_.groups[i].count), kFont));
    }
    bank_ = std::max(kMinBank, line + 2 * kPad);
    double caption = svg::text_width("start", kFont);
    std::uint64_t key = start_;
    for (std::size_t k = 0; k < steps_.size(); ++k) {
      const std::string c = std::to_string(k + 1) + ". " +
                            describe_move(p_, m_, steps_[k].action, !m_.boat_on_right(key));
      caption = std::max(caption, svg::text_width(c, kFont));
      key = steps_[k].key;
    }
    width_ = std::max(2 * bank_ + kRiver, caption + 2 * kPad);
    bank_ = (width_ - kRiver) / 2;
    scene_ = std::max(64.0, static_cast<double>(p_.groups.size()) * kLine + 2 * kPad);
    height_ = kCaption + scene_;
  }

  void frame(std::size_t k, double x, double y, std::uint64_t key, const std::string& caption,
             bool moved, bool to_right) {
    out_.group("frame", {{"data-step", std::to_string(k)}});
    out_.text(x + kPad / 2, y + kFont, caption, "caption",
              {{"font-size", svg::number(kFont)}, {"fill", svg::kInk}});
    const double top = y + kCaption;
    bank(x, top, key, false);
    out_.rect(x + bank_, top, kRiver, scene_, "river", {{"fill", svg::kWater}});
    bank(x + bank_ + kRiver, top, key, true);
    boat(x + bank_, top, m_.boat_on_right(key));
    if (moved) arrow(x + bank_, top, to_right);
    out_.rect(x, top, width_, scene_, "border",
              {{"fill", "none"}, {"stroke", svg::kInk}, {"stroke-width", "1"}});
    out_.close();
  }

  void bank(double x, double top, std::uint64_t key, bool right) {
    out_.group("bank", {{"data-side", right ? "right" : "left"}});
    out_.title(std::string(right ? "right bank: " : "left bank: ") +
               describe_bank(p_, m_, key, right));
    out_.rect(x, top, bank_, scene_, "land", {{"fill", svg::kLand}});
    double y = top + kPad + kFont;
    for (std::size_t i = 0; i < p_.groups.size(); ++i) {
      const std::int64_t count = right ? m_.right_count(key, i) : m_.left_count(key, i);
      if (count == 0) continue;
      // Lines on the right bank are set flush right, towards the frame's
      // edge, so both banks read away from the river.
      out_.text(right ? x + bank_ - kPad : x + kPad, y, travellers(p_, i, count), "travellers",
                {{"data-group", p_.groups[i].name},
                 {"data-count", std::to_string(count)},
                 {"font-size", svg::number(kFont)},
                 {"text-anchor", right ? "end" : "start"},
                 {"fill", svg::kInk}});
      y += kLine;
    }
    out_.close();
  }

  // A hull moored at the bank it is on, in the lower half of the river.
  void boat(double river_x, double top, bool right) {
    const double w = 30, h = 10;
    const double x = right ? river_x + kRiver - w - 5 : river_x + 5;
    const double y = top + scene_ * 0.62;
    svg::PathData d;
    d.move(x, y).line(x + w, y).line(x + w - 6, y + h).line(x + 6, y + h).close();
    out_.path(d, "boat", {{"data-side", right ? "right" : "left"}, {"fill", svg::kBoat}});
  }

  // The crossing just made, in the upper half of the river.
  void arrow(double river_x, double top, bool to_right) {
    const double y = top + scene_ * 0.3;
    const double a = river_x + 14, b = river_x + kRiver - 14;
    const double tip = to_right ? b : a, tail = to_right ? a : b;
    const double back = to_right ? -6 : 6;
    svg::PathData d;
    d.move(tail, y).line(tip, y).move(tip + back, y - 5).line(tip, y).line(tip + back, y + 5);
    out_.path(d, "arrow",
              {{"data-direction", to_right ? "->" : "<-"},
               {"fill", "none"},
               {"stroke", svg::kInk},
               {"stroke-width", "1.8"},
               {"stroke-linecap", "round"},
               {"stroke-linejoin", "round"}});
  }

  const RiverPuzzle& p_;
  const RiverModel& m_;
  std::uint64_t start_;
  const std::vector<statespace::Step>& steps_;
  double bank_ = 0, width_ = 0, scene_ = 0, height_ = 0;
  svg::Writer out_;
};

}  // namespace

svg::Picture storyboard(const RiverPuzzle& puzzle, const RiverModel& model, std::uint64_t start,
                        const std::vector<statespace::Step>& steps) {
  return Drawing(puzzle, model, start, steps).draw();
}

std::string storyboard_svg(const RiverPuzzle& puzzle, const RiverModel& model, std::uint64_t start,
                           const std::vector<statespace::Step>& steps) {
  return svg::document(storyboard(puzzle, model, start, steps));
}

std::vector<std::pair<std::string, std::string>> rules(const RiverPuzzle& p) {
  std::vector<std::pair<std::string, std::string>> lines;
  std::string goal = "Get everyone to the right bank";
  std::string how = p.has_cost ? ", at the least total cost." : ", in the fewest crossings.";
  std::vector<std::string> exprs;
  for (const RiverPuzzle::RuleText& r : p.rule_texts) {
    if (r.keyword == "goal") goal = "Cross until this holds on the right bank: " + r.expression;
  }
  lines.emplace_back("goal", goal + how);
  lines.emplace_back("boat", p.capacity == 1 ? std::string("The boat carries 1 traveller.")
                                             : "The boat carries 1 to " +
                                                   std::to_string(p.capacity) + " travellers.");
  if (p.rowers.empty()) {
    lines.emplace_back("rowers", "Anyone can row.");
  } else {
    std::string names;
    for (std::size_t k = 0; k < p.rowers.size(); ++k) {
      if (k > 0) names += k + 1 == p.rowers.size() ? " or " : ", ";
      names += p.groups[static_cast<std::size_t>(p.rowers[k])].name;
    }
    lines.emplace_back("rowers", "Every crossing needs a rower aboard: " + names + ".");
  }
  for (const RiverPuzzle::RuleText& r : p.rule_texts) {
    if (r.keyword == "forbid") lines.emplace_back(r.keyword, "Never on a bank: " + r.expression);
    if (r.keyword == "forbid boat")
      lines.emplace_back(r.keyword, "Never in the boat: " + r.expression);
    if (r.keyword == "cost") lines.emplace_back(r.keyword, "A crossing costs: " + r.expression);
  }
  if (!p.rule_texts.empty()) {
    lines.emplace_back("key",
                       "In a rule, a group's name is how many of it are there (on the "
                       "bank, in the boat).");
  }
  return lines;
}

svg::Picture picture(const RiverPuzzle& puzzle, const RiverModel& model) {
  const svg::Picture start = storyboard(puzzle, model, model.start(), {});
  svg::Writer out;
  out.raw(start.body);
  out.group("rules");
  double y = start.height, width = start.width;
  for (const auto& [rule, text] : rules(puzzle)) {
    y += kLine;
    out.text(kMargin, y, text, "rule",
             {{"data-rule", rule}, {"font-size", svg::number(kFont)}, {"fill", svg::kInk}});
    width = std::max(width, 2 * kMargin + svg::text_width(text, kFont));
  }
  out.close();
  return {width, y + kMargin, start.title, out.take()};
}

}  // namespace deduce::puzzles::river
