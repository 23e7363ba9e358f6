// A span of time that had passed when something happened, said as the
// value it is: `The wasp struck after just two hours` and `Doreen gave up
// after 40 minutes`, where a list is of how long things lasted (`1 hour,
// 2 hours, 3 hours`), say the wasp's and Doreen's spans, `The wasp was two
// hours`. What they did is the list's own deed, whatever the verb.
//
// Only where the list is of spans (minutes, hours, days taken), never of
// points in time (`arrived after 9am` is later than 9am), where the span
// ends the sentence, and where the words between the subject and `after`
// name no value and relate nothing (no negation, comparison or cue word:
// `didn't crack until after`, `an hour after Wendy` are left as they are).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "deduce/puzzles/zebra/english/lexicon.h"
#include "deduce/puzzles/zebra/english/sentence_reader.h"

namespace deduce::puzzles::zebra::english {

// `text` said as `<subject> was <span>`; nullopt when it is not so.
std::optional<std::string> elapsed_as_value(std::string_view text, const Lexicon& lexicon,
                                            const std::vector<NumericCategory>& numeric);

}  // namespace deduce::puzzles::zebra::english
