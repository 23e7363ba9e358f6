// The items of a list's text (list_items(), prose_lists.h): cut at its
// commas and its last `and` or `or`, with their articles and a shared
// preposition taken off (the remarks on an item, which are no items, are
// item_remarks.cc's).
#include "deduce/puzzles/zebra/english/prose_list_parts.h"

#include <algorithm>
#include <iterator>
#include <set>
#include <string>

#include "deduce/puzzles/zebra/english/item_shapes.h"
#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english::prose_parts {

// `at 8:30am, 9:15am and 10:00am`: the first item's preposition is the
// list's, when no other item has one.
void without_preposition(std::vector<std::string_view>& items) {
  if (items.size() < 3) return;
  for (std::string_view p : {"at", "on", "in", "from", "for", "by", "about", "with", "to", "of"})
    if (starts_with_word(items[0], p) &&
        std::none_of(items.begin() + 1, items.end(),
                     [&](std::string_view i) { return starts_with_word(i, p); }))
      items[0] = trim(items[0].substr(p.size() + 1));
}

void without_verbs_adverb(std::vector<std::string_view>& items) {
  if (items.size() < 2) return;
  const std::vector<Word> f = cut_words(items.front());
  static const std::set<std::string> kAdverbs = {"best", "most", "least", "too", "also"};
  if (f.size() >= 2 && kAdverbs.count(f.back().stem) &&
      f.back().offset + f.back().text.size() == items.front().size() &&
      std::none_of(items.begin() + 1, items.end(), [&](std::string_view i) {
        const std::vector<Word> w = cut_words(i);
        return !w.empty() && w.back().stem == f.back().stem;
      }))
    items.front() = trim(items.front().substr(0, f.back().offset));
}

std::string_view undashed(std::string_view item) {
  for (std::string_view dash : {"\u2013", "\u2014", "-"}) {
    if (item.starts_with(dash) && item.size() > dash.size() && item[dash.size()] == ' ')
      item = trim(item.substr(dash.size()));
    if (item.ends_with(dash) && item.size() > dash.size() &&
        item[item.size() - dash.size() - 1] == ' ')
      item = trim(item.substr(0, item.size() - dash.size()));
  }
  return item;
}

}  // namespace deduce::puzzles::zebra::english::prose_parts

