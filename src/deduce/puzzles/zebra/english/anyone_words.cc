// `Anyone` said of a value's holder (word_forms.h): `than any of the
// others` is `than anyone else`, which the table reads as a superlative,
// and `the highest rent of any` is `of all`,
// and `wasn't hit by anyone from the Anchor` is `by the one from the
// Anchor`: a value has one holder, so to deny it of anyone is to deny it of
// that one.
#include <cctype>
#include <set>

#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/word_forms.h"

namespace deduce::puzzles::zebra::english {

namespace {

// Nouns that name a contest itself: `won the league`, `our league
// champion`.
const std::set<std::string>& contest_nouns() {
  static const std::set<std::string> kContests = {
      "competition", "contest",      "race", "league", "event",  "match", "tournament", "heat",
      "final",       "championship", "cup",  "title",  "trophy", "show",  "section",    "division"};
  return kContests;
}

// Nouns that name a gathering, a contest or its time, never a list's own
// word: `in the section`, `on the day`.
bool field_noun(const std::string& stem) {
  static const std::set<std::string> kGatherings = {
      "class",     "group",   "field", "club", "category", "day",     "night", "evening",
      "afternoon", "morning", "week",  "year", "season",   "village", "round"};
  return contest_nouns().count(stem) != 0 || kGatherings.count(stem) != 0;
}

}  // namespace

std::optional<std::string> won_field_as_won(std::string_view text) {
  const std::vector<Word> w = cut_words(text);
  const std::set<std::string>& kContests = contest_nouns();
  // `The match was won by the angler on peg 19`: the angler won.
  if (w.size() > 5 && w[0].stem == "the" && kContests.count(w[1].stem) && (w[2].stem == "was") &&
      w[3].stem == "won" && w[4].stem == "by") {
    std::string rest(text.substr(w[5].offset));
    while (!rest.empty() && (rest.back() == '.' || rest.back() == ' ')) rest.pop_back();
    rest[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(rest[0])));
    // (`... by Bert's team, which answered the fewest`: the clause its
    // `which` opens closes before `won`.)
    const bool clause =
        rest.find(", which") != std::string::npos || rest.find(", who") != std::string::npos;
    return rest + (clause ? ", won" : " won");
  }
  for (std::size_t i = 0; i + 2 < w.size(); ++i) {
    // `didn't win the league`, `won the whole competition`: the winning.
    if ((w[i].stem == "win" || w[i].stem == "won" || w[i].stem == "wins" ||
         w[i].stem == "winning") &&
        (w[i + 1].stem == "the" || w[i + 1].stem == "this" || w[i + 1].stem == "that")) {
      std::size_t k = i + 2;
      if (k + 1 < w.size() && (w[k].stem == "whole" || w[k].stem == "overall")) ++k;
      // (Only where the clause ends there: never `won the race for
      // the Ospreys`.)
      if (kContests.count(w[k].stem) &&
          (k + 1 == w.size() || w[k + 1].stem == "and" || w[k + 1].stem == "but" ||
           text.substr(w[k].offset + w[k].text.size(), 1) == ","))
        return replace_words(text, w, i + 1, k + 1, "");
    }
    // `our league champion`, `the show's winner`: the winner.
    if ((w[i].stem == "our" || w[i].stem == "the") && kContests.count(w[i + 1].stem) &&
        (w[i + 2].stem == "champion" || w[i + 2].stem == "winner"))
      return replace_words(text, w, i + 1, i + 2, "");
  }
  return std::nullopt;
}

std::optional<std::string> others_as_anyone(std::string_view text) {
  if (text.find("than ") == std::string_view::npos) return std::nullopt;
  static constexpr std::string_view kSaid[] = {
      "than any of the others", "than all of the others", "than all the others",
      "than any of the other",  "than all the rest",      "than the rest",
      "than the others",        "than any other",         "than anyone else",
      "than everyone else",     "than anybody else",      "than everybody else"};
  // `than anyone else in the section`, `on the day`: the field the others
  // are of, which is the whole field (nouns that name a gathering, never a
  // list's own word).
  const std::vector<Word> w = cut_words(text);
  for (std::string_view said : kSaid) {
    const std::size_t i = find_words(w, said);
    if (i == w.size()) continue;
    std::size_t end = i + cut_words(said).size();
    // `than any other shopper`, `than any of the other bakers`: the noun
    // goes with it, where one follows to the sentence's end.
    if (said.ends_with("other") && end + 1 == w.size()) ++end;
    const bool field = end + 3 == w.size() &&
                       (w[end].stem == "in" || w[end].stem == "on" || w[end].stem == "at") &&
                       (w[end + 1].stem == "the" || w[end + 1].stem == "that") &&
                       field_noun(w[end + 2].stem);
    if (said.ends_with("else") && !field) continue;
    if (end != w.size() && !field) continue;
    return replace_words(text, w, i, w.size(), "than anyone else");
  }
  return std::nullopt;
}

std::optional<std::string> of_any_as_of_all(std::string_view text) {
  const std::vector<Word> w = cut_words(text);
  const std::size_t n = w.size();
  if (n < 4 || w[n - 2].stem != "of" || w[n - 1].stem != "any") return std::nullopt;
  for (std::size_t i = 0; i + 2 < n; ++i)
    if (superlative_word(w[i].stem) || w[i].stem == "most" || w[i].stem == "least")
      return replace_words(text, w, n - 1, n, "all");
  return std::nullopt;
}

std::optional<std::string> denied_anyone_as_one(std::string_view text) {
  const std::vector<Word> w = cut_words(text);
  static const std::set<std::string> kHeld = {"from", "with", "in", "at", "who", "whose", "on"};
  bool denied = false;
  for (std::size_t i = 0; i + 1 < w.size(); ++i) {
    const std::string& st = w[i].stem;
    // (`n't` is cut off its verb as `not`: words.h.)
    denied = denied || st == "not" || st == "never" || st == "nor" || st == "neither";
    if (denied && (st == "anyone" || st == "anybody") && kHeld.count(w[i + 1].stem))
      return replace_words(text, w, i, i + 1, "the one");
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
