// The ordered categories of a magazine grid (numeric_categories.h).
#include "deduce/puzzles/zebra/english/numeric_categories.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <initializer_list>
#include <numeric>
#include <set>
#include <string>

#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/superlatives.h"
#include "deduce/puzzles/zebra/english/value_numbers.h"
#include "deduce/puzzles/zebra/english/word_forms.h"

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
      "at",    "leave", "leaves",  "depart",  "departure", "arrive",
      "start", "begin", "morning", "evening", "afternoon", "time",
      "clock", "train", "bus",     "flight",  "o'clock",   "timetable"};
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
    const auto coin = [](const std::string& u) {
      return u == "p" || u == "c" || u == "pence" || u == "penny" || u == "cent";
    };
    const bool money = std::any_of(c.values.begin(), c.values.end(), [](const std::string& v) {
      const std::optional<ValueNumber> n = value_number(v);
      return n && n->unit == "money";
    });
    const auto number_of = [&](const std::string& v) {
      std::optional<ValueNumber> n = value_number(v);
      if (n && money && coin(n->unit)) *n = ValueNumber{n->number / 100, "money"};
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
    std::sort(numbers.begin(), numbers.end());
    // `on the 3rd, 10th, 17th and 24th`: ordinals a week apart within a
    // month are days of it (`a week before` is 7 of them), no places.
    if (unit == "ordinal" && numbers.size() > 1 && numbers.back().first <= 31) {
      bool weekly = true;
      for (std::size_t v = 1; v < numbers.size(); ++v) {
        const double gap = numbers[v].first - numbers[v - 1].first;
        weekly = weekly && gap >= 7 && std::fmod(gap, 7) == 0;
      }
      if (weekly) unit = "date";
      // `from the 2nd to the 6th of January` (listed_categories.cc names it `date`):
      // days of a month too.
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
    const std::string own = times ? "time" : unit == "money" || coin(unit) ? "price" : "";
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
    if (coin(unit)) n.units.push_back("money");
    // Bare numbers take the unit their line counts in (`a different
    // number of nights, from 2 to 7`), and ages theirs (`their ages are
    // 34, 41, 48 and 55`: `oldest` is the most of them).
    // So do measures (`they carried 5, 8 and 12 kg rucksacks`: kg).
    static const std::set<std::string> kLineUnits = {
        "night", "day",    "week", "month", "year",  "hour",  "minute", "age",   "aged", "old",
        "page",  "second", "kg",   "kilo",  "lb",    "pound", "ounce",  "oz",    "gram", "ton",
        "stone", "km",     "mile", "metre", "meter", "foot",  "feet",   "ft",    "inch", "yard",
        "cm",    "mm",     "mph",  "kph",   "point", "litre", "liter",  "gallon"};
    if (unit.empty())
      for (const Word& w : cut_words(c.line_words))
        if (kLineUnits.count(w.stem)) n.units.push_back(w.stem);
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
    numeric.push_back(std::move(n));
  }
  return numeric;
}

namespace {

// Whether a list is an order's numbers by its name (`Batting order: No. 1,
// No. 2, ...`).
bool an_order(const NumericCategory& n) {
  const std::vector<Word> name = cut_words(n.name);
  return n.said_in_order ||
         std::any_of(name.begin(), name.end(), [](const Word& x) { return x.stem == "order"; });
}

}  // namespace

