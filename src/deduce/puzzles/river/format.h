// Words and JSON for river crossings: moves ("2 monsters cross ->", "1 monster
// returns <-"), banks ("3 monks, 1 monster, boat"), whole solutions, counts.
//
// Text solution layout, one line per state (the tests re-read it):
//   start:  left: 3 monks, 3 monsters, boat | right: nobody
//    1. 2 monsters cross ->      left: 3 monks, 1 monster | right: 2 monsters, boat
// A group of one traveller is named without a number ("farmer and goat cross
// ->"). With `cost:`, each move ends in "(cost N)".
// Moves are padded to the widest in terminal columns (io/display_width.h), so
// the banks line up with wide names such as `英国人` too.
//
// JSON counts: a number when below 2^53 (exact in every JSON reader), else a
// string of decimal digits.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <ostream>
#include <string>
#include <vector>

#include "deduce/puzzles/river/model.h"
#include "deduce/puzzles/river/puzzle.h"
#include "deduce/statespace/state_space.h"
#include "deduce/util/big_count.h"

namespace deduce::puzzles::river {

// "2 monsters", "1 monster", "farmer" (a group of one).
std::string travellers(const RiverPuzzle& p, std::size_t group, std::int64_t k);

// "2 monsters cross ->" or "1 monster returns <-".
std::string describe_move(const RiverPuzzle& p, const RiverModel& m, std::uint32_t load,
                          bool to_right);

// "3 monks, 1 monster, boat"; "nobody" for an empty bank without the boat.
std::string describe_bank(const RiverPuzzle& p, const RiverModel& m, std::uint64_t key, bool right);

// The solution as text lines (see above), without the summary line.
void write_solution_text(std::ostream& out, const RiverPuzzle& p, const RiverModel& m,
                         std::uint64_t start, const std::vector<statespace::Step>& steps);

// {"steps": [...], "length": L, "cost": C}; each step has "load" (group ->
// count), "direction" ("->" or "<-"), "text", "cost", "left", "right", "boat".
nlohmann::ordered_json solution_json(const RiverPuzzle& p, const RiverModel& m,
                             const std::vector<statespace::Step>& steps);

}  // namespace deduce::puzzles::river
