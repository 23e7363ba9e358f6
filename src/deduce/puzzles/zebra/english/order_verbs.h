// Verbs that say a place in an order by themselves: `The youngest pupil
// opened the recital` is first, `The Satie closed the concert` last, `led
// off the evening` first, `brought up the rear` last. Where the riddle has
// no positions, the sentence is read again with `came first` or `came
// last` in their place, so that the end of the ordered list is read as
// `first` and `last` are (superlatives.h); in a row that is an order in
// time, with `was first` or `was last`, its ends (`Dusty Lane closed the
// set` of records numbered in the order they were played, where `came`
// may be said of the years they came out).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "deduce/puzzles/zebra/english/lexicon.h"

namespace deduce::puzzles::zebra::english {

// `text` with such a verb and what it opens or closes (`opened the
// recital`) said as `came first` or `came last` (`was first`, `was last`
// in a row: `in_row`); nullopt when it has none. The thing opened must be
// the sentence's end and name no value.
std::optional<std::string> order_verbs_as_ends(std::string_view text,
                                               const std::vector<Word>& words,
                                               const SentenceValues& values, bool in_row = false);

// `I started the show with the oldest record, which was Frank's request`,
// `We closed the evening with the Rondo`, `The walk starts at the Red
// Lion`: what it was started or ended with, or at, said to have come
// first or last (`was` in a row); nullopt when the sentence is not so, its
// doer names a value, or it started at a time (`at 7pm`).
std::optional<std::string> started_with_as_end(std::string_view text,
                                               const std::vector<Word>& words,
                                               const SentenceValues& values, bool in_row);

// `Jake reached the bottom one place behind the Cirencester man`,
// `crossed the line second`: the deed that ends a race, said with a place
// or an order after it, as `finished`; nullopt when the sentence has none
// or the deed names a value (`reached the summit hut`).
std::optional<std::string> race_end_as_finished(std::string_view text,
                                                const std::vector<Word>& words,
                                                const SentenceValues& values);

}  // namespace deduce::puzzles::zebra::english
