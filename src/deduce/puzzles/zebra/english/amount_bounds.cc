// Comparisons with an amount outside the list, said as a choice
// (amount_bounds.h).
#include "deduce/puzzles/zebra/english/amount_bounds.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <utility>

#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/value_numbers.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

namespace {

struct Bound {
  std::string_view words;  // as written, lower case, with the space after
  int side;                // -1: the values below the amount, 1: above it
  bool of_time;            // said only of points or spans of time
};

// (Not `older` and `younger`, which run against years and dates of
// birth, nor `at least` and `at most`, whose amount may be a value.)
constexpr std::array<Bound, 22> kBounds = {{
    {"less than ", -1, false},    {"fewer than ", -1, false},   {"lower than ", -1, false},
    {"cheaper than ", -1, false}, {"smaller than ", -1, false}, {"shorter than ", -1, false},
    {"lighter than ", -1, false}, {"under ", -1, false},        {"below ", -1, false},
    {"earlier than ", -1, true},  {"before ", -1, true},        {"more than ", 1, false},
    {"greater than ", 1, false},  {"higher than ", 1, false},   {"dearer than ", 1, false},
    {"bigger than ", 1, false},   {"longer than ", 1, false},   {"heavier than ", 1, false},
    {"over ", 1, false},          {"above ", 1, false},         {"later than ", 1, true},
    {"after ", 1, true},
}};

bool timed(const ValueNumber& n) {
  return n.unit == "time" || n.unit == "clock" || n.unit == "day" || n.unit == "month" ||
         n.unit == "date" || n.unit == "year";
}

// The amount at the start of `rest` (`$2,000`, `10am`, `3 kg`, `2,500
// miles`): its length in bytes and its number; nullopt for none. The
// longest of its first one to three words that reads as one.
std::optional<std::pair<std::size_t, ValueNumber>> amount_at(std::string_view rest) {
  if (rest.empty() ||
      !(std::isdigit(static_cast<unsigned char>(rest.front())) || currency_sign(rest, 0) != 0))
    return std::nullopt;
  std::vector<std::size_t> ends;
  for (std::size_t at = 0; ends.size() < 3 && at < rest.size();) {
    std::size_t end = std::min(rest.find(' ', at), rest.size());
    // (Punctuation after the word ends the amount: `$2,000, and`.)
    std::size_t word_end = end;
    while (word_end > at && std::ispunct(static_cast<unsigned char>(rest[word_end - 1])) &&
           rest[word_end - 1] != '%')
      --word_end;
    if (word_end > at) ends.push_back(word_end);
    if (word_end != end) break;
    at = end + 1;
  }
  for (auto e = ends.rbegin(); e != ends.rend(); ++e)
    if (std::optional<ValueNumber> n = value_number(rest.substr(0, *e))) return {{*e, *n}};
  return std::nullopt;
}

// `$1,500, $2,250 or $3,000`: values as a list of choices is written.
std::string as_choice(const std::vector<std::string_view>& values) {
  std::string said(values.front());
  for (std::size_t i = 1; i < values.size(); ++i)
    said.append(i + 1 == values.size() ? " or " : ", ").append(values[i]);
  return said;
}

}  // namespace

