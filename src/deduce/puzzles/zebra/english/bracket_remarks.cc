// Remarks in brackets that end a sentence and say nothing of the grid
// (bracket_remarks.h).
#include "deduce/puzzles/zebra/english/bracket_remarks.h"

#include <cctype>
#include <set>

#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/superlatives.h"

namespace deduce::puzzles::zebra::english {

std::optional<std::string> without_bracket_remark(std::string_view text,
                                                  const std::vector<Word>& words,
                                                  const SentenceValues& values) {
  // `Dev didn't sing Jolene (he says he'll do it next year)`: a remark in
  // brackets that ends the sentence, a clause of someone's (it opens with a
  // pronoun), naming no value, number, comparison or denial.
  if (text.ends_with(")") && text.find('(') != std::string_view::npos) {
    const std::size_t open = text.rfind('(');
    std::size_t from = 0;
    while (from < words.size() && words[from].offset < open) ++from;
    static const std::set<std::string> kWho = {"he", "she", "they", "i", "we", "it", "you"};
    static const std::set<std::string> kRelating = {
        "not",  "never", "no",   "didnt", "doesnt", "dont", "isnt", "wasnt", "than",
        "more", "less",  "most", "least", "fewer",  "same", "only", "both",  "either"};
    // (`no surprise there`, `no offence`, `no wonder`: an idiom's `no`
    // denies nothing.)
    static const std::set<std::string> kIdioms = {"surprise", "wonder",  "doubt",    "offence",
                                                  "offense",  "kidding", "pressure", "joke"};
    const auto idiom = [&](std::size_t i) {
      return words[i].stem == "no" && i + 1 < words.size() && kIdioms.count(words[i + 1].stem);
    };
    // (A word that names a value, compares, denies or places.)
    const auto relates = [&](std::size_t i) {
      const Word& w = words[i];
      return values.covered(i) || (kRelating.count(w.stem) != 0 && !idiom(i)) ||
             w.text.ends_with("n't") || superlative_word(w.stem) || ordinal_word(w.stem) != 0;
    };
    const auto empty = [&](std::size_t i) {
      return !relates(i) && amount_of(words[i].stem) == 0 &&
             !std::isdigit(static_cast<unsigned char>(words[i].text.front()));
    };
    // (Set off at the sentence's end, after a word or three of its own.)
    // (One word only where it is a word of talk: `(yuck)`.)
    const bool closing = from > 2 && from < words.size() && open > 0 && text[open - 1] == ' ' &&
                         text.find(')', open) == text.size() - 1;
    const bool one_word = from + 1 == words.size();
    // (Or an afterthought of what the subject did: `(and spent the rest of
    // lunch trying to take it apart)`.)
    static const std::set<std::string> kAfter = {"and", "but", "so", "though", "although", "as"};
    // (Or a word to the reader: `(sorry, whoever that is 😬)`.)
    // (`(yuck)`, `(yum)`, `(ugh)`: a word of disgust or delight alike.)
    static const std::set<std::string> kTalk = {
        "sorry", "oops", "ha",  "haha", "lol", "phew", "yikes", "bless", "soz", "yuck",
        "ugh",   "urgh", "eek", "ew",   "eww", "yum",  "yummy", "wow",   "yay", "whoops"};
    // (The pronoun may carry its verb: `(she'll want that in writing)`.)
    // (Or what the words before it are, said again: `did Wednesday's
    // supper (the famous "volcanic" chilli)`.)
    static const std::set<std::string> kArticles = {"the", "a", "an"};
    // (Or someone's words, quoted whole, of no value: `Phil's wasn't the
    // three-bean ("beans are a side dish, Jess")`; what they deny or
    // compare is of nothing the lists hold.)
    {
      const std::string_view inside = text.substr(open + 1, text.size() - open - 2);
      const bool quoted = (inside.size() > 2 && inside.starts_with('"') && inside.ends_with('"')) ||
                          (inside.starts_with("\u201c") && inside.ends_with("\u201d"));
      bool named = false;
      for (std::size_t i = from; i < words.size(); ++i)
        named = named || values.covered(i) ||
                std::isdigit(static_cast<unsigned char>(words[i].text.front())) != 0;
      if (closing && quoted && !named && words.size() - from <= 16)
        return std::string(text.substr(0, open - 1));
    }
    if (closing && words.size() - from <= 14 &&
        ((!one_word && (kWho.count(before_apostrophe(words[from].text)) != 0 ||
                        kAfter.count(words[from].stem) != 0 || kArticles.count(words[from].stem) ||
                        idiom(from))) ||
         kTalk.count(words[from].stem) != 0)) {
      bool all = true;
      for (std::size_t i = from; i < words.size() && all; ++i) all = empty(i);
      if (all) return std::string(text.substr(0, open - 1));
    }
    // (Or a word to the reader, of the reader: `(and if you think that's a
    // spoiler, you haven't been to one of our pantos before)`. What it
    // denies is of the reader, not of the grid; it names no value, no
    // number and no comparison.)
    if (closing && !one_word && words.size() - from <= 20) {
      bool to_reader = false, quiet = true;
      for (std::size_t i = from; i < words.size() && quiet; ++i) {
        const std::string& w = words[i].stem;
        to_reader = to_reader || w == "you" || w == "your" || w == "youve" || w == "youll" ||
                    w == "u" || w == "ur";
        quiet = !values.covered(i) && !superlative_word(w) &&
                !std::isdigit(static_cast<unsigned char>(words[i].text.front())) && w != "than" &&
                w != "more" && w != "less" && w != "fewer" && w != "same";
      }
      if (to_reader && quiet) return std::string(text.substr(0, open - 1));
    }
    // (Or what befell someone, then the teller's shrug after a comma:
    // `(cramp at mile 22, we've all been there)`. Its number is no value
    // and it relates nothing.)
    const std::size_t comma = text.find(", ", open);
    if (closing && !one_word && words.size() - from <= 12 && comma != std::string_view::npos) {
      std::size_t after = from;
      while (after < words.size() && words[after].offset < comma) ++after;
      bool quiet = after < words.size() && kWho.count(before_apostrophe(words[after].text)) != 0;
      for (std::size_t i = from; i < words.size() && quiet; ++i) quiet = !relates(i);
      if (quiet) return std::string(text.substr(0, open - 1));
    }
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
