// The ordered categories of a magazine grid and the choice, for one
// sentence, of those a comparison in it may be over (reader.h).
//
// A category whose values are all numbers of one kind (value_numbers.h:
// money, amounts with units, years, ordinals, months, weekdays, dates,
// times) is ordered: its values sorted by number, with what the numbers
// count (units, a calendar, seconds a unit) so that `older`, `2 weeks
// after` and `$5 more` are read over the right one.
#pragma once

#include <string_view>
#include <vector>

#include "deduce/puzzles/zebra/english/lexicon.h"
#include "deduce/puzzles/zebra/english/sentence_reader.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

// The ordered categories of `categories`, each sorted in place by its
// numbers (its .zebra names become the numbers).
std::vector<NumericCategory> find_numeric(std::vector<CategoryText>& categories);

// Times `a:bb` read as minutes and seconds (`the finishing times were
// 4:02, 4:14, ...`) are hours and minutes where the clues say a gap in
// minutes that no two of them are apart as minutes and seconds (`17
// minutes ahead of` times 51 seconds apart at most) and no gap in seconds.
void hours_said_by_clues(std::vector<NumericCategory>& numeric,
                         const std::vector<CategoryText>& categories,
                         const std::vector<std::string_view>& clues);

// Marks `numeric` (the list `c`) as numbered things, labels of places
// (`on pegs 3, 7, 11, ... numbered upwards from the car park`): no one
// wins by them, and its noun says them (`Norman's peg was the next one
// up`).
void mark_numbered(NumericCategory& numeric, const CategoryText& c);

// Whether `words` say a deed that measures something other than money or
// an age (`Ann scored more than Bo`, `ate the most`, `ran further`) and no
// word of money (`spent`, `sold`, `$`): no reading is then over money or
// ages.
bool other_measure_said(std::string_view text, const std::vector<Word>& words,
                        const SentenceValues& values);

// Whether a list is an order's numbers by its name (`Batting order: No. 1,
// No. 2, ...`).
bool an_order(const NumericCategory& n);

// Of `numeric`, those a comparison in `words` (of the sentence `text`)
// may be over: the one there is; of several, those the sentence's words
// name (a unit, a word of the category's line, a word of money, what a
// comparative measures); else all, and the sentence reads several ways.
std::vector<NumericCategory> numeric_for(std::string_view text, const std::vector<Word>& words,
                                         const SentenceValues& values,
                                         const std::vector<NumericCategory>& numeric,
                                         const std::vector<CategoryText>& categories);

}  // namespace deduce::puzzles::zebra::english
