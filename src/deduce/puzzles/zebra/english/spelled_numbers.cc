// Numbers and ordinals said in words that name the values their digits
// would (SentenceValues, lexicon.h): `Bo read four books` of `2, 4, 6
// and 8 books`, `the family who went third` of turns `1st, 2nd, ...`.
#include <algorithm>
#include <cctype>
#include <cmath>
#include <set>
#include <string>

#include "deduce/puzzles/zebra/english/amount_units.h"
#include "deduce/puzzles/zebra/english/lexicon.h"
#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

void SentenceValues::add_spelled_numbers() {
  const std::vector<Word>& words = words_;
  // Word i names each value written `digits` alone.
  const auto name_values = [&](std::size_t i, const std::string& digits, bool count = false) {
    const std::vector<std::size_t>* starting = lexicon_.starting_with(digits);
    if (starting == nullptr) return;
    for (const std::size_t index : *starting) {
      const Lexicon::Entry& e = lexicon_.entries()[index];
      // (A number that opens the sentence counts what follows it unless
      // that is its list's noun: `Four trains leave Sheffield` names no
      // platform 4; `Twelve slices of ... were sold` names 12 slices.)
      if (e.stems.size() == 1 && !e.part &&
          !(count && i == 0 && i + 1 < words.size() &&
            std::isupper(static_cast<unsigned char>(words[0].text.front())) &&
            !lexicon_.category_word(e.ref.category, words[i + 1].stem)))
        matches_.push_back({i, i + 1, e.ref, false});
      // (With its unit, as the digits are: `twelve slices` of `12 slices`.)
      if (e.stems.size() == 2 && !e.part && i + 1 < words.size() && e.stems[1] == words[i + 1].stem)
        matches_.push_back({i, i + 2, e.ref, false});
    }
  };
  // `Bo read four books` of the list `2, 4, 6 and 8 books`: a number in
  // words before a noun names the value its digits would, as `4 books`
  // does. Never a count (`the four families`, `all three of them`), `one`
  // (`the one who`), nor an amount (`four books more than`).
  for (std::size_t i = 0; i + 1 < words.size(); ++i) {
    const int k = number_word(words[i].stem);
    if (k < 1 || k > 20 || !std::isalpha(static_cast<unsigned char>(words[i].text.front())))
      continue;
    // Before its list's own noun a number is that list's value after
    // more words (`asked for exactly one hint` of `0, 1, 2, 3 and 4`
    // hints), though never the stress of a denial (`not even one hint`,
    // zero_counts.cc).
    const bool own_noun = [&] {
      const std::vector<std::size_t>* starting = lexicon_.starting_with(std::to_string(k));
      return starting != nullptr &&
             std::any_of(starting->begin(), starting->end(), [&](std::size_t index) {
               const Lexicon::Entry& e = lexicon_.entries()[index];
               return !e.part && e.stems.size() == 1 &&
                      lexicon_.category_word(e.ref.category, words[i + 1].stem);
             });
    }();
    if (i > 0 && words[i - 1].stem == "even") continue;
    // (`one` only after `with` or `has`: `the family with one child`.)
    if (k == 1 && !own_noun &&
        !(i > 0 &&
          (words[i - 1].stem == "with" || words[i - 1].stem == "ha" || words[i - 1].stem == "has" ||
           words[i - 1].stem == "had" || words[i - 1].stem == "have")))
      continue;
    static const std::set<std::string> kCounting = {
        "the",     "all",   "these", "those",  "of",      "each",   "every", "any",
        "other",   "its",   "their", "our",    "another", "first",  "last",  "next",
        "my",      "his",   "her",   "your",   "only",    "both",   "some",  "just",
        "exactly", "still", "about", "around", "nearly",  "almost", "over"};
    // (But a number joined to its noun is a measure, whatever is before
    // it: `the seven-night break`.)
    const bool joined = words[i + 1].offset == words[i].offset + words[i].text.size() + 1 &&
                        words[i].text.data()[words[i].text.size()] == '-';
    const bool exact = own_noun && i > 0 &&
                       (words[i - 1].stem == "exactly" || words[i - 1].stem == "just" ||
                        words[i - 1].stem == "only");
    if (i > 0 && kCounting.count(words[i - 1].stem) != 0 && !joined && !exact) continue;
    // (Nor what there is: `there are still two eggs out there`.)
    bool there = false;
    for (std::size_t j = i >= 3 ? i - 3 : 0; j + 1 < i; ++j)
      there = there || (words[j].stem == "there" && be_word(words[j + 1].stem));
    if (there) continue;
    const Word& noun = words[i + 1];
    static const std::set<std::string> kNotNouns = {
        "of",    "time",  "times", "in",     "on",    "at",    "to",      "other", "more",
        "less",  "fewer", "than",  "before", "after", "ahead", "behind",  "above", "below",
        "apart", "and",   "or",    "place",  "spot",  "step",  "position"};
    if (!std::islower(static_cast<unsigned char>(noun.text.front())) ||
        !std::all_of(noun.stem.begin(), noun.stem.end(),
                     [](char ch) { return std::isalpha(static_cast<unsigned char>(ch)) != 0; }) ||
        kNotNouns.count(noun.stem) != 0)
      continue;
    const auto comparing = [&](std::size_t j) {
      if (j >= words.size()) return false;
      const std::string& st = words[j].stem;
      // (`twelve slices of the carrot cake were sold`: a measure of a
      // thing.)
      return (kNotNouns.count(st) != 0 && st != "of") || (st.size() > 4 && st.ends_with("er"));
    };
    // (But `and` after the list's own unit goes on to another clause: `one
    // served nine years and the other twelve` of `6, 9, ... or 18 years`.)
    const auto list_unit = [&] {
      const std::vector<std::size_t>* starting = lexicon_.starting_with(std::to_string(k));
      if (starting == nullptr) return false;
      for (const std::size_t index : *starting)
        for (const Lexicon::Entry& e : lexicon_.entries())
          if (e.stems.size() == 2 && e.stems[1] == noun.stem &&
              e.ref.category == lexicon_.entries()[index].ref.category)
            return true;
      return false;
    };
    if (comparing(i + 2) &&
        !((words[i + 2].stem == "and" || words[i + 2].stem == "or") && list_unit()))
      continue;
    name_values(i, std::to_string(k), true);
  }
  // `Hector served nine` where the meaning pass has cut the unit of `nine
  // years` (reader_read.cc), and `one nine and the other twelve`: a number
  // in words that ends the words or its clause names its value as the
  // digits would, unless what is before it counts (`the other three`, `one
  // of three`).
  for (std::size_t i = 1; i < words.size(); ++i) {
    if (i + 1 < words.size() && words[i + 1].stem != "and" && words[i + 1].stem != "or") continue;
    const int k = number_word(words[i].stem);
    static const std::set<std::string> kCounts = {"the",   "other", "of",    "all",  "these",
                                                  "those", "each",  "every", "both", "last",
                                                  "first", "next",  "only",  "even", "about"};
    // (`one served nine years and the other twelve`: after `one`, `the
    // other` is the second of two, and its number a value.)
    const bool one_other =
        words[i - 1].stem == "other" && std::any_of(words.begin(), words.begin() + i,
                                                    [](const Word& w) { return w.stem == "one"; });
    if (k >= 2 && k <= 20 && std::isalpha(static_cast<unsigned char>(words[i].text.front())) &&
        (kCounts.count(words[i - 1].stem) == 0 || one_other) && number_word(words[i - 1].stem) <= 1)
      name_values(i, std::to_string(k));
  }
  // `The family who went third` where the turns are `1st, 2nd, 3rd, ...`:
  // an ordinal in words names the one in digits. Never a unit's `second`
  // (`a second`, `2 seconds`).
  for (std::size_t i = 0; i < words.size(); ++i) {
    const int k = ordinal_word(words[i].stem);
    // (`first` is read by what it is first of: `was first to bob under
    // the rope`, `the first of the four to pass`.)
    if (k < 2 || k > 12 || !std::isalpha(static_cast<unsigned char>(words[i].text.front())))
      continue;
    if (k == 2 && i > 0 &&
        (amount_of(words[i - 1].stem) != 0 || words[i - 1].stem == "a" ||
         words[i - 1].stem == "per" || words[i - 1].stem == "split"))
      continue;
    name_values(i, ordinal_digits(k));
  }
  // `the family with no children` of `0, 1, 2, 3 and 4 children`: `no`
  // before the list's own noun names its 0.
  for (std::size_t i = 0; i + 1 < words.size(); ++i) {
    if (words[i].stem != "no" || words[i].text != "no") continue;
    const std::vector<std::size_t>* zero = lexicon_.starting_with("0");
    if (zero == nullptr) continue;
    for (const std::size_t index : *zero) {
      const Lexicon::Entry& e = lexicon_.entries()[index];
      if (e.part) continue;
      if (e.stems.size() == 2 && e.stems[1] == words[i + 1].stem)
        matches_.push_back({i, i + 2, e.ref, false});
      else if (e.stems.size() == 1 && lexicon_.category_word(e.ref.category, words[i + 1].stem))
        matches_.push_back({i, i + 1, e.ref, false});
    }
  }
  // `Beth cleared exactly one metre` of clearances `95 cm, 100 cm, ...`: an
  // amount in another metric unit of the same measure names the value it
  // equals (`1.5 kg` of `1,500 g`).
  for (std::size_t i = 0; i + 1 < words.size(); ++i) {
    const double amount = amount_of(words[i].stem);
    const double unit = metric(words[i + 1].stem);
    if (amount == 0 || unit == 0) continue;
    for (const Lexicon::Entry& e : lexicon_.entries()) {
      if (e.stems.size() != 2 || e.part || e.stems[1] == words[i + 1].stem) continue;
      const double own = metric(e.stems[1]);
      const double listed = amount_of(e.stems[0]);
      if (own == 0 || listed == 0 || (own > 0) != (unit > 0)) continue;
      if (std::abs(amount * unit - listed * own) <= 1e-9 * std::abs(listed * own))
        matches_.push_back({i, i + 2, e.ref, false});
    }
  }
}

}  // namespace deduce::puzzles::zebra::english
