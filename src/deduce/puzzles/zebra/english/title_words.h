// A value picked out by a word of its name (`Owen has chosen a carol with
// "Night" in its title`, `the film with "Love" in its name`): said again as
// the choice of the values whose names hold that word (`Owen has chosen
// Silent Night or O Holy Night`), which the tables read as `is A or B`.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "deduce/puzzles/zebra/english/sentence_reader.h"

namespace deduce::puzzles::zebra::english {

// `text` with `a carol with "Night" in its title` said as the values of
// the one list whose names hold the quoted word; nullopt when the text
// says no such thing, or the word is in no list's names, in several
// lists', or in all of one list's.
std::optional<std::string> title_word_as_choice(std::string_view text,
                                                const std::vector<CategoryText>& categories);

}  // namespace deduce::puzzles::zebra::english
