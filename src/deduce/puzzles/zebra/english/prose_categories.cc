// Lists said in prose before the clues (prose_lists.h) taken as categories
// of the document (line_reader.h): which of them are lists and not clues
// that name known values, which only count the positions, and the name a
// list gets from what its values are when its words name none.
#include "deduce/puzzles/zebra/english/line_reader.h"

#include <algorithm>
#include <cctype>
#include <optional>
#include <set>

#include <fmt/format.h>

#include "deduce/puzzles/zebra/english/document.h"
#include "deduce/puzzles/zebra/english/floor_words.h"
#include "deduce/puzzles/zebra/english/item_shapes.h"
#include "deduce/puzzles/zebra/english/line_text.h"
#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/prose_lists.h"
#include "deduce/puzzles/zebra/english/queue_words.h"
#include "deduce/puzzles/zebra/english/value_numbers.h"
#include "deduce/puzzles/zebra/english/vocabulary.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

namespace {

// A list in prose is named by what its values are, where the
// vocabulary knows most of them (`red, green, ...` is `colour`): its
// words (`the houses are`) seldom name it.
// (Where the vocabulary says so and the list's own words say one of the
// names it is asked by, that name: `The trees were an azalea, an elm, ...`
// is `tree`, `turned from a different wood: ash, ...` is `wood`.)
std::string vocabulary_kind(const std::vector<std::string>& values, std::string_view line) {
  // Times of day in prose are named by what they are (`one after
  // another: at 8:30am, 9:15am, ...` is `time`).
  std::string unit;
  for (const std::string& v : values) {
    const std::optional<ValueNumber> n = value_number(v);
    if (!n || n->unit.empty() || (!unit.empty() && n->unit != unit)) {
      unit.clear();
      break;
    }
    unit = n->unit;
  }
  if (unit == "time" || unit == "clock") return "time";
  // Weekdays and months (`presented their projects on Monday, Tuesday,
  // ...`) are asked as `which day` and `which month`.
  if (unit == "day" || unit == "month") return unit;
  // Lengths and weights (`The trails are 1.5 km, 2 km, ...` names no trail).
  static const std::set<std::string> kLength = {"km",   "m",  "mile", "metre", "meter", "foot",
                                                "feet", "ft", "yard", "cm",    "mm",    "inch"};
  static const std::set<std::string> kWeight = {"kg", "lb", "ounce", "oz", "gram", "g", "ton"};
  const std::vector<Word> unit_words = cut_words(unit);
  if (unit_words.size() == 1 && kLength.count(unit_words[0].stem)) return "length";
  if (unit_words.size() == 1 && kWeight.count(unit_words[0].stem)) return "weight";
  // Pence and cents (`20p, 30p, 40p or 50p each`) are prices.
  if (unit == "p" || unit == "c" || unit == "pence" || unit == "cent") return "price";
  // (A name in capitals is no common noun the vocabulary knows: `the
  // Kestrel, the Wanderer and the Heron` are boats, not birds; a name it
  // knows in capitals, `Swede`, `Kenya`, still counts.)
  const auto upper = [](std::string_view x) {
    return !x.empty() && std::isupper(static_cast<unsigned char>(x.front()));
  };
  // (The vocabulary's stems are cut once: this runs for every list.)
  static const std::vector<std::vector<std::string>> kStems = [] {
    std::vector<std::vector<std::string>> out;
    for (const VocabularyCategory& v : vocabulary()) {
      auto& each = out.emplace_back();
      for (std::string_view w : v.values) each.push_back(stems(w));
    }
    return out;
  }();
  std::vector<std::string> value_stems;
  for (const std::string& value : values) value_stems.push_back(stems(value));
  const std::span<const VocabularyCategory> vocab = vocabulary();
  for (std::size_t c = 0; c < vocab.size(); ++c) {
    const VocabularyCategory& v = vocab[c];
    std::size_t known = 0;
    for (std::size_t i = 0; i < values.size(); ++i)
      for (std::size_t k = 0; k < v.values.size(); ++k)
        if (kStems[c][k] == value_stems[i] && (!upper(values[i]) || upper(v.values[k]))) {
          ++known;
          break;
        }
    if (2 * known <= values.size()) continue;
    for (const Word& w : cut_words(v.line_names ? line : std::string_view()))
      if (std::find(v.keywords.begin(), v.keywords.end(), w.stem) != v.keywords.end())
        return w.stem;
    return std::string(v.name);
  }
  return "";
}

// Whether `head`, the words before a list, only say that a list follows:
// `Jobs are`, `The drinks were`, `Their pets:`.
bool declares_only(std::string_view head) {
  const std::vector<Word> words = cut_words(head);
  if (words.empty() || words.size() > 4) return false;
  const std::string& last = words.back().stem;
  return last == "are" || last == "were" || last == "is" || last == "was" ||
         trim(head).ends_with(':');
}

// What `sentence` says each has a different one of, where it lists
// nothing: the words after `different` (`each had a different favourite
// animal`) or before `were all different` (`Their packed lunches were all
// different too`); empty where it says neither.
std::string heading_of(std::string_view sentence) {
  const std::vector<Word> w = cut_words(sentence);
  const auto clause_end = [&](std::size_t k) {
    const std::size_t after = w[k].offset + w[k].text.size();
    const std::size_t next = k + 1 < w.size() ? w[k + 1].offset : sentence.size();
    return sentence.substr(after, next - after).find_first_of(",;:.(") != std::string_view::npos;
  };
  for (std::size_t i = 0; i < w.size(); ++i) {
    // `There is one student from each grade, 9th through 12th`: the noun
    // after `each` that ends the clause.
    if (w[i].stem == "each" && i >= 1 && i + 1 < w.size() &&
        (w[i - 1].stem == "from" || w[i - 1].stem == "in" || w[i - 1].stem == "for") &&
        (i + 2 == w.size() || clause_end(i + 1)))
      return std::string(w[i + 1].text);
    if (w[i].stem != "different") continue;
    // `a different favourite animal`: up to three words to the clause's end.
    if (i >= 1 && (article(w[i - 1]) || w[i - 1].stem == "each") && i + 1 < w.size()) {
      std::size_t e = i + 1;
      while (e + 1 < w.size() && e < i + 3 && !clause_end(e) && w[e + 1].stem != "and") ++e;
      if (e + 1 < w.size() && !clause_end(e)) return "";
      return std::string(
          sentence.substr(w[i + 1].offset, w[e].offset + w[e].text.size() - w[i + 1].offset));
    }
    // `Their packed lunches were all different`.
    if (i >= 3 && w[i - 1].stem == "all" && (w[i - 2].stem == "were" || w[i - 2].stem == "are")) {
      std::size_t b = 0;
      if (w[0].stem == "their" || w[0].stem == "the") b = 1;
      if (i - 2 <= b || i - 2 - b > 3) return "";
      return std::string(
          sentence.substr(w[b].offset, w[i - 3].offset + w[i - 3].text.size() - w[b].offset));
    }
  }
  return "";
}

// The noun of `one from each village` opening `rest`, the words after a
// list (a dash or comma before it, its clause's end after it); empty
// where `rest` opens otherwise.
std::string each_noun(std::string_view rest) {
  const std::size_t from = rest.find_first_not_of(" -,\u2013\u2014");
  if (from == std::string_view::npos) return "";
  rest = rest.substr(from);
  const std::vector<Word> w = cut_words(rest.substr(0, rest.find_first_of(".;,(")));
  if (w.size() != 4 || w[0].stem != "one" || w[2].stem != "each") return "";
  if (w[1].stem != "from" && w[1].stem != "in" && w[1].stem != "for" && w[1].stem != "of")
    return "";
  return std::string(w[3].text);
}

// Brackets that give the values just listed other names (`9th through
// 12th (that's one freshman, one sophomore, one junior and one senior)`,
// `(i.e. ...)`, `(namely ...)`, `(in other words ...)`): where they open
// and close in `sentence`, and their items; nullopt when it has none.
struct OtherNames {
  std::size_t open = 0, close = 0;
  std::vector<std::string> items;
};
std::optional<OtherNames> other_names(std::string_view sentence) {
  for (std::size_t open = sentence.find('('); open != std::string_view::npos;
       open = sentence.find('(', open + 1)) {
    const std::size_t close = sentence.find(')', open);
    if (close == std::string_view::npos) return std::nullopt;
    const std::string_view inside = sentence.substr(open + 1, close - open - 1);
    const std::vector<Word> lead = cut_words(inside);
    std::size_t k = 0;
    // (`that's` is cut as `that`.)
    if (!lead.empty() && lead[0].stem == "that")
      k = lead.size() > 1 && lead[1].stem == "is" ? 2 : 1;
    else if (lead.size() > 1 && lead[0].stem == "i" && lead[1].stem == "e")
      k = 2;
    else if (lead.size() > 2 && lead[0].stem == "in" && lead[1].stem == "other" &&
             lead[2].stem == "words")
      k = 3;
    else if (!lead.empty() && (lead[0].stem == "namely" || lead[0].stem == "ie"))
      k = 1;
    if (k == 0 || k >= lead.size()) continue;
    OtherNames out{open, close, {}};
    for (std::string_view item : list_items(inside.substr(lead[k].offset))) {
      // (`one freshman, one sophomore`: the `one` before each is no name.)
      const std::vector<Word> w = cut_words(item);
      if (w.size() >= 2 && w[0].offset == 0 && w[0].stem == "one")
        item = trim(item.substr(w[1].offset));
      if (item.empty()) return std::nullopt;
      out.items.emplace_back(item);
    }
    if (out.items.size() >= 3) return out;
  }
  return std::nullopt;
}

}  // namespace

