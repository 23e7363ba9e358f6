// Participles set off by commas, said as the clauses they stand for: `Kate,
// dressed as a banana, finished one place ahead of Mo` is `Kate, who was
// dressed as a banana, ...`, and `Isla turned up last, ordering a mocha`
// is `..., and was ordering a mocha`. The relative clause and the second
// clause are read as they always are (the subject's own, `set_off`); a
// closing `, which ...` after a value is said of that value.
//
// Only where the participle's phrase names one value of the lists, last
// (`, sadly not living up to his name,` names none and is left alone;
// `, beating the 10-year-old into 2nd place` says another's place), with
// no word of order or comparison, and the participle says no state the
// subject merely has (`being`, `having`).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "deduce/puzzles/zebra/english/lexicon.h"

namespace deduce::puzzles::zebra::english {

// `text` with its participle phrase said as a clause; nullopt when it
// has none.
std::optional<std::string> participle_as_clause(std::string_view text, const Lexicon& lexicon);

// `Wendy bought the scarf, which wasn't the cheapest item`: a clause of
// `which` (or `who`) closing the sentence, after a value, said of that
// value: the sentence before it and `the scarf wasn't the cheapest item`;
// nullopt when the sentence is not so.
std::optional<std::pair<std::string, std::string>> closing_which_said_apart(std::string_view text,
                                                                            const Lexicon& lexicon);

// `Shannon ran the fastest split of the four, on the leg straight after
// Quinn's`: a phrase of where, closing the sentence after a comma and
// naming another value, said of the value the sentence opens with: the
// sentence before it and `Shannon was on the leg straight after Quinn's`;
// nullopt when the sentence is not so.
std::optional<std::pair<std::string, std::string>> closing_place_said_apart(std::string_view text,
                                                                            const Lexicon& lexicon);

}  // namespace deduce::puzzles::zebra::english
