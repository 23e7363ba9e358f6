// A sentence said again in plainer words before the phrase table reads it,
// first of four (reader_restated_words.cc, reader_restated_plainly.cc,
// reader_restated_places.cc): asides, openers, reasons and quoted speech
// that say nothing of the grid go; conditionals and `than both` read as the
// statements they say; questions asked indirectly (`Can you work out whose
// ...`) asked plainly (opening_forms.cc); and what speaks of someone
// outside the grid is refused.
#include "deduce/puzzles/zebra/english/reader.h"

#include <fmt/format.h>
#include <algorithm>
#include <cctype>
#include "deduce/io/nearest_name.h"
#include "deduce/puzzles/zebra/english/amount_units.h"
#include "deduce/puzzles/zebra/english/comparison_asides.h"
#include "deduce/puzzles/zebra/english/denying_words.h"
#include "deduce/puzzles/zebra/english/empty_asides.h"
#include "deduce/puzzles/zebra/english/hall_rows.h"
#include "deduce/puzzles/zebra/english/item_shapes.h"
#include "deduce/puzzles/zebra/english/line_text.h"
#include "deduce/puzzles/zebra/english/order_verbs.h"
#include "deduce/puzzles/zebra/english/people_around.h"
#include "deduce/puzzles/zebra/english/placed_subjects.h"
#include "deduce/puzzles/zebra/english/plain_words.h"
#include "deduce/puzzles/zebra/english/queue_words.h"
#include "deduce/puzzles/zebra/english/relative_clauses.h"
#include "deduce/puzzles/zebra/english/round_table.h"
#include "deduce/puzzles/zebra/english/superlatives.h"
#include "deduce/puzzles/zebra/english/value_numbers.h"
#include "deduce/puzzles/zebra/english/value_variants.h"
#include "deduce/puzzles/zebra/english/wh_questions.h"
#include "deduce/puzzles/zebra/english/word_forms.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

