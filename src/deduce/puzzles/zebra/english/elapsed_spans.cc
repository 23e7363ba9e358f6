// A span of time that had passed, said as the value it is (elapsed_spans.h).
#include "deduce/puzzles/zebra/english/elapsed_spans.h"

#include <algorithm>
#include <cctype>
#include <set>

#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

std::optional<std::string> elapsed_as_value(std::string_view text, const Lexicon& lexicon,
                                            const std::vector<NumericCategory>& numeric) {
  const std::vector<Word> words = cut_words(text);
  if (words.size() < 4 || words[0].offset != 0) return std::nullopt;
  const SentenceValues values(lexicon, words);
  // The subject: an article or a possessive's owner, then a value.
  std::size_t begin = words[0].stem == "the" ? 1 : 0;
  std::size_t end = begin;
  while (end < words.size() && values.covered(end)) ++end;
  if (end == begin || !values.resolve(begin, end).ok) return std::nullopt;
  const int subject = values.resolve(begin, end).ref.category;
  // Then the deed, up to `after`: words that name and relate nothing.
  static const std::set<std::string> kRelating = {
      "not",  "never", "no",   "didnt", "doesnt", "wasnt", "than", "more", "less",
      "only", "until", "till", "same",  "other",  "also",  "each", "both", "either"};
  const auto cues = cue_words();
  std::size_t at = end;
  while (at < words.size() && words[at].stem != "after") {
    const Word& w = words[at];
    // (`gave up after`, `held out after`: a verb's particle.)
    const bool particle = at + 1 < words.size() && words[at + 1].stem == "after" &&
                          (w.stem == "up" || w.stem == "out" || w.stem == "in" || w.stem == "off");
    if (particle) {
      ++at;
      continue;
    }
    if (values.covered(at) || kRelating.count(w.stem) || w.text.ends_with("n't") ||
        superlative_word(w.stem) || amount_of(w.stem) != 0 || ordinal_word(w.stem) != 0 ||
        std::isdigit(static_cast<unsigned char>(w.text.front())) ||
        std::find(cues.begin(), cues.end(), w.stem) != cues.end())
      return std::nullopt;
    ++at;
  }
  if (at == end || at >= words.size() || at - end > 5) return std::nullopt;
  // `after just two hours`: a word that only stresses the span.
  std::size_t from = at + 1;
  if (from < words.size() && (words[from].stem == "just" || words[from].stem == "only" ||
                              words[from].stem == "exactly" || words[from].stem == "precisely"))
    ++from;
  if (from >= words.size()) return std::nullopt;
  // (`after an hour`: one of them.)
  const bool one = (words[from].stem == "a" || words[from].stem == "an") && from + 1 < words.size();
  if (one) ++from;
  // The list of the span: the one its words name, or, for `an hour`, the
  // one whose unit it is.
  int category = -1;
  if (one) {
    if (from + 1 != words.size()) return std::nullopt;
    for (const NumericCategory& n : numeric)
      if (std::find(n.units.begin(), n.units.end(), words[from].stem) != n.units.end()) {
        if (category != -1) return std::nullopt;
        category = n.index;
      }
  } else if (const SentenceValues::Found& span = values.resolve(from, words.size()); span.ok) {
    category = span.ref.category;
  }
  if (category == -1 || category == subject) return std::nullopt;
  const auto of_span = std::find_if(numeric.begin(), numeric.end(),
                                    [&](const NumericCategory& n) { return n.index == category; });
  if (of_span == numeric.end() || of_span->time_point) return std::nullopt;
  // (Spans, never ages: `after 20 years` of years served, not of years old.)
  const auto unit = [&](std::string_view u) {
    return std::find(of_span->units.begin(), of_span->units.end(), u) != of_span->units.end();
  };
  const bool spans = of_span->time_scale != 0 || unit("second") || unit("minute") || unit("hour") ||
                     unit("day") || unit("night") || unit("week") || unit("month") || unit("year");
  if (!spans || unit("old") || unit("age") || unit("aged")) return std::nullopt;
  return std::string(text.substr(0, words[end - 1].offset + words[end - 1].text.size())) + " was " +
         (one ? "1 " : "") + std::string(text.substr(words[from].offset));
}

}  // namespace deduce::puzzles::zebra::english
