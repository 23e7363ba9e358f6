// Notes written without their verb, as a notebook, minutes or a text
// message clip them: `Ferris four inches taller than Quinlan`, `Man at no.
// 5 NOT the shortest`, `Donkey jacket at the right-hand end`, `Neither
// Quinlan nor Moody in the grey suit`. Where a sentence has no verb at all,
// `is` is tried after each value it names, in order, and the first that
// reads is its reading (reader_read.cc); a sentence with a verb is never
// said so.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "deduce/puzzles/zebra/english/lexicon.h"

namespace deduce::puzzles::zebra::english {

// `text` with `is` after each value it names where the next word is not a
// value's and joins no list (`and`, `or`, `nor`), in order; empty where
// `text` has a verb (a form of `be` or `have`, a past, a verb of the
// tables, an auxiliary, a present in -s after a name) or names no value.
std::vector<std::string> verbless_as_said(std::string_view text, const Lexicon& lexicon);

}  // namespace deduce::puzzles::zebra::english
