// The remarks on a list's items (prose_list_parts.h): a bracket after an
// item that says something of the teller, the reader or how to count it
// (`Joan (that's me, ...)`, `a set of bowls (nested, they count as one)`),
// a word of the teller's before the last item (`and, of course,`), and how
// the values are shared out after it (`one each`): none is an item.
#include "deduce/puzzles/zebra/english/prose_list_parts.h"

#include <algorithm>
#include <iterator>
#include <set>
#include <string>

#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english::prose_parts {
namespace {

// `Joan (that's me, in case you've forgotten!)`: a bracket that says
// something of the teller or the reader, not of the grid: it opens with
// `that's`, `who`, `aka`, `yes` or `no`, or holds `me`, `my`, `I`, `you`,
// or tells the reader what not to do (`yes switch, dont ask`), or says
// how to count the item (`a set of bowls (nested, they count as one)`).
bool remark_words(const std::vector<Word>& inside) {
  static const std::set<std::string_view> kOpeners = {"that", "thats", "who", "whos",
                                                      "aka",  "yes",   "no"};
  static const std::set<std::string_view> kPersons = {
      "me", "my", "i", "im", "you", "your", "youve", "we", "us", "our", "dont", "they", "theyre"};
  const auto plain = [](const Word& x) {
    std::string s;
    for (char c : x.stem)
      if (c != '\'') s += c;
    return s;
  };
  return !inside.empty() && (kOpeners.count(plain(inside.front())) != 0 ||
                             std::any_of(inside.begin(), inside.end(), [&](const Word& x) {
                               return kPersons.count(plain(x)) != 0;
                             }));
}

}  // namespace

// Such a bracket after an item of a list, before the list goes on
// (`Edna, Joan (that's me, ...), Marjorie and Winifred`): its commas would
// cut the list in two. `open` and `close` are the bracket's.
bool remark_on_item(std::string_view text, std::size_t open, std::size_t close) {
  if (open < 2 || text[open - 1] != ' ' || close == std::string_view::npos) return false;
  const std::string_view after = text.substr(close + 1);
  return (after.empty() || after.starts_with(",") || after.starts_with(" and ") ||
          after.starts_with(" or ") || after.starts_with(".")) &&
         remark_words(cut_words(text.substr(open + 1, close - open - 1)));
}

bool teller_aside(std::string_view said) {
  static constexpr std::string_view kAsides[] = {
      "of course",          "naturally",     "finally",          "lastly",
      "last but not least", "inevitably",    "needless to say",  "obviously",
      "best of all",        "worst of all",  "most importantly", "believe it or not",
      "would you believe",  "of all things", "funnily enough",   "oddly enough",
      "strangely enough"};
  return std::find(std::begin(kAsides), std::end(kAsides), said) != std::end(kAsides);
}

// `one night each`, `one apiece`, `two each`: how the values are shared
// out, said after a list's last item.
bool shared_out(std::string_view item) {
  std::vector<Word> w = cut_words(item);
  // (`again one each`, `just one each`.)
  if (!w.empty() && (w.front().stem == "again" || w.front().stem == "also" ||
                     w.front().stem == "just" || w.front().stem == "so"))
    w.erase(w.begin());
  return w.size() >= 2 && w.size() <= 4 && (w.back().stem == "each" || w.back().stem == "apiece") &&
         (w.front().stem == "one" || w.front().stem == "a" || number_word(w.front().stem) > 0);
}

}  // namespace deduce::puzzles::zebra::english::prose_parts