std::optional<std::string> bound_as_choice(std::string_view text,
                                           const std::vector<CategoryText>& categories,
                                           const std::vector<NumericCategory>& numeric) {
  std::string lower(text);
  for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  for (const Bound& b : kBounds)
    for (std::size_t at = lower.find(b.words); at != std::string::npos;
         at = lower.find(b.words, at + 1)) {
      if (at > 0 && std::isalnum(static_cast<unsigned char>(lower[at - 1]))) continue;
      // (`no more than`, `not under`: said the other way, left to the
      // tables; `$500 more than $2,000` is no bound.)
      const std::vector<Word> before = cut_words(text.substr(0, at));
      if (!before.empty() && (before.back().stem == "no" || before.back().stem == "not" ||
                              std::isdigit(static_cast<unsigned char>(before.back().text.front()))))
        continue;
      if (!before.empty() && before.front().stem == "only") continue;  // Reader::only_past
      const std::size_t from = at + b.words.size();
      const std::optional<std::pair<std::size_t, ValueNumber>> amount =
          amount_at(text.substr(from));
      if (!amount || (b.of_time && !timed(amount->second))) continue;
      ValueNumber bound = amount->second;
      // `before 10:30` of times listed with am and pm (`9:40am, 10:15am,
      // ...`): the hour on the clock, morning or afternoon, whichever
      // falls among them (never both).
      if (bound.unit == "clock" && bound.number < 13 * 60)
        for (const NumericCategory& n : numeric) {
          const CategoryText& c = categories[static_cast<std::size_t>(n.index)];
          double low = 1e9, high = -1e9;
          bool times = !c.values.empty();
          for (const std::string& v : c.values) {
            const std::optional<ValueNumber> x = value_number(v);
            times = times && x && x->unit == "time";
            if (x) low = std::min(low, x->number), high = std::max(high, x->number);
          }
          if (!times) continue;
          const double am = bound.number >= 12 * 60 ? bound.number - 12 * 60 : bound.number;
          const bool morning = am > low && am<high, afternoon = am + 720> low && am + 720 < high;
          if (morning != afternoon) bound = ValueNumber{morning ? am : am + 720, "time"};
          break;
        }
      // The one list whose values are counted as the amount is.
      const CategoryText* list = nullptr;
      bool several = false;
      for (const NumericCategory& n : numeric) {
        const CategoryText& c = categories[static_cast<std::size_t>(n.index)];
        const bool same =
            !c.values.empty() &&
            std::all_of(c.values.begin(), c.values.end(), [&](const std::string& v) {
              const std::optional<ValueNumber> x = value_number(v);
              // (Or bare numbers whose unit the list said
              // once: `31.4, 32.1, ... and 34.0 seconds`.)
              return x && (x->unit == bound.unit || (x->unit.empty() && !bound.unit.empty() &&
                                                     std::find(n.units.begin(), n.units.end(),
                                                               bound.unit) != n.units.end()));
            });
        if (!same) continue;
        several = several || list != nullptr;
        list = &c;
      }
      if (list == nullptr || several) return std::nullopt;
      std::vector<std::string_view> past;
      for (const std::string& v : list->values) {
        const double x = value_number(v)->number;
        if (x == bound.number) return std::nullopt;  // a value: the tables read it
        if (b.side < 0 ? x < bound.number : x > bound.number) past.push_back(v);
      }
      if (past.empty() || past.size() == list->values.size()) return std::nullopt;
      std::string said = as_choice(past);
      // (`arrived before 10am` is `arrived at 9:15am or 9:45am`.)
      if (b.of_time && bound.unit == "time") said.insert(0, "at ");
      return std::string(text.substr(0, at)) + said +
             std::string(text.substr(from + amount->first));
    }
  return std::nullopt;
}

