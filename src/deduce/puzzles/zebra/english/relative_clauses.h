// A noun phrase that names a value through a relative clause: `the student
// whose last word was "mnemonic"`, `whoever spelled "onomatopoeia"`, `the
// woman who bought the Tiffany lamp`. In a logic grid such a phrase is the
// thing that has the value, so it stands for the value itself: the sentence
// is read again with the value in its place (`"mnemonic" finished just
// ahead of Esperanza`).
//
// Only where the clause cannot relate two things: its value is not the
// first word after `who` (`the man who Ann met`), not one of the people
// (`the runner who beat Ann`: no one is said to be a person by a clause),
// and no word of the clause carries a relation (negation, order,
// comparison, neighbours, a preposition such as `with` or `from`, a
// number).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "deduce/puzzles/zebra/english/lexicon.h"

namespace deduce::puzzles::zebra::english {

// `text` with each such phrase replaced by its value as the sentence
// writes it; nullopt when it has none. `people`: the category of people
// (-1 when none); `magazine`: the riddle has no positions, so `left` and
// `up` are no places.
std::optional<std::string> relatives_as_values(std::string_view text,
                                               const std::vector<Word>& words,
                                               const SentenceValues& values, int people,
                                               bool magazine);

}  // namespace deduce::puzzles::zebra::english
