// A riddle's sentences sorted (line_reader.h): each sentence kept as a clue,
// a question, a declaration (`each of the five houses is painted a
// different color`), the introduction or a frame. Cutting the prose into
// sentences is document_sentences.cc's.
#include "deduce/puzzles/zebra/english/line_reader.h"

#include <algorithm>

#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

void LineReader::add_sentence(Sentence s, bool unlabelled) {
  const std::vector<Word> words = cut_words(s.text);
  if (words.empty()) return;
  if (size_said(s)) return;
  if (!d_.counted && d_.categories.empty() && d_.clues.empty() && unlabelled && !s.question) {
    d_.intro.push_back(s);
    return;
  }
  if (unlabelled && !s.question) {
    std::string joined;
    for (const Word& w : words) joined += (joined.empty() ? "" : " ") + w.stem;
    static const std::vector<std::string> kFraming = [] {
      std::vector<std::string> out;
      for (std::string_view f : framing_sentences()) out.push_back(stems(f));
      return out;
    }();
    if (std::find(kFraming.begin(), kFraming.end(), joined) != kFraming.end()) {
      d_.framing.push_back(s);
      return;
    }
  }
  // "each of the five houses is painted a different color, and ...":
  // categories named in words, their values to be found in the clues.
  // (So is one before the clues where some lists are given: `Each owner
  // keeps a different pet and has a different favourite drink`.)
  // (Never one that names values listed so far: `Mrs Ames, the parrot
  // owner and the pink cottage owner are all different` is a clue.)
  if ((d_.categories.empty() || (d_.counted && d_.clues.size() <= intro_clues_ && unlabelled)) &&
      !s.question &&
      std::any_of(words.begin(), words.end(),
                  [](const Word& w) {
                    return w.stem == "different" || w.stem == "certain" || w.stem == "same";
                  }) &&
      (d_.categories.empty() || !names_known_value(words))) {
    d_.declarations.push_back(s);
    return;
  }
  if (s.question) {
    s.label.clear();
    d_.questions.push_back(s);
    return;
  }
  if (unlabelled) s.label = std::to_string(d_.clues.size() + 1);
  s.numbered = !unlabelled;
  s.mark = unlabelled ? bullet_ : U'#';
  // A clue numbered as printed keeps its number: a sentence numbered in
  // order before it (`Directions: Read each clue carefully`) gives way.
  if (!unlabelled)
    for (std::size_t k = 0; k < d_.clues.size(); ++k)
      if (d_.clues[k].label == s.label && counted_.count(k) != 0) d_.clues[k].label += "b";
  while (std::any_of(d_.clues.begin(), d_.clues.end(),
                     [&](const Sentence& c) { return c.label == s.label; }))
    s.label += "b";
  if (unlabelled) counted_.insert(d_.clues.size());
  d_.clues.push_back(s);
  // `There are four pegs in a row. Peg 1, on the left, is nearest the
  // door ... Ava, Ben, Cara and Dev each have one peg`: a clue in the
  // paragraph that said the size, naming no value listed so far, leaves
  // the lists that follow it in that paragraph the introduction's.
  if (unlabelled && d_.counted && s.line == size_line_ && !names_known_value(words))
    intro_clues_ = d_.clues.size();
}

// Whether `words` name a value of a list read so far (by its words).
bool LineReader::names_known_value(const std::vector<Word>& words) const {
  for (const CategoryText& c : d_.categories)
    for (const std::string& v : c.values) {
      const std::vector<Word> vw = cut_words(v);
      if (!vw.empty() && find_words(words, stems(v)) < words.size()) return true;
    }
  return false;
}

}  // namespace deduce::puzzles::zebra::english
