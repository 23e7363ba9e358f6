// The ordered categories of a magazine grid (numeric_categories.h): which
// lists are ordered and their numbers. Which of them a comparison in a
// sentence is over is chosen in numeric_for.cc and the steps it names.
#include "deduce/puzzles/zebra/english/numeric_categories.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <numeric>
#include <set>
#include <string>

#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/stated_orders.h"
#include "deduce/puzzles/zebra/english/superlatives.h"
#include "deduce/puzzles/zebra/english/value_numbers.h"
#include "deduce/puzzles/zebra/english/word_forms.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

// A magazine grid's category whose values are all numbers of one kind
// (value_numbers.h: `$25,000`, `1946`, `3rd`, `March`, `9:30am`, `32
// years old`) is `ordered`: its .zebra names are the numbers, in
// increasing order, and the clues may compare them.
namespace {

// `7.05` as a time of day in minutes, the British way (`8.30`): hours to
// 23, then a point and two digits to 59; nullopt otherwise.
std::optional<double> point_time(std::string_view v) {
  const std::size_t dot = v.find('.');
  if (dot == std::string_view::npos || dot == 0 || dot > 2 || v.size() != dot + 3) return {};
  int h = 0, m = 0;
  for (std::size_t i = 0; i < v.size(); ++i) {
    if (i == dot) continue;
    if (!std::isdigit(static_cast<unsigned char>(v[i]))) return {};
    (i < dot ? h : m) = (i < dot ? h : m) * 10 + (v[i] - '0');
  }
  if (h > 23 || m > 59) return {};
  return h * 60.0 + m;
}

// Whether a list of such numbers is said as times: its line speaks of
// leaving, starting or a time of day (`five trains leave ... at 7.05,
// 7.20, ...`), never of prices or lengths.
bool said_as_times(const CategoryText& c) {
  static const std::set<std::string> kCues = {
      "at", "leave", "leaves", "depart", "departure", "arrive", "start", "begin", "morning",
      "evening", "afternoon", "time", "clock", "train", "bus", "flight", "o'clock", "timetable",
      // (`Breaks are 10.15, 10.45, ...`, `slots at 9.30, ...`: a time of
      // day kept for something.)
      "break", "slot", "appointment", "session", "booking", "pickup", "lunch", "meeting", "kickoff",
      "collection"};
  if (std::none_of(c.values.begin(), c.values.end(),
                   [](const std::string& v) { return v.find('.') != std::string::npos; }))
    return false;
  for (const std::string& v : c.values)
    if (!point_time(v)) return false;
  for (const Word& w : cut_words(c.line_words))
    if (kCues.count(w.stem) || kCues.count(std::string(w.text))) return true;
  return false;
}

// Whether a list's line says its numbers count or measure something
// (`the players' ratings were 1450, 1520, ...`, `crowds of 1200, ...`):
// numbers from 1000 to 3000 are then no years.
bool counts_things(const std::string& line_words) {
  static const std::set<std::string> kCounted = {
      "rating",   "score",  "point",    "vote",  "attendance", "attendee",  "visitor",
      "ticket",   "sale",   "price",    "cost",  "fee",        "salary",    "weight",
      "height",   "length", "total",    "crowd", "calorie",    "step",      "page",
      "word",     "copy",   "member",   "mile",  "metre",      "meter",     "foot",
      "feet",     "seat",   "capacity", "entry", "spectator",  "fan",       "subscriber",
      "follower", "view",   "download", "sold",  "raised",     "collected", "donated",
      "earned",   "prize"};
  for (const Word& w : cut_words(line_words))
    if (kCounted.count(w.stem) || kCounted.count(word_root(w.stem) + "e") ||
        kCounted.count(word_root(w.stem)))
      return true;
  return false;
}

// The gap every gap between `numbers` is a multiple of, in hundredths
// (cents, 0.5 points); 0 when a number has finer parts.
double grain_of(const std::vector<std::pair<double, std::size_t>>& numbers) {
  long g = 0;
  for (std::size_t i = 1; i < numbers.size(); ++i) {
    const double gap = (numbers[i].first - numbers[0].first) * 100;
    if (std::fabs(gap - std::round(gap)) > 1e-6) return 0;
    g = std::gcd(g, std::lround(gap));
  }
  return static_cast<double>(g) / 100;
}

}  // namespace

