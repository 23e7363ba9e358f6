// The words of a sentence rewritten before the templates read them
// (word_forms.h): `the round after` as the next one, `a year older` as one
// year, `outpolled` as `beat`, `the final round` as the last, and the span
// an order in time is said over (`later in the year`). A hedge (`at some
// point before`) as a bare `before` is hedged_orders.cc's, whole sentences
// said in another form sentence_forms.cc's, the small judgements on words
// word_judgements.cc's.
#include "deduce/puzzles/zebra/english/word_forms.h"

#include <algorithm>
#include <cctype>
#include <set>
#include <string_view>

#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/sentence_reader.h"

namespace deduce::puzzles::zebra::english {

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
  static const std::set<std::string> kBeating = {"pipped",   "pips",     "bested",
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
