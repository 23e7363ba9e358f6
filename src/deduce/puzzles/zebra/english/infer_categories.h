// The categories of a riddle that lists no values (the classic riddle of
// 1962): its declarations ("each of the five houses is painted a different
// color") name categories of the vocabulary (vocabulary.h), and each
// category's values are the words of the vocabulary that the clues and
// questions use, in the order they first appear.
#pragma once

#include <string>

#include "deduce/puzzles/zebra/english/document.h"

namespace deduce::puzzles::zebra::english {

// Fills doc.categories from doc.declarations; throws io::InputError (at the
// first declaration) when a category's clues name more or fewer values than
// the puzzle has positions.
void infer_categories(Document& doc, const std::string& file);

// Where a riddle lists some categories and declares others (`five people
// - Ada, Bill, ... Each owner keeps a different pet and has a different
// favourite drink`), adds each declared category of the vocabulary that no
// list holds and whose values the clues name, exactly as many as the
// positions (never the people's names, which a list gives), in the
// vocabulary's order.
void add_declared_categories(Document& doc);

// Where the lists give every category but the people, who are named only in
// the clues and questions (`Four children live in four houses on Fruit
// Street`, then `Cara lives in house number 1`), adds their names as the
// category `name`: the capitalised words that no list, vocabulary or
// grammar holds, in the order they first appear, when they are exactly as
// many as the positions and no list is of people already. A word that only
// opens sentences counts when it is also said elsewhere or as an owner
// (`Tilly's sock`); a family title before a name (`Aunt Maud`) is not one.
void add_named_people(Document& doc);

// A list whose last item carries the noun every item shares (`apple, green
// tomato, marrow, plum and rhubarb chutney`) lists `rhubarb`, where a clue
// or question says another item with that noun (`the plum chutney`): the
// noun is what the list is of, not a word of its last value.
void drop_shared_nouns(Document& doc);

}  // namespace deduce::puzzles::zebra::english
