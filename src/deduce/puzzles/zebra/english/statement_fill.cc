// The .zebra statement a template's reading means (statement_fill.h).
#include "deduce/puzzles/zebra/english/statement_fill.h"

#include <algorithm>
#include <cmath>
#include <iterator>

#include "deduce/puzzles/zebra/english/amount_units.h"
#include "deduce/puzzles/zebra/english/superlatives.h"
#include "deduce/puzzles/zebra/english/value_numbers.h"

namespace deduce::puzzles::zebra::english {

namespace {

// `A is B` and `A is not B` where one side is a place (`the second
// house`): `A at 2`, `A not at 2`; `A is either B or C` where both are
// places: `A at 1 or 3`. No place category is needed for these.
std::string at_place(std::string_view pattern, const Binding& b, int place,
                     const std::function<std::string(ValueRef)>& value_text) {
  if (pattern == "{a} is {b} or {c}") {
    if (b.values[0].category == place || b.values[1].category != place ||
        b.values[2].category != place)
      return "";
    const int k = std::min(b.values[1].value, b.values[2].value) + 1;
    const int m = std::max(b.values[1].value, b.values[2].value) + 1;
    return value_text(b.values[0]) + " at " + std::to_string(k) +
           (k == m ? "" : " or " + std::to_string(m));
  }
  const bool is = pattern == "{a} is {b}", is_not = pattern == "{a} is not {b}";
  if (!is && !is_not) return "";
  const bool a_place = b.values[0].category == place, b_place = b.values[1].category == place;
  if (a_place == b_place) return "";
  const ValueRef v = a_place ? b.values[1] : b.values[0];
  const int k = (a_place ? b.values[0] : b.values[1]).value + 1;
  return value_text(v) + (is ? " at " : " not at ") + std::to_string(k);
}

// `{N}({a}) = {N}({b}) + {step}` (and `- {step}`, `{behind_sign} {step}`,
// `+ {amt} * {step}`) over a list not evenly spaced (finishing times
// 22:48, 23:15, 23:59): `just behind`, `two places after` count places
// along the list's order, so {a} holds the value k places on from {b}'s,
// whichever pair that is. `part` fills a piece of the pattern (its
// sign). "" where the pattern is no such step or the values are the
// list's own.
std::string steps_along(std::string_view pattern, const Binding& b,
                        const std::function<std::string(ValueRef)>& value_text,
                        const NumericCategory& numeric,
                        const std::function<std::string(std::string_view)>& part) {
  static constexpr std::string_view kHead = "{N}({a}) = {N}({b}) ";
  if (!pattern.starts_with(kHead) || !pattern.ends_with(" {step}") || numeric.index < 0 ||
      b.values[0].category == numeric.index || b.values[1].category == numeric.index)
    return "";
  std::string_view middle = pattern.substr(kHead.size());
  middle.remove_suffix(std::string_view(" {step}").size());
  int k = 1;
  if (middle.ends_with(" {amt} *")) {
    middle.remove_suffix(std::string_view(" {amt} *").size());
    // (Counted in places, never scaled to the list's unit.)
    const double amount = b.amount != 0 ? b.amount : b.numbers[0];
    if (amount < 1 || amount != std::floor(amount)) return "";
    k = static_cast<int>(amount);
  }
  // (Only along an order the words say is this list's: places, a list
  // said in order, or a contest's results said with `ahead` or `behind`.
  // Durations are no order of events: `The best man's speech came
  // directly after the maid of honour's` of speeches of 3, 5, 7, 9 and 12
  // minutes is the order they spoke in, not the next longer speech; nor
  // is a seat's: `Quentin sits in the seat immediately behind Ruth's` of
  // years joined 2011, 2015, ... is no next year.)
  // (Times of one day are a timetable's order: `Dan has the feed straight
  // after Rik's` of feeds at 9.30am, 10.45am, ... is the next feed.)
  const bool timetable = numeric.time_point && numeric.calendar.empty() && numeric.time_scale != 0;
  const bool order = numeric.said_in_order || has_unit(numeric, {"ordinal"}) || timetable ||
                     (middle.find("_sign}") != std::string_view::npos && contested(numeric));
  if (!order) return "";
  const std::string sign = part(middle);
  if ((sign != "+" && sign != "-") || k >= numeric.size) return "";
  std::string s = "any of: ";
  for (int from = 0; from + k < numeric.size; ++from) {
    const int a = sign == "+" ? from + k : from, other = sign == "+" ? from : from + k;
    if (from > 0) s += "; ";
    s += "(all of: " + value_text(b.values[0]) + " is " + value_text({numeric.index, a}) + "; " +
         value_text(b.values[1]) + " is " + value_text({numeric.index, other}) + ")";
  }
  return s;
}

}  // namespace

bool one_is_another(std::string_view pattern, const Binding& b) {
  for (std::size_t at = pattern.find("} is {"); at != std::string_view::npos;
       at = pattern.find("} is {", at + 1)) {
    // (Only `{x} is {y}` whole: `{a} is {b} or {c}` says a choice.)
    if (at < 2 || pattern[at - 2] != '{' || at + 7 >= pattern.size() || pattern[at + 7] != '}' ||
        (at + 8 < pattern.size() && pattern[at + 8] != ';'))
      continue;
    const int x = pattern[at - 1] - 'a', y = pattern[at + 6] - 'a';
    if (x < 0 || x >= 6 || y < 0 || y >= 6 || !(b.bound & (1u << x)) || !(b.bound & (1u << y)))
      continue;
    if (b.values[x].category == b.values[y].category && !(b.values[x] == b.values[y])) return true;
  }
  return false;
}

std::string fill(std::string_view pattern, const Binding& b, int n, const SentenceValues& values,
                 const std::function<std::string(ValueRef)>& value_text, const std::string& who,
                 const NumericCategory& numeric, SentenceReading& out) {
  // `{b} is not {c}` of two values of one list says nothing: it goes
  // (`between Nina's and Lucy's, and right next to both`).
  static constexpr std::string_view kTwo = "; {b} is not {c}";
  if (pattern.ends_with(kTwo) && b.values[1].category == b.values[2].category)
    pattern.remove_suffix(kTwo.size());
  if (std::string s = at_place(pattern, b, values.place_category(), value_text); !s.empty())
    return s;
  // A question of a place (`What is Name of the person who lives in House
  // 1?`, `Who lives in the first house?`): `ask: CATEGORY at k`, no place
  // category.
  if ((pattern == "{cat} of {a}" || pattern == "{who} of {a}") &&
      b.values[0].category == values.place_category())
    return (pattern.starts_with("{cat}") ? values.category_name(b.category) : who) + " at " +
           std::to_string(b.values[0].value + 1);
  if (numeric.step.empty() && !numeric.labels && pattern.ends_with(" {step}")) {
    const auto part = [&](std::string_view piece) {
      return fill(piece, b, n, values, value_text, who, numeric, out);
    };
    return steps_along(pattern, b, value_text, numeric, part);
  }
  std::string s;
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    if (pattern[i] != '{') {
      s += pattern[i];
      continue;
    }
    const std::size_t close = pattern.find('}', i);
    const std::string_view slot = pattern.substr(i + 1, close - i - 1);
    i = close;
    if (slot == "amt" || slot == "sum") {
      double amount = b.amount != 0 ? b.amount : b.numbers[0];
      // (Steps along the list, `2 places after`, count places, not units.)
      if (b.amount_unit != nullptr && pattern.find("{amt} * {step}") == std::string_view::npos) {
        const double scale = unit_scale(*b.amount_unit, numeric);
        if (scale == 0) return "";  // `2 days after` over months
        amount *= scale;
      }
      // (A sum of two, `33 stickers altogether`, is no difference.)
      if (slot == "sum") {
        s += number_name(amount);
        continue;
      }
      // A difference no two values have holds of no one: no reading.
      if (numeric.span > 0 && amount > numeric.span + 1e-9) return "";
      if (numeric.grain > 0) {
        const double k = amount / numeric.grain;
        if (std::fabs(k - std::round(k)) > 1e-6) return "";
      }
      s += number_name(amount);
    } else if (slot == "N") {
      s += numeric.name;
    } else if (slot == "most" || slot == "least" || slot == "oldest" || slot == "youngest") {
      // The most of N is said of a value of another category, and not of
      // a thing another category measures (`the last round` is no bonus).
      if (numeric.index < 0 || b.values[0].category == numeric.index) return "";
      if (b.any_word != nullptr && values.measured_elsewhere(*b.any_word, numeric.index)) return "";
      // (`batted lowest` of a batting order is its last place.)
      const bool largest =
          order_height(values.words(), numeric).value_or(means_largest(slot, numeric));
      s += value_text({numeric.index, largest ? numeric.size - 1 : 0});
    } else if (slot == "fastest" || slot == "slowest") {
      // Only of what is timed or a speed: the fastest runner is no age.
      if (numeric.index < 0 || b.values[0].category == numeric.index ||
          !(speed(numeric) || lower_wins(numeric)))
        return "";
      s += value_text({numeric.index, means_largest(slot, numeric) ? numeric.size - 1 : 0});
    } else if (slot == "best" || slot == "worst") {
      if (numeric.index < 0 || b.values[0].category == numeric.index || !contested(numeric))
        return "";
      const bool largest = means_largest("best", numeric) == (slot == "best");
      s += value_text({numeric.index, largest ? numeric.size - 1 : 0});
    } else if (slot == "ranked") {
      // `finished fifth` of finishing times: the fifth best of them.
      const int k = b.numbers[0];
      if (numeric.index < 0 || b.values[0].category == numeric.index || !contested(numeric) ||
          k < 1 || k > numeric.size)
        return "";
      s += value_text({numeric.index, lower_wins(numeric) ? k - 1 : numeric.size - k});
    } else if (slot == "top" || slot == "bottom" || slot == "podium" || slot == "not_top") {
      // `in the top three`, `made the podium` (the top three): one of the
      // k best values (or the k worst) by what wins; never all of them.
      // (`not in the top three`: none of them, said whole.)
      const int k = slot == "podium" ? 3 : b.numbers[0];
      if (numeric.index < 0 || b.values[0].category == numeric.index || !contested(numeric) ||
          k < 1 || k >= numeric.size)
        return "";
      const bool from_small = lower_wins(numeric) == (slot != "bottom");
      if (slot == "not_top") s += "all of: ";
      for (int i = 0; i < k; ++i) {
        const std::string v = value_text({numeric.index, from_small ? i : numeric.size - 1 - i});
        s += slot == "not_top" ? value_text(b.values[0]) + " is not " + v + "; "
                               : (i == 0 ? "" : " or ") + v;
      }
      if (slot == "not_top") s.resize(s.size() - 2);
    } else if (slot == "beats" || slot == "loses") {
      if (!contested(numeric)) return "";
      s += lower_wins(numeric) == (slot == "beats") ? "<" : ">";
    } else if (slot == "ahead" || slot == "behind" || slot == "ahead_sign" ||
               slot == "behind_sign") {
      // Ahead in a schedule or a race is earlier, in a score more.
      const bool more = contested(numeric) && !lower_wins(numeric);
      const bool ahead = slot.starts_with("ahead");
      s += slot.ends_with("sign") ? (more == ahead ? "+" : "-") : (more == ahead ? ">" : "<");
    } else if (slot == "beats_sign") {
      if (!contested(numeric)) return "";
      s += lower_wins(numeric) ? "-" : "+";
    } else if (slot == "faster" || slot == "slower") {
      s += (slot == "faster") == speed(numeric) ? ">" : "<";
    } else if (slot == "faster_sign" || slot == "slower_sign") {
      s += (slot == "faster_sign") == speed(numeric) ? "+" : "-";
    } else if (slot == "older" || slot == "younger") {
      s += (slot == "older") != numeric.time_point ? ">" : "<";
    } else if (slot == "older_sign" || slot == "younger_sign") {
      s += (slot == "older_sign") != numeric.time_point ? "+" : "-";
    } else if (slot == "step") {
      if (numeric.step.empty()) return "";  // `just after` where the values are uneven
      // (`2 * 1` is `2`.)
      if (numeric.step == "1" && s.ends_with(" * ")) {
        s.resize(s.size() - 3);
        continue;
      }
      s += numeric.step;
    } else if (slot == "num" || slot == "ord" || slot == "num2" || slot == "ord2") {
      const int k = b.numbers[slot.back() == '2' ? 1 : 0];
      if (k > n) out.bad_position = k;
      s += std::to_string(k);
    } else if (slot == "from_last") {
      // `second from the right`: counted from position n.
      const int k = b.numbers[0];
      if (n <= 0) return "";
      if (k > n) out.bad_position = k;
      s += std::to_string(n + 1 - k);
    } else if (slot == "last") {
      if (n <= 0) return "";
      s += std::to_string(n);
    } else if (slot == "middle_two") {
      // `one of the two middle houses` of an even row.
      if (n < 4 || n % 2 != 0) return "";
      s += std::to_string(n / 2) + " or " + std::to_string(n / 2 + 1);
    } else if (slot == "last_two") {
      // `one of the last two stalls`.
      if (n < 3) return "";
      s += std::to_string(n - 1) + " or " + std::to_string(n);
    } else if (slot == "gap") {
      // (Places between, never a measure: `two years between` them.)
      if (b.any_word != nullptr && (measure_unit(*b.any_word) || time_unit(*b.any_word))) return "";
      s += std::to_string(b.numbers[0] + 1);
    } else if (slot == "who") {
      // `Who rides Thunder?` where the people's category is Thunder's own
      // (the horses listed first) asks nothing: no reading, never the
      // value itself as its answer.
      if (b.values[0].category < values.place_category() &&
          values.category_name(b.values[0].category) == who)
        return "";
      s += who;
    } else if (slot == "cat") {
      s += values.category_name(b.category);
    } else {
      s += value_text(b.values[slot[0] - 'a']);
    }
  }
  return s;
}

