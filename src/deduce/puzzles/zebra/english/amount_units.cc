// The units an amount is said in (sentence_reader.h, amount_units.h):
// metric sizes, one name for each unit written several ways, what a unit is
// in a numeric category's numbers (`3 minutes` of durations kept in
// seconds is 180), and units said as an amount (`the month after`).
#include "deduce/puzzles/zebra/english/amount_units.h"

#include <algorithm>
#include <string>

#include "deduce/puzzles/zebra/english/sentence_reader.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

double metric(std::string_view u) {
  static constexpr std::pair<std::string_view, double> kUnits[] = {
      {"km", 1000},  {"kilometre", 1000}, {"kilometer", 1000}, {"m", 1},
      {"metre", 1},  {"meter", 1},        {"cm", 0.01},        {"centimetre", 0.01},
      {"mm", 0.001}, {"kg", -1000},       {"kilo", -1000},     {"kilogram", -1000},
      {"g", -1},     {"gram", -1}};
  for (const auto& [name, size] : kUnits)
    if (u == name) return size;
  return 0;
}

bool length_unit(std::string_view u) {
  static constexpr std::string_view kImperial[] = {"mile", "mi",   "foot", "feet",
                                                   "ft",   "yard", "inch"};
  return metric(u) > 0 ||
         std::find(std::begin(kImperial), std::end(kImperial), u) != std::end(kImperial);
}

namespace {

// One name for each unit written several ways (`ft`, `foot`, `feet`).
std::string_view unit_name(std::string_view u) {
  static constexpr std::pair<std::string_view, std::string_view> kSame[] = {
      {"feet", "foot"},     {"ft", "foot"},       {"lbs", "lb"},       {"kilo", "kg"},
      {"kilogram", "kg"},   {"kilometre", "km"},  {"kilometer", "km"}, {"mi", "mile"},
      {"ounce", "oz"},      {"gram", "g"},        {"metre", "m"},      {"meter", "m"},
      {"centimetre", "cm"}, {"centimeter", "cm"}, {"hr", "hour"},      {"min", "minute"},
      {"sec", "second"},    {"pound", "lb"},      {"yr", "year"},      {"yrs", "year"}};
  for (const auto& [other, name] : kSame)
    if (u == other) return name;
  return u;
}

}  // namespace

