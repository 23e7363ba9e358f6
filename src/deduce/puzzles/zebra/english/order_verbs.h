// Verbs that say a place in an order by themselves: `The youngest pupil
// opened the recital` is first, `The Satie closed the concert` last, `led
// off the evening` first, `brought up the rear` last. Where the riddle has
// no positions, the sentence is read again with `came first` or `came
// last` in their place, so that the end of the ordered list is read as
// `first` and `last` are (superlatives.h).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "deduce/puzzles/zebra/english/lexicon.h"

namespace deduce::puzzles::zebra::english {

// `text` with such a verb and what it opens or closes (`opened the
// recital`) said as `came first` or `came last`; nullopt when it has
// none. The thing opened must be the sentence's end and name no value.
std::optional<std::string> order_verbs_as_ends(std::string_view text,
                                               const std::vector<Word>& words,
                                               const SentenceValues& values);

}  // namespace deduce::puzzles::zebra::english
