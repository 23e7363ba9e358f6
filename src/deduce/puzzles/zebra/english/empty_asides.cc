// Asides that say nothing of the grid (empty_asides.h).
#include "deduce/puzzles/zebra/english/empty_asides.h"

#include <algorithm>
#include <cctype>
#include <set>

#include "deduce/puzzles/zebra/english/bracket_remarks.h"
#include "deduce/puzzles/zebra/english/line_text.h"
#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/teller_hedges.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {
namespace {

// Whether words[from, to) relate nothing: no value, number, list's word,
// cue, comparison or negation.
bool says_nothing(const std::vector<Word>& words, std::size_t from, std::size_t to,
                  const SentenceValues& values, const Lexicon& lexicon) {
  static const std::set<std::string> kRelating = {
      "not",   "never", "no",   "didnt",  "doesnt", "dont", "isnt",      "wasnt", "werent",
      "arent", "cant",  "wont", "only",   "first",  "last", "more",      "less",  "fewer",
      "most",  "least", "than", "before", "after",  "same", "different", "also",  "each"};
  // (A clause of `which` or `who` that describes, longer: `The Bathtub,
  // which really was an old tub bolted to a go-kart frame, was ...`.)
  // (Nor a reason given: `because he says lemons are "too sour"`.)
  // (Or a guess at why: `presumably so that nobody can complain to them
  // in person`.)
  const bool relative =
      to > from &&
      (words[from].stem == "which" || words[from].stem == "who" || words[from].stem == "because" ||
       words[from].stem == "presumably" || words[from].stem == "probably");
  if (to <= from || to - from > (relative ? 12u : 6u)) return false;
  // (`which` alone, before an aside of its own, `the tortoise, which, as
  // it happens, is the oldest`, opens a clause: never empty.)
  if (relative && to - from == 1) return false;
  const auto cues = cue_words();
  // `as everybody had expected`, `as they so often do`: who says or does
  // it, in a remark that opens with `as`, relates nothing.
  static const std::set<std::string> kRemarkers = {"everybody", "everyone", "anyone", "anybody",
                                                   "they",      "he",       "she",    "we"};
  // (So does one after `not that`: `not that I'm bragging`.)
  // (And a reason: `because he says lemons are too sour`, of the lemon
  // cake said before.)
  const bool remark =
      words[from].stem == "as" || words[from].stem == "because" ||
      (from >= 2 && words[from - 2].stem == "not" && words[from - 1].stem == "that");
  // (`The wedding pays the most, as weddings always do`: a kind said again
  // of all its kind, in a remark, is the sentence's own word.)
  const auto said_before = [&](std::size_t i) {
    for (std::size_t k = 0; k + 1 < from; ++k)
      if (words[k].stem == words[i].stem) return true;
    return false;
  };
  // A place or a time said (`Crane, at garden level, has ...`) is never
  // empty: it may be one the riddle does not number.
  static const std::set<std::string> kWhere = {"at",   "on",    "in",    "by",    "near",
                                               "from", "to",    "into",  "onto",  "under",
                                               "over", "after", "until", "since", "during"};
  if (kWhere.count(words[from].stem)) return false;
  // (`right across my drive`: `right` before a preposition only stresses
  // it, and names no side.)
  static const std::set<std::string> kStressed = {"across", "outside", "opposite", "over",
                                                  "under",  "in",      "on",       "at"};
  for (std::size_t i = from; i < to; ++i) {
    const Word& w = words[i];
    if (remark && (kRemarkers.count(w.stem) || said_before(i))) continue;
    // (A cue word, opening the reason or the clause.)
    if (i == from && (w.stem == "because" || w.stem == "which" || w.stem == "who")) continue;
    if (remark && (w.stem == "too" || w.stem == "so" || w.stem == "very") && i + 1 < to)
      continue;  // (`too sour`: it only stresses the next word)
    // (`which just goes to show`: `just` before a verb stresses it; before
    // a place, `just behind`, that word relates.)
    if ((remark || relative) && w.stem == "just" && i + 1 < to) continue;
    // (`which goes to show`: the idiom shows nothing, whatever a list's
    // line says with `show`.)
    if (relative && i + 2 < to && words[i + 1].stem == "to" && words[i + 2].stem == "show" &&
        (w.stem == "goe" || w.stem == "goes" || w.stem == "go" || w.stem == "went")) {
      i += 2;
      continue;
    }
    if (w.stem == "right" && i + 1 < to && kStressed.count(words[i + 1].stem)) continue;
    // (`which was a good thing after the business with the bucket`: in a
    // comment, `after` or `before` an event of the teller's, with its
    // article, orders nothing of the grid; the words after it are weighed
    // as any others, and never `the other` or `the one`.)
    if (relative && (w.stem == "after" || w.stem == "before") && i + 2 < to &&
        (words[i + 1].stem == "the" || words[i + 1].stem == "a") && words[i + 2].stem != "other" &&
        words[i + 2].stem != "one" && words[i + 2].stem != "rest")
      continue;
    // (`across my drive`: a place of the teller's or the reader's is no
    // place of the grid.)
    if (i + 1 < to &&
        (words[i + 1].stem == "my" || words[i + 1].stem == "our" || words[i + 1].stem == "your"))
      continue;
    if (values.covered(i) || kRelating.count(w.stem) || superlative_word(w.stem) ||
        amount_of(w.stem) != 0 || ordinal_word(w.stem) != 0 ||
        std::isdigit(static_cast<unsigned char>(w.text.front())) ||
        // (`all` relates only where values are: `with all those children`.)
        (w.stem != "all" && std::find(cues.begin(), cues.end(), w.stem) != cues.end()) ||
        (w.stem.size() > 4 && w.stem.ends_with("er") && w.stem != "together"))
      return false;
    if (lexicon.place_noun(w.stem)) return false;
    for (int c = 0; c < lexicon.place_category(); ++c)
      if (lexicon.category_word(c, w.stem)) return false;
  }
  return true;
}

// How many words open `words` as the teller's stance on what follows, a
// comma after them: `Not surprisingly, Amos ...`, `Oddly enough, ...`, `As
// luck would have it, ...`; 0 when they do not. A sentence adverb alone
// (`Sadly,`), after `not`, `rather` or `quite`, or before `enough`, or one
// of the set phrases; never a word that places or orders (`Finally` opens
// as a list's last clue, said elsewhere).
std::size_t stance_opening(const std::vector<Word>& words, std::string_view text) {
  static const std::set<std::string> kAdverbs = {
      "surprisingly", "unsurprisingly", "naturally",      "predictably", "sadly",
      "happily",      "oddly",          "strangely",      "curiously",   "interestingly",
      "remarkably",   "fortunately",    "unfortunately",  "luckily",     "unluckily",
      "frankly",      "honestly",       "incidentally",   "admittedly",  "apparently",
      "obviously",    "evidently",      "amazingly",      "ironically",  "funnily",
      "annoyingly",   "typically",      "understandably", "inevitably",  "tragically",
      "thankfully",   "mercifully",     "alas",           "sure",        "indeed"};
  static const std::vector<std::vector<std::string>> kPhrases = {
      {"of", "course"},
      {"as", "expected"},
      {"as", "usual"},
      {"as", "it", "happen"},
      {"as", "it", "happens"},
      {"as", "it", "turned", "out"},
      {"as", "luck", "would", "have", "it"},
      {"by", "the", "way"},
      {"for", "the", "record"},
      {"mind", "you"},
      {"believe", "it", "or", "not"},
      {"to", "be", "fair"},
      {"to", "be", "honest"},
      {"needless", "to", "say"},
      {"as", "you", "might", "expect"},
      {"as", "you", "would", "expect"},
      {"as", "you", "d", "expect"},
      {"in", "fact"},
      {"as", "a", "matter", "of", "fact"},
      {"truth", "be", "told"}};
  const auto comma_after = [&](std::size_t n) {
    if (n == 0 || n >= words.size()) return false;
    const std::size_t end = words[n - 1].offset + words[n - 1].text.size();
    return end < text.size() && text[end] == ',';
  };
  if (words.empty() || words[0].offset != 0) return 0;
  for (const auto& phrase : kPhrases) {
    if (phrase.size() >= words.size()) continue;
    bool same = true;
    for (std::size_t i = 0; i < phrase.size() && same; ++i) same = words[i].stem == phrase[i];
    if (same && comma_after(phrase.size())) return phrase.size();
  }
  std::size_t i = 0;
  if (words[0].stem == "not" || words[0].stem == "rather" || words[0].stem == "quite") i = 1;
  if (i >= words.size() || !kAdverbs.count(words[i].stem)) return 0;
  // (`Sure enough,`: `sure` only so.)
  const bool enough = i + 1 < words.size() && words[i + 1].stem == "enough";
  if (words[i].stem == "sure" && !enough) return 0;
  const std::size_t n = i + 1 + (enough ? 1 : 0);
  return comma_after(n) ? n : 0;
}

}  // namespace

