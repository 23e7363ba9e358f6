// A deed's contrary is no list of that deed's times: `Ann left before Bo`
// says nothing of a list of when each arrived, `Cy finished first` nothing
// of when each started, and a shop that closed later says nothing of when
// it opened. The reader drops a reading over such a list (reader_read.cc),
// so the sentence is refused rather than read as the list's own deed.
// Pairs: arrive and leave (`left` only as a verb, never `to the left` or
// `left of`), start and finish, open and close.
#pragma once

#include <string>
#include <vector>

#include "deduce/puzzles/zebra/english/lexicon.h"
#include "deduce/puzzles/zebra/english/sentence_reader.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

// The .zebra names of the lists in `numeric` whose line says a deed that
// `words` says the contrary of.
std::vector<std::string> contrary_deed_lists(const std::vector<Word>& words,
                                             const std::vector<NumericCategory>& numeric,
                                             const std::vector<CategoryText>& categories);

}  // namespace deduce::puzzles::zebra::english