// The numeric categories a comparison in `words` may be over: the one
// there is; of several, those whose line's words the sentence uses
// (`stop`, `price`) or, for one written with `$`, a `$` or a word of
// money_words(); else all (the sentence then reads two ways).
std::vector<NumericCategory> numeric_for(std::string_view text, const std::vector<Word>& words,
                                         const SentenceValues& values,
                                         const std::vector<NumericCategory>& numeric,
                                         const std::vector<CategoryText>& categories) {
  if (numeric.empty()) return numeric;
  // `came up before`, `arrived later`: an order in time, never of money
  // (`The barometer came up before the writing desk` where only prices
  // are numbers says nothing of prices).
  const bool in_time = std::any_of(words.begin(), words.end(), [](const Word& w) {
    return w.stem == "before" || w.stem == "after" || w.stem == "earlier" || w.stem == "later" ||
           w.stem == "sooner" || w.stem == "earliest" || w.stem == "latest" ||
           w.stem == "preceded" || w.stem == "precede" || w.stem == "precedes";
  });
  // `earlier in the day` is a time of day; `later in the week` a weekday
  // or a date, `in the month` a date, `in the year` a month or a date: the
  // span says which order, whatever else the sentence names.
  // (Read in the text as written: the words read may have left the span
  // out, word_forms.h without_span.)
  const std::string span = span_said(cut_words(text));
  const auto in_span = [&](const NumericCategory& n) {
    if (span == "day") return n.time_point && n.calendar.empty();
    if (span == "week") return n.calendar == "day" || n.calendar == "date";
    if (span == "month") return n.calendar == "date";
    return n.calendar == "month" || n.calendar == "date";  // the year
  };
  // Numbered things (`plot 3`, `Room 12`) are compared only where the
  // sentence says so (`a lower-numbered plot`, `a higher room number`).
  const auto said_numbered = [&](const NumericCategory& n) {
    if (std::find(n.units.begin(), n.units.end(), "numbered") == n.units.end()) return true;
    // Decks and floors stand upright: `lower than the kayaker's` of decks
    // 3 to 7 is a lower deck.
    static constexpr std::string_view kStanding[] = {"floor", "storey", "story", "level", "deck"};
    const bool standing = std::any_of(n.units.begin(), n.units.end(), [](const std::string& u) {
      return std::find(std::begin(kStanding), std::end(kStanding), u) != std::end(kStanding);
    });
    if (standing && std::any_of(words.begin(), words.end(), [](const Word& w) {
          return w.stem == "higher" || w.stem == "lower" || w.stem == "above" ||
                 w.stem == "below" || w.stem == "highest" || w.stem == "lowest";
        }))
      return true;
    // `day 2, day 3, ...` are times: `earlier`, `the day after` say them;
    // so is an order's `No. 1, No. 2, ...` (`Batting order`: `Ed batted
    // after Aarav`).
    if (in_time && std::any_of(n.units.begin(), n.units.end(), [](const std::string& u) {
          return u == "day" || u == "week" || u == "night" || u == "month" || u == "year";
        }))
      return true;
    if (in_time && an_order(n)) return true;
    // School years (`Year 7`, `Year 8`, ...): the youngest student is in
    // the lowest, an older one in a higher year.
    if (std::find(n.units.begin(), n.units.end(), "year") != n.units.end() &&
        std::any_of(words.begin(), words.end(), [](const Word& w) {
          return w.stem == "youngest" || w.stem == "oldest" || w.stem == "younger" ||
                 w.stem == "older";
        }))
      return true;
    return std::any_of(words.begin(), words.end(), [&](const Word& w) {
      return w.stem == "number" || w.stem == "numbered" ||
             (std::find(n.units.begin(), n.units.end(), w.stem) != n.units.end() &&
              !values.covered(static_cast<std::size_t>(&w - words.data())));
    });
  };
  const auto in_order = [](const NumericCategory& n) {
    return n.time_point || n.time_scale != 0 || n.labels ||
           has_unit(n, {"ordinal", "numbered", "age", "aged", "old", "year", "day", "week", "night",
                        "month", "hour", "minute"});
  };
  // `admitted three more patients`, `fewer hints`: a count of things,
  // never a point in time (a weekday, a month, an hour, a year), unless
  // the sentence says the calendar's unit (`three more days`).
  const bool counts = !in_time && std::any_of(words.begin(), words.end(), [](const Word& w) {
    return w.stem == "more" || w.stem == "fewer" || w.stem == "less";
  });
  const auto unit_said = [&](const NumericCategory& n) {
    return std::any_of(words.begin(), words.end(), [&](const Word& w) {
      return std::find(n.units.begin(), n.units.end(), w.stem) != n.units.end();
    });
  };
  // `3 more catches than`, `made the most catches`: what is counted, a
  // noun in the plural after the comparison; no age is counted so (ages
  // are counted in years).
  std::string counted;
  for (std::size_t i = 0; i + 1 < words.size() && counted.empty(); ++i)
    if ((words[i].stem == "more" || words[i].stem == "fewer" || words[i].stem == "less" ||
         words[i].stem == "most" || words[i].stem == "fewest" || words[i].stem == "least") &&
        !values.covered(i + 1) && words[i + 1].stem != "than" && words[i + 1].text.size() > 3 &&
        words[i + 1].text.back() == 's' &&
        std::islower(static_cast<unsigned char>(words[i + 1].text.front())))
      counted = words[i + 1].stem;
  const auto not_counted = [&](const NumericCategory& n) {
    return !counted.empty() && has_unit(n, {"age", "aged", "old"}) && counted != "year" &&
           counted != "month" && counted != "week" && counted != "day";
  };
  std::vector<NumericCategory> pool, spanned;
  for (const NumericCategory& n : numeric)
    if ((!counts || !n.time_point || unit_said(n)) && !not_counted(n) &&
        (!in_time ||
         (std::find(n.units.begin(), n.units.end(), "money") == n.units.end() && in_order(n))) &&
        said_numbered(n)) {
      pool.push_back(n);
      if (!span.empty() && in_span(n)) spanned.push_back(n);
    }
  // (Where no list is of that kind, `earlier in the day` of periods of a
  // school day, the other words choose.)
  if (!spanned.empty()) return spanned;
  // Money is said by an amount that is no value (`$5 more`; `the $55
  // ticket` names a value) or by a word of money.
  bool money = false, signed_amount = false;
  for (std::size_t i = 0; i < words.size(); ++i) {
    const std::size_t at = words[i].offset;
    const bool sign =
        (at >= 1 && text[at - 1] == '$') ||
        (at >= 2 && (text.substr(at - 2, 2) == "£" || text.substr(at - 2, 2) == "€")) ||
        (at >= 3 && text.substr(at - 3, 3) == "€");
    // (`$40 less` is an amount though $40 is a value too.)
    const bool compared =
        i + 1 < words.size() && (words[i + 1].stem == "less" || words[i + 1].stem == "more" ||
                                 words[i + 1].stem == "cheaper" || words[i + 1].stem == "dearer" ||
                                 words[i + 1].stem == "higher" || words[i + 1].stem == "lower");
    signed_amount = signed_amount || (sign && (!values.covered(i) || compared));
    money = money || signed_amount;
    // (Not a value's own word: `the Morgan dollar is older` of coins.)
    if (!values.covered(i))
      for (std::string_view m : money_words()) money = money || words[i].stem == m;
    // `sold for more than`, `went for the lowest price`: a sale's price.
    if (i > 0 && words[i].stem == "for") {
      const std::string& verb = words[i - 1].stem;
      money = money || verb == "sold" || verb == "sell" || verb == "went" || verb == "go" ||
              verb == "bought" || verb == "auctioned";
      // `asked more for his jars`, `wanted £5 less for it`: a price.
      if (i > 1 && (verb == "more" || verb == "less" || amount_of(verb) != 0)) {
        const std::string& asked = words[i - 2].stem;
        money = money || asked == "asked" || asked == "ask" || asked == "wanted" ||
                asked == "want" || asked == "charged" || asked == "charge";
      }
    }
    // `How much did Dwight's sale bring in?` asks a sum of money.
    // (Not `How much fruit did Agnes use?`: the noun says what is asked.)
    money =
        money ||
        (i > 0 && words[i].stem == "much" && words[i - 1].stem == "how" &&
         (i + 1 == words.size() || words[i + 1].stem == "did" || words[i + 1].stem == "doe" ||
          words[i + 1].stem == "does" || words[i + 1].stem == "do" || words[i + 1].stem == "is" ||
          words[i + 1].stem == "was" || words[i + 1].stem == "wa" || words[i + 1].stem == "were" ||
          words[i + 1].stem == "are" || words[i + 1].stem == "had" || words[i + 1].stem == "has" ||
          values.covered(i + 1)));
  }
  // A value's own words say nothing of what is compared: those it covers,
  // and those hyphened to a number (`The 29-year-old finished ahead`).
  std::vector<bool> own(words.size());
  for (std::size_t i = 0; i < words.size(); ++i) {
    const bool hyphened = i > 0 &&
                          words[i - 1].offset + words[i - 1].text.size() + 1 == words[i].offset &&
                          text[words[i].offset - 1] == '-';
    own[i] = values.covered(i) ||
             (hyphened &&
              (own[i - 1] || std::isdigit(static_cast<unsigned char>(words[i - 1].text.front()))));
  }
  // `Last bus of the morning`, `the first act of the evening`: a span of
  // time that an end is of, never a list's word (`Four morning buses`).
  bool end_of_span = false;
  for (std::size_t i = 2; i < words.size(); ++i) {
    static const std::set<std::string> kSpans = {"morning", "afternoon", "evening", "day",
                                                 "night",   "week",      "weekend", "season"};
    if (!kSpans.count(words[i].stem) || words[i - 1].stem != "the" || words[i - 2].stem != "of")
      continue;
    for (std::size_t k = i >= 6 ? i - 6 : 0; k + 2 < i; ++k)
      if (words[k].stem == "first" || words[k].stem == "last" || superlative_word(words[k].stem)) {
        own[i] = true;
        end_of_span = end_of_span || words[k].stem == "first" || words[k].stem == "last";
      }
  }
  // `the runner aged 29`: `aged` is the value's; so is a noun just before
  // a number that is a value (`the platform 3 train`).
  for (std::size_t i = 0; i + 1 < words.size(); ++i)
    if (((words[i].stem == "aged" || words[i].stem == "age") ||
         std::isdigit(static_cast<unsigned char>(words[i + 1].text.front()))) &&
        values.covered(i + 1) && !values.covered(i))
      own[i] = true;
  // `the skater in #7`, `the man with the dog`: the noun of the one a
  // value picks out names whom it is, not what is compared (`skater`
  // says nothing of the jerseys a line says they skate in).
  for (std::size_t i = 0; i + 2 < words.size(); ++i)
    if (!values.covered(i) &&
        (values.covered(i + 2) ||
         (i + 3 < words.size() && values.covered(i + 3) &&
          (words[i + 2].stem == "the" || words[i + 2].stem == "a" || words[i + 2].stem == "an"))) &&
        (words[i + 1].stem == "in" || words[i + 1].stem == "with" ||
         words[i + 1].stem == "wearing") &&
        std::isalpha(static_cast<unsigned char>(words[i].text.front())) && i > 0 &&
        words[i - 1].stem == "the")
      own[i] = true;
  std::vector<std::string> roots;
  roots.reserve(words.size());
  // (`outscored` says `scores` as `scored` does, `outsold` the list of
  // what was sold.)
  for (const Word& w : words)
    roots.push_back(word_root(w.stem.size() >= 7 && w.stem.starts_with("out")
                                  ? std::string_view(w.stem).substr(3)
                                  : std::string_view(w.stem)));
  std::vector<NumericCategory> out;
  // Money said (`$1,500 more`) is compared over money only: a list of
  // amounts (`$25`) or one headed by a word of money (`Prices: 25, 30`).
  if (money) {
    for (const NumericCategory& n : pool) {
      const auto c = std::find_if(categories.begin(), categories.end(),
                                  [&](const CategoryText& t) { return t.name == n.name; });
      bool of_money = std::find(n.units.begin(), n.units.end(), "money") != n.units.end();
      for (const Word& lw : cut_words(c->line_words))
        for (std::string_view m : money_words()) of_money = of_money || lw.stem == m;
      if (of_money) out.push_back(n);
    }
    // An amount with its sign (`$5 more`) is money or nothing; a word of
    // money where no list says money (`paid 2 pounds more`, of a list
    // `paying 3 pounds, 5 pounds, ...`) leaves the other words to choose.
    if (!out.empty() || signed_amount) return out;
  }
  for (const NumericCategory& n : pool) {
    const auto c = std::find_if(categories.begin(), categories.end(),
                                [&](const CategoryText& t) { return t.name == n.name; });
    bool used = money && (c->values.front().starts_with("$") ||
                          c->values.front().starts_with("£") || c->values.front().starts_with("€"));
    // `scored` says `Scores`, `priced` says `Prices`.
    // `scored` and `scoring` are the line's `score`.
    // Not by the words every line has (`the`, `of`, `four`), nor by a
    // value's own words (`The 29-year-old finished ahead of ...` says
    // nothing of years).
    // Nor by a word another list's line says too (`players' ratings` and
    // `The players were`: `player` names whose rating it is), but for the
    // list's own name (`papers` of a list `paper` beside `paper rounds`).
    const auto elsewhere = [&](const std::string& stem) {
      return std::any_of(categories.begin(), categories.end(), [&](const CategoryText& o) {
        if (&o == &*c) return false;
        if (same_root(o.name, stem)) return true;
        for (const Word& ow : cut_words(o.line_words))
          if (ow.stem == stem) return true;
        return false;
      });
    };
    for (const Word& lw : cut_words(c->line_words)) {
      if (used || frame_word(lw.stem) || number_word(lw.stem) != 0 || lw.stem.size() < 3) continue;
      // (The sentence's words' roots are cut once: this runs for every
      // sentence and every ordered list.)
      const std::string line_root = word_root(lw.stem);
      bool said = false;
      for (std::size_t i = 0; i < words.size() && !said; ++i)
        said = !own[i] &&
               (words[i].stem == lw.stem || (line_root.size() >= 3 && roots[i] == line_root));
      if (said && !(elsewhere(lw.stem) && !same_root(c->name, lw.stem))) used = true;
    }
    for (const std::string& u : n.units)
      for (std::size_t i = 0; i < words.size(); ++i) used = used || (!own[i] && words[i].stem == u);
    if (used) out.push_back(n);
  }
  // `picked 1 kg less than the Adeyemi family`: an amount said in a unit
  // one list has is of that list (never the children's numbers, which
  // `family` names). Only a unit of weight, length or volume: `points`
  // may be a rating's (`rated 70 points above`) as well as a score's.
  static const std::set<std::string> kMeasures = {
      "kg",    "kilo", "g",    "gram", "lb",    "ounce", "oz",    "ton",    "tonne",
      "stone", "km",   "m",    "cm",   "mm",    "metre", "meter", "mile",   "foot",
      "feet",  "ft",   "inch", "yard", "litre", "liter", "ml",    "gallon", "pint"};
  for (std::size_t i = 0; i + 1 < words.size() && out.size() > 1; ++i) {
    if (amount_of(words[i].stem) == 0 || !kMeasures.count(words[i + 1].stem)) continue;
    const std::string& unit = words[i + 1].stem;
    std::vector<NumericCategory> kept;
    for (const NumericCategory& n : out)
      if (std::find(n.units.begin(), n.units.end(), unit) != n.units.end()) kept.push_back(n);
    if (!kept.empty()) out = std::move(kept);
  }
  // Still several: the sentence's comparative tells what it measures
  // (`oldest` an age or a date, `heaviest` a weight, `cheapest` money).
  struct Cue {
    std::vector<std::string_view> words, units;
    bool time_point;
  };
  static const std::vector<Cue> kCues = {
      {{"old", "older", "oldest", "young", "younger", "youngest", "age", "aged", "newer", "newest"},
       {"year", "old", "age", "aged", "week"},
       true},
      {{"heavy", "heavier", "heaviest", "light", "lighter", "lightest", "weigh", "weighed",
        "outweighed"},
       {"pound", "lb", "kg", "kilo", "ounce", "oz", "gram", "g", "ton", "stone"},
       false},
      {{"cheap", "cheaper", "cheapest", "dear", "dearer", "dearest", "expensive", "cost", "paid",
        "price", "pricier", "priciest"},
       {"money"},
       false},
      {{"long",    "longer",   "longest",   "short",     "shorter",  "shortest",  "tall",
        "taller",  "tallest",  "far",       "farther",   "farthest", "further",   "furthest",
        "wide",    "wider",    "widest",    "narrow",    "narrower", "narrowest", "thick",
        "thicker", "thickest", "thin",      "thinner",   "thinnest", "deep",      "deeper",
        "deepest", "shallow",  "shallower", "shallowest"},
       {"mile", "km",     "kilometre", "kilometer", "metre", "meter", "foot",   "feet", "ft",
        "inch", "yard",   "cm",        "mm",        "m",     "page",  "minute", "min",  "hour",
        "hr",   "second", "night",     "day",       "week",  "month", "year"},
       false},
      {{"hot", "hotter", "hottest", "warm", "warmer", "warmest", "cool", "cooler", "coolest",
        "cold", "colder", "coldest", "temperature"},
       {"degree"},
       false},
      // Speed is time taken (`Ian was slower than the runner with the dog`
      // of times and ages).
      {{"fast", "faster", "fastest", "quick", "quicker", "quickest", "slow", "slower", "slowest"},
       {"minute", "min", "second", "sec", "hour", "hr", "time"},
       false},
      // Places in a contest (`finished last`, `placed 2nd`): ordinals.
      {{"finish", "finished", "placed", "came", "ranked", "rank"}, {"ordinal"}, false},
      {{"early", "earlier", "earliest", "late", "later", "latest", "before", "after", "sooner",
        "first", "last", "when"},
       {},
       true},
  };
  const auto said = [&](const Cue& cue) {
    for (std::size_t i = 0; i < words.size(); ++i)
      for (std::string_view c : cue.words)
        if (!own[i] && words[i].stem == c) return true;
    return false;
  };
  const auto fits = [](const Cue& cue, const NumericCategory& n) {
    // Old and young are of years (`the oldest car`), not of days in
    // a year (`the earliest birthday`).
    const bool age_cue = cue.words.front() == "old";
    // (Spans of time are long, `twice as long` of years of service; never
    // points in time, the years things were built.)
    if (cue.words.front() == "long" && n.time_point && n.time_scale != 1) return false;
    // (Nor ages: `the shortest entry` of beards in cm and lads in years
    // old is never the youngest.)
    const auto unit = [&](std::string_view u) {
      return std::find(n.units.begin(), n.units.end(), u) != n.units.end();
    };
    if (cue.words.front() == "long" && (unit("old") || unit("aged") || unit("age"))) return false;
    bool ok =
        cue.time_point && n.time_point && (!age_cue || n.calendar == "year") &&
        (cue.units.empty() || std::none_of(n.units.begin(), n.units.end(),
                                           [](const std::string& u) { return u == "money"; }));
    for (const std::string& u : n.units)
      for (std::string_view cu : cue.units)
        ok = ok || (u == cu && (!age_cue || n.calendar.empty() || n.calendar == "year"));
    // A race is finished in a time as well as a place.
    if (cue.words.front() == "finish") ok = ok || n.time_scale != 0;
    if (cue.units.size() == 1 && cue.units[0] == "money")
      ok = ok || std::find(n.units.begin(), n.units.end(), "money") != n.units.end();
    return ok;
  };
  // `wears a lower number than`: where some lists are numbered things
  // (`plot 3`, `#7`, or a list headed `numbered`), `number` says one of
  // those.
  if (out.empty())
    for (std::size_t i = 0; i < words.size(); ++i)
      if (!own[i] && (words[i].stem == "number" || words[i].stem == "numbered"))
        for (const NumericCategory& n : pool)
          if ((std::find(n.units.begin(), n.units.end(), "numbered") != n.units.end() ||
               n.name.ends_with("_numbered") || n.name.ends_with("_number") ||
               std::any_of(categories.begin(), categories.end(),
                           [&](const CategoryText& t) {
                             return t.name == n.name && t.values.front().starts_with("#");
                           })) &&
              std::find_if(out.begin(), out.end(),
                           [&](const NumericCategory& o) { return o.name == n.name; }) == out.end())
            out.push_back(n);
  if (out.empty()) out = pool;
  // A word that says what it measures (`older`, `heavier`, `cheaper`,
  // `longer`) is never read over a list whose unit is another (`Bo's dog
  // is older than the rat` where only prices are numbers).
  for (const Cue& cue : kCues) {
    if (cue.units.empty() || cue.words.front() == "finish" || !said(cue)) continue;
    const bool money_cue = cue.units.front() == "money";
    std::erase_if(out, [&](const NumericCategory& n) {
      const bool money = std::find(n.units.begin(), n.units.end(), "money") != n.units.end();
      // Nor is a place in an order (`first`, `2nd`) old, heavy, long or
      // cheap: `The shortest piece` is never the first.
      // (But `two rounds longer` of `the third round, fifth round, ...`
      // says the rounds' own noun.)
      if (std::find(n.units.begin(), n.units.end(), "ordinal") != n.units.end() &&
          std::none_of(n.units.begin(), n.units.end(), [&](const std::string& u) {
            return u != "ordinal" && std::any_of(words.begin(), words.end(),
                                                 [&](const Word& w) { return w.stem == u; });
          }))
        return true;
      // Money is never old, heavy or long; nor is an age, a weight or a
      // length cheap.
      // Nor is a list measured in another unit heavy or long (`rings a
      // heavier bell` of years of ringing).
      // (Years are long, though: `ringing four years longer`.)
      // (Nor is a point in time long: `has lasted longer` of the years
      // things were made is no later year.)
      // (Durations written as clock times, `6:40`, are long.)
      if (cue.words.front() == "long" && n.time_point && n.time_scale != 1) return true;
      // (Nor is a count of things old: `how old is Ollie?` of ages said
      // bare beside `3, 5, 9 and 14 times`.)
      if (cue.words.front() == "old" && !n.time_point && n.time_scale == 0 && !n.units.empty() &&
          !fits(cue, n) && std::none_of(n.units.begin(), n.units.end(), [](const std::string& u) {
            return u == "year" || u == "years" || u == "month" || u == "day" || u == "money";
          }))
        return true;
      if (!money_cue)
        return money || (cue.words.front() == "heavy" && !fits(cue, n) && !n.units.empty() &&
                         !n.time_point && n.time_scale == 0 &&
                         std::any_of(n.units.begin(), n.units.end(), [](const std::string& u) {
                           return u == "year" || u == "years" || u == "age" || u == "aged" ||
                                  u == "old" || u == "point" || u == "vote";
                         }));
      // (`3 pounds` may be money.)
      if (std::find(n.units.begin(), n.units.end(), "pound") != n.units.end()) return false;
      for (const Cue& other : kCues)
        if (!other.units.empty() && other.units.front() != "money" &&
            other.words.front() != "finish" && !other.time_point && fits(other, n))
          return true;
      return false;
    });
  }
  // `the smallest snowman`, `bigger`: a size, never a day, a date, a time
  // or a place in an order.
  static const std::set<std::string> kSizes = {"small",   "smaller", "smallest", "big",
                                               "bigger",  "biggest", "large",    "larger",
                                               "largest", "little",  "tiny",     "huge"};
  if (out.size() > 1 && std::any_of(words.begin(), words.end(), [&](const Word& w) {
        return kSizes.count(w.stem) != 0 && !own[static_cast<std::size_t>(&w - words.data())];
      })) {
    std::vector<NumericCategory> sized = out;
    std::erase_if(sized, [](const NumericCategory& n) {
      return n.time_point || std::find(n.units.begin(), n.units.end(), "ordinal") != n.units.end();
    });
    // Of several, a length or a weight (`the smallest snowman` of heights
    // and votes is the shortest).
    if (sized.size() > 1) {
      std::vector<NumericCategory> measured;
      for (const NumericCategory& n : sized)
        if (fits(kCues[1], n) || fits(kCues[3], n)) measured.push_back(n);
      if (!measured.empty()) sized = std::move(measured);
    }
    if (!sized.empty()) out = std::move(sized);
  }
  // The lists a line's verb chose (`played`) that the measure rules out
  // give way to one it fits (`played by someone older than Adele` is of
  // ages, though the order's line says `played`); so do those a line's
  // noun chose that the measure does not fit (`The pilot's episode is
  // shorter` is of lengths, though the months' line says `episode`).
  for (const Cue& cue : kCues) {
    if (out.empty() || cue.units.empty() || cue.words.front() == "finish" || !said(cue)) continue;
    const auto fitting = [&](const NumericCategory& n) {
      return fits(cue, n) && std::find(n.units.begin(), n.units.end(), "ordinal") == n.units.end();
    };
    if (std::any_of(out.begin(), out.end(), fitting)) continue;
    std::vector<NumericCategory> measured;
    for (const NumericCategory& n : pool)
      if (fitting(n)) measured.push_back(n);
    if (!measured.empty()) out = std::move(measured);
  }
  if (out.empty())
    for (const Cue& cue : kCues) {
      if (cue.units.empty() || cue.words.front() == "finish" || !said(cue)) continue;
      for (const NumericCategory& n : pool)
        if (fits(cue, n) && std::find(n.units.begin(), n.units.end(), "ordinal") == n.units.end())
          out.push_back(n);
      if (!out.empty()) break;
    }
  // Of several: `first`, `last`, `before` say an order (a time, a place
  // in one, a race's times), never a measure (`Ilse played last` of the pieces' lengths and
  // the order they were played in); `lower` and `higher` say an amount,
  // never a time (`Okafor's offer was lower` of salaries and weekdays).
  // Of several, those `keep` takes, if any.
  const auto keep_only = [&](const auto& keep) {
    if (out.size() <= 1) return;
    std::vector<NumericCategory> kept;
    for (const NumericCategory& n : out)
      if (keep(n)) kept.push_back(n);
    if (!kept.empty()) out = std::move(kept);
  };
  const auto narrowed = [&](std::initializer_list<std::string_view> said_words, const auto& keep) {
    if (std::any_of(words.begin(), words.end(), [&](const Word& w) {
          return !own[static_cast<std::size_t>(&w - words.data())] &&
                 std::find(said_words.begin(), said_words.end(), w.stem) != said_words.end();
        }))
      keep_only(keep);
  };
  // `The Dunmore bus leaves last`, `Last bus of the morning`: an end said
  // of a deed in time or of a span of time is of the one list of times,
  // even where a noun chose another (`Four morning buses: the 12, ...`).
  {
    static const std::set<std::string> kTimed = {
        "leave",   "leaves", "left",   "depart",  "departs", "departed", "arrive", "arrives",
        "arrived", "start",  "starts", "started", "began",   "begin",    "begins"};
    const auto timed = [](const NumericCategory& n) { return n.time_point || n.time_scale != 0; };
    const auto has = [&](const auto& pred) {
      return std::any_of(words.begin(), words.end(), [&](const Word& w) {
        return !own[static_cast<std::size_t>(&w - words.data())] && pred(w.stem);
      });
    };
    const std::size_t times =
        static_cast<std::size_t>(std::count_if(numeric.begin(), numeric.end(), timed));
    if (times == 1 && std::none_of(out.begin(), out.end(), timed) &&
        (end_of_span || has([](const std::string& w) { return kTimed.count(w) != 0; })) &&
        has([](const std::string& w) {
          return w == "first" || w == "last" || w == "earliest" || w == "latest";
        }))
      out = {*std::find_if(numeric.begin(), numeric.end(), timed)};
  }
  narrowed({"first", "last", "before", "after", "earlier", "later", "earliest", "latest"},
           [](const NumericCategory& n) {
             // (An order's numbers too: `Ed batted after Aarav` of a batting
             // order `No. 1, No. 2, ...` and runs.)
             return n.time_point || n.time_scale != 0 ||
                    std::find(n.units.begin(), n.units.end(), "ordinal") != n.units.end() ||
                    an_order(n);
           });
  // (Nor is an age, even the only list: `Tamsin finished after Loveday`
  // where the swimmers' times went unread says nothing of ages.)
  if (std::any_of(words.begin(), words.end(), [&](const Word& w) {
        return !own[static_cast<std::size_t>(&w - words.data())] &&
               (w.stem == "before" || w.stem == "after" || w.stem == "earlier" ||
                w.stem == "later" || w.stem == "first" || w.stem == "last");
      }))
    std::erase_if(out, [](const NumericCategory& n) {
      return !n.time_point && n.time_scale == 0 && has_unit(n, {"age", "aged", "old"});
    });
  // `earned a higher place`, `two places behind`: a place in an order.
  const auto ordinal = [](const NumericCategory& n) { return has_unit(n, {"ordinal"}); };
  narrowed({"place", "position", "rank", "ranking", "placing"}, ordinal);
  // `finished ahead of`, `beat`: a place won, never a level one is in
  // (`fifth grade`; superlatives.h contested()).
  narrowed({"finish", "finished", "placed", "ahead", "beat", "won", "win", "ranked"},
           [](const NumericCategory& n) { return contested(n); });
  // `Kofi won` where there are places (1st to 4th) and money spent: the
  // first place. (Not `won more than`, `won the most`: an amount won.)
  if (std::none_of(words.begin(), words.end(), [](const Word& w) {
        return w.stem == "than" || w.stem == "more" || w.stem == "less" || w.stem == "most" ||
               w.stem == "least" || w.stem == "much";
      })) {
    narrowed({"won", "win"}, ordinal);
    // (Even where a noun chose another list: `Ivor's entry didn't win`
    // of entries that weighed 2 kg, 3 kg and 5 kg is no weight.)
    if (std::none_of(out.begin(), out.end(), ordinal) &&
        std::count_if(numeric.begin(), numeric.end(), ordinal) == 1 &&
        std::any_of(words.begin(), words.end(), [&](const Word& w) {
          return !own[static_cast<std::size_t>(&w - words.data())] &&
                 (w.stem == "won" || w.stem == "win");
        }))
      out = {*std::find_if(numeric.begin(), numeric.end(), ordinal)};
  }
  // A list's own name said (`downloaded` of `Downloads`) outweighs a word
  // its line shares with the sentence (`episode`).
  if (out.size() > 1) {
    std::vector<NumericCategory> named;
    for (const NumericCategory& n : out)
      for (const Word& nw : cut_words(n.name))
        if (const std::string name_root = word_root(nw.stem);
            nw.stem.size() >= 3 && !frame_word(nw.stem) &&
            std::any_of(words.begin(), words.end(), [&](const Word& w) {
              const std::size_t i = static_cast<std::size_t>(&w - words.data());
              return !own[i] &&
                     (w.stem == nw.stem || (name_root.size() >= 3 && roots[i] == name_root));
            })) {
          named.push_back(n);
          break;
        }
    if (!named.empty()) out = std::move(named);
  }
  // `How many downloads ...?` counts: never a month, a date or a time.
  narrowed({"many"}, [](const NumericCategory& n) { return !n.time_point; });
  // How often (`has given blood more often than Victor`): the count of a
  // donation or a visit (`their 2nd, 9th, 15th ... donation`), never an age.
  narrowed({"often", "frequently"}, ordinal);
  // `has donated more times than Ruth`, `How many times ...?`: a count.
  for (std::size_t i = 1; i < words.size(); ++i)
    if (words[i].stem == "time" && !own[i] &&
        (words[i - 1].stem == "more" || words[i - 1].stem == "fewer" ||
         words[i - 1].stem == "most" || words[i - 1].stem == "fewest" ||
         words[i - 1].stem == "many"))
      keep_only(ordinal);
  // `How old is Eifion?` where ages and the years people joined are both
  // listed: the age.
  // So is `Alun is 11 years older than Cerys` (not the years they joined).
  const auto ages = [](const NumericCategory& n) {
    return !n.time_point && has_unit(n, {"age", "aged", "old", "year"});
  };
  for (std::size_t i = 1; i < words.size(); ++i)
    if (words[i].stem == "old" && words[i - 1].stem == "how") keep_only(ages);
  // (Where the amount's unit chose the years joined alone, the ages still
  // win: `11 years older` is `11 years` of age.)
  bool years_older = false;
  for (std::size_t i = 1; i + 1 < words.size(); ++i)
    years_older = years_older || ((words[i].stem == "year" || words[i].stem == "years") &&
                                  amount_of(words[i - 1].stem) != 0 &&
                                  (words[i + 1].stem == "older" || words[i + 1].stem == "younger"));
  if (years_older) {
    std::vector<NumericCategory> aged;
    for (const NumericCategory& n : pool)
      if (ages(n)) aged.push_back(n);
    if (aged.size() == 1) return aged;
  }
  // (Never a point in time, even where it is the only list: `the highest
  // fell` is no Thursday.)
  if (std::any_of(words.begin(), words.end(), [&](const Word& w) {
        return !own[static_cast<std::size_t>(&w - words.data())] &&
               (w.stem == "low" || w.stem == "lower" || w.stem == "lowest" || w.stem == "high" ||
                w.stem == "higher" || w.stem == "highest");
      }))
    std::erase_if(out, [](const NumericCategory& n) { return n.time_point; });
  if (out.size() <= 1) return out;
  for (const Cue& cue : kCues) {
    if (!said(cue)) continue;
    std::vector<NumericCategory> fit;
    for (const NumericCategory& n : out)
      if (fits(cue, n)) fit.push_back(n);
    if (fit.size() == 1) return fit;
  }
  return out;
}

}  // namespace deduce::puzzles::zebra::english
