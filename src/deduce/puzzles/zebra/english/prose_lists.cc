// Lists of values inside sentences (prose_lists.h).
#include "deduce/puzzles/zebra/english/prose_lists.h"

#include "deduce/puzzles/zebra/english/prose_runs.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <set>

#include "deduce/puzzles/zebra/english/dated_ranges.h"
#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/timed_ranges.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {
namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && (std::isspace(static_cast<unsigned char>(s.front())) || s.front() == '`'))
    s.remove_prefix(1);
  while (!s.empty() &&
         (std::isspace(static_cast<unsigned char>(s.back())) || s.back() == '`' || s.back() == '.'))
    s.remove_suffix(1);
  return s;
}

bool starts_with_word(std::string_view s, std::string_view w) {
  if (s.size() <= w.size() || s[w.size()] != ' ') return false;
  for (std::size_t i = 0; i < w.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(s[i])) != w[i]) return false;
  return true;
}

std::string_view without_article(std::string_view item) {
  // `some hens` among `a goat, some hens, a pony`: `some` too.
  for (std::string_view a : {"a", "an", "the", "some"})
    if (starts_with_word(item, a)) return trim(item.substr(a.size() + 1));
  return item;
}

// The sequences a range may run over, lower case; ordinals of both kinds.
struct Sequence {
  std::string_view kind;
  std::array<std::string_view, 12> words;
};
constexpr std::array<Sequence, 4> kSequences = {{
    {"day", {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}},
    {"month",
     {"january", "february", "march", "april", "may", "june", "july", "august", "september",
      "october", "november", "december"}},
    {"place",
     {"1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th", "9th", "10th", "11th", "12th"}},
    {"place",
     {"first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
      "eleventh", "twelfth"}},
}};

int index_in(const Sequence& s, std::string_view stem) {
  for (std::size_t i = 0; i < s.words.size(); ++i)
    if (!s.words[i].empty() && s.words[i] == stem) return static_cast<int>(i);
  return -1;
}

bool fits(std::size_t count, int size) {
  return size > 0 ? count == static_cast<std::size_t>(size) : count >= 3 && count <= 8;
}

