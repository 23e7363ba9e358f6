// The choice, for one sentence, of the ordered lists a comparison in it may
// be over (numeric_for(), numeric_categories.h), as steps over what the
// sentence says. Each step narrows the lists the one before left, and a
// step may decide:
//   1. the pool: what the kind of comparison allows (numeric_for.cc);
//   2. what the words say of money, and which are a value's own
//      (comparison_words.cc);
//   3. the lists the sentence names: by money, a word of a list's line, a
//      unit (named_numeric.cc);
//   4. what its comparative measures (measure_cues.cc);
//   5. words of an order, a place won, a count or an age (order_words.cc);
//   6. what the sentence's words rule out of those chosen: storeys, taking
//      longer, winning by a label (numeric_exclusions.cc).
// Only those files include it.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "deduce/puzzles/zebra/english/lexicon.h"
#include "deduce/puzzles/zebra/english/numeric_categories.h"
#include "deduce/puzzles/zebra/english/sentence_reader.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

class NumericChoice {
 public:
  // The arguments of numeric_for(); they outlive the choice.
  NumericChoice(std::string_view text, const std::vector<Word>& words, const SentenceValues& values,
                const std::vector<NumericCategory>& numeric,
                const std::vector<CategoryText>& categories);

  // The lists, as numeric_for() says.
  std::vector<NumericCategory> run();

 private:
  // A comparative and what it measures: its words, the units of the lists
  // it fits, and whether it fits points in time (measure_cues.cc).
  struct Cue {
    std::vector<std::string_view> words, units;
    bool time_point;
  };

  // numeric_for.cc: fills pool_; true when a span of the calendar decided
  // (out_ holds the lists).
  bool choose_pool();

  // comparison_words.cc
  void read_money();
  void read_own_words();

  // named_numeric.cc: by_money() is true when money said decided (out_).
  bool by_money();
  void by_names();

  // measure_cues.cc
  static const std::vector<Cue>& cues();
  bool said(const Cue& cue) const;
  static bool fits(const Cue& cue, const NumericCategory& n);
  void by_measure();
  void prefer_ages();

  // order_words.cc
  std::vector<NumericCategory> by_order_words();

  // numeric_exclusions.cc
  void rule_out(std::vector<NumericCategory>& out) const;

  std::string_view text_;
  const std::vector<Word>& words_;
  const SentenceValues& values_;
  const std::vector<NumericCategory>& numeric_;
  const std::vector<CategoryText>& categories_;
  std::vector<NumericCategory> pool_;  // the lists the kind of comparison allows
  std::vector<NumericCategory> out_;   // the lists chosen so far
  bool money_ = false;                 // the sentence speaks of money
  bool signed_amount_ = false;         // ... with an amount and its sign (`$5 more`)
  bool end_of_span_ = false;           // `the first act of the evening`
  std::vector<bool> own_;              // the words that are a value's own
  std::vector<std::string> roots_;     // each word's root (word_forms.h)
};

}  // namespace deduce::puzzles::zebra::english
