// The phrase table (phrase_table.h). Add a phrasing by adding a row; the
// tests in tests/puzzles/zebra/english/ read one sentence of each. The
// relation templates are in files by what they say (relation_phrases.h),
// the words around them in filler_words.cc, other names of values in
// other_names.cc and numbers in number_words.cc.
#include "deduce/puzzles/zebra/english/phrase_table.h"

#include <array>
#include <vector>

#include "deduce/puzzles/zebra/english/relation_phrases.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

std::span<const Phrase> relation_phrases() {
  // `is` and verbs are filler words (filler_words()), so `{a} next to {b}`
  // reads "A is next to B" and "A lives next to B" alike.
  // The parts in this order, which is the order the table was written in:
  // readings and the templates' word ids follow it.
  static const std::vector<Phrase> kTable = [] {
    std::vector<Phrase> all;
    for (const std::span<const Phrase> part :
         {row_phrases(), identity_phrases(), comparison_phrases(), contest_phrases()})
      all.insert(all.end(), part.begin(), part.end());
    return all;
  }();
  return kTable;
}

std::vector<std::string> phrase_stems(std::string_view words) {
  std::vector<std::string> out;
  // (The cut leaves a slot's braces out: look before each word.)
  for (const Word& w : cut_words(words))
    if (w.offset == 0 || words[w.offset - 1] != '{') out.push_back(w.stem);
  return out;
}

std::span<const Phrase> question_phrases() {
  static constexpr std::array<Phrase, 34> kTable = {{
      {"in|on|at which {pn} does|did|do {a} live|sit|stand|park|stay|wait", "position of {a}"},
      {"which {pn} is|was {a} in|on|at", "position of {a}"},
      {"what position is {a} at", "position of {a}"},
      // `Where is Fatima in the queue?` (a grid without positions asks
      // none: reader_read.cc).
      {"where is|was {a}", "position of {a}"},
      {"where is|was {a} in the {any}", "position of {a}"},
      {"what position is {a} in", "position of {a}"},
      {"in which position is {a}", "position of {a}"},
      {"which house is {a} in", "position of {a}"},
      {"where does|did|do {a} live|sit|stand|park", "position of {a}"},
      // ZebraLogic's multiple-choice questions: `What is BookGenre of the
      // person who lives in House 2?` ({cat}: a category by its name).
      {"what is {cat} of {a}", "{cat} of {a}"},
      {"what is the {cat} of {a}", "{cat} of {a}"},
      {"who {a}", "{who} of {a}"},
      {"now who {a}", "{who} of {a}"},
      // People's questions: `Which friend bought the parrot?`, `What colour
      // is Anna's house?`, `What did Anna pay?`, `How much did Bo spend?`,
      // `In which house does the teacher live?`.
      {"which {cat} {a}", "{cat} of {a}"},
      {"what {cat} {a}", "{cat} of {a}"},
      // `What kind of dog is Rex?`, `What make of car does Ann drive?`
      {"what|which kind|type|sort|make|brand|breed of {cat} {a}", "{cat} of {a}"},
      {"in which {cat} {a}", "{cat} of {a}"},
      {"in which house|position|place {a}", "position of {a}"},
      {"which house|position|place {a}", "position of {a}"},
      {"what {a} pay|paid|spend|spent|cost|charge|charged|weigh|weighed", "{N} of {a}"},
      {"how much {a}", "{N} of {a}"},
      {"how long|many|old|tall|heavy|far|big|high|fast|deep|wide|late|early|hot|warm|cold {a}",
       "{N} of {a}"},
      {"when {a}", "{N} of {a}"},
      // `What was Quinn's topic?`
      {"what is|was {a} {cat}", "{cat} of {a}"},
      {"for how long|much {a}", "{N} of {a}"},
      {"how much {a} pay|paid|spend|spent|cost|charge|charged|weigh|weighed", "{N} of {a}"},
      {"can you work out who {a}", "{who} of {a}"},
      {"on|at|in which|what {cat} {a}", "{cat} of {a}"},
      {"in which {pn} {a}", "position of {a}"},
      {"on|at which|what {pn} {a}", "position of {a}"},
      {"which {pn} {a}", "position of {a}"},
      {"what {pn} {a}", "position of {a}"},
      {"can you tell who {a}", "{who} of {a}"},
      // `Whose plot is number 11?`
      {"whose {any} {a}", "{who} of {a}"},
  }};
  return kTable;
}

std::span<const std::string_view> framing_sentences() {
  static constexpr std::array<std::string_view, 11> kTable = {
      "using the clues provided below, answer the question at the end",
      "some of clues provided might be irrelevant to the puzzle",
      "some of the clues provided might be irrelevant to the puzzle",
      "each house is occupied by a different person",
      "each house has a unique attribute for each of the following characteristics",
      "who have the following characteristics",
      "clues",
      "one other thing: in statement 6, right means your right",
      // reasoning-gym's form of ZebraLogic's puzzles.
      "this is a logic puzzle",
      "each has a different person in them",
      "they have different characteristics",
  };
  return kTable;
}

}  // namespace deduce::puzzles::zebra::english
