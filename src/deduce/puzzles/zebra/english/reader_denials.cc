// Words that deny in a sentence the reader reads (reader.h): whether a word
// denies where the lists do not say it, and a denial said by the teller
// moved after what it is said of. The words that carry a sentence's meaning
// are meaning_words.cc's.
#include "deduce/puzzles/zebra/english/reader.h"

#include <algorithm>

#include "deduce/puzzles/zebra/english/denying_words.h"
#include "deduce/puzzles/zebra/english/word_forms.h"

namespace deduce::puzzles::zebra::english {

// Whether words[i] denies, only wishes or undoes what follows it
// (denying_word), where the lists do not say it and it is no `would-be`.
bool Reader::denies_at(const std::vector<Word>& words, std::size_t i) const {
  const std::string& st = words[i].stem;
  return denying_word(st) && !lists_say(st) &&
         !(st == "would" && i + 1 < words.size() && words[i + 1].stem == "be");
}

// Whether a list's line or the introduction says the word, or a word of
// its root (`wants` of `want`).
bool Reader::lists_say(const std::string& stem) const {
  const std::string root = word_root(stem);
  const auto says = [&](std::string_view text) {
    for (const Word& w : cut_words(text))
      if (w.stem == stem || word_root(w.stem) == root) return true;
    return false;
  };
  return std::any_of(categories_.begin(), categories_.end(),
                     [&](const CategoryText& c) { return says(c.line_words); }) ||
         std::any_of(intro_.begin(), intro_.end(), [&](const Sentence& s) { return says(s.text); });
}

// `I didn't sit for the Obis on Tuesday`: where the one who denies is the
// teller (`I`, `we`: no value), the meaning words begin with the denial
// (`didn't the Obis on Tuesday`); the first value is what is denied of,
// so the denial goes after it (`the Obis didn't on Tuesday`, as `Lily
// didn't sit on Tuesday` reads).
void Reader::denial_after_object(const std::vector<Word>& words, const Lexicon& lexicon,
                                 std::vector<Word>& kept) {
  if (words.empty() || (words[0].stem != "i" && words[0].stem != "we") || kept.empty()) return;
  std::size_t deny = 0;
  while (deny < kept.size() &&
         (kept[deny].stem == "not" || kept[deny].stem == "never" || kept[deny].stem == "did" ||
          kept[deny].text.ends_with("n't") || kept[deny].text.ends_with("n\u2019t")))
    ++deny;
  if (deny == 0 || deny == kept.size()) return;
  const SentenceValues values(lexicon, kept);
  std::size_t from = deny;
  if (kept[from].stem == "the" || kept[from].stem == "a" || kept[from].stem == "an") ++from;
  if (from >= kept.size() || !values.covered(from)) return;
  std::size_t end = from + 1;
  while (end < kept.size() && values.covered(end) && values.resolve(from, end + 1).ok) ++end;
  if (!values.resolve(from, end).ok) return;
  std::rotate(kept.begin(), kept.begin() + static_cast<std::ptrdiff_t>(deny),
              kept.begin() + static_cast<std::ptrdiff_t>(end));
}

}  // namespace deduce::puzzles::zebra::english
