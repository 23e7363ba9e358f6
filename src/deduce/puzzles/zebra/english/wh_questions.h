// Questions people ask of one thing, however they word the rest: `What
// colour is the scarf on Lily's snowman?`, `At what time was Aiden's
// lesson?`, `When did Mrs Allen make her purchase?`, `How much did Anna
// pay?`. The question word and the noun after it say which list is asked
// (`colour`, `time`, `when`, `how much`), the one value it names says of
// whom; every other word (`scarf`, `snowman`, `purchase`) only links them.
// reader_read.cc asks here when the phrase table reads a question no way.
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "deduce/puzzles/zebra/english/lexicon.h"
#include "deduce/puzzles/zebra/english/sentence_reader.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

// What a riddle's lists are, for choosing the one a question asks.
struct AskedLists {
  const std::vector<CategoryText>& categories;
  const std::vector<NumericCategory>& numeric;
  int people = -1;  // the list `who` asks, -1 when it is unclear
  // Whether the riddle's things stand in places (a row): there `where`
  // asks a place, read elsewhere, never a list.
  bool positions = false;
  // The lists of numbers that name things, each said with `the` (`the 12,
  // the 27, the 40 and the 55` of buses): no amounts, so a question may
  // ask them by a noun no list says.
  std::vector<int> named_numbers = {};
  // The noun the introduction counts the people by (`Four little museum
  // mice live ...`: `mouse`), which `Which mouse ...?` asks; "" when none.
  std::string people_noun = {};
};

// The list a question asks and the value it asks it of: `color` of `Lily`.
struct WhAsk {
  int category = -1;
  ValueRef subject;
};

// The ask of a question `words` (`values` found in them): nullopt when it
// opens with no question word, names no value or several, says a relation
// (`than`, `next`, `not`, a superlative), or when no one list, or several,
// fit what it asks.
std::optional<WhAsk> wh_question(const std::vector<Word>& words, const SentenceValues& values,
                                 const AskedLists& lists);

// Whether a list says where or when rather than what: its line asks
// `somewhere` or puts a preposition before its noun (`They had been left
// at`, `each is in a different frame`, `handed in on`).
bool adverbial_list(const CategoryText& c);

// Whether a list is of colours: its line says so (`colour`, `painted`),
// or most of its values end in a colour people name (`lilac`, `mint`).
bool colour_word(const std::string& stem);
bool colour_list(const CategoryText& c);

// `Where is Ben going?`, `Where was Ann heading?`, `Where are the
// Kims flying to?`: a question of where to, which asks a list of places,
// not a position in a row.
bool where_to(const std::vector<Word>& words);

// `Which of the four gentlemen was the clergyman?` restated as `Which
// gentlemen was ...`, the noun asked; `Which of them was ...`, `Which of
// the four was ...` as `Who was ...`. nullopt when the question is not so.
std::optional<std::string> which_of_the(std::string_view text);

// `What kind of stickers does Sam collect?` where one list counts the
// stickers and another says their kinds (`a different kind of sticker`):
// `What does Sam collect?`, which never asks the count; nullopt when the
// question is not so.
std::optional<std::string> kind_as_what(std::string_view text,
                                        const std::vector<CategoryText>& categories,
                                        const std::vector<NumericCategory>& numeric);

// `Where did Gulliver come down?`, `Where did Ann end up?`: a verb and its
// particle closing a question of where, whose particle places nothing:
// `Where did Gulliver come?`, and `end up` (`wind up`) as `finish`, which
// asks a place as `end` would not. nullopt when the question is not so.
std::optional<std::string> where_phrasal(std::string_view text);

// `What is Mr. Dobson's occupation?` of `the Dobsons`: in a question, `Mr`,
// `Mrs`, `Ms` or `Miss` before a name the list writes without a title is
// the family's (`the Dobson's`); nullopt when `text` has none.
std::optional<std::string> without_family_title(std::string_view text, const Lexicon& lexicon);

}  // namespace deduce::puzzles::zebra::english
