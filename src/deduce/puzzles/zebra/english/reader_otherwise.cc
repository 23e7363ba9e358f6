// The other ways a clue is said (reader.h: read_otherwise()), tried where
// the phrase table read nothing of it: a participle's phrase, two clauses
// said apart, what one owns or is described by, two orders paired off, a
// kind of value, superlatives, what one holds and where one is, denied
// comparisons, `neither` and `both`, subjects said apart, relatives and
// ends said by their deeds, a holder at a place, and notes without a verb.
// Each is the clue said again in plainer words and read as that, or read
// in parts; the first that reads is the clue's reading.
#include "deduce/puzzles/zebra/english/reader.h"

#include "deduce/puzzles/zebra/english/comparison_asides.h"
#include "deduce/puzzles/zebra/english/order_verbs.h"
#include "deduce/puzzles/zebra/english/participle_asides.h"
#include "deduce/puzzles/zebra/english/people_around.h"
#include "deduce/puzzles/zebra/english/relative_clauses.h"
#include "deduce/puzzles/zebra/english/shared_subjects.h"
#include "deduce/puzzles/zebra/english/superlatives.h"
#include "deduce/puzzles/zebra/english/verbless_notes.h"
#include "deduce/puzzles/zebra/english/word_forms.h"

namespace deduce::puzzles::zebra::english {

std::optional<std::string> Reader::read_otherwise(const Sentence& s, const ReadArgs& a) const {
  const Lexicon& lexicon = a.lexicon;
  const std::span<const Phrase> phrases = a.phrases;
  const bool set_off = a.set_off, superlatives = a.superlatives;
  // `Kate, dressed as a banana, finished ...`: a participle's phrase.
  if (std::optional<std::string> plain = participle_as_clause(s.text, lexicon))
    if (std::optional<std::string> st =
            read_as(s, std::move(*plain), lexicon, phrases, set_off, superlatives))
      return st;
  if (const auto two = closing_which_said_apart(s.text, lexicon)) {
    const std::string parts[] = {two->first, two->second};
    if (std::optional<std::string> both = read_all_of(s, parts, lexicon, phrases)) return both;
  }
  if (const auto two = closing_place_said_apart(s.text, lexicon)) {
    const std::string parts[] = {two->first, two->second};
    if (std::optional<std::string> both = read_all_of(s, parts, lexicon, phrases)) return both;
  }
  if (set_off)
    if (std::optional<std::string> both = read_set_off(s, lexicon, phrases)) return both;
  if (set_off)
    if (std::optional<std::string> both = read_beside(s, lexicon, phrases)) return both;
  if (std::optional<std::pair<std::string, std::string>> owned = owned_value(s.text, lexicon))
    if (std::optional<std::string> st =
            read_as(s, std::move(owned->first), lexicon, phrases, set_off, superlatives))
      return "all of: " + owned->second + "; " + as_part(*st);
  // `The nearer the stage, the dearer the seat`: two orders paired off.
  if (std::optional<std::string> paired = correlated(s, lexicon)) return paired;
  // `Ines paid with a note` of `a £5 note` and `a £10 note`: either.
  if (std::optional<std::string> either = read_kind(s, lexicon, phrases)) return either;
  // `The white BMW is in the middle`: white is the BMW, which is there.
  if (std::optional<std::pair<std::string, std::string>> both = described_value(s.text, lexicon))
    if (std::optional<std::string> st =
            read_as(s, std::move(both->first), lexicon, phrases, set_off, superlatives))
      return "all of: " + both->second + "; " + as_part(*st);
  const std::vector<Word> all = cut_words(s.text);
  if (superlatives)
    if (std::optional<std::string> st =
            read_superlatives(s, all, SentenceValues(lexicon, all), lexicon, phrases))
      return st;
  // `Tobias is scrolling through his phone two chairs away from Kayleigh`.
  if (set_off)
    if (std::optional<std::string> both = held_then_placed(s, lexicon, phrases)) return both;
  if (magazine_)
    if (std::optional<std::string> st = denied_comparison(s, lexicon, phrases)) return st;
  if (set_off)
    if (std::optional<std::string> both = neither_of_them(s, lexicon, phrases)) return both;
  if (set_off)
    if (std::optional<std::string> both = read_clauses(s, lexicon, phrases)) return both;
  if (set_off)
    if (std::optional<std::string> both = neither_inside(s, lexicon, phrases)) return both;
  // `The puncture was both the quickest and the cheapest job of the
  // morning`: each said of it.
  if (set_off)
    if (std::optional<std::pair<std::string, std::string>> two = both_said(s.text)) {
      const std::string parts[] = {two->first, two->second};
      if (std::optional<std::string> both = read_all_of(s, parts, lexicon, phrases)) return both;
    }
  // `Ann and Bob both climbed less than 900 feet`: said of each.
  if (set_off)
    if (const auto parts = subjects_said_apart(s.text, lexicon))
      if (std::optional<std::string> each = read_all_of(s, *parts, lexicon, phrases)) return each;
  // `The student whose last word was "mnemonic" finished ...`: the
  // value the clause names.
  // `The youngest pupil opened the recital`: the first.
  const SentenceValues all_values(lexicon, all);
  // `Of the bread slicer and the electric kettle, the former was
  // patented 16 years after the latter`: each said by its name.
  for (const std::optional<std::string>& plain :
       {relatives_as_values(s.text, all, all_values, category_index(who_), magazine_),
        magazine_ || in_order_ ? order_verbs_as_ends(s.text, all, all_values, !magazine_)
                               : std::nullopt,
        former_latter_named(s.text, lexicon), race_end_as_finished(s.text, all, all_values),
        doers_as_values(s.text, all_values, all)}) {
    if (!plain) continue;
    if (std::optional<std::string> st = read_as(s, *plain, lexicon, phrases, set_off, superlatives))
      return st;
  }
  if (!magazine_)
    if (std::optional<std::string> st = read_holder_at_place(s, all, all_values, lexicon, phrases))
      return st;
  // `Ferris four inches taller than Quinlan`: a note without its verb
  // (verbless_notes.h).
  for (const std::string& plain : verbless_as_said(s.text, lexicon))
    if (std::optional<std::string> st = read_as(s, plain, lexicon, phrases, set_off, superlatives))
      return st;
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
