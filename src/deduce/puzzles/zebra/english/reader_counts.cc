// Questions of a count no list gives (reader.h, check_count_asked): `How
// many punctures did Alison have?` where no list of numbers counts
// punctures is refused at its place, never answered with another list's
// number (her time); `How many robins were counted?` asks the count of a
// value, and a count a clue compares by (`16 fewer catches`) is that
// list's.
#include <fmt/format.h>

#include <algorithm>
#include <set>
#include <string>

#include "deduce/puzzles/zebra/english/reader.h"
#include "deduce/puzzles/zebra/english/word_forms.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

void Reader::check_count_asked(const Sentence& s, const Lexicon& lexicon) const {
  const std::vector<Word> w = cut_words(s.text);
  if (w.size() < 4 || w[0].stem != "how" || w[1].stem != "many" ||
      !std::islower(static_cast<unsigned char>(w[2].text.front())))
    return;
  static const std::set<std::string> kAsking = {"did", "do",  "does", "doe",  "were", "was", "are",
                                                "is",  "has", "ha",   "have", "had",  "of"};
  const std::string& noun = w[2].stem;
  if (kAsking.count(noun) != 0) return;
  // (`How many robins were counted?`: the count of a value.)
  if (SentenceValues(lexicon, w).covered(2)) return;
  const auto names = [&](const std::string& said) {
    for (const Word& x : cut_words(said))
      if (same_root(x.stem, noun) || word_root(x.stem) == word_root(noun)) return true;
    return false;
  };
  for (const NumericCategory& n : numeric_) {
    std::string name = n.name;
    std::replace(name.begin(), name.end(), '_', ' ');
    if (names(name)) return;
    if (std::any_of(n.units.begin(), n.units.end(),
                    [&](const std::string& u) { return same_root(u, noun); }))
      return;
    if (n.index >= 0 && static_cast<std::size_t>(n.index) < categories_.size() &&
        names(categories_[static_cast<std::size_t>(n.index)].line_words))
      return;
  }
  // (Or a clue compares by it: `Carys made 16 fewer catches than Ayo` of
  // the totals counted; never a count said as a number alone, `Whoever
  // had three punctures`, which may be a list no line gave.)
  static const std::set<std::string> kCompared = {"more",   "fewer", "less", "most",
                                                  "fewest", "least", "many"};
  // (`yrs` is years: `7 more yrs`.)
  const auto spelt = [](const std::string& st) {
    return st == "yr" || st == "yrs" ? std::string("year") : st;
  };
  for (const Sentence& f : clues_) {
    const std::vector<Word> fw = cut_words(f.text);
    for (std::size_t j = 0; j + 1 < fw.size(); ++j)
      if (kCompared.count(fw[j].stem) != 0 && (same_root(spelt(fw[j + 1].stem), noun) ||
                                               word_root(spelt(fw[j + 1].stem)) == word_root(noun)))
        return;
  }
  fail(s.line, s.column,
       fmt::format("could not read this question: \"{}\" (`how many {}` asks a count, and no "
                   "list of numbers counts {})",
                   s.text, w[2].text, w[2].text));
}

}  // namespace deduce::puzzles::zebra::english
