// The teller's remark that closes a clue: why it is so, what someone
// thinks of it, a word to someone, said after the clue proper and naming
// nothing of the grid that the clue did not name already. `The tenmoku went
// on the bottom shelf, because it runs and I wasn't having it drip on
// anything else`, `Dev is on earlier than Tom (no offence Colin, but we all
// remember the last batch)`, `Nacho is two years younger than Biscuit, and
// has clearly decided Biscuit is his big brother`.
//
// The reader tries a clue without its remark only when the clue does not
// read whole, and the remark is taken off only where it cannot carry a
// relation of the grid: it names no value but those the clue names, no
// number, no place, list's word, order, comparison or superlative, and
// nothing that turns the clue (`if`, `unless`, `or`, `not true`). What it
// took off is no constraint, so reading without it never makes an answer
// that the whole clue would not; a remark that did relate would be refused.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "deduce/puzzles/zebra/english/lexicon.h"

namespace deduce::puzzles::zebra::english {

// `text` without the first closing remark (from a comma, a dash or an
// opening bracket to the end) that is the teller's, as above; nullopt when
// it has none.
std::optional<std::string> without_teller_remark(std::string_view text, const Lexicon& lexicon);

// `Kwame has never held a stopwatch in his life, so he's not timekeeper`:
// the clue after `, so` said of the sentence's subject, when what comes
// between is a reason of the teller's as above; nullopt when it is not so.
std::optional<std::string> without_teller_reason(std::string_view text, const Lexicon& lexicon);

// `Fraser, we'd barely sat down`, `I want that on the record, Euan,
// that's the only compliment you're getting`: words said to someone by
// name (a value's one word, before a comma or between commas), speaking
// as `I`, `we` or `you`, that name nothing else and relate nothing as
// above. The sentence frames the riddle.
bool said_to_someone(std::string_view text, const Lexicon& lexicon);

}  // namespace deduce::puzzles::zebra::english
