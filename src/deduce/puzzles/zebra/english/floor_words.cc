// Floors read as rows (floor_words.h).
#include "deduce/puzzles/zebra/english/floor_words.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <set>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

namespace {

// The words for places that stand on one another: always (a building's),
// or where the text says which end is 1 (a rack's).
constexpr std::array<std::string_view, 6> kStanding = {"floor", "storey", "story",
                                                       "level", "deck",   "flat"};
// (A rack's slots, a chest's drawers, bunks, pigeonholes, pegs and hooks
// on a wall: `The rack has four slots, numbered 1 (top) to 4 (bottom)`.)
constexpr std::array<std::string_view, 15> kStacked = {
    "shelf", "tier", "rung",  "slot",        "drawer", "bunk",  "pigeonhole", "cubbyhole",
    "peg",   "hook", "layer", "compartment", "locker", "crate", "box"};

// The height of a floor named `value` (the ground floor 0, a basement
// -1, the first floor 1, the top floor and an attic above every number),
// or nullopt when it names none.
std::optional<double> floor_height(std::string_view value) {
  const std::vector<Word> w = cut_words(value);
  std::size_t i = !w.empty() && w[0].stem == "the" ? 1 : 0;
  std::size_t end = w.size();
  // (`first floor`, `the top flat`, `first-floor flat`: the nouns after.)
  while (end > i + 1 &&
         (std::find(kStanding.begin(), kStanding.end(), w[end - 1].stem) != kStanding.end()))
    --end;
  if (end == i + 2 && (w[i].stem == "lower" || w[i].stem == "upper") && w[i + 1].stem == "ground")
    return w[i].stem == "lower" ? -0.5 : 0.5;
  if (end != i + 1) return std::nullopt;
  const std::string& st = w[i].stem;
  if (st == "basement" || st == "cellar") return -1;
  if (st == "ground") return 0;
  if (st == "top" || st == "attic" || st == "loft" || st == "penthouse") return 1000;
  if (const int k = ordinal_word(st); k >= 1 && end < w.size()) return k;
  return std::nullopt;
}

}  // namespace

int floors_listed(const std::vector<std::string>& values) {
  if (values.size() < 2) return 0;
  std::vector<double> h;
  for (const std::string& v : values) {
    const std::optional<double> x = floor_height(v);
    if (!x) return 0;
    h.push_back(*x);
  }
  if (std::adjacent_find(h.begin(), h.end(), std::greater_equal<>()) == h.end()) return 1;
  if (std::adjacent_find(h.begin(), h.end(), std::less_equal<>()) == h.end()) return -1;
  return 0;
}

bool below_ground(std::string_view value) {
  const std::optional<double> h = floor_height(value);
  return h && *h < 0;
}

bool stands_upright(std::string_view stem) {
  return std::find(kStanding.begin(), kStanding.end(), stem) != kStanding.end() ||
         std::find(kStacked.begin(), kStacked.end(), stem) != kStacked.end();
}

Upright upright_places(const std::vector<std::string>& place_nouns,
                       const std::vector<std::string_view>& framing) {
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
  // `The four plots run in a line up the hill`, `moored up the slip`: a
  // row on a slope stands as a column does, 1 at the foot (`down the hill`:
  // at the top).
  for (std::string_view s : framing) {
    const std::vector<Word> w = cut_words(s);
    for (std::size_t i = 0; i + 2 < w.size(); ++i)
      if ((w[i].stem == "up" || w[i].stem == "down") && w[i + 1].stem == "the" &&
          (w[i + 2].stem == "hill" || w[i + 2].stem == "slope" || w[i + 2].stem == "slip" ||
           w[i + 2].stem == "hillside" || w[i + 2].stem == "bank"))
        return w[i].stem == "up" ? Upright::kBottomFirst : Upright::kTopFirst;
  }
  if (among(kStanding)) return top_first ? Upright::kTopFirst : Upright::kBottomFirst;
  // `I stacked them one on top of another`, `piled one on top of the
  // other`: a column, whatever stands in it.
  for (std::string_view s : framing) {
    const std::vector<Word> w = cut_words(s);
    for (std::size_t i = 0; i + 3 < w.size(); ++i)
      if (w[i].stem == "one" && w[i + 1].stem == "on" && w[i + 2].stem == "top" &&
          w[i + 3].stem == "of")
        return top_first ? Upright::kTopFirst : Upright::kBottomFirst;
  }
  if (among(kStacked) && (top_first || bottom_first))
    return top_first ? Upright::kTopFirst : Upright::kBottomFirst;
  return Upright::kNo;
}

