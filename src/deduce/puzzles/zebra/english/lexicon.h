// The values of a puzzle as English names them, and the noun phrases of
// one sentence resolved to them.
//
// A noun phrase names a value when it holds the value's words (or an
// alias's, phrase_table.h) and every other word is a filler: a word of
// the phrase table's list or of a category's own line ("Everyone drives a
// different motorbike" makes `drive` and `motorbike` fillers). When two
// values fit, one inside the other's words wins (`orange juice` over
// `orange`); then the one whose category's words the phrase uses (`the
// orange house`); then the one written exactly as its list writes it
// (`Rose` the name over `roses` the flowers); otherwise the phrase is
// ambiguous and says so.
//
// A position is a value too: `the person at the 2nd position`, `the
// first house`, `house 3`, `the middle house` name value k-1 of a place
// category (index: the number of categories), so that every template
// reads with a position where it reads with a value.
#pragma once

#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "deduce/puzzles/zebra/english/words.h"
#include "deduce/puzzles/zebra/model/puzzle.h"

namespace deduce::puzzles::zebra::english {

struct CategoryText {
  std::string name;                 // the .zebra name
  std::vector<std::string> values;  // as written in the text
  std::vector<std::string> names;   // the .zebra names of the values
  std::string line_words;           // the words of its line before the list
  // Each value was listed with `the` before it (`the 12, the 27, ...` of
  // buses): numbers so listed name things, they measure nothing.
  bool each_with_the = false;
  // The measure its list is said to run along (`small, medium and large,
  // in that order from smallest to largest`: `large`), "" when none
  // (stated_orders.h); and whether it runs from the most to the least.
  std::string ranked_by;
  bool ranked_down = false;
  // Its clause counts up to now (`each has been ringing for a different
  // number of years: 3, 7, ...`): whoever started later has fewer.
  bool counted_to_now = false;
  // Its values are listed in the row's order (`From the front of the
  // queue to the back they were: the nurse, the student, ...`): 1 the
  // first place, -1 the last; 0 when not so said.
  int in_row_order = 0;
  // Other names the text gives each value, in its order (`9th through
  // 12th (that's one freshman, one sophomore, one junior and one
  // senior)`): a clue may name a value by either.
  std::vector<std::vector<std::string>> also;
};

class Lexicon {
 public:
  // `extra_fillers`: more filler stems (a magazine's introduction words).
  // `place_nouns`: the riddle's own words for a position (`cottage`,
  // `lane`, `seat`), besides `house`, `position`, `place` and `spot`.
  // `people`: the category of people, whose full names (`Lenny Farraday`)
  // are also named by either part (`Lenny`, `Farraday`), or -1.
  Lexicon(const std::vector<CategoryText>& categories, int n,
          const std::vector<std::string>& extra_fillers = {},
          const std::vector<std::string>& place_nouns = {}, int people = -1);
  bool place_noun(const std::string& stem) const { return place_nouns_.count(stem) != 0; }
  // Whether a category's values are amounts of money (`£1`, `$25`, `50p`).
  bool money_category(int c) const {
    return c >= 0 && static_cast<std::size_t>(c) < money_.size() &&
           money_[static_cast<std::size_t>(c)];
  }

  struct Entry {
    std::vector<std::string> stems;
    std::vector<std::string> written;  // the words as the list writes them
    ValueRef ref;
    // One word of a value's several (`firm` of `law firm`): never after a
    // name's `'s` (`Mo's firm` is where Mo works, no law firm).
    bool part = false;
    // One word of a proper name's several (`Hereford` of `Hereford
    // Bowmen`): named so only as a proper name is, with its capital.
    bool capital = false;
    // A name in capitals (`IT`, `HR`): named so only in capitals.
    bool acronym = false;
    // A deed (`sang` of `song`): named so only after `who` or `that`.
    bool after_who = false;
  };
  int n() const { return n_; }
  // The row's places are lettered (`seats A to E`): `seat C` is place 3.
  void set_lettered(bool lettered) { lettered_ = lettered; }
  bool lettered() const { return lettered_; }
  int place_category() const { return static_cast<int>(category_words_.size()); }
  const std::vector<Entry>& entries() const { return entries_; }
  // The entries whose first stem is `stem` (indices into entries()).
  const std::vector<std::size_t>* starting_with(const std::string& stem) const {
    const auto it = by_first_.find(stem);
    return it == by_first_.end() ? nullptr : &it->second;
  }
  bool filler(const std::string& stem) const { return fillers_.count(stem) != 0; }
  // The words of a category's line that tell it from others (not frame
  // words, not verbs: phrase_table.h).
  bool category_word(int category, const std::string& stem) const {
    return category < place_category() && category_words_[category].count(stem) != 0;
  }
  // Whether words[begin, m_begin) and words[m_end, end) are what one of
  // the category's value phrasings (value_phrases()) puts around {v}.
  bool phrased_as(int category, const std::vector<Word>& words, std::size_t begin,
                  std::size_t m_begin, std::size_t m_end, std::size_t end) const;
  // The category whose .zebra name, without its underscores, is `stem`
  // (`bookgenre` is `book_genre`: ZebraLogic's `What is BookGenre of
  // ...`); -1 when none is.
  int category_named(const std::string& stem) const;
  const std::string& category_name(int c) const { return names_[c]; }
  // A word that tells another category and not this one (`child` in
  // `Holly is the person's child is named`): after a copula, a phrase
  // holding it names no value of `category` (SentenceValues::find). The
  // first category's words never do: they name the people (`the runner
  // from Ashby`).
  bool foreign_word(int category, const std::string& stem) const;
  // The place value `v` of `category` stands at when its list is said in
  // the row's order (CategoryText::in_row_order), or 0.
  int row_place(int category, int v) const {
    if (category >= place_category() || row_order_[category] == 0) return 0;
    return row_order_[category] > 0 ? v + 1 : n_ - v;
  }
  int category_word_count(int category) const {
    return category < place_category() ? static_cast<int>(category_words_[category].size()) : 0;
  }