bool ranked_by_height(const std::vector<Word>& words, const NumericCategory& numeric) {
  if (std::find(numeric.units.begin(), numeric.units.end(), "ordinal") == numeric.units.end())
    return false;
  // Places in a contest start at 1st; a school's grades and years, a
  // building's floors, a match's rounds are levels, higher the more.
  if (numeric.least != 1) return false;
  static constexpr std::string_view kLevels[] = {
      "floor",  "storey",  "story", "level", "deck",  "shelf", "rung",       "tier",
      "flight", "landing", "grade", "year",  "class", "form",  "generation", "round"};
  const auto level = [](std::string_view w) {
    return std::find(std::begin(kLevels), std::end(kLevels), w) != std::end(kLevels);
  };
  for (const Word& w : cut_words(numeric.name))
    if (level(w.stem)) return false;
  for (const std::string& u : numeric.units)
    if (level(u)) return false;
  for (const Word& w : words)
    if (level(w.stem)) return false;
  return std::any_of(words.begin(), words.end(), [](const Word& w) {
    return w.stem == "higher" || w.stem == "lower" || w.stem == "above" || w.stem == "below";
  });
}

std::string turned(std::string s) {
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '<' || s[i] == '>') s[i] = s[i] == '<' ? '>' : '<';
    if (i > 0 && i + 1 < s.size() && s[i - 1] == ' ' && s[i + 1] == ' ' &&
        (s[i] == '+' || s[i] == '-'))
      s[i] = s[i] == '+' ? '-' : '+';
  }
  return s;
}

}  // namespace deduce::puzzles::zebra::english
