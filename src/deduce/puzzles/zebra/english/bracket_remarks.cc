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
    const auto empty = [&](std::size_t i) {
      const Word& w = words[i];
      return !values.covered(i) && !kRelating.count(w.stem) && !w.text.ends_with("n't") &&
             !superlative_word(w.stem) && amount_of(w.stem) == 0 && ordinal_word(w.stem) == 0 &&
             !std::isdigit(static_cast<unsigned char>(w.text.front()));
    };
    // (Or an afterthought of what the subject did: `(and spent the rest of
    // lunch trying to take it apart)`.)
    static const std::set<std::string> kAfter = {"and", "but", "so", "though", "although"};
    // (Or a word to the reader: `(sorry, whoever that is 😬)`.)
    static const std::set<std::string> kTalk = {"sorry", "oops",  "ha",    "haha", "lol",
                                                "phew",  "yikes", "bless", "soz"};
    // (The pronoun may carry its verb: `(she'll want that in writing)`.)
    std::string who = from < words.size() ? std::string(words[from].text) : std::string();
    if (const std::size_t mark = who.find_first_of("'\xe2"); mark != std::string::npos)
      who.resize(mark);
    for (char& c : who) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (from > 2 && from + 1 < words.size() && words.size() - from <= 14 &&
        (kWho.count(who) != 0 || kAfter.count(words[from].stem) != 0 ||
         kTalk.count(words[from].stem) != 0) &&
        open > 0 && text[open - 1] == ' ' && text.find(')', open) == text.size() - 1) {
      bool all = true;
      for (std::size_t i = from; i < words.size() && all; ++i) all = empty(i);
      if (all) return std::string(text.substr(0, open - 1));
    }
    // (Or what befell someone, then the teller's shrug after a comma:
    // `(cramp at mile 22, we've all been there)`. Its number is no value
    // and it relates nothing.)
    const std::size_t comma = text.find(", ", open);
    if (from > 2 && from + 1 < words.size() && words.size() - from <= 12 &&
        comma != std::string_view::npos && open > 0 && text[open - 1] == ' ' &&
        text.find(')', open) == text.size() - 1) {
      std::size_t after = from;
      while (after < words.size() && words[after].offset < comma) ++after;
      std::string teller = after < words.size() ? std::string(words[after].text) : std::string();
      if (const std::size_t mark = teller.find_first_of("'\xe2"); mark != std::string::npos)
        teller.resize(mark);
      for (char& c : teller) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      bool quiet = kWho.count(teller) != 0;
      for (std::size_t i = from; i < words.size() && quiet; ++i)
        quiet = !values.covered(i) && !kRelating.count(words[i].stem) &&
                !words[i].text.ends_with("n't") && !superlative_word(words[i].stem) &&
                ordinal_word(words[i].stem) == 0;
      if (quiet) return std::string(text.substr(0, open - 1));
    }
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
