// The .zebra name of a category read from the words of its line (`Everyone
// supports a different NBA team` is `nba_team`), and whether a name only
// says where things are. The names of values are zebra_name() (document.h).
#pragma once

#include <string>
#include <string_view>

namespace deduce::puzzles::zebra::english {

// The category's .zebra name from the words of its line: the last two
// that are not framing words ("Everyone supports a different NBA team" is
// `nba_team`, "Each person has a unique name" is `name`); a name the
// format keeps for itself gets `_kind`.
std::string category_name(std::string_view line_words);

// The words of a list's line without what is said of the values and not
// what they are (`the bulk proves were all over the place`, `the weights
// were as follows` keep `the bulk proves were`, `the weights were`).
std::string_view without_said_of(std::string_view line_words);

// Whether a category's name is made of the words that say where things
// are (`left_right`, `west_east`), which name no list.
bool placing_word(const std::string& name);

}  // namespace deduce::puzzles::zebra::english
