// Lists of values as people print them inside sentences, not on lines of
// their own (document.h reads those): in prose (`The houses are red, green,
// white, yellow and blue; the owners are a Brit, a Swede, ... and a
// German`), in parentheses (`Each lives in a different village (Alford,
// Bourne, Calder or Dunmore)`), and as ranges of a known sequence (`from
// Monday to Friday`, `1st to 4th`, `January through May`).
//
// Each list found is one category: its values as written (articles taken
// off), and the words that introduce it (`the houses are`, `each lives in a
// different village`) for its name. A sentence holds at most one list per
// clause (clauses end at `;`).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace deduce::puzzles::zebra::english {

struct ProseList {
  std::string line_words;           // the words that introduce it
  std::vector<std::string> values;  // as written
  std::size_t offset = 0;           // of its first value, in the sentence
  std::string kind;                 // "day", "month", "place", "number" for a range; else ""
  bool in_order = false;            // said in its order with `then`: `a first, then b, ...`
  std::string noun;  // said at a range's first end alone (`first leg to fourth`): its name
};

// The lists in `sentence`. `size`: the values a list must have (0 when
// not known yet: then 3 to 8). Only lists of three values or more, each
// of at most four words, are taken; `ranges`: also ranges of weekdays,
// months and ordinals.
std::vector<ProseList> prose_lists(std::string_view sentence, int size, bool ranges);

// The items of a list's text `a, b, c and d` (also `a, b, c, or d`, `a,
// b and c`), each trimmed and without a leading article or backquotes;
// `and`/`or` inside the last item split it. Empty items are kept (empty
// strings) so that the caller can say where.
// `expected`: the values the list must have (0 when not known): a last
// item with `and` is cut only when the list is short of them.
std::vector<std::string_view> list_items(std::string_view list, int expected = 0);

// `yesterday`, `then`, `finally`: a word that only sets a sentence in time
// or in its telling, never the first word of a name after it (`Yesterday
// Ros, Sam, ...`); a stem (words.h).
bool opening_adverb(std::string_view stem);

}  // namespace deduce::puzzles::zebra::english
