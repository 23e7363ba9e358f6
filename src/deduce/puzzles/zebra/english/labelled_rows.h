// Rows whose places carry labels of their own, counting up (`rooms 201 to
// 205`, `seats F7 to F11`): the list of labels is set in the row's order
// by a sentence of the introduction (LineReader::labels_set_row,
// labelled_rows.cc), and a place said twice, by its position and by its
// label, is read where the two agree (label_restated()).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "deduce/puzzles/zebra/english/document.h"
#include "deduce/puzzles/zebra/english/lexicon.h"

namespace deduce::puzzles::zebra::english {

// A place's label: `F7` is {"F", 7}, `201` {"", 201} (at most two
// capitals, then digits); nullopt for anything else.
std::optional<std::pair<std::string, long>> label_of(std::string_view v);

// `The popcorn was in the middle seat, F9`, where F9 is the middle of seats
// F7 to F11: the place said once, by its label (`... in seat F9`).
// nullopt where the text closes with no label of a list in the row's
// order, or the place before it is not that label's (then it is read as
// said, and refused).
std::optional<std::string> label_restated(std::string_view text,
                                          const std::vector<CategoryText>& categories,
                                          const Lexicon& lexicon, int n);

}  // namespace deduce::puzzles::zebra::english
