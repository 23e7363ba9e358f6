// `What is Anneka in for?` where the introduction says `each is in for a
// different appointment`: a question whose last words are the words the
// introduction says a list with (reader.h). The list is the noun after
// them there (`a different appointment`), the answer of the one value
// the question names.
#include "deduce/puzzles/zebra/english/reader.h"

#include <cctype>
#include <string>
#include <vector>

#include "deduce/puzzles/zebra/english/word_forms.h"

namespace deduce::puzzles::zebra::english {

std::optional<std::string> Reader::asked_as_introduced(const std::vector<Word>& w,
                                                       const Lexicon& lexicon) const {
  if (w.size() < 4 || w[0].stem != "what") return std::nullopt;
  static const std::set<std::string> kAsk = {"is",  "was",  "are", "were",
                                             "did", "does", "doe", "do"};
  if (!kAsk.count(w[1].stem)) return std::nullopt;
  const SentenceValues values(lexicon, w);
  const auto of = asked_of(w, values, 2);
  if (!of) return std::nullopt;
  const auto [subject, e] = *of;
  if (e >= w.size()) return std::nullopt;
  for (std::size_t i = e; i < w.size(); ++i)
    if (values.covered(i) || !std::islower(static_cast<unsigned char>(w[i].text.front())))
      return std::nullopt;
  const std::size_t said = w.size() - e;
  std::vector<int> lists;
  for (const std::vector<Sentence>* part : {&intro_, &framing_})
    for (const Sentence& f : *part) {
      const std::vector<Word> fw = cut_words(f.text);
      for (std::size_t j = 0; j + said + 1 < fw.size(); ++j) {
        bool same = true;
        for (std::size_t k = 0; k < said && same; ++k)
          same = fw[j + k].stem == w[e + k].stem ||
                 (k == 0 && (same_verb(w[e].stem, fw[j].stem) || same_verb(fw[j].stem, w[e].stem)));
        if (!same) continue;
        std::size_t k = j + said;
        if (fw[k].stem != "a" && fw[k].stem != "an") continue;
        ++k;
        if (k < fw.size() &&
            (fw[k].stem == "different" || fw[k].stem == "certain" || fw[k].stem == "particular"))
          ++k;
        if (k >= fw.size()) continue;
        for (std::size_t c = 0; c < categories_.size(); ++c)
          if (static_cast<int>(c) != subject.category &&
              (lexicon.category_named(fw[k].stem) == static_cast<int>(c) ||
               stem_of(categories_[c].name) == fw[k].stem) &&
              std::find(lists.begin(), lists.end(), static_cast<int>(c)) == lists.end())
            lists.push_back(static_cast<int>(c));
      }
    }
  if (lists.size() != 1) return std::nullopt;
  return categories_[static_cast<std::size_t>(lists[0])].name + " of " + value_text(subject);
}

}  // namespace deduce::puzzles::zebra::english
