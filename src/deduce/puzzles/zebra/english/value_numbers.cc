// Values read as numbers (value_numbers.h).
#include "deduce/puzzles/zebra/english/value_numbers.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

#include "deduce/puzzles/zebra/english/line_text.h"
#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {
namespace {

constexpr std::array<std::string_view, 12> kMonths = {
    "january", "february", "march",     "april",   "may",      "june",
    "july",    "august",   "september", "october", "november", "december"};
constexpr std::array<int, 12> kMonthStart = {0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334};
constexpr std::array<std::string_view, 7> kDays = {"monday", "tuesday",  "wednesday", "thursday",
                                                   "friday", "saturday", "sunday"};

int month_of(std::string_view stem) {
  for (std::size_t i = 0; i < kMonths.size(); ++i)
    if (stem == kMonths[i] || (stem.size() >= 3 && stem.size() <= 4 && stem != "may" &&
                               kMonths[i].substr(0, stem.size()) == stem))
      return static_cast<int>(i) + 1;
  return 0;
}

int day_of(std::string_view stem) {
  for (std::size_t i = 0; i < kDays.size(); ++i)
    if (stem == kDays[i]) return static_cast<int>(i) + 1;
  return 0;
}

// A number as cut_words leaves it (`25000`, `4.50`, `9:30am`): its value,
// or nullopt.
std::optional<double> plain_number(std::string_view s) {
  double v = 0;
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc{} || end != s.data() + s.size() || !std::isfinite(v) || v > 1e12)
    return std::nullopt;
  return v;
}

// `9:30am`, `10pm`, `9:30`, `10.15am`: minutes after midnight.
std::optional<double> time_of(std::string_view s) {
  int add = -1;
  if (s.ends_with("am")) add = 0;
  if (s.ends_with("pm")) add = 12 * 60;
  if (add >= 0) s.remove_suffix(2);
  // `10.15 am`: with a meridian, a point is the colon (British times).
  const std::size_t colon =
      add >= 0 && s.find(':') == std::string_view::npos ? s.find('.') : s.find(':');
  if (colon == std::string_view::npos && add < 0) return std::nullopt;
  // A duration: `2:08:30`, or minutes and seconds past 24 (`32:30`).
  if (add < 0 && colon != std::string_view::npos) {
    int parts[3] = {0, 0, 0}, k = 0;
    std::size_t at = 0;
    while (k < 3 && at <= s.size()) {
      const std::size_t end = std::min(s.find(':', at), s.size());
      if (end - at < 1 || end - at > 2 ||
          std::from_chars(s.data() + at, s.data() + end, parts[k]).ptr != s.data() + end)
        return std::nullopt;
      ++k;
      at = end + 1;
      if (end == s.size()) break;
    }
    if (at <= s.size()) return std::nullopt;
    if (k == 3) return parts[0] * 3600.0 + parts[1] * 60 + parts[2];
    // `9:30` or `32:30`: hours and minutes or minutes and seconds, read
    // alike as a * 60 + b (the category says which: numeric_categories.cc).
    if (k == 2 && parts[1] <= 59) return parts[0] * 60.0 + parts[1];
    return std::nullopt;
  }
  int h = 0, m = 0;
  const std::string_view hs = s.substr(0, colon == std::string_view::npos ? s.size() : colon);
  if (std::from_chars(hs.data(), hs.data() + hs.size(), h).ptr != hs.data() + hs.size())
    return std::nullopt;
  if (colon != std::string_view::npos) {
    const std::string_view ms = s.substr(colon + 1);
    if (ms.size() != 2 || std::from_chars(ms.data(), ms.data() + 2, m).ptr != ms.data() + 2)
      return std::nullopt;
  }
  if (h > 24 || m > 59) return std::nullopt;
  if (add >= 0 && (h == 0 || h > 12)) return std::nullopt;
  if (add >= 0 && h == 12) h = 0;  // 12:15am is after midnight, 12 pm noon
  return (add < 0 ? 0 : add) + h * 60 + m;
}

}  // namespace

