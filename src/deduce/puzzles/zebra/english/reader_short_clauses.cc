// A sentence's second clause said short after a comma, its subject or its
// verb the first's (reader.h: read_short_clauses()): `..., and neither did
// kart 44` (the same denied of another), `..., two places behind the one in
// the scarf` (places counted from the subject), `..., a week after Hywel's
// turn` (a span of time from the subject). Each part is read as a sentence
// of its own; read_clauses() (reader_clauses.cc) tries these before its
// joints.
#include "deduce/puzzles/zebra/english/reader.h"

#include <cctype>

#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

std::optional<std::string> Reader::read_short_clauses(const Sentence& s, const Lexicon& lexicon,
                                                      std::span<const Phrase> phrases) const {
  const std::string_view t = s.text;
  // `Kart 7 didn't start at the back of the grid, and neither did kart
  // 44`: the same denied of the other, its subject put in the first's.
  for (std::string_view joint : {", and neither did ", " and neither did ", ", nor did ",
                                 ", and neither was ", ", nor was ", ", and nor did "})
    if (const std::size_t at = t.find(joint); at != std::string_view::npos) {
      const std::string left(t.substr(0, at));
      std::string other(t.substr(at + joint.size()));
      while (!other.empty() && other.back() == ' ') other.pop_back();
      const std::vector<Word> lw = cut_words(left);
      const SentenceValues lv(lexicon, lw);
      const std::vector<Word> ow = cut_words(other);
      const SentenceValues ov(lexicon, ow);
      // (The other is one value and nothing else: `kart 44`, `the Hull
      // team`.)
      std::size_t from = !ow.empty() && ow[0].stem == "the" ? 1 : 0;
      if (from < ow.size() && !ov.covered(from) && from + 1 < ow.size() && ov.covered(from + 1))
        ++from;
      if (ow.empty() || from >= ow.size() || !ov.resolve(from, ow.size()).ok) break;
      // The first's subject: its words up to the first value's end.
      std::size_t e = 0;
      while (e < lw.size() && !lv.covered(e)) ++e;
      const std::size_t b = e;
      while (e < lw.size() && lv.covered(e)) ++e;
      if (b >= lw.size() || b > 2 || !lv.resolve(b, e).ok) break;
      const std::string right = other + left.substr(lw[e - 1].offset + lw[e - 1].text.size());
      const std::string parts[] = {left, right};
      if (std::optional<std::string> both = read_all_of(s, parts, lexicon, phrases)) return both;
      break;
    }
  // `The duck in the pirate hat came in fifth, two places behind the one
  // in the scarf`: places counted after a comma are the subject's, as
  // `finished two places behind` says them.
  for (std::size_t at = t.find(", "); at != std::string_view::npos; at = t.find(", ", at + 2)) {
    const std::vector<Word> rw = cut_words(t.substr(at + 2));
    if (rw.size() < 4 ||
        (number_word(rw[0].stem) < 1 &&
         !std::isdigit(static_cast<unsigned char>(rw[0].text.front()))) ||
        (rw[1].stem != "place" && rw[1].stem != "places" && rw[1].stem != "spot" &&
         rw[1].stem != "spots") ||
        (rw[2].stem != "behind" && rw[2].stem != "ahead" && rw[2].stem != "above" &&
         rw[2].stem != "below" && rw[2].stem != "after" && rw[2].stem != "before"))
      continue;
    const std::string left(t.substr(0, at));
    const std::vector<Word> lw = cut_words(left);
    const SentenceValues lv(lexicon, lw);
    if (lv.mentioned().empty()) continue;
    // (The subject: the words before the verb, which the first clause's
    // reading names first.)
    const ValueRef subject = lv.mentioned().front();
    if (subject.category >= static_cast<int>(categories_.size())) continue;
    const std::string right = categories_[static_cast<std::size_t>(subject.category)]
                                  .values[static_cast<std::size_t>(subject.value)] +
                              " finished " + std::string(t.substr(at + 2));
    const std::string parts[] = {left, right};
    if (std::optional<std::string> both = read_all_of(s, parts, lexicon, phrases)) return both;
  }
  // `Ffion chose bread pudding, a week after Hywel's turn`, `..., two
  // days before the trifle`: a span of time after a comma sets the
  // subject in time, as `Ffion was a week after Hywel's turn` says.
  for (std::size_t at = t.find(", "); at != std::string_view::npos; at = t.find(", ", at + 2)) {
    const std::vector<Word> rw = cut_words(t.substr(at + 2));
    if (rw.size() < 4 ||
        (number_word(rw[0].stem) < 1 && rw[0].stem != "a" && rw[0].stem != "an" &&
         !std::isdigit(static_cast<unsigned char>(rw[0].text.front()))) ||
        !time_unit(rw[1].stem) || (rw[2].stem != "after" && rw[2].stem != "before"))
      continue;
    const std::string left(t.substr(0, at));
    const SentenceValues lv(lexicon, cut_words(left));
    if (lv.mentioned().empty()) continue;
    const ValueRef subject = lv.mentioned().front();
    if (subject.category >= static_cast<int>(categories_.size())) continue;
    const std::string right = categories_[static_cast<std::size_t>(subject.category)]
                                  .values[static_cast<std::size_t>(subject.value)] +
                              " was " + std::string(t.substr(at + 2));
    const std::string parts[] = {left, right};
    if (std::optional<std::string> both = read_all_of(s, parts, lexicon, phrases)) return both;
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
