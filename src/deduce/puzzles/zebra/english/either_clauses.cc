// `Either Hana plays the harp or Mr Moss teaches her, but not both` (reader.h):
// two whole clauses, exactly one of which holds. Each is read as a clue of
// its own (a pronoun in the second for the person the first opens with),
// and the sentence says one of them. Read only where the two readings
// are found at one `or` and nowhere else.
#include <string>
#include <vector>

#include "deduce/puzzles/zebra/english/reader.h"

namespace deduce::puzzles::zebra::english {

std::optional<std::string> Reader::either_clauses(const Sentence& s, const Lexicon& lexicon,
                                                  std::span<const Phrase> phrases) const {
  const std::vector<Word> w = cut_words(s.text);
  if (w.size() < 6 || w[0].stem != "either" || w[0].offset != 0) return std::nullopt;
  std::string_view text = s.text;
  for (std::string_view end : {", but not both", " but not both", ", not both"})
    if (text.ends_with(end)) {
      text.remove_suffix(end.size());
      break;
    }
  if (text.size() == s.text.size()) return std::nullopt;
  const std::string_view body = text.substr(w[1].offset);
  std::optional<std::string> found;
  for (std::size_t at = body.find(" or "); at != std::string_view::npos;
       at = body.find(" or ", at + 1)) {
    std::string first(body.substr(0, at));
    std::string second(body.substr(at + 4));
    while (!first.empty() && first.back() == ',') first.pop_back();
    // `... or Mr Moss teaches her`: the one the first clause opens with.
    const std::vector<Word> fw = cut_words(first);
    const SentenceValues fv(lexicon, fw);
    const auto spans = fv.spans();
    const std::vector<Word> sw = cut_words(second);
    if (spans && !spans->empty() && spans->front().first == 0)
      for (const Word& x : sw)
        if (x.stem == "her" || x.stem == "him" || x.stem == "she" || x.stem == "he") {
          const SentenceValues::Found& f = fv.resolve(spans->front().first, spans->front().second);
          if (!f.ok || f.ref.category >= static_cast<int>(categories_.size())) break;
          second.replace(x.offset, x.text.size(),
                         categories_[static_cast<std::size_t>(f.ref.category)]
                             .values[static_cast<std::size_t>(f.ref.value)]);
          break;
        }
    const std::optional<std::string> a = read_as(s, first, lexicon, phrases, true, true);
    const std::optional<std::string> b = read_as(s, second, lexicon, phrases, true, true);
    if (!a || !b) continue;
    if (found) return std::nullopt;  // read at two `or`s: never guessed
    found = "one of: " + as_part(*a) + "; " + as_part(*b);
  }
  return found;
}

}  // namespace deduce::puzzles::zebra::english
