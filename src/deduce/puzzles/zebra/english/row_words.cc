// Words that set things in a row, number its places or say an order
// (row_words.h), and whether a sentence or the lists read so far say an
// order of their own (line_reader.h: LineReader::order_said()).
#include "deduce/puzzles/zebra/english/row_words.h"

#include <algorithm>
#include <cctype>
#include <set>

#include "deduce/puzzles/zebra/english/line_reader.h"
#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/sentence_reader.h"
#include "deduce/puzzles/zebra/english/value_numbers.h"

namespace deduce::puzzles::zebra::english {

bool left_defined(const std::vector<Word>& words) {
  const auto left =
      std::find_if(words.begin(), words.end(), [](const Word& x) { return x.stem == "left"; });
  if (left == words.end()) return false;
  for (auto i = static_cast<std::size_t>(left - words.begin()); i + 1 < words.size(); ++i) {
    const std::string& w = words[i].stem;
    const std::string& next = words[i + 1].stem;
    if ((w == "mean" && (next == "as" || next == "from" || next == "looking")) ||
        ((w == "seen" || w == "viewed" || w == "look" || w == "looking") &&
         (next == "from" || next == "at")) ||
        (w == "point" && next == "of" && i + 2 < words.size() && words[i + 2].stem == "view") ||
        w == "perspective")
      return true;
  }
  return false;
}

std::size_t run_last(const std::vector<Word>& words, std::size_t first) {
  std::size_t last = first;
  while (last + 1 < words.size() &&
         (number_word(words[last + 1].stem) == number_word(words[last].stem) + 1 ||
          (words[last + 1].stem == "and" && last + 2 < words.size() &&
           number_word(words[last + 2].stem) == number_word(words[last].stem) + 1)))
    last += words[last + 1].stem == "and" ? 2 : 1;
  return last;
}

bool unit_after_run(const std::vector<Word>& words, std::size_t first) {
  const std::size_t last = run_last(words, first);
  return last + 1 < words.size() && measure_unit(words[last + 1].stem);
}

bool noun_like(const std::string& stem) {
  return stem.size() >= 3 && !frame_word(stem) && !verb_word(stem) &&
         std::find(filler_words().begin(), filler_words().end(), stem) == filler_words().end() &&
         std::isalpha(static_cast<unsigned char>(stem.front()));
}

int from_one_to(const std::vector<Word>& words, std::size_t i) {
  if (words[i].stem != "from" || i + 2 >= words.size()) return 0;
  std::size_t k = i + 1;
  if (k + 1 < words.size() && noun_like(words[k].stem) &&
      std::islower(static_cast<unsigned char>(words[k].text.front())))
    ++k;
  if (words[k].text != "1") return 0;
  for (std::size_t j = k + 2; j + 1 < words.size() && j <= k + 8; ++j) {
    if (words[j].stem != "to") continue;
    std::size_t e = j + 1;
    if (e + 1 < words.size() && !std::isdigit(static_cast<unsigned char>(words[e].text.front())))
      ++e;
    const int last = std::isdigit(static_cast<unsigned char>(words[e].text.front()))
                         ? number_word(words[e].stem)
                         : 0;
    return last >= 2 && last <= 64 ? last : 0;
  }
  return 0;
}

int from_first_to(const std::vector<Word>& words, std::size_t i) {
  if (words[i].stem != "from" || i + 4 >= words.size() || words[i + 1].stem != "the" ||
      ordinal_word(words[i + 2].stem) != 1)
    return 0;
  for (std::size_t j = i + 3; j + 2 < words.size() && j <= i + 6; ++j) {
    if (words[j].stem != "to") continue;
    const std::size_t e = words[j + 1].stem == "the" ? j + 2 : j + 1;
    const int last = e < words.size() ? ordinal_word(words[e].stem) : 0;
    return last >= 2 && last <= 64 ? last : 0;
  }
  return 0;
}

bool lines_up_at(const std::vector<Word>& words, std::size_t i) {
  static const std::set<std::string> kTimes = {"day",  "night", "week",  "month",  "year",
                                               "time", "game",  "match", "season", "weekend"};
  static const std::set<std::string> kPlaced = {
      "parked",  "moored", "stand",   "stood", "standing", "hang",    "hung",   "hanging",
      "lined",   "set",    "planted", "sit",   "sat",      "sitting", "placed", "arranged",
      "pitched", "spaced", "lie",     "lying", "strung",   "ranged",  "dotted", "stands"};
  static const std::set<std::string> kBenches = {"bench", "sofa", "couch", "settee", "pew"};
  const auto at = [&](std::size_t k) -> const std::string& {
    static const std::string kNone;
    return k < words.size() ? words[k].stem : kNone;
  };
  const std::size_t r = at(i + 2) == "single" || at(i + 2) == "straight" ? i + 3 : i + 2;
  return (at(i) == "in" && at(i + 1) == "a" && (at(r) == "row" || at(r) == "line") &&
          !(i > 0 && kTimes.count(words[i - 1].stem))) ||
         (at(i) == "side" && at(i + 1) == "by") ||
         // `four boats moored nose to tail`, `parked bumper to bumper`,
         // `walking in single file`: one behind another, a row.
         (at(i) == "nose" && at(i + 1) == "to" && at(i + 2) == "tail") ||
         (at(i) == "bumper" && at(i + 1) == "to" && at(i + 2) == "bumper") ||
         (at(i) == "single" && at(i + 1) == "file") ||
         // `five cars parked along our side of Elm Road`, `flags that hang
         // along the path`: things set along a way stand in a row.
         (kPlaced.count(at(i)) && at(i + 1) == "along" &&
          (at(i + 2) == "the" || at(i + 2) == "our" || at(i + 2) == "one" || at(i + 2) == "a")) ||
         (at(i) == "next" && at(i + 1) == "to" && at(i + 3) == "other") ||
         // `Three friends sit on a bench`, `sat on the sofa`: seats that
         // are one row.
         ((at(i) == "sit" || at(i) == "sat" || at(i) == "sitting" || at(i) == "seated") &&
          at(i + 1) == "on" && (at(i + 2) == "a" || at(i + 2) == "the") &&
          kBenches.count(at(at(i + 3) == "park" || at(i + 3) == "long" ? i + 4 : i + 3)));
}

void row_of_nouns(const std::vector<Word>& words, std::vector<std::string>& nouns) {
  for (std::size_t i = 0; i + 2 < words.size(); ++i) {
    if ((words[i].stem != "row" && words[i].stem != "line" && words[i].stem != "terrace") ||
        words[i + 1].stem != "of")
      continue;
    std::size_t k = i + 2;
    if (number_word(words[k].stem) >= 2 && k + 1 < words.size()) ++k;
    if (noun_like(words[k].stem) && words[k].text.back() == 's' &&
        std::islower(static_cast<unsigned char>(words[k].text.front())) &&
        std::find(nouns.begin(), nouns.end(), words[k].stem) == nouns.end())
      nouns.push_back(words[k].stem);
  }
}

// Whether a sentence or the lists read so far say an order of their own:
// a number in figures, an ordinal, or a list of numbers, times or dates.
bool LineReader::order_said(const std::vector<Word>& words) const {
  // (`the first five places` counts the places, no order said; nor does
  // a number with its unit glued on, `a 10k race`, `the 400m`.)
  for (std::size_t i = 0; i < words.size(); ++i) {
    const std::string_view t = words[i].text;
    const bool unit_glued = t.find_first_not_of("0123456789") != std::string::npos &&
                            std::isalpha(static_cast<unsigned char>(t.back())) &&
                            t.find(':') == std::string_view::npos && !ordinal_word(words[i].stem) &&
                            !t.ends_with("am") && !t.ends_with("pm");
    if ((std::isdigit(static_cast<unsigned char>(t.front())) && !unit_glued) ||
        (ordinal_word(words[i].stem) != 0 &&
         !(i + 1 < words.size() && number_word(words[i + 1].stem) >= 2)))
      return true;
  }
  // (Bare numbers that name things say no order: `they wore the numbers
  // 7, 12, 19 and 23`, `the 12, the 27, ...` of buses.)
  const auto labels = [](const CategoryText& c) {
    const bool bare = std::all_of(c.values.begin(), c.values.end(), [](const std::string& v) {
      const std::optional<ValueNumber> n = value_number(v);
      return n && n->unit.empty();
    });
    const std::vector<Word> line = cut_words(c.line_words);
    return bare && (c.each_with_the || std::any_of(line.begin(), line.end(), [](const Word& w) {
                      return w.stem == "number" || w.stem == "numbers";
                    }));
  };
  // (Nor do measures, which no one takes turns by: `Their parents paid
  // £15, £18, £20 and £25` of lessons given one after another.)
  const auto measure = [](const CategoryText& c) {
    static const std::set<std::string> kMeasures = {
        "money", "kg",   "g",     "lb",    "pound", "ounce", "oz",    "stone", "cm",
        "mm",    "m",    "metre", "meter", "ft",    "foot",  "feet",  "inch",  "mile",
        "km",    "yard", "old",   "aged",  "age",   "page",  "point", "mark",  "percent"};
    // (Bare numbers under a measure's name too: `(ages 7, 9, 11 and 14)`.)
    static const std::set<std::string> kNamed = {"age",    "weight", "height", "price", "cost",
                                                 "length", "score",  "point",  "mark"};
    if (kNamed.count(c.name) != 0) return true;
    return std::all_of(c.values.begin(), c.values.end(), [](const std::string& v) {
      const std::optional<ValueNumber> n = value_number(v);
      if (!n) return false;
      for (const Word& u : cut_words(n->unit))
        if (kMeasures.count(u.stem) != 0) return true;
      return false;
    });
  };
  return std::any_of(d_.categories.begin(), d_.categories.end(), [&](const CategoryText& c) {
    return !c.values.empty() && !labels(c) && !measure(c) &&
           std::all_of(c.values.begin(), c.values.end(),
                       [](const std::string& v) { return value_number(v).has_value(); });
  });
}

bool first_places(const std::string& stem) {
  static const std::set<std::string> kPlaces = {"row",   "seat", "pew",  "carriage", "bench",
                                                "berth", "bay",  "lane", "pitch",    "stall"};
  return kPlaces.count(stem) != 0;
}

}  // namespace deduce::puzzles::zebra::english