std::optional<std::string> without_closing_comment(std::string_view text, const Lexicon& lexicon) {
  const std::size_t open = text.rfind(", which ");
  if (open == std::string_view::npos || open == 0) return std::nullopt;
  const std::vector<Word> words = cut_words(text);
  std::size_t from = 0;
  while (from < words.size() && words[from].offset < open + 2) ++from;
  if (from < 2 || from + 2 >= words.size()) return std::nullopt;
  // (Never one that says where: `, which was right at the church end`
  // places the thing it follows.)
  static const std::set<std::string> kWhere = {
      "at",    "in",   "on",  "by",     "near",  "beside", "next", "end",      "middle",  "left",
      "right", "side", "top", "bottom", "front", "back",   "far",  "opposite", "between", "corner"};
  for (std::size_t i = from; i < words.size(); ++i)
    if (kWhere.count(words[i].stem) != 0) return std::nullopt;
  if (!says_nothing(words, from, words.size(), SentenceValues(lexicon, words), lexicon))
    return std::nullopt;
  return std::string(text.substr(0, open));
}

std::optional<std::string> without_empty_aside(std::string_view text, const Lexicon& lexicon) {
  // (The teller's word for how sure they are first: teller_hedges.h.)
  if (std::optional<std::string> plain = without_teller_hedge(text, lexicon)) return plain;
  const std::vector<Word> words = cut_words(text);
  const SentenceValues values(lexicon, words);
  // A remark in brackets that ends the sentence (bracket_remarks.h).
  if (std::optional<std::string> plain = without_bracket_remark(text, words, values)) return plain;
  // `Not surprisingly, Amos wasn't from Pennymoor`: the teller's stance,
  // opening the sentence, says nothing of the grid.
  if (const std::size_t n = stance_opening(words, text); n > 0 && n + 2 < words.size())
    return std::string(text.substr(words[n].offset));
  // `I'm not May, before anyone asks`, `And before you ask, I didn't touch
  // the lager`: the teller heading off a question; its `before` orders
  // nothing.
  for (std::size_t i = 0; i + 2 < words.size(); ++i) {
    static const std::set<std::string> kWho = {"anyone",   "anybody",  "you",
                                               "everyone", "somebody", "someone"};
    static const std::set<std::string> kAsk = {"ask", "asks", "asked", "wonder", "wonders"};
    if (words[i].stem != "before" || !kWho.count(words[i + 1].stem) ||
        !kAsk.count(words[i + 2].stem))
      continue;
    const std::size_t end = words[i + 2].offset + words[i + 2].text.size();
    const std::size_t from = i > 0 && words[i - 1].stem == "and" ? i - 1 : i;
    if (from == 0 && end < text.size() && text[end] == ',' && i + 3 < words.size())
      return std::string(text.substr(words[i + 3].offset));
    if (i + 3 == words.size() && words[from].offset >= 2 &&
        text.substr(words[from].offset - 2, 2) == ", ")
      return std::string(text.substr(0, words[from].offset - 2));
    break;
  }
  // `I was on the lemonade all night`: how long, at the end of the
  // sentence, where no list is of times (`all` and its span name no value).
  if (words.size() >= 4) {
    static const std::set<std::string> kSpans = {"night",   "day",  "evening", "afternoon",
                                                 "morning", "week", "weekend", "year"};
    const std::size_t n = words.size();
    if (words[n - 2].stem == "all" && kSpans.count(words[n - 1].stem) != 0 &&
        !values.covered(n - 1) && !values.covered(n - 2))
      return std::string(text.substr(0, words[n - 2].offset - 1));
  }
  // The first word at or after a byte offset.
  const auto word_at = [&](std::size_t offset) {
    std::size_t i = 0;
    while (i < words.size() && words[i].offset < offset) ++i;
    return i;
  };
  // `..., with his newspaper tucked under his arm`: how the thing is held,
  // said after it, relates nothing.
  for (std::size_t i = 0; i + 3 < words.size(); ++i) {
    if (words[i].stem != "with") continue;
    std::size_t v = i + 1;
    if (words[v].stem == "his" || words[v].stem == "her" || words[v].stem == "their" ||
        words[v].stem == "a" || words[v].stem == "an" || words[v].stem == "the")
      ++v;
    std::size_t e = v;
    while (e < words.size() && values.covered(e)) ++e;
    if (e == v || e + 1 >= words.size() || words[e].text.size() < 5 ||
        !words[e].text.ends_with("ed") || words.size() - e > 6)
      continue;
    bool plain = true;
    for (std::size_t k = e + 1; k < words.size() && plain; ++k)
      plain = !values.covered(k) && words[k].stem != "not" && words[k].stem != "than" &&
              amount_of(words[k].stem) == 0 &&
              !std::isdigit(static_cast<unsigned char>(words[k].text.front()));
    if (plain) return std::string(text.substr(0, words[e].offset - 1));
  }
  // `The white van is in the middle - right across my drive, thanks`: a
  // remark after a dash that ends the sentence.
  for (std::string_view dash : {" - ", " \u2013 ", " \u2014 "}) {
    const std::size_t at = text.rfind(dash);
    if (at == std::string_view::npos) continue;
    const std::size_t from = word_at(at + dash.size());
    if (from >= 3 && from < words.size() && words.size() - from <= 8 &&
        says_nothing(words, from, words.size(), values, lexicon))
      return std::string(text.substr(0, at));
  }
  // (`... but only by 4 points if I'm honest`: some stances close a
  // sentence without a comma too.)
  for (std::string_view stance :
       {" if I'm honest", " if I\u2019m honest", " if I am honest", " to be honest", " to be fair"})
    if (text.ends_with(stance) && words.size() > 6)
      return std::string(text.substr(0, text.size() - stance.size()));
  // `The garage pays $20 because it is DISGUSTING`: a reason that names
  // nothing, at the end, with no comma before it.
  for (std::size_t k = 3; k + 2 < words.size(); ++k)
    if (words[k].stem == "because" && says_nothing(words, k, words.size(), values, lexicon))
      return std::string(text.substr(0, words[k].offset - 1));
  for (std::size_t open = text.find(", "); open != std::string_view::npos;
       open = text.find(", ", open + 1)) {
    if (word_at(open) == 0) continue;  // (something before it)
    const std::size_t close = text.find(',', open + 2);
    const std::size_t from = word_at(open + 2);
    if (close == std::string_view::npos) {
      // `I got more than Shaz, not that I'm bragging`: `not that` disowns
      // what follows, which (naming nothing) says nothing of the grid.
      if (from + 3 < words.size() && words[from].stem == "not" && words[from + 1].stem == "that" &&
          says_nothing(words, from + 2, words.size(), values, lexicon))
        return std::string(text.substr(0, open));
      // `Jo's team won the whole thing, and didn't they let us know about
      // it`: an exclamation said as a question (a verb's denial, then a
      // pronoun), naming nothing.
      {
        const std::size_t k = from < words.size() && words[from].stem == "and" ? from + 1 : from;
        static const std::set<std::string> kWho = {"they", "he", "she", "we", "you", "i"};
        if (k + 2 < words.size() && words[k].text.ends_with("n't") &&
            kWho.count(words[k + 1].stem) != 0 &&
            says_nothing(words, k + 2, words.size(), values, lexicon))
          return std::string(text.substr(0, open));
      }
      // `Sal is NOT next to Bev, they had a massive row last summer 🙄`:
      // a reason spliced on with a comma, its own subject a pronoun, naming
      // no value, number or relation (`last summer` is when, no order).
      if (from + 2 < words.size() && words.size() - from <= 10 &&
          (words[from].stem == "they" || words[from].stem == "he" || words[from].stem == "she") &&
          (words[from + 1].stem == "had" || words[from + 1].stem == "ha" ||
           words[from + 1].stem == "were" || words[from + 1].stem == "was" ||
           words[from + 1].stem == "fell" || words[from + 1].stem == "fallen")) {
        static const std::set<std::string> kTimes = {"summer", "winter", "spring",   "autumn",
                                                     "year",   "week",   "month",    "night",
                                                     "time",   "season", "christmas"};
        static const std::set<std::string> kRelates = {
            "than",  "more", "less", "not",  "never", "no",     "first",   "last", "before",
            "after", "next", "same", "only", "both",  "either", "neither", "nor",  "each"};
        bool quiet = true;
        for (std::size_t i = from + 2; i < words.size() && quiet; ++i) {
          const std::string& st = words[i].stem;
          if (st == "last" && i + 1 < words.size() && kTimes.count(words[i + 1].stem) != 0) {
            ++i;
            continue;
          }
          quiet = !values.covered(i) && !kRelates.count(st) && !superlative_word(st) &&
                  !std::isdigit(static_cast<unsigned char>(words[i].text.front())) &&
                  amount_of(st) == 0 && !words[i].text.ends_with("n't");
        }
        if (quiet) return std::string(text.substr(0, open));
      }
      // `Mr Pickles is next door to both, poor man, he never gets a
      // moment's peace`, `Pepper is younger than Mr Pickles, though you'd
      // never guess from the way she sleeps all day`, `Mr Fitz did not win,
      // whatever he tells you at dinner`: the teller's own
      // clause, its subject a pronoun, that names no value, number, list's
      // word or relation. Its denial denies nothing of the grid, which it
      // names nothing of.
      {
        static const std::set<std::string> kOpeners = {"though", "although", "because", "since",
                                                       "and",    "but",      "as",      "whatever"};
        static const std::set<std::string> kWho = {
            "he",   "she",  "they",   "you",   "we",     "i",    "hed",   "shed",  "theyd",
            "youd", "wed",  "id",     "youve", "weve",   "ive",  "im",    "youre", "were",
            "hes",  "shes", "theyre", "youll", "theyll", "hell", "shell", "ill"};
        std::size_t k = from < words.size() && kOpeners.count(words[from].stem) ? from + 1 : from;
        if (k + 2 < words.size() && words.size() - from <= 14 && kWho.count(words[k].stem) != 0) {
          static const std::set<std::string> kRelates = {
              "than", "more",  "less",    "first",  "last",    "before", "after", "next",
              "same", "only",  "both",    "either", "neither", "nor",    "each",  "end",
              "left", "right", "between", "beside", "behind",  "ahead",  "above", "below",
              "win",  "won",   "lost",    "beat",   "place",   "middle", "other", "also"};
          // (Nor one that says someone by name, `but she sang to Zed`, or
          // whom it was done to, `and they didn't know it`: a name or a
          // pronoun may be of the grid.)
          bool quiet = true;
          for (std::size_t i = k + 1; i < words.size() && quiet; ++i) {
            const std::string& st = words[i].stem;
            // (`I always mix those two up`: a count after `those` points
            // back at what was said.)
            if ((words[i - 1].stem == "those" || words[i - 1].stem == "these") &&
                number_word(st) != 0)
              continue;
            quiet = !std::isupper(static_cast<unsigned char>(words[i].text.front())) &&
                    st != "it" && st != "him" && st != "them" && st != "her" &&
                    !values.covered(i) && !kRelates.count(st) && !superlative_word(st) &&
                    !std::isdigit(static_cast<unsigned char>(words[i].text.front())) &&
                    amount_of(st) == 0 && ordinal_word(st) == 0 && !lexicon.place_noun(st);
            // (A list's line may say a word of talk too: `would you
            // believe they've all got pets: ...` names no list by `you`.)
            static const std::set<std::string> kTalk = {
                "you",  "would", "could", "should", "like", "think", "is",   "are",
                "was",  "were",  "be",    "been",   "have", "has",   "had",  "do",
                "does", "did",   "so",    "to",     "the",  "a",     "an",   "that",
                "all",  "got",   "get",   "say",    "said", "know",  "what", "of"};
            for (int c = 0; c < lexicon.place_category() && quiet && !kTalk.count(st); ++c)
              quiet = !lexicon.category_word(c, st);
          }
          if (quiet) return std::string(text.substr(0, open));
        }
      }
      // `..., presumably so that nobody can complain to them in person`:
      // a guess at why, naming nothing, at the end.
      // (A guess at a purpose, `so that ...`, names no relation of the grid
      // whatever words it says: only a value or a number would.)
      const auto names_nothing = [&](std::size_t i) {
        for (; i < words.size(); ++i)
          if (values.covered(i) || std::isdigit(static_cast<unsigned char>(words[i].text.front())))
            return false;
        return true;
      };
      if (from + 2 < words.size() &&
          (words[from].stem == "presumably" || words[from].stem == "probably") &&
          (says_nothing(words, from, words.size(), values, lexicon) ||
           (words[from + 1].stem == "so" && words[from + 2].stem == "that" &&
            words.size() - from <= 14 && names_nothing(from))))
        return std::string(text.substr(0, open));
      // `I was on the lemonade all night, driving`: one word of why,
      // a participle that names nothing, at the end.
      if (from + 1 == words.size() && words[from].stem.size() > 5 &&
          words[from].text.ends_with("ing") &&
          says_nothing(words, from, words.size(), values, lexicon))
        return std::string(text.substr(0, open));
      // `the Red Lion player beat me, I remember that much`, `..., I'm
      // sure`: the teller's word for it, at the end.
      static const std::set<std::string> kVouch = {"remember", "recall",  "know", "think",
                                                   "reckon",   "believe", "sure", "certain"};
      // (In a chat the speaker's `I` is their name, said before: `beat
      // Tina, Tina remember that much`.)
      // (Or one no list names, a chat's speaker: `Mum remember`.)
      const bool teller =
          words[from].text == "I" || words[from].text.starts_with("I'") ||
          (!values.covered(from) && std::isupper(static_cast<unsigned char>(words[from].text[0])) &&
           from + 1 < words.size() && kVouch.count(words[from + 1].stem)) ||
          (values.covered(from) &&
           std::any_of(words.begin(), words.begin() + static_cast<std::ptrdiff_t>(from),
                       [&](const Word& w) { return w.stem == words[from].stem; }));
      // (`..., I remember because she was saving him a seat`: and why,
      // naming nothing.)
      std::size_t vouched = words.size();
      for (std::size_t k = from + 1; k + 1 < words.size(); ++k)
        if (words[k].stem == "because" && says_nothing(words, k, words.size(), values, lexicon)) {
          vouched = k;
          break;
        }
      if (from + 1 < vouched && vouched - from <= 5 && teller &&
          std::any_of(words.begin() + static_cast<std::ptrdiff_t>(from) + 1,
                      words.begin() + static_cast<std::ptrdiff_t>(vouched),
                      [](const Word& w) { return kVouch.count(w.stem) != 0; }) &&
          std::all_of(words.begin() + static_cast<std::ptrdiff_t>(from) + 1,
                      words.begin() + static_cast<std::ptrdiff_t>(vouched), [](const Word& w) {
                        static const std::set<std::string> kSaid = {
                            "that",   "much", "am", "m",    "so",      "pretty", "quite",
                            "fairly", "of",   "it", "well", "clearly", "do",     "definitely"};
                        return kVouch.count(w.stem) != 0 || kSaid.count(w.stem) != 0;
                      }))
        return std::string(text.substr(0, open));
      // `Grandad was first there, of course`: the teller's shrug.
      {
        static const std::set<std::string> kShrugs = {"course",     "obviously", "naturally",
                                                      "apparently", "usual",     "always"};
        const std::size_t n = words.size() - from;
        if ((n == 2 && words[from].stem == "of" && words[from + 1].stem == "course") ||
            (n == 2 && words[from].stem == "as" && words[from + 1].stem == "usual") ||
            (n == 1 && kShrugs.count(words[from].stem) && words[from].stem != "course" &&
             words[from].stem != "usual"))
          return std::string(text.substr(0, open));
      }
      // `The Quizzly Bears beat Agatha Quiztie by 4 points, if I'm
      // honest`: the teller's stance, closing the sentence, as it may open
      // one (`To be honest, ...`).
      {
        static const std::vector<std::vector<std::string>> kClosing = {
            {"if", "i", "m", "honest"},
            {"if", "im", "honest"},
            {"if", "i", "am", "honest"},
            {"to", "be", "honest"},
            {"to", "be", "fair"},
            {"mind", "you"},
            {"if", "i", "remember", "rightly"},
            {"if", "i", "remember", "correctly"},
            {"if", "i", "recall", "correctly"},
            {"if", "memory", "serves"},
            {"believe", "it", "or", "not"},
            {"funnily", "enough"},
            {"as", "it", "happens"},
            {"as", "it", "happened"},
            {"as", "it", "turned", "out"},
            {"truth", "be", "told"}};
        for (const auto& phrase : kClosing) {
          if (words.size() - from != phrase.size()) continue;
          bool same = true;
          for (std::size_t i = 0; i < phrase.size() && same; ++i)
            same = words[from + i].stem == phrase[i];
          if (same) return std::string(text.substr(0, open));
        }
      }
      // `Milo did not make the lemon drizzle cake, because he says lemons
      // are "too sour"`: a reason that names nothing, at the end.
      if (from + 2 < words.size() && words[from].stem == "because" &&
          says_nothing(words, from, words.size(), values, lexicon))
        return std::string(text.substr(0, open));
      // `..., as longbows usually do`: a habit said at the end.
      const std::size_t to = words.size();
      if (from + 2 < to && words[from].stem == "as" &&
          (words[to - 1].stem == "do" || words[to - 1].stem == "doe" ||
           words[to - 1].stem == "does" || words[to - 1].stem == "did") &&
          says_nothing(words, from, to, values, lexicon))
        return std::string(text.substr(0, open));
      // `..., as befits a senior lady or gentleman`: that what was said
      // suits the one it is said of, at the end, adds nothing to it (its
      // words may say what the clause said, `senior` of the oldest), where
      // it names no value or number.
      if (from + 2 < to && words[from].stem == "as" &&
          (words[from + 1].stem == "befit" || words[from + 1].stem == "befits" ||
           words[from + 1].stem == "suit" || words[from + 1].stem == "suits") &&
          std::none_of(words.begin() + static_cast<std::ptrdiff_t>(from), words.end(),
                       [&](const Word& x) {
                         return values.covered(static_cast<std::size_t>(&x - words.data())) ||
                                std::isdigit(static_cast<unsigned char>(x.text.front())) != 0;
                       }))
        return std::string(text.substr(0, open));
      break;
    }
    const std::size_t to = word_at(close);
    if (to >= words.size()) continue;  // (something after it)
    // `, as it happens,`, `, funnily enough,`: the teller's set phrases.
    {
      static const std::set<std::string> kSaid = {
          "as it happens",      "as it happened",        "as it turns out",
          "as it turned out",   "as luck would have it", "funnily enough",
          "oddly enough",       "strangely enough",      "in fact",
          "as a matter of fact"};
      std::string said;
      for (std::size_t k = from; k < to; ++k)
        said.append(k > from ? " " : "").append(lower(words[k].text));
      if (kSaid.count(said))
        return std::string(text.substr(0, open)) + std::string(text.substr(close + 1));
    }
    // (Before a clause of its own, `..., poor man, he never gets a
    // moment's peace`, the comma that sets the clause off stays.)
    const bool clause_after = words[to].stem == "he" || words[to].stem == "she" ||
                              words[to].stem == "they" || words[to].stem == "hes" ||
                              words[to].stem == "shes";
    if (says_nothing(words, from, to, values, lexicon))
      return std::string(text.substr(0, open)) + std::string(text.substr(close + !clause_after));
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
