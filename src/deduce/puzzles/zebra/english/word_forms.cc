// Word forms read before the templates (word_forms.h).
#include "deduce/puzzles/zebra/english/word_forms.h"

#include <fmt/format.h>

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
  return words;
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
  for (std::size_t i = 1; i < words.size(); ++i) {
    const std::string& st = words[i].stem;
    if (!st.starts_with("out") || kKnown.count(st) != 0 ||
        !std::islower(static_cast<unsigned char>(words[i].text.front())))
      continue;
    if (!(kIrregular.count(st) != 0 || (st.size() >= 9 && st.ends_with("ed")))) continue;
    words[i].stem = i + 1 < words.size() && words[i + 1].stem == "by" ? "beaten" : "beat";
  }
  return words;
}

std::optional<std::string> bare_end_as_position(std::string_view text) {
  const std::vector<Word> w = cut_words(text);
  for (std::size_t i = 1; i < w.size(); ++i) {
    if (w[i].stem != "first" && w[i].stem != "last") continue;
    // After `is`, `was` or their negations (`isn't`, `is not`); `on` may
    // stand between (`wasn't on first`, of an act on a stage).
    const std::size_t b = i >= 2 && w[i - 1].stem == "on" ? i - 1 : i;
    const std::string& before = w[b - 1].stem;
    const bool copula =
        before == "is" || before == "was" ||
        (before == "not" && b >= 2 && (w[b - 2].stem == "is" || w[b - 2].stem == "was"));
    const std::string_view said = w[b - 1].text;
    const bool negated = before == "not" && (said.starts_with("isn") || said.starts_with("wasn") ||
                                             said.starts_with("Isn") || said.starts_with("Wasn"));
    if (!copula && !negated) continue;
    // `first or last`: either end.
    if (i + 2 < w.size() && w[i + 1].stem == "or" &&
        (w[i + 2].stem == "first" || w[i + 2].stem == "last") && w[i + 2].stem != w[i].stem) {
      const std::size_t end = w[i + 2].offset + w[i + 2].text.size();
      if (i + 3 == w.size() ||
          text.substr(end, w[i + 3].offset - end).find_first_of(",;") != std::string_view::npos)
        return std::string(text.substr(0, w[b].offset)) + "at either end" +
               std::string(text.substr(end));
    }
    // Alone: the clause ends there (`Dev is last.`, `Dev is not last, and`).
    const std::size_t end = w[i].offset + w[i].text.size();
    const bool alone = i + 1 == w.size()
                           ? text.find_first_not_of(" .!", end) == std::string_view::npos
                           : text.substr(end, w[i + 1].offset - end).find_first_of(",;") !=
                                     std::string_view::npos ||
                                 w[i + 1].stem == "and" || w[i + 1].stem == "but";
    if (!alone) continue;
    return std::string(text.substr(0, w[b].offset)) + "in the " + std::string(w[i].text) +
           " position" + std::string(text.substr(end));
  }
  return std::nullopt;
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
    else if (st == "some" && i + 2 < words.size() &&
             (words[i + 1].stem == "time" || words[i + 1].stem == "point") && order(i + 2))
      len = 2;
    else if (st == "at" && i + 3 < words.size() && words[i + 1].stem == "some" &&
             (words[i + 2].stem == "time" || words[i + 2].stem == "point") && order(i + 3))
      len = 3;
    // `exactly 85 seconds ahead`: every amount is read exactly.
    else if ((st == "exactly" || st == "precisely") && i + 1 < words.size() &&
             (amount_of(words[i + 1].stem) != 0 || words[i + 1].stem == "one" ||
              words[i + 1].stem == "a" || words[i + 1].stem == "twice" ||
              words[i + 1].stem == "double" || words[i + 1].stem == "half"))
      len = 1;
    // `earns £4 a week less than Amy`, `35 miles a week`, `paid €4 a kilo
    // less than Gina`: a rate's `a week`, `a kilo` says how the amount is
    // counted, no amount of its own.
    else if ((st == "a" || st == "per" || st == "each" || st == "every") && i > 0 &&
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

std::optional<std::string> nor_as_and_not(std::string_view text) {
  if (text.find("nor ") == std::string_view::npos) return std::nullopt;
  const std::vector<Word> w = cut_words(text);
  for (std::size_t i = 1; i + 2 < w.size(); ++i) {
    if (w[i].stem != "nor" || w[i - 1].stem == "neither") continue;
    const std::string& aux = w[i + 1].stem;
    const std::string& who = w[i + 2].stem;
    // (`does` and `was` are cut to `doe` and `wa`.)
    const bool auxiliary = aux == "does" || aux == "doe" || aux == "did" || aux == "do" ||
                           aux == "is" || aux == "was" || aux == "wa" || aux == "are" ||
                           aux == "were" || aux == "has" || aux == "ha" || aux == "had" ||
                           aux == "will" || aux == "can";
    const bool pronoun = who == "he" || who == "she" || who == "they" || who == "it";
    if (!auxiliary || !pronoun) continue;
    // `, and nor does he`: the `and` is said once.
    const std::size_t from = w[i - 1].stem == "and" ? i - 1 : i;
    return replace_words(
        text, w, from, i + 3,
        "and " + std::string(w[i + 2].text) + " " + std::string(w[i + 1].text) + " not");
  }
  return std::nullopt;
}

std::optional<std::string> others_as_anyone(std::string_view text) {
  if (text.find("than ") == std::string_view::npos) return std::nullopt;
  static constexpr std::string_view kSaid[] = {"than any of the others", "than all of the others",
                                               "than all the others",    "than any of the other",
                                               "than all the rest",      "than the rest",
                                               "than the others",        "than any other"};
  const std::vector<Word> w = cut_words(text);
  for (std::string_view said : kSaid) {
    const std::size_t i = find_words(w, said);
    if (i == w.size()) continue;
    std::size_t end = i + cut_words(said).size();
    // `than any other shopper`, `than any of the other bakers`: the noun
    // goes with it, where one follows to the sentence's end.
    if (said.ends_with("other") && end + 1 == w.size()) ++end;
    if (end != w.size()) continue;
    return replace_words(text, w, i, end, "than anyone else");
  }
  return std::nullopt;
}

// Whether `a` (a question's verb, `buy`) and `b` (a list's line word,
// `bought`) are one verb.
namespace {

const std::map<std::string, std::string>& past_forms() {
  static const std::map<std::string, std::string> kPast = {
      {"buy", "bought"},  {"see", "saw"},      {"eat", "ate"},       {"drink", "drank"},
      {"take", "took"},   {"get", "got"},      {"win", "won"},       {"make", "made"},
      {"wear", "wore"},   {"choose", "chose"}, {"pay", "paid"},      {"ride", "rode"},
      {"drive", "drove"}, {"grow", "grew"},    {"bring", "brought"}, {"sell", "sold"},
      {"write", "wrote"}, {"give", "gave"},    {"have", "had"},      {"do", "did"},
      {"find", "found"},  {"keep", "kept"},    {"sing", "sang"},     {"swim", "swam"},
      {"run", "ran"},     {"catch", "caught"}, {"throw", "threw"},   {"build", "built"},
      {"spend", "spent"}, {"leave", "left"},   {"lose", "lost"},     {"send", "sent"}};
  return kPast;
}

}  // namespace

std::optional<std::pair<std::string, std::string>> both_said(std::string_view text) {
  const std::size_t both = text.find(" both the ");
  if (both == std::string_view::npos) return std::nullopt;
  const std::size_t first = both + 6;  // `the ...`
  const std::size_t and_at = text.find(" and the ", first);
  if (and_at == std::string_view::npos) return std::nullopt;
  const std::size_t second = and_at + 5;
  // Each part one or two words (`the quickest`, `the most expensive`);
  // what follows the second is said of both (`job of the morning`).
  const std::vector<Word> a = cut_words(text.substr(first, and_at - first));
  if (a.size() < 2 || a.size() > 3) return std::nullopt;
  const std::vector<Word> rest = cut_words(text.substr(second));
  if (rest.size() < 2) return std::nullopt;
  const std::size_t b_end = second + rest[1].offset + rest[1].text.size();
  const std::string head(text.substr(0, both + 1)), tail(text.substr(b_end));
  return std::pair{head + std::string(text.substr(first, and_at - first)) + tail,
                   head + std::string(text.substr(second, b_end - second)) + tail};
}

std::optional<std::string> without_as_remark(std::string_view text) {
  const std::size_t at = text.find(", as ");
  if (at == std::string_view::npos) return std::nullopt;
  const std::size_t end = std::min(text.find(',', at + 5), text.size());
  const std::vector<Word> w = cut_words(text.substr(at + 5, end - at - 5));
  if (w.size() < 2) return std::nullopt;
  const std::string& who = w[0].stem;
  if (who != "they" && who != "it" && who != "he" && who != "she" && who != "we" && who != "you" &&
      who != "usual" && who != "always" && who != "ever")
    return std::nullopt;
  // (A remark says no number and no comparison: `as they did in 2019`,
  // `as it was cheaper than` are clues' words.)
  for (const Word& x : w)
    if (std::isdigit(static_cast<unsigned char>(x.text.front())) || x.stem == "than" ||
        x.stem == "not")
      return std::nullopt;
  return std::string(text.substr(0, at)) + std::string(text.substr(end));
}

std::optional<std::string> nothing_after_as_end(std::string_view text) {
  const std::vector<Word> w = cut_words(text);
  if (w.size() < 4) return std::nullopt;
  std::size_t from = 0;
  if (w[0].stem == "nothing" || w[0].stem == "nobody" || w[0].stem == "noone")
    from = 1;
  else if (w[0].stem == "no" && w[1].stem == "one")
    from = 2;
  if (from == 0) return std::nullopt;
  if (from + 1 < w.size() && w[from].stem == "at" && w[from + 1].stem == "all") from += 2;
  if (from < w.size() && w[from].stem == "else") ++from;
  for (std::size_t i = from + 1; i + 1 < w.size(); ++i) {
    if (w[i].stem != "after" && w[i].stem != "before") continue;
    const std::string verb(
        text.substr(w[from].offset, w[i - 1].offset + w[i - 1].text.size() - w[from].offset));
    const std::string who(text.substr(w[i + 1].offset));
    return who + " " + verb + (w[i].stem == "after" ? " last" : " first");
  }
  return std::nullopt;
}

std::optional<std::string> compound_amounts(std::string_view text) {
  const std::vector<Word> w = cut_words(text);
  for (std::size_t i = 0; i + 3 < w.size(); ++i) {
    const int big = amount_word(w[i].stem);
    if (big == 0) continue;
    // (`2 hr 30 min` too.)
    const std::string& big_unit = w[i + 1].stem;
    const bool hours = big_unit == "hour" || big_unit == "hr";
    const bool minutes = big_unit == "minute" || big_unit == "min";
    if (!hours && !minutes) continue;
    std::size_t j = i + 2;
    if (w[j].stem == "and") ++j;
    if (j + 1 >= w.size()) continue;
    const int small = amount_word(w[j].stem);
    const std::string_view unit = hours ? "minute" : "second";
    const std::string& said = w[j + 1].stem;
    if (small == 0 || (said != unit && said != (hours ? "min" : "sec"))) continue;
    // An amount compares (`... longer`, `... earlier than`); `took 1 hr
    // 10 min` names a value as its list writes it.
    static constexpr std::string_view kCompares[] = {
        "longer", "shorter", "earlier", "later",  "more",  "less",   "faster",
        "slower", "quicker", "ahead",   "behind", "after", "before", "sooner"};
    if (j + 2 >= w.size() ||
        std::find(std::begin(kCompares), std::end(kCompares), w[j + 2].stem) == std::end(kCompares))
      continue;
    const std::size_t from = w[i].offset, to = w[j + 1].offset + w[j + 1].text.size();
    return std::string(text.substr(0, from)) + fmt::format("{} {}s", 60 * big + small, unit) +
           std::string(text.substr(to));
  }
  return std::nullopt;
}

std::optional<std::string> served_as_earlier(std::string_view text) {
  // (`has been with the club longest of the four`: the earliest.)
  const bool most = text.find("longer than") == std::string_view::npos &&
                    text.find(" longest") != std::string_view::npos;
  const std::size_t longer = most ? text.find(" longest") + 1 : text.find("longer than");
  if (longer == std::string_view::npos) return std::nullopt;
  const std::vector<Word> w = cut_words(text.substr(0, longer));
  // `been` before it, with what one has been (`a member`, `in the
  // club`) and perhaps an amount (`two years`), and no other verb.
  std::size_t been = w.size();
  for (std::size_t i = 0; i < w.size(); ++i)
    if (w[i].stem == "been") been = i;
  if (been == w.size() || been == 0 ||
      (w[been - 1].stem != "has" && w[been - 1].stem != "have" && w[been - 1].stem != "had"))
    return std::nullopt;
  // (`has been ringing longer`: a verb says what is served; read so too.)
  if (most)
    return std::string(text.substr(0, longer)) + "earliest" + std::string(text.substr(longer + 7));
  return std::string(text.substr(0, longer)) + "earlier than" +
         std::string(text.substr(longer + 11));
}

std::optional<std::string> without_opener(std::string_view text) {
  std::size_t from = 0;
  // `(b) which player scored 120 points`: a part's letter or number.
  if (text.size() > 4 && text[0] == '(') {
    const std::size_t close = text.find(')');
    const std::string_view mark = text.substr(1, close == std::string_view::npos ? 0 : close - 1);
    if (close != std::string_view::npos && close <= 5 && close + 1 < text.size() &&
        text[close + 1] == ' ' && !mark.empty() &&
        std::all_of(mark.begin(), mark.end(),
                    [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; }))
      from = close + 2;
  }
  // `Note to self - what did Walter bring?`: a label of a few words and a
  // dash before a question's word.
  if (const std::size_t dash = text.find(" - "); dash != std::string_view::npos && dash < 24) {
    const std::vector<Word> label = cut_words(text.substr(0, dash));
    const std::vector<Word> next = cut_words(text.substr(dash + 3, 12));
    static const std::set<std::string> kAsking = {"who",   "what", "which", "where",
                                                  "whose", "when", "how"};
    if (!label.empty() && label.size() <= 4 && !next.empty() && kAsking.count(next[0].stem) &&
        next[0].offset == 0)
      from = dash + 3;
  }
  for (bool more = true; more;) {
    const std::vector<Word> w =
        cut_words(text.substr(from, std::min<std::size_t>(24, text.size() - from)));
    if (w.size() < 2 || w[0].offset != 0 || w[0].text.find('\'') != std::string_view::npos) break;
    const std::string& st = w[0].stem;
    // (`So did the Owls`: the same deed said of another, no opener.)
    if (st == "so" && (w[1].stem == "did" || w[1].stem == "does" || w[1].stem == "doe" ||
                       w[1].stem == "do" || w[1].stem == "was" || w[1].stem == "were" ||
                       w[1].stem == "had" || w[1].stem == "has" || w[1].stem == "is"))
      break;
    std::size_t end = from + w[0].text.size();
    bool comma = end < text.size() && text[end] == ',';
    // `In particular, who won?`: two words before the comma.
    // (`So, my dear, what did Rosie bring?`: whom the letter is to.)
    const bool two = (st == "in" && w[1].stem == "particular") ||
                     (st == "above" && w[1].stem == "all") || (st == "my" && w[1].stem == "dear");
    // `go on then, who learned crossovers?`: a nudge to the reader.
    const bool nudge = st == "go" && w[1].stem == "on";
    if (nudge) {
      const std::size_t last = w.size() > 2 && w[2].stem == "then" ? 2 : 1;
      end = from + w[last].offset + w[last].text.size();
      comma = end < text.size() && text[end] == ',';
      if (!comma) break;
    }
    if (two) {
      end = from + w[1].offset + w[1].text.size();
      comma = end < text.size() && text[end] == ',';
      if (!comma) break;
    }
    more = st == "and" || st == "also" || st == "plus" || st == "lastly" || st == "finally" ||
           st == "oh" || two || nudge ||
           ((st == "well" || st == "now" || st == "ok" || st == "okay") && comma) ||
           // (`so what's Kev ordering?`: `so` opens, with or without a comma.)
           st == "so";
    if (!more) break;
    from = text.find_first_not_of(" ,", end);
    if (from == std::string_view::npos) return std::nullopt;
  }
  if (from == 0) return std::nullopt;
  return std::string(text.substr(from));
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

bool past_participle(std::string_view word) {
  static const std::set<std::string_view> kIrregular = {
      "seen",  "given", "grown", "known",   "shown",  "sold",   "made",   "built",
      "sent",  "born",  "worn",  "written", "driven", "ridden", "chosen", "taken",
      "found", "kept",  "sung",  "brought", "bought", "thrown", "drawn",  "sewn",
      "spun",  "won",   "run",   "caught",  "spent",  "eaten",  "drunk",  "begun",
      "held",  "led",   "paid",  "laid",    "read",   "hung",   "dug"};
  if (kIrregular.count(word)) return true;
  return word.size() > 4 && word.ends_with("ed");
}

std::string word_root(std::string_view word) {
  std::string w(word);
  for (const auto& [present, past] : past_forms())
    if (w == past) return word_root(present);
  const auto cut = [&](std::string_view end) {
    if (w.size() < end.size() + 3 || !w.ends_with(end)) return false;
    w.resize(w.size() - end.size());
    return true;
  };
  if (cut("ings") || cut("ing") || cut("ers") || cut("er") || cut("ed") || cut("es") || cut("s")) {
    // `winning`, `planned`: the doubled consonant is one.
    if (w.size() >= 4 && w.back() == w[w.size() - 2] &&
        std::string_view("aeiousl").find(w.back()) == std::string_view::npos)
      w.pop_back();
  }
  if (w.size() >= 4 && w.back() == 'e') w.pop_back();
  return w;
}

bool same_root(const std::string& a, const std::string& b) {
  if (a == b) return true;
  const std::string ra = word_root(a), rb = word_root(b);
  return ra.size() >= 3 && ra == rb;
}

std::optional<std::string> not_as_as_than(std::string_view text) {
  static constexpr std::pair<std::string_view, std::string_view> kOther[] = {
      {"high", "lower"},   {"tall", "shorter"},      {"old", "younger"},  {"heavy", "lighter"},
      {"long", "shorter"}, {"far", "nearer"},        {"fast", "slower"},  {"quick", "slower"},
      {"big", "smaller"},  {"large", "smaller"},     {"much", "less"},    {"many", "fewer"},
      {"late", "earlier"}, {"expensive", "cheaper"}, {"dear", "cheaper"}, {"early", "later"},
      {"young", "older"},  {"short", "longer"},      {"cheap", "dearer"}, {"light", "heavier"},
      {"small", "bigger"}, {"low", "higher"},        {"near", "further"}, {"close", "further"},
      {"few", "more"},     {"little", "more"},       {"slow", "faster"},  {"often", "fewer times"}};
  const std::vector<Word> w = cut_words(text);
  for (std::size_t i = 0; i + 3 < w.size(); ++i) {
    if (w[i].stem != "not") continue;
    // `didn't skip as many times as`: the verb goes, its measure stays.
    std::size_t at = w[i + 1].stem == "as" || w[i + 1].stem == "so" ? i + 1 : i + 2;
    // `not quite as high as`, `didn't skip nearly as often as`: still less.
    if (at < w.size() && (w[at].stem == "quite" || w[at].stem == "nearly")) ++at;
    if (at + 2 >= w.size() || (w[at].stem != "as" && w[at].stem != "so")) continue;
    // `as many times as`, `as much money as`: one noun may stand between.
    std::size_t second = at + 2;
    if (second < w.size() && w[second].stem != "as" &&
        (w[at + 1].stem == "many" || w[at + 1].stem == "much"))
      ++second;
    if (second >= w.size() || w[second].stem != "as") continue;
    for (const auto& [adjective, other] : kOther)
      if (w[at + 1].stem == adjective) {
        std::string out(text.substr(0, w[i].offset));
        out.append(other);
        if (second == at + 3) out.append(1, ' ').append(w[at + 2].text);
        out.append(" than").append(text.substr(w[second].offset + w[second].text.size()));
        return out;
      }
  }
  return std::nullopt;
}

std::optional<std::string> without_rate(std::string_view text) {
  static const std::set<std::string> kPeriods = {"week",    "day",      "month",   "year",
                                                 "night",   "evening",  "morning", "session",
                                                 "weekend", "fortnight"};
  const std::vector<Word> w = cut_words(text);
  for (std::size_t i = 1; i + 1 < w.size(); ++i) {
    const std::string& st = w[i].stem;
    const bool rate = st == "each" || st == "every" || st == "per";
    // `a week` only at the end or after a measure (`4 hours a week less
    // than`): `a week before` is an amount.
    const bool at_end = st == "a" && (i + 2 == w.size() || measure_unit(w[i - 1].stem));
    if ((!rate && !at_end) || !kPeriods.count(w[i + 1].stem)) continue;
    std::size_t from = w[i].offset;
    while (from > 0 && text[from - 1] == ' ') --from;
    std::string out(text.substr(0, from));
    out.append(text.substr(w[i + 1].offset + w[i + 1].text.size()));
    return out;
  }
  return std::nullopt;
}

std::optional<std::string> asked_in_order(std::string_view text) {
  const std::vector<Word> w = cut_words(text);
  if (w.size() < 3 || (w[0].stem != "what" && w[0].stem != "where" && w[0].stem != "who" &&
                       w[0].stem != "which" && w[0].stem != "how"))
    return std::nullopt;
  // The question word (`how much`, `which city`) and then a subject of
  // one to three capitalised words (`Bev`, `Mr Ashby`).
  std::size_t k = 1;
  if (w[0].stem == "how" || w[0].stem == "which") ++k;
  std::size_t subject = k;
  while (k < w.size() && k < subject + 3 && std::isupper(static_cast<unsigned char>(w[k].text[0])))
    ++k;
  if (k == subject || k >= w.size()) return std::nullopt;
  const std::string& verb = w[k].stem;
  const std::string head(text.substr(0, w[subject].offset));
  const std::string who(
      text.substr(w[subject].offset, w[k - 1].offset + w[k - 1].text.size() - w[subject].offset));
  const std::string rest(text.substr(w[k].offset + w[k].text.size()));
  // `what Bev is doing`: `what is Bev doing`.
  if (verb == "is" || verb == "was" || verb == "are" || verb == "were")
    return head + std::string(w[k].text) + " " + who + rest;
  // `what Kelly does`, `which city Nadeem lives in`: `what does Kelly
  // do`, `which city does Nadeem live in`.
  const std::string_view said = w[k].text;
  if (said == "does" || said == "do") return head + std::string(said) + " " + who + " do" + rest;
  if (said == "did") return head + "did " + who + " do" + rest;
  return std::nullopt;
}

bool as_as_comparison(const std::vector<Word>& w) {
  static const std::set<std::string> kHedges = {"quite", "nearly", "just", "so", "every", "bit"};
  // `twice as many as`, `half as much as`: the table reads these.
  static const std::set<std::string> kTimes = {"twice", "half", "time", "thrice", "double"};
  for (std::size_t i = 0; i + 2 < w.size(); ++i) {
    if (w[i].stem != "as" || (i > 0 && kTimes.count(w[i - 1].stem))) continue;
    std::size_t k = i + 1;
    while (k < w.size() && kHedges.count(w[k].stem)) ++k;
    // `as many times as`, `as often as`, `as far as`: a measure, then at
    // most one noun, then `as`.
    for (std::size_t j = k + 1; j < w.size() && j <= k + 2; ++j)
      if (w[j].stem == "as" && w[k].stem != "well" && w[k].stem != "soon" && w[k].stem != "long" &&
          w[k].stem != "a")
        return true;
  }
  return false;
}

bool same_verb(const std::string& a, const std::string& b) {
  const std::map<std::string, std::string>& kPast = past_forms();
  static const std::set<std::string> kNoVerbs = {"the",  "a",    "an",        "at",  "on",   "in",
                                                 "for",  "to",   "of",        "by",  "with", "from",
                                                 "home", "each", "different", "and", "their"};
  if (a.size() < 2 || b.size() < 2 || kNoVerbs.count(a) || kNoVerbs.count(b)) return false;
  if (a == b) return true;
  const auto it = kPast.find(a);
  if (it != kPast.end() && it->second == b) return true;
  // Regular forms: `collect` and `collected`, `adopt` and `adopts`,
  // `eat` and `eating`.
  for (const std::string& end :
       {std::string("ed"), std::string("d"), std::string("s"), std::string("ing")})
    if (b == a + end) return true;
  return false;
}

// Whether a statement says only that things are one (`A is B`, `all of:
// A is B; A is C`).
bool says_one(const std::string& st) {
  std::string_view rest = st;
  if (rest.starts_with("all of: ")) rest.remove_prefix(8);
  while (!rest.empty()) {
    const std::size_t semi = rest.find("; ");
    const std::string_view part = rest.substr(0, semi);
    const std::size_t is = part.find(" is ");
    if (is == std::string_view::npos || part.substr(0, is).find(' ') != std::string_view::npos ||
        part.substr(is + 4).find(' ') != std::string_view::npos)
      return false;
    rest = semi == std::string_view::npos ? std::string_view() : rest.substr(semi + 2);
  }
  return true;
}

// Whether a noun is said both before and after words[i] (`The train at
// platform 1 precedes the Derby train`): the sentence speaks of two
// things of one kind, so an unknown verb between them relates them, and
// never says they are one.
bool same_noun_around(const std::vector<Word>& words, const SentenceValues& values, std::size_t i) {
  // (Not the words that join or relate: `Burt and Doug went to Reno and
  // Tulsa, respectively` has `and` on both sides of `went`.)
  static const std::set<std::string> kJoints = {"and",  "but",  "nor",  "not",  "than", "then",
                                                "also", "with", "from", "for",  "into", "onto",
                                                "that", "this", "who",  "whom", "whose"};
  const auto noun = [&](std::size_t j) {
    const std::string& st = words[j].stem;
    return !values.covered(j) && st.size() >= 3 && kJoints.count(st) == 0 &&
           std::all_of(st.begin(), st.end(), [](char c) { return std::isalpha(c) != 0; }) &&
           std::islower(static_cast<unsigned char>(words[j].text.front())) && !frame_word(st) &&
           !verb_word(st);
  };
  for (std::size_t a = 0; a < i; ++a)
    for (std::size_t b = i + 1; b < words.size(); ++b)
      if (noun(a) && noun(b) && words[a].stem == words[b].stem && words[a].stem != "one")
        return true;
  return false;
}

}  // namespace deduce::puzzles::zebra::english
