// A list of words said to run along a measure: `small, medium, large or
// jumbo, in that order from smallest to largest`, `the treble, the second,
// the third or the tenor (lightest to heaviest)`, `heaviest first`, `in
// ascending order of size`. Such a list is ordered though none of its
// values is a number: its values are ranks 1 to n along the measure, so
// that `bigger`, `a heavier bell` and `the largest` compare them
// (numeric_categories.cc). A list whose order is not said, or said with
// `not necessarily`, stays a plain list: no scale is ever guessed from the
// words themselves (`gold, silver, bronze`), since a riddle may use any
// order.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace deduce::puzzles::zebra::english {

struct StatedOrder {
  // The measure, named by the word its comparisons key on in
  // NumericChoice::cues() (`heavy`, `long`, `old`, `cheap`, `hot`) or, for
  // measures with no cue of their own, `large` or `high`.
  std::string measure;
  // The list runs from the most to the least (`heaviest first`, `from
  // largest to smallest`): its first value is then the largest rank.
  bool descending = false;
  // Where the phrase that says it stands in the text searched (so that
  // the list's own words can leave it out), as byte offsets.
  std::size_t begin = 0, end = 0;
};

// The order `text` says a list runs in: `text` is what follows the list
// up to its clause's end, or the words before it on its line. Nothing
// when it says none, or says it with `not` or `necessarily`.
std::optional<StatedOrder> stated_order(std::string_view text);

// The words that name a measure's comparisons and superlatives (`heavy`,
// `heavier`, `heaviest`, `light`, ...), which tell a sentence is about a
// list ranked along it.
const std::vector<std::string_view>& measure_words(std::string_view measure);

}  // namespace deduce::puzzles::zebra::english
