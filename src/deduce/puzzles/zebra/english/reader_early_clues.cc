// Clues said before the lists (reader.h): `Tom had tea.` and `Sue didn't
// have coffee.` above `Jim, Sue and Tom ordered tea, coffee and juice.`
// The lists are read first wherever they stand; a sentence before them
// that names values of two of them, on a line that holds no list, is a
// clue, never a line of the introduction shown as a comment and lost.
#include "deduce/puzzles/zebra/english/reader.h"

#include <set>

namespace deduce::puzzles::zebra::english {

std::vector<Sentence> Reader::clues_said_first(const Lexicon& lexicon) const {
  std::vector<Sentence> out;
  for (const std::vector<Sentence>* part : {&intro_, &framing_})
    for (const Sentence& s : *part) {
      if (s.question || s.heading || list_lines_.count(s.line) != 0 || frames_only(s, lexicon))
        continue;
      // (Two values of one list are a list, or a part of one, whatever
      // line it was read on: `They are aged 10 to 14, ... the Badgers, the
      // Kestrels, ...`.)
      std::set<int> lists;
      bool listing = false;
      for (const ValueRef& v : SentenceValues(lexicon, cut_words(s.text)).mentioned())
        if (v.category < static_cast<int>(categories_.size()))
          listing = !lists.insert(v.category).second || listing;
      if (lists.size() < 2 || listing) continue;
      static constexpr std::string_view kLetters = "abcdefghijklmnopqrstuvwxyz";
      out.push_back(s);
      out.back().label = std::string("0").append(kLetters.substr((out.size() - 1) % 26, 1));
    }
  return out;
}

bool Reader::said_first(const Sentence& s, const std::vector<Sentence>& early) {
  for (const Sentence& e : early)
    if (e.text.data() == s.text.data()) return true;
  return false;
}

}  // namespace deduce::puzzles::zebra::english
