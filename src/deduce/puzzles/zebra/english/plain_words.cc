// Sentences said again in plainer words (plain_words.h).
#include "deduce/puzzles/zebra/english/plain_words.h"

#include <algorithm>
#include <cctype>
#include <set>
#include <vector>

#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/plain_phrasings.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

namespace {

// `s` with its apostrophes written as the typographer's (`I’m`).
std::string curly(std::string_view s) {
  std::string out;
  for (char c : s) out += c == '\'' ? std::string("\u2019") : std::string(1, c);
  return out;
}

}  // namespace

std::optional<std::string> said_plainly(std::string_view text, bool magazine) {
  // (The words are cut once, for every rewrite that looks at them.)
  const std::vector<Word> words = cut_words(text);
  // `Imogen's team topped the league`, `Gemma Roe opens the show`, `The
  // choir closed the evening`: first and last, where the noun after
  // `the` ends the sentence.
  {
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
    static const std::set<std::string> kLadders = {
        "league", "ladder", "scoreboard", "leaderboard", "standing", "ranking", "chart", "poll"};
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
  }
  // `Joan went first of the four of them, back in May, ...`: `back` only
  // says it was a while ago.
  if (const std::size_t at = text.find(", back in "); at != std::string_view::npos)
    return std::string(text.substr(0, at)) + ", in " + std::string(text.substr(at + 10));
  // `in the oven at the far right-hand end`: `far` only stresses an end.
  for (std::string_view far :
       {"the far right-hand end", "the far left-hand end", "the far right end", "the far left end"})
    if (const std::size_t at = text.find(far); at != std::string_view::npos)
      return std::string(text.substr(0, at)) + "the " + std::string(far.substr(8)) +
             std::string(text.substr(at + far.size()));
  // `Amir does not like dogs best`, `Bella likes cats best`: a favourite,
  // as `likes` alone says it where each has one (never `the best`, a
  // superlative).
  if (words.size() >= 4 && words.back().stem == "best" && words[words.size() - 2].stem != "the")
    for (std::size_t i = 1; i + 2 < words.size(); ++i)
      if (words[i].stem == "like" || words[i].stem == "liked" || words[i].stem == "love" ||
          words[i].stem == "loved")
        return std::string(text.substr(0, words.back().offset - 1));
  // `Mr Okafor was pleased that his dog finished ahead of the whippet`: how
  // one felt about a fact is the fact, said of them (`his` is theirs); so
  // is `, though he was less pleased that it couldn't beat Rolo`.
  {
    static const std::set<std::string> kFelt = {
        "pleased",  "glad",         "delighted", "happy",   "relieved", "proud",
        "thrilled", "disappointed", "annoyed",   "sorry",   "upset",    "surprised",
        "amazed",   "chuffed",      "gutted",    "furious", "sad",      "overjoyed"};
    static const std::set<std::string> kHow = {"very", "quite",  "rather", "less", "more",
                                               "so",   "really", "not",    "most", "least"};
    for (std::size_t i = 1; i + 2 < words.size(); ++i) {
      if (words[i].stem != "was" && words[i].stem != "is" && words[i].stem != "were") continue;
      std::size_t k = i + 1;
      while (k < words.size() && kHow.count(words[k].stem) && k < i + 3) ++k;
      if (k + 2 >= words.size() || !kFelt.count(std::string(words[k].text)) ||
          words[k + 1].stem != "that")
        continue;
      const std::string_view fact = text.substr(words[k + 2].offset);
      // After a joint (`, though he was ...`): the joint and the fact.
      if (i >= 2 &&
          (words[i - 1].stem == "he" || words[i - 1].stem == "she" ||
           words[i - 1].stem == "they") &&
          (words[i - 2].stem == "though" || words[i - 2].stem == "but" ||
           words[i - 2].stem == "and" || words[i - 2].stem == "although"))
        return std::string(text.substr(0, words[i - 1].offset)).append(fact);
      // Opening the sentence: the one who felt it owns what the fact's
      // `his` or `her` says.
      if (words[0].offset != 0) continue;
      const std::string who(text.substr(0, words[i - 1].offset + words[i - 1].text.size()));
      std::string said(fact);
      const std::vector<Word> fw = cut_words(said);
      for (const Word& w : fw)
        if (w.text == "his" || w.text == "her" || w.text == "their") {
          said.replace(w.offset, w.text.size(), who + "'s");
          break;
        }
      said[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(said[0])));
      return said;
    }
  }
  // `Well Grandad was first there`, `Oh, and Jean got there before Ray`:
  // a word that only opens the speaker's turn.
  for (std::string_view opener : {"Well, ", "Well ", "Oh, ", "Oh ", "OK, ", "OK ", "Okay, ",
                                  "Anyway, ", "Anyway ", "Oh and ", "Oh, and "})
    if (text.starts_with(opener) && text.size() > opener.size() + 2) {
      std::string rest(text.substr(opener.size()));
      rest[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(rest[0])));
      return rest;
    }
  // `has been singing with us four years longer than Hilary`, `has been
  // ringing for twenty-five years longer`: how long one has been is said
  // by `been` (the verb may be a list's own word, `will sing one carol`;
  // `been` itself may be gone by now).
  for (std::size_t i = 1; i + 2 < words.size(); ++i)
    if ((words[i - 1].stem == "been" || words[i - 1].text == "has" || words[i - 1].text == "have" ||
         words[i - 1].text == "had") &&
        words[i].stem.size() > 5 && words[i].stem.ends_with("ing") &&
        (words[i + 1].stem == "with" || words[i + 1].stem == "for") &&
        std::islower(static_cast<unsigned char>(words[i].text.front())))
      return std::string(text.substr(0, words[i].offset))
          .append(words[i - 1].stem == "been" ? "" : "been ")
          .append(text.substr(words[i + 1].offset));
  // `was next to the Marlins swimmer, in the lane with the lower number`:
  // the side the numbers say, in a row numbered from its left.
  if (!magazine)
    for (std::string_view next : {"next to ", "next door to "}) {
      const std::size_t at = text.find(next);
      if (at == std::string_view::npos) continue;
      std::size_t in = text.find(" in the ", at);
      if (in == std::string_view::npos) continue;
      const std::vector<Word> tail = cut_words(text.substr(in));
      if (tail.size() != 7 || tail[3].stem != "with" || tail[4].stem != "the" ||
          tail[6].stem != "number")
        continue;
      const std::string& size = tail[5].stem;
      const bool lower = size == "lower" || size == "smaller";
      if (!lower && size != "higher" && size != "bigger" && size != "larger") continue;
      if (in > 0 && text[in - 1] == ',') --in;
      return std::string(text.substr(0, at))
          .append(lower ? "immediately to the left of " : "immediately to the right of ")
          .append(text.substr(at + next.size(), in - at - next.size()));
    }
  // `Pumpkin was placed below Toffee`, `was placed two places below`:
  // a place in the contest, as `finished` says it (never `placed by`, the
  // one who placed it; never where there are positions: `was placed on
  // the top shelf`).
  // (So is a rank: `Alun is ranked higher than Cerys`.)
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
  // `Dougie out-skipped Archie`: a verb of `out` written with a hyphen is
  // the one word (`outskipped`).
  if (const std::size_t at = text.find("out-");
      at != std::string_view::npos && (at == 0 || text[at - 1] == ' ') && at + 4 < text.size() &&
      std::islower(static_cast<unsigned char>(text[at + 4])))
    return std::string(text.substr(0, at + 3)) + std::string(text.substr(at + 4));
  // `Sanjay left 15 minutes after the Dundee train`: departed, never the
  // side (an amount of time and a word of time follow).
  for (std::size_t i = 0; i + 3 < words.size(); ++i) {
    if (words[i].stem != "left") continue;
    std::size_t k = i + 1;
    if (words[k].stem == "a" || words[k].stem == "an") ++k;
    const bool amount =
        k < words.size() && (std::isdigit(static_cast<unsigned char>(words[k].text.front())) ||
                             number_word(words[k].stem) > 0 || k > i + 1);
    if (!amount || k + 2 >= words.size()) continue;
    const std::string& unit = words[k + 1].stem;
    const bool time = unit == "minute" || unit == "min" || unit == "hour" || unit == "hr" ||
                      unit == "second" || unit == "day" || unit == "week";
    const std::string& when = words[k + 2].stem;
    if (time && (when == "after" || when == "before" || when == "earlier" || when == "later"))
      return std::string(text.substr(0, words[i].offset)) + "departed" +
             std::string(text.substr(words[i].offset + words[i].text.size()));
  }
  // `The last of the five departures did not leave from platform 3`, `the
  // first appointment`: an event's end in time is the latest or the
  // earliest (`last` alone may be the row's end); said `one`, as the
  // noun is no list's word.
  for (std::size_t i = 0; i + 1 < words.size(); ++i)
    if (const std::size_t k = event_end(words, i); k != 0)
      return std::string(text.substr(0, words[i].offset)) +
             (words[i].stem == "first" ? "earliest one" : "latest one") +
             std::string(text.substr(words[k].offset + words[k].text.size()));
  // `a fortnight before`: two weeks.
  for (std::string_view fortnight : {"a fortnight ", "one fortnight "})
    if (const std::size_t at = text.find(fortnight); at != std::string_view::npos)
      return std::string(text.substr(0, at)) + "two weeks " +
             std::string(text.substr(at + fortnight.size()));
  // `The red car arrived last of all`: `of all` stresses the end (never
  // `First of all, ...` opening a sentence).
  for (std::string_view end : {" last of all", " first of all"})
    if (const std::size_t at = text.find(end); at != std::string_view::npos && at > 0)
      return std::string(text.substr(0, at + end.size() - 7)) +
             std::string(text.substr(at + end.size()));
  // `Chen arrived first, at 7:45`: the time says when; `first` says no
  // more.
  for (std::string_view first : {" first, at ", " first at "})
    if (const std::size_t at = text.find(first);
        at != std::string_view::npos && at + first.size() < text.size() &&
        std::isdigit(static_cast<unsigned char>(text[at + first.size()])))
      return std::string(text.substr(0, at)) + " at " + std::string(text.substr(at + first.size()));
  // `Ann is the one that lost 4 pounds more than Cal`: the one is Ann.
  for (std::string_view one : {" is the one that ", " is the one who ", " was the one that ",
                               " was the one who ", " is the one which ", " was the one which "})
    if (const std::size_t at = text.find(one); at != std::string_view::npos && at > 0)
      return std::string(text.substr(0, at)) + " " + std::string(text.substr(at + one.size()));
  // `Hal looks after tunnel 1`: the verb `look after` (to tend), never an
  // order in time.
  for (std::string_view after :
       {" looks after ", " look after ", " looked after ", " looking after "})
    if (const std::size_t at = text.find(after); at != std::string_view::npos)
      return std::string(text.substr(0, at)) + " tends " +
             std::string(text.substr(at + after.size()));
  // `Bronwen came all the way from Cardiff`: how far says nothing more.
  for (std::string_view way : {" all the way from ", " all the way to ", " all the way in "})
    if (const std::size_t at = text.find(way); at != std::string_view::npos)
      return std::string(text.substr(0, at)) + " " + std::string(text.substr(at + 13));
  // `The duck in the pirate hat came in fifth`: a place in a contest, as
  // `came fifth` says it.
  {
    const std::vector<Word>& w = words;
    for (std::size_t i = 0; i + 2 < w.size(); ++i)
      if ((w[i].stem == "came" || w[i].stem == "come" || w[i].stem == "comes") &&
          w[i + 1].stem == "in" && (ordinal_word(w[i + 2].stem) != 0 || w[i + 2].stem == "last"))
        return std::string(text.substr(0, w[i + 1].offset)) +
               std::string(text.substr(w[i + 2].offset));
  }
  // `The tallest castle had a tower on top`: where nothing stands in a
  // row, a place on the thing itself, which says no more than `had`.
  if (magazine)
    for (std::string_view on : {" on top", " on the top", " on its top"})
      if (text.ends_with(on)) return std::string(text.substr(0, text.size() - on.size()));
  // `Alfie isn't on Grade 1 any more`: what no longer holds does not hold.
  for (std::string_view more : {" any more", " anymore", " any longer", " these days", " nowadays"})
    if (text.ends_with(more)) return std::string(text.substr(0, text.size() - more.size()));
  // `Brenda lives just 3 miles away`, `won only 2 games`: an amount is
  // the amount, `just` or `only` before it says nothing more.
  {
    const std::vector<Word>& w = words;
    for (std::size_t i = 0; i + 1 < w.size(); ++i)
      if ((w[i].text == "just" || w[i].text == "only") &&
          (std::isdigit(static_cast<unsigned char>(w[i + 1].text.front())) ||
           (number_word(w[i + 1].stem) >= 2 && number_word(w[i + 1].stem) <= 100)))
        return std::string(text.substr(0, w[i].offset)) + std::string(text.substr(w[i + 1].offset));
  }
  // `The nurse was right at the back`, `right in the middle`, `bang in the
  // middle`: a word that only stresses the place after it, never the side
  // (`to the right of`, `on the right at the end`). (`right behind Ann`,
  // `right after`, `right in front of`, `right (in) between` are just there,
  // next: the tables read them.)
  {
    static const std::set<std::string> kStressed = {"right", "bang", "slap", "smack"};
    static const std::set<std::string> kPlaces = {"at",     "in",       "beside", "next",
                                                  "by",     "opposite", "across", "outside",
                                                  "inside", "on",       "near",   "alongside"};
    static const std::set<std::string> kSides = {"the", "to", "far", "and", "or", "left"};
    const std::vector<Word>& w = words;
    for (std::size_t i = 1; i + 2 < w.size(); ++i)
      if (kStressed.count(w[i].stem) && w[i].text == w[i].stem && kPlaces.count(w[i + 1].stem) &&
          !kSides.count(w[i - 1].stem) &&
          !(w[i + 1].stem == "in" && (w[i + 2].stem == "front" || w[i + 2].stem == "between")) &&
          !(w[i + 1].stem == "on" && w[i + 2].stem == "the" && i + 3 < w.size() &&
            (w[i + 3].stem == "end" || w[i + 3].stem == "side")))
        return std::string(text.substr(0, w[i].offset)) + std::string(text.substr(w[i + 1].offset));
  }
  // `The space rocket rode on the back of a pickup truck`, `sat in the
  // front of the taxi`: a part of the thing named after it, which the
  // thing says (`on a pickup truck`); never the end of a queue or a row
  // (`at the back of the queue`, `in the front of the line`).
  {
    static const std::set<std::string> kRows = {"queue",  "line",  "row",  "procession",
                                                "convoy", "class", "room", "hall"};
    const std::vector<Word>& w = words;
    for (std::size_t i = 0; i + 4 < w.size(); ++i)
      if ((w[i].stem == "on" || w[i].stem == "in") && w[i + 1].stem == "the" &&
          (w[i + 2].stem == "back" || w[i + 2].stem == "front") && w[i + 3].stem == "of" &&
          (w[i + 4].stem == "a" || w[i + 4].stem == "an" || w[i + 4].stem == "the") &&
          !(i + 5 < w.size() && kRows.count(w[i + 5].stem)))
        return std::string(text.substr(0, w[i + 1].offset)) +
               std::string(text.substr(w[i + 4].offset));
  }
  // `Oscar was somewhere ahead of Rhiannon`, `stood somewhere between the
  // pram and the nurse`: `somewhere` says the place is not known, which
  // the relation after it already leaves open.
  {
    // (Never `somewhere to the left of`, which the tables read as any
    // place that side, where `to the left of` is the next one.)
    static const std::set<std::string> kRelations = {
        "ahead", "behind",  "between", "before", "after",  "in",     "above", "below",
        "under", "further", "farther", "nearer", "closer", "higher", "lower"};
    const std::vector<Word>& w = words;
    for (std::size_t i = 1; i + 1 < w.size(); ++i)
      if (w[i].stem == "somewhere" && kRelations.count(w[i + 1].stem) &&
          !(w[i + 1].stem == "in" && i + 2 < w.size() && w[i + 2].stem != "front"))
        return std::string(text.substr(0, w[i].offset)) + std::string(text.substr(w[i + 1].offset));
  }
  // `Ivor sat at one end of the row, with a pint of stout`, `Aunt Maud
  // sat in the middle seat with her glass of sherry`: what a named subject
  // has with it, said last, is said beside the subject (`Ivor, with a pint
  // of stout, sat at one end of the row`), where the asides are read.
  // (Only `with` and an article or a possessive; never a place or another
  // one: `with Cy on her other side`, `with no one next to him`.)
  {
    const std::vector<Word>& w = words;
    // (A name: capitals that are no article or pronoun, `The child who
    // spent the most came home with a magnet` has no named subject.)
    static const std::set<std::string> kNoName = {
        "the",  "a",     "an", "this", "that", "his", "her", "their", "our",  "my",
        "each", "every", "no", "one",  "it",   "he",  "she", "they",  "there"};
    std::size_t name = 0;
    while (name < w.size() && std::isupper(static_cast<unsigned char>(w[name].text.front())) &&
           !kNoName.count(w[name].stem))
      ++name;
    static const std::set<std::string> kHas = {"a", "an", "his", "her", "their", "its"};
    static const std::set<std::string> kPlaces = {
        "other", "side", "next",   "left",    "right", "between", "behind", "front",   "than",
        "each",  "both", "either", "neither", "not",   "no",      "nobody", "someone", "anyone"};
    for (std::size_t i = name + 2; name >= 1 && name <= 3 && i + 2 < w.size(); ++i) {
      // (After a comma, or with the subject's own `his`, `her`: `the
      // person with a pet hamster` is that person.)
      const bool comma = text.substr(0, w[i].offset).find_last_not_of(' ') ==
                         text.substr(0, w[i].offset).rfind(',');
      const bool own = w[i + 1].stem == "his" || w[i + 1].stem == "her" || w[i + 1].stem == "their";
      // (`in her green vest`: what she wears, with her.)
      const bool worn = w[i].stem == "in" && own;
      if ((w[i].stem != "with" && !worn) || !kHas.count(w[i + 1].stem) || !(comma || own)) continue;
      if (std::any_of(w.begin() + static_cast<std::ptrdiff_t>(i), w.end(),
                      [&](const Word& x) { return kPlaces.count(x.stem) != 0; }))
        break;
      const std::size_t subject_end = w[name - 1].offset + w[name - 1].text.size();
      std::string_view main = text.substr(0, w[i].offset);
      while (!main.empty() && (main.back() == ' ' || main.back() == ',')) main.remove_suffix(1);
      return std::string(text.substr(0, subject_end)) + ", " + (worn ? "with" : "") +
             std::string(text.substr(w[i].offset + (worn ? w[i].text.size() : 0))) + "," +
             std::string(main.substr(subject_end));
    }
  }
  // `The winning team sat at table 1`, `The team that won sat ...`: the
  // sentence's subject is the winner (the superlative the reader knows),
  // also with a bracket that says it again (`The winning team (the one
  // with the top score) sat ...`); never a possessive (`The winning
  // team's captain`).
  {
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
  }
  // `Who captained the winning team?`: the team that won.
  {
    const std::vector<Word>& w = words;
    for (std::size_t i = 1; i + 1 < w.size(); ++i)
      if (w[i].stem == "winning" && w[i - 1].stem == "the" &&
          std::islower(static_cast<unsigned char>(w[i + 1].text.front())) &&
          (i + 2 == w.size() || w[i + 2].stem == "and" || w[i + 2].stem == "score" ||
           w[i + 2].stem == "scored"))
        return std::string(text.substr(0, w[i].offset)) + std::string(w[i + 1].text) + " that won" +
               std::string(text.substr(w[i + 1].offset + w[i + 1].text.size()));
  }
  // `in the centre`, `the centre seat`: the middle.
  for (std::string_view centre : {" the centre", " the center"})
    if (const std::size_t at = text.find(centre); at != std::string_view::npos)
      return std::string(text.substr(0, at)) + " the middle" +
             std::string(text.substr(at + centre.size()));
  // `Priya was at the very back`, `the very first to arrive`: `very`
  // stresses an end or the middle, and says nothing more.
  {
    static const std::set<std::string> kEnds = {"back",   "front",  "end",   "top",  "bottom",
                                                "middle", "first",  "last",  "left", "right",
                                                "centre", "center", "start", "edge", "beginning"};
    const std::vector<Word>& w = words;
    for (std::size_t i = 1; i + 1 < w.size(); ++i)
      if (w[i].stem == "very" && w[i - 1].stem == "the" && kEnds.count(w[i + 1].stem))
        return std::string(text.substr(0, w[i].offset)) + std::string(text.substr(w[i + 1].offset));
  }
  // `Bernard used a kilo less clay than Fran`, `a metre further along`:
  // one of a measure, said with `a`, before a word that compares.
  {
    static const std::set<std::string> kMeasures = {
        "kilo",   "kilogram", "kg",    "pound", "lb",   "ounce", "gram",  "stone", "ton",
        "metre",  "meter",    "mile",  "foot",  "inch", "yard",  "litre", "liter", "pint",
        "gallon", "dollar",   "point", "mark",  "goal", "vote",  "lap",   "length"};
    static const std::set<std::string> kCompare = {
        "less",   "more",  "fewer",   "heavier", "lighter", "longer", "shorter", "taller",
        "higher", "lower", "further", "farther", "cheaper", "dearer", "bigger",  "smaller"};
    const std::vector<Word>& w = words;
    for (std::size_t i = 0; i + 2 < w.size(); ++i)
      // (Not after an amount: `paid €4 a kilo less` is per kilo.)
      if ((w[i].text == "a" || w[i].text == "an") && kMeasures.count(w[i + 1].stem) &&
          kCompare.count(w[i + 2].stem) &&
          (i == 0 || std::none_of(w[i - 1].text.begin(), w[i - 1].text.end(), [](char c) {
             return std::isdigit(static_cast<unsigned char>(c));
           })))
        return std::string(text.substr(0, w[i].offset)) + "1" +
               std::string(text.substr(w[i].offset + w[i].text.size()));
  }
  // `The vase was finished two months before the rolling pin`: made,
  // not a place in a contest (which one finishes, never is finished).
  for (std::string_view done : {" was finished ", " were finished "})
    if (const std::size_t at = text.find(done); at != std::string_view::npos)
      return std::string(text.substr(0, at)) + (done[2] == 'a' ? " was " : " were ") +
             std::string(text.substr(at + done.size()));
  // `Una sat immediately to Wes's left`, `on the chef's right`: to the
  // left of Wes (in a row).
  if (!magazine) {
    const std::vector<Word>& w = words;
    for (std::size_t i = 2; i < w.size(); ++i) {
      if (w[i].stem != "left" && w[i].stem != "right") continue;
      const std::string_view owned = text.substr(w[i - 1].offset + w[i - 1].text.size());
      if (!owned.starts_with("'s") && !owned.starts_with("\u2019s")) continue;
      std::size_t to = i - 1;
      while (to > 0 && i - to <= 4 && w[to].stem != "to" && w[to].stem != "on") --to;
      if (w[to].stem != "to" && w[to].stem != "on") continue;
      return std::string(text.substr(0, w[to].offset)) + "to the " + std::string(w[i].text) +
             " of " +
             std::string(text.substr(w[to + 1].offset,
                                     w[i - 1].offset + w[i - 1].text.size() - w[to + 1].offset)) +
             std::string(text.substr(w[i].offset + w[i].text.size()));
    }
  }
  // `Nobody got round quicker than the runner on the Yellow course`: that
  // runner got round quicker than anyone else (the opener alone, then a
  // verb and one comparative before `than`).
  {
    const std::vector<Word>& w = words;
    const std::size_t from = !w.empty() && (w[0].stem == "nobody" || w[0].stem == "noone") ? 1
                             : w.size() > 1 && w[0].stem == "no" && w[1].stem == "one"     ? 2
                                                                                           : 0;
    static const std::set<std::string> kNoComparison = {"than", "not", "no", "and", "but", "or"};
    std::size_t than = from;
    while (than < w.size() && than < from + 6 && !kNoComparison.count(w[than].stem)) ++than;
    if (from > 0 && w[0].offset == 0 && than > from + 1 && than + 1 < w.size() &&
        w[than].stem == "than" &&
        (w[than - 1].text.ends_with("er") || w[than - 1].stem == "more" ||
         w[than - 1].stem == "less") &&
        std::none_of(w.begin() + static_cast<std::ptrdiff_t>(than) + 1, w.end(),
                     [](const Word& x) { return x.stem == "and" || x.stem == "but"; }))
      return std::string(text.substr(w[than + 1].offset)) + " " +
             std::string(text.substr(w[from].offset, w[than].offset - w[from].offset)) +
             "than anyone else";
  }
  // `swam the most lengths of anyone`: of them all.
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
  // `but, sadly, raised the least`: a comment set off by commas (a word
  // in -ly written in lower case, never a name) says nothing.
  for (std::size_t at = text.find(", "); at != std::string_view::npos;
       at = text.find(", ", at + 1)) {
    const std::size_t end = text.find(',', at + 2);
    if (end == std::string_view::npos) break;
    const std::string_view between = text.substr(at + 2, end - at - 2);
    if (between.size() > 4 && between.ends_with("ly") &&
        between.find(' ') == std::string_view::npos &&
        std::all_of(between.begin(), between.end(),
                    [](char c) { return std::islower(static_cast<unsigned char>(c)); }) &&
        between != "only" && between != "early" && between != "directly" &&
        between != "immediately" && between != "exactly" && between != "respectively")
      return std::string(text.substr(0, at)) + " " + std::string(text.substr(end + 2));
  }
  // `And the kite wasn't from Poppy, I'm sure of that`: the teller's
  // certainty ends the clue and says no more.
  for (std::string_view sure :
       {", I'm sure of that", ", I'm sure", ", I am sure", ", I'm certain", ", I am certain",
        ", I think", ", I believe", ", I reckon", ", I'm positive", ", of that I'm sure"})
    for (const std::string& said : {std::string(sure), curly(sure)})
      if (text.ends_with(said)) return std::string(text.substr(0, text.size() - said.size()));
  // `outweighed Mr Bellamy's by two pounds exactly`: every amount is read
  // exactly.
  for (std::string_view exactly : {" exactly", " precisely", " on the dot"})
    if (text.ends_with(exactly) && text.size() > exactly.size() + 8)
      return std::string(text.substr(0, text.size() - exactly.size()));
  // `Deshawn, who never misses spin class, ...`: he does it (two denials
  // say yes).
  for (const auto& [never, does] :
       {std::pair<std::string_view, std::string_view>{" never misses ", " does "},
        {" never missed ", " did "},
        {" never miss ", " do "}})
    if (const std::size_t at = text.find(never); at != std::string_view::npos)
      return std::string(text.substr(0, at)) + std::string(does) +
             std::string(text.substr(at + never.size()));
  // `either in the 10am session or learning crossovers, not both`: but not
  // both.
  if (const std::size_t at = text.find(", not both"); at != std::string_view::npos)
    return std::string(text.substr(0, at)) + ", but not both" + std::string(text.substr(at + 10));
  // `the 2000 AD was the oldest one there`: of all that were there.
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
  // `The tallest castle had a moat around it`: `it` is the subject, and
  // what it had is its own.
  for (std::string_view own : {" around it", " on it", " in it", " inside it", " with it"})
    if (text.ends_with(own) && text.find(" had ") != std::string_view::npos)
      return std::string(text.substr(0, text.size() - own.size()));
  // `Of Wendy and the apple juice seller, one is at the left end and the
  // other is at the right end` (also said by landmarks, named_ends.h):
  // the two are at opposite ends, whichever is where.
  if (text.starts_with("Of ")) {
    static constexpr std::string_view kEnds[] = {
        ", one is at the left end and the other is at the right end",
        ", one is at the left end and the other at the right end",
        ", one is at the right end and the other is at the left end",
        ", one is at the right end and the other at the left end",
        ", one is at one end and the other is at the other end",
        ", one is at one end and the other at the other end",
        ", one is at one end and the other is at the other",
        ", one is at one end and the other at the other"};
    for (std::string_view ends : kEnds)
      if (const std::size_t at = text.find(ends);
          at != std::string_view::npos && at + ends.size() == text.size())
        return std::string(text.substr(3, at - 3)) + " are at opposite ends";
  }
  // `The Fiesta has the latest pick-up time of anyone, 8:30`: a clock
  // time said again after a superlative is when (`, at 8:30`).
  if (const std::size_t comma = text.rfind(", ");
      comma != std::string_view::npos && words.size() > 4 && text.back() != ' ') {
    const std::string_view tail = text.substr(comma + 2);
    const bool clock =
        tail.size() <= 10 && std::isdigit(static_cast<unsigned char>(tail.front())) &&
        tail.find(':') != std::string_view::npos && tail.find(' ') == tail.rfind(' ') &&
        (tail.find(' ') == std::string_view::npos || tail.ends_with(" am") ||
         tail.ends_with(" pm"));
    const bool superlative = std::any_of(words.begin(), words.end(), [&](const Word& x) {
      return x.offset < comma &&
             (x.stem == "latest" || x.stem == "earliest" || x.stem == "last" || x.stem == "first");
    });
    if (clock && superlative)
      return std::string(text.substr(0, comma)) + ", at " + std::string(tail);
  }
  // `30 mins after`: the unit said in full, as the lists' own words are.
  for (std::size_t i = 1; i < words.size(); ++i)
    if ((words[i].text == "mins" || words[i].text == "hrs" || words[i].text == "secs") &&
        std::isdigit(static_cast<unsigned char>(words[i - 1].text.front())) &&
        words[i - 1].offset + words[i - 1].text.size() < words[i].offset)
      return replace_words(text, words, i, i + 1,
                           words[i].text == "mins"  ? "minutes"
                           : words[i].text == "hrs" ? "hours"
                                                    : "seconds");
  // `the 4th floor ticket came in 30 mins after the 5th floor one`: `came
  // in` before an amount and `after` or `before` is arrived, never `in` a
  // place.
  for (std::size_t i = 0; i + 4 < words.size(); ++i) {
    if (words[i].stem != "came" || words[i + 1].stem != "in") continue;
    std::size_t k = i + 2;
    const bool amount = std::isdigit(static_cast<unsigned char>(words[k].text.front())) ||
                        number_word(words[k].stem) >= 1 || words[k].stem == "an" ||
                        words[k].stem == "a" || words[k].stem == "half";
    if (amount)
      while (k < words.size() && k <= i + 5 && words[k].stem != "after" &&
             words[k].stem != "before" && words[k].stem != "earlier" && words[k].stem != "later")
        ++k;
    if ((k == i + 2 || amount) && k < words.size() &&
        (words[k].stem == "after" || words[k].stem == "before" || words[k].stem == "earlier" ||
         words[k].stem == "later"))
      return replace_words(text, words, i, i + 2, "arrived");
  }
  // `The Quizzly Bears beat Agatha Quiztie, but only by 4 points`: the
  // margin said after a comma, closing the sentence, is the comparison's
  // own (`beat Agatha Quiztie by 4 points`).
  for (std::string_view margin :
       {", but only by ", ", but just by ", ", though only by ", ", but by ", ", by "}) {
    const std::size_t at = text.find(margin);
    if (at == std::string_view::npos) continue;
    const std::vector<Word> rest = cut_words(text.substr(at + margin.size()));
    if (!rest.empty() && rest.size() <= 3 &&
        (std::isdigit(static_cast<unsigned char>(rest[0].text.front())) ||
         number_word(rest[0].stem) >= 1 || rest[0].stem == "a" || rest[0].stem == "one") &&
        text.find(',', at + margin.size()) == std::string_view::npos)
      return std::string(text.substr(0, at)) + " by " +
             std::string(text.substr(at + margin.size()));
  }
  // `Reg's entry weighed more than the leek by 3 kg`: the margin said after
  // a comparison's other side goes before its comparative (`weighed 3 kg
  // more than the leek`).
  if (const std::size_t by = text.rfind(" by "); by != std::string_view::npos) {
    const std::vector<Word> rest = cut_words(text.substr(by + 4));
    const bool amount =
        !rest.empty() && rest.size() <= 3 &&
        (std::isdigit(static_cast<unsigned char>(rest[0].text.front())) ||
         number_word(rest[0].stem) >= 1 || rest[0].stem == "a" || rest[0].stem == "an");
    std::size_t than = 0;
    for (std::size_t i = 1; i < words.size() && words[i].offset < by; ++i)
      if (words[i].stem == "than") than = i;
    if (amount && than > 1 && text.find(',', words[than].offset) == std::string_view::npos) {
      const Word& comparative = words[than - 1];
      return std::string(text.substr(0, comparative.offset)) + std::string(text.substr(by + 4)) +
             " " + std::string(text.substr(comparative.offset, by - comparative.offset));
    }
  }
  // Then the phrasings said plainly by one table (plain_phrasings.h).
  return say_again(text, plain_phrasings(), [](std::string_view as) { return std::string(as); });
}

std::size_t event_end(const std::vector<Word>& words, std::size_t i) {
  if (i + 1 >= words.size() || (words[i].stem != "first" && words[i].stem != "last")) return 0;
  std::size_t k = i + 1;
  if (k + 1 < words.size() && words[k].stem == "of" && words[k + 1].stem == "the") k += 2;
  if (k + 1 < words.size() && k > i + 1 && number_word(words[k].stem) >= 2) ++k;
  static const std::set<std::string> kEvents = {"departure", "arrival",   "appointment",
                                                "booking",   "screening", "showing"};
  std::string noun = words[k].stem;
  if (noun.ends_with('s')) noun.pop_back();
  return kEvents.count(noun) ? k : 0;
}

}  // namespace deduce::puzzles::zebra::english
