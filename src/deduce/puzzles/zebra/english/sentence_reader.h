// Reading one sentence with the phrase table (phrase_table.h): every
// template that fits it, each slot filled by a noun phrase that names one
// value (lexicon.h) or by a number, gives the .zebra statement it means.
#pragma once

#include <functional>
#include <span>
#include <string>
#include <vector>

#include "deduce/puzzles/zebra/english/lexicon.h"
#include "deduce/puzzles/zebra/english/phrase_table.h"

namespace deduce::puzzles::zebra::english {

struct SentenceReading {
  // The distinct .zebra statements the sentence reads as (one when it is
  // read, none when it is not, two or more when it reads two ways).
  std::vector<std::string> statements;
  // A noun phrase that named two values equally well, for the message.
  std::vector<ValueRef> ambiguous;
  // Whether the statements differ only by such a phrase (`the Honda`
  // where a motorbike and a car are both Honda): the clue holds in one
  // of its readings, the question is asked in each.
  bool phrase_two_ways = false;
  // A number outside 1..n, for the message (0 when none).
  int bad_position = 0;
  // A template comparing numbers fitted, but no category lists numbers.
  bool wants_numbers = false;
  // The ordered categories over which a comparison fitted only between
  // two of their own values (`platform(platform.3) < platform(platform.5)`,
  // which holds of anyone): no reading, but another category may be meant.
  std::vector<int> trivial;
};

// A unit of time a template's {unit} reads as the amount 1 (`the month
// after`): day, week, month, year, night, hour, minute, second.
bool time_unit(std::string_view stem);

// Whether `stem` is a unit an amount is measured in (`km`, `kilometre`,
// `pound`, `minute`, `point`): the word after an amount that must be read
// with it.
bool measure_unit(std::string_view stem);

// Whether words[i] is such a unit said as an amount (`the month after`, `a
// day before`): a reading must use it, so the meaning pass keeps it.
bool one_unit_at(const std::vector<Word>& words, std::size_t i);

// A numeric (`ordered`) category a comparison may be over: its .zebra
// name, and the gap between its neighbouring values ("" when uneven).
struct NumericCategory {
  std::string name;
  std::string step;
  int index = -1;                  // the category's index
  int size = 0;                    // its values (the largest is size - 1)
  std::vector<std::string> units;  // stems that tell a sentence is about it
  // Years, dates, months, weekdays, times: `older` is the smaller number.
  bool time_point = false;
  // Seconds in one unit of its numbers when they are times (60: minutes,
  // 1: seconds), else 0.
  int time_scale = 0;
  // `day` (weekdays), `date` (days of the year), `month`, `year`, or "".
  std::string calendar;
  // Bare numbers 1 to n (`tables 1 to 4`, `lanes 1 to 6`): labels, by
  // which no one wins.
  bool labels = false;
  // Its list said to be in order (`Lot 12, Lot 19 and Lot 23, which came up
  // in that order`): `later` is a later one.
  bool said_in_order = false;
  // Its values are words said to run along a measure (stated_orders.h):
  // the measure (`heavy`, `large`), and its numbers are ranks 1 to n.
  std::string ranked_by;
  // The largest gap between two of its values, and the one every gap is
  // a multiple of (0 when unknown): a difference of `60 more` over days
  // 1 to 5, or of `$1,500` over salaries $4,000 apart, holds of no one.
  double span = 0;
  double grain = 0;
  // Its smallest number: places in a contest start at 1st (`6th, 7th, 8th`
  // are grades, where higher is more).
  double least = 0;
  // What the riddle says wins (`Lowest score wins!`): -1 the smaller
  // value, 1 the larger, 0 unsaid (superlatives.h's lower_wins decides).
  int said_wins = 0;
  // Money its line says was won (`won $100, $200 and $300`, `prize
  // money`): only such sums come first or last (`came first`).
  bool won = false;
};

// Whether `n` is points in time or spans of it (clock times, dates,
// years, durations): what `when` asks and `first to arrive` orders.
inline bool in_time(const NumericCategory& n) {
  return n.time_point || n.time_scale != 0;
}

// `value_text` writes a value as the .zebra file names it; `who` is the
// .zebra name of the category that names people (for questions);
// `numeric` the ordered categories a comparison (`{N}`) may be over.
SentenceReading read_sentence(std::span<const Phrase> phrases, const std::vector<Word>& words,
                              const SentenceValues& values, int n,
                              const std::function<std::string(ValueRef)>& value_text,
                              const std::string& who,
                              const std::vector<NumericCategory>& numeric = {});

// What one `unit` (the word after an amount) is in the numbers of
// `numeric`: `3 minutes` of durations kept in seconds is 180, `2 weeks` of
// dates 14; 0 when the unit cannot measure it (`2 days` of months), 1 for
// any other word (`$5`, `3 places`).
double unit_scale(const std::string& u, const NumericCategory& numeric);

}  // namespace deduce::puzzles::zebra::english