// What one `unit` (the word after an amount) is in the numbers of
// `numeric`: times are kept in minutes, durations written `32:30` in
// seconds (`3 minutes` of a duration is 180); dates in days (`2 weeks` is
// 14); 0 when the unit cannot measure the category (`2 days` of months,
// `a week` of prices); 1 for any other word (`$5`, `3 places`).
double unit_scale(const std::string& u, const NumericCategory& numeric) {
  const auto is = [&](std::initializer_list<std::string_view> w) {
    return std::find(w.begin(), w.end(), u) != w.end();
  };
  const auto has = [&](std::string_view unit) {
    return std::any_of(numeric.units.begin(), numeric.units.end(), [&](const std::string& x) {
      return x == unit || unit_name(x) == unit_name(unit);
    });
  };
  // A metric measure in another of its units (`half a kilometre` of a
  // list in km, `30 cm` of one in metres).
  if (const double from = metric(u); from != 0)
    for (const std::string& unit : numeric.units)
      if (const double to = metric(unit); to != 0 && (from < 0) == (to < 0)) return from / to;
  // A measure the list is not in (`120 miles` of weekdays) is nothing;
  // money takes its coins' names.
  // A coin is a hundredth of the list's money (`50 cents more` of $2.50,
  // $3.00, ...), unless the list counts coins (`75 cents, 80 cents`).
  const bool coins = has("cent") || has("pence") || has("penny") || has("p");
  if (is({"pence", "penny", "cent", "p", "c"}) && (has("money") || coins)) return coins ? 1 : 0.01;
  if (currency_word(u) && coins) return 100;
  if (currency_word(u) && has("money")) return 1;
  // A measure said of bare numbers (`90 cm above` of votes) measures
  // nothing of them.
  if (numeric.units.empty() &&
      (metric(u) != 0 || length_unit(u) ||
       is({"ounce", "oz", "ton", "stone", "litre", "liter", "gallon", "mph", "kph", "knot", "lb"})))
    return 0;
  if ((length_unit(u) || metric(u) != 0 ||
       is({"pound", "lb", "ounce", "oz", "ton", "stone", "point", "dollar", "euro", "litre",
           "liter", "gallon", "mph", "kph", "knot"})) &&
      !numeric.units.empty() && !has(u))
    return 0;
  // Minutes and hours of a list that is no time (`two minutes behind` of
  // ages) measure nothing of it.
  if (numeric.time_scale == 0 && !numeric.time_point &&
      is({"hour", "hr", "minute", "min", "second", "sec"}) && !has(u) &&
      !(is({"hour", "hr"}) && has("hour")) && !(is({"minute", "min"}) && has("minute")))
    return 0;
  // Places along the order (`two places behind`) are steps of the list
  // (the templates with {step} read them), no amount of what it measures,
  // unless the list counts places (`1st, 2nd, 3rd`).
  if (is({"place", "position", "spot", "step", "slot"}) && !has(u) && !has("ordinal")) return 0;
  if (numeric.time_scale != 0) {
    const long seconds = is({"hour", "hr"})      ? 3600
                         : is({"minute", "min"}) ? 60
                         : is({"second", "sec"}) ? 1
                                                 : 0;
    if (seconds == 0) return is({"day", "week", "month", "year"}) ? 0 : 1;
    return seconds % numeric.time_scale == 0 ? static_cast<double>(seconds / numeric.time_scale)
                                             : 0;
  }
  const bool calendar = is({"day", "week", "month", "year", "night"});
  // `14 pins behind` of years in the league: a list counted in a unit of
  // time is counted in nothing else (the scores, in no unit, may be).
  // (Never a comparison's word after the amount, `2 more nights`, `an
  // older house`, nor steps along the list, `2 places after`.)
  if (!calendar && u.size() > 2 && std::isalpha(static_cast<unsigned char>(u.front())) &&
      !u.ends_with("er") &&
      !is({"more", "less", "fewer", "extra", "most", "least", "place", "position", "step", "spot",
           "slot"}) &&
      !time_unit(u) && !has(u) &&
      std::any_of(numeric.units.begin(), numeric.units.end(),
                  [](const std::string& x) { return time_unit(x); }))
    return 0;
  if (!calendar) return 1;
  if (numeric.calendar == "date") return is({"day", "night"}) ? 1 : is({"week"}) ? 7 : 0;
  if (numeric.calendar == "day") return is({"day", "night"}) ? 1 : 0;
  if (numeric.calendar == "month") return is({"month"}) ? 1 : 0;
  if (numeric.calendar == "year") return is({"year"}) ? 1 : 0;
  // `7 nights`, `3 years old`: the list's own unit; a week of prices is
  // nothing.
  if (has(u)) return 1;
  if (u == "year" && (has("age") || has("aged") || has("old"))) return 1;  // ages count years
  return numeric.units.empty() ? 1 : 0;
}

bool measure_unit(std::string_view stem) {
  static constexpr std::string_view kUnits[] = {
      "mile",  "foot",   "feet",   "inch", "yard", "pound", "lb",    "ounce", "oz",
      "stone", "ton",    "dollar", "euro", "cent", "penny", "pence", "point", "litre",
      "liter", "gallon", "mph",    "kph",  "knot", "page",  "lap"};
  return metric(stem) != 0 || time_unit(stem) ||
         std::find(std::begin(kUnits), std::end(kUnits), stem) != std::end(kUnits);
}

bool time_unit(std::string_view stem) {
  // (`came in the evening before Fiona` of weekdays: a day's part counts
  // days as the day does.)
  static constexpr std::string_view kUnits[] = {"day",     "week",    "month",    "year",
                                                "night",   "hour",    "minute",   "second",
                                                "evening", "morning", "afternoon"};
  return std::find(std::begin(kUnits), std::end(kUnits), stem) != std::end(kUnits);
}

bool one_unit_at(const std::vector<Word>& words, std::size_t i) {
  if (i == 0 || i + 1 >= words.size() || !time_unit(words[i].stem)) return false;
  const std::string& before = words[i - 1].stem;
  const std::string& after = words[i + 1].stem;
  return (before == "the" || before == "a" || before == "an") &&
         (after == "after" || after == "before" || after == "later" || after == "earlier");
}

}  // namespace deduce::puzzles::zebra::english
