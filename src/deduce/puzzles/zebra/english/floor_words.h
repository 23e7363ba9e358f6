// Floors of a building (and decks, levels, storeys) are a row stood on its
// end: `A small apartment building has five floors, numbered 1 (the
// bottom) to 5 (the top)`. There `above` is a higher position and `below`
// a lower one, `the top floor` the last and `the ground floor` the first,
// so `The pilot lives directly above the nurse` is the pilot one place
// after the nurse. Each sentence is said again in the row's words
// (`immediately to the right of`), which the phrase table reads, as a
// queue is (queue_words.h).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace deduce::puzzles::zebra::english {

// How a riddle's positions stand.
enum class Upright {
  kNo,           // a row lying down (houses, seats): `above` compares numbers
  kBottomFirst,  // floors numbered from the ground up, as floors are
  kTopFirst,     // numbered from the top (`1 (the top shelf)`, `from top to bottom`)
};

// Whether `stem` names places that stand on one another: floors, decks,
// levels, storeys, flats, shelves, tiers, rungs.
bool stands_upright(std::string_view stem);

// From the riddle's words for a position (`floor`, `deck`, `shelf`:
// stems) and its framing sentences. Shelves and tiers stand upright only
// where the text says which end is 1.
Upright upright_places(const std::vector<std::string>& place_nouns,
                       const std::vector<std::string_view>& framing);

// `text` with one of `above`, `below`, `the top floor` ... said in the
// row's words, or nullopt when it says none.
std::optional<std::string> floors_as_row(std::string_view text, Upright upright);

}  // namespace deduce::puzzles::zebra::english
