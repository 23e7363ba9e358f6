// Numbers counted from a landmark: `The draw put them on pegs 3, 7, 11, 15
// and 19, numbered upwards from the car park`. Where the introduction says
// so, nearness to the landmark is the numbers' order: the peg furthest from
// the car park is peg 19, `further from the car park than` is a higher
// number, and `the next one along from Reg's, further from the car park` is
// the next number up. Said of no landmark the numbers count from, nearness
// says nothing of them and is not read (reader_superlatives.cc), never
// guessed as the largest number. (A hall's lettered rows counted from the
// stage are hall_rows.h.)
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace deduce::puzzles::zebra::english {

// The stems of the landmark `sentence` says numbers count from (`numbered
// upwards from the car park`, `numbered from the gate`, `counting up from
// the lock`): {"car", "park"}; empty where it says none.
std::vector<std::string> numbered_from(std::string_view sentence);

// `text` with nearness to `landmark` said by the numbers of the list
// counted from it, `noun` its noun (`peg`), `first` and `last` its lowest
// and highest values: `the peg furthest from the car park` as `peg 19`,
// `the peg nearest (to) the car park` as `peg 3`, `the next one along from
// Reg's, further from the car park` as `the next one up from Reg's`
// (`nearer`, down), `further from the car park than` as `higher than`
// (`nearer`, `closer`: lower). nullopt when it says none of them.
std::optional<std::string> numbered_front_said(std::string_view text,
                                               const std::vector<std::string>& landmark,
                                               const std::string& noun, const std::string& first,
                                               const std::string& last);

}  // namespace deduce::puzzles::zebra::english
