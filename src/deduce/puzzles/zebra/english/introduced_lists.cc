// A list said after a colon or a verb (prose_list_parts.h): `the owners
// are a Brit, a Swede, a Dane, a Norwegian and a German`, `each wears a
// different coloured vest: red, blue, ...`; and what tells its items for
// values (few words each, no two sharing a name, none a thing of someone's).
#include "deduce/puzzles/zebra/english/prose_list_parts.h"

#include <algorithm>
#include <set>

#include "deduce/puzzles/zebra/english/item_shapes.h"
#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/prose_runs.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english::prose_parts {
namespace {

// The words an item may have: 4, one more with a container's `of` (`a
// pair of roller skates`).
std::size_t item_words(std::string_view item) {
  const std::vector<Word> w = cut_words(item);
  for (std::size_t k = 1; k + 1 < w.size(); ++k)
    if (w[k].stem == "of" && container_noun(w[k - 1].stem)) return 5;
  return 4;
}

// Whether the items of a list are so many values: no two share a word
// of a name (`For Kemi's thirtieth, Kemi and four of her friends` is no
// list), and a bare count (`four`) is none among names.
bool distinct_items(const std::vector<std::string_view>& items) {
  std::set<std::string> names;
  bool counts = false, others = false;
  for (std::string_view item : items) {
    const std::vector<Word> w = cut_words(item);
    (w.size() == 1 && number_word(w[0].stem) != 0 &&
             std::isalpha(static_cast<unsigned char>(w[0].text.front()))
         ? counts
         : others) = true;
    for (const Word& x : w)
      if (std::isupper(static_cast<unsigned char>(x.text.front())) && !names.insert(x.stem).second)
        return false;
  }
  return !(counts && others);
}

// An item of a list names a value, not a thing of someone's (`her store`,
// `what she paid`).
bool name_like(std::string_view item) {
  for (const Word& w : cut_words(item))
    if (w.stem == "her" || w.stem == "his" || w.stem == "their" || w.stem == "its" ||
        w.stem == "what" || w.stem == "who" || w.stem == "which" || w.stem == "where" ||
        w.stem == "how" || w.stem == "she" || w.stem == "he" || w.stem == "they" ||
        w.stem == "when" || w.stem == "why")
      return false;
  return true;
}

// A word that ends the first item of a prose list, read backwards from
// the first comma: `the houses are| red`, `they drink| tea`, `a| Brit`.
bool before_list(const std::string& stem) {
  // (`they're black, green, ...`: `they are`.)
  return stem == "are" || stem == "is" || stem == "were" || stem == "was" || stem == "include" ||
         stem == "theyre" || stem == "theyve" || stem == "included" || stem == "including" ||
         stem == "there" ||  // `There's Maggie, Nigel, ...` (its `'s` cut off)
         stem == "namely" || stem == "a" || stem == "an" || stem == "the" || verb_word(stem) ||
         frame_word(stem) || stem == "painted" || stem == "coloured" || stem == "colored" ||
         stem == "named" || stem == "called" ||
         std::find(filler_words().begin(), filler_words().end(), stem) != filler_words().end();
}

// Whether w[k] is an `of` between two capitals, a name's own (`City of
// Truro`, `Isle of Man`, `A Map of Rain`).
bool of_in_name(const std::vector<Word>& w, std::size_t k) {
  return w[k].text == "of" && k > 0 && k + 1 < w.size() &&
         std::isupper(static_cast<unsigned char>(w[k - 1].text.front())) &&
         std::isupper(static_cast<unsigned char>(w[k + 1].text.front()));
}

}  // namespace

