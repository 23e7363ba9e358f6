// Lists of values inside sentences (prose_lists.h): the entry point, which
// blanks what would hide a list (list_hedges.cc), finds the lists clause by
// clause (clause_lists.cc), weighs them against several lists run together
// (prose_runs.h) and against `one by Bach, one by Chopin`, and names each by
// the words just before it. The finders are listed in prose_list_parts.h.
#include "deduce/puzzles/zebra/english/prose_lists.h"

#include <algorithm>
#include <iterator>
#include <optional>
#include <set>

#include "deduce/puzzles/zebra/english/category_names.h"
#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/prose_list_parts.h"
#include "deduce/puzzles/zebra/english/prose_runs.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {
namespace {

using prose_parts::all_lists;
using prose_parts::dash_as_colon;
using prose_parts::dashes_as_brackets;
using prose_parts::find_prose;
using prose_parts::kListDashes;
using prose_parts::spans_as_lists;
using prose_parts::thens_as_lists;
using prose_parts::without_order_hedges;

// The words that name a list said in prose: those just before it, from
// its clause's last comma or colon, at most five (`The city zoo had a busy
// start to the year: four babies were born, one a month from` is `one a
// month from`): a category's words are fillers and tell it from others,
// so a whole sentence of them would swallow other phrases.
std::string near_words(std::string_view words, bool bracketed) {
  const std::size_t cut = words.find_last_of(",:;");
  if (cut != std::string_view::npos && cut + 1 < words.size() &&
      !cut_words(words.substr(cut + 1)).empty()) {
    // (`they followed four different callings, for one was a clergyman,
    // one a solicitor, ...`: a clause of joining words and `one was`
    // names nothing; the clause before it does.)
    // (So does `one on each`, `one each`: `Four glazes, one on each:
    // celadon, ...` is `glaze`.)
    static const std::set<std::string> kJoining = {
        "for", "and", "so", "as", "one", "was", "being", "namely", "on", "each", "per", "apiece"};
    const std::vector<Word> tail = cut_words(words.substr(cut + 1));
    const bool joining = std::all_of(tail.begin(), tail.end(),
                                     [](const Word& x) { return kJoining.count(x.stem) != 0; });
    const std::size_t before = words.find_last_of(",:;", cut - 1);
    const std::string_view head = words.substr(0, cut);
    if (joining && cut > 0 && !cut_words(head).empty())
      words = before == std::string_view::npos || before >= cut
                  ? head
                  : words.substr(before + 1, cut - before - 1);
    else
      words = words.substr(cut + 1);
  }
  words = without_said_of(words);
  const std::vector<Word> w = cut_words(words);
  // `Your initiative rolls for the fight were 8, 13, ...`, `the damage you
  // each did to the Priestess was 14, ...`: a subject with its article
  // then `were` before the list is named by the subject's own nouns, those
  // before its first preposition or pronoun.
  if (w.size() > 5) {
    static const std::set<std::string> kOwners = {"the", "your", "their", "our",
                                                  "his", "her",  "my"};
    static const std::set<std::string> kBe = {"were", "was", "are", "is"};
    static const std::set<std::string> kStops = {
        "for", "of",   "in",     "on",    "at",     "from",  "to",   "with",
        "by",  "over", "during", "after", "before", "you",   "they", "we",
        "i",   "he",   "she",    "each",  "that",   "which", "who",  "all"};
    const std::size_t and_ = w[0].stem == "and" || w[0].stem == "while" ? 1 : 0;
    if (kOwners.count(w[and_].stem) != 0 && kBe.count(w.back().stem) != 0) {
      std::size_t end = and_ + 1;
      while (end < w.size() - 1 && end <= 3 && kStops.count(w[end].stem) == 0 &&
             !verb_word(w[end].stem) && !frame_word(w[end].stem) &&
             std::islower(static_cast<unsigned char>(w[end].text.front())))
        ++end;
      if (end > and_ + 1 && end < w.size() - 1 && kStops.count(w[end].stem) != 0)
        return std::string(words.substr(
            w[and_ + 1].offset, w[end - 1].offset + w[end - 1].text.size() - w[and_ + 1].offset));
    }
  }
  // (`Five food trucks lined up outside the ballpark for Thursday's home
  // opener:` is named by its count's noun, which the whole keeps.)
  const bool counted = w.size() > 3 && number_word(w[0].stem) >= 2 &&
                       std::isupper(static_cast<unsigned char>(w[0].text.front())) &&
                       std::islower(static_cast<unsigned char>(w[1].text.front())) &&
                       (w[1].text.ends_with("s") || w[2].text.ends_with("s"));
  // (`and sold a different number by the end of the afternoon (12, 18,
  // ...)`: the verb and its `different` noun say what the list is, though
  // more than five words before its bracket.)
  for (std::size_t d = 1; bracketed && w.size() > 5 && !counted && d + 1 < w.size(); ++d)
    if (w[d].stem == "different" && !verb_word(w[d + 1].stem)) {
      const std::size_t verb = w[d - 1].stem == "a" && d >= 2 ? d - 2 : d - 1;
      // (Only where `different` is out of the last five words: `each flew
      // a different kind of kite (...)` is still `kite`.)
      if (d + 5 < w.size()) return std::string(words.substr(w[verb].offset));
      break;
    }
  // (`each rolled a different score in last Thursday's first game: 142,
  // ...`: the noun after `different`, a few words more than five before
  // the list, says what it is; not `a different one of`, `a different
  // number of`, whose noun comes later.)
  for (std::size_t d = w.size() >= 8 ? w.size() - 8 : 1;
       !bracketed && w.size() > 5 && !counted && d + 5 < w.size(); ++d)
    if (w[d].stem == "different" && !verb_word(w[d + 1].stem) && w[d + 1].stem != "one" &&
        w[d + 1].stem != "number" && w[d + 1].stem != "amount" && w[d + 1].stem != "kind" &&
        w[d + 1].stem != "type" && w[d + 1].stem != "sort")
      return std::string(words.substr(w[d].offset));
  if (w.size() > 5 && !counted) {
    // (`Each truck has its own name painted on the side (...)`: the
    // names are the trucks', and the noun after `each` says so; not
    // `each bought a different cheese`.)
    static const std::set<std::string> kHas = {"ha",  "has",  "had",  "have",    "is",
                                               "was", "bore", "wore", "carried", "got"};
    const bool each = (w[0].stem == "each" || w[0].stem == "every") &&
                      std::islower(static_cast<unsigned char>(w[1].text.front())) &&
                      w[1].stem.size() >= 3 && !frame_word(w[1].stem) && !verb_word(w[1].stem) &&
                      kHas.count(w[2].stem) != 0 && w.size() - 5 > 2;
    const std::string owner = each ? std::string(w[1].text) + " " : std::string();
    return owner + std::string(words.substr(w[w.size() - 5].offset));
  }
  return std::string(words);
}

std::vector<ProseList> lists_of(std::string_view sentence, int size, bool ranges);

// `Five crossword compilers, three men and two women, met for lunch`: a
// count then the counts it splits into (five is three and two) say how
// many of each there are, no list of values; so with words before them
// (`For the town's Shop Window Week, four window dressers, two women and
// two men, ...`).
bool breakdown(const std::vector<std::string>& values) {
  std::vector<int> counts;
  for (const std::string& v : values) {
    const std::vector<Word> w = cut_words(v);
    counts.push_back(w.size() >= 2 ? number_word(w[0].stem) : 0);
  }
  for (std::size_t i = 0; i + 2 < counts.size(); ++i) {
    int parts = 0;
    for (std::size_t k = i + 1; k < counts.size() && parts >= 0; ++k)
      parts = counts[k] > 0 ? parts + counts[k] : -1;
    if (counts[i] > 0 && parts == counts[i]) return true;
  }
  return false;
}

// The lists of `sentence` less those that are breakdowns.
std::vector<ProseList> without_breakdowns(std::vector<ProseList> lists) {
  std::erase_if(lists, [](const ProseList& l) { return breakdown(l.values); });
  return lists;
}

}  // namespace