std::vector<NumericCategory> find_numeric(std::vector<CategoryText>& categories) {
  std::vector<NumericCategory> numeric;
  for (std::size_t ci = 0; ci < categories.size(); ++ci) {
    CategoryText& c = categories[ci];
    std::vector<std::pair<double, std::size_t>> numbers;
    // One unit for all (`40, 55, 70 and 85 hours`: a bare number takes
    // the unit the others say).
    std::string unit;
    const bool times = said_as_times(c);
    // `50p, 75p, £1 or £1.25`: coins beside money are hundredths of it.
    const bool money = std::any_of(c.values.begin(), c.values.end(), [](const std::string& v) {
      const std::optional<ValueNumber> n = value_number(v);
      return n && n->unit == "money";
    });
    const auto number_of = [&](const std::string& v) {
      std::optional<ValueNumber> n = value_number(v);
      if (n && money && coin_unit(n->unit)) *n = ValueNumber{n->number / 100, "money"};
      return n;
    };
    for (std::size_t v = 0; v < c.values.size(); ++v) {
      if (times) {
        unit = "time";
        numbers.emplace_back(*point_time(c.values[v]), v);
        continue;
      }
      const std::optional<ValueNumber> n = number_of(c.values[v]);
      if (!n || (!n->unit.empty() && !unit.empty() && n->unit != unit)) break;
      if (!n->unit.empty()) unit = n->unit;
      numbers.emplace_back(n->number, v);
    }
    if (!unit.empty() && !times)
      for (std::size_t v = 0; v < numbers.size(); ++v) {
        // Only bare numbers may borrow it: `9:30am` and `10` are not one kind.
        const std::optional<ValueNumber> n = number_of(c.values[numbers[v].second]);
        if (!n->unit.empty() && n->unit != unit) numbers.clear();
        if (n->unit.empty() &&
            (unit == "time" || unit == "clock" || unit == "duration" || unit == "month" ||
             unit == "day" || unit == "date" || unit == "ordinal" || unit == "money"))
          numbers.clear();
      }
    // Words said to run along a measure (`small, medium and large, in that
    // order from smallest to largest`) are its ranks; never names
    // (`Amy, Ben and Cal, from youngest to oldest` orders the people, whose
    // own list stays names).
    const bool ranked = !c.ranked_by.empty() && numbers.size() != c.values.size() &&
                        !std::all_of(c.values.begin(), c.values.end(), [](const std::string& v) {
                          return !v.empty() && std::isupper(static_cast<unsigned char>(v.front()));
                        });
    // (Places said in order of merit are places in a contest, the best
    // first: `beat`, `the winner`, `second place` are theirs.)
    const bool merit = ranked && c.ranked_by == "merit";
    if (ranked) {
      numbers.clear();
      unit = merit ? "ordinal" : "rank";
      const std::size_t size = c.values.size();
      for (std::size_t v = 0; v < size; ++v)
        numbers.emplace_back(static_cast<double>(c.ranked_down ? size - v : v + 1), v);
    }
    // (A list with no values, which a mangled text may give, is no order.)
    if (numbers.empty() || numbers.size() != c.values.size()) continue;
    // Weekdays listed across a week's end (`Friday, Saturday, Sunday or
    // Monday`) run on: that Monday is the day after Sunday, 8, not 1.
    // So do months across a year's end (`October, November, December,
    // January and February`: that January is 13, two months after November).
    if (unit == "day" || unit == "month") {
      const double cycle = unit == "day" ? 7 : 12;
      std::vector<std::pair<double, std::size_t>> on = numbers;
      for (std::size_t v = 1; v < on.size(); ++v)
        while (on[v].first <= on[v - 1].first) on[v].first += cycle;
      if (on.back().first - on.front().first < cycle) numbers = std::move(on);
    }
    // Times without am or pm listed in order across noon (`9:00, 10:30,
    // 12:00 and 1:30`): those after the turn are the afternoon's.
    if (unit == "clock" && numbers.size() > 1 &&
        std::all_of(numbers.begin(), numbers.end(),
                    [](const auto& x) { return x.first < 13 * 60; })) {
      std::vector<std::pair<double, std::size_t>> on = numbers;
      bool turned = false;
      for (std::size_t v = 1; v < on.size(); ++v) {
        if (on[v].first < on[v - 1].first && !turned) turned = true;
        if (turned) on[v].first += 12 * 60;
      }
      if (turned && std::is_sorted(on.begin(), on.end())) numbers = std::move(on);
    }
    // Times of a night listed in order across midnight (`11pm, 1am, 2am
    // and 4am`): those after the turn are the next day's, so 11pm is the
    // first and `an hour before 2am` is 1am. Only one turn, from the
    // afternoon or evening to the morning, and the whole within a day.
    // (On a 24-hour clock too: `23:00, 23:30, 00:00, 00:30 and 01:00`.)
    const bool day_clock =
        unit == "clock" && std::any_of(numbers.begin(), numbers.end(),
                                       [](const auto& x) { return x.first >= 13 * 60; });
    if ((unit == "time" || day_clock) && numbers.size() > 1) {
      std::vector<std::pair<double, std::size_t>> on = numbers;
      std::size_t turns = 0;
      for (std::size_t v = 1; v < on.size(); ++v)
        if (numbers[v].first < numbers[v - 1].first) {
          ++turns;
          if (numbers[v - 1].first < 12 * 60 || numbers[v].first >= 12 * 60) turns = 2;
        }
      if (turns == 1) {
        bool turned = false;
        for (std::size_t v = 1; v < on.size(); ++v) {
          turned = turned || numbers[v].first < numbers[v - 1].first;
          if (turned) on[v].first += 24 * 60;
        }
        if (std::is_sorted(on.begin(), on.end()) && on.back().first - on.front().first < 24 * 60)
          numbers = std::move(on);
      }
    }
    std::sort(numbers.begin(), numbers.end());
    // `March 5, April 5, May 5 and June 5`: dates on one day of months
    // apart are those months (`1 month after` is the next of them; 31 or
    // 30 days, no one number of days).
    if (unit == "date" && numbers.size() > 1) {
      const int day = month_and_day(numbers.front().first).second;
      if (std::all_of(numbers.begin(), numbers.end(),
                      [&](const auto& x) { return month_and_day(x.first).second == day; })) {
        for (auto& x : numbers) x.first = month_and_day(x.first).first;
        unit = "month";
      }
    }
    // `on the 3rd, 10th, 17th and 24th`: ordinals a week apart within a
    // month are days of it (`a week before` is 7 of them), no places.
    if (unit == "ordinal" && numbers.size() > 1 && numbers.back().first <= 31) {
      bool weekly = true;
      for (std::size_t v = 1; v < numbers.size(); ++v) {
        const double gap = numbers[v].first - numbers[v - 1].first;
        weekly = weekly && gap >= 7 && std::fmod(gap, 7) == 0;
      }
      if (weekly) unit = "date";
      // `from the 2nd to the 6th of January` (listed_category_names.cc names it
      // `date`): days of a month too.
      if (c.name == "date") unit = "date";
    }
    if (std::adjacent_find(numbers.begin(), numbers.end(), [](const auto& x, const auto& y) {
          return x.first == y.first;
        }) != numbers.end())
      continue;
    // A list its words do not name (`... each weekday morning, at 7.05,
    // 7.20, ...`) is named by what its values are.
    // So is a list of money its words name by a preposition (`sold one big
    // item ... for $15, $20, $25 or $30`: `price`, not `for`).
    static const std::set<std::string> kNoNames = {"category", "for", "at", "on",  "in",
                                                   "of",       "by",  "to", "with"};
    const std::string own = times ? "time" : unit == "money" || coin_unit(unit) ? "price" : "";
    if (!own.empty() && kNoNames.count(c.name) &&
        std::none_of(categories.begin(), categories.end(),
                     [&](const CategoryText& o) { return o.name == own; }))
      c.name = own;
    CategoryText sorted = c;
    for (std::size_t i = 0; i < numbers.size(); ++i) {
      sorted.values[i] = c.values[numbers[i].second];
      sorted.names[i] = number_name(numbers[i].first);
    }
    c = std::move(sorted);
    NumericCategory n;
    n.name = c.name;
    const double step = numbers.size() > 1 ? numbers[1].first - numbers[0].first : 0;
    bool even = step > 0;
    for (std::size_t i = 1; i < numbers.size(); ++i)
      even = even && numbers[i].first - numbers[i - 1].first == step;
    if (even) n.step = number_name(step);
    n.span = numbers.back().first - numbers.front().first;
    n.least = numbers.front().first;
    n.grain = grain_of(numbers);
    n.index = static_cast<int>(ci);
    n.size = static_cast<int>(c.values.size());
    // (`3 times` counts: its unit is no `time`, which `What time ...?`
    // asks of times of day.)
    if (unit == "times")
      n.units.push_back("times");
    else
      for (const Word& w : cut_words(unit)) n.units.push_back(w.stem);
    // Pence alone are money too (`the cheapest`, `dearer`), counted in coins.
    if (coin_unit(unit)) n.units.push_back("money");
    n.won = (unit == "money" || coin_unit(unit)) && won_money(c.line_words);
    // Bare numbers take the unit their line counts in (`a different
    // number of nights, from 2 to 7`), and ages theirs (`their ages are
    // 34, 41, 48 and 55`: `oldest` is the most of them).
    // So do measures (`they carried 5, 8 and 12 kg rucksacks`: kg).
    static const std::set<std::string> kLineUnits = {
        "night", "day",    "week", "month", "year",  "hour",  "minute", "age",   "aged", "old",
        "page",  "second", "kg",   "kilo",  "lb",    "pound", "ounce",  "oz",    "gram", "ton",
        "stone", "km",     "mile", "metre", "meter", "foot",  "feet",   "ft",    "inch", "yard",
        "cm",    "mm",     "mph",  "kph",   "point", "litre", "liter",  "gallon"};
    if (unit.empty()) {
      const std::vector<Word> line = cut_words(c.line_words);
      for (const Word& w : line)
        if (kLineUnits.count(w.stem)) n.units.push_back(w.stem);
      // (`paid 5, 10 or 15 dollars`: money, as `$5` is.)
      if (std::any_of(line.begin(), line.end(),
                      [](const Word& w) { return currency_word(w.stem) && w.stem != "pound"; }))
        n.units.push_back("money");
      // (`how many times each of them fell over on Wednesday: 3, 5, 9 and
      // 14 times`, whose `times` the line's words keep: counts, whatever
      // day the line names.)
      bool counted = !line.empty() && line.back().text == "times";
      for (std::size_t i = 0; i + 1 < line.size(); ++i)
        counted = counted || (line[i].stem == "many" && line[i + 1].text == "times");
      if (counted) n.units.push_back("times");
      // (Scores count points: `final scores were 28, 31, ...` of `scored
      // three points more than`.)
      if (std::any_of(line.begin(), line.end(),
                      [](const Word& w) { return w.stem == "score" || w.stem == "scored"; }) &&
          !has_unit(n, {"point"}))
        n.units.push_back("point");
    }
    // `Lot 12, Lot 19 and Lot 23, which came up in that order`
    // (prose_categories.cc): an order, whatever its unit (an_order()).
    for (const Word& w : cut_words(c.line_words))
      n.said_in_order = n.said_in_order || w.stem == "order";
    if (unit == "time" || unit == "clock" || unit == "duration")
      n.units = {"am", "pm", "oclock", "minute", "hour", "second", "time"};
    // Minutes, or seconds where `a:b` goes past 24 (`32:30`) or is `a:b:c`.
    if (unit == "time") n.time_scale = 60;
    if (unit == "duration") n.time_scale = 1;
    if (unit == "clock") {
      n.time_scale = 60;
      for (const std::string& v : c.values)
        if (std::atoi(v.c_str()) > 24) n.time_scale = 1;
      // `their solving times, in minutes and seconds, were 6:40, ...`:
      // durations, which its line says; so do `finishing times`, `lap
      // times` (`the finishing times were 1:48, 2:05, ...`: a minute and 48
      // seconds, never 1:48 in the morning).
      const std::vector<Word> line = cut_words(c.line_words);
      for (std::size_t i = 0; i + 2 < line.size(); ++i)
        if (line[i].stem == "minute" && line[i + 1].stem == "and" && line[i + 2].stem == "second")
          n.time_scale = 1;
      for (std::size_t i = 0; i + 1 < line.size(); ++i)
        if ((line[i].stem == "finishing" || line[i].stem == "solving" || line[i].stem == "lap" ||
             line[i].stem == "winning" || line[i].stem == "race") &&
            line[i + 1].stem == "time")
          n.time_scale = 1;
    }
    if (unit == "month" || unit == "date") n.units = {"month", "day", "week"};
    if (unit == "day") n.units = {"day", "week"};
    n.time_point =
        unit == "time" || unit == "clock" || unit == "month" || unit == "date" || unit == "day" ||
        // (Years are never written `1,200`: that is an amount.)
        (unit.empty() && numbers.front().first >= 1000 && numbers.back().first < 3000 &&
         std::none_of(c.values.begin(), c.values.end(),
                      [](const std::string& v) { return v.find(',') != std::string::npos; }) &&
         std::all_of(numbers.begin(), numbers.end(),
                     [](const auto& x) { return x.first == std::floor(x.first); }) &&
         !counts_things(c.line_words));
    if (n.time_point && unit.empty()) n.units = {"year", "built", "made", "founded", "born"};
    if (unit == "day" || unit == "date" || unit == "month") n.calendar = unit;
    if (n.time_point && unit.empty()) n.calendar = "year";
    n.labels = n.units.empty() && numbers.front().first == 1 && step == 1 && even;
    if (ranked && !merit) {
      // Its measure's words name it (`bigger`, `the heaviest bell`); it is
      // no order in time (`in that order from lightest to heaviest`).
      n.ranked_by = c.ranked_by;
      n.said_in_order = false;
      n.units = {"rank"};
      for (std::string_view w : measure_words(c.ranked_by)) n.units.emplace_back(w);
    }
    numeric.push_back(std::move(n));
  }
  return numeric;
}

