// Phrases set off by commas that say nothing of the grid, as people write
// them into a clue for colour: `The Hendersons, with all those children,
// took the most milk`, `The man from Highcombe, as everybody had expected,
// sheared the most`, `The longbow scored lowest, as longbows usually do`.
// The reader tries a sentence without them only when it does not read with
// them, so an aside that relates anything is never lost this way.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "deduce/puzzles/zebra/english/lexicon.h"

namespace deduce::puzzles::zebra::english {

// `text` without its first aside that names no value, number, place,
// list's word or relation (no word of cue_words(), no comparative or
// superlative, no negation), of at most six words: between two commas, or
// after the last comma when it is `as ... do` (`as they so often do`).
// nullopt when it has none.
std::optional<std::string> without_empty_aside(std::string_view text, const Lexicon& lexicon);

// `Our winner keeps fewer hives than anyone else, which just goes to
// show`, `..., which the judges said proved that neatness beats speed`:
// `text` without the teller's comment on it, a closing `which` clause of
// at most twelve words that names no value, number, place, list's word or
// relation (`, which is two more than Bo's` is kept); nullopt when it has
// none.
std::optional<std::string> without_closing_comment(std::string_view text, const Lexicon& lexicon);

}  // namespace deduce::puzzles::zebra::english
