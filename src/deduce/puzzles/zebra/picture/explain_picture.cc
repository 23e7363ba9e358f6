#include "deduce/puzzles/zebra/picture/explain_picture.h"

#include <algorithm>
#include <stdexcept>

#include "deduce/puzzles/zebra/picture/picture.h"
#include "deduce/svg/theme.h"

namespace deduce::puzzles::zebra {
namespace {

constexpr double kSmall = 10;
constexpr double kPositionWidth = 13;  // one position number's place
constexpr double kSlotHeight = 38;
constexpr double kRowGap = 6;
constexpr double kColGap = 6;
constexpr double kCaptionSize = 13;
constexpr double kCaptionLine = 26;

std::uint64_t bit(int p) {
  return std::uint64_t{1} << p;
}

bool in_range(const Puzzle& p, const deduce::explain::Conclusion& c) {
  return c.var >= 0 && c.var < p.num_categories() * p.n && c.value >= 0 && c.value < p.n;
}

}  // namespace

PositionMasks start_masks(const Puzzle& puzzle) {
  const std::uint64_t full = puzzle.n >= 64 ? ~std::uint64_t{0} : bit(puzzle.n) - 1;
  PositionMasks masks(static_cast<std::size_t>(puzzle.num_categories() * puzzle.n), full);
  // `positions: none`: the first category names the entities, placed from the start.
  if (puzzle.layout == LayoutKind::kNone) {
    for (int v = 0; v < puzzle.n; ++v) masks[static_cast<std::size_t>(v)] = bit(v);
  }
  return masks;
}

void apply_step(const Puzzle& puzzle, PositionMasks& masks, const deduce::explain::Step& step) {
  for (const deduce::explain::Conclusion& c : step.conclusions) {
    if (!in_range(puzzle, c)) continue;
    const auto var = static_cast<std::size_t>(c.var);
    if (c.kind == deduce::explain::Conclusion::Kind::kPlace) {
      const std::uint64_t had = masks[var];
      const int first = c.var / puzzle.n * puzzle.n;
      for (int v = first; v < first + puzzle.n; ++v)
        masks[static_cast<std::size_t>(v)] &= ~bit(c.value);
      masks[var] = had & bit(c.value);
    } else {
      masks[var] &= ~bit(c.value);
    }
  }
}

svg::Picture step_picture(const Puzzle& puzzle, const PositionMasks& before,
                          const deduce::explain::Step& step, int number,
                          const std::string& caption) {
  const int n = puzzle.n;
  const int vars = puzzle.num_categories() * n;
  if (before.size() != static_cast<std::size_t>(vars))
    throw std::invalid_argument("zebra::step_picture: the masks do not fit the puzzle");

  std::vector<std::uint8_t> premise(static_cast<std::size_t>(vars), 0);
  for (const deduce::explain::Premise& p : step.premises) {
    for (int v : p.vars) {
      if (v >= 0 && v < vars) premise[static_cast<std::size_t>(v)] = 1;
    }
  }
  std::vector<int> placed(static_cast<std::size_t>(vars), -1);
  for (const deduce::explain::Conclusion& c : step.conclusions) {
    if (in_range(puzzle, c) && c.kind == deduce::explain::Conclusion::Kind::kPlace)
      placed[static_cast<std::size_t>(c.var)] = c.value;
  }

  double label = 0, slot = n * kPositionWidth;
  for (const Category& cat : puzzle.categories) {
    label = std::max(label, svg::text_width(cat.name, kPictureFont));
    for (const std::string& v : cat.values) slot = std::max(slot, svg::text_width(v, kPictureFont));
  }
  slot += 10;
  const double x0 = kPictureMargin + label + 10;
  const auto slot_x = [&](int value) { return x0 + value * (slot + kColGap); };
  const auto slot_y = [&](int category) {
    return kPictureMargin + category * (kSlotHeight + kRowGap);
  };
  const auto position_x = [&](int value, int p) {
    return slot_x(value) + (slot - n * kPositionWidth) / 2 + (p + 0.5) * kPositionWidth;
  };

  svg::Writer out;
  out.group("frame", {{"data-step", std::to_string(number)}});
  for (int c = 0; c < puzzle.num_categories(); ++c) {
    const Category& cat = puzzle.categories[static_cast<std::size_t>(c)];
    const double y = slot_y(c);
    out.text(
        kPictureMargin, y + kSlotHeight / 2 + kPictureFont * 0.36, cat.name, "category",
        {{"font-size", svg::number(kPictureFont)}, {"font-weight", "bold"}, {"fill", svg::kInk}});
    for (int v = 0; v < n; ++v) {
      const int var = c * n + v;
      const auto k = static_cast<std::size_t>(var);
      std::string name = cat.name;
      name += ':';
      name += cat.values[static_cast<std::size_t>(v)];
      out.group("value", {{"data-var", std::to_string(var)}, {"data-name", name}});
      if (premise[k] != 0) {
        out.rect(
            slot_x(v), y, slot, kSlotHeight, "slot",
            {{"data-highlight", "premise"}, {"fill", svg::kHighlight}, {"stroke", svg::kRule}});
      } else {
        out.rect(slot_x(v), y, slot, kSlotHeight, "slot",
                 {{"fill", svg::kPaper}, {"stroke", svg::kRule}});
      }
      out.text(slot_x(v) + slot / 2, y + 15, cat.values[static_cast<std::size_t>(v)], "name",
               {{"font-size", svg::number(kPictureFont)},
                {"text-anchor", "middle"},
                {"fill", svg::kInk}});
      const double py = y + 31;
      if (placed[k] >= 0) {
        std::string at = "at ";
        at += std::to_string(placed[k] + 1);
        out.text(slot_x(v) + slot / 2, py, at, "placed",
                 {{"data-var", std::to_string(var)},
                  {"data-position", std::to_string(placed[k] + 1)},
                  {"font-size", svg::number(kPictureFont)},
                  {"font-weight", "bold"},
                  {"text-anchor", "middle"},
                  {"fill", svg::kConclusion}});
      } else {
        for (int p = 0; p < n && p < 64; ++p) {
          if ((before[k] & bit(p)) == 0) continue;
          out.text(position_x(v, p), py, std::to_string(p + 1), "position",
                   {{"data-position", std::to_string(p + 1)},
                    {"font-size", svg::number(kSmall)},
                    {"text-anchor", "middle"},
                    {"fill", svg::kFaint}});
        }
      }
      out.close();
    }
  }
  out.group("conclusions");
  for (const deduce::explain::Conclusion& c : step.conclusions) {
    if (!in_range(puzzle, c) || c.kind != deduce::explain::Conclusion::Kind::kEliminate) continue;
    if (placed[static_cast<std::size_t>(c.var)] >= 0) continue;  // shown as "at N"
    const double x = position_x(c.var % n, c.value);
    const double y = slot_y(c.var / n) + 31 - kSmall * 0.36;
    const double half = kPositionWidth * 0.42;
    out.line(x - half, y + half, x + half, y - half, "strike",
             {{"data-var", std::to_string(c.var)},
              {"data-position", std::to_string(c.value + 1)},
              {"stroke", svg::kStrike},
              {"stroke-width", "1.6"},
              {"stroke-linecap", "round"}});
  }
  out.close();
  const double grid_height = slot_y(puzzle.num_categories()) - kRowGap + kPictureMargin;
  out.text(kPictureMargin, grid_height + kCaptionSize, caption, "caption",
           {{"font-size", svg::number(kCaptionSize)}, {"fill", svg::kInk}});
  out.close();
  const double width = std::max(slot_x(n) - kColGap + kPictureMargin,
                                2 * kPictureMargin + svg::text_width(caption, kCaptionSize));
  std::string title = "Logic grid, step ";
  title += std::to_string(number);
  return {width, grid_height + kCaptionLine, title, out.take()};
}

}  // namespace deduce::puzzles::zebra