// A range `from X to Y`, `X through Y`, `X-Y` in words[from..to).
bool find_range(std::string_view clause, int size, ProseList& out) {
  // `at half-hourly intervals from 2.00pm to 4.00pm`: times of day.
  if (std::optional<TimedRange> times = timed_range(clause, size)) {
    out.values = std::move(times->values);
    out.line_words = std::string(clause.substr(0, times->begin));
    out.offset = times->first;
    out.kind = "time";
    return true;
  }
  // `one for each Saturday from June 3 through July 1`: dates.
  if (std::optional<TimedRange> dates = dated_range(clause, size)) {
    out.values = std::move(dates->values);
    out.line_words = std::string(clause.substr(0, dates->begin));
    out.offset = dates->first;
    out.kind = "date";
    return true;
  }
  // (`from Grade 1 up to Grade 5`, `from 10 right up to 14`: `up to` is
  // `to`.)
  std::vector<Word> words;
  {
    const std::vector<Word> all = cut_words(clause);
    for (std::size_t k = 0; k < all.size(); ++k) {
      const bool up = all[k].stem == "up" && k > 0 && k + 1 < all.size() &&
                      (all[k + 1].stem == "to" || all[k + 1].stem == "until");
      const bool right = all[k].stem == "right" && k + 2 < all.size() && all[k + 1].stem == "up";
      if (!up && !right) words.push_back(all[k]);
    }
  }
  for (std::size_t i = 0; i + 2 < words.size(); ++i) {
    // `(tables 1 to 4)`: a noun and its numbers, the whole of a bracket.
    if (i == 0 && words.size() == 4 &&
        std::isalpha(static_cast<unsigned char>(words[0].text.front())) &&
        std::isdigit(static_cast<unsigned char>(words[1].text.front())) &&
        (words[2].stem == "to" || words[2].stem == "through") &&
        std::isdigit(static_cast<unsigned char>(words[3].text.front()))) {
      const int lo = number_word(words[1].stem), hi = number_word(words[3].stem);
      if (lo >= 0 && hi > lo && fits(static_cast<std::size_t>(hi - lo + 1), size)) {
        for (int k = lo; k <= hi; ++k) out.values.push_back(std::to_string(k));
        out.line_words = std::string(words[0].text);
        out.offset = words[1].offset;
        out.kind = "number";
        return true;
      }
    }
    // `from Grade 2 to Grade 5`, `(peg 1 to peg 5 along the towpath)`:
    // the noun said before both numbers names the list, whose values are
    // the numbers.
    if ((i == 0 || words[i - 1].stem == "from") && i + 4 < words.size() &&
        words[i].stem == words[i + 3].stem &&
        (words[i + 2].stem == "to" || words[i + 2].stem == "through") &&
        std::isdigit(static_cast<unsigned char>(words[i + 1].text.front())) &&
        std::isalpha(static_cast<unsigned char>(words[i].text.front()))) {
      const int lo = number_word(words[i + 1].stem), hi = number_word(words[i + 4].stem);
      if (lo >= 0 && hi > lo && fits(static_cast<std::size_t>(hi - lo + 1), size)) {
        for (int k = lo; k <= hi; ++k) out.values.push_back(std::to_string(k));
        out.line_words = std::string(clause.substr(0, i == 0 ? 0 : words[i - 1].offset)) +
                         std::string(words[i].text);
        out.offset = words[i + 1].offset;
        out.kind = "number";
        return true;
      }
    }
    // `from 1st place to 6th place`: the noun said at both ends goes.
    const bool nouned = i + 4 < words.size() && words[i + 1].stem == words[i + 4].stem &&
                        !std::isdigit(static_cast<unsigned char>(words[i + 1].text.front()));
    const std::string& link = words[i + (nouned ? 2 : 1)].stem;
    const bool joined = link == "to" || link == "through" || link == "thru" || link == "until";
    // `Monday-Friday`: the hyphen cuts the two words apart.
    const bool dash =
        clause.substr(words[i].offset + words[i].text.size(),
                      words[i + 1].offset - words[i].offset - words[i].text.size()) == "-";
    std::size_t last = nouned && joined ? i + 3 : joined ? i + 2 : i + 1;
    // `from the 2nd to the 6th of January`: the second end's article.
    if (joined && !nouned && last + 1 < words.size() && words[last].stem == "the") ++last;
    if (!joined && !dash) continue;
    // `... the 6th of January`: days of a month, dates.
    const bool of_month = last + 2 < words.size() && words[last + 1].stem == "of" &&
                          index_in(kSequences[1], words[last + 2].stem) >= 0;
    for (const Sequence& s : kSequences) {
      const int a = index_in(s, words[i].stem);
      int b = index_in(s, words[last].stem);
      // Weekdays and months go round (`from Sunday through Thursday`,
      // `from November to February`).
      const int length = static_cast<int>(std::count_if(
          s.words.begin(), s.words.end(), [](std::string_view w) { return !w.empty(); }));
      const int round = s.kind == "place" ? 0 : length;
      if (a >= 0 && b >= 0 && b < a) b += round;
      if (a < 0 || b <= a || !fits(static_cast<std::size_t>(b - a + 1), size)) continue;
      // The values as the text writes its ends: capitalised or not.
      const bool capital = std::isupper(static_cast<unsigned char>(words[i].text.front()));
      for (int k = a; k <= b; ++k) {
        std::string v(s.words[static_cast<std::size_t>(k % length)]);
        if (capital) v[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(v[0])));
        out.values.push_back(v);
      }
      std::size_t head = i;
      if (head > 1 && words[head - 1].stem == "the" &&
          (words[head - 2].stem == "from" || words[head - 2].stem == "between"))
        --head;
      if (head > 0 && (words[head - 1].stem == "from" || words[head - 1].stem == "between")) --head;
      out.line_words = std::string(clause.substr(0, words[head].offset));
      out.offset = words[i].offset;
      out.kind = of_month && s.kind == "place" ? "date" : std::string(s.kind);
      return true;
    }
    // Whole numbers `from 2 to 7`, said with `from` or `numbered` (a bare
    // `2 to 7` is too often something else): every number between, in the
    // list's count.
    // (Years too: `born in five consecutive years, from 1990 to 1994`.)
    // (Ages: `They are aged 10 to 14`, a list of ages.)
    const int a = amount_word(words[i].stem), b = amount_word(words[last].stem);
    const bool aged = i > 0 && words[i - 1].stem == "aged";
    if (joined && i > 0 &&
        (words[i - 1].stem == "from" || words[i - 1].stem == "numbered" || aged) &&
        std::isdigit(static_cast<unsigned char>(words[i].text.front())) && a >= 0 && b > a &&
        fits(static_cast<std::size_t>(b - a + 1), size)) {
      for (int k = a; k <= b; ++k) out.values.push_back(std::to_string(k));
      out.line_words = std::string(clause.substr(0, words[i - 1].offset)) + (aged ? "age" : "");
      out.offset = words[i].offset;
      out.kind = "number";
      return true;
    }
  }
  return false;
}

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

