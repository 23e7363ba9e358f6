// Floors read as rows (floor_words.h).
#include "deduce/puzzles/zebra/english/floor_words.h"

#include <algorithm>
#include <array>
#include <utility>

#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

Upright upright_places(const std::vector<std::string>& place_nouns,
                       const std::vector<std::string_view>& framing) {
  static constexpr std::array<std::string_view, 6> kStanding = {"floor", "storey", "story",
                                                                "level", "deck",   "flat"};
  static constexpr std::array<std::string_view, 3> kStacked = {"shelf", "tier", "rung"};
  const auto among = [&](const auto& nouns) {
    return std::any_of(place_nouns.begin(), place_nouns.end(), [&](const std::string& p) {
      return std::find(nouns.begin(), nouns.end(), p) != nouns.end();
    });
  };
  // Which end is 1: `1 (the top)`, `from top to bottom`, `1 (at the
  // bottom)`, `from the ground up`.
  bool top_first = false, bottom_first = false;
  for (std::string_view s : framing) {
    if (s.find("top") == std::string_view::npos && s.find("bottom") == std::string_view::npos &&
        s.find("ground") == std::string_view::npos)
      continue;
    const std::vector<Word> w = cut_words(s);
    for (std::size_t i = 0; i < w.size(); ++i) {
      const bool top = w[i].stem == "top";
      const bool bottom = w[i].stem == "bottom" || w[i].stem == "ground";
      if (!top && !bottom) continue;
      // The first of the two ends said, after `1` or `from`, is 1.
      for (std::size_t k = i; k > 0 && k + 3 > i; --k)
        if (w[k - 1].stem == "1" || w[k - 1].stem == "from" || w[k - 1].stem == "one") {
          (top ? top_first : bottom_first) = true;
          break;
        }
      if (top_first || bottom_first) break;
    }
    if (top_first || bottom_first) break;
  }
  if (among(kStanding)) return top_first ? Upright::kTopFirst : Upright::kBottomFirst;
  if (among(kStacked) && (top_first || bottom_first))
    return top_first ? Upright::kTopFirst : Upright::kBottomFirst;
  return Upright::kNo;
}

std::optional<std::string> floors_as_row(std::string_view text, Upright upright) {
  if (upright == Upright::kNo) return std::nullopt;
  if (text.find("above") == std::string_view::npos &&
      text.find("below") == std::string_view::npos &&
      text.find("beneath") == std::string_view::npos &&
      text.find("under") == std::string_view::npos && text.find("top") == std::string_view::npos &&
      text.find("bottom") == std::string_view::npos &&
      text.find("ground") == std::string_view::npos &&
      text.find("stairs") == std::string_view::npos &&
      text.find("higher") == std::string_view::npos && text.find("lower") == std::string_view::npos)
    return std::nullopt;
  // Up is `right` where 1 is the bottom. Longest first; `{up}` and
  // `{down}` are the row's words for each way. Never a bare `higher than`
  // or `under`: those compare numbers (`a higher rent than`, `under $500`).
  static constexpr std::array<SaidAs, 35> kSaid = {{
      {"on the floor directly above", "immediately to the {up} of"},
      {"on the floor immediately above", "immediately to the {up} of"},
      {"on the floor just above", "immediately to the {up} of"},
      {"on the floor directly below", "immediately to the {down} of"},
      {"on the floor immediately below", "immediately to the {down} of"},
      {"on the floor just below", "immediately to the {down} of"},
      {"floors above", "places to the {up} of"},
      {"floors below", "places to the {down} of"},
      {"storeys above", "places to the {up} of"},
      {"storeys below", "places to the {down} of"},
      {"one floor above", "immediately to the {up} of"},
      {"one floor below", "immediately to the {down} of"},
      {"directly above", "immediately to the {up} of"},
      {"immediately above", "immediately to the {up} of"},
      {"right above", "immediately to the {up} of"},
      {"just above", "immediately to the {up} of"},
      {"directly below", "immediately to the {down} of"},
      {"immediately below", "immediately to the {down} of"},
      {"right below", "immediately to the {down} of"},
      {"just below", "immediately to the {down} of"},
      {"directly beneath", "immediately to the {down} of"},
      {"directly under", "immediately to the {down} of"},
      {"on a higher floor than", "somewhere to the {up} of"},
      {"on a lower floor than", "somewhere to the {down} of"},
      {"higher up than", "somewhere to the {up} of"},
      {"lower down than", "somewhere to the {down} of"},
      {"upstairs from", "somewhere to the {up} of"},
      {"downstairs from", "somewhere to the {down} of"},
      {"above", "somewhere to the {up} of"},
      {"below", "somewhere to the {down} of"},
      {"beneath", "somewhere to the {down} of"},
      {"on the top floor", "at the {up} end"},
      {"on the bottom floor", "at the {down} end"},
      {"on the ground floor", "at the {down} end"},
      {"at the top", "at the {up} end"},
  }};
  const std::string up = upright == Upright::kBottomFirst ? "right" : "left";
  const std::string down = upright == Upright::kBottomFirst ? "left" : "right";
  return say_again(text, kSaid, [&](std::string_view row) {
    std::string in_row(row);
    if (const std::size_t at = in_row.find("{up}"); at != std::string::npos)
      in_row.replace(at, 4, up);
    if (const std::size_t at = in_row.find("{down}"); at != std::string::npos)
      in_row.replace(at, 6, down);
    return in_row;
  });
}

}  // namespace deduce::puzzles::zebra::english
