// Words that set things in a row and number its places, as the count of
// positions reads them (position_count.cc, counted_places.cc): `in a row`,
// `side by side`, `a row of cottages`, `from number 1 ... to number 5`,
// `pitches 1, 2, 3 and 4`. Internal to the English reader: only the files
// of LineReader include it.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

// Whether `words` say from where left and right are seen (`we mean as you
// look at the stage`, `as seen from the audience`, `from the viewer's
// point of view`).
// (`left` said first: `Right, pens down, ... nobody look at table 3's
// phone` defines nothing.)
bool left_defined(const std::vector<Word>& words);

// The index of the last number of a run counting up from words[first]
// (`pitches 1, 2, 3 and 4`: the 4).
std::size_t run_last(const std::vector<Word>& words, std::size_t first);

// Whether a run of numbers counting up from words[first] (`1, 2, 3 and 4`)
// is followed by a unit: `they spent 1, 2, 3 and 4 hours on them` are
// amounts, never numbered places.
bool unit_after_run(const std::vector<Word>& words, std::size_t first);

// A word that may name the positions: not a filler, a frame word or a
// verb (`There are 5 in a row` names none).
bool noun_like(const std::string& stem);

// `rows`, `seats`, `pews`: places counted from the first (`in the first
// five rows`), the first at the front.
bool first_places(const std::string& stem);

// `from number 1, beside the stairs, to number 5`, `from hut 1 ... to hut
// 6`: the last number of a range of places that opens at words[i] with
// `from` and 1 and closes within eight words with `to` and a number (the
// place's noun before each, or none); 0 where words[i] opens none.
int from_one_to(const std::vector<Word>& words, std::size_t i);

// `from the first floor up to the fourth`, `from the first to the fifth
// stall`: the places said as a range of ordinals from the first; the last
// one's number, or 0.
int from_first_to(const std::vector<Word>& words, std::size_t i);

// Whether the words from i set things side by side: `in a row`, `in a
// single line`, `in a straight row`, `side by side`, `next to each
// other`; never `four days in a row`, which is one after another in time.
bool lines_up_at(const std::vector<Word>& words, std::size_t i);

// `a row of cottages`, `a line of tents`, `a terrace of five houses`:
// the noun the row is made of.
void row_of_nouns(const std::vector<Word>& words, std::vector<std::string>& nouns);

}  // namespace deduce::puzzles::zebra::english