std::optional<Reader::Statements> Reader::restated_opening(const Sentence& s,
                                                           const ReadArgs& a) const {
  const Lexicon& lexicon = a.lexicon;
  const std::span<const Phrase> phrases = a.phrases;
  const bool set_off = a.set_off;
  const bool superlatives = a.superlatives;
  const auto again = [&](std::string text) { return read_again(s, std::move(text), a); };

  // `..., i.e. one plot nearer the gate`: the same said again, in other
  // words, goes.
  for (std::string_view again_said : {", i.e. ", ", ie ", ", i.e., ", " (i.e. "})
    if (const std::size_t at = s.text.find(again_said); at != std::string_view::npos && at > 0)
      return again(std::string(s.text.substr(0, at)));
  // A row's places said as its text says them (row_said_again.cc):
  // `in seat C`, `on the first floor` above a ground floor, a trailing
  // `next door`.
  if (std::optional<std::string> row = row_said_again(s, lexicon)) return again(*row);
  // `at half past nine` where the list says `9:30`.
  if (std::optional<std::string> timed = times_in_words(s.text)) return again(*timed);
  // `If Isaac owns the rabbit, then the guinea pig is 2`: each half
  // alone, joined as the implication it says.
  if (std::optional<std::string> implied = conditional(s, lexicon, phrases))
    return Statements{*implied};
  // `Cara is older than both Ava and Dan`: than each.
  if (std::optional<std::string> both = than_both(s, lexicon, phrases)) return Statements{*both};
  // `The person next to Fay owns the red car`: what the subject does,
  // then its place (placed_subjects.h).
  if (!magazine_)
    if (std::optional<std::string> placed = placed_subject_as_clause(s.text, lexicon))
      return again(*placed);
  // `The mocha was ordered by whoever sat at the far end`: the person
  // there.
  if (!magazine_)
    if (std::optional<std::string> placed = placed_by_verb(s.text)) return again(*placed);
  // `half a kilogram less` where the list is in kg: an amount's unit as
  // the list spells it, so that the list it measures is found.
  // (Metric units: the others' spellings are read as they are.)
  {
    const std::vector<Word> w = cut_words(s.text);
    const auto has_unit = [&](std::string_view u) {
      return std::any_of(numeric_.begin(), numeric_.end(), [&](const NumericCategory& n) {
        return std::find(n.units.begin(), n.units.end(), u) != n.units.end();
      });
    };
    for (std::size_t i = 1; i < w.size(); ++i) {
      // (After digits or `half a`: `a metre longer` is read as it is.)
      const std::string& before = w[i - 1].stem;
      const bool digits = std::isdigit(static_cast<unsigned char>(before.front())) != 0;
      const bool half = i >= 2 && (before == "a" || before == "an") && w[i - 2].stem == "half";
      if (!(digits && amount_of(before) != 0) && !half) continue;
      const std::vector<std::string>* group = unit_group(w[i].stem);
      if (group == nullptr || metric(group->front()) == 0 || has_unit(w[i].stem)) continue;
      for (const std::string& u : *group)
        if (has_unit(u)) {
          std::string text(s.text);
          text.replace(w[i].offset, w[i].text.size(), u);
          return again(std::move(text));
        }
    }
  }
  // `Ann's sister bought the cat`: someone else's deed, which says
  // nothing of whose the cat is (unless a list is of them: `Ann's
  // husband is Bob` where the husbands are listed). `Who nearly chose
  // the cat?` asks of no one the grid holds. (Looked at once a sentence,
  // not again for each rewording, and the values found only where a
  // word of either is said.)
  // `Whereas Uma has her lesson on Tuesday, Vik has his on Thursday`:
  // both, the second's noun said again (`his lesson`).
  if (std::optional<std::string> both = whereas_as_and(s.text)) return again(*both);
  if (std::optional<std::string> pair = pair_then_one(s.text)) return again(*pair);
  // A question asked politely: the question.
  if (s.question) {
    if (std::optional<std::string> asked = asked_politely(s.text)) return again(*asked);
    if (std::optional<std::string> asked = which_of_the(s.text)) return again(*asked);
    if (std::optional<std::string> asked = kind_as_what(s.text, categories_, numeric_))
      return again(*asked);
    if (std::optional<std::string> asked = where_phrasal(s.text)) return again(*asked);
    if (std::optional<std::string> asked = without_own_place(s.text, lexicon))
      if (std::optional<std::string> st = read_as(s, *asked, lexicon, phrases, set_off, true))
        return Statements{*st};
  }
  // `Which child has the green case?` of children counted in a row, whose
  // noun names no list: who.
  if (s.question && !magazine_) {
    const std::vector<Word> w = cut_words(s.text);
    if (w.size() >= 3 && w[0].offset == 0 && w[0].stem == "which" && person_noun(w[1].stem) &&
        lexicon.place_noun(w[1].stem) && lexicon.category_named(w[1].stem) < 0)
      return again("Who" + std::string(s.text.substr(w[1].offset + w[1].text.size())));
  }
  // `Who is Mr Blount's partner?` where the gentlemen and the ladies are
  // two lists of names, each gentleman with a lady: the other list's.
  if (s.question) {
    const std::vector<Word> w = cut_words(s.text);
    static const std::set<std::string> kCouple = {"partner", "husband", "wife",
                                                  "spouse",  "fiance",  "fiancee"};
    const SentenceValues v(lexicon, w);
    if (w.size() >= 4 && w[0].stem == "who" && is_or_was(w[1].stem) &&
        kCouple.count(w.back().stem) != 0 && v.covered(w.size() - 2)) {
      std::size_t from = w.size() - 2;
      while (from > 2 && v.covered(from - 1)) --from;
      const SentenceValues::Found& f = v.resolve(from, w.size() - 1);
      std::vector<std::size_t> names;
      for (std::size_t c = 0; c < categories_.size() && f.ok; ++c)
        if (static_cast<int>(c) != f.ref.category && names_list(c)) names.push_back(c);
      if (f.ok && from >= 2 && names.size() == 1)
        return Statements{categories_[names[0]].name + " of " + value_text(f.ref)};
    }
  }
  if (said_again_ == 0) {
    const std::vector<Word> w = cut_words(s.text);
    const bool tie =
        std::any_of(w.begin(), w.end(), [](const Word& x) { return tie_word(x.stem); });
    const bool denies = s.question && std::any_of(w.begin(), w.end(), [](const Word& x) {
                          return denying_word(x.stem);
                        });
    if (tie || denies) {
      const SentenceValues v(lexicon, w);
      for (std::size_t i = 0; i < w.size() && tie; ++i)
        if (relative_of(s.text, w, v, i) &&
            (lexicon.category_named(w[i].stem) < 0 || w[i].stem == "friend")) {
          // (Whose: the value, or the value and its doer: `the cat owner`.)
          const std::size_t from = v.covered(i - 1) ? i - 1 : i - 2;
          const std::string_view whose = s.text.substr(
              w[from].offset, w[i - 1].offset + w[i - 1].text.size() - w[from].offset);
          fail(s.line, s.column,
               fmt::format("could not read this {}: \"{}\" (it speaks of {}'s {}, someone "
                           "other than {})",
                           s.question ? "question" : "clue", s.text, whose, w[i].text, whose));
        }
      for (std::size_t i = 0; i < w.size() && denies; ++i)
        if (!v.covered(i) && denies_at(w, i))
          fail(s.line, s.column,
               fmt::format("could not read this question: \"{}\" (`{}` asks of what did "
                           "not happen, which no list holds)",
                           s.text, w[i].text));
    }
  }
  // `Bo went up to the oldest`, `Ann spoke to the tea drinker`: one goes
  // up to, over to or speaks to someone else, never to themself (these
  // had read `Bo is the oldest`): refused unless a table reads it.
  if (said_again_ == 0 && !s.question) {
    const std::vector<Word> w = cut_words(s.text);
    static const std::set<std::string> kTalk = {"spoke",     "talked",  "chatted", "waved",
                                                "whispered", "shouted", "nodded",  "smiled",
                                                "wrote",     "speaks",  "talks",   "waves"};
    for (std::size_t i = 1; i + 1 < w.size(); ++i) {
      const bool toward = (w[i].stem == "up" || w[i].stem == "over" || w[i].stem == "across") &&
                          w[i + 1].stem == "to" &&
                          std::islower(static_cast<unsigned char>(w[i - 1].text.front())) &&
                          w[i - 1].stem != "is" && w[i - 1].stem != "was" && w[i - 1].stem != "are";
      const bool talk = kTalk.count(w[i].stem) && (w[i + 1].stem == "to" || w[i + 1].stem == "at");
      if (!toward && !talk) continue;
      // (Only of one the lists hold, or a superlative: never `up to the 2nd
      // floor`, `living up to his name`.)
      std::size_t j = i + 2;
      if (j < w.size() && w[j].stem == "the") ++j;
      if (j >= w.size() || ordinal_word(w[j].stem) != 0 || lexicon.place_noun(w[j].stem) ||
          w[j].stem == "top" || w[j].stem == "bottom" || w[j].stem == "end" ||
          !(SentenceValues(lexicon, w).covered(j) || superlative_word(w[j].stem)))
        continue;
      const std::size_t at = talk ? i : i - 1;
      fail(s.line, s.column,
           fmt::format("could not read this clue: \"{}\" (`{} {} {}` is said of two, never of one "
                       "thing the lists hold)",
                       s.text, w[at].text, w[at + 1].text, w[at + 2].text));
    }
  }
  // `Turbo, sadly not living up to his name, came in last`: a denial in
  // an aside set off by commas that names no value denies the aside, not
  // the clause around it (it had read `Turbo is not last`): refused.
  // (Where what it denies, its denial aside, says nothing of the grid,
  // `sadly not living up to his name`, the clue is read without it:
  // `Turbo, wearing a blue dot, came in last`.)
  if (said_again_ == 0 && !s.question)
    if (const std::optional<std::string> aside = denying_aside(s.text, lexicon)) {
      std::vector<Word> rest = cut_words(*aside);
      std::erase_if(rest, [](const Word& x) {
        return x.stem == "not" || x.stem == "never" || x.text.ends_with("n't");
      });
      // (The aside goes with the `and` that joins it, or with its commas.)
      if (!rest.empty() && says_nothing(rest, lexicon))
        for (const std::string& said : {" and " + *aside, *aside + " and ", ", " + *aside + ","})
          if (const std::size_t at = s.text.find(said); at != std::string_view::npos)
            return again(std::string(s.text.substr(0, at)) +
                         std::string(s.text.substr(at + said.size())));
      fail(s.line, s.column,
           fmt::format("could not read this clue: \"{}\" (`{}` denies something set off by "
                       "commas that names nothing of the lists)",
                       s.text, *aside));
    }
  // `Oh and Lucia had table 14`, `Finally, the mittens took ...`: an
  // opening interjection or joining word says nothing (shown whole, read
  // without it).
  if (std::optional<std::string> plain = without_opener(s.text)) return again(*plain);
  // `Dani's best piece wasn't brown` where the list is of `one best
  // piece, blue, brown, ...`: the list's own words, no superlative.
  if (std::optional<std::string> plain = without_listed_superlative(s.text, lexicon))
    return again(*plain);
  // `Ruaridh didn't use bacon, because he says it smells`: a reason
  // that names nothing of the lists says nothing of the grid (shown
  // whole, read without it); one that names a value is read as said.
  if (!s.question)
    for (std::string_view why : {", because ", " because ", ", as he ", ", as she ", ", as they "})
      if (const std::size_t at = s.text.find(why); at != std::string_view::npos && at > 0) {
        const std::vector<Word> reason = cut_words(s.text.substr(at + why.size()));
        // (Nor a number, an end or a word of relation: `because she came
        // last` says where she came.)
        if (says_nothing(reason, lexicon)) return again(std::string(s.text.substr(0, at)));
        break;
      }
  // `Here is what I can tell you: Sofía closed the night`: a lead-in before
  // a colon that names nothing of the lists says nothing (read without).
  if (!s.question)
    if (const std::size_t colon = s.text.find(": "); colon != std::string_view::npos && colon > 0) {
      const std::vector<Word> lead = cut_words(s.text.substr(0, colon));
      // (No value, list, name, number or denial in it.)
      if (!lead.empty() && lead.size() <= 10 && says_nothing(lead, lexicon, true) &&
          !cut_words(s.text.substr(colon + 2)).empty())
        return again(std::string(s.text.substr(colon + 2)));
    }
  // `Gustavo danced neither Troilo nor Biagi — he says he will do Biagi
  // "when his knees are younger"`: what someone says after a dash they
  // will do is a remark beside the clue, whatever it names (read without
  // it).
  if (!s.question)
    for (std::string_view dash : {" \u2014 ", " \u2013 ", " - "})
      if (const std::size_t at = s.text.find(dash); at != std::string_view::npos && at > 0) {
        const std::vector<Word> said = cut_words(s.text.substr(at + dash.size()));
        static const std::set<std::string> kSays = {"says",  "said",   "say",    "reckons",
                                                    "jokes", "swears", "claims", "insists"};
        // (What they say they will do, not what they did: `he says it is
        // his lucky glaze` may say which glaze, and is not taken off.)
        const bool future = std::any_of(said.begin(), said.end(), [](const Word& w) {
          const std::string low = lower(w.text);
          return low == "will" || low == "would" || low == "might" || low == "shall" ||
                 low.ends_with("'ll") || low.ends_with("\u2019ll") || low == "wants" ||
                 low == "hopes" || low == "plans";
        });
        // (Or what names nothing of the grid, after the verb of saying:
        // `— she says it's because her buckets had a leak, and we believe
        // her`.)
        const bool nothing =
            said.size() >= 3 && says_nothing({said.begin() + 2, said.end()}, lexicon);
        if (said.size() >= 3 && (subject_pronoun(said[0]) || said[0].stem == "i") &&
            kSays.count(std::string(said[1].text)) && (future || nothing))
          return again(std::string(s.text.substr(0, at)));
        break;
      }
  // `Ann is allergic to fur, so she has the fish`: a reason said first, of
  // the subject alone, says nothing of the grid; what follows `so` is said
  // of that subject. `Being allergic to fur, Ann has the fish`: an opening
  // participle that names nothing, alike.
  if (!s.question) {
    // (` so ` finds `, and so ` too: the words cut drop the comma, and
    // `and` says nothing.)
    for (std::string_view so : {", so ", " so ", ", therefore ", ", which is why "}) {
      const std::size_t at = s.text.find(so);
      if (at == std::string_view::npos || at == 0) continue;
      const std::vector<Word> reason = cut_words(s.text.substr(0, at));
      const std::vector<Word> then = cut_words(s.text.substr(at + so.size()));
      if (reason.size() < 3 || then.size() < 2) break;
      const SentenceValues rv(lexicon, reason);
      std::size_t end = 0;
      while (end < reason.size() && rv.covered(end)) ++end;
      if (end == 0 || !rv.resolve(0, end).ok) break;
      if (!says_nothing({reason.begin() + static_cast<std::ptrdiff_t>(end), reason.end()}, lexicon))
        break;
      static const std::set<std::string> kPronouns = {"he", "she", "they", "it"};
      std::string out(s.text.substr(at + so.size()));
      if (kPronouns.count(then[0].stem))
        out.replace(
            then[0].offset, then[0].text.size(),
            s.text.substr(reason[0].offset,
                          reason[end - 1].offset + reason[end - 1].text.size() - reason[0].offset));
      return again(out);
    }
    const std::vector<Word> w = cut_words(s.text);
    if (const std::size_t comma = s.text.find(", ");
        w.size() > 3 && w[0].offset == 0 && w[0].stem.size() > 4 && w[0].stem.ends_with("ing") &&
        comma != std::string_view::npos && comma + 2 < s.text.size()) {
      // (Its first word is in capitals as a sentence's is: no name. Nor
      // a way walked or looked, which turns the row: `Walking from the
      // lych-gate, the heart comes before the fish`.)
      const std::vector<Word> opening = cut_words(s.text.substr(w[1].offset, comma - w[1].offset));
      static const std::set<std::string> kWays = {
          "from",  "toward", "towards", "along", "up",     "down",    "across",  "into",
          "round", "around", "through", "past",  "facing", "looking", "counting"};
      const bool way = kWays.count(w[0].stem) != 0 ||
                       std::any_of(opening.begin(), opening.end(),
                                   [](const Word& x) { return kWays.count(x.stem) != 0; });
      if (!way && says_nothing(opening, lexicon))
        return again(std::string(s.text.substr(comma + 2)));
    }
  }
  // `Hiro isn't learning Japanese, he already speaks it lol`: a closing
  // clause of a pronoun that names nothing says nothing of the grid.
  if (!s.question)
    if (const std::size_t at = s.text.rfind(", "); at != std::string_view::npos && at > 0) {
      const std::vector<Word> tail = cut_words(s.text.substr(at + 2));
      static const std::set<std::string> kPronouns = {"he", "she", "they", "it", "we", "i"};
      if (tail.size() >= 3 && kPronouns.count(tail[0].stem) &&
          !cut_words(s.text.substr(0, at)).empty() && says_nothing(tail, lexicon))
        return again(std::string(s.text.substr(0, at)));
    }
  // `Alfie says: "My plane went 1 metre further than the blue one!"`.
  if (std::optional<std::string> plain = quoted_speech(s.text)) return again(*plain);
  // `Ironically, ...`, `Sadly, ...`: a comment on what follows, an
  // adverb set off by its comma (never a name, `Holly, who ...`, nor
  // `Only,`).
  {
    const std::vector<Word> w = cut_words(s.text);
    if (w.size() > 3 && w[0].offset == 0 && w[0].text.size() > 5 && w[0].text.ends_with("ly") &&
        s.text.substr(w[0].text.size()).starts_with(",") && w[0].stem != "only" &&
        w[0].stem != "early" && w[0].stem != "exactly" && w[0].stem != "directly" &&
        w[0].stem != "immediately" && !SentenceValues(lexicon, w).covered(0))
      return again(std::string(s.text.substr(w[1].offset)));
  }
  // `What's Kev ordering?`, `Who's wearing red?`: `is` said in full.
  if (s.question)
    for (std::string_view wh : {"What", "Who", "Where", "what", "who", "where"})
      for (std::string_view mark : {"'s ", "\u2019s "})
        if (s.text.starts_with(std::string(wh) + std::string(mark)))
          if (std::optional<std::string> st = read_as(
                  s, std::string(wh) + " is " + std::string(s.text.substr(wh.size() + mark.size())),
                  lexicon, phrases, set_off, superlatives))
            return Statements{*st};
  // `What was being drunk at bench 2?`, `What was eaten at table 3?`:
  // what the one there did (`What did the one at bench 2 drink?`).
  if (s.question) {
    const std::vector<Word> w = cut_words(s.text);
    std::size_t k = 2;
    if (w.size() > 4 && w[2].stem == "being") k = 3;
    if (w.size() > k + 2 && w[0].stem == "what" && (w[1].stem == "was" || w[1].stem == "were") &&
        past_participle(w[k].text) &&
        (w[k + 1].stem == "at" || w[k + 1].stem == "in" || w[k + 1].stem == "on")) {
      std::string asked;
      asked.append("What did the one ").append(s.text.substr(w[k + 1].offset)).append(" ");
      asked.append(participle_verb(w[k].text));
      return again(asked);
    }
  }
  // `What are we being paid for the wedding?`: a sum asked by its verb
  // of money, as `How much` asks it.
  if (s.question && std::any_of(numeric_.begin(), numeric_.end(),
                                [](const NumericCategory& n) { return has_unit(n, {"money"}); })) {
    const std::vector<Word> w = cut_words(s.text);
    static const std::set<std::string> kAux = {"is", "are",  "was", "were", "did",
                                               "do", "does", "doe", "will"};
    static const std::set<std::string> kPaid = {"paid",   "pay",  "charged", "charge",
                                                "earned", "earn", "cost",    "costs"};
    if (w.size() > 3 && w[0].stem == "what" && w[0].offset == 0 && kAux.count(w[1].stem) &&
        std::any_of(w.begin() + 2, w.end(), [](const Word& x) { return kPaid.count(x.stem); })) {
      std::string asked("How much");
      asked.append(s.text.substr(w[0].text.size()));
      return again(asked);
    }
  }
  // `so who's on the silver one then?`: a question's closing `then`.
  if (s.question && s.text.size() > 12 && s.text.ends_with(" then"))
    return again(std::string(s.text.substr(0, s.text.size() - 5)));
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
