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
// row's words, or nullopt when it says none. Where the floors are a list
// of names (`basement, ground floor, first floor and top floor`), a floor
// said by its name is the list's value: `floors_named` leaves every
// saying that names one (`on the top floor`, `the ground floor`) to it.
std::optional<std::string> floors_as_row(std::string_view text, Upright upright,
                                         bool floors_named = false);

// Where a list's values are floors named by their height (`basement`,
// `ground floor`, `first floor`, ..., `top floor`, `attic`), each at a
// different one: 1 when they are listed from the bottom up, -1 from the
// top down, 0 when they are not floors so listed.
int floors_listed(const std::vector<std::string>& values);

// Whether a value of a list floors_listed() takes lies below the ground
// floor (`basement`, `cellar`, `lower ground floor`).
bool below_ground(std::string_view value);

}  // namespace deduce::puzzles::zebra::english
