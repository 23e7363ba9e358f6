// The phrasings said plainly by one table (said_plainly(), plain_words.h,
// tries it after its other rewrites): `more quickly than` is `faster than`,
// `came away with` is `got`, `crossed the line` is `finished`. Each row is a
// phrasing and the words the phrase table reads in its place, longest
// first where one holds another.
#pragma once

#include <span>

#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

std::span<const SaidAs> plain_phrasings();

}  // namespace deduce::puzzles::zebra::english
