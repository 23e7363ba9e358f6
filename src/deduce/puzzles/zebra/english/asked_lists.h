// The lists a question of one thing may ask (wh_questions.h): by its
// question word and the nouns after it (`Which pub ...?`, `At what time
// ...?`, `How much ...?`), by the lists those nouns name, and by the kind of
// list (times, amounts, colours, lists that say where or when).
#pragma once

#include <string>
#include <vector>

#include "deduce/puzzles/zebra/english/wh_questions.h"

namespace deduce::puzzles::zebra::english {

// The lists whose name or line says one of `nouns` (`lesson` of a list
// `Lessons`), less words that are only said of things (`the`, `four`).
std::vector<int> named_by(const std::vector<std::string>& nouns, const AskedLists& lists);

// The lists a question word and its nouns may ask.
// `own`: the list of the value the question names, which it never asks:
// a noun that names only that list (`Which pub does Dot play for?` where
// the people were listed as `skittlers from four different pubs`) says
// nothing of the list asked.
std::vector<int> asked_lists(const std::string& wh, const std::string& how,
                             const std::vector<std::string>& nouns, const AskedLists& lists,
                             int own = -1);

}  // namespace deduce::puzzles::zebra::english
