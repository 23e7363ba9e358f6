// A subject described by its place beside another value, said again with
// what it does first: `The person next to Fay owns the red car` as `The
// person who owns the red car is next to Fay`; so are `Whoever lives just
// left of Fay keeps the dog`, `Fay's left-hand neighbour drinks tea`,
// `The man who sits beside the dog owner plays chess`. Without this
// the place and its value were read apart (`Whoever lives just left of Fay
// owns the red car` had read as Fay's red car).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "deduce/puzzles/zebra/english/lexicon.h"
#include "deduce/puzzles/zebra/english/sentence_reader.h"

namespace deduce::puzzles::zebra::english {

// The sentence said again with what the subject does first, or nothing
// when it does not open with a subject so described, denies what it does,
// or names other than one thing after its verb.
std::optional<std::string> placed_subject_as_clause(std::string_view text, const Lexicon& lexicon);

// `The mocha was ordered by whoever sat at the far end`, `The person who
// sat at the far end ordered the mocha`: the one there, said as `the
// person at the far end`, which the row's templates read; nullopt when
// no `whoever` or `who` with a verb of where one is (`sat`, `stood`,
// `lives`, `was`) comes before an end (`at the far end`, `nearest the
// door`).
std::optional<std::string> placed_by_verb(std::string_view text);

}  // namespace deduce::puzzles::zebra::english
