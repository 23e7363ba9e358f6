// Sentences outside the riddle's list of clues (reader.h). People print
// the clues as items, numbered or bulleted, and talk around them: a recipe
// blog's greeting, a newsletter's other news, a letter's thanks. Such a
// sentence is still read where it can be (`The oldest runner finished
// last` after the list is a clue); where it cannot, it is taken for a word
// to the reader and shown so in the translation, never dropped unseen. So
// is one after the questions, where clues came before them.
// (Dropping a sentence can only let more grids through, so a clue taken
// for talk shows as several solutions, never as a wrong answer.)
#include "deduce/puzzles/zebra/english/reader.h"

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <tuple>
#include <utility>

namespace deduce::puzzles::zebra::english {

std::pair<int, int> clue_list_lines(const std::vector<Sentence>& clues) {
  // (A newsletter's `* Mat cleaning spray ...` after its `~` clues is
  // talk around them.)
  // (Items, not sentences: `- Hair nets are in the blue box. Spare kirby
  // grips are in MY handbag, ask first.` is one item of other news.)
  std::map<char32_t, int> count;
  std::set<std::pair<char32_t, int>> items;
  for (const Sentence& c : clues)
    if (c.mark != 0 && items.insert({c.mark, c.line}).second) ++count[c.mark];
  char32_t mark = 0;
  int most = 0;
  for (const auto& [m, n] : count)
    if (n > most) std::tie(mark, most) = std::pair(m, n);
  if (most < 3) return {0, 0};
  int first = 0, last = 0;
  for (const Sentence& c : clues)
    if (c.mark == mark) {
      first = first == 0 ? c.line : std::min(first, c.line);
      last = std::max(last, c.line);
    }
  return {first, last};
}

std::pair<int, int> Reader::printed_clue_list(const Lexicon& lexicon) const {
  if (!clue_list_) clue_list_ = clue_list_in(lexicon);
  return *clue_list_;
}

std::pair<int, int> Reader::clue_list_in(const Lexicon& lexicon) const {
  const auto [first, last] = clue_list_lines(clues_);
  if (first == 0) return {0, 0};
  // (A list whose items name no value is other news, not the clues: a
  // newsletter's `DATES FOR YOUR DIARY` and its bullets, after a paragraph
  // of clues, had made each of those clues talk.)
  int items = 0, naming = 0;
  for (const Sentence& c : clues_)
    if (c.line >= first && c.line <= last && c.mark != 0) {
      ++items;
      naming += SentenceValues(lexicon, cut_words(c.text)).mentioned().empty() ? 0 : 1;
    }
  if (2 * naming < items) return {0, 0};
  return {first, last};
}

bool Reader::printed_item(const Sentence& s, const Lexicon& lexicon) const {
  // (A quoted line, `> ...` of a forum reply, is no item.)
  if (s.question || s.mark == 0 || s.mark == U'>') return false;
  // (The item itself, first on its line: never a remark after it, `(Big
  // one holds the little one's hand in the wings, PLEASE.)`.)
  if (std::any_of(clues_.begin(), clues_.end(),
                  [&](const Sentence& c) { return c.line == s.line && c.column < s.column; }))
    return false;
  // (One that names places only says how they are numbered: `The
  // sunflowers are in a line, and number 1 is the one nearest the gate`.)
  const std::vector<Word> words = cut_words(s.text);
  if (!SentenceValues(lexicon, words).mentioned().empty()) return false;
  const auto [first, last] = printed_clue_list(lexicon);
  return first != 0 && s.line >= first && s.line <= last && !note_to_reader(s, words, lexicon);
}

bool Reader::outside_clue_list(const Sentence& s, std::pair<int, int> list) const {
  if (s.question) return false;
  const auto [first, last] = list;
  if (first != 0 && (s.line < first || s.line > last)) return true;
  // (So is a sentence after the questions, where clues came before them: a
  // letter's `P.S. A seagull took half of Olly's candyfloss` after `So who
  // had the ice cream?` and its sign-off.)
  // (Never one that compares or denies, `P.S. Ollie fell over more than
  // all four of them put together`, nor one that corrects a clue, `P.S.
  // sorry, clue 2 should say Bruno`: those are refused at their place.)
  int asked = 0;
  for (const Sentence& q : questions_) asked = std::max(asked, q.line);
  const bool clue_before = std::any_of(clues_.begin(), clues_.end(), [&](const Sentence& c) {
    return c.line < asked && c.line != s.line;
  });
  static const std::set<std::string> kRelates = {
      "than",  "more",    "less",   "fewer",   "most",       "least",   "not",    "never", "no",
      "nor",   "neither", "either", "next",    "before",     "after",   "behind", "ahead", "left",
      "right", "first",   "last",   "same",    "clue",       "mistake", "wrong",  "sorry", "should",
      "meant", "error",   "typo",   "instead", "correction", "actually"};
  const std::vector<Word> words = cut_words(s.text);
  const bool relates = std::any_of(words.begin(), words.end(), [](const Word& w) {
    return kRelates.count(w.stem) != 0 || w.text.ends_with("n't") || superlative_word(w.stem);
  });
  return asked != 0 && s.line > asked && clue_before && !relates;
}

}  // namespace deduce::puzzles::zebra::english