// `the owners are a Brit, a Swede, a Dane, a Norwegian and a German`.
bool find_prose(std::string_view clause, int size, ProseList& out) {
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
      const bool other_shape = !next.empty() && !own.empty() &&
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
    for (std::string_view item : items)
      if (item.empty() || spoken_words(item) > 4) return false;
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
                       // `The bands were The Foxgloves, ...`: a capital
                       // `The` inside a clause is the name's own.
                       (head[first - 1].text == "The" && first - 1 > 0 && first < head.size() &&
                        std::isupper(static_cast<unsigned char>(head[first].text.front()))) ||
                       // `City of Truro`, `Isle of Man`: `of` between two
                       // capitals is the name's own.
                       (head[first - 1].text == "of" && first >= 2 && first < head.size() &&
                        std::isupper(static_cast<unsigned char>(head[first - 2].text.front())) &&
                        std::isupper(static_cast<unsigned char>(head[first].text.front()))))) {
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
  // `The books were a first edition of Rebecca, a Victorian atlas, ...`:
  // the first item runs back to the article after `were`.
  bool after_article = false;
  for (std::size_t k = first; k >= 2 && first - k <= 3; --k)
    if ((head[k - 2].stem == "are" || head[k - 2].stem == "were" || head[k - 2].stem == "is" ||
         head[k - 2].stem == "was") &&
        (head[k - 1].stem == "a" || head[k - 1].stem == "an") && head.size() - k <= 4) {
      after_article = first != k;
      first = k;
      break;
    }
  if (first == head.size() || head.size() - first > 4) return false;
  std::size_t start = head[first].offset;
  while (start > 0 && (clause[start - 1] == '$' || clause[start - 1] == '#')) --start;
  for (std::string_view sign : {"£", "€"})
    if (start >= sign.size() && clause.substr(start - sign.size(), sign.size()) == sign)
      start -= sign.size();
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
      if ((before_list(tw[k].stem) && !(tw[k].stem == "of" && container_noun(tw[k - 1].stem)) &&
           !inner_article(k)) ||
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
  const std::vector<Word> last = cut_words(clause.substr(tail));
  // (Or the clause is the list and nothing else, of names written with
  // capitals: `Chantelle, Devi, Erin, Mia.` in a chat.)
  const bool bare =
      start == 0 && items.size() >= 3 &&
      trim(clause.substr(clause.find(items.back()) + items.back().size())).empty() &&
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
  }
  out.offset = start;
  for (std::string_view item : items) out.values.emplace_back(item);
  return true;
}

// A list set off by parentheses or by dashes (`a wizard - Alaric, Belwyn or
// Elowen - who`): where the next one opens, and where it closes (a
// dash's list may run to the clause's end).
std::size_t next_open(std::string_view clause, std::size_t from) {
  const std::size_t paren = clause.find('(', from);
  const std::size_t dash = clause.find(" - ", from);
  return std::min(paren, dash);
}

std::size_t closing(std::string_view clause, std::size_t open) {
  if (clause[open] == '(') return clause.find(')', open);
  const std::size_t dash = clause.find(" - ", open + 3);
  return dash == std::string_view::npos ? clause.size() : dash + 1;
}

// Where the clause from `at` ends: at `;`, or at `, and` that starts a
// clause of its own with a verb of being (`a sedan, ... and a convertible,
// and the prices were $18,500, ...`).
std::size_t clause_end(std::string_view sentence, std::size_t at) {
  const std::size_t semi = std::min(sentence.find(';', at), sentence.size());
  for (std::size_t j = sentence.find(", and ", at); j < semi; j = sentence.find(", and ", j + 1)) {
    const std::size_t next = std::min(sentence.find(',', j + 6), semi);
    for (const Word& w : cut_words(sentence.substr(j + 6, next - j - 6)))
      if (w.stem == "are" || w.stem == "were" || w.stem == "is" || w.stem == "was" ||
          w.stem == "cost" || w.stem == "include")
        return j;
  }
  return semi;
}

}  // namespace

