// A contest's places and winners said in plainer words: rewrites that
// said_plainly() (plain_words.h) tries in the order plain_words.cc lists
// (plain_rewrites.h). `topped the league` and `opened the show` (first and
// last), `was placed` (finished), `arrived last of all`, `came in fifth`,
// `The winning team` (the winner), `swam the most lengths of anyone`, `the
// oldest one there`.
#include "deduce/puzzles/zebra/english/plain_rewrites.h"

#include <algorithm>
#include <cctype>
#include <set>

#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english::plain_rewrites {

// `Imogen's team topped the league`, `Gemma Roe opens the show`, `The
// choir closed the evening`: first and last, where the noun after
// `the` ends the sentence.
std::optional<std::string> table_ends(std::string_view text, const std::vector<Word>& /*words*/,
                                      bool /*magazine*/) {
  static const std::set<std::string> kTables = {"league",      "table",    "field", "scoreboard",
                                                "leaderboard", "standing", "poll",  "chart",
                                                "ranking",     "list",     "ladder"};
  static const std::set<std::string> kEvents = {"show",    "evening", "night",
                                                "concert", "bill",    "programme",
                                                "program", "event",   "proceedings"};
  struct EndSaid {
    std::string_view said, as;
    const std::set<std::string>* nouns;
  };
  // (`is top of the league`, `finished bottom of the ladder`; never `at
  // the top of the table`, a seat at a table.)
  static const std::set<std::string> kLadders = {"league",   "ladder",  "scoreboard", "leaderboard",
                                                 "standing", "ranking", "chart",      "poll"};
  static const EndSaid kEnds[] = {{" topped the ", " came first", &kTables},
                                  {" is top of the ", " came first", &kTables},
                                  {" was top of the ", " came first", &kTables},
                                  {" finished top of the ", " finished first", &kTables},
                                  {" came top of the ", " came first", &kTables},
                                  {" is bottom of the ", " came last", &kTables},
                                  {" was bottom of the ", " came last", &kTables},
                                  {" finished bottom of the ", " finished last", &kTables},
                                  {" came bottom of the ", " came last", &kTables},
                                  {" is at the top of the ", " came first", &kLadders},
                                  {" was at the top of the ", " came first", &kLadders},
                                  {" is at the bottom of the ", " came last", &kLadders},
                                  {" was at the bottom of the ", " came last", &kLadders},
                                  {" opens the ", " is first", &kEvents},
                                  {" opened the ", " was first", &kEvents},
                                  {" closes the ", " is last", &kEvents},
                                  {" closed the ", " was last", &kEvents}};
  for (const EndSaid& end : kEnds)
    if (const std::size_t at = text.find(end.said); at != std::string_view::npos) {
      const std::vector<Word> rest = cut_words(text.substr(at + end.said.size()));
      if (rest.size() == 1 && end.nouns->count(rest[0].stem))
        return std::string(text.substr(0, at)) + std::string(end.as);
    }
  return std::nullopt;
}

// `Pumpkin was placed below Toffee`, `was placed two places below`:
// a place in the contest, as `finished` says it (never `placed by`, the
// one who placed it; never where there are positions: `was placed on
// the top shelf`).
// (So is a rank: `Alun is ranked higher than Cerys`.)
std::optional<std::string> placed_as_finished(std::string_view text,
                                              const std::vector<Word>& /*words*/, bool magazine) {
  if (magazine)
    for (std::string_view placed : {" was placed ", " were placed ", " is ranked ", " was ranked ",
                                    " are ranked ", " were ranked ", " is placed ", " are placed "})
      if (const std::size_t at = text.find(placed); at != std::string_view::npos) {
        const std::vector<Word> next = cut_words(text.substr(at + placed.size()));
        if (!next.empty() && next[0].stem != "by" && next[0].stem != "on" && next[0].stem != "in" &&
            next[0].stem != "at" && next[0].stem != "with")
          return std::string(text.substr(0, at)) + " finished " +
                 std::string(text.substr(at + placed.size()));
      }
  return std::nullopt;
}

// `The red car arrived last of all`: `of all` stresses the end (never
// `First of all, ...` opening a sentence).
std::optional<std::string> end_of_all(std::string_view text, const std::vector<Word>& /*words*/,
                                      bool /*magazine*/) {
  for (std::string_view end : {" last of all", " first of all"})
    if (const std::size_t at = text.find(end); at != std::string_view::npos && at > 0)
      return std::string(text.substr(0, at + end.size() - 7)) +
             std::string(text.substr(at + end.size()));
  return std::nullopt;
}

