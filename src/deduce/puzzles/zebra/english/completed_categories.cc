// The lists of a riddle completed by its clues (infer_categories.h): a
// category declared (`each owner keeps a different pet`) that no list holds,
// its values said in the clues, and the noun a list's items share dropped
// from its last item (`plum and rhubarb chutney`). Categories found where no
// list is given, and the people's names, are infer_categories.cc's.
#include "deduce/puzzles/zebra/english/infer_categories.h"

#include <algorithm>
#include <cctype>
#include <utility>

#include "deduce/puzzles/zebra/english/vocabulary.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

void add_declared_categories(Document& doc) {
  if (doc.n <= 0) return;
  std::vector<const VocabularyCategory*> named;
  for (const std::vector<Sentence>* part : {&doc.declarations, &doc.intro, &doc.framing})
    for (const Sentence& d : *part) {
      const std::vector<Word> words = cut_words(d.text);
      for (std::size_t i = 0; i + 1 < words.size(); ++i) {
        // `a different pet`, `a different favourite drink`: the noun said
        // different within two words.
        if (words[i].stem != "different") continue;
        for (std::size_t k = i + 1; k < words.size() && k <= i + 2; ++k)
          for (const VocabularyCategory& v : vocabulary())
            if (std::find(v.keywords.begin(), v.keywords.end(), words[k].stem) !=
                    v.keywords.end() &&
                std::find(named.begin(), named.end(), &v) == named.end())
              named.push_back(&v);
      }
    }
  if (named.empty()) return;
  const auto listed = [&](std::string_view value) {
    const std::string name = zebra_name(value);
    for (const CategoryText& c : doc.categories)
      if (std::find(c.names.begin(), c.names.end(), name) != c.names.end()) return true;
    return false;
  };
  // The clues and questions, each cut once.
  std::vector<std::pair<std::string_view, std::vector<Word>>> said;
  for (const std::vector<Sentence>* part : {&doc.clues, &doc.questions})
    for (const Sentence& s : *part) said.emplace_back(s.text, cut_words(s.text));
  for (const VocabularyCategory* v : named) {
    if (std::any_of(doc.categories.begin(), doc.categories.end(),
                    [&](const CategoryText& c) { return c.name == v->name; }))
      continue;
    CategoryText cat;
    cat.name = std::string(v->name);
    for (std::string_view k : v->keywords) cat.line_words += std::string(k) + " ";
    bool taken = false;  // a value some list holds: the category is that list's
    for (std::string_view value : v->values) {
      if (taken) break;
      const std::vector<Word> want = cut_words(value);
      for (const auto& [text, words] : said) {
        for (std::size_t i = 0; i + want.size() <= words.size() && !taken; ++i) {
          bool same = true;
          for (std::size_t k = 0; k < want.size() && same; ++k)
            same = words[i + k].stem == want[k].stem;
          if (!same) continue;
          const Word& last = words[i + want.size() - 1];
          const std::string written(
              text.substr(words[i].offset, last.offset + last.text.size() - words[i].offset));
          if (listed(written)) {
            taken = true;
          } else if (std::find(cat.names.begin(), cat.names.end(), zebra_name(written)) ==
                     cat.names.end()) {
            cat.values.push_back(written);
            cat.names.push_back(zebra_name(written));
          }
        }
        if (taken) break;
      }
    }
    if (!taken && static_cast<int>(cat.values.size()) == doc.n)
      doc.categories.push_back(std::move(cat));
  }
}

void drop_shared_nouns(Document& doc) {
  std::vector<std::vector<Word>> said;
  for (const std::vector<Sentence>* part : {&doc.clues, &doc.questions})
    for (const Sentence& s : *part) said.push_back(cut_words(s.text));
  for (CategoryText& c : doc.categories) {
    if (c.values.size() < 3) continue;
    const std::vector<Word> last = cut_words(c.values.back());
    if (last.size() < 2 || !std::islower(static_cast<unsigned char>(last.back().text.front())))
      continue;
    const std::string& noun = last.back().stem;
    // (Only the last item has it: `white rum, dark rum` list two rums.)
    bool elsewhere = false;
    for (std::size_t v = 0; v + 1 < c.values.size() && !elsewhere; ++v)
      for (const Word& w : cut_words(c.values[v])) elsewhere = elsewhere || w.stem == noun;
    if (elsewhere) continue;
    // Another item said with the noun right after it.
    bool shared = false;
    for (std::size_t v = 0; v + 1 < c.values.size() && !shared; ++v) {
      const std::vector<Word> item = cut_words(c.values[v]);
      for (const std::vector<Word>& words : said)
        for (std::size_t i = 0; i + item.size() < words.size() && !shared; ++i) {
          bool same = words[i + item.size()].stem == noun;
          for (std::size_t k = 0; k < item.size() && same; ++k)
            same = words[i + k].stem == item[k].stem;
          shared = same;
        }
    }
    if (!shared) continue;
    const std::string trimmed =
        c.values.back().substr(0, last[last.size() - 2].offset + last[last.size() - 2].text.size());
    if (std::find(c.names.begin(), c.names.end(), zebra_name(trimmed)) != c.names.end()) continue;
    // (The noun is the list's own: `Which uke does Priya play?` of `a
    // soprano, a concert, a tenor and a baritone uke` asks it.)
    // (Appended piece by piece: GCC 12 warns falsely (-Wrestrict) on
    // " " + std::string.)
    c.line_words += ' ';
    c.line_words += last.back().text;
    c.values.back() = trimmed;
    c.names.back() = zebra_name(trimmed);
  }
}

}  // namespace deduce::puzzles::zebra::english