// Words that open a clause, never a value: `each`, `they`, `who` ...
constexpr std::string_view kClauseOpeners[] = {"each", "every", "they",  "he",  "she",
                                               "it",   "who",   "which", "all", "both",
                                               "none", "their", "his",   "her"};

namespace {

// `Joan (that's me, in case you've forgotten!)`: a bracket that says
// something of the teller or the reader, not of the grid: it opens with
// `that's`, `who`, `aka` or holds `me`, `my`, `I`, `you`.
bool remark_words(const std::vector<Word>& inside) {
  static const std::set<std::string_view> kOpeners = {"that", "thats", "who", "whos", "aka"};
  static const std::set<std::string_view> kPersons = {"me",  "my",   "i",    "im",
                                                      "you", "your", "youve"};
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

}  // namespace

std::vector<std::string_view> list_items(std::string_view list, int expected) {
  std::vector<std::string_view> items;
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
    // (A remark on the item goes, commas and all.)
    if (const std::size_t open = list.find('(', at); open < comma) {
      const std::size_t close = list.find(')', open);
      if (remark_on_item(list, open, close)) {
        item = trim(list.substr(at, open - at));
        comma = std::min(list.find(',', close), list.size());
        if (list.substr(close + 1).starts_with(" and ") ||
            list.substr(close + 1).starts_with(" or "))
          comma = close;
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
    items.push_back(item);
    if (comma == list.size()) break;
    at = comma + 1;
  }
  // `a Japanese and an Englishman`: the last item holds two, unless the
  // list has its count without cutting it (`..., Gucci, Dolce and Gabbana`).
  if (items.size() >= 2 && (expected <= 0 || items.size() != static_cast<std::size_t>(expected))) {
    std::string_view& tail = items.back();
    // At `or` where the tail has one (`Prada or Dolce and Gabbana`, `pick
    // and mix or popcorn`: a name may hold `and`), else at `and`.
    const std::size_t j =
        tail.find(" or ") != std::string_view::npos ? tail.find(" or ") : tail.find(" and ");
    if (j != std::string_view::npos) {
      const std::size_t len = tail.substr(j, 5) == " and " ? 5 : 4;
      const std::string_view second = trim(tail.substr(j + len));
      tail = trim(tail.substr(0, j));
      items.push_back(second);
    }
  }
  without_preposition(items);
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
  return items;
}

// A list in prose in `part` (no parentheses or dashes in it): a range, or a
// list after a colon or a verb.
// `Three friends, Ana, Ben and Cal, each own ...`: a counted noun, then its
// values set off by commas, as many as it counts.
bool find_apposed(std::string_view part, int size, ProseList& out) {
  const std::size_t comma = part.find(", ");
  if (comma == std::string_view::npos) return false;
  const std::vector<Word> head = cut_words(part.substr(0, comma));
  if (head.size() < 2 || head.size() > 4) return false;
  const int count = number_word(head[0].stem);
  if (count < 2 || !std::isalpha(static_cast<unsigned char>(head[0].text.front())) ||
      (size > 0 && count != size))
    return false;
  std::vector<std::string_view> items;
  std::size_t at = comma + 2;
  while (at < part.size() && items.size() < static_cast<std::size_t>(count)) {
    const std::size_t next = std::min(part.find(", ", at), part.size());
    const std::string_view item = part.substr(at, next - at);
    const std::size_t joint = std::min(item.find(" and "), item.find(" or "));
    if (joint != std::string_view::npos) {
      items.push_back(item.substr(0, joint));
      items.push_back(item.substr(joint + (item.substr(joint, 5) == " and " ? 5 : 4)));
      break;
    }
    items.push_back(item);
    at = next + 2;
  }
  if (items.size() != static_cast<std::size_t>(count)) return false;
  for (std::string_view item : items)
    if (item.empty() || cut_words(item).empty() || cut_words(item).size() > 3 ||
        !std::isupper(static_cast<unsigned char>(item.front())))
      return false;
  out.line_words = std::string(part.substr(0, comma));
  out.offset = comma + 2;
  for (std::string_view item : items) out.values.emplace_back(item);
  return true;
}

bool plain_list(std::string_view part, std::size_t at, int size, bool ranges, ProseList& list) {
  if (ranges && find_range(part, size, list)) {
    list.offset += at;
    return true;
  }
  if (find_prose(part, size, list)) {
    list.offset += at;
    return true;
  }
  return false;
}

static std::vector<ProseList> all_lists(std::string_view sentence, int size, bool ranges) {
  std::vector<ProseList> out;
  std::size_t at = 0;
  while (at <= sentence.size()) {
    const std::size_t semi = clause_end(sentence, at);
    const std::string_view clause = sentence.substr(at, semi - at);
    // Lists in parentheses or dashes, each named by the words since the
    // last one (`each paid a different price ($10, ... or $25), and each
    // pet wore a collar of a different colour (red, blue, green or
    // yellow)`); the text between them may hold a list of its own (`Finn,
    // Gemma, Harry and Ivy each read ... - 6 books, ... - and each one has a
    // different favourite kind of story: dragons, pirates, space or ponies`).
    std::size_t from = 0;
    while (from <= clause.size()) {
      const std::size_t open = next_open(clause, from);
      const std::size_t close =
          open == std::string_view::npos ? std::string_view::npos : closing(clause, open);
      const std::size_t end = close == std::string_view::npos ? clause.size() : open;
      ProseList between;
      const std::size_t out_before = out.size();
      const std::string_view segment = clause.substr(from, end - from);
      // Names set off after a counted noun, then perhaps a list after a
      // colon in the same segment.
      ProseList apposed;
      if (find_apposed(segment, size, apposed)) {
        apposed.offset += at + from;
        out.push_back(std::move(apposed));
        // find_prose reads the list after the segment's last colon.
        // (Or a range after the names: `Five friends, Ann, Bo, Cy, Di and
        // Ed, each swam on a different day from Monday to Friday`.)
        const std::size_t names_end = [&] {
          const std::size_t v =
              segment.find(out.back().values.back(), out.back().offset - at - from);
          return v == std::string_view::npos ? segment.size() : v + out.back().values.back().size();
        }();
        ProseList range;
        if (segment.find(':') != std::string_view::npos &&
            plain_list(segment, at + from, static_cast<int>(out.back().values.size()), ranges,
                       between)) {
          out.push_back(std::move(between));
        } else if (ranges && names_end < segment.size() &&
                   find_range(segment.substr(names_end), static_cast<int>(out.back().values.size()),
                              range)) {
          range.offset += at + from + names_end;
          out.push_back(std::move(range));
        }
      } else if (const std::size_t lead = segment.find_first_not_of(", ");
                 lead != std::string_view::npos &&
                 plain_list(segment.substr(lead), at + from + lead, size, ranges, between)) {
        // (After a bracketed list the segment opens with its comma: `...
        // (the bandstand, ..., the station), and they took home £18, ...`.)
        // `in a different month, January through April, and each came
        // with a different bill: $4,200, ...`: a range, then a list after
        // a colon in the same segment.
        const std::size_t colon = segment.rfind(": ");
        const bool more = !between.kind.empty() && colon != std::string_view::npos &&
                          colon + at + from > between.offset;
        out.push_back(std::move(between));
        ProseList after;
        if (more && find_prose(segment.substr(colon), size, after)) {
          after.offset += at + from + colon;
          after.line_words = std::string(segment.substr(0, colon));
          out.push_back(std::move(after));
        }
      }
      if (close == std::string_view::npos) break;
      const std::size_t body = clause[open] == '(' ? open + 1 : open + 3;
      const std::string_view inside = clause.substr(body, close - body);
      std::vector<std::string_view> items = list_items(inside, size);
      ProseList one;
      bool took = false;
      if (inside.find(',') != std::string_view::npos && fits(items.size(), size) &&
          std::none_of(items.begin(), items.end(),
                       [](std::string_view i) { return i.empty() || cut_words(i).size() > 4; })) {
        one.offset = at + body;
        for (std::string_view i : items) one.values.emplace_back(i);
        took = true;
      } else if (ranges && find_range(inside, size, one)) {
        one.offset += at + body;
        took = true;
      }
      if (took) {
        // Named by the words before it, less a list said there.
        const std::size_t name_from = out.size() > out_before ? open : from;
        one.line_words = std::string(clause.substr(name_from == open ? from : name_from,
                                                   open - (name_from == open ? from : name_from)));
        out.push_back(std::move(one));
      }
      from = std::min(close + 1, clause.size() + 1);
    }
    if (semi == sentence.size()) break;
    at = semi + 1;
  }
  return out;
}

// The words that name a list said in prose: those just before it, from
// its clause's last comma or colon, at most five (`The city zoo had a busy
// start to the year: four babies were born, one a month from` is `one a
// month from`): a category's words are fillers and tell it from others,
// so a whole sentence of them would swallow other phrases.
static std::string near_words(std::string_view words, bool bracketed) {
  const std::size_t cut = words.find_last_of(",:;");
  if (cut != std::string_view::npos && cut + 1 < words.size() &&
      !cut_words(words.substr(cut + 1)).empty())
    words = words.substr(cut + 1);
  const std::vector<Word> w = cut_words(words);
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
  if (w.size() > 5 && !counted) {
    // (`Each truck has its own name painted on the side (...)`: the
    // names are the trucks', and the noun after `each` says so; not
    // `each bought a different cheese`.)
    static const std::set<std::string> kHas = {"ha",  "has",  "had",  "have",    "is", "wa",
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

namespace {

// `(in no particular order)`, `(not necessarily in that order)` between a
// list's words and its values says nothing of either: blanked, so that
// `whose last names (in no particular order) are Baxter, ...` is headed
// `whose last names are`. So is a remark on an item (remark_on_item).
// Offsets stay those of the sentence.
std::string without_order_hedges(std::string_view sentence) {
  std::string plain(sentence);
  std::size_t open = 0;
  while ((open = plain.find('(', open)) != std::string::npos) {
    const std::size_t close = plain.find(')', open);
    if (close == std::string::npos) break;
    const std::string_view inside = std::string_view(plain).substr(open + 1, close - open - 1);
    const std::vector<Word> w = cut_words(inside);
    // (So is the most there is: `their marks (out of 150) were ...`.)
    const bool hedge =
        inside.find(',') == std::string_view::npos && w.size() <= 6 &&
        (std::any_of(w.begin(), w.end(), [](const Word& x) { return x.stem == "order"; }) ||
         (w.size() == 3 && w[0].stem == "out" && w[1].stem == "of" &&
          std::isdigit(static_cast<unsigned char>(w[2].text.front()))));
    const std::size_t item = plain.find_last_of(",:", open);
    if (hedge ||
        (item != std::string::npos && open - item < 40 && remark_on_item(plain, open, close)))
      std::fill(plain.begin() + static_cast<std::ptrdiff_t>(open),
                plain.begin() + static_cast<std::ptrdiff_t>(close) + 1, ' ');
    open = close;
  }
  // `each is proud of a particular flower, namely hollyhocks, lavender,
  // ...`: `namely` after a comma opens the list as a colon does.
  for (std::size_t at = 0; (at = plain.find(", namely ", at)) != std::string::npos; at += 9)
    if (plain.find(',', at + 9) != std::string::npos) plain.replace(at, 9, ":        ");
  // `whose surnames, in no particular order, are Booth, ...`: the same
  // hedge set off by commas.
  for (std::size_t at = 0; (at = plain.find(", ", at)) != std::string::npos; at += 2) {
    const std::size_t next = plain.find(',', at + 2);
    if (next == std::string::npos) break;
    const std::vector<Word> w = cut_words(std::string_view(plain).substr(at + 2, next - at - 2));
    // (So does a unit said so: `their solving times, in minutes and
    // seconds, were 6:40, ...`.)
    const auto unit = [](const Word& x) {
      return x.stem == "minute" || x.stem == "second" || x.stem == "hour" || x.stem == "day" ||
             x.stem == "year" || x.stem == "pound" || x.stem == "dollar" || x.stem == "metre" ||
             x.stem == "meter" || x.stem == "kg" || x.stem == "cm" || x.stem == "inch";
    };
    const bool units = w.size() >= 2 && w.size() <= 4 && w.front().stem == "in" &&
                       std::all_of(w.begin() + 1, w.end(),
                                   [&](const Word& x) { return unit(x) || x.stem == "and"; });
    if (units) {
      // (Its words stay: they say what the list counts.)
      plain[at] = ' ';
      plain[next] = ' ';
    } else if (w.size() >= 2 && w.size() <= 6 && w.front().stem == "in" &&
               std::any_of(w.begin(), w.end(), [](const Word& x) { return x.stem == "order"; })) {
      std::fill(plain.begin() + static_cast<std::ptrdiff_t>(at),
                plain.begin() + static_cast<std::ptrdiff_t>(next) + 1, ' ');
    }
  }
  return plain;
}

// `the themes ranged from a jungle and a pirate ship to a space rocket, a
// sea scene and the Wild West`: a list said as the span it covers, each
// end a list of its own (not a range of one sequence, `from Monday to
// Friday`, whose ends are one value each). Said again as `the themes
// were a jungle, a pirate ship, a space rocket, ...` in as many
// characters, so that offsets stay those of the sentence; unchanged when
// none is so said.
std::string spans_as_lists(std::string plain) {
  for (std::string_view verb :
       {" ranged from ", " ranging from ", " range from ", " varied from ", " ran from "}) {
    const std::size_t at = plain.find(verb);
    if (at == std::string::npos) continue;
    const std::size_t first = at + verb.size();
    const std::size_t to = plain.find(" to ", first);
    if (to == std::string::npos) continue;
    // The clause's end: a semicolon, a dash, a bracket or the sentence's.
    std::size_t end = plain.find_first_of(";(", to);
    if (end == std::string::npos) end = plain.size();
    const std::string_view head = std::string_view(plain).substr(first, to - first);
    const std::string_view tail = std::string_view(plain).substr(to + 4, end - to - 4);
    // Each end a list: `a jungle and a pirate ship`, `x, y and z`.
    const auto listed = [](std::string_view part) {
      return part.find(" and ") != std::string_view::npos ||
             part.find(", ") != std::string_view::npos;
    };
    if (!listed(head) || !listed(tail) || head.find(',') != head.rfind(',')) continue;
    // `were` and blanks where `ranged from` stood; a comma for the first
    // end's `and` and for `to`.
    std::string out = plain;
    out.replace(at, verb.size(), std::string(" were") + std::string(verb.size() - 5, ' '));
    if (const std::size_t a = head.rfind(" and "); a != std::string_view::npos)
      out.replace(first + a, 5, ",    ");
    out.replace(to, 4, ",   ");
    return out;
  }
  return plain;
}

std::vector<ProseList> lists_of(std::string_view sentence, int size, bool ranges);

}  // namespace

std::vector<ProseList> prose_lists(std::string_view sentence, int size, bool ranges) {
  if (sentence.find('(') == std::string_view::npos &&
      sentence.find("order") == std::string_view::npos &&
      sentence.find(", namely ") == std::string_view::npos &&
      sentence.find(", in ") == std::string_view::npos &&
      sentence.find(" from ") == std::string_view::npos)
    return lists_of(sentence, size, ranges);
  const std::string plain = spans_as_lists(without_order_hedges(sentence));
  return lists_of(plain, size, ranges);
}

namespace {

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
      const bool apart = !l.values.empty() &&
                         (before.ends_with(":") || before.ends_with("(") || !l.kind.empty() ||
                          (own_clause && clause_before.find(',') == std::string_view::npos)) &&
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
      bool bracketed = !l.values.empty() && before.ends_with("(") &&
                       sentence.find(')', l.offset) != std::string_view::npos;
      if (bracketed) {
        std::vector<std::string> run_values;
        for (const ProseList& r : runs)
          if (l.offset < end_of(r) && r.offset < end_of(l))
            run_values.insert(run_values.end(), r.values.begin(), r.values.end());
        const std::multiset<std::string> run_words = words_of(run_values);
        const std::multiset<std::string> own_words = words_of(l.values);
        bracketed =
            !run_values.empty() && run_values != l.values &&
            std::includes(own_words.begin(), own_words.end(), run_words.begin(), run_words.end()) &&
            std::all_of(l.values.begin(), l.values.end(),
                        [](const std::string& v) { return cut_words(v).size() <= 3; }) &&
            std::any_of(l.values.begin(), l.values.end(), [](const std::string& v) {
              return v.find(" and ") != std::string::npos || v.find(" or ") != std::string::npos;
            });
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
  // `took a trip last year, in a different month and to a different
  // country` describes lists: no value says `different`.
  std::erase_if(out, [](const ProseList& l) {
    return std::any_of(l.values.begin(), l.values.end(), [](const std::string& v) {
      const std::vector<Word> w = cut_words(v);
      return std::any_of(w.begin(), w.end(), [](const Word& x) {
        return x.stem == "different" || x.stem == "each" || x.stem == "every";
      });
    });
  });
  for (ProseList& l : out) {
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
