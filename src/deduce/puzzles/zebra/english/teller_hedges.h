// What a teller sets into a clue of how sure they are, or of which of two
// it was: `Mr Okafor, he was quite sure, wasn't the first down`, `Ann, I
// think, came second`, `... either the doctor or the Room 21 guest, though
// Callum couldn't say which`, and a pair said first as `them`, then by
// name (`went to one or the other of them, either the doctor or ...`);
// what others say, granted and set aside (`The schoolmaster, whatever the
// boys may say of him, ...`), and how someone took it, at the clue's end
// (`..., to its maker's very visible annoyance`).
// Each says nothing of the grid: the clue is read without it, and a clue
// that says `I think` is still a clue, never a remark about solving. So
// does what was scored, named between the verb and the margin (`gave
// last night's book one point more than`).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "deduce/puzzles/zebra/english/lexicon.h"

namespace deduce::puzzles::zebra::english {

// `text` without its first such hedge; nullopt when it has none, or when
// the hedge names a value, a number or a relation.
std::optional<std::string> without_teller_hedge(std::string_view text, const Lexicon& lexicon);

// `gave last night's book exactly one point more than Dani did`, `rated
// it 2 stars lower than`: what was scored, named between the verb and the
// margin, names nothing of the grid and goes (`gave exactly one point more
// than Dani did`); nullopt when `text` says none.
std::optional<std::string> without_scored_thing(std::string_view text, const Lexicon& lexicon);

}  // namespace deduce::puzzles::zebra::english
