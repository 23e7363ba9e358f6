// Numbers said in words or figures (phrase_table.h): counts (`two`, `30`),
// ordinals (`second`, `2nd`) and amounts with their decimals (`$15`,
// `2.5`).
#include "deduce/puzzles/zebra/english/phrase_table.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <string>

namespace deduce::puzzles::zebra::english {

namespace {

int from_digits(std::string_view s) {
  int v = 0;
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  return ec == std::errc{} && end == s.data() + s.size() && v > 0 && v <= 64 ? v : 0;
}

}  // namespace

int number_word(std::string_view s) {
  static constexpr std::array<std::string_view, 20> kWords = {
      "one",     "two",     "three",     "four",     "five",     "six",      "seven",
      "eight",   "nine",    "ten",       "eleven",   "twelve",   "thirteen", "fourteen",
      "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"};
  for (std::size_t i = 0; i < kWords.size(); ++i)
    if (s == kWords[i]) return static_cast<int>(i) + 1;
  // (`thirty years`, `fifty metres`: the tens.)
  static constexpr std::array<std::string_view, 7> kTens = {"thirty",  "forty",  "fifty", "sixty",
                                                            "seventy", "eighty", "ninety"};
  for (std::size_t i = 0; i < kTens.size(); ++i)
    if (s == kTens[i]) return static_cast<int>(i + 3) * 10;
  return from_digits(s);
}

bool nought_word(std::string_view stem) {
  return stem == "none" || stem == "zero" || stem == "nil" || stem == "nought";
}

int amount_word(std::string_view s) {
  if (const int k = number_word(s); k != 0) return k;
  int v = 0;
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  return ec == std::errc{} && end == s.data() + s.size() && v > 0 && v <= 1000000 ? v : 0;
}

double amount_of(std::string_view s) {
  if (const int k = amount_word(s); k != 0) return k;
  // `3s.`, `12s`: shillings, as old puzzle books write a sum (two digits at
  // most: never a decade, `the 1970s`).
  if (s.size() >= 2 && s.size() <= 3 && s.back() == 's' &&
      std::all_of(s.begin(), s.end() - 1,
                  [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }))
    return from_digits(s.substr(0, s.size() - 1));
  const std::size_t point = s.find('.');
  if (point == std::string_view::npos || point + 1 >= s.size()) return 0;
  double v = 0;
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  return ec == std::errc{} && end == s.data() + s.size() && v > 0 && v <= 1000000 ? v : 0;
}

std::string ordinal_digits(int k) {
  const char* suffix = (k % 10 == 1 && k % 100 != 11)   ? "st"
                       : (k % 10 == 2 && k % 100 != 12) ? "nd"
                       : (k % 10 == 3 && k % 100 != 13) ? "rd"
                                                        : "th";
  return std::to_string(k) + suffix;
}

int ordinal_word(std::string_view s) {
  static constexpr std::array<std::string_view, 12> kWords = {
      "first",   "second", "third", "fourth", "fifth",    "sixth",
      "seventh", "eighth", "ninth", "tenth",  "eleventh", "twelfth"};
  for (std::size_t i = 0; i < kWords.size(); ++i)
    if (s == kWords[i]) return static_cast<int>(i) + 1;
  for (std::string_view suffix : {"st", "nd", "rd", "th"})
    if (s.size() > 2 && s.substr(s.size() - 2) == suffix)
      return from_digits(s.substr(0, s.size() - 2));
  return 0;
}

}  // namespace deduce::puzzles::zebra::english
