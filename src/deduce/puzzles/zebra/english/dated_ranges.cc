// Dates said as a range (dated_ranges.h).
#include "deduce/puzzles/zebra/english/dated_ranges.h"

#include <array>
#include <cctype>
#include <string>

#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/value_numbers.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {
namespace {

constexpr std::array<std::string_view, 12> kMonths = {
    "January", "February", "March",     "April",   "May",      "June",
    "July",    "August",   "September", "October", "November", "December"};
constexpr std::array<int, 12> kDays = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};

// How the first end writes its date, so that every value is written so.
struct Style {
  bool month_first = true;  // `June 3`, else `3 June`
  bool ordinal = false;     // `June 3rd`
  bool lower = false;       // `june 3`
};

// The date of words[i], words[i + 1] as the day of the year; 0 when they
// are none.
int date_at(const std::vector<Word>& words, std::size_t i, std::string_view text, Style& style) {
  if (i + 1 >= words.size()) return 0;
  const std::size_t end = words[i + 1].offset + words[i + 1].text.size();
  const std::optional<ValueNumber> v =
      value_number(text.substr(words[i].offset, end - words[i].offset));
  if (!v || v->unit != "date") return 0;
  style.month_first = std::isalpha(static_cast<unsigned char>(words[i].text.front())) != 0;
  const Word& day = style.month_first ? words[i + 1] : words[i];
  const Word& month = style.month_first ? words[i] : words[i + 1];
  style.ordinal = !std::isdigit(static_cast<unsigned char>(day.text.back()));
  style.lower = std::islower(static_cast<unsigned char>(month.text.front())) != 0;
  return static_cast<int>(v->number);
}

std::string written(int day_of_year, const Style& style) {
  std::size_t m = 0;
  while (m + 1 < kDays.size() && day_of_year > kDays[m]) day_of_year -= kDays[m++];
  std::string month(kMonths[m]);
  if (style.lower) month[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(month[0])));
  const std::string day = style.ordinal ? ordinal_digits(day_of_year) : std::to_string(day_of_year);
  return style.month_first ? month + " " + day : day + " " + month;
}

bool weekday(std::string_view stem) {
  static constexpr std::string_view kDays[] = {"monday", "tuesday",  "wednesday", "thursday",
                                               "friday", "saturday", "sunday"};
  for (std::string_view d : kDays)
    if (stem == d) return true;
  return false;
}

}  // namespace

std::optional<TimedRange> dated_range(std::string_view text, int size) {
  const std::vector<Word> words = cut_words(text);
  for (std::size_t i = 0; i + 4 < words.size(); ++i) {
    Style style;
    const int a = date_at(words, i, text, style);
    if (a == 0) continue;
    std::size_t k = i + 2;
    const std::string& link = words[k].stem;
    if (link != "to" && link != "through" && link != "thru" && link != "until" && link != "till")
      continue;
    ++k;
    if (k < words.size() && words[k].stem == "the") ++k;
    Style other;
    int b = date_at(words, k, text, other);
    if (b == 0) continue;
    // Over a year's end: `from December 20 to January 10`.
    if (b <= a) b += 365;
    // A week apart: `each Saturday from`, `every Friday from`, `weekly`,
    // said in the four words before the range.
    int step = 1;
    for (std::size_t j = i >= 5 ? i - 5 : 0; j < i; ++j)
      if (words[j].stem == "weekly" ||
          ((words[j].stem == "each" || words[j].stem == "every") && j + 1 < i &&
           (weekday(words[j + 1].stem) || words[j + 1].stem == "week")))
        step = 7;
    if ((b - a) % step != 0) continue;
    const int count = (b - a) / step + 1;
    if (size > 0 ? count != size : (count < 3 || count > 8)) continue;
    TimedRange out;
    for (int d = a; d <= b; d += step) out.values.push_back(written((d - 1) % 365 + 1, style));
    // The phrase: from `each`/`every`/`from` before the first end.
    std::size_t begin = i;
    while (begin > 0 && i - begin < 4 &&
           (words[begin - 1].stem == "from" || words[begin - 1].stem == "each" ||
            words[begin - 1].stem == "every" || words[begin - 1].stem == "weekly" ||
            words[begin - 1].stem == "one" || words[begin - 1].stem == "for" ||
            weekday(words[begin - 1].stem) || words[begin - 1].stem == "the"))
      --begin;
    out.begin = words[begin].offset;
    out.first = words[i].offset;
    return out;
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