std::vector<ProseList> prose_lists(std::string_view sentence, int size, bool ranges) {
  // `... for 3, 7, 12 and 25 years between them — one figure each, though
  // I shan't say whose is whose`: a dash said once, after a list, opens a
  // remark that holds none; the lists are read without it.
  for (std::string_view dash : kListDashes)
    if (const std::size_t at = sentence.find(dash);
        at != std::string_view::npos &&
        sentence.find(dash, at + dash.size()) == std::string_view::npos) {
      const std::string_view head = sentence.substr(0, at),
                             tail = sentence.substr(at + dash.size());
      // (The remark can hold no list of three: `- piano, drums or flute`
      // is one.)
      const auto items = std::count(tail.begin(), tail.end(), ',') + 1 +
                         (tail.find(" and ") != std::string_view::npos ||
                                  tail.find(" or ") != std::string_view::npos
                              ? 1
                              : 0);
      if (std::count(head.begin(), head.end(), ',') >= 2 && items < 3 &&
          tail.find('(') == std::string_view::npos)
        sentence = head;
      break;
    }
  if (sentence.find('(') == std::string_view::npos &&
      sentence.find("order") == std::string_view::npos &&
      sentence.find(", namely ") == std::string_view::npos &&
      sentence.find(", in ") == std::string_view::npos &&
      sentence.find(" from ") == std::string_view::npos &&
      sentence.find(", whether or not") == std::string_view::npos &&
      sentence.find(" \u2014 ") == std::string_view::npos &&
      sentence.find(" \u2013 ") == std::string_view::npos &&
      sentence.find(", then ") == std::string_view::npos)
    return without_breakdowns(lists_of(sentence, size, ranges));
  std::size_t order_at = std::string::npos;
  const std::string plain = thens_as_lists(
      dash_as_colon(dashes_as_brackets(spans_as_lists(without_order_hedges(sentence)))), order_at);
  std::vector<ProseList> out = without_breakdowns(lists_of(plain, size, ranges));
  // (A list said with `then` is said in its order: the one whose first
  // value ends where the words of the order begin, however long it is,
  // `The Thursday Murder Club first, then ...`.)
  for (ProseList& l : out) {
    const std::size_t first =
        l.values.empty() ? std::string::npos : plain.find(l.values.front(), l.offset);
    l.in_order = order_at != std::string::npos && first != std::string::npos &&
                 first + l.values.front().size() == order_at;
  }
  return out;
}

