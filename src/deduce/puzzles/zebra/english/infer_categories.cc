// Categories found in the clues (infer_categories.h).
#include "deduce/puzzles/zebra/english/infer_categories.h"

#include <fmt/format.h>

#include <algorithm>

#include "deduce/io/input_error.h"
#include "deduce/puzzles/zebra/english/vocabulary.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

void infer_categories(Document& doc, const std::string& file) {
  std::vector<const VocabularyCategory*> named;
  for (const Sentence& d : doc.declarations)
    for (const Word& w : cut_words(d.text))
      for (const VocabularyCategory& v : vocabulary())
        if (std::find(v.keywords.begin(), v.keywords.end(), w.stem) != v.keywords.end() &&
            std::find(named.begin(), named.end(), &v) == named.end())
          named.push_back(&v);
  struct Found {
    std::size_t begin, end;
    std::size_t category;  // in `named`
    std::string written;
  };
  std::vector<CategoryText> cats(named.size());
  for (std::size_t c = 0; c < named.size(); ++c) {
    cats[c].name = std::string(named[c]->name);
    for (std::string_view k : named[c]->keywords) cats[c].line_words += std::string(k) + " ";
  }
  std::vector<const Sentence*> all;
  for (const Sentence& s : doc.clues) all.push_back(&s);
  for (const Sentence& s : doc.questions) all.push_back(&s);
  for (const Sentence* s : all) {
    const std::vector<Word> words = cut_words(s->text);
    std::vector<Found> found;
    for (std::size_t c = 0; c < named.size(); ++c)
      for (std::string_view v : named[c]->values) {
        const std::vector<Word> want = cut_words(v);
        for (std::size_t i = 0; i + want.size() <= words.size(); ++i) {
          bool same = true;
          for (std::size_t k = 0; k < want.size() && same; ++k)
            same = words[i + k].stem == want[k].stem;
          if (!same) continue;
          const Word& last = words[i + want.size() - 1];
          found.push_back(
              {i, i + want.size(), c,
               std::string(s->text.substr(words[i].offset,
                                          last.offset + last.text.size() - words[i].offset))});
        }
      }
    for (const Found& f : found) {
      // `orange` inside `orange juice` is the juice's.
      const bool inside = std::any_of(found.begin(), found.end(), [&](const Found& o) {
        return o.begin <= f.begin && f.end <= o.end && o.end - o.begin > f.end - f.begin;
      });
      CategoryText& cat = cats[f.category];
      if (inside ||
          std::find(cat.names.begin(), cat.names.end(), zebra_name(f.written)) != cat.names.end())
        continue;
      cat.values.push_back(f.written);
      cat.names.push_back(zebra_name(f.written));
    }
  }
  for (std::size_t c = 0; c < cats.size(); ++c) {
    if (doc.n != 0 && static_cast<int>(cats[c].values.size()) != doc.n) {
      std::string list;
      for (const std::string& v : cats[c].values) list += (list.empty() ? "" : ", ") + v;
      throw io::InputError(
          {file, doc.declarations.front().line, doc.declarations.front().column},
          fmt::format("the clues name {} values of {} ({}), but the puzzle has {} positions; "
                      "list them (\"Each house has a different {}: ...\")",
                      cats[c].values.size(), cats[c].name, list, doc.n, cats[c].name));
    }
  }
  doc.categories = std::move(cats);
}

}  // namespace deduce::puzzles::zebra::english
