// Two people around a verb no table knows: `Ann married the tea drinker`,
// `The cat owner envied the person with the dog`. The meaning pass drops
// such a verb as a link (`Ann bought the cat` is `Ann is cat`), but a verb
// between two people relates two of them and never says they are one:
// the sentence is refused rather than read as `Ann is tea`. So is one of
// what another person did (`Ann's sister bought the cat`).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "deduce/puzzles/zebra/english/lexicon.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

// Whether words[i] stands between a person (a name, or one said by what
// they have or do) and a person said by what they have or do (`the tea
// drinker`, `the owner of the cat`, `the person with the dog`, `the man
// who keeps bees`).
bool people_around(const std::vector<Word>& words, const SentenceValues& values, std::size_t i);

// Whether words[i] is another person named by their tie to a value
// (`Ann's sister`, `Bo's husband`, `the tea drinker's friend`): a sentence
// of what they did speaks of someone else, never of the value's own.
// Whether a word names someone by a tie (`sister`, `husband`, `friend`):
// a first look, before the values are found.
bool tie_word(const std::string& stem);

// Whether a word names one who has or does something, said after what it
// is (`drinker` of `the tea drinker`, `grower` of `the leek grower`).
bool doer_noun(const std::string& stem);

// `text` with each such noun after a value left out (`The leek grower has
// held a plot for twice as long as the marrow grower` as `The leek has
// ...`: the value stands for the one who has it); nullopt when it has
// none.
std::optional<std::string> doers_as_values(std::string_view text, const SentenceValues& values,
                                           const std::vector<Word>& words);

// `text` is the sentence the words were cut from.
bool relative_of(std::string_view text, const std::vector<Word>& words,
                 const SentenceValues& values, std::size_t i);

}  // namespace deduce::puzzles::zebra::english
