// The words of a sentence rewritten before the templates read them
// (word_forms.h): `the round after` as the next one, `a year older` as one
// year, `outpolled` as `beat`, `the final round` as the last, a hedge
// (`at some point before`) as a bare `before`, and the span an order in
// time is said over (`later in the year`). Whole sentences said in another
// form are sentence_forms.cc's, the small judgements on words
// word_judgements.cc's.
#include "deduce/puzzles/zebra/english/word_forms.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>
#include <string_view>

#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/sentence_reader.h"

namespace deduce::puzzles::zebra::english {

namespace {

// A unit a price or a count is said per (`€4 a kilo`, `£2 per head`).
bool quantity_unit(std::string_view stem) {
  static constexpr std::string_view kUnits[] = {
      "kilo",  "kg",   "gram",   "g",     "pound", "lb",   "ounce",  "oz",     "litre",
      "liter", "pint", "gallon", "metre", "meter", "head", "person", "portion"};
  return std::find(std::begin(kUnits), std::end(kUnits), stem) != std::end(kUnits);
}

}  // namespace

// `the period after`, `the round before`, `the one after`, `the year
// above`: the next one,
// read as `just after` (a step of the list), never as only after. A
// unit of time (`the night after`) is an amount, read as such.
// Only a noun of a sequence's steps: `joined the club before the
// baritone` is no step (it read as `just before`).
std::vector<Word> next_ones(std::vector<Word> words) {
  static const std::set<std::string> kSteps = {
      "one",         "round",    "period", "session", "heat",  "lesson", "slot",
      "turn",        "stage",    "leg",    "event",   "game",  "match",  "show",
      "act",         "song",     "piece",  "race",    "class", "visit",  "stop",
      "performance", "flight",   "train",  "bus",     "day",   "time",   "appointment",
      "interview",   "audition", "lot",    "item",    "dance", "course", "round"};
  for (std::size_t i = 1; i + 1 < words.size(); ++i) {
    // (`in the year above Charlie`, `the floor below`: the next one up or
    // down, whatever the noun.)
    const bool updown = words[i + 1].stem == "above" || words[i + 1].stem == "below";
    if (words[i - 1].stem != "the" ||
        (!updown && (time_unit(words[i].stem) || !kSteps.count(words[i].stem) ||
                     (words[i + 1].stem != "after" && words[i + 1].stem != "before"))) ||
        std::isupper(static_cast<unsigned char>(words[i].text.front())) ||
        std::isdigit(static_cast<unsigned char>(words[i].text.front())))
      continue;
    if (updown) {
      // (Said `the year just above`, which the table reads.)
      words.insert(words.begin() + static_cast<std::ptrdiff_t>(i) + 1,
                   Word{"just", "just", words[i + 1].offset});
      ++i;
      continue;
    }
    words[i - 1].stem = "just";
    words.erase(words.begin() + static_cast<std::ptrdiff_t>(i));
  }
  return words;
}

// `a year older than`, `an hour later`, `a place higher than`: `a` is
// the amount one, never dropped to read a bare `older`.
std::vector<Word> a_unit_is_one(std::vector<Word> words) {
  static const std::set<std::string> kUnits = {
      "day",       "week",      "month",      "year",       "night",  "hour",  "minute", "second",
      "pound",     "kg",        "kilo",       "kilogram",   "foot",   "inch",  "metre",  "meter",
      "mile",      "km",        "yard",       "point",      "place",  "spot",  "round",  "dollar",
      "stone",     "ounce",     "gram",       "lap",        "inning", "floor", "stop",   "step",
      "kilometre", "kilometer", "centimetre", "centimeter", "litre",  "liter", "gallon", "euro",
      "cent",      "penny",     "grade",      "level",      "page"};
  for (std::size_t i = 0; i + 2 < words.size(); ++i) {
    if ((words[i].stem != "a" && words[i].stem != "an") || !kUnits.count(words[i + 1].stem))
      continue;
    const std::string& next = words[i + 2].stem;
    const bool order = next == "after" || next == "before" || next == "later" ||
                       next == "earlier" || next == "ahead" || next == "behind";
    const bool than = i + 3 < words.size() && words[i + 3].stem == "than";
    if (order || than) words[i].stem = "one";
  }
  // `Sam took an hour`, `spent one hour on it`, `in just an hour`: the
  // amount 1 of the unit, where nothing after it says a rate, a part or
  // an order (`an hour a day`, `an hour of it`, `an hour later`).
  for (std::size_t i = 0; i + 1 < words.size(); ++i) {
    const std::string& st = words[i].stem;
    if ((st != "a" && st != "an" && st != "one") || !measure_unit(words[i + 1].stem)) continue;
    const std::string prev = i > 0 ? words[i - 1].stem : "";
    // (A margin said past it is the amount: `beat Priya by more than a
    // minute`.)
    const bool margin = prev == "than" && i >= 3 && words[i - 3].stem == "by" &&
                        (words[i - 2].stem == "more" || words[i - 2].stem == "less");
    if (prev == "half" || prev == "quarter" || (prev == "than" && !margin) || prev == "once" ||
        prev == "twice" || prev == "per" || prev == "every" || prev == "each" ||
        amount_of(prev) != 0)
      continue;
    const std::string next = i + 2 < words.size() ? words[i + 2].stem : "";
    static const std::set<std::string> kAfter = {
        "", "on", "in", "for", "and", "to", "with", "at", "but", "so", "while", "when", "exactly"};
    if (kAfter.count(next)) words[i].stem.assign(1, '1');
  }
  return words;
}

std::optional<std::string> without_arrival_down(std::string_view text) {
  if (text.find("down") == std::string_view::npos) return std::nullopt;
  const std::vector<Word> words = cut_words(text);
  for (std::size_t i = 1; i < words.size(); ++i) {
    if (words[i].stem != "down") continue;
    const std::string& prev = words[i - 1].stem;
    const bool came = prev == "came" || prev == "come" || prev == "comes" || prev == "coming";
    // (`the first down`, `the first guest down`, `the last one down`.)
    const bool end = prev == "first" || prev == "last" ||
                     (i >= 2 && (words[i - 2].stem == "first" || words[i - 2].stem == "last") &&
                      std::islower(static_cast<unsigned char>(words[i - 1].text.front())));
    // (Never a way down something: `came down the stairs`, `down the row`.)
    const bool way =
        i + 1 < words.size() && (words[i + 1].stem == "the" || words[i + 1].stem == "a");
    if (!(came || end) || way) continue;
    const std::size_t from = words[i - 1].offset + words[i - 1].text.size();
    return std::string(text.substr(0, from)) +
           std::string(text.substr(words[i].offset + words[i].text.size()));
  }
  return std::nullopt;
}

std::vector<Word> out_verbs(std::vector<Word> words) {
  // The phrase table's own (phrase_table.cc), and words of `out` that
  // beat no one.
  static const std::set<std::string> kKnown = {
      "outweighed",   "outscored", "outsold",  "outbid",    "outlasted",  "outearned",
      "outjumped",    "outran",    "outpaced", "outranked", "outplaced",  "outraced",
      "outlined",     "outdated",  "outraged", "outfitted", "outlawed",   "outsourced",
      "outstretched", "outspoken", "outed",    "outmoded",  "outboarded", "outclassed"};
  static const std::set<std::string> kIrregular = {
      "outgrew", "outdid",  "outshone",  "outdrew",  "outswam",  "outthrew", "outrode", "outsang",
      "outflew", "outshot", "outfought", "outdrove", "outspent", "outwon",   "outate"};
  // (Other verbs of beating, said of a close or a wide win: `Priya pipped
  // Marcus by just 5 points`, `bested`, `trounced`.)
  static const std::set<std::string> kBeating = {"pipped", "pips",    "bested",
                                                 "trounced", "thrashed", "whitewashed"};
  for (std::size_t i = 1; i < words.size(); ++i) {
    const std::string& st = words[i].stem;
    if (kBeating.count(st) != 0) {
      words[i].stem = i + 1 < words.size() && words[i + 1].stem == "by" ? "beaten" : "beat";
      continue;
    }
    if (!st.starts_with("out") || kKnown.count(st) != 0 ||
        !std::islower(static_cast<unsigned char>(words[i].text.front())))
      continue;
    if (!(kIrregular.count(st) != 0 || (st.size() >= 9 && st.ends_with("ed")))) continue;
    words[i].stem = i + 1 < words.size() && words[i + 1].stem == "by" ? "beaten" : "beat";
  }
  return words;
}

std::vector<Word> final_as_last(std::vector<Word> words) {
  static const std::set<std::string> kNotNouns = {"is",  "was", "were", "of",   "and", "or",
                                                  "but", "in",  "on",   "with", "to",  "by"};
  for (std::size_t i = 1; i + 1 < words.size(); ++i)
    if (words[i].stem == "final" && words[i - 1].stem == "the" &&
        std::islower(static_cast<unsigned char>(words[i].text.front())) &&
        std::islower(static_cast<unsigned char>(words[i + 1].text.front())) &&
        kNotNouns.count(words[i + 1].stem) == 0)
      words[i].stem = "last";
  return words;
}

// `at some point before`, `some time after`, `somewhere behind`: a hedge
// says only that the order is not a step, as a bare `before` does.
std::vector<Word> without_hedges(std::vector<Word> words) {
  const auto order = [&](std::size_t i) {
    if (i >= words.size()) return false;
    const std::string& st = words[i].stem;
    return st == "before" || st == "after" || st == "behind" || st == "ahead" || st == "earlier" ||
           st == "later";
  };
  for (std::size_t i = 0; i < words.size(); ++i) {
    const std::string& st = words[i].stem;
    std::size_t len = 0;
    if ((st == "sometime" || st == "somewhat" || st == "somewhere" || st == "anytime") &&
        order(i + 1))
      len = 1;
    // `lost somewhat more than`, `somewhat older than`: a comparison.
    else if (st == "somewhat" && i + 2 < words.size() && words[i + 2].stem == "than" &&
             (words[i + 1].stem == "more" || words[i + 1].stem == "less" ||
              words[i + 1].stem == "fewer" ||
              (words[i + 1].stem.size() > 4 && words[i + 1].stem.ends_with("er"))))
      len = 1;
    else if (st == "some" && i + 2 < words.size() &&
             (words[i + 1].stem == "time" || words[i + 1].stem == "point") && order(i + 2))
      len = 2;
    else if (st == "at" && i + 3 < words.size() && words[i + 1].stem == "some" &&
             (words[i + 2].stem == "time" || words[i + 2].stem == "point") && order(i + 3))
      len = 3;
    // `exactly 85 seconds ahead`: every amount is read exactly (and
    // `exactly halfway along`).
    else if ((st == "exactly" || st == "precisely") && i + 1 < words.size() &&
             (amount_of(words[i + 1].stem) != 0 || words[i + 1].stem == "one" ||
              words[i + 1].stem == "a" || words[i + 1].stem == "an" ||
              words[i + 1].stem == "twice" || words[i + 1].stem == "double" ||
              words[i + 1].stem == "half" || words[i + 1].stem == "halfway" ||
              words[i + 1].stem == "midway"))
      len = 1;
    // `read just one more book than`, `just 2 points behind`: `just` (and
    // `only`) before an amount that a comparison follows is the amount.
    else if ((st == "just" || st == "only") && i + 2 < words.size() &&
             (amount_of(words[i + 1].stem) != 0 || words[i + 1].stem == "one") &&
             std::any_of(words.begin() + static_cast<std::ptrdiff_t>(i) + 2,
                         words.begin() + static_cast<std::ptrdiff_t>(std::min(i + 4, words.size())),
                         [](const Word& x) {
                           return x.stem == "more" || x.stem == "less" || x.stem == "fewer" ||
                                  x.stem == "than" || x.stem == "ahead" || x.stem == "behind" ||
                                  x.stem == "after" || x.stem == "before";
                         }))
      len = 1;
    // `beat Tomasz by a full 45 minutes`, `a good two hours`, `a clear 10
    // points`, `a mere 5 votes`: the amount, stressed.
    else if ((st == "a" || st == "an") && i + 2 < words.size() &&
             (words[i + 1].stem == "full" || words[i + 1].stem == "good" ||
              words[i + 1].stem == "clear" || words[i + 1].stem == "mere" ||
              words[i + 1].stem == "whole" || words[i + 1].stem == "massive" ||
              words[i + 1].stem == "whopping") &&
             amount_of(words[i + 2].stem) != 0 && words[i + 2].stem != "one")
      len = 2;
    // (`a full hour after his`, `a good week before`: the unit stays with
    // its `a`.)
    else if ((st == "a" || st == "an") && i + 2 < words.size() &&
             (words[i + 1].stem == "full" || words[i + 1].stem == "good" ||
              words[i + 1].stem == "whole" || words[i + 1].stem == "clear") &&
             measure_unit(words[i + 2].stem)) {
      words.erase(words.begin() + static_cast<std::ptrdiff_t>(i + 1));
    }
    // `in just an hour`, `only 6 years old`: the amount is said exactly all
    // the same (never `only one of them`, a count).
    else if ((st == "just" || st == "only") && i + 2 < words.size() &&
             ((amount_of(words[i + 1].stem) != 0 && words[i + 1].stem != "one") ||
              ((words[i + 1].stem == "a" || words[i + 1].stem == "an" ||
                words[i + 1].stem == "one") &&
               measure_unit(words[i + 2].stem))))
      len = 1;
    // `earns £4 a week less than Amy`, `35 miles a week`, `paid €4 a kilo
    // less than Gina`: a rate's `a week`, `a kilo` says how the amount is
    // counted, no amount of its own.
    else if ((st == "a" || st == "an" || st == "per" || st == "each" || st == "every") && i > 0 &&
             i + 1 < words.size() &&
             (time_unit(words[i + 1].stem) || quantity_unit(words[i + 1].stem)) &&
             amount_of(words[i - 1].stem) != 0)
      len = 2;
    // `charged 50p a jar less than`: any noun the amount is per, right
    // before the comparison.
    else if ((st == "a" || st == "per" || st == "each") && i > 0 && i + 2 < words.size() &&
             std::islower(static_cast<unsigned char>(words[i + 1].text.front())) &&
             (words[i + 2].stem == "less" || words[i + 2].stem == "more" ||
              words[i + 2].stem == "cheaper" || words[i + 2].stem == "dearer") &&
             (amount_of(words[i - 1].stem) != 0 ||
              (i > 1 && amount_of(words[i - 2].stem) != 0 &&
               (words[i - 1].stem == "p" || words[i - 1].stem == "pence" ||
                words[i - 1].stem == "cent" || words[i - 1].stem == "c"))))
      len = 2;
    // `who in turn covered 15 miles more`: `in turn` only links.
    else if (st == "in" && i + 1 < words.size() && words[i + 1].stem == "turn")
      len = 2;
    // `mailed her first letter two months after Noah`: `her first` is the
    // noun's, no order (before an amount or an order word that follows).
    else if (st == "first" && i > 0 &&
             (words[i - 1].stem == "her" || words[i - 1].stem == "his" ||
              words[i - 1].stem == "their" || words[i - 1].stem == "its") &&
             std::any_of(words.begin() + static_cast<std::ptrdiff_t>(i) + 1, words.end(),
                         [](const Word& w) {
                           return w.stem == "before" || w.stem == "after" || w.stem == "earlier" ||
                                  w.stem == "later";
                         }))
      len = 1;
    // `she didn't make the boat either`, `... too`, `... as well`: the
    // sentence's last words add it to what was said before, no relation
    // (an `either` with its `or` stays).
    else if (i + 1 == words.size() && i >= 2 &&
             ((st == "either" && std::none_of(words.begin(), words.end(),
                                              [](const Word& w) { return w.stem == "or"; })) ||
              st == "too" || st == "also"))
      len = 1;
    else if (st == "as" && i + 2 == words.size() && i >= 2 && words[i + 1].stem == "well")
      len = 2;
    // `a full point more`, `a whole day later`: the amount is one unit.
    else if ((st == "full" || st == "whole") && i > 0 && i + 2 < words.size() &&
             (words[i - 1].stem == "a" || words[i - 1].stem == "an" ||
              words[i - 1].stem == "one") &&
             // (`fewer`, `after`, `later`, `longer`: each ends in `er`.)
             (words[i + 2].stem == "more" || words[i + 2].stem == "less" ||
              words[i + 2].stem == "before" || words[i + 2].stem.ends_with("er")))
      len = 1;
    // `took the longest to eat`: what it took longest at is the riddle's
    // one thing (a verb after `to` that ends the sentence).
    else if (st == "to" && i + 2 == words.size() && i >= 1 && superlative_word(words[i - 1].stem) &&
             std::islower(static_cast<unsigned char>(words[i + 1].text.front())))
      len = 2;
    // `the middle stop of the five`, `the heaviest of the lot`: the set it
    // is said of, at the sentence's end, is the riddle's whole.
    else if (st == "of" && i > 0 && i + 3 == words.size() && words[i + 1].stem == "the" &&
             (number_word(words[i + 2].stem) >= 2 || words[i + 2].stem == "lot" ||
              words[i + 2].stem == "line" || words[i + 2].stem == "row") &&
             std::isalpha(static_cast<unsigned char>(words[i + 2].text.front())))
      len = 3;
    // `cost $25 less to fix than`: what it cost to do goes.
    else if (st == "to" && i > 0 && i + 2 < words.size() && words[i + 2].stem == "than" &&
             (words[i - 1].stem == "less" || words[i - 1].stem == "more" ||
              words[i - 1].stem == "longer" || words[i - 1].stem == "shorter" ||
              words[i - 1].stem == "cheaper" || words[i - 1].stem == "dearer"))
      len = 2;
    // `at the very end`, `the very middle seat`: `very` only stresses.
    else if (st == "very" && i + 1 < words.size() &&
             (words[i + 1].stem == "end" || words[i + 1].stem == "middle" ||
              words[i + 1].stem == "front" || words[i + 1].stem == "back" ||
              words[i + 1].stem == "first" || words[i + 1].stem == "last" ||
              words[i + 1].stem == "top" || words[i + 1].stem == "bottom" ||
              words[i + 1].stem == "start" || words[i + 1].stem == "centre" ||
              words[i + 1].stem == "center"))
      len = 1;
    // `exactly in the middle`, `right at the end`: a place is exact.
    else if ((st == "exactly" || st == "precisely" || st == "bang") && i + 2 < words.size() &&
             (words[i + 1].stem == "in" || words[i + 1].stem == "at" ||
              words[i + 1].stem == "on") &&
             words[i + 2].stem == "the")
      len = 1;
    if (len > 0)
      words.erase(words.begin() + static_cast<std::ptrdiff_t>(i),
                  words.begin() + static_cast<std::ptrdiff_t>(i + len));
  }
  return words;
}

namespace {

// The end of a span said at words[i] after an order in time (`in the
// year`, `of the day`), or 0.
std::size_t span_at(const std::vector<Word>& words, std::size_t i) {
  if (i == 0 || i + 2 >= words.size()) return 0;
  const std::string& before = words[i - 1].stem;
  if (before != "earlier" && before != "later" && before != "sooner" && before != "earliest" &&
      before != "latest")
    return 0;
  if ((words[i].stem != "in" && words[i].stem != "of") || words[i + 1].stem != "the") return 0;
  const std::string& unit = words[i + 2].stem;
  return unit == "day" || unit == "week" || unit == "month" || unit == "year" ? i + 3 : 0;
}

}  // namespace

std::string span_said(const std::vector<Word>& words) {
  std::string span;
  for (std::size_t i = 0; i < words.size(); ++i)
    if (const std::size_t end = span_at(words, i); end != 0) span = words[end - 1].stem;
  // `the first patient of the year`, `the last game of the day`: an end of
  // an order in that span, a word or two before it.
  for (std::size_t i = 0; span.empty() && i + 2 < words.size(); ++i) {
    if ((words[i].stem != "of" && words[i].stem != "in") || words[i + 1].stem != "the") continue;
    const std::string& unit = words[i + 2].stem;
    if (unit != "day" && unit != "week" && unit != "month" && unit != "year") continue;
    for (std::size_t k = i >= 3 ? i - 3 : 0; k < i; ++k)
      if (words[k].stem == "first" || words[k].stem == "last") span = unit;
  }
  return span;
}

std::vector<Word> without_span(std::vector<Word> words) {
  for (std::size_t i = 0; i < words.size(); ++i)
    if (const std::size_t end = span_at(words, i); end != 0)
      words.erase(words.begin() + static_cast<std::ptrdiff_t>(i),
                  words.begin() + static_cast<std::ptrdiff_t>(end));
  return words;
}

// Nouns of people (`member`, `rider`, `grandkid`): a list so named is of
// people, and `Which child ...?` of children in a row asks who, not where.
bool person_noun(const std::string& stem) {
  static const std::set<std::string> kPeople = {
      "member",    "rider",         "friend",     "person",     "people",        "child",
      "pupil",     "student",       "girl",       "boy",        "man",           "woman",
      "owner",     "player",        "guest",      "neighbour",  "neighbor",      "resident",
      "adopter",   "competitor",    "contestant", "entrant",    "finalist",      "runner",
      "customer",  "buyer",         "bidder",     "kid",        "sibling",       "cousin",
      "teacher",   "worker",        "colleague",  "name",       "names",         "regular",
      "youngster", "candidate",     "exhibitor",  "shopper",    "traveller",     "traveler",
      "driver",    "climber",       "walker",     "swimmer",    "diner",         "author",
      "artist",    "host",          "hostess",    "volunteer",  "organiser",     "organizer",
      "leader",    "captain",       "coach",      "cook",       "chef",          "baker",
      "angler",    "golfer",        "skater",     "singer",     "performer",     "dancer",
      "collector", "breeder",       "knitter",    "rower",      "archer",        "cyclist",
      "gardener",  "winner",        "speaker",    "patient",    "client",        "passenger",
      "pianist",   "musician",      "actor",      "writer",     "reader",        "visitor",
      "tenant",    "camper",        "hiker",      "flyer",      "sailor",        "surfer",
      "donor",     "learner",       "trainee",    "scout",      "photographer",  "setter",
      "solver",    "friend",        "men",        "lady",       "gentleman",     "lad",
      "lass",      "chap",          "athlete",    "villager",   "pensioner",     "teenager",
      "adult",     "participant",   "grandkid",   "grandchild", "grandchildren", "children",
      "grandson",  "granddaughter", "son",        "daughter",   "brother",       "sister",
      "nephew",    "niece",         "twin",       "classmate",  "teammate",      "flatmate",
      "housemate", "roommate",      "pilot",      "crew",       "skipper",       "jockey"};
  return kPeople.count(stem) != 0;
}

}  // namespace deduce::puzzles::zebra::english
