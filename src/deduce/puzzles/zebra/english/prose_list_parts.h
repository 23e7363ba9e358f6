// The finders prose_lists() (prose_lists.h) runs over a sentence, each in
// a file of its own, and the small pieces of an item's text they share.
// Internal to the English reader: only the files below include it.
//   prose_ranges.cc      ranges of a known sequence (`from Monday to Friday`)
//   introduced_lists.cc  a list after a colon or a verb (`the houses are ...`)
//   list_items.cc        the items of a list's text
//   item_remarks.cc      remarks on an item, which are no items
//   done_items.cc        items that say what each one does (`one loves the bingo`)
//   clause_lists.cc      the lists of each clause: bracketed, dashed, apposed
//   list_hedges.cc       hedges blanked and spans said as lists, before finding
//   prose_lists.cc       the entry point: the lists kept, and their names
#pragma once

#include <cctype>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "deduce/io/utf8.h"
#include "deduce/puzzles/zebra/english/prose_lists.h"

namespace deduce::puzzles::zebra::english::prose_parts {

// An item's text without blanks or backquotes at either end (nor a full
// stop at its end).
inline std::string_view trim(std::string_view s) {
  while (!s.empty() && (std::isspace(static_cast<unsigned char>(s.front())) || s.front() == '`'))
    s.remove_prefix(1);
  while (!s.empty() &&
         (std::isspace(static_cast<unsigned char>(s.back())) || s.back() == '`' || s.back() == '.'))
    s.remove_suffix(1);
  return s;
}

// `s` without the pictures that end it (`one whippet 🐕`, `a massive row
// 🙄`: io::is_picture_code_point), and the blanks between.
inline std::string_view without_trailing_pictures(std::string_view s) {
  for (s = trim(s); !s.empty(); s = trim(s)) {
    std::size_t start = s.size() - 1;  // where the last code point starts
    while (start > 0 && (static_cast<unsigned char>(s[start]) & 0xC0) == 0x80) --start;
    char32_t cp = 0;
    if (io::decode_utf8(s, start, cp) == 0 || !io::is_picture_code_point(cp)) break;
    s.remove_suffix(s.size() - start);
  }
  return s;
}

inline bool starts_with_word(std::string_view s, std::string_view w) {
  if (s.size() <= w.size() || s[w.size()] != ' ') return false;
  for (std::size_t i = 0; i < w.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(s[i])) != w[i]) return false;
  return true;
}

inline std::string_view without_article(std::string_view item) {
  // `some hens` among `a goat, some hens, a pony`: `some` too.
  for (std::string_view a : {"a", "an", "the", "some"})
    if (starts_with_word(item, a)) return trim(item.substr(a.size() + 1));
  return item;
}

// Whether `count` values are as many as a list must have (`size`, or 3
// to 8 when it is not known).
inline bool fits(std::size_t count, int size) {
  return size > 0 ? count == static_cast<std::size_t>(size) : count >= 3 && count <= 8;
}

// A range `from X to Y`, `X through Y`, `X-Y` in `clause` (prose_ranges.cc).
bool find_range(std::string_view clause, int size, ProseList& out);

// A list after a colon or a verb in `clause` (introduced_lists.cc).
bool find_prose(std::string_view clause, int size, ProseList& out);

// `at 8:30am, 9:15am and 10:00am`: the first item's preposition is the
// list's, when no other item has one (list_items.cc).
void without_preposition(std::vector<std::string_view>& items);

// `One liked the penguins best, one the giraffes, ...`: an adverb after
// the first item is its verb's, where no other item has it
// (list_items.cc).
void without_verbs_adverb(std::vector<std::string_view>& items);

// The dashes that set a list off, each with its blanks: of print (` — `,
// ` – `), typed (` - `), and typed as two hyphens as a plain-text mail has
// it (` -- `).
inline constexpr std::string_view kListDashes[] = {" \u2014 ", " \u2013 ", " - ", " -- "};

// `one never misses chair yoga`, `never misses chair yoga`: what one of
// them does, without `one`, its adverbs, its verb (`is`, or one in -s
// before more words) and its article or possessive (`chair yoga`); `item`
// itself where no verb opens it (`one from Mull`).
std::string_view what_one_does(std::string_view item);

// Whether the bracket at `open`..`close` of `text` is a remark on the item
// before it, not a list (item_remarks.cc).
bool remark_on_item(std::string_view text, std::size_t open, std::size_t close);

// `item` without a dash that sets its list off (`– rocky road`,
// `brownies –`: the first and last items of `a different thing – rocky
// road, ..., cupcakes and brownies – and ...`).
std::string_view undashed(std::string_view item);

// Whether `said` is a word of the teller's set off by commas before a
// list's last item (`of course`, `believe it or not`), which is no item
// (item_remarks.cc).
bool teller_aside(std::string_view said);

// Whether `item` says how the values are shared out, after a list's last
// item or a dash (`one night each`, `one apiece`, `again one each`), no
// item (item_remarks.cc).
bool shared_out(std::string_view item);

// The lists of `sentence`, clause by clause (clause_lists.cc).
std::vector<ProseList> all_lists(std::string_view sentence, int size, bool ranges);

// `sentence` with its hedges on order blanked, offsets kept (list_hedges.cc).
std::string without_order_hedges(std::string_view sentence);

// `ranged from a and b to c, d and e` said as a list, offsets kept
// (list_hedges.cc).
std::string spans_as_lists(std::string plain);

// `— a, b, c —` set off as `(a, b, c)`, with no `and` or `or` between the
// dashes, offsets kept (list_hedges.cc).
std::string dashes_as_brackets(std::string plain);

// `split into four flats, one per floor – basement, ground floor, first
// floor and top floor`: a dash said once, the sentence's last words a
// list of short items after it, opens the list as a colon would. `plain`
// with the dash said as a colon, of the same length; as it was otherwise.
std::string dash_as_colon(std::string plain);

// `a first, then b, then c, and last of all d` said as `a, b, c, and d`,
// offsets kept; `order_at` is set to where the words of the order began,
// npos where the sentence has none (list_hedges.cc).
std::string thens_as_lists(std::string plain, std::size_t& order_at);

}  // namespace deduce::puzzles::zebra::english::prose_parts
