// How many positions a riddle has and the nouns that name them
// (line_reader.h): `There are 5 houses ...`, a sentence that sets the
// people in a row (`Five cottages stand in a row along Mill Lane`), the
// place nouns said later (`the lanes are numbered 1 to 6`); and what was
// read before the count, read again once it is known.
#include "deduce/puzzles/zebra/english/line_reader.h"

#include <algorithm>
#include <cctype>
#include <set>

#include "deduce/puzzles/zebra/english/floor_words.h"
#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/queue_words.h"
#include "deduce/puzzles/zebra/english/round_table.h"
#include "deduce/puzzles/zebra/english/sentence_reader.h"
#include "deduce/puzzles/zebra/english/value_numbers.h"
#include "deduce/puzzles/zebra/english/word_forms.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

namespace {

// Whether `words` say from where left and right are seen (`we mean as you
// look at the stage`, `as seen from the audience`, `from the viewer's
// point of view`).
// (`left` said first: `Right, pens down, ... nobody look at table 3's
// phone` defines nothing.)
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

// The index of the last number of a run counting up from words[first]
// (`pitches 1, 2, 3 and 4`: the 4).
std::size_t run_last(const std::vector<Word>& words, std::size_t first) {
  std::size_t last = first;
  while (last + 1 < words.size() &&
         (number_word(words[last + 1].stem) == number_word(words[last].stem) + 1 ||
          (words[last + 1].stem == "and" && last + 2 < words.size() &&
           number_word(words[last + 2].stem) == number_word(words[last].stem) + 1)))
    last += words[last + 1].stem == "and" ? 2 : 1;
  return last;
}

// Whether a run of numbers counting up from words[first] (`1, 2, 3 and 4`)
// is followed by a unit: `they spent 1, 2, 3 and 4 hours on them` are
// amounts, never numbered places.
bool unit_after_run(const std::vector<Word>& words, std::size_t first) {
  const std::size_t last = run_last(words, first);
  return last + 1 < words.size() && measure_unit(words[last + 1].stem);
}

// A word that may name the positions: not a filler, a frame word or a
// verb (`There are 5 in a row` names none).
bool noun_like(const std::string& stem) {
  return stem.size() >= 3 && !frame_word(stem) && !verb_word(stem) &&
         std::find(filler_words().begin(), filler_words().end(), stem) == filler_words().end() &&
         std::isalpha(static_cast<unsigned char>(stem.front()));
}

// `from number 1, beside the stairs, to number 5`, `from hut 1 ... to hut
// 6`: the last number of a range of places that opens at words[i] with
// `from` and 1 and closes within eight words with `to` and a number (the
// place's noun before each, or none); 0 where words[i] opens none.
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

// `from the first floor up to the fourth`, `from the first to the fifth
// stall`: the places said as a range of ordinals from the first; the last
// one's number, or 0.
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

// Whether the words from i set things side by side: `in a row`, `in a
// single line`, `in a straight row`, `side by side`, `next to each
// other`; never `four days in a row`, which is one after another in time.
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

// `a row of cottages`, `a line of tents`, `a terrace of five houses`:
// the noun the row is made of.
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

}  // namespace

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

// The size: "There are 5 houses ...", "There are 7 people next to each
// other ...". Read before the sentence's lists (`There are 5 houses in a
// row, each a different color: red, green, ...`).
bool LineReader::size_said(const Sentence& s) {
  if (d_.n != 0 || s.text.size() < 5) return false;
  std::vector<Word> words = cut_words(s.text);
  // (After a word of talk: `ok so there are 4 kids in my class ...`.)
  std::size_t talk = 0;
  while (talk < words.size() && talk < 3 &&
         (words[talk].stem == "ok" || words[talk].stem == "okay" || words[talk].stem == "so" ||
          words[talk].stem == "well" || words[talk].stem == "right" || words[talk].stem == "now"))
    ++talk;
  words.erase(words.begin(), words.begin() + static_cast<std::ptrdiff_t>(talk));
  if (!(d_.n == 0 && d_.clues.empty() && words.size() >= 3 && words[0].stem == "there" &&
        (words[1].stem == "are" || words[1].stem == "is") && number_word(words[2].stem) != 0))
    return false;
  d_.n = number_word(words[2].stem);
  d_.counted = true;
  size_line_ = s.line;
  d_.circle = seats_round_a_table(s.text);
  if (words.size() > 3 && noun_like(words[3].stem)) {
    d_.place_nouns.push_back(words[3].stem);
    // `There are five beach huts`: the last of the nouns counted too.
    std::size_t last = 3;
    while (last + 1 < words.size() && noun_like(words[last + 1].stem) &&
           std::islower(static_cast<unsigned char>(words[last + 1].text.front())) &&
           words[last + 1].text.back() == 's' && words[last].text.back() != 's')
      ++last;
    if (last != 3) d_.place_nouns.push_back(words[last].stem);
  }
  // `There are 4 kids who sit at desks 1 to 4`: the places' noun.
  later_place_nouns(words);
  // `There are five houses in five different colours`: a category too.
  if (std::any_of(words.begin(), words.end(), [](const Word& w) { return w.stem == "different"; }))
    d_.declarations.push_back(s);
  else
    d_.framing.push_back(s);
  replay_intro();
  return true;
}

