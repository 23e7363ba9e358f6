// The number a value of a magazine list stands for, so that its category
// is ordered and the clues may compare and add over it: money (`$25,000`,
// `£4.50`), amounts with units (`32 years old`, `150 pounds`, `6.5 km`),
// years, ordinals (`3rd`, `third`), months (`March` is 3), weekdays
// (`Tuesday` is 2), dates (`March 5`, the day of the year), and times of
// day (`9:30am`, `10 pm`, `noon`: minutes after midnight).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

struct ValueNumber {
  double number = 0;
  // What the number counts, the same for every value of an ordered
  // category: `money`, `time`, `month`, `day`, `date`, `ordinal`, or the
  // unit words that follow it (`years old`, `pound`); "" for a bare number.
  std::string unit;
};

std::optional<ValueNumber> value_number(std::string_view value);

// Whether a unit is a coin's, a hundredth of the money beside it (`p`,
// `pence`, `penny`, `c`, `cent`).
bool coin_unit(std::string_view unit);

// `noon`, `midday`, `midnight`: an hour said by its name (a stem).
bool hour_name(std::string_view stem);

// A time of day said in words (`six o'clock`, `quarter past six`, `half
// past seven`, `ten to eight`, `twenty-five past nine`), its words cut:
// minutes after midnight, the hour as said (1 to 12); nullopt otherwise.
std::optional<double> spoken_time(const std::vector<Word>& w);

// The month (1 to 12) and its day of a date's number (value_number's
// `date`: the day of the year, March 5 is 64).
std::pair<int, int> month_and_day(double day_of_year);

// The number written as a .zebra name: whole numbers without a point.
std::string number_name(double number);

// The values of a list with the lowest and the highest number, however
// listed (`Row C` is 3; a value with no number counts as 0). `values` is
// not empty.
std::pair<std::string, std::string> ends_by_number(const std::vector<std::string>& values);

}  // namespace deduce::puzzles::zebra::english
