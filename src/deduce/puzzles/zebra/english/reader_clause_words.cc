// What a clause's words say (reader.h): whether it opens with its verb, says
// nothing of the grid or speaks of a list, and its pronoun said as the value
// it stands for. The sentences read in parts are reader_parts.cc's.
#include "deduce/puzzles/zebra/english/reader.h"

#include <algorithm>
#include <cctype>

namespace deduce::puzzles::zebra::english {

// Whether a clause after `, and` opens with its verb (`, and employs
// more people`): no value, article, pronoun, name, number or `not`.
bool Reader::verb_first(const std::vector<Word>& rw, const Lexicon& lexicon) {
  static const std::set<std::string> kNot = {"the", "a",    "an",  "not",     "he",  "she",
                                             "it",  "they", "her", "his",     "its", "their",
                                             "him", "them", "one", "neither", "nor", "so"};
  // (`wasn't`, `didn't` are verbs, though their stem is `not`: `The first
  // caller asked for country, and wasn't from Ashford`.)
  if (rw.empty() ||
      (kNot.count(rw[0].stem) != 0 && !rw[0].text.ends_with("n't") &&
       !rw[0].text.ends_with("n\u2019t")) ||
      std::isupper(static_cast<unsigned char>(rw[0].text.front())) ||
      std::isdigit(static_cast<unsigned char>(rw[0].text.front())))
    return false;
  return !SentenceValues(lexicon, rw).covered(0);
}

// Whether `words` name no value of the lists, no list, no name, no
// number, no end and no word of relation: a remark (`because he says it smells`, `but he sang
// the whole time`), which says nothing of the grid.
bool Reader::says_nothing(const std::vector<Word>& words, const Lexicon& lexicon, bool opening) {
  static const std::set<std::string> kRelates = {
      "than",  "more",    "less",   "fewer",  "most",    "least",  "not",   "never",  "no",
      "nor",   "neither", "either", "next",   "between", "before", "after", "behind", "ahead",
      "above", "below",   "over",   "under",  "left",    "right",  "first", "last",   "same",
      "other", "both",    "twice",  "half",   "only",    "beat",   "won",   "win",    "lost",
      "lose",  "place",   "end",    "middle", "didn",    "isn",    "wasn",  "doesn",  "weren",
      "aren",  "hasn",    "hadn",   "worse"};
  // (A word that may be a comparative, `louder`, `and she came later`:
  // one that ends in -er, never `her`, `remember`, `whether`.)
  const auto comparative_like = [](const std::string& stem) {
    static const std::set<std::string> kNot = {
        "together", "remember", "whatever", "however", "whoever", "wherever", "whether",
        "another",  "number",   "order",    "water",   "paper",   "letter",   "matter",
        "answer",   "consider", "offer",    "member",  "corner",  "dinner",   "summer",
        "winter",   "mother",   "father",   "brother", "sister",  "daughter", "partner",
        "weather",  "rather",   "either",   "neither", "other",   "never",    "ever"};
    return stem.size() > 4 && stem.ends_with("er") && kNot.count(stem) == 0;
  };
  // (`but he did get a rosette` where each place had one: a list's word
  // after `a`, ending the clause, is any of its values, which each one
  // has.)
  // (Never where a value is none of it, `no prize`: then `a prize` says
  // something.)
  const auto any_of_list = [&](const Word& x) {
    if (&x != &words.back() || words.size() < 2 ||
        (words[words.size() - 2].stem != "a" && words[words.size() - 2].stem != "an"))
      return false;
    return std::none_of(
        lexicon.entries().begin(), lexicon.entries().end(), [&](const Lexicon::Entry& e) {
          return !e.stems.empty() && lexicon.category_word(e.ref.category, x.stem) &&
                 (e.stems[0] == "no" || e.stems[0] == "none" || e.stems[0] == "nothing" ||
                  e.stems[0] == "nobody");
        });
  };
  return SentenceValues(lexicon, words).mentioned().empty() &&
         std::none_of(words.begin(), words.end(), [&](const Word& x) {
           return std::isdigit(static_cast<unsigned char>(x.text.front())) != 0 ||
                  number_word(x.stem) != 0 || ordinal_word(x.stem) != 0 ||
                  superlative_word(x.stem) || kRelates.count(x.stem) != 0 ||
                  comparative_like(x.stem) || x.text.ends_with("n't") ||
                  (speaks_of_a_list(x.stem, lexicon) && !any_of_list(x)) ||
                  // (Nor a name no list holds: `but she sang to Zed` may
                  // name what a list missed.)
                  // (The capital a sentence opens with names no one.)
                  (std::isupper(static_cast<unsigned char>(x.text.front())) && x.text != "I" &&
                   !(opening && &x == &words.front()));
         });
}

// Whether `stem` is a word of a list's line or name (`the rosette` where
// the places were `rosettes for 1st, 2nd, ...`): a clause that says it
// speaks of that list.
bool Reader::speaks_of_a_list(const std::string& stem, const Lexicon& lexicon) {
  // (Never a word that joins or points, whatever a list's line holds:
  // `and` of `(Golden, Amber, Dark, Very Dark), and you made ...`.)
  static const std::set<std::string> kFunction = {
      "and", "or",  "but",  "so",   "the",  "a",    "an",  "of",  "to",   "in",   "on",    "at",
      "for", "by",  "with", "from", "as",   "is",   "was", "are", "were", "be",   "it",    "its",
      "he",  "she", "him",  "her",  "his",  "we",   "us",  "our", "they", "them", "their", "i",
      "me",  "my",  "you",  "your", "that", "this", "had", "has", "have", "did",  "do",    "does"};
  if (kFunction.count(stem) != 0) return false;
  for (int c = 0; c < lexicon.place_category(); ++c)
    if (lexicon.category_word(c, stem)) return true;
  return lexicon.category_named(stem) >= 0;
}

// Whether a clause that names `named` has one value a pronoun may
// stand for, its first: it names one, or the others are numbers, which
// own nothing (`Sandy Bottoms came 4th, and Joel isn't their captain`).
bool Reader::one_owner(const std::vector<ValueRef>& named) const {
  return !named.empty() && std::all_of(named.begin() + 1, named.end(), [&](const ValueRef& r) {
    return r.category != named.front().category &&
           std::any_of(numeric_.begin(), numeric_.end(),
                       [&](const NumericCategory& n) { return n.index == r.category; });
  });
}

// Whether `it` in a second clause is the first clause's subject where that
// clause names two things of one list (`Jaws was shown earlier than
// Vertigo, but Quinn didn't pick it`): a pronoun stands for the subject
// before the thing it is compared with. Only `it`, never a person's `him`
// or `her`, which may be either.
bool Reader::it_of_subject(const std::vector<ValueRef>& named, const std::string& right) {
  if (named.size() != 2 || named[0].category != named[1].category) return false;
  bool it = false;
  for (const Word& x : cut_words(right)) {
    if (x.stem == "him" || x.stem == "her" || x.stem == "them" || x.stem == "their" ||
        x.stem == "his" || x.stem == "its")
      return false;
    it = it || (x.stem == "it" && x.text != "IT");
  }
  return it;
}

// `right` with its first object pronoun after its first word (`it`,
// `him`, `them`, `her` where no noun follows) said as `value`; nullopt
// when it has none.
std::optional<std::string> Reader::with_pronoun_as(const std::string& right,
                                                   const std::string& value) {
  const std::vector<Word> w = cut_words(right);
  for (std::size_t k = 1; k < w.size(); ++k) {
    const std::string& p = w[k].stem;
    const bool object = p == "it" || p == "him" || p == "them" ||
                        (p == "her" && (k + 1 == w.size() || !plain_word(w[k + 1].stem)));
    // `Joel isn't their captain`: a possessive said of what the clause's
    // subject is, never the subject's own (no one is their own captain).
    const auto be = [](std::string_view x) {
      return x == "is" || x == "was" || x == "isn't" || x == "wasn't" || x == "Is" || x == "Was";
    };
    const bool copula =
        be(w[k - 1].text) || (w[k - 1].text == "not" && k >= 2 && be(w[k - 2].text));
    const bool owner =
        (p == "their" || p == "his" || p == "her" || p == "its") && k + 1 < w.size() && copula;
    if (owner)
      return right.substr(0, w[k].offset) + value + "'s" +
             right.substr(w[k].offset + w[k].text.size());
    if (!object || w[k].text == "IT") continue;
    return right.substr(0, w[k].offset) + value + right.substr(w[k].offset + w[k].text.size());
  }
  return std::nullopt;
}

// A word that may follow an object pronoun (`... next to her and ...`),
// where a noun after `her` would make it a possessive.
bool Reader::plain_word(const std::string& stem) {
  static const std::set<std::string> kAfter = {
      "and", "but",  "is",   "was", "had",   "has", "in", "on",   "at",   "for",  "with", "to",
      "by",  "from", "that", "who", "which", "too", "as", "well", "also", "once", "twice"};
  return kAfter.count(stem) != 0;
}

}  // namespace deduce::puzzles::zebra::english