std::optional<std::string> top_places_as_choice(std::string_view text,
                                                const std::vector<CategoryText>& categories,
                                                const std::vector<NumericCategory>& numeric) {
  // The one list of places, in their order.
  const CategoryText* places = nullptr;
  for (const NumericCategory& n : numeric) {
    const CategoryText& c = categories[static_cast<std::size_t>(n.index)];
    if (c.values.empty() || !std::all_of(c.values.begin(), c.values.end(), [](const auto& v) {
          const std::optional<ValueNumber> x = value_number(v);
          return x && x->unit == "ordinal";
        }))
      continue;
    if (places != nullptr) return std::nullopt;
    places = &c;
  }
  if (places == nullptr) return std::nullopt;
  std::vector<std::string> sorted = places->values;
  std::sort(sorted.begin(), sorted.end(), [](const std::string& a, const std::string& b) {
    return value_number(a)->number < value_number(b)->number;
  });
  const std::vector<Word> w = cut_words(text);
  for (std::size_t i = 1; i + 1 < w.size(); ++i) {
    const std::string& end = w[i].stem;
    const bool best = end == "top" || end == "first";
    if (!best && end != "bottom" && end != "last") continue;
    if (w[i - 1].stem != "the") continue;
    const int k = number_word(w[i + 1].stem);
    if (k < 2 || static_cast<std::size_t>(k) >= sorted.size()) continue;
    std::size_t stop = i + 2;
    // (`the first three lanes` of a row are its places, not the list's.)
    if (stop < w.size()) {
      const std::string& after = w[stop].stem;
      if (after == "places" || after == "positions" || after == "finishers" || after == "spots")
        ++stop;
      else if (after != "and" && after != "but" && after != "so" && after != "though" &&
               after != "either" && after != "or")
        continue;
    }
    std::size_t from = i - 1;  // `the`
    if (from > 0 && (w[from - 1].stem == "in" || w[from - 1].stem == "among" ||
                     w[from - 1].stem == "amongst" || w[from - 1].stem == "within"))
      --from;
    std::string said;
    for (int j = 0; j < k; ++j) {
      const std::string& v = best ? sorted[static_cast<std::size_t>(j)]
                                  : sorted[sorted.size() - static_cast<std::size_t>(k - j)];
      said.append(j == 0 ? "" : j + 1 == k ? " or " : ", ").append(v);
    }
    const std::size_t b = w[from].offset;
    const std::size_t e = w[stop - 1].offset + w[stop - 1].text.size();
    return std::string(text.substr(0, b)).append(said).append(text.substr(e));
  }
  return std::nullopt;
}

std::optional<std::string> figures_as_choice(std::string_view text,
                                             const std::vector<CategoryText>& categories,
                                             const std::vector<NumericCategory>& numeric) {
  const std::vector<Word> w = cut_words(text);
  // `three-figure` is cut into `three`, `figure` (words.h).
  static constexpr std::pair<std::string_view, int> kCounts[] = {
      {"single", 1}, {"double", 2}, {"two", 2},  {"three", 3}, {"treble", 3},
      {"triple", 3}, {"four", 4},   {"five", 5}, {"six", 6}};
  for (std::size_t i = 0; i + 1 < w.size(); ++i) {
    if (w[i + 1].stem != "figure") continue;
    int digits = 0;
    for (const auto& [word, count] : kCounts)
      if (w[i].stem == word) digits = count;
    if (digits == 0) continue;
    // `a three-figure checkout`, `in double figures`: the article or
    // `in` before, the noun after (`figures` has none).
    std::size_t from = i, to = i + 2;
    if (from > 0 &&
        (w[from - 1].stem == "a" || w[from - 1].stem == "an" || w[from - 1].stem == "in"))
      --from;
    const bool plural = w[i + 1].text.ends_with("s");
    if (!plural && to < w.size() && !w[to].text.empty() &&
        std::islower(static_cast<unsigned char>(w[to].text.front())))
      ++to;
    // The one list of plain numbers.
    const CategoryText* list = nullptr;
    for (const NumericCategory& n : numeric) {
      const CategoryText& c = categories[static_cast<std::size_t>(n.index)];
      if (n.time_point || n.time_scale != 0 || c.values.empty()) continue;
      if (list != nullptr) return std::nullopt;
      list = &c;
    }
    if (list == nullptr) return std::nullopt;
    std::vector<std::string_view> past;
    for (const std::string& v : list->values) {
      const std::optional<ValueNumber> x = value_number(v);
      if (!x || x->number < 0) return std::nullopt;
      const double low = std::pow(10.0, digits - 1), high = std::pow(10.0, digits);
      if (x->number >= (digits == 1 ? 0.0 : low) && x->number < high) past.push_back(v);
    }
    if (past.empty() || past.size() == list->values.size()) return std::nullopt;
    return replace_words(text, w, from, to, as_choice(past));
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
