// The parts of the relation table (relation_phrases() in phrase_table.h),
// each a file of templates by what they say. relation_phrases() joins them
// in this order, so that the table is row for row the one written before it
// was split: the sentence reader walks it in order (sentence_reader.cc).
// The templates' syntax is phrase_table.h's.
#pragma once

#include <span>

#include "deduce/puzzles/zebra/english/phrase_table.h"

namespace deduce::puzzles::zebra::english {

// Places in the row: the middle, the ends, neighbours, left and right,
// between (row_phrases.cc).
std::span<const Phrase> row_phrases();

// One value is, or is not, another; one of several; neither; pairs
// (identity_phrases.cc).
std::span<const Phrase> identity_phrases();

// Comparisons over the numeric category: more and less, older, before and
// after, superlatives (comparison_phrases.cc).
std::span<const Phrase> comparison_phrases();

// Contests and an order's direction: best and worst, above, ahead,
// winning, multiples (contest_phrases.cc).
std::span<const Phrase> contest_phrases();

}  // namespace deduce::puzzles::zebra::english