 private:
  std::vector<Entry> entries_;
  std::unordered_map<std::string, std::vector<std::size_t>> by_first_;
  std::unordered_set<std::string> fillers_;
  std::unordered_set<std::string> place_nouns_;
  std::vector<bool> money_;  // by category: values of money
  std::vector<std::unordered_set<std::string>> category_words_;
  std::vector<std::string> names_;  // the categories' .zebra names
  std::vector<int> row_order_;      // each category's in_row_order
  std::vector<bool> timed_;         // each category's values are durations (`3 hours 5 minutes`)
  std::vector<std::vector<std::string>> value_stems_;  // per category, each value's stems
  // A phrasing: the stems each word before and after {v} may be.
  struct Phrasing {
    std::vector<std::vector<std::string>> before, after;
  };
  std::vector<std::vector<Phrasing>> phrasings_;  // per category
  static Phrasing compile_phrasing(std::string_view words);
  // One-word names of common noun phrases of several words (lexicon.cc).
  void add_telling_words(const std::vector<CategoryText>& categories, int people);
  int n_ = 0;
  bool lettered_ = false;
};

// One sentence's words with every value match found once, so that any
// span can be resolved in time proportional to the matches inside it.
class SentenceValues {
 public:
  SentenceValues(const Lexicon& lexicon, const std::vector<Word>& words);

  // The one value words[begin, end) names. `ambiguous` is set (to the two
  // values' names) when two values fit equally well.
  struct Found {
    bool ok = false;
    ValueRef ref;
    std::vector<ValueRef> ambiguous;
    bool phrased = false;  // the words are a phrasing of value_phrases()
  };
  const Found& resolve(std::size_t begin, std::size_t end) const;

  int place_category() const { return lexicon_.place_category(); }
  int category_named(const std::string& stem) const { return lexicon_.category_named(stem); }
  bool place_noun(const std::string& stem) const { return lexicon_.place_noun(stem); }
  // Whether `stem` is a word of a category other than `category` (and not
  // of `category` itself): `round` in `the last round` where bonuses are
  // compared.
  bool measured_elsewhere(const std::string& stem, int category) const {
    if (lexicon_.category_word(category, stem)) return false;
    for (int c = 0; c < lexicon_.place_category(); ++c)
      if (c != category && lexicon_.category_word(c, stem)) return true;
    return false;
  }
  const std::string& category_name(int c) const { return lexicon_.category_name(c); }
  bool category_word(int category, const std::string& stem) const {
    return lexicon_.category_word(category, stem);
  }

  // Every value named somewhere in the sentence, for messages.
  std::vector<ValueRef> mentioned() const;
  // The values a phrase covering word i may name (`orange` the colour and
  // the fruit): none when no value's words hold it.
  std::vector<ValueRef> at_word(std::size_t i) const;
  // Whether word i is part of a value's name.
  bool covered(std::size_t i) const;
  // The spans [begin, end) of the values named, in order, each the
  // longest run of covered words that names one value; nullopt when a
  // covered run names none.
  std::optional<std::vector<std::pair<std::size_t, std::size_t>>> spans() const;
  // covered() of every word, in order (superlatives.h takes it so).
  std::vector<bool> covered_words() const;
  // The sentence's words.
  const std::vector<Word>& words() const { return words_; }

 private:
  struct Match {
    std::size_t begin, end;
    ValueRef ref;
    bool part = false;  // one word of a value's several (Lexicon::Entry::part)
  };
  const Lexicon& lexicon_;
  const std::vector<Word>& words_;
  Found find(std::size_t begin, std::size_t end) const;
  void add_places();
  // Numbers and ordinals in words naming the values their digits would
  // (spelled_numbers.cc).
  void add_spelled_numbers();
  bool written_as_listed(const Match& m) const;

  std::vector<Match> matches_;          // sorted by begin
  std::vector<std::size_t> nonfiller_;  // nonfiller_[i]: words before i that are not fillers
  // resolve() of each span, kept: the templates ask for the same spans.
  mutable std::vector<std::optional<Found>> memo_;
};

}  // namespace deduce::puzzles::zebra::english