// `The duck in the pirate hat came in fifth`: a place in a contest, as
// `came fifth` says it.
std::optional<std::string> came_in_place(std::string_view text, const std::vector<Word>& words,
                                         bool /*magazine*/) {
  const std::vector<Word>& w = words;
  for (std::size_t i = 0; i + 2 < w.size(); ++i)
    if ((w[i].stem == "came" || w[i].stem == "come" || w[i].stem == "comes") &&
        w[i + 1].stem == "in" && (ordinal_word(w[i + 2].stem) != 0 || w[i + 2].stem == "last"))
      return std::string(text.substr(0, w[i + 1].offset)) +
             std::string(text.substr(w[i + 2].offset));
  return std::nullopt;
}

// `The winning team sat at table 1`, `The team that won sat ...`: the
// sentence's subject is the winner (the superlative the reader knows),
// also with a bracket that says it again (`The winning team (the one
// with the top score) sat ...`); never a possessive (`The winning
// team's captain`).
std::optional<std::string> winning_subject(std::string_view text, const std::vector<Word>& words,
                                           bool /*magazine*/) {
  const std::vector<Word>& w = words;
  std::size_t after = 0;
  if (w.size() >= 5 && w[0].offset == 0 && w[0].stem == "the" && w[1].stem == "winning" &&
      std::islower(static_cast<unsigned char>(w[2].text.front())))
    after = 3;
  else if (w.size() >= 6 && w[0].offset == 0 && w[0].stem == "the" &&
           (w[2].stem == "that" || w[2].stem == "which" || w[2].stem == "who") &&
           w[3].stem == "won" && std::islower(static_cast<unsigned char>(w[1].text.front())))
    after = 4;
  if (after != 0) {
    std::string_view rest = text.substr(w[after - 1].offset + w[after - 1].text.size());
    if (rest.starts_with(" (the one ") || rest.starts_with(" (i.e. the one "))
      rest = rest.substr(std::min(rest.size(), rest.find(')') + 1));
    if (rest.starts_with(" ") && rest.size() > 1 &&
        std::islower(static_cast<unsigned char>(rest[1])))
      return std::string(text.substr(0, w[0].text.size())) + " winner" + std::string(rest);
  }
  return std::nullopt;
}

// `Who captained the winning team?`: the team that won.
std::optional<std::string> winning_asked(std::string_view text, const std::vector<Word>& words,
                                         bool /*magazine*/) {
  const std::vector<Word>& w = words;
  for (std::size_t i = 1; i + 1 < w.size(); ++i)
    if (w[i].stem == "winning" && w[i - 1].stem == "the" &&
        std::islower(static_cast<unsigned char>(w[i + 1].text.front())) &&
        (i + 2 == w.size() || w[i + 2].stem == "and" || w[i + 2].stem == "score" ||
         w[i + 2].stem == "scored"))
      return std::string(text.substr(0, w[i].offset)) + std::string(w[i + 1].text) + " that won" +
             std::string(text.substr(w[i + 1].offset + w[i + 1].text.size()));
  return std::nullopt;
}

// `swam the most lengths of anyone`: of them all.
std::optional<std::string> of_anyone(std::string_view text, const std::vector<Word>& /*words*/,
                                     bool /*magazine*/) {
  for (std::string_view all : {" of anyone", " of anybody", " of everyone", " of everybody"})
    if (const std::size_t at = text.find(all); at != std::string_view::npos) {
      const std::vector<Word> w = cut_words(text.substr(0, at));
      const std::size_t n = w.size();
      for (std::size_t k = n >= 4 ? n - 4 : 0; k < n; ++k)
        if (k > 0 && w[k - 1].stem == "the" &&
            (w[k].stem == "most" || w[k].stem == "least" || w[k].stem == "fewest" ||
             (w[k].stem.size() > 5 && w[k].stem.ends_with("est"))))
          return std::string(text.substr(0, at)) + std::string(text.substr(at + all.size()));
    }
  return std::nullopt;
}

// `the 2000 AD was the oldest one there`: of all that were there.
std::optional<std::string> one_there(std::string_view text, const std::vector<Word>& /*words*/,
                                     bool /*magazine*/) {
  for (std::string_view there : {" there", " there that day", " on the day", " on show"})
    if (text.ends_with(there)) {
      const std::vector<Word> w = cut_words(text.substr(0, text.size() - there.size()));
      const std::size_t n = w.size();
      for (std::size_t k = n >= 3 ? n - 3 : 0; k < n; ++k)
        if (k > 0 && w[k - 1].stem == "the" &&
            (w[k].stem == "most" || w[k].stem == "least" ||
             (w[k].stem.size() > 5 && w[k].stem.ends_with("est"))))
          return std::string(text.substr(0, text.size() - there.size()));
    }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english::plain_rewrites
