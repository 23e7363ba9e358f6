// `Tobias is scrolling through his phone two chairs away from Kayleigh`,
// `Anneka sat with her crossword right next to Bo`: what one has, said by
// a verb no table knows, then where one is (reader.h). The sentence is
// read as two: its subject and the first value after it (`Tobias is
// scrolling through his phone`, which must say they are one), and the
// subject with all that follows that value (`Tobias two chairs away from
// Kayleigh`, which must say something else of them).
#include "deduce/puzzles/zebra/english/reader.h"

#include <string>
#include <vector>

#include "deduce/puzzles/zebra/english/word_forms.h"

namespace deduce::puzzles::zebra::english {

std::optional<std::string> Reader::held_then_placed(const Sentence& s, const Lexicon& lexicon,
                                                    std::span<const Phrase> phrases) const {
  if (magazine_ || s.question) return std::nullopt;
  const std::vector<Word> w = cut_words(s.text);
  const SentenceValues values(lexicon, w);
  // The spans of the values named, in order.
  const auto named = values.spans();
  if (!named) return std::nullopt;
  const std::vector<std::pair<std::size_t, std::size_t>>& spans = *named;
  // The subject first (after `the` at most), then the thing held, then
  // where (`at one end of the row`, `two chairs away from Kayleigh`).
  if (spans.size() < 2 || spans[0].first > 1 || spans[1].first == spans[0].second)
    return std::nullopt;
  const auto [held_from, held_end] = spans[1];
  // What is held is a thing of an unordered list, never a person nor an
  // age (`Bea took the title, beating the 10-year-old into 2nd place`).
  const int held_list = values.resolve(held_from, held_end).ref.category;
  if (held_list < 0 || held_list >= static_cast<int>(categories_.size()) ||
      held_list == category_index(who_) ||
      ordered_.count(categories_[static_cast<std::size_t>(held_list)].name))
    return std::nullopt;
  // Nothing that joins, denies or compares between the subject and what
  // it holds (`Ann and Bo`, `Ann, not Bo,`, `Ann sat next to Bo`).
  for (std::size_t i = spans[0].second; i < held_from; ++i) {
    static const std::set<std::string> kNot = {
        "and", "or", "nor", "not", "never", "but", "next", "beside", "left", "right", "than",
        "between", "opposite", "behind", "ahead", "front", "near", "away",
        // (Nor a clause of its own: `pointing out that the snowy owl ...`.)
        "that", "who", "whom", "which", "whose", "if", "because", "said", "says", "told"};
    if (kNot.count(w[i].stem) || w[i].text.ends_with("n't") || w[i].text.ends_with("n\u2019t"))
      return std::nullopt;
  }
  // After what is held, the place is said at once (`two chairs away from`,
  // `at one end`), with no clause of its own.
  if (held_end >= w.size() || w[held_end].stem == "and" || w[held_end].stem == "who" ||
      w[held_end].stem == "which" || w[held_end].stem == "but")
    return std::nullopt;
  const std::size_t subject_end =
      w[spans[0].second - 1].offset + w[spans[0].second - 1].text.size();
  const std::size_t held_text_end = w[held_end - 1].offset + w[held_end - 1].text.size();
  std::string held(s.text.substr(0, held_text_end));
  std::string placed(s.text.substr(0, subject_end));
  placed.append(" is ").append(s.text.substr(w[held_end].offset));
  const std::optional<std::string> one = read_as(s, held, lexicon, phrases, false, false);
  if (!one || !says_one(*one)) return std::nullopt;
  const std::optional<std::string> where = read_as(s, placed, lexicon, phrases, false, false);
  if (!where || says_one(*where)) return std::nullopt;
  return "all of: " + *one + "; " + *where;
}

}  // namespace deduce::puzzles::zebra::english