// Lists said in the sentences before the clues (prose_lists.h): each a
// category; the sentence stays, as the introduction it is.
bool LineReader::lists_in_prose(std::string_view raw, std::string_view sentence) {
  // After the clues only a sentence that is nothing but a list of values
  // no list has, as many as the positions, is one (`(Jobs are doctor,
  // teacher, ...)` closing a riddle): anything else there is a clue.
  // (A sentence of the introduction's prose that names nothing, `At the
  // harvest party they weighed them.`, is no clue yet: the list after it,
  // `The pumpkins weighed 45 pounds, ...`, is still the introduction's.)
  bool late = false;
  for (std::size_t k = intro_clues_; k < d_.clues.size() && !late; ++k)
    late = counted_.count(k) == 0 || names_known_value(cut_words(d_.clues[k].text));
  bool took = false;
  std::size_t listed_to = 0;  // where the last list taken ends
  // `one after another - first caller, second, ...`: the places named in
  // turn are no list; their noun names the places.
  const auto [in_turn, turn_noun] = places_named_in_turn(cut_words(sentence));
  if (!turn_noun.empty()) d_.place_nouns.push_back(turn_noun);
  const std::optional<OtherNames> renamed = other_names(sentence);
  for (const ProseList& l : prose_lists(sentence, d_.n, true)) {
    // (A list of another size than the introduction counts, before any
    // list is taken, is said in passing: `Sunshine, a brass band and a
    // runaway pygmy goat made the show`, before `Four growers ...`.)
    if (d_.n == 0 && said_size_ != 0 && l.values.size() != static_cast<std::size_t>(said_size_))
      continue;
    // (Its own clause's words: `The films are ...; the directors are
    // Ana Ruiz, ...`.)
    const std::string_view before = sentence.substr(0, l.offset);
    const std::size_t semi = before.rfind(';');
    const std::string_view own = semi == std::string_view::npos ? before : before.substr(semi + 1);
    if (late &&
        !(d_.n != 0 && l.values.size() == static_cast<std::size_t>(d_.n) && declares_only(own)))
      continue;
    // `The five friends were A, B, C, D and E` names known values: a
    // clue, not a list. A number two lists share (ages 19, 24, ... and
    // times of 18, 20, 22, 24 and 26 minutes) is no such naming unless
    // the whole list is known.
    const auto listed = [&](const std::string& v) {
      return std::any_of(d_.categories.begin(), d_.categories.end(), [&](const CategoryText& c) {
        return std::find(c.names.begin(), c.names.end(), zebra_name(v)) != c.names.end();
      });
    };
    const auto number = [](const std::string& v) {
      return !v.empty() && std::all_of(v.begin(), v.end(), [](char ch) {
        return std::isdigit(static_cast<unsigned char>(ch)) || ch == '.' || ch == ',';
      });
    };
    // (Numbers with a unit of their own after them, `1, 2 and 3 years
    // old` beside `pens 1, 2 and 3`, are a list of their own, whatever
    // numbers the places or another list have.)
    const bool measured = [&] {
      // (A list written out, never a range: `numbered 1 to 4 going west`.)
      if (!l.kind.empty() || !std::all_of(l.values.begin(), l.values.end(), number)) return false;
      const std::size_t last = sentence.find(l.values.back(), l.offset);
      if (last == std::string_view::npos) return false;
      const std::vector<Word> after = cut_words(sentence.substr(last + l.values.back().size()));
      if (after.empty()) return false;
      const Word& u = after.front();
      static const std::set<std::string> kNoUnit = {
          "from",  "in",   "on",    "at",   "to",   "and",      "or",       "each",
          "along", "left", "right", "up",   "down", "counting", "numbered", "respectively",
          "but",   "with", "for",   "of",   "the",  "a",        "an",       "is",
          "are",   "was",  "were",  "then", "so",   "which",    "that",     "not"};
      return std::islower(static_cast<unsigned char>(u.text.front())) != 0 &&
             kNoUnit.count(u.stem) == 0 && !u.stem.ends_with("ing") &&
             std::find(d_.place_nouns.begin(), d_.place_nouns.end(), u.stem) ==
                 d_.place_nouns.end() &&
             u.stem != "place" && u.stem != "position";
    }();
    const bool known = (!measured && std::all_of(l.values.begin(), l.values.end(), listed)) ||
                       std::any_of(l.values.begin(), l.values.end(),
                                   [&](const std::string& v) { return !number(v) && listed(v); });
    if (known) continue;
    // Other names of a list (below) are no list of their own.
    if (renamed) {
      const std::size_t at = sentence.find(l.values.front());
      if (at > renamed->open && at < renamed->close) continue;
    }
    // Counted positions are no category (`houses numbered 1st to 5th`).
    // Nor are numbers that count them (`houses numbered from 1 to 5`).
    // Nor `They are numbered 1, 2 and 3`.
    const bool one_to_n = [&] {
      if (l.values.size() != static_cast<std::size_t>(d_.n)) return false;
      for (std::size_t k = 0; k < l.values.size(); ++k)
        if (l.values[k] != std::to_string(k + 1)) return false;
      return true;
    }();
    const std::vector<Word> head = cut_words(l.line_words);
    const bool numbered = std::any_of(head.begin(), head.end(),
                                      [](const Word& w) { return w.stem.starts_with("number"); });
    if (d_.counted && (l.kind == "place" || (l.kind == "number" && one_to_n && !measured)))
      continue;
    if (in_turn >= 2 && std::all_of(l.values.begin(), l.values.end(), [](const std::string& v) {
          const std::vector<Word> w = cut_words(v);
          return !w.empty() && ordinal_word(w[0].stem) != 0;
        })) {
      took = true;
      continue;
    }
    if (d_.counted && one_to_n && numbered && !measured) {
      took = true;  // a frame, shown as a comment
      continue;
    }
    // Nor the places named one by one (`three flats, one above the other:
    // the ground floor, the first floor and the second floor`): a frame.
    if (d_.counted && static_cast<int>(l.values.size()) == d_.n &&
        std::all_of(l.values.begin(), l.values.end(), [](const std::string& v) {
          const std::vector<Word> w = cut_words(v);
          std::size_t i = !w.empty() && w[0].stem == "the" ? 1 : 0;
          return w.size() == i + 2 && stands_upright(w[i + 1].stem) &&
                 (ordinal_word(w[i].stem) != 0 || w[i].stem == "ground" || w[i].stem == "top" ||
                  w[i].stem == "bottom" || w[i].stem == "middle" || w[i].stem == "basement");
        })) {
      took = true;
      continue;
    }
    const std::string_view at = sentence.substr(l.offset);
    // A list of the riddle's size cut from a longer one (`Dave, Kirsty,
    // Owen, Priya and Tom` after three colours) drops the values before
    // it: refused, never read as its last items.
    // (Names, a word each with its capital, as the list's own are: `one
    // best piece, blue, brown, green or white` is no longer list.)
    const auto name = [](const std::string& v) {
      return cut_words(v).size() == 1 && std::isupper(static_cast<unsigned char>(v.front()));
    };
    for (const ProseList& whole : prose_lists(sentence, 0, false))
      if (whole.values.size() > l.values.size() && whole.offset < l.offset &&
          std::all_of(whole.values.begin(), whole.values.end(), name) &&
          std::search(whole.values.begin(), whole.values.end(), l.values.begin(), l.values.end()) !=
              whole.values.end())
        fail_size(line_no(at), column(sentence.substr(whole.offset)), whole.values.size());
    // `Lot 12, Lot 19, ... and Lot 40, which came up in that order`: the
    // list is an order (what came up later is a later lot); never `not
    // necessarily in that order`.
    std::string line_words = l.line_words;
    bool headed = false;
    // `One liked the penguins best, one the giraffes, ...` after `each had
    // a different favourite animal`: the earlier sentence names the list.
    // (Never the riddle's first list of names opening its sentence: `the
    // four tree surgeons were each sent out to a different job. Dai,
    // Fergus, Nadia and Owen worked on ...`: those each had one are the
    // people, never the jobs.)
    const bool people_first =
        d_.categories.empty() &&
        std::all_of(l.values.begin(), l.values.end(), [](const std::string& v) {
          return std::isupper(static_cast<unsigned char>(v.front())) != 0;
        });
    if (const std::vector<Word> o = cut_words(own);
        !unlisted_heading_.empty() &&
        (o.empty() ? !people_first
                   : o[0].stem == "one" ||
                         (o[0].stem == "there" && o.size() >= 2 && be_word(o[1].stem)))) {
      line_words = unlisted_heading_;
      headed = true;
    }
    // `one member from each grade, 9th through 12th`: the noun after `each`
    // names the range, never `place`.
    if (l.kind == "place")
      if (const std::string each = heading_of(l.line_words); !each.empty()) {
        line_words = each;
        headed = true;
      }
    // (`ran the four legs in turn, first leg to fourth`: legs.)
    if (!l.noun.empty()) {
      line_words = l.noun;
      headed = true;
    }
    if (const std::size_t last = sentence.find(l.values.back(), l.offset);
        last != std::string_view::npos) {
      std::string_view rest = sentence.substr(last + l.values.back().size());
      rest = rest.substr(0, std::min(rest.find_first_of(";("), rest.size()));
      // `... came from Crossways, Fenby, Kettleby and Upper Haddow - one
      // from each village`: the noun after `each` names the list just said.
      if (const std::string each = each_noun(rest); !each.empty()) {
        line_words = each;
        headed = true;
      }
      const std::size_t order = rest.find(" in that order");
      if (order != std::string_view::npos && order < 40 &&
          rest.substr(0, order).find("not") == std::string_view::npos &&
          rest.substr(0, order).find("necessarily") == std::string_view::npos)
        line_words += " in order";
    }
    // (`Bruges first, then Ghent, ...`: an order too.)
    if (l.in_order && !line_words.ends_with(" in order")) line_words += " in order";
    add_category(raw, line_words, l.values, line_no(at), column(at),
                 l.kind == "number" || headed ? ""
                 : l.kind.empty()             ? vocabulary_kind(l.values, line_words)
                                              : l.kind);
    took = true;
    if (l.in_order && then_row_ < 0 && !d_.categories.empty())
      then_row_ = static_cast<int>(d_.categories.size()) - 1;
    if (const std::size_t last = sentence.find(l.values.back(), l.offset);
        last != std::string_view::npos)
      listed_to = std::max(listed_to, last + l.values.back().size());
  }
  // Other names of the list just taken, in its order: its values'.
  if (renamed && took && !d_.categories.empty() && listed_to <= renamed->open &&
      d_.categories.back().values.size() == renamed->items.size()) {
    CategoryText& named = d_.categories.back();
    named.also.resize(named.values.size());
    for (std::size_t k = 0; k < renamed->items.size(); ++k)
      named.also[k].push_back(renamed->items[k]);
  }
  unlisted_heading_ = heading_of(sentence.substr(std::min(listed_to, sentence.size())));
  return took;
}

}  // namespace deduce::puzzles::zebra::english