// A time of day said in words (`six o'clock`, `quarter past six`, `half
// past seven`, `ten to eight`, `twenty-five past nine`): minutes after
// midnight, the hour as said (1 to 12); nullopt for anything else.
std::optional<double> spoken_time(const std::vector<Word>& w) {
  const auto hour = [](const std::string& stem) {
    const int h = number_word(stem);
    return h >= 1 && h <= 12 ? h : 0;
  };
  if (w.size() == 2 && w[1].stem == "oclock")
    if (const int h = hour(w[0].stem)) return h * 60.0;
  if (w.size() < 3 || (w[w.size() - 2].stem != "past" && w[w.size() - 2].stem != "to"))
    return std::nullopt;
  const int h = hour(w.back().stem);
  if (h == 0) return std::nullopt;
  // The minutes: `quarter`, `a quarter`, `half`, `ten`, `twenty-five`,
  // `ten minutes`.
  std::size_t e = w.size() - 2;
  if (e > 1 && (w[e - 1].stem == "minute" || w[e - 1].stem == "minutes")) --e;
  int m = 0;
  if (e == 1 && w[0].stem == "quarter")
    m = 15;
  else if (e == 2 && w[0].stem == "a" && w[1].stem == "quarter")
    m = 15;
  else if (e == 1 && w[0].stem == "half")
    m = 30;
  else if (e == 1)
    m = number_word(w[0].stem);
  else if (e == 2)
    m = number_word(w[0].stem) + number_word(w[1].stem);
  if (m <= 0 || m >= 60 || (m == 30 && w[w.size() - 2].stem == "to")) return std::nullopt;
  return w[w.size() - 2].stem == "past" ? h * 60.0 + m : h * 60.0 - m;
}

bool hour_name(std::string_view stem) {
  return stem == "noon" || stem == "midday" || stem == "midnight";
}