namespace {

// Whether `v` holds a hyphen inside a word (`TI-99/4A`), never a dash.
bool hyphened(const std::string& v) {
  for (std::size_t at = v.find('-'); at != std::string::npos; at = v.find('-', at + 1))
    if (at > 0 && at + 1 < v.size() && std::isalnum(static_cast<unsigned char>(v[at - 1])) &&
        std::isalnum(static_cast<unsigned char>(v[at + 1])))
      return true;
  return false;
}

// Whether `v` goes on at `at` with ` of ` and a thing's words in lower
// case (`stick of rock`), never a date's month (`29th of March`).
bool of_a_thing(const std::string& v, std::size_t at) {
  if (at == std::string::npos || v.compare(at, 4, " of ") != 0 || at + 4 >= v.size()) return false;
  return std::all_of(v.begin() + static_cast<std::ptrdiff_t>(at) + 4, v.end(), [](char c) {
    return c == ' ' || std::islower(static_cast<unsigned char>(c)) != 0;
  });
}

std::vector<ProseList> lists_of(std::string_view sentence, int size, bool ranges) {
  std::vector<ProseList> out = all_lists(sentence, size, ranges);
  // Several lists run together in a clause (prose_runs.h), where they are
  // at least as many as a list a clause finds: their items' shapes tell
  // where each starts and ends.
  // A list after a colon, apart from the runs, stays (`Rosie, Sean and
  // Tara each brought a different present: flowers, chocolates or a book`:
  // the names are a run, the presents the list after the colon).
  if (std::vector<ProseList> runs = list_runs(sentence, size);
      !runs.empty() && runs.size() >= out.size()) {
    // Where a list's text ends in the sentence.
    const auto end_of = [&](const ProseList& l) {
      const std::size_t at = sentence.find(l.values.back(), l.offset);
      return at == std::string_view::npos ? sentence.size() : at + l.values.back().size();
    };
    // The values of the runs a list overlaps.
    const auto run_values_of = [&](const ProseList& l) {
      std::vector<std::string> values;
      for (const ProseList& r : runs)
        if (l.offset < end_of(r) && r.offset < end_of(l))
          values.insert(values.end(), r.values.begin(), r.values.end());
      return values;
    };
    for (ProseList& l : out) {
      std::string_view before = sentence.substr(0, std::min(l.offset, sentence.size()));
      while (!before.empty() && before.back() == ' ') before.remove_suffix(1);
      // (A range, which no run reads, stays too: `January through April`;
      // so does a list in a clause of its own, between semicolons: `The
      // locos were City of Truro, ...; the four layouts measured ...`.)
      const std::string_view clause_before =
          before.substr(before.rfind(';') == std::string_view::npos ? 0 : before.rfind(';'));
      const bool own_clause = before.find(';') != std::string_view::npos ||
                              sentence.find(';', l.offset) != std::string_view::npos;
      // (Or said after its own `are` where no run reads it: `The five
      // books are The Lantern Keeper, Salt and Cedar, ..., and they run to
      // 220, 260, ... pages`, whose titles no run's shapes cut.)
      const std::vector<Word> said_before = cut_words(before);
      const bool after_are =
          !said_before.empty() &&
          (said_before.back().stem == "are" || said_before.back().stem == "were") &&
          before.size() == said_before.back().offset + said_before.back().text.size();
      // (A list set off by dashes is as apart as one in brackets: `no two
      // the same — Enorma, Scarlet Emperor, Firestorm and Moonlight this
      // year — and their longest beans measured 38cm, ...`.)
      const bool dashed = std::any_of(
          std::begin(kListDashes), std::end(kListDashes),
          [&](std::string_view d) { return before.ends_with(d.substr(0, d.size() - 1)); });
      const bool apart =
          !l.values.empty() &&
          (before.ends_with(":") || before.ends_with("(") || dashed || !l.kind.empty() ||
           after_are || (own_clause && clause_before.find(',') == std::string_view::npos)) &&
          std::none_of(runs.begin(), runs.end(), [&](const ProseList& r) {
            return l.offset < end_of(r) && r.offset < end_of(l);
          });
      // A bracket bounds its list better than a run's shapes do
      // (`(chocolate, pick and mix or popcorn)`, a run of `chocolate`,
      // `pick`, `mix`): it stands for the runs it overlaps.
      // (Only where an item holds `and` or `or`, the run cut the bracket's
      // words otherwise or lost some, and each item is short: never a
      // bracket that holds a clause, `(the paintings were auctioned first,
      // ...)`.)
      const auto words_of = [](const std::vector<std::string>& values) {
        std::multiset<std::string> out;
        for (const std::string& v : values)
          for (const Word& w : cut_words(v))
            if (w.stem != "and" && w.stem != "or") out.insert(w.stem);
        return out;
      };
      // (So does a colon's list to the sentence's end: `each won one event:
      // the egg and spoon race, the long jump, the relay and the hurdles`.)
      // (Or to a remark in brackets that ends it: `Total Eclipse of the
      // Heart, ..., and Sweet Caroline (BAH BAH BAHHH)`.)
      const auto remark_after = [&] {
        std::string_view rest = sentence.substr(std::min(end_of(l), sentence.size()));
        while (!rest.empty() && (rest.back() == '.' || rest.back() == '!' || rest.back() == ' '))
          rest.remove_suffix(1);
        while (!rest.empty() && rest.front() == ' ') rest.remove_prefix(1);
        return rest.size() >= 2 && rest.front() == '(' && rest.back() == ')' &&
               rest.find('(', 1) == std::string_view::npos;
      };
      const bool to_the_end =
          before.ends_with(":") && (end_of(l) + 2 >= sentence.size() || remark_after());
      bool bracketed =
          !l.values.empty() &&
          ((before.ends_with("(") && sentence.find(')', l.offset) != std::string_view::npos) ||
           to_the_end);
      // (A colon's list to the end of titles, each with its capital, some
      // holding small words, `Away in a Manger, ..., Silent Night and The
      // Holly and the Ivy`, is read as the colon cuts it: the runs' shapes
      // would cut a title at its `in a` or its `and the`.)
      // (Never where an item joins two names, the list's last two run
      // together: `Italian, Japanese, Portuguese or Welsh`, `Lorna, Marcus,
      // Nell and Otis`; a title's `and` comes before a small word: `The
      // Holly and the Ivy`.)
      const auto joins_two = [](const std::string& v) {
        if (v.find(" or ") != std::string::npos) return true;
        for (std::size_t at = v.find(" and "); at != std::string::npos;
             at = v.find(" and ", at + 1))
          if (at + 5 < v.size() && std::isupper(static_cast<unsigned char>(v[at + 5]))) return true;
        return false;
      };
      const bool titles =
          to_the_end && std::none_of(l.values.begin(), l.values.end(), joins_two) &&
          std::all_of(l.values.begin(), l.values.end(),
                      [](const std::string& v) {
                        return !v.empty() && std::isupper(static_cast<unsigned char>(v.front()));
                      }) &&
          std::any_of(l.values.begin(), l.values.end(), [](const std::string& v) {
            const std::vector<Word> w = cut_words(v);
            return w.size() >= 3 && std::any_of(w.begin() + 1, w.end() - 1, [](const Word& x) {
                     return std::islower(static_cast<unsigned char>(x.text.front()));
                   });
          });
      if (bracketed) {
        const std::vector<std::string> run_values = run_values_of(l);
        const std::multiset<std::string> run_words = words_of(run_values);
        const std::multiset<std::string> own_words = words_of(l.values);
        bracketed =
            !run_values.empty() && run_values != l.values &&
            std::includes(own_words.begin(), own_words.end(), run_words.begin(), run_words.end()) &&
            std::all_of(
                l.values.begin(), l.values.end(),
                [&](const std::string& v) { return cut_words(v).size() <= (titles ? 6u : 4u); }) &&
            (titles || std::any_of(l.values.begin(), l.values.end(),
                                   [](const std::string& v) {
                                     return v.find(" and ") != std::string::npos ||
                                            v.find(" or ") != std::string::npos ||
                                            of_a_thing(v, v.find(" of ")) || hyphened(v);
                                   })) &&
            // (A colon's list only where the runs count otherwise: `jumbo,
            // large, medium or small, from largest to smallest` is four
            // sizes as the runs read them.)
            // Its other items are the runs' own: only the item that holds
            // `and` is cut otherwise (not `an elm, a maple and a pine, aged
            // 15, 20 and 25 years`, two lists).
            (!to_the_end || titles ||
             // (Or where the runs lost the words after an item's own `and`:
             // `damson, gooseberry, blackcurrant, or rhubarb and ginger`,
             // which the runs end at `rhubarb`; or its `of`: `a tea towel,
             // some fudge and a stick of rock`, which they end at `stick`.)
             (run_values.size() == l.values.size() && run_values != l.values &&
              std::equal(run_values.begin(), run_values.end(), l.values.begin(),
                         [](const std::string& r, const std::string& v) {
                           return r == v || v.starts_with(r + " and ") ||
                                  (v.starts_with(r + " of ") && of_a_thing(v, r.size())) ||
                                  // (`TI-99/4A`, which the runs cut at `TI`.)
                                  (v.starts_with(r) && v.size() > r.size() + 1 &&
                                   v[r.size()] == '-' &&
                                   std::isalnum(static_cast<unsigned char>(v[r.size() + 1])));
                         })) ||
             (run_values.size() != l.values.size() &&
              std::all_of(l.values.begin(), l.values.end(), [&](const std::string& v) {
                return v.find(" and ") != std::string::npos ||
                       v.find(" or ") != std::string::npos ||
                       std::find(run_values.begin(), run_values.end(), v) != run_values.end();
              })));
      }
      // (A bracket that holds a whole list whose first items the runs lost
      // and whose other items are theirs: `a different fault (sticky keys,
      // a broken ribbon spool, a jammed carriage and a bent typebar)`,
      // whose runs start at `a broken`; as many as the things counted.)
      if (!bracketed && !apart && before.ends_with("(") &&
          (size == 0 || l.values.size() == static_cast<std::size_t>(size)) &&
          sentence.find(')', l.offset) != std::string_view::npos) {
        const std::vector<std::string> run_values = run_values_of(l);
        bracketed = !run_values.empty() && run_values.size() < l.values.size() &&
                    std::equal(run_values.rbegin(), run_values.rend(), l.values.rbegin());
      }
      if (bracketed && !apart) {
        std::erase_if(
            runs, [&](const ProseList& r) { return l.offset < end_of(r) && r.offset < end_of(l); });
        runs.push_back(std::move(l));
      } else if (apart) {
        runs.push_back(std::move(l));
      }
    }
    std::sort(runs.begin(), runs.end(),
              [](const ProseList& a, const ProseList& b) { return a.offset < b.offset; });
    out = std::move(runs);
  }
  // `one by Bach, one by Chopin, ...` where no list holds those items.
  // A list that takes the same items whole (`Bach` in `one by Bach`) is it
  // already; one whose items hold the heads (`5`, `one is 7`, `one`) gives
  // way to it.
  if (std::optional<ProseList> each = one_each_list(sentence, size)) {
    const auto holds = [&](const ProseList& l, std::string_view head) {
      return std::any_of(l.values.begin(), l.values.end(),
                         [&](const std::string& v) { return v.starts_with(head) || v == "one"; });
    };
    const bool taken = std::any_of(out.begin(), out.end(), [&](const ProseList& l) {
      return std::find(l.values.begin(), l.values.end(), each->values.front()) != l.values.end() &&
             !holds(l, "one ");
    });
    std::erase_if(out, [&](const ProseList& l) { return holds(l, "one "); });
    if (!taken) out.push_back(std::move(*each));
  }
  // `(one green, one red, one orange and one blue)`: each item says
  // `one`, which is no part of its value.
  for (ProseList& l : out)
    if (l.values.size() >= 2 &&
        std::all_of(l.values.begin(), l.values.end(), [](const std::string& v) {
          return v.starts_with("one ") && cut_words(v).size() >= 2;
        }))
      for (std::string& v : l.values) v = v.substr(4);
  // `They took off at six o'clock, ... and quarter to seven, one at a
  // time, and they came down in a farmyard, on a golf course, ...`: a
  // second list after the last one's clause, joined by `, and`.
  if (!out.empty()) {
    const ProseList& l = *std::max_element(
        out.begin(), out.end(),
        [](const ProseList& a, const ProseList& b) { return a.offset < b.offset; });
    const std::size_t last =
        l.values.empty() ? std::string_view::npos : sentence.find(l.values.back(), l.offset);
    const std::size_t joint =
        last == std::string_view::npos ? std::string_view::npos : sentence.find(", and ", last);
    ProseList second;
    if (joint != std::string_view::npos &&
        sentence.find_first_of(";(", last) == std::string_view::npos &&
        std::count(sentence.begin() + static_cast<std::ptrdiff_t>(joint) + 2, sentence.end(),
                   ',') >= 2 &&
        find_prose(sentence.substr(joint + 6), size, second)) {
      second.offset += joint + 6;
      out.push_back(std::move(second));
    }
  }
  // `they came down in a farmyard, on a golf course, on a school field and
  // in a barley field`: items each with a preposition of place of its own
  // and an article are the places (the first's was the list's words).
  for (ProseList& l : out) {
    if (l.values.size() < 3) continue;
    static const std::set<std::string> kPlaces = {"in",   "on",     "at",   "under", "inside",
                                                  "near", "beside", "into", "onto",  "behind"};
    const auto placed = [](const std::string& v) {
      const std::vector<Word> w = cut_words(v);
      return w.size() >= 3 && w[0].offset == 0 && kPlaces.count(w[0].stem) != 0 &&
             (w[1].stem == "a" || w[1].stem == "an" || w[1].stem == "the");
    };
    const auto n = std::count_if(l.values.begin(), l.values.end(), placed);
    if (n + 1 < static_cast<std::ptrdiff_t>(l.values.size())) continue;
    // (The one without, if any, is the first, whose preposition the list's
    // words took: never `one by the font, one on the lectern and one in the
    // porch`, whose `by the font` says its own.)
    if (n + 1 == static_cast<std::ptrdiff_t>(l.values.size())) {
      const std::vector<Word> w = cut_words(l.values.front());
      if (placed(l.values.front()) ||
          (w.size() >= 2 && (w[1].stem == "the" || w[1].stem == "a" || w[1].stem == "an")))
        continue;
    }
    std::set<std::string> preps;
    for (const std::string& v : l.values)
      if (placed(v)) preps.insert(cut_words(v)[0].stem);
    if (preps.size() < 2 && n < static_cast<std::ptrdiff_t>(l.values.size())) continue;
    for (std::string& v : l.values)
      if (placed(v)) v = v.substr(cut_words(v)[2].offset);
  }
  // `Up, Up and Away` is a title: a list names each value once.
  std::erase_if(out, [](const ProseList& l) {
    std::set<std::string> seen;
    for (const std::string& v : l.values)
      if (!seen.insert(stems(v)).second) return true;
    return false;
  });
  // `whoever left a wet towel in the lost property box, please come and
  // rescue it`: a request, no list.
  std::erase_if(out, [](const ProseList& l) {
    return std::any_of(l.values.begin(), l.values.end(), [](const std::string& v) {
      return v.starts_with("please ") || v.starts_with("Please ");
    });
  });
  // `The rooms run from number 1, beside the stairs, to number 3 at the
  // far end`: the end of a range said after an aside, no list of three.
  std::erase_if(out, [](const ProseList& l) {
    return l.values.size() >= 3 &&
           std::any_of(l.values.begin() + 1, l.values.end(),
                       [](const std::string& v) { return v.starts_with("to "); }) &&
           !l.values.front().starts_with("to ") && !l.values.front().empty() &&
           std::isdigit(static_cast<unsigned char>(l.values.front().front()));
  });
  // `took a trip last year, in a different month and to a different
  // country` describes lists: no value says `different`.
  // Nor are things done to a thing values: `each baked one cake, priced
  // it and sold it` (an object pronoun, in lower case, ends two items).
  std::erase_if(out, [](const ProseList& l) {
    const auto done_to = [](const std::string& v) {
      return v.size() > 3 && (v.ends_with(" it") || v.ends_with(" them"));
    };
    return std::count_if(l.values.begin(), l.values.end(), done_to) >= 2 ||
           std::any_of(l.values.begin(), l.values.end(), [](const std::string& v) {
             const std::vector<Word> w = cut_words(v);
             return std::any_of(w.begin(), w.end(), [](const Word& x) {
               return x.stem == "different" || x.stem == "each" || x.stem == "every";
             });
           });
  });
  // `... on the stall at Saturday's Fayre, we took £86 and the mince pies
  // had gone by eleven`: an item that opens with the teller or another
  // subject pronoun and its verb is a clause, no value (`we`, `I`, `they`:
  // a value is never a deed said with its doer).
  std::erase_if(out, [](const ProseList& l) {
    return std::any_of(l.values.begin(), l.values.end(), [](const std::string& v) {
      const std::vector<Word> w = cut_words(v);
      static const std::set<std::string> kDoers = {"we", "i", "they", "he", "she", "you"};
      return w.size() >= 2 && kDoers.count(w[0].stem) != 0 &&
             std::islower(static_cast<unsigned char>(w[1].text.front())) &&
             (verb_word(w[1].stem) || w[1].text.ends_with("ed") || w[1].stem == "took" ||
              w[1].stem == "had" || w[1].stem == "got" || w[1].stem == "made" ||
              w[1].stem == "sold" || w[1].stem == "won" || w[1].stem == "did");
    });
  });
  // `(congratulations, grudgingly, to Mill Lane)` is a remark: a value is
  // never a lone adverb of manner.
  std::erase_if(out, [](const ProseList& l) {
    return std::any_of(l.values.begin(), l.values.end(), [](const std::string& v) {
      static constexpr std::string_view kManner[] = {"ingly", "edly",  "fully", "ously",
                                                     "ively", "ently", "antly", "ically"};
      return v.size() >= 7 && v.find(' ') == std::string::npos &&
             std::islower(static_cast<unsigned char>(v.front())) &&
             std::any_of(std::begin(kManner), std::end(kManner),
                         [&](std::string_view e) { return v.ends_with(e); });
    });
  });
  for (ProseList& l : out) {
    // `you each gave last night's book a score out of 10, which were 5, 6,
    // 8 and 9`: a relative's `which were` names nothing; the clause before
    // its comma does.
    if (const std::vector<Word> own = cut_words(l.line_words);
        !own.empty() && own.size() <= 3 && (own[0].stem == "which" || own[0].stem == "that") &&
        std::all_of(own.begin(), own.end(),
                    [](const Word& w) {
                      return w.stem == "which" || w.stem == "that" || be_word(w.stem);
                    }) &&
        l.offset <= sentence.size())
      if (const std::size_t comma = sentence.substr(0, l.offset).rfind(',');
          comma != std::string_view::npos && comma > 0) {
        const std::string_view before = sentence.substr(0, comma);
        const std::size_t start = before.find_last_of(",:;");
        l.line_words =
            std::string(start == std::string_view::npos ? before : before.substr(start + 1));
      }
    l.line_words = near_words(
        l.line_words, l.offset > 0 && l.offset <= sentence.size() && sentence[l.offset - 1] == '(');
    // `the first, second and third floors`: ordinals are named by the noun
    // after the last; so by a noun in the singular that ends the clause
    // (`passed on their 1st, 2nd, 3rd or 4th attempt, and ...`).
    if (!l.values.empty() &&
        std::all_of(l.values.begin(), l.values.end(), [](const std::string& v) {
          const std::vector<Word> w = cut_words(v);
          return w.size() == 1 && ordinal_word(w[0].stem) != 0;
        })) {
      const std::size_t last = sentence.find(l.values.back(), l.offset);
      if (last != std::string_view::npos) {
        const std::string_view rest = sentence.substr(last + l.values.back().size());
        const std::vector<Word> after = cut_words(rest);
        const auto ends_clause = [&] {
          const std::size_t end = after[0].offset + after[0].text.size();
          return end == rest.size() ||
                 std::string_view(",;.").find(rest[end]) != std::string_view::npos;
        };
        if (!after.empty() && after[0].offset <= 1 && after[0].text.size() > 3 &&
            std::islower(static_cast<unsigned char>(after[0].text.front())) &&
            (after[0].text.back() == 's' || ends_clause()))
          l.line_words.append(" ").append(after[0].text);
      }
    }
  }
  return out;
}

}  // namespace

}  // namespace deduce::puzzles::zebra::english