// A sentence that sets the entities in a row without `There are N`:
// `Five cottages stand in a row along Mill Lane`, `Four cars are parked
// side by side in spaces 1 to 4`, `Six runners line up ... in lanes 1 to
// 6`. Its count is the positions; its nouns name them (`cottage`,
// `space`, `lane`).
bool LineReader::positions_said(std::string_view sentence) {
  // (The things this sentence counts, for the sentences after it.)
  const auto count_things = [this](const std::vector<Word>& said) {
    for (std::size_t i = 0; i + 1 < said.size(); ++i)
      if (const int k = number_word(said[i].stem);
          k >= 2 && k <= 64 && noun_like(said[i + 1].stem) &&
          std::islower(static_cast<unsigned char>(said[i + 1].text.front())) &&
          said[i + 1].text.back() == 's')
        counted_before_.emplace_back(k, said[i + 1].stem);
  };
  // (Kept once this sentence is read, whichever way it returns.)
  struct Kept {
    const decltype(count_things)& keep;
    std::string_view sentence;
    ~Kept() { keep(cut_words(sentence)); }
  } kept{count_things, sentence};
  if (d_.counted) {
    d_.circle = d_.circle || seats_round_a_table(sentence);
    const std::vector<Word> said = cut_words(sentence);
    later_place_nouns(said);
    // `There is exactly one apartment on each floor, from the first floor
    // up to the fourth`: the places counted already, said again as a range
    // (naming no value of a list: no clue).
    for (std::size_t i = 0; i < said.size(); ++i)
      if (from_first_to(said, i) == d_.n && !names_known_value(said)) return true;
    return false;
  }
  if (labels_set_row(sentence)) return true;
  const std::vector<Word> words = cut_words(sentence);
  const bool table = seats_round_a_table(sentence);
  bool row = table;
  bool in_time = false;
  int from_one_to_n = 0;
  std::string period_noun;
  for (std::size_t i = 0; i < words.size(); ++i) {
    const std::string& w = words[i].stem;
    const std::string next = i + 1 < words.size() ? words[i + 1].stem : "";
    if (lines_up_at(words, i) || (w == "left" && next == "to") ||
        ((w == "line" || w == "lined" || w == "queue" || w == "queued") && next == "up") ||
        // `waiting in the lunch queue, one behind the other`
        (w == "queue" && i > 0 && (words[i - 1].stem != "no")) ||
        // `Five people are queuing at the one open till`, `four customers
        // queued at the bakery`
        w == "queuing" || w == "queueing" ||
        (w == "queued" && (next == "at" || next == "outside" || next == "for" || next == "in" ||
                           next == "by" || next == "behind")) ||
        (w == "behind" && next == "the" && i + 2 < words.size() && words[i + 2].stem == "other") ||
        // `a guest room on each of its five floors`, `four shelves, one
        // above another`: storeys and shelves stand in a column, as
        // places do in a row.
        (stands_upright(w) && i > 0 && number_word(words[i - 1].stem) >= 2 &&
         words[i].text.back() == 's') ||
        // `a four-story walk-up`, `a five-storey block`: the count hyphened
        // to the noun.
        (stands_upright(w) && i > 0 && number_word(words[i - 1].stem) >= 2 &&
         words[i].text.data() == words[i - 1].text.data() + words[i - 1].text.size() + 1 &&
         words[i].text.data()[-1] == '-') ||
        (w == "one" && (next == "above" || next == "below" || next == "under") &&
         i + 2 < words.size() &&
         (words[i + 2].stem == "another" ||
          (words[i + 2].stem == "the" && i + 3 < words.size() && words[i + 3].stem == "other"))) ||
        // `stacked them one on top of another`.
        (w == "one" && next == "on" && i + 4 < words.size() && words[i + 2].stem == "top" &&
         words[i + 3].stem == "of" &&
         (words[i + 4].stem == "another" ||
          (words[i + 4].stem == "the" && i + 5 < words.size() && words[i + 5].stem == "other"))) ||
        // `a row of five houses`, `a line of four stalls`
        ((w == "row" || w == "line" || w == "terrace") && next == "of" && i + 2 < words.size() &&
         number_word(words[i + 2].stem) >= 2) ||
        // `When we say "left" we mean as you look at the stage`, `left and
        // right are as seen from the audience`: what left means is said
        // only of a row.
        (w == "left" && left_defined(words)))
      row = true;
    // `Five acts performed one after another`, `I can't tell you the
    // running order`: an order in time, its places unnumbered.
    // (Never where numbers, ordinals or a list already say the order:
    // `one after another at 10.15 am, 10.45 am, ...`, `first to fifth`.)
    // (Nor where the ordinals only name its places in turn: `one after
    // another - first caller, second, third, fourth and fifth`.)
    if (order_in_time_at(words, i) &&
        (!order_said(words) || places_named_in_turn(words).first >= 2))
      in_time = true;
    // `each chose a novel, one a week`, `one each night`, `on consecutive
    // days`: an order in time, its places the periods.
    if (const std::string_view period = period_of_order(words, i); !period.empty()) {
      row = true;
      period_noun = std::string(period);
    }
    // `put the floats in order, from the first in the procession (1) to
    // the last (5)`: an order numbered as places are.
    if (w == "in" && next == "order" && i + 2 < words.size() &&
        std::any_of(words.begin() + static_cast<std::ptrdiff_t>(i), words.end(),
                    [](const Word& x) { return x.stem == "first"; }) &&
        std::any_of(words.begin() + static_cast<std::ptrdiff_t>(i), words.end(),
                    [](const Word& x) { return x.stem == "last"; }) &&
        std::any_of(words.begin() + static_cast<std::ptrdiff_t>(i), words.end(),
                    [](const Word& x) { return x.stem == "1"; }))
      row = true;
    // `in lanes 1 to 5`, `seats 1-4`: numbered places; but not after
    // `different` (`leaves from a different one of the five platforms
    // (numbered 1 to 5)`: a list of platforms).
    const bool different =
        std::any_of(words.begin(), words.begin() + static_cast<std::ptrdiff_t>(i),
                    [](const Word& x) { return x.stem == "different"; });
    // (`They finished in places 1 to 5`: places, though `place` fills.)
    const bool places_word = w == "place" || w == "places" || w == "position" || w == "positions";
    if (i + 3 < words.size() && number_word(next) == 1 && words[i + 2].stem == "to" &&
        number_word(words[i + 3].stem) >= 2 && (noun_like(w) || places_word) && !different)
      row = true;
    // (`seats 1-4` in figures: `a typical one: five customers` is none;
    // nor `they spent 1, 2, 3 and 4 hours on them`, amounts of a unit.)
    if (i + 2 < words.size() && number_word(next) == 1 && number_word(words[i + 2].stem) >= 2 &&
        std::isdigit(static_cast<unsigned char>(words[i + 1].text.front())) && noun_like(w) &&
        !different && !unit_after_run(words, i + 1))
      row = true;
    // `the lanes run 1, 2, 3, 4, 5 from left to right`: the noun, a verb
    // that lays them out, and their numbers from 1.
    if ((w == "run" || w == "go") && i > 0 && i + 2 < words.size() && number_word(next) == 1 &&
        number_word(words[i + 2].stem) == 2 && noun_like(words[i - 1].stem) &&
        words[i - 1].text.back() == 's' && !different)
      row = true;
    // `The rooms run from number 1, beside the stairs, to number 5 at the
    // far end`: a range of places with an aside inside it.
    if (const int last = from_one_to(words, i); last >= 2 && !different) {
      row = true;
      from_one_to_n = last;
    }
    // `berths numbered 1 to 5`, `numbered 1 (the bottom) to 5 (the top)`
    if (w == "numbered" && number_word(next) == 1 && !different)
      for (std::size_t j = i + 2; j < words.size() && j <= i + 6; ++j)
        if ((words[j].stem == "to" || words[j].stem == "through") && j + 1 < words.size() &&
            number_word(words[j + 1].stem) >= 2)
          row = true;
  }
  // (Whether such an order is the riddle's is known only once every list
  // is read: LineReader::run.)
  if (in_time && !row) {
    order_in_time_ = true;
    for (std::size_t i = 0; i + 1 < words.size(); ++i)
      if (number_word(words[i].stem) >= 2 && noun_like(words[i + 1].stem) &&
          std::islower(static_cast<unsigned char>(words[i + 1].text.front())) &&
          words[i + 1].text.back() == 's')
        order_nouns_.push_back(words[i + 1].stem);
    return false;
  }
  if (!row) return false;
  int n = from_one_to_n;
  std::vector<std::string> nouns;
  if (!period_noun.empty()) nouns.push_back(period_noun);
  for (std::size_t i = 0; i + 1 < words.size(); ++i) {
    // `spaces 1 to 4`, `seats 1-4`, `lanes 1 to 6`: the noun and the last.
    if (number_word(words[i + 1].stem) == 1 && i + 2 < words.size() &&
        std::isalpha(static_cast<unsigned char>(words[i].stem.front()))) {
      std::size_t last =
          words[i + 2].stem == "to" || words[i + 2].stem == "through" ? i + 3 : i + 2;
      // `pitches 1, 2, 3 and 4`: the last of the run.
      if (last == i + 2) last = run_last(words, last);
      if (last < words.size() && number_word(words[last].stem) >= 2) {
        n = number_word(words[last].stem);
        if (words[i].stem != "numbered" && noun_like(words[i].stem)) nouns.push_back(words[i].stem);
        // (`the lanes run 1, 2, ...`: the noun before the verb.)
        if ((words[i].stem == "run" || words[i].stem == "go") && i > 0 &&
            noun_like(words[i - 1].stem))
          nouns.push_back(words[i - 1].stem);
      }
    }
  }
  // `seats A to E`, `bays A-D`: lettered places, the noun before them.
  // (Never people named by letters: `Five friends A, B, C, D and E`.)
  for (std::size_t i = 0; i + 2 < words.size(); ++i) {
    if (words[i + 1].text != "A" || !noun_like(words[i].stem) ||
        !std::islower(static_cast<unsigned char>(words[i].text.front())) ||
        person_noun(words[i].stem))
      continue;
    const bool ranged = words[i + 2].stem == "to" || words[i + 2].stem == "through";
    std::size_t last = ranged ? i + 3 : i + 2;
    // (`seats A, B, C and D`: the last of the run.)
    const auto next_letter = [&](std::size_t k) {
      return k < words.size() && words[k].text.size() == 1 &&
             words[k].text[0] == words[last].text[0] + 1;
    };
    while (!ranged &&
           (next_letter(last + 1) ||
            (last + 2 < words.size() && words[last + 1].stem == "and" && next_letter(last + 2))))
      last += next_letter(last + 1) ? 1 : 2;
    if (last < words.size() && words[last].text.size() == 1 && words[last].text[0] > 'A' &&
        words[last].text[0] <= 'Z') {
      if (n == 0) n = words[last].text[0] - 'A' + 1;
      nouns.push_back(words[i].stem);
    }
  }
  // (The count may end the sentence: `... to the last (5)`.)
  // (A number after a name is its label, no count: `Class 3 have five
  // flowerpots in a row`; a number before the things it counts comes
  // first.)
  const auto label = [&](std::size_t i) {
    return i > 0 && std::isdigit(static_cast<unsigned char>(words[i].text.front())) &&
           (std::isupper(static_cast<unsigned char>(words[i - 1].text.front())) ||
            words[i - 1].stem == "number" || words[i - 1].stem == "no");
  };
  const auto plural = [](const Word& w) {
    static const std::set<std::string> kPlurals = {"people", "children", "men", "women"};
    return kPlurals.count(std::string(w.text)) != 0 ||
           (w.text.back() == 's' && !w.text.ends_with("ss") && !w.text.ends_with("us"));
  };
  if (n == 0)
    for (std::size_t i = 0; i + 1 < words.size() && n == 0; ++i) {
      const int k = number_word(words[i].stem);
      if (k >= 2 && k <= 64 && !label(i) && plural(words[i + 1]) &&
          (noun_like(words[i + 1].stem) || words[i + 1].stem == "people"))
        n = k;
    }
  // `Their rooms are 11, 12, 13 and 14, side by side`, `numbered 11 to
  // 14`: places labelled by a run of numbers that starts past 1, as many
  // as the run has (never amounts: `spent 11, 12 and 13 hours`).
  for (std::size_t i = 0; i + 2 < words.size() && n == 0; ++i) {
    const int first = number_word(words[i].stem);
    if (first < 2 || !std::isdigit(static_cast<unsigned char>(words[i].text.front())) ||
        (i > 0 && number_word(words[i - 1].stem) != 0))
      continue;
    std::size_t last = run_last(words, i);
    if (last == i && words[i + 1].stem == "to" && number_word(words[i + 2].stem) > first)
      last = i + 2;
    if (last == i || unit_after_run(words, i)) continue;
    const int k = number_word(words[last].stem) - first + 1;
    if (k >= 2 && k <= 64) n = k;
  }
  for (std::size_t i = 0; i < words.size(); ++i) {
    const int k = number_word(words[i].stem);
    if (k < 2 || k > 64 || label(i)) continue;
    if (n == 0) n = k;
    if (k == n && i + 1 < words.size() && noun_like(words[i + 1].stem)) {
      // `Six beach huts`, `five wooden beach huts`: the plural the words
      // after the count come to, at most three on.
      std::size_t last = i + 1;
      while (last + 1 < words.size() && last < i + 3 && words[last].text.back() != 's' &&
             noun_like(words[last + 1].stem) &&
             std::islower(static_cast<unsigned char>(words[last + 1].text.front())))
        ++last;
      if (words[last].text.back() != 's') last = i + 1;
      nouns.push_back(words[last].stem);
    }
  }
  // `The benches stand in a row and are numbered 1 to 5`: the subject of
  // the sentence that sets the row is its noun.
  if (words.size() > 2 && words[0].stem == "the" && plural(words[1]) && noun_like(words[1].stem) &&
      std::islower(static_cast<unsigned char>(words[1].text.front())))
    nouns.push_back(words[1].stem);
  row_of_nouns(words, nouns);
  // `... one of the four ovens along the back wall. They're numbered 1 to 4
  // from left to right`: what `they` are, counted before.
  if (nouns.empty() && !words.empty() &&
      (words[0].stem == "they" || words[0].stem == "theyre" || words[0].stem == "these"))
    for (auto it = counted_before_.rbegin(); it != counted_before_.rend(); ++it)
      if (it->first == n) {
        nouns.push_back(it->second);
        break;
      }
  // (A building's storeys are its floors and levels, however it was said:
  // `a four-story walk-up` has `the second floor`.)
  if (std::any_of(nouns.begin(), nouns.end(), [](const std::string& x) {
        return x == "story" || x == "storey" || x == "floor" || x == "level";
      }))
    for (const char* same : {"story", "storey", "floor", "level"})
      if (std::find(nouns.begin(), nouns.end(), same) == nouns.end()) nouns.push_back(same);
  for (std::size_t i = 0; i + 1 < words.size(); ++i) {
    const std::string& w = words[i].stem;
    const std::string& next = words[i + 1].stem;
    // `lockers next to each other`, `huts side by side`, `plots in a
    // row`, `Seats are numbered 1 to 4`, `moorings numbered 1 to 4`: the
    // noun before the words that set the row.
    const bool sets = next == "numbered" ||
                      (next == "are" && i + 2 < words.size() && words[i + 2].stem == "numbered") ||
                      lines_up_at(words, i + 1);
    if (sets && noun_like(w) && words[i].text.back() == 's' &&
        std::islower(static_cast<unsigned char>(words[i].text.front())))
      nouns.push_back(w);
  }
  // (A row said only by what left means, `When we say "left" we mean as
  // you look at the stage`, has as many places as the lists read before
  // have values.)
  if (n == 0 && !d_.categories.empty() && left_defined(words))
    n = static_cast<int>(d_.categories.front().values.size());
  if (n < 2 || (d_.n != 0 && d_.n != n)) return false;
  d_.n = n;
  d_.counted = true;
  d_.circle = table;
  for (std::string& noun : nouns) d_.place_nouns.push_back(std::move(noun));
  replay_intro();
  return true;
}