namespace deduce::puzzles::zebra::english {

using prose_parts::remark_on_item;
using prose_parts::shared_out;
using prose_parts::starts_with_word;
using prose_parts::trim;
using prose_parts::undashed;
using prose_parts::what_one_does;
using prose_parts::without_article;
using prose_parts::without_preposition;
using prose_parts::without_verbs_adverb;

// `Mrs Pringle, Colonel Ash, young Tilly from the post office, and Mr
// Okafor`: in a list of names, words in lower case before a name or after
// it (and no capital after them) describe the one named.
namespace {

void described_names(std::vector<std::string_view>& items) {
  const auto capital = [](std::string_view w) {
    return !w.empty() && std::isupper(static_cast<unsigned char>(w.front()));
  };
  const auto lower = [](std::string_view w) {
    return !w.empty() && std::islower(static_cast<unsigned char>(w.front()));
  };
  const auto named = std::count_if(items.begin(), items.end(), capital);
  if (items.size() < 3 || static_cast<std::size_t>(named) + 1 < items.size()) return;
  static const std::set<std::string> kSaidOf = {"from", "of", "at", "in", "on", "with", "who"};
  for (std::string_view& i : items) {
    const std::vector<Word> w = cut_words(i);
    std::size_t first = 0;
    while (first < w.size() && lower(w[first].text)) ++first;
    if (first == w.size() || !capital(w[first].text)) continue;
    // (One word before, an adjective: `young Tilly`, never `playing for
    // the Anchor`.)
    static const std::set<std::string> kJoints = {"for", "from", "to",  "by", "with", "at", "in",
                                                  "on",  "of",   "and", "or", "as",   "the"};
    if (first > 1 || (first == 1 && (kJoints.count(w[0].stem) || w[0].stem.ends_with("ing") ||
                                     w[0].stem.ends_with("ed"))))
      continue;
    std::size_t end = first;
    while (end < w.size() && capital(w[end].text)) ++end;
    // (After the name, only `from the post office`, all in lower case, or
    // with a number: `Darren from number 6`.)
    if (end < w.size() &&
        (!kSaidOf.count(w[end].stem) ||
         !std::all_of(w.begin() + static_cast<std::ptrdiff_t>(end), w.end(), [&](const Word& x) {
           return lower(x.text) || std::isdigit(static_cast<unsigned char>(x.text.front()));
         })))
      continue;
    if (first == 0 && end == w.size()) continue;
    i = i.substr(w[first].offset, w[end - 1].offset + w[end - 1].text.size() - w[first].offset);
  }
}

}  // namespace

// Words that open a clause, never a value: `each`, `they`, `who` ...
constexpr std::string_view kClauseOpeners[] = {"each", "every", "they",  "he",  "she",
                                               "it",   "who",   "which", "all", "both",
                                               "none", "their", "his",   "her"};

bool opening_adverb(std::string_view stem) {
  // (Never a word that opens names too: `First Aid`, `Next Door`, `Now
  // That's Music`.)
  static const std::set<std::string_view> kWhen = {
      "yesterday", "today",   "tonight", "tomorrow", "recently",   "meanwhile",
      "then",      "later",   "earlier", "finally",  "eventually", "however",
      "anyway",    "luckily", "sadly",   "happily",  "naturally",  "apparently"};
  return kWhen.count(stem) != 0;
}

std::vector<std::string_view> list_items(std::string_view list, int expected) {
  std::vector<std::string_view> items;
  bool last_joined = false;  // the last item came after its own `and` or `or`
  std::size_t at = 0;
  while (at <= list.size()) {
    std::size_t comma = std::min(list.find(',', at), list.size());
    // `$18,500`: a comma between a digit and three more is the number's.
    const auto digit_at = [&](std::size_t i) {
      return i < list.size() && std::isdigit(static_cast<unsigned char>(list[i]));
    };
    while (comma < list.size() && comma > 0 && digit_at(comma - 1) && digit_at(comma + 1) &&
           digit_at(comma + 2) && digit_at(comma + 3) && !digit_at(comma + 4))
      comma = std::min(list.find(',', comma + 1), list.size());
    std::string_view item = trim(list.substr(at, comma - at));
    item = undashed(item);
    // (A remark on the item goes, commas and all.)
    // (So does any bracket with commas after an item where the list goes
    // on after it, `a Raleigh Chopper (a genuine 1970s one, everyone had
    // a go on it), a kid's BMX, ...`: its commas never make items.)
    if (const std::size_t open = list.find('(', at); open < comma) {
      const std::size_t close = list.find(')', open);
      const bool goes_on = close != std::string_view::npos && open > at + 1 &&
                           list[open - 1] == ' ' &&
                           list.substr(open, close - open).find(',') != std::string_view::npos &&
                           (close + 1 == list.size() || list.substr(close + 1).starts_with(".") ||
                            list.substr(close + 1).starts_with(", ") ||
                            list.substr(close + 1).starts_with(" and ") ||
                            list.substr(close + 1).starts_with(" or "));
      if (remark_on_item(list, open, close) || goes_on) {
        item = trim(list.substr(at, open - at));
        comma = std::min(list.find(',', close), list.size());
        if (list.substr(close + 1).starts_with(" and ") ||
            list.substr(close + 1).starts_with(" or "))
          comma = close;
      }
    }
    // `a silver key and, of course, the missing brooch`: a word of the
    // teller's between the last `and` and the last item goes.
    if (comma < list.size() && (item.ends_with(" and") || item.ends_with(" or"))) {
      const std::size_t next = std::min(list.find(',', comma + 1), list.size());
      const std::string_view aside = trim(list.substr(comma + 1, next - comma - 1));
      if (next < list.size() && prose_parts::teller_aside(aside)) {
        items.push_back(trim(item.substr(0, item.rfind(' '))));
        at = next + 1;
        continue;
      }
    }
    bool joined = false;
    for (std::string_view joint : {"and", "or"})
      if (starts_with_word(item, joint)) {
        item = trim(item.substr(joint.size() + 1));
        joined = true;
      }
    // `..., Norway and Japan, and each wears a vest`: a clause after the
    // list, not an item of it.
    if (joined && !items.empty() &&
        std::any_of(std::begin(kClauseOpeners), std::end(kClauseOpeners),
                    [&](std::string_view w) { return starts_with_word(item, w); }))
      break;
    // `Priya, Tom, Dev and Helen, one night each`: after the last item, a
    // word of how the values are shared out is no item.
    if (!joined && !items.empty() &&
        (last_joined || items.back().find(" and ") != std::string_view::npos ||
         items.back().find(" or ") != std::string_view::npos) &&
        shared_out(item))
      break;
    items.push_back(item);
    last_joined = joined;
    if (comma == list.size()) break;
    at = comma + 1;
  }
  // `All five were dug up in our county, in 1923, 1958, 1977, 1994 and
  // 2011`: a first item of another shape than the rest, which are all
  // numbers, says where the clause is, no value.
  if (items.size() >= 4) {
    const auto number = [](std::string_view i) {
      for (std::string_view p : {"in ", "on ", "at ", "from ", "by "})
        if (i.starts_with(p)) i.remove_prefix(p.size());
      return !i.empty() && std::isdigit(static_cast<unsigned char>(i.front())) != 0;
    };
    // (A longer first item is a clause the list's finder reads for the
    // list's name: `five dogs were judged at half-hour intervals, at 9:15,
    // ...`.)
    // (Only where it says where: `in our county`, `at the show`; `all
    // different ages, 6, 8, 10 and 12` names the list.)
    // (Its preposition may have gone before it: `in our county, in 1923`
    // is cut after the first `in`.)
    const auto placed = [](std::string_view i) {
      return i.starts_with("in ") || i.starts_with("at ") || i.starts_with("on ") ||
             i.starts_with("from ");
    };
    const bool where = placed(items[0]) || placed(items[1]);
    if (where && cut_words(items[0]).size() <= 3 &&
        std::none_of(items[0].begin(), items[0].end(),
                     [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }) &&
        std::all_of(items.begin() + 1, items.end(), number))
      items.erase(items.begin());
  }
  // `Mrs Fenwick, Mr Dodd, Ms Achebe, Mr Rowe (one each)`: how the values
  // are shared out, in brackets after the last item, is no part of it.
  // (So is it after a dash: `..., 07:00 and 07:45 - again one each`.)
  if (!items.empty() && items.back().ends_with(")")) {
    const std::size_t open = items.back().rfind('(');
    if (open != std::string_view::npos && open > 0 &&
        shared_out(items.back().substr(open + 1, items.back().size() - open - 2)))
      items.back() = trim(items.back().substr(0, open));
  }
  for (std::string_view dash : {" - ", " \u2013 ", " \u2014 "})
    if (!items.empty())
      if (const std::size_t at = items.back().rfind(dash);
          at != std::string_view::npos && at > 0 &&
          shared_out(items.back().substr(at + dash.size())))
        items.back() = trim(items.back().substr(0, at));
  // `the final round: those of Derek, Sunita, ...`: the words that point
  // back at what the items are (`those of`) are no part of the first.
  if (!items.empty())
    for (std::string_view pointer : {"those of ", "that of ", "the ones of "})
      if (items.front().size() > pointer.size() && items.front().starts_with(pointer)) {
        items.front().remove_prefix(pointer.size());
        break;
      }
  // `a different amount, it was £8, £9, ...`: the words that only point
  // at the list, and what came before them, are no items (`namely` is read
  // where the runs are, prose_runs.cc).
  for (std::size_t k = 1; k < items.size(); ++k)
    for (std::string_view pointer :
         {"it was ", "it's ", "they were ", "they're ", "these were ", "those were "})
      if (items[k].starts_with(pointer) && items[k].size() > pointer.size()) {
        items[k].remove_prefix(pointer.size());
        items.erase(items.begin(), items.begin() + static_cast<std::ptrdiff_t>(k));
        k = 0;
        break;
      }
  // `a Japanese and an Englishman`: the last item holds two, unless the
  // list has its count without cutting it (`..., Gucci, Dolce and Gabbana`).
  // (Not where the last item came after its own comma and joint:
  // `damson, gooseberry, blackcurrant, or rhubarb and ginger`.)
  const std::size_t before_joint =
      items.empty() ? std::string_view::npos
                    : list.substr(0, static_cast<std::size_t>(items.back().data() - list.data()))
                          .find_last_not_of(" andor");
  const bool own_joint = last_joined && items.size() >= 3 &&
                         before_joint != std::string_view::npos && list[before_joint] == ',';
  if (items.size() >= 2 && !own_joint &&
      (expected <= 0 || items.size() != static_cast<std::size_t>(expected))) {
    std::string_view& tail = items.back();
    // At `or` where the tail has one (`Prada or Dolce and Gabbana`, `pick
    // and mix or popcorn`: a name may hold `and`), else at `and`.
    // (Or at a plus, as a note writes `and`: `Heron, Kingfisher + Dipper`.)
    std::size_t j = tail.find(" or ") != std::string_view::npos    ? tail.find(" or ")
                    : tail.find(" and ") != std::string_view::npos ? tail.find(" and ")
                                                                   : tail.find(" + ");
    // `the Fox and Hounds and the Anchor`: where the items are said each
    // with an article, at the `and` an article follows.
    if (j != std::string_view::npos && tail.substr(j, 5) == " and " &&
        std::all_of(items.begin(), items.end() - 1,
                    [](std::string_view i) { return without_article(i).size() != i.size(); }))
      for (std::size_t k = j; k != std::string_view::npos; k = tail.find(" and ", k + 1))
        if (const std::string_view after = tail.substr(k + 5);
            without_article(after).size() != after.size()) {
          j = k;
          break;
        }
    if (j != std::string_view::npos) {
      const std::size_t len = tail.substr(j, 5) == " and " ? 5 : tail[j + 1] == '+' ? 3 : 4;
      const std::string_view second = trim(tail.substr(j + len));
      tail = trim(tail.substr(0, j));
      items.push_back(second);
    }
  }
  without_preposition(items);
  // `Enorma, Scarlet Emperor, Firestorm and Moonlight this year`: when the
  // list is said, after its last item, is no part of it.
  if (items.size() >= 3)
    for (std::string_view when : {" this year", " last year", " this time", " this week",
                                  " this month", " today", " tonight", " on the day"})
      if (items.back().size() > when.size() + 1 && items.back().ends_with(when)) {
        items.back() = trim(items.back().substr(0, items.back().size() - when.size()));
        break;
      }
  // `Yesterday Ros, Sam, Tess and Ugo arrived at ...`: a word that only
  // sets the sentence in time opens the sentence, not its first name.
  if (items.size() >= 2 && !items.front().empty()) {
    const std::vector<Word> first = cut_words(items.front());
    if (first.size() >= 2 && first[0].offset == 0 && opening_adverb(first[0].stem) &&
        std::isupper(static_cast<unsigned char>(first[1].text.front())))
      items.front() = trim(items.front().substr(first[1].offset));
  }
  // Articles go when most items have one (`a Brit, a Swede`), not when one
  // value's name starts with one (`A Tale of Two Cities`).
  const auto with_article = std::count_if(items.begin(), items.end(), [](std::string_view i) {
    return without_article(i).size() != i.size();
  });
  if (2 * static_cast<std::size_t>(with_article) >= items.size())
    for (std::string_view& i : items) i = without_article(i);
  // An article in lower case is never a name's (`the cello, drums, flute`).
  for (std::string_view& i : items)
    if (!i.empty() && std::islower(static_cast<unsigned char>(i.front()))) i = without_article(i);
  described_names(items);
  without_verbs_adverb(items);
  // `Grades: one kid each from 5th, 6th, 7th and 8th`: words before the
  // first item that say one of each is taken (`one`, `each`, then `from`,
  // `of`, `in`) are no part of it, where the others are a word or two.
  if (items.size() >= 3 && !items.front().empty()) {
    const std::vector<Word> first = cut_words(items.front());
    std::size_t from = 0;
    bool each = false;
    for (std::size_t k = 0; k + 1 < first.size(); ++k) {
      each = each || first[k].stem == "one" || first[k].stem == "each";
      if (each && (first[k].stem == "from" || first[k].stem == "of" || first[k].stem == "in"))
        from = k + 1;
    }
    if (from >= 2 && first.size() - from <= 2 &&
        std::all_of(items.begin() + 1, items.end(),
                    [](std::string_view i) { return cut_words(i).size() <= 2; }))
      items.front() = trim(items.front().substr(first[from].offset));
  }
  // `one spent £1.50, one spent £2.00, ...`: `one` and the verb each item
  // says are no part of its value.
  if (const std::vector<Word> f = items.empty() ? std::vector<Word>{} : cut_words(items.front());
      items.size() >= 2 && f.size() >= 3 &&
      std::all_of(items.begin(), items.end(), [&](std::string_view i) {
        const std::vector<Word> w = cut_words(i);
        return w.size() >= 3 && w[0].text == "one" && w[0].offset == 0 && w[1].text == f[1].text &&
               std::islower(static_cast<unsigned char>(w[1].text[0]));
      }))
    for (std::string_view& i : items) {
      const Word verb = cut_words(i)[1];
      i = trim(i.substr(verb.offset + verb.text.size()));
    }
  // `one stayed 3 nights, one 4, one 5 and one 7`: the verb said once, by
  // the first; `one` before a number each.
  else if (items.size() >= 3 && f.size() >= 3 && f[0].text == "one" && f[0].offset == 0 &&
           std::islower(static_cast<unsigned char>(f[1].text[0])) &&
           std::isdigit(static_cast<unsigned char>(f[2].text[0])) &&
           std::all_of(items.begin() + 1, items.end(), [](std::string_view i) {
             const std::vector<Word> w = cut_words(i);
             return w.size() >= 2 && w[0].text == "one" && w[0].offset == 0 &&
                    std::isdigit(static_cast<unsigned char>(w[1].text[0]));
           }))
    for (std::size_t k = 0; k < items.size(); ++k) {
      const Word from = cut_words(items[k])[k == 0 ? 2 : 1];
      items[k] = trim(items[k].substr(from.offset));
    }
  // `one used cash, one a cheque, one a card and one a bank transfer`: the
  // verb said once, by the first; `one` and an article before the others.
  else if (items.size() >= 3 && f.size() >= 3 && f[0].text == "one" && f[0].offset == 0 &&
           std::islower(static_cast<unsigned char>(f[1].text[0])) && !article(f[2]) &&
           std::all_of(items.begin() + 1, items.end(), [](std::string_view i) {
             const std::vector<Word> w = cut_words(i);
             return w.size() >= 3 && w.size() <= 4 && w[0].text == "one" && w[0].offset == 0 &&
                    article(w[1]);
           }))
    for (std::size_t k = 0; k < items.size(); ++k) {
      const Word from = cut_words(items[k])[2];
      items[k] = trim(items[k].substr(from.offset));
    }
  // `one loves the bingo, one never misses chair yoga, one is our
  // dominoes champion and one is always knitting`: each item says what one
  // of them does; the value is what is done (`bingo`, `chair yoga`, ...).
  // (Not where the verb is said once, by the first: `One sells cheese,
  // one plants, one candles and one records`.)
  const bool gapped = std::all_of(items.begin() + 1, items.end(),
                                  [](std::string_view i) { return cut_words(i).size() == 2; });
  if (items.size() >= 3 && !gapped &&
      std::all_of(items.begin(), items.end(),
                  [](std::string_view i) { return what_one_does(i).size() < i.size(); }))
    for (std::string_view& i : items) i = what_one_does(i);
  return items;
}

}  // namespace deduce::puzzles::zebra::english