std::optional<ValueNumber> value_number(std::string_view value) {
  while (!value.empty() && value.front() == ' ') value.remove_prefix(1);
  // `55°C`, `70 °F`, `12°`: degrees, whichever scale (a list keeps one).
  if (const std::size_t deg = value.find("\u00b0"); deg != std::string_view::npos) {
    std::size_t end = deg + 2;
    if (end < value.size() && (value[end] == 'C' || value[end] == 'F')) ++end;
    if (end != value.size()) return std::nullopt;
    const std::optional<ValueNumber> n = value_number(value.substr(0, deg));
    if (!n || !n->unit.empty()) return std::nullopt;
    return ValueNumber{n->number, "degree"};
  }
  // `5'11"`, `6'1`: a height in feet and inches, counted in inches (never
  // 511, taller than 6'1").
  if (const std::size_t foot = value.find('\'');
      foot != std::string_view::npos && foot > 0 && foot <= 1) {
    std::string_view inches = value.substr(foot + 1);
    if (inches.ends_with("\"")) inches.remove_suffix(1);
    const auto digits = [](std::string_view d) {
      return !d.empty() && d.size() <= 2 && std::all_of(d.begin(), d.end(), [](char c) {
        return std::isdigit(static_cast<unsigned char>(c)) != 0;
      });
    };
    if (digits(value.substr(0, foot)) && digits(inches)) {
      const int in = std::stoi(std::string(inches));
      if (in < 12)
        return ValueNumber{std::stoi(std::string(value.substr(0, foot))) * 12.0 + in, "inch"};
    }
  }
  // `25¢`: cents, as `25c` says them.
  if (value.ends_with("\u00a2")) {
    const std::optional<ValueNumber> n = value_number(value.substr(0, value.size() - 2));
    if (!n || !n->unit.empty()) return std::nullopt;
    return ValueNumber{n->number, "c"};
  }
  // `12s.`, `15s`: shillings, as old puzzle books price things.
  if (std::string_view v = value; v.ends_with("s.") || v.ends_with("s")) {
    v.remove_suffix(v.ends_with("s.") ? 2 : 1);
    if (!v.empty() && v.size() <= 3 && std::all_of(v.begin(), v.end(), [](char c) {
          return std::isdigit(static_cast<unsigned char>(c)) != 0;
        }))
      return ValueNumber{static_cast<double>(std::stoi(std::string(v))), "money"};
  }
  std::string money;
  if (const std::size_t sign = currency_sign(value, 0); sign != 0) {
    money = "money";
    value.remove_prefix(sign);
  } else if (value.starts_with("#")) {
    value.remove_prefix(1);
  }
  std::vector<Word> words = cut_words(value);
  // `$18 an hour`, `£4 a week`, `35 miles per week`: a rate's `an hour`
  // says how the amount is counted (the list's other values may leave it
  // unsaid: `$12, $14 and $18 an hour`), no unit of its own.
  if (words.size() >= 3 &&
      (words[words.size() - 2].stem == "a" || words[words.size() - 2].stem == "an" ||
       words[words.size() - 2].stem == "per") &&
      std::islower(static_cast<unsigned char>(words.back().text.front())) &&
      std::isdigit(static_cast<unsigned char>(words.front().text.front())))
    words.resize(words.size() - 2);
  // `£1,150 pcm`, `£95 pw`: a rent's rate said short, as `a month` is.
  if (!money.empty() && words.size() >= 2 &&
      (words.back().stem == "pcm" || words.back().stem == "pw" || words.back().stem == "pa"))
    words.pop_back();
  if (words.empty()) return std::nullopt;
  if (money.empty())
    if (const std::optional<double> said = spoken_time(words)) return ValueNumber{*said, "time"};
  // `12 noon`, `12 midnight`.
  if (money.empty() && words.size() == 2 && words[0].stem == "12" && hour_name(words[1].stem))
    return ValueNumber{words[1].stem == "midnight" ? 0.0 : 12 * 60.0, "time"};
  const std::string& first = words[0].stem;
  // Sizes, smallest first (`small`, `medium`, `large`, `extra large`): a
  // scale `bigger` and `the smallest` compare.
  if (money.empty()) {
    static constexpr std::string_view kSizes[] = {"extra small", "small", "medium", "large",
                                                  "extra large"};
    std::string joined;
    for (const Word& w : words) joined += (joined.empty() ? "" : " ") + w.stem;
    for (std::size_t k = 0; k < std::size(kSizes); ++k)
      if (joined == kSizes[k]) return ValueNumber{static_cast<double>(k + 1), "size"};
  }
  if (words.size() == 1) {
    // `none, one, two and three` punctures: nought among counts.
    if (nought_word(first) && money.empty() &&
        std::islower(static_cast<unsigned char>(words[0].text.front())))
      return ValueNumber{0, ""};
    if (first == "noon" || first == "midday") return ValueNumber{12 * 60, "time"};
    if (first == "midnight") return ValueNumber{0, "time"};
    if (const int d = day_of(first); d != 0) return ValueNumber{static_cast<double>(d), "day"};
    // `Mon / Tue / Wed / Thu evenings`: a weekday cut short, with its
    // capital (never `sat`, nor `the Sun` said with its article).
    if (std::isupper(static_cast<unsigned char>(words[0].text.front()))) {
      static constexpr std::pair<std::string_view, int> kShort[] = {
          {"mon", 1},  {"tue", 2},   {"tues", 2}, {"wed", 3}, {"thu", 4},
          {"thur", 4}, {"thurs", 4}, {"fri", 5},  {"sat", 6}, {"sun", 7}};
      std::string bare = lower(words[0].text);
      if (!bare.empty() && bare.back() == '.') bare.pop_back();
      for (const auto& [abbreviation, d] : kShort)
        if (bare == abbreviation) return ValueNumber{static_cast<double>(d), "day"};
    }
    if (const int k = ordinal_word(first); k != 0 && money.empty())
      return ValueNumber{static_cast<double>(k), "ordinal"};
    if (const int m = month_of(first); m != 0) return ValueNumber{static_cast<double>(m), "month"};
  }
  // `March 5`, `5 March`, `March 5th`: the day of the year.
  if (words.size() == 2) {
    int m = month_of(words[0].stem), d = 0;
    std::string_view day = words[1].stem;
    if (m == 0) {
      m = month_of(words[1].stem);
      day = words[0].stem;
    }
    if (m != 0) {
      d = ordinal_word(day);
      if (d == 0) std::from_chars(day.data(), day.data() + day.size(), d);
      if (d >= 1 && d <= 31)
        return ValueNumber{static_cast<double>(kMonthStart[m - 1] + d), "date"};
    }
  }
  // `1st round`, `third place`: an ordinal with its noun.
  if (words.size() >= 2 && words.size() <= 3 && money.empty())
    if (const int k = ordinal_word(first); k != 0) {
      std::string unit = "ordinal";
      for (std::size_t i = 1; i < words.size(); ++i) unit += " " + words[i].stem;
      return ValueNumber{static_cast<double>(k), unit};
    }
  // `plot 3`, `Room 12`: a numbered noun, ordered by its number (`a
  // lower-numbered plot`).
  if (words.size() == 2 && money.empty() &&
      std::isalpha(static_cast<unsigned char>(first.front())) &&
      std::all_of(words[1].text.begin(), words[1].text.end(),
                  [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }))
    if (const std::optional<double> k = plain_number(words[1].stem); k && *k >= 0)
      return ValueNumber{*k, "numbered " + first};
  // `Row C`, `Row F`: a theatre's or a cinema's rows go by their letters,
  // A nearest the stage (C is 3), so that `four rows behind` counts them.
  if (words.size() == 2 && money.empty() && (first == "row" || first == "Row") &&
      words[1].text.size() == 1 && std::isupper(static_cast<unsigned char>(words[1].text[0])))
    return ValueNumber{static_cast<double>(words[1].text[0] - 'A' + 1), "numbered row"};
  // `five, six and seven years old`: a number in words, as its digits.
  if (const int k = number_word(first);
      k >= 1 && money.empty() && words.size() <= 3 &&
      std::islower(static_cast<unsigned char>(words[0].text.front()))) {
    std::string unit;
    for (std::size_t i = 1; i < words.size(); ++i)
      unit += (unit.empty() ? "" : " ") + words[i].stem;
    return ValueNumber{static_cast<double>(k), unit};
  }
  if (!std::isdigit(static_cast<unsigned char>(first.front()))) return std::nullopt;
  if (const std::optional<double> t = time_of(first); t && money.empty()) {
    if (words.size() != 1) return std::nullopt;
    // Without a meridian, `a:b` is a clock or a duration (`clock`, read by
    // its category), `a:b:c` a duration in seconds.
    const auto colons = std::count(first.begin(), first.end(), ':');
    const bool meridian = first.ends_with("am") || first.ends_with("pm");
    return ValueNumber{*t, meridian ? "time" : colons == 2 ? "duration" : "clock"};
  }
  const std::optional<double> n = plain_number(first);
  if (!n) return std::nullopt;
  // `1 hr 30 min`, `2 hours 15 minutes`: minutes, as `45 min` beside it.
  if (words.size() == 4 && money.empty() &&
      (words[1].stem == "hr" || words[1].stem == "hour" || words[1].stem == "h"))
    if (const std::optional<double> m = plain_number(words[2].stem);
        m && (words[3].stem == "min" || words[3].stem == "minute"))
      return ValueNumber{60 * *n + *m, words[3].stem};
  // The unit: the words after the number (`years old`, `pounds`, `km`).
  std::string unit = money;
  if (words.size() > 4) return std::nullopt;
  for (std::size_t i = 1; i < words.size(); ++i) {
    if (std::isdigit(static_cast<unsigned char>(words[i].stem.front()))) return std::nullopt;
    unit += (unit.empty() ? "" : " ") + words[i].stem;
  }
  // `3 days` counts days: no weekday, whose unit is `day` (`later in the
  // week` is said of Monday to Friday, never of days overdue).
  if (unit == "day") unit = "days";
  // `3, 5 and 9 times` counts times, never a time of day.
  if (unit == "time") unit = "times";
  // `5 dollars`, `20 rupees` are money as `$5` is (`pounds` may weigh:
  // their list's line tells, numeric_categories.cc).
  if (currency_word(unit) && unit != "pound") unit = "money";
  return ValueNumber{*n, unit};
}

std::string number_name(double number) {
  if (number == std::floor(number) && std::fabs(number) < 1e15) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.0f", number);
    return buf;
  }
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.6g", number);
  return buf;
}

std::pair<int, int> month_and_day(double day_of_year) {
  int m = 11;
  while (m > 0 && kMonthStart[static_cast<std::size_t>(m)] >= day_of_year) --m;
  return {m + 1, static_cast<int>(day_of_year) - kMonthStart[static_cast<std::size_t>(m)]};
}

std::pair<std::string, std::string> ends_by_number(const std::vector<std::string>& values) {
  const auto number = [](const std::string& v) {
    const std::optional<ValueNumber> k = value_number(v);
    return k ? k->number : 0.0;
  };
  const auto [low, high] = std::minmax_element(
      values.begin(), values.end(),
      [&](const std::string& a, const std::string& b) { return number(a) < number(b); });
  return {*low, *high};
}

bool coin_unit(std::string_view unit) {
  return unit == "p" || unit == "c" || unit == "pence" || unit == "penny" || unit == "cent";
}

}  // namespace deduce::puzzles::zebra::english