// Once the row is counted, a later sentence may still name its places:
// `Six athletes line up ...; the lanes are numbered 1 to 6`, `seats 1
// to 6`: the noun before `numbered`, or before 1 to N of this N.
void LineReader::later_place_nouns(const std::vector<Word>& words) {
  row_of_nouns(words, d_.place_nouns);
  for (std::size_t i = 0; i + 2 < words.size(); ++i) {
    const std::string& w = words[i].stem;
    if (!noun_like(w) || !std::islower(static_cast<unsigned char>(words[i].text.front()))) continue;
    const std::size_t at = words[i + 1].stem == "are" ? i + 2 : i + 1;
    std::size_t from = at;
    if (words[at].stem == "numbered") ++from;
    // (Or lettered: `seats A to E`.)
    const bool lettered = from + 2 < words.size() && words[from].text == "A" &&
                          words[from + 2].text == std::string(1, static_cast<char>('A' + d_.n - 1));
    // (`desks 1-4`: the dash between, no word.)
    const bool dashed = from + 1 < words.size() && number_word(words[from].stem) == 1 &&
                        number_word(words[from + 1].stem) == d_.n &&
                        words[from + 1].offset == words[from].offset + words[from].text.size() + 1;
    if (!dashed &&
        (from + 2 >= words.size() ||
         ((number_word(words[from].stem) != 1 || number_word(words[from + 2].stem) != d_.n) &&
          !lettered) ||
         (words[from + 1].stem != "to" && words[from + 1].stem != "through")))
      continue;
    if (at == i + 2 && from == at) continue;  // `the houses are 1 to 5`: no row's noun
    if (std::find(d_.place_nouns.begin(), d_.place_nouns.end(), w) == d_.place_nouns.end())
      d_.place_nouns.push_back(w);
  }
}

