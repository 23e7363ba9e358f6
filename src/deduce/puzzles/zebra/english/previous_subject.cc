// A pronoun that opens a sentence for the subject of the sentence before
// (`Ms Carter is the festival's poet. Her queue was ten people shorter than
// the cookery writer's.`), as people write a run of clues about one person
// (reader.h). Read only where the sentence does not read by itself, only
// of a sentence before that names one person and opens with them, and
// only where a title does not say otherwise (`She` is never `Mr Brown`).
#include <string>
#include <vector>

#include "deduce/puzzles/zebra/english/gender_words.h"
#include "deduce/puzzles/zebra/english/reader.h"

namespace deduce::puzzles::zebra::english {

std::optional<std::string> Reader::subject_of(const Sentence& s, const Lexicon& lexicon) const {
  const int people = category_index(who_);
  if (people < 0 || s.question) return std::nullopt;
  const std::vector<Word> w = cut_words(s.text);
  const SentenceValues values(lexicon, w);
  const auto spans = values.spans();
  if (!spans || spans->empty() || spans->front().first != 0) return std::nullopt;
  // One person named, the first words (`Ms Carter is the festival's
  // poet`); never a sentence of two (`Ann sat next to Bo`), whose `she`
  // after may be either.
  std::optional<std::string> subject;
  for (const auto& [from, end] : *spans) {
    const SentenceValues::Found& f = values.resolve(from, end);
    if (!f.ok || f.ref.category != people) continue;
    if (subject || from != 0) return std::nullopt;
    subject =
        categories_[static_cast<std::size_t>(people)].values[static_cast<std::size_t>(f.ref.value)];
  }
  return subject;
}

std::optional<std::string> Reader::read_with_subject(const Sentence& s, const std::string& subject,
                                                     const Lexicon& lexicon) const {
  const std::vector<Word> w = cut_words(s.text);
  if (w.size() < 3 || w[0].offset != 0 || s.question) return std::nullopt;
  const std::string& first = w[0].stem;
  const bool female = first == "she" || first == "her";
  if (!female && first != "he" && first != "his") return std::nullopt;
  const Sex sex = sex_of_title(subject);
  if (sex != Sex::kUnknown && sex != (female ? Sex::kWoman : Sex::kMan)) return std::nullopt;
  // `Her queue` is the subject's queue; `She sat` the subject.
  std::string named = subject;
  // (At a sentence's start `Her` is always whose: `Her queue was ...`.)
  if (first == "his" || first == "her") named += "'s";
  return read_as(s, named + std::string(s.text.substr(w[0].text.size())), lexicon,
                 relation_phrases(), true, true);
}

}  // namespace deduce::puzzles::zebra::english
