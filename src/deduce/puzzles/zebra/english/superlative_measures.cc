// What a superlative measures and which end of its list it means
// (superlatives.h): a list named by its units or its name, speeds, contests
// and money won, a stretch of time's business, heights in an order, and
// whether the largest value is meant. Finding superlatives in a sentence's
// words is superlatives.cc's.
#include "deduce/puzzles/zebra/english/superlatives.h"

#include <algorithm>
#include <array>
#include <initializer_list>
#include <set>

#include "deduce/puzzles/zebra/english/word_forms.h"

namespace deduce::puzzles::zebra::english {

bool has_unit(const NumericCategory& numeric, std::initializer_list<std::string_view> units) {
  return std::any_of(numeric.units.begin(), numeric.units.end(), [&](const std::string& u) {
    return std::find(units.begin(), units.end(), u) != units.end();
  });
}

bool named_by(const NumericCategory& numeric, const std::string& stem) {
  if (std::find(numeric.units.begin(), numeric.units.end(), stem) != numeric.units.end())
    return true;
  for (const Word& x : cut_words(numeric.name))
    if (same_root(x.stem, stem)) return true;
  return false;
}

bool period_noun(std::string_view stem) {
  static constexpr std::array<std::string_view, 9> kPeriods = {
      "day", "night", "evening", "afternoon", "morning", "week", "weekend", "shift", "session"};
  return std::find(kPeriods.begin(), kPeriods.end(), stem) != kPeriods.end();
}

bool business_measure(const NumericCategory& numeric) {
  if (in_time(numeric) || !numeric.calendar.empty() || numeric.labels) return false;
  if (has_unit(numeric, {"money"})) return true;
  return !has_unit(
      numeric, {"age",   "aged", "old",  "year",  "born",  "ordinal", "mile",   "km",    "metre",
                "meter", "m",    "foot", "ft",    "inch",  "cm",      "mm",     "yard",  "pound",
                "lb",    "kg",   "kilo", "gram",  "g",     "ounce",   "oz",     "stone", "degree",
                "mph",   "kph",  "knot", "litre", "liter", "pint",    "gallon", "ml"});
}

bool generic_superlative(std::string_view stem) {
  static constexpr std::array<std::string_view, 22> kGeneric = {
      "most",   "least", "highest", "lowest", "greatest", "biggest", "largest", "smallest",
      "fewest", "more",  "less",    "fewer",  "greater",  "higher",  "lower",   "bigger",
      "first",  "last",  "top",     "bottom", "won",      "wins"};
  return std::find(kGeneric.begin(), kGeneric.end(), stem) != kGeneric.end();
}

bool speed(const NumericCategory& numeric) {
  if (has_unit(numeric, {"mph", "kph", "kmh", "knot", "speed", "wpm", "rpm"})) return true;
  // (A list named by its speed: `their speeds were 45, 52 and 60 words a
  // minute`, where the minute is no time taken.)
  for (const Word& w : cut_words(numeric.name))
    if (w.stem == "speed" || w.stem == "speeds") return true;
  return false;
}

bool contested(const NumericCategory& numeric) {
  if (numeric.said_wins != 0) return true;
  // Nor a school's grades and classes (`fifth grade` to `eighth grade`):
  // levels one is in, not places one wins.
  if (has_unit(numeric, {"ordinal"}) && has_unit(numeric, {"grade", "class", "form"})) return false;
  // Nor numbers worn or carried (`Numbers: 12, 27, 38`, a duck's or a
  // runner's number): labels, whatever they are.
  if (const std::vector<Word> name = cut_words(numeric.name);
      !name.empty() && (name.back().stem == "number" || name.back().stem == "numbers"))
    return false;
  // Nor numbered things (`plot 3`, `Room 12`, `Row C`): labels of places,
  // where `behind` is further along.
  if (has_unit(numeric, {"numbered"})) return false;
  // (Nor numbers after a place's noun, `They tend plots 4, 9, 13 and 17`,
  // `rooms 12, 14, 21 and 23`: no one wins by a plot.)
  if (const std::vector<Word> name = cut_words(numeric.name); !name.empty()) {
    static const std::set<std::string> kPlaces = {
        "plot", "room",  "peg",   "pitch", "stall", "locker", "table", "seat", "flat",
        "bay",  "berth", "cabin", "tent",  "bed",   "desk",   "hut",   "shed", "bench"};
    if (kPlaces.count(name.back().stem) != 0) return false;
  }
  return numeric.calendar.empty() && !numeric.labels &&
         !has_unit(numeric, {"age", "aged", "old", "year", "born"});
}

bool won_money(std::string_view line_words) {
  static const std::set<std::string_view> kWon = {"won",   "win",      "wins",  "winning", "prize",
                                                  "award", "winnings", "purse", "earned",  "bonus"};
  for (const Word& w : cut_words(line_words))
    if (kWon.count(w.stem) || kWon.count(w.text)) return true;
  return false;
}

bool lower_wins(const NumericCategory& numeric) {
  if (numeric.said_wins != 0) return numeric.said_wins < 0;
  return in_time(numeric) ||
         has_unit(numeric, {"ordinal", "minute", "hour", "second", "min", "sec"});
}

bool numbers_said(const std::vector<Word>& words) {
  return std::any_of(words.begin(), words.end(),
                     [](const Word& w) { return w.stem == "number" || w.stem == "numbered"; });
}

std::optional<bool> order_height(const std::vector<Word>& words, const NumericCategory& numeric) {
  bool order = false;
  for (const Word& x : cut_words(numeric.name)) order = order || x.stem == "order";
  std::optional<bool> low;
  for (const Word& w : words) {
    if (w.stem == "low" || w.stem == "lower" || w.stem == "lowest") low = true;
    if (w.stem == "high" || w.stem == "higher" || w.stem == "highest") low = false;
  }
  if (!order || numbers_said(words) || !low) return std::nullopt;
  return *low;
}

bool upright_measure(const NumericCategory& numeric) {
  static const std::set<std::string> kUpright = {"floor", "storey", "story", "level", "deck",
                                                 "shelf", "tier",   "rung",  "step"};
  bool upright = std::any_of(numeric.units.begin(), numeric.units.end(),
                             [](const std::string& u) { return kUpright.count(u) != 0; });
  for (const Word& nw : cut_words(numeric.name)) upright = upright || kUpright.count(nw.stem) != 0;
  return upright;
}

bool means_largest(std::string_view slot, const NumericCategory& numeric) {
  // (`top` is said as `best`: of floors, the highest.)
  if (slot == "best") return upright_measure(numeric) || !lower_wins(numeric);
  if (slot == "fastest" || slot == "slowest") return (slot == "fastest") == speed(numeric);
  return slot == "most" || (slot == "oldest" && !numeric.time_point) ||
         (slot == "youngest" && numeric.time_point);
}

}  // namespace deduce::puzzles::zebra::english