// What came before the positions were said is no magazine's
// introduction: its lists are lists (`Lily, Josh and Nia each built a
// snowman. The three snowmen stand in a row`), the rest clues (a
// sentence naming no value frames the puzzle).
void LineReader::replay_intro() {
  std::vector<Sentence> before = std::move(d_.intro);
  d_.intro.clear();
  for (const Sentence& b : before) {
    if (listed_.count(b.text.data()) != 0 || lists_in_prose(line_of(b.text), b.text))
      d_.framing.push_back(b);
    else
      add_sentence(b, true);
  }
  intro_clues_ = d_.clues.size();
}

// `Their caravans are on pitches 1, 2, 3 and 4, in a row`: the numbers
// are the row's places, no list of its own.
void LineReader::drop_place_numbers() {
  if (!d_.counted) return;
  for (std::size_t c = d_.categories.size(); c-- > 0;) {
    const CategoryText& cat = d_.categories[c];
    bool places = static_cast<int>(cat.values.size()) == d_.n;
    for (std::size_t v = 0; v < cat.values.size() && places; ++v)
      places = cat.values[v] == std::to_string(v + 1);
    // (Or places said as such, or counted across: `From left to right
    // they are in places 1, 2, 3 and 4`.)
    bool noun = false, left = false, right = false;
    for (const Word& w : cut_words(cat.line_words + " " + cat.name)) {
      noun =
          noun ||
          std::find(d_.place_nouns.begin(), d_.place_nouns.end(), w.stem) != d_.place_nouns.end() ||
          w.stem == "place" || w.stem == "position" || w.stem == "spot";
      left = left || w.stem == "left";
      right = right || w.stem == "right";
    }
    noun = noun || (left && right);
    if (!places || !noun) continue;
    const std::string gone = cat.name;
    d_.categories.erase(d_.categories.begin() + static_cast<std::ptrdiff_t>(c));
    if (c < d_.category_lines.size())
      d_.category_lines.erase(d_.category_lines.begin() + static_cast<std::ptrdiff_t>(c));
    // (`swimmer_2`, named after the numbers took `swimmer`, takes it back.)
    for (CategoryText& other : d_.categories)
      if (other.name == gone + "_2") other.name = gone;
  }
}

}  // namespace deduce::puzzles::zebra::english
