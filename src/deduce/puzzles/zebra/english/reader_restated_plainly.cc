// A sentence said again in plainer words, third of four
// (reader_restated_openings.cc): a superlative said with its amount,
// questions of a thing and inversions, values said as a choice (parity,
// `only`, bounds, figures, the top places, a word of a title), the plain
// words of plain_words.h and its kin (a thing's part, end places, a
// neighbour's side, a pair said again, `nor`, a closing participle), and
// the subject's own thing said by a relative clause or last.
#include "deduce/puzzles/zebra/english/reader.h"

#include <algorithm>
#include <cctype>

#include "deduce/puzzles/zebra/english/amount_bounds.h"
#include "deduce/puzzles/zebra/english/asked_of_things.h"
#include "deduce/puzzles/zebra/english/contest_order.h"
#include "deduce/puzzles/zebra/english/empty_asides.h"
#include "deduce/puzzles/zebra/english/end_places.h"
#include "deduce/puzzles/zebra/english/inversions.h"
#include "deduce/puzzles/zebra/english/participle_asides.h"
#include "deduce/puzzles/zebra/english/plain_words.h"
#include "deduce/puzzles/zebra/english/superlatives.h"
#include "deduce/puzzles/zebra/english/thing_parts.h"
#include "deduce/puzzles/zebra/english/title_words.h"
#include "deduce/puzzles/zebra/english/word_forms.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