void mark_numbered(NumericCategory& numeric, const CategoryText& c) {
  if (!has_unit(numeric, {"numbered"})) numeric.units.push_back("numbered");
  for (const Word& x : cut_words(c.name))
    if (!has_unit(numeric, {x.stem})) numeric.units.push_back(x.stem);
}

void hours_said_by_clues(std::vector<NumericCategory>& numeric,
                         const std::vector<CategoryText>& categories,
                         const std::vector<std::string_view>& clues) {
  const auto clock_like = [](const std::string& v) {
    const std::size_t colon = v.find(':');
    return colon >= 1 && colon <= 2 && v.size() == colon + 3 &&
           std::all_of(v.begin(), v.end(), [&](char ch) {
             return ch == ':' || std::isdigit(static_cast<unsigned char>(ch)) != 0;
           });
  };
  // The gaps the clues say in minutes, and whether any says seconds.
  std::vector<double> minutes;
  bool seconds = false;
  for (std::string_view text : clues) {
    const std::vector<Word> w = cut_words(text);
    for (std::size_t i = 0; i + 1 < w.size(); ++i) {
      const std::string& unit = w[i + 1].stem;
      const bool digits = std::isdigit(static_cast<unsigned char>(w[i].text.front())) != 0;
      const double amount =
          digits ? std::atof(std::string(w[i].text).c_str()) : number_word(w[i].stem);
      if (amount <= 0) continue;
      if (unit == "second" || unit == "sec") seconds = true;
      if (unit == "minute" || unit == "min") minutes.push_back(amount);
    }
  }
  if (seconds || minutes.empty()) return;
  for (NumericCategory& n : numeric) {
    const CategoryText& c = categories[static_cast<std::size_t>(n.index)];
    if (n.time_scale != 1 || c.values.empty() ||
        !std::all_of(c.values.begin(), c.values.end(), clock_like))
      continue;
    const bool as_hours = std::any_of(minutes.begin(), minutes.end(),
                                      [&](double m) { return m * 60 > n.span && m <= n.span; });
    if (as_hours) n.time_scale = 60;
  }
}

}  // namespace deduce::puzzles::zebra::english