// `the owners are a Brit, a Swede, a Dane, a Norwegian and a German`.
bool find_prose(std::string_view clause, int size, ProseList& out) {
  // `One walks, one gets the bus, one comes by bike and one comes by car`:
  // what each one does, opening its sentence, is the list whole.
  if (clause.starts_with("One ") && clause.find(':') == std::string_view::npos) {
    const std::vector<std::string_view> items = list_items(clause, size);
    if (items.size() >= 3 && fits(items.size(), size) && distinct_items(items) &&
        std::all_of(items.begin(), items.end(), [](std::string_view i) {
          const std::vector<Word> w = cut_words(i);
          return !w.empty() && w.size() <= 3 && w[0].stem != "one";
        })) {
      out.line_words.clear();
      out.offset = static_cast<std::size_t>(items.front().data() - clause.data());
      for (std::string_view item : items) out.values.emplace_back(item);
      return true;
    }
  }
  // The first comma that separates (not the one of `$1,500`).
  std::size_t comma = clause.find(',');
  while (
      comma != std::string_view::npos && comma > 0 && comma + 3 < clause.size() &&
      std::isdigit(static_cast<unsigned char>(clause[comma - 1])) &&
      std::isdigit(static_cast<unsigned char>(clause[comma + 1])) &&
      std::isdigit(static_cast<unsigned char>(clause[comma + 2])) &&
      std::isdigit(static_cast<unsigned char>(clause[comma + 3])) &&
      (comma + 4 >= clause.size() || !std::isdigit(static_cast<unsigned char>(clause[comma + 4]))))
    comma = clause.find(',', comma + 1);
  if (comma == std::string_view::npos) return false;
  // `each wears a different coloured vest: red, blue, ...`: the list
  // starts after the colon.
  // Not the colon of a time (`8:30am`).
  std::size_t colon = clause.rfind(':');
  while (colon != std::string_view::npos && colon > 0 && colon + 1 < clause.size() &&
         std::isdigit(static_cast<unsigned char>(clause[colon - 1])) &&
         std::isdigit(static_cast<unsigned char>(clause[colon + 1])))
    colon = clause.rfind(':', colon - 1);
  if (colon != std::string_view::npos && clause.find(',', colon) != std::string_view::npos) {
    std::vector<std::string_view> items = list_items(clause.substr(colon + 1), size);
    std::size_t start = colon + 1;
    // `ran like clockwork: five dogs were judged at half-hour intervals, at
    // 9:15, 9:45, ...`: the list is after the clause the colon opens.
    if (items.size() > 3 && spoken_words(items[0]) > 4) {
      start = clause.find(',', colon) + 1;
      items.erase(items.begin());
      without_preposition(items);
    }
    // `a David Brown, a Ferguson, a Fordson and a Massey, built in 1948,
    // 1952, ...`: the item joined by `and` is the list's last; what follows
    // in another shape is a clause of its own.
    for (std::size_t k = 0; k + 1 < items.size(); ++k) {
      const std::size_t j = std::min(items[k].find(" and "), items[k].find(" or "));
      if (j == std::string_view::npos) continue;
      const std::vector<Word> next = cut_words(items[k + 1]);
      const std::vector<Word> own = cut_words(items[0]);
      // (A clause, with its verb or its numbers: never a thing, `a
      // Guinness, espresso martinis, rum and coke, and a lemonade`.)
      const bool clause_said =
          std::any_of(next.begin(), next.end(),
                      [](const Word& x) {
                        return std::isdigit(static_cast<unsigned char>(x.text.front())) != 0;
                      }) ||
          (!next.empty() &&
           (verb_word(next[0].stem) || next[0].text.ends_with("ed") ||
            next[0].text.ends_with("ing") || next.size() >= 5 || next[0].stem == "each" ||
            next[0].stem == "every" || next[0].stem == "who" || next[0].stem == "which" ||
            next[0].stem == "they" || next[0].stem == "all"));
      const bool other_shape = !next.empty() && !own.empty() && clause_said &&
                               std::islower(static_cast<unsigned char>(next[0].text.front())) &&
                               next[0].stem != "a" && next[0].stem != "an" &&
                               next[0].stem != "the" &&
                               std::isupper(static_cast<unsigned char>(own.back().text.front()));
      if (!other_shape) break;
      const std::size_t len = items[k].substr(j, 5) == " and " ? 5 : 4;
      const std::string_view first = trim(items[k].substr(0, j));
      const std::string_view second = without_article(trim(items[k].substr(j + len)));
      items.resize(k);
      items.push_back(first);
      items.push_back(second);
      break;
    }
    if (!fits(items.size(), size) || !distinct_items(items)) return false;
    // (A title may be longer, its first and last words with their
    // capitals: `The Holly and the Ivy`.)
    const auto title = [](std::string_view item) {
      const std::vector<Word> w = cut_words(item);
      return w.size() <= 6 && !w.empty() &&
             std::isupper(static_cast<unsigned char>(w.front().text.front())) &&
             std::isupper(static_cast<unsigned char>(w.back().text.front()));
    };
    for (std::string_view item : items)
      if (item.empty() || (spoken_words(item) > 4 && !title(item))) return false;
    out.line_words = std::string(clause.substr(0, start - 1));  // without its colon or comma
    out.offset = start;
    while (out.offset < clause.size() && clause[out.offset] == ' ') ++out.offset;
    for (std::string_view item : items) out.values.emplace_back(item);
    return true;
  }
  const std::vector<Word> head = cut_words(clause.substr(0, comma));
  if (head.empty()) return false;
  std::size_t first = head.size();
  while (first > 0 && (!before_list(head[first - 1].stem) ||
                       // `The Lantern Keeper`: a word in capitals inside the
                       // sentence is a name's, whatever the word (never an
                       // article, which the next rule takes).
                       (first - 1 > 0 && head[first - 1].stem != "the" &&
                        head[first - 1].stem != "a" && head[first - 1].stem != "an" &&
                        std::isupper(static_cast<unsigned char>(head[first - 1].text.front()))) ||
                       // `The bands were The Foxgloves, ...`: a capital
                       // `The` inside a clause is the name's own.
                       (head[first - 1].text == "The" && first - 1 > 0 && first < head.size() &&
                        std::isupper(static_cast<unsigned char>(head[first].text.front()))) ||
                       // `City of Truro`, `Isle of Man`: `of` between two
                       // capitals is the name's own.
                       of_in_name(head, first - 1))) {
    --first;
    // A number starts its item (`the tickets cost $45, $60`).
    if (std::isdigit(static_cast<unsigned char>(head[first].stem.front()))) break;
  }
  // `They're ordering chips, a hot dog, ...`: a verb in -ing after `are`,
  // its object after it, is no part of the first item (`The acts were
  // beatboxing, juggling, ...` are items).
  if (first > 0 && first + 1 < head.size() && head[first].stem.size() > 5 &&
      head[first].stem.ends_with("ing") &&
      (head[first - 1].stem == "theyre" || head[first - 1].stem == "are" ||
       head[first - 1].stem == "were" || head[first - 1].stem == "is" ||
       head[first - 1].stem == "was"))
    ++first;
  // `they sold fish, bread, ...`: the word after a subject pronoun is its
  // verb, no part of the first item.
  // (So wherever the pronoun stands before it: `We baked shortbread,
  // ...`, `between us we made shortbread, ...`.)
  for (std::size_t k = head.size() >= 2 ? head.size() - 2 : 0; k-- > 0 && k + 1 >= first;)
    if (subject_pronoun(head[k])) {
      first = k + 1;
      break;
    }
  if (first > 0 && first + 1 < head.size() && subject_pronoun(head[first - 1])) ++first;
  // `The books were a first edition of Rebecca, a Victorian atlas, ...`:
  // the first item runs back to the article after `were`.
  bool after_article = false;
  for (std::size_t k = first; k >= 2 && first - k <= 3; --k)
    if (be_word(head[k - 2].stem) && (head[k - 1].stem == "a" || head[k - 1].stem == "an") &&
        head.size() - k <= 4) {
      after_article = first != k;
      first = k;
      break;
    }
  if (first == head.size() || head.size() - first > 4) return false;
  std::size_t start = head[first].offset;
  if (start > 0 && clause[start - 1] == '#') --start;
  start -= currency_sign_before(clause, start);
  std::vector<std::string_view> items = list_items(clause.substr(start), size);
  // The last item ends where the clause goes on (`... and Rosa each live
  // in one house`): at its first word that is not part of a name.
  if (!items.empty()) {
    std::string_view& tail = items.back();
    const std::vector<Word> tw = cut_words(tail);
    // (`an under the sea scene`: an article inside a short last item,
    // only nouns after it to the clause's end, is the item's own.)
    const auto inner_article = [&](std::size_t k) {
      if ((tw[k].stem != "the" && tw[k].stem != "a") || tw.size() > 5 || tw.size() - k > 3 ||
          k + 1 == tw.size())
        return false;
      for (std::size_t j = k + 1; j < tw.size(); ++j)
        if (before_list(tw[j].stem) || !std::islower(static_cast<unsigned char>(tw[j].text[0])))
          return false;
      return true;
    };
    for (std::size_t k = 1; k < tw.size(); ++k)
      // (`A Map of Rain`: `of` between two capitals is the name's own.)
      if ((before_list(tw[k].stem) && !(tw[k].stem == "of" && container_noun(tw[k - 1].stem)) &&
           !of_in_name(tw, k) && !inner_article(k)) ||
          tw[k].stem == "each" || tw[k].stem == "all" || tw[k].stem == "both" ||
          tw[k].stem == "itself" || tw[k].stem == "themselves" || tw[k].stem == "respectively") {
        tail = trim(tail.substr(0, tw[k].offset));
        break;
      }
  }
  // `4 ft, 6 ft, 8 ft and 12 ft end to end`: where the other items are
  // amounts of one unit, the last ends at its unit.
  if (items.size() >= 3) {
    const std::vector<Word> one = cut_words(items.front());
    const bool amounts =
        one.size() == 2 && std::isdigit(static_cast<unsigned char>(one[0].text.front())) &&
        std::all_of(items.begin(), items.end() - 1, [&](std::string_view i) {
          const std::vector<Word> w = cut_words(i);
          return w.size() == 2 && std::isdigit(static_cast<unsigned char>(w[0].text.front())) &&
                 w[1].stem == one[1].stem;
        });
    std::string_view& tail = items.back();
    const std::vector<Word> tw = cut_words(tail);
    if (amounts && tw.size() > 2 && std::isdigit(static_cast<unsigned char>(tw[0].text.front())) &&
        tw[1].stem == one[1].stem)
      tail = tail.substr(0, tw[1].offset + tw[1].text.size());
  }
  // `they represent Kenya, Sweden, ...`: a verb no table knows before a
  // capitalised first item is not part of it.
  if (!items.empty() && !after_article) {
    std::string_view& head_item = items.front();
    const std::vector<Word> hw = cut_words(head_item);
    std::size_t k = 0;
    while (k + 1 < hw.size() && std::islower(static_cast<unsigned char>(hw[k].text.front())) &&
           std::isupper(static_cast<unsigned char>(hw.back().text.front())))
      ++k;
    if (k > 0) {
      head_item = head_item.substr(hw[k].offset);
      start += hw[k].offset;
    }
  }
  // `theyre all different ages, 6, 8, 10 and 12`: the kind's noun before
  // a list of numbers is no item of it.
  const auto figures = [](std::string_view i) {
    return !i.empty() &&
           (std::isdigit(static_cast<unsigned char>(i.front())) || currency_sign(i, 0) != 0);
  };
  if (items.size() >= 4 && !figures(items.front()) && cut_words(items.front()).size() == 1 &&
      std::all_of(items.begin() + 1, items.end(), figures)) {
    items.erase(items.begin());
    start = clause.find(',', start) + 1;
    while (start < clause.size() && clause[start] == ' ') ++start;
  }
  if (!fits(items.size(), size)) return false;
  for (std::string_view item : items)
    if (item.empty() || spoken_words(item) > item_words(item) || !name_like(item)) return false;
  if (names_what_to_find(clause) || !distinct_items(items)) return false;
  // The last item must be joined by `and` or `or`, as prose lists are.
  std::size_t tail = clause.rfind(',');
  while (tail != std::string_view::npos && tail > 0 && tail + 3 < clause.size() &&
         std::isdigit(static_cast<unsigned char>(clause[tail - 1])) &&
         std::isdigit(static_cast<unsigned char>(clause[tail + 1])))
    tail = clause.rfind(',', tail - 1);
  // (No comma, no list of three or more: `1, 2` said as `12`.)
  if (tail == std::string_view::npos) return false;
  const std::vector<Word> last = cut_words(clause.substr(tail));
  // (Or the clause is the list and nothing else, of names written with
  // capitals: `Chantelle, Devi, Erin, Mia.` in a chat.)
  const std::size_t last_at = clause.find(items.back());
  const bool bare =
      start == 0 && items.size() >= 3 && last_at != std::string_view::npos &&
      trim(clause.substr(last_at + items.back().size())).empty() &&
      std::all_of(items.begin(), items.end(), [](std::string_view i) {
        const std::vector<Word> w = cut_words(i);
        return !w.empty() && w.size() <= 2 && std::all_of(w.begin(), w.end(), [](const Word& x) {
          return std::isupper(static_cast<unsigned char>(x.text.front()));
        });
      });
  if (!bare && std::none_of(last.begin(), last.end(),
                            [](const Word& w) { return w.stem == "and" || w.stem == "or"; }))
    return false;
  out.line_words = std::string(clause.substr(0, start));
  // `Omar, Priya, Quentin and Rosa each live in one house`: named by what
  // follows it.
  if (cut_words(out.line_words).empty()) {
    const std::size_t end = clause.find(items.back());
    if (end != std::string_view::npos) out.line_words = clause.substr(end + items.back().size());
    // (Unless those words say what each of them has: `Gaz, Kev, Shaz and
    // Tina were each subbing for a different pub (...)` lists the people,
    // and `pub` is the next list's noun.)
    const std::vector<Word> after = cut_words(out.line_words);
    const bool capitalised = std::all_of(items.begin(), items.end(), [](std::string_view i) {
      return !i.empty() && std::isupper(static_cast<unsigned char>(i.front()));
    });
    if (capitalised && std::any_of(after.begin(), after.end(), [](const Word& w) {
          return w.stem == "each" || w.stem == "different" || w.stem == "unique" || w.stem == "own";
        }))
      out.line_words = "names";
  }
  out.offset = start;
  for (std::string_view item : items) out.values.emplace_back(item);
  return true;
}

}  // namespace deduce::puzzles::zebra::english::prose_parts