std::optional<Reader::Statements> Reader::restated_plainly(const Sentence& s,
                                                           const ReadArgs& a) const {
  const Lexicon& lexicon = a.lexicon;
  const auto again = [&](std::string text) { return read_again(s, std::move(text), a); };
  // `made the most catches, 44`: `made 44` (in a row too, of its lists
  // of amounts: `The Pekin lays the fewest, just 2 a week`).
  if (magazine_ || !numeric_.empty()) {
    const std::vector<Word> w = cut_words(s.text);
    if (std::optional<std::string> plain =
            superlative_restated(s.text, w, SentenceValues(lexicon, w).covered_words()))
      return again(*plain);
  }
  // `lives in an odd-numbered house`, `scored an even number of points`:
  // the places or the values of that kind, said as a choice of two or
  // three.
  // `Where did grandad grow the leeks?`, `What did he put on the beans?`.
  if (s.question)
    if (std::optional<std::string> asked = asked_of_thing(s.text, lexicon, n_ > 0 && !magazine_))
      return again(*asked);
  // `It was Eve who drank milk`, `later than did Percival`.
  if (std::optional<std::string> plain = without_inversion(s.text)) return again(*plain);
  if (std::optional<std::string> choice = parity_as_choice(s.text)) return again(*choice);
  if (std::optional<std::string> only = only_past(s.text, lexicon)) return again(*only);
  // `went for less than $2,000` of prices $1,500, $2,250, ...: the values
  // past the amount (amount_bounds.h).
  if (std::optional<std::string> choice = bound_as_choice(s.text, categories_, numeric_))
    return again(*choice);
  if (std::optional<std::string> plain = either_insisted(s.text)) return again(*plain);
  if (!s.question)
    if (std::optional<std::string> three = clauses_as_series(s.text, lexicon)) return again(*three);
  if (std::optional<std::string> choice = figures_as_choice(s.text, categories_, numeric_))
    return again(*choice);
  if (std::optional<std::string> choice = top_places_as_choice(s.text, categories_, numeric_))
    return again(*choice);
  // `a carol with "Night" in its title` (title_words.h).
  if (std::optional<std::string> choice = title_word_as_choice(s.text, categories_))
    return again(*choice);
  // `What is the kitten called?`, `What is the name of the kitten?`: what
  // `What is the kitten's name?` asks.
  if (s.question) {
    const std::vector<Word> q = cut_words(s.text);
    // (Not of someone's thing, `the name of Gareth's bird`: that is read
    // as it is, the list of names.)
    const bool copula = q.size() >= 4 && q[0].stem == "what" && is_or_was(q[1].stem) &&
                        s.text.find("'s ") == std::string_view::npos &&
                        s.text.find("\u2019s ") == std::string_view::npos;
    if (copula && q.back().stem == "called" &&
        q.back().offset + q.back().text.size() == s.text.size())
      return again(std::string(s.text.substr(0, q.back().offset - 1)) + "'s name");
    if (copula && q.size() >= 6 && q[2].stem == "the" && q[3].stem == "name" && q[4].stem == "of")
      return again(std::string(s.text.substr(0, q[2].offset)) +
                   std::string(s.text.substr(q[5].offset)) + "'s name");
  }
  // (`What did Priya go home with?` is asked as itself first: said
  // plainly, `get`, it names no list's verb.)
  if (s.question && s.text.ends_with(" with"))
    if (std::optional<std::string> ask = what_did(cut_words(s.text), a.lexicon))
      return Statements{*ask};
  // Said in plainer words (plain_words.h): `topped the league`, `was
  // placed below`, `came away with`, `took the longest`, ...
  if (std::optional<std::string> plain = said_plainly(s.text, magazine_)) return again(*plain);
  // `between the Texas student and the Georgia student, as in the doors on
  // either side`: what `between` means said after it, one on each side.
  if (!magazine_ && !s.question)
    if (const std::size_t as = s.text.find(", as in the "); as != std::string_view::npos) {
      const std::string_view tail = s.text.substr(as);
      if ((tail.ends_with(" on either side") || tail.ends_with(" on each side")) &&
          s.text.substr(0, as).find(" between ") != std::string_view::npos &&
          cut_words(tail).size() <= 8)
        return again(std::string(s.text.substr(0, as)) + ", with one of them on each side");
    }
  // `on the roof of the yellow boat`: on the yellow boat (thing_parts.h).
  if (!s.question)
    if (std::optional<std::string> thing = part_as_thing(s.text)) return again(*thing);
  // `Neither of the two end huts has the deckchair in it` (end_places.h).
  if (!magazine_ && !s.question)
    if (std::optional<std::string> ends = end_places_as_ends(s.text)) return again(*ends);
  if (!s.question)
    if (std::optional<std::string> had = with_comparison_as_had(s.text)) return again(*had);
  if (!magazine_)
    if (std::optional<std::string> side = neighbour_side_said(s.text)) return again(*side);
  if (!s.question)
    if (std::optional<std::string> pair = which_is_which_as_some_order(s.text)) return again(*pair);
  if (!s.question)
    if (std::optional<std::string> pair = pair_said_again(s.text)) return again(*pair);
  // `Mr Quinn won, playing the Sicilian`: the closing participle's clause
  // and the sentence's own, both, before the sentence is read whole (it
  // had read as `Mr Quinn is Sicilian`, the win dropped as a filler); as
  // it is where the two do not read.
  if (!s.question && s.text.find(", ") != std::string_view::npos)
    if (std::optional<std::string> both = participle_as_clause(s.text, a.lexicon);
        both && both->find(", and was ") != std::string::npos)
      if (std::optional<std::string> st =
              read_as(s, std::move(*both), a.lexicon, a.phrases, a.set_off, a.superlatives))
        return Statements{*st};
  if (std::optional<std::string> came = won_place_as_came(s.text)) return again(*came);
  if (std::optional<std::string> none = zero_said(s.text)) return again(*none);
  if (std::optional<std::string> the = ours_as_the(s.text)) return again(*the);
  if (std::optional<std::string> plain = compounds_as_values(s.text, a.lexicon))
    return again(*plain);
  if (std::optional<std::string> plain = left_over_said(s.text)) return again(*plain);
  if (std::optional<std::string> plain = nor_as_or(s.text)) return again(*plain);
  if (std::optional<std::string> plain = without_closing_comment(s.text, a.lexicon))
    return again(*plain);
  // `The blue tits moved into a box that went up earlier than the wrens'
  // box`: the thing the subject took, said by a relative clause, is its
  // own (`The blue tits' box went up earlier than ...`).
  {
    const std::vector<Word> w = cut_words(s.text);
    const SentenceValues v(lexicon, w);
    std::size_t b = w.size() > 0 && w[0].stem == "the" ? 1 : 0;
    std::size_t e = b;
    while (e < w.size() && v.covered(e)) ++e;
    if (e > b && e + 4 < w.size() && v.resolve(b, e).ok) {
      for (std::size_t k = e + 1; k + 2 < w.size() && k <= e + 3; ++k) {
        const bool relative = (w[k].stem == "a" || w[k].stem == "an" || w[k].stem == "the") &&
                              !v.covered(k + 1) &&
                              std::islower(static_cast<unsigned char>(w[k + 1].text.front())) &&
                              (w[k + 2].stem == "that" || w[k + 2].stem == "which");
        if (!relative) continue;
        // (The words between are the verb and its particle, no value and
        // no word of a relation: `was immediately behind the cab that went
        // to the airport` places the subject, it says no cab of its own.)
        const auto cues = cue_words();
        bool plain = true;
        for (std::size_t j = e; j < k; ++j)
          plain = plain && !v.covered(j) &&
                  std::find(cues.begin(), cues.end(), w[j].stem) == cues.end() &&
                  !lexicon.place_noun(w[j].stem) && w[j].stem != "next" && w[j].stem != "behind" &&
                  w[j].stem != "ahead" && w[j].stem != "front" && w[j].stem != "beside" &&
                  w[j].stem != "immediately" && w[j].stem != "directly" && w[j].stem != "right" &&
                  w[j].stem != "left" && w[j].stem != "than" && !w[j].text.ends_with("er");
        if (!plain || k + 3 >= w.size()) break;
        const std::string subject(
            s.text.substr(w[b].offset, w[e - 1].offset + w[e - 1].text.size() - w[b].offset));
        return again(subject + "'s " + std::string(w[k + 1].text) + " " +
                     std::string(s.text.substr(w[k + 3].offset)));
      }
    }
  }
  // `Mr. Ellis outbid Mr. Alvarez by exactly $100 for his lot`: the
  // subject's own thing said last by a noun (a list's, or none), no
  // value, says nothing more (never `for her cat`, a value).
  {
    const std::vector<Word> w = cut_words(s.text);
    const std::size_t n = w.size();
    if (n >= 5 && w[n - 3].stem == "for" &&
        (w[n - 2].stem == "his" || w[n - 2].stem == "her" || w[n - 2].stem == "their" ||
         w[n - 2].stem == "its") &&
        std::islower(static_cast<unsigned char>(w[n - 1].text.front())) &&
        !SentenceValues(lexicon, w).covered(n - 1)) {
      std::size_t cut = w[n - 3].offset;
      while (cut > 0 && s.text[cut - 1] == ' ') --cut;
      return again(std::string(s.text.substr(0, cut)));
    }
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
