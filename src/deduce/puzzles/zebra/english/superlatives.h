// Superlatives that stand for a value: `the newest car`, `the most`, `the
// lowest price`, `the most expensive`. In a grid whose category is ordered
// (reader_run.cc: years, prices, nights), the newest car is the car of
// the largest year, so `The newest car cost the most` says that the last
// year goes with the largest price, as `The 2021 car cost $9,000` would.
// This file finds them in a sentence's words and says which end each
// means; reader_superlatives.cc chooses the category (the words around it) and
// reads the sentence again with each replaced by its value.
#pragma once

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "deduce/puzzles/zebra/english/sentence_reader.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

struct SuperlativeSpan {
  std::size_t begin = 0, end = 0;  // the words it takes: `the most expensive`
  std::size_t word = 0;            // its superlative word
  // How it reads, as the phrase table's slots: "most", "least", "oldest",
  // "youngest", "fastest", "slowest".
  std::string_view slot;
  // Which from the end (`the second heaviest` is 2): 1 for the end itself.
  int rank = 1;
  // Said of a stretch of time's business (`had the slowest night`, `the
  // busiest day`, `the best day's takings`): the most or least of what
  // was taken or counted in it (business_measure()).
  bool business = false;
};

// The superlatives of `words`, in order; none inside `covered` words (a
// value's own name). `ends`: `first` and `last` too (the least and the
// most of an ordered list, in a grid without positions). `wins`: `won`,
// `the winner` too (the best of a contest), as `ends` says, or where a
// row's places are no order of the contest (tables where teams sat).
std::vector<SuperlativeSpan> find_superlatives(const std::vector<Word>& words,
                                               const std::vector<bool>& covered, bool ends,
                                               bool wins = false);

// Whether `words[i]` is a bare `the most` or `the least` (`Ann grumbled
// the most`): an amount said of nothing in its own words, and no point
// in time (`latest` is its word; `the most recently`, `the most recent`
// are one). The second form: at any word.
bool bare_most(const std::vector<Word>& words, std::size_t i);
bool bare_most(const std::vector<Word>& words);

// The deed of `to V the most` (`the one to complain the most`) where
// `words[i]` is a bare `most` or `least`: V's index, else 0.
std::size_t deed_of_most(const std::vector<Word>& words, std::size_t i);

// Whether a superlative's word says nothing of what it measures (`most`,
// `highest`, `biggest`, `more` against all, `first`): the words around it
// must.
bool generic_superlative(std::string_view stem);

// Whether the superlative `slot` means the largest value of `numeric`
// (else the smallest): the oldest of ages is the largest, of years the
// smallest; the fastest of speeds the largest, of anything else the
// smallest; the
// best (`beat everyone`) the smallest where lower_wins().
bool means_largest(std::string_view slot, const NumericCategory& numeric);

// Whether `numeric` counts levels one above another (floors, storeys,
// decks, shelves, tiers, rungs, steps) by its name or its units: its top
// is its largest, however it ranks (`the top floor` of 1st to 4th floors).
bool upright_measure(const NumericCategory& numeric);

// Whether `words` say numbers as numbers (`the lowest number`, `a higher-
// numbered plot`).
bool numbers_said(const std::vector<Word>& words);

// High and low in an order named so (`Batting order: No. 1, ...`): `batted
// lowest`, `highest in the order` are near its back and front, so whether
// the largest number is meant; nullopt where `words` say no height, or
// say the numbers (`the lowest number`), or the list is no order.
std::optional<bool> order_height(const std::vector<Word>& words, const NumericCategory& numeric);

// A stretch of time whose business is told (`day`, `night`, `shift`): the
// slowest one is the least business, not the slowest time.
bool period_noun(std::string_view stem);

// Whether `words` say a stretch of time's business with a superlative
// (`had the slowest night`, `the best day's takings`).
bool business_superlative(const std::vector<Word>& words);

// Whether `numeric` is what a day's or a night's business is told by:
// money, or a count of things (admissions, sales); not a time, a date, an
// age, a place, a length, a weight or a temperature.
bool business_measure(const NumericCategory& numeric);

// `made the most catches, 44`, `won the top prize of £25`: a superlative
// said again by its value, read as the value alone (`made 44`, `won
// £25`), which says all the superlative does; nullopt when none is so
// said. `covered`: the words of values (lexicon.h).
std::optional<std::string> superlative_restated(std::string_view text,
                                                const std::vector<Word>& words,
                                                const std::vector<bool>& covered);

// Whether one of `units` is among the units of `numeric`.
bool has_unit(const NumericCategory& numeric, std::initializer_list<std::string_view> units);

// Whether the noun `stem` names the list `numeric`: one of its units, or a
// word of its name by its root (`carriage` of carriages 1 to 5, never
// `station`).
bool named_by(const NumericCategory& numeric, const std::string& stem);

// Whether `numeric` is a speed (mph, km/h, knots): faster is more of it;
// of anything else timed (a time, minutes, a clock), faster is less.
bool speed(const NumericCategory& numeric);

// Whether a contest may be won by `numeric` (`won the race`, `beat`): not
// ages, nor dates and years, which no one wins by.
bool contested(const NumericCategory& numeric);

// Whether a list of sums, by the words of its line (`line_words`), is
// won (`won $100, $200 and $300`, `prize money`, `winnings`): only such
// money comes first or last.
bool won_money(std::string_view line_words);

// Whether the smaller value wins over `numeric` (`beat`, `the best`):
// times and places (1st beats 2nd), not scores, sums or weights.
bool lower_wins(const NumericCategory& numeric);

}  // namespace deduce::puzzles::zebra::english