namespace {

// Up is `right` where 1 is the bottom. Longest first; `{up}` and
// `{down}` are the row's words for each way, `floor` any word of
// kStanding or kStacked. Never a bare `higher than` or `under`: those compare
// numbers (`a higher rent than`, `under $500`).
constexpr std::array<SaidAs, 49> kSaid = {{
    // (`The bowls weren't on the shelf directly above or below the lamp
    // base`: the place either side.)
    {"on the floor directly above or below", "next to"},
    {"on the floor immediately above or below", "next to"},
    {"directly above or below", "next to"},
    {"immediately above or below", "next to"},
    {"just above or below", "next to"},
    {"directly below or above", "next to"},
    {"on the floor directly above", "immediately to the {up} of"},
    {"on the floor immediately above", "immediately to the {up} of"},
    {"on the floor just above", "immediately to the {up} of"},
    {"on the floor directly below", "immediately to the {down} of"},
    {"on the floor immediately below", "immediately to the {down} of"},
    {"on the floor just below", "immediately to the {down} of"},
    {"one floor above", "immediately to the {up} of"},
    {"one floor below", "immediately to the {down} of"},
    {"floors above", "places to the {up} of"},
    {"floors below", "places to the {down} of"},
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
    // (`Crane is below the top level`: anywhere but the top, never below
    // the one with the most of a number.)
    {"below the top floor", "not at the {up} end"},
    {"beneath the top floor", "not at the {up} end"},
    {"under the top floor", "not at the {up} end"},
    {"above the bottom floor", "not at the {down} end"},
    {"above the ground floor", "not at the {down} end"},
    {"above", "somewhere to the {up} of"},
    {"below", "somewhere to the {down} of"},
    {"beneath", "somewhere to the {down} of"},
    {"on the top floor", "at the {up} end"},
    {"on the bottom floor", "at the {down} end"},
    {"on the ground floor", "at the {down} end"},
    // (`Cosmetics is at street level`: the ground floor.)
    {"at street level", "at the {down} end"},
    {"on street level", "at the {down} end"},
    {"at the top", "at the {up} end"},
    // (`The yellow kayak is in the bottom slot`: the place, never the
    // least of a list of numbers.)
    {"in the top floor", "at the {up} end"},
    {"in the bottom floor", "at the {down} end"},
    {"at the bottom", "at the {down} end"},
}};

// The sayings of kSaid with `floor` said as each noun of kStanding and
// kStacked (a level, a deck, a shelf are the same in this).
const std::vector<SaidAs>& every_noun_said() {
  static const auto kTable = [] {
    std::vector<std::pair<std::string, std::string>> texts;
    for (const SaidAs& s : kSaid) {
      const std::string text(s.first);
      const std::size_t at = text.find("floor");
      if (at == std::string::npos) {
        texts.emplace_back(text, std::string(s.second));
        continue;
      }
      for (const auto& nouns : {std::span<const std::string_view>(kStanding),
                                std::span<const std::string_view>(kStacked)})
        for (std::string_view noun : nouns)
          texts.emplace_back(text.substr(0, at) + std::string(noun) + text.substr(at + 5),
                             std::string(s.second));
    }
    return texts;
  }();
  static const std::vector<SaidAs> kViews = [] {
    std::vector<SaidAs> views;
    for (const auto& [text, as] : kTable) views.emplace_back(text, as);
    return views;
  }();
  return kViews;
}

// `one level below the top`, `two shelves above the bottom one`: the place
// counted from that end, said as a row says it (`second from the right`);
// nullopt where the text says none.
std::optional<std::string> from_an_end(std::string_view text, const std::string& up,
                                       const std::string& down) {
  static constexpr std::array<std::string_view, 9> kOrdinals = {
      "", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth"};
  const std::vector<Word> w = cut_words(text);
  for (std::size_t i = 2; i + 2 < w.size(); ++i) {
    const bool below = w[i].stem == "below" || w[i].stem == "under" || w[i].stem == "beneath";
    const bool above = w[i].stem == "above";
    if ((!below && !above) || w[i + 1].stem != "the") continue;
    const std::string& end = w[i + 2].stem;
    if (!(below && end == "top") && !(above && (end == "bottom" || end == "ground"))) continue;
    const std::string& noun = w[i - 1].stem;
    if (!stands_upright(noun)) continue;
    const double amount = w[i - 2].stem == "a" ? 1 : amount_of(w[i - 2].stem);
    if (amount < 1 || amount + 1 >= static_cast<double>(kOrdinals.size()) ||
        amount != static_cast<int>(amount))
      continue;
    std::size_t last = i + 3;
    if (last < w.size() && (w[last].stem == "one" || stands_upright(w[last].stem))) ++last;
    const std::string with = std::string(kOrdinals[static_cast<std::size_t>(amount) + 1]) +
                             " from the " + (below ? up : down);
    return replace_words(text, w, i - 2, last, with);
  }
  return std::nullopt;
}

}  // namespace

std::optional<std::string> floors_as_row(std::string_view text, Upright upright,
                                         bool floors_named) {
  if (upright == Upright::kNo) return std::nullopt;
  if (text.find("above") == std::string_view::npos &&
      text.find("below") == std::string_view::npos &&
      text.find("beneath") == std::string_view::npos &&
      text.find("under") == std::string_view::npos && text.find("top") == std::string_view::npos &&
      text.find("bottom") == std::string_view::npos &&
      text.find("ground") == std::string_view::npos &&
      text.find("street") == std::string_view::npos &&
      text.find("stairs") == std::string_view::npos &&
      text.find("higher") == std::string_view::npos && text.find("lower") == std::string_view::npos)
    return std::nullopt;
  const std::string up = upright == Upright::kBottomFirst ? "right" : "left";
  const std::string down = upright == Upright::kBottomFirst ? "left" : "right";
  if (std::optional<std::string> counted = from_an_end(text, up, down)) return counted;
  // `The yoga studio occupies the top floor`, `Barry rents the bottom
  // shelf`: a verb whose object is an end's place holds it, `on` it.
  {
    const std::vector<Word> w = cut_words(text);
    static const std::set<std::string> kNoVerb = {
        "on",      "in",    "at",   "of",   "from", "to",      "below",  "above",
        "beneath", "under", "over", "than", "near", "by",      "beside", "and",
        "or",      "but",   "is",   "was",  "are",  "were",    "be",     "been",
        "into",    "onto",  "up",   "down", "with", "without", "reach",  "reached"};
    for (std::size_t i = 1; i + 2 < w.size(); ++i)
      if (w[i].stem == "the" &&
          (w[i + 1].stem == "top" || w[i + 1].stem == "bottom" || w[i + 1].stem == "ground") &&
          !floors_named && stands_upright(w[i + 2].stem) &&
          std::islower(static_cast<unsigned char>(w[i - 1].text.front())) &&
          !kNoVerb.count(w[i - 1].stem) && w[i - 1].stem.size() >= 3) {
        std::string on(text);
        on.insert(w[i].offset, "on ");
        return floors_as_row(on, upright);
      }
  }
  // (Floors named by a list are its values: `on the top floor` is the
  // list's top floor, where the list says it is.)
  static const std::vector<SaidAs> kUnnamed = [] {
    std::vector<SaidAs> out;
    for (const SaidAs& s : every_noun_said())
      if (s.first.find("top") == std::string_view::npos &&
          s.first.find("bottom") == std::string_view::npos &&
          s.first.find("ground") == std::string_view::npos &&
          s.first.find("street") == std::string_view::npos)
        out.push_back(s);
    return out;
  }();
  return say_again(text, floors_named ? kUnnamed : every_noun_said(), [&](std::string_view row) {
    std::string in_row(row);
    if (const std::size_t at = in_row.find("{up}"); at != std::string::npos)
      in_row.replace(at, 4, up);
    if (const std::size_t at = in_row.find("{down}"); at != std::string::npos)
      in_row.replace(at, 6, down);
    return in_row;
  });
}

}  // namespace deduce::puzzles::zebra::english
