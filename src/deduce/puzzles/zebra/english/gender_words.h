// What `the woman who grows tulips` says in a riddle whose people carry
// their titles (`Mr. Hoffman`, `Mrs. Keane`, `Ms. Lund`): the one who grows
// tulips is one of the women. The word would otherwise be a filler, and
// what the user wrote would be dropped without a word.
//
// Only a singular `man`, `woman`, `lady` or `gentleman` after `the`, `a`
// or `an`, followed within four words by the value it has (`the woman who
// grows tulips`, `the man with the red hat`), and only where the titles
// split the people: a riddle without titles (`the man who smokes Blends`)
// says nothing the grid could hold by it, and is read as before. A title
// that tells no sex (`Dr.`) leaves its holder among both.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "deduce/puzzles/zebra/english/document.h"
#include "deduce/puzzles/zebra/english/lexicon.h"

namespace deduce::puzzles::zebra::english {

// The sex a value's title tells (`Mrs Lam` a woman, `Mr Moss` a man,
// `Dr Dale` or a name without a title neither).
enum class Sex { kUnknown, kMan, kWoman };
Sex sex_of_title(std::string_view value);

// The one category whose titles tell men from women, or -1 (found once a
// riddle: the sentences ask it each).
int titled_people(const std::vector<CategoryText>& categories);

// How many of `values` open with a person's title (`Mrs Pringle`,
// `Colonel Ash`, `Uncle Ray`).
std::size_t titled_names(const std::vector<std::string>& values);

// The statement the sentence's gender word adds (`tulips is Mrs_Keane or
// Ms_Lund`), or nullopt. `people`: titled_people() of the categories.
std::optional<std::string> gender_statement(const std::vector<Word>& words,
                                            const SentenceValues& values,
                                            const std::vector<CategoryText>& categories, int people,
                                            const std::function<std::string(ValueRef)>& value_text);

// `was the work of one of the women`, `the youngest of the men`: a part
// of the people told by their sex, which neither the grid nor a reading
// of one of them holds (gender_statement() reads only the singular): the
// plural word (`women`), or nullopt where the sentence says none.
std::optional<std::string> sex_group(const std::vector<Word>& words, const SentenceValues& values);

}  // namespace deduce::puzzles::zebra::english
