// The statements of one sentence (reader.h: read()): the sentence said again
// in words the table reads, read by the phrase table, its values checked
// and written as .zebra statements, or refused with what was understood.
// read() is one function of about 800 lines, kept whole in this file: cut,
// its lambdas and early returns would have to be passed around.
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

namespace deduce::puzzles::zebra::english {

// The .zebra statements of `s`: one, or one for each value a phrase
// that names two values may mean (`phrase_two_ways`).
std::vector<std::string> Reader::read(const Sentence& s, const Lexicon& lexicon,
                                      std::span<const Phrase> phrases, bool& two_ways, bool set_off,
                                      bool superlatives) const {
  // Sentences said again in words the table reads, each read anew.
  const auto again = [&](std::string text) {
    // (A sentence said again more than 64 times in a row is refused.)
    if (said_again_ >= 64)
      fail(s.line, s.column,
           fmt::format("could not read this {}: \"{}\" (it is said again in other words "
                       "too many times over)",
                       s.question ? "question" : "clue", s.text));
    Sentence plain = s;
    plain.text = held_.emplace_back(std::move(text));
    ++said_again_;
    struct Back {
      int& depth;
      ~Back() { --depth; }
    } back{said_again_};
    return read(plain, lexicon, phrases, two_ways, set_off, superlatives);
  };
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
  if (std::optional<std::string> implied = conditional(s, lexicon, phrases)) return {*implied};
  // `Cara is older than both Ava and Dan`: than each.
  if (std::optional<std::string> both = than_both(s, lexicon, phrases)) return {*both};
  // `The person next to Fay owns the red car`: what the subject does,
  // then its place (placed_subjects.h).
  if (!magazine_)
    if (std::optional<std::string> placed = placed_subject_as_clause(s.text, lexicon))
      return again(*placed);
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
  if (said_again_ == 0 && !s.question)
    if (const std::optional<std::string> aside = denying_aside(s.text, lexicon))
      fail(s.line, s.column,
           fmt::format("could not read this clue: \"{}\" (`{}` denies something set off by "
                       "commas that names nothing of the lists)",
                       s.text, *aside));
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
            return {*st};
  // `What was being drunk at bench 2?`, `What was eaten at table 3?`:
  // what the one there did (`What did the one at bench 2 drink?`).
  if (s.question) {
    const std::vector<Word> w = cut_words(s.text);
    std::size_t k = 2;
    if (w.size() > 4 && w[2].stem == "being") k = 3;
    if (w.size() > k + 2 && w[0].stem == "what" &&
        (w[1].stem == "was" || w[1].stem == "wa" || w[1].stem == "were") &&
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
    static const std::set<std::string> kAux = {"is",  "are", "was",  "wa",  "were",
                                               "did", "do",  "does", "doe", "will"};
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
  // `Can you work out whose sunflower is nearest the gate?`: the
  // question it asks (`Whose sunflower is nearest the gate?`).
  if (s.question) {
    const std::vector<Word> w = cut_words(s.text);
    static const std::set<std::string> kWh = {"who",   "whose", "which", "what",
                                              "where", "when",  "how"};
    for (std::size_t i = 0; i + 3 < w.size() && i < 6; ++i)
      if (kWh.count(w[i + 1].stem) && i >= 2 && w[0].stem == "can" && w[1].stem == "you" &&
          (w[i].stem == "out" || w[i].stem == "tell" || w[i].stem == "say" ||
           w[i].stem == "deduce" || w[i].stem == "determine" || w[i].stem == "me")) {
        std::string asked(s.text.substr(w[i + 1].offset));
        asked[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(asked[0])));
        return again(asked);
      }
  }
  // `my tortoise` where the teller listed `me (Pauline)`: Pauline's.
  if (!narrator_.empty())
    if (std::string plain = first_person_as(s.text, narrator_); !plain.empty()) return again(plain);
  // `Val: I used 2 more balls than Pam` in a chat: Val's clue.
  for (const Speaker& said : speakers_)
    if (said.line == s.line) {
      if (std::string plain = first_person_as(s.text, said.name); !plain.empty())
        return again(plain);
      break;
    }
  // `The stall under the red awning belongs to ...` in a row that stands
  // on the ground: what covers it is its own, as `with` says (never in a
  // building or a stack, where `under` is a place below).
  if (upright_ == Upright::kNo && s.text.find("under the ") != std::string_view::npos) {
    const std::vector<Word> w = cut_words(s.text);
    const SentenceValues v(lexicon, w);
    for (std::size_t i = 0; i + 2 < w.size(); ++i)
      if (w[i].stem == "under" && w[i + 1].stem == "the" && v.covered(i + 2) &&
          !std::isdigit(static_cast<unsigned char>(w[i + 2].text.front())) &&
          v.resolve(i + 2, i + 3).ok &&
          v.resolve(i + 2, i + 3).ref.category < lexicon.place_category() &&
          !ordered_.count(
              categories_[static_cast<std::size_t>(v.resolve(i + 2, i + 3).ref.category)].name))
        return again(std::string(s.text.substr(0, w[i].offset)) + "with" +
                     std::string(s.text.substr(w[i].offset + w[i].text.size())));
  }
  // `the seat farthest from the stage` where the rows are lettered from it
  // (`Row C, Row F, ..., counting back from the stage`): the last row.
  if (magazine_ && !hall_front_.empty())
    for (const NumericCategory& n : numeric_)
      if (has_unit(n, {"numbered"}) && has_unit(n, {"row"})) {
        // (The first and last by their letters, however listed.)
        const std::vector<std::string>& rows =
            categories_[static_cast<std::size_t>(n.index)].values;
        const auto letter = [](const std::string& v) {
          const std::optional<ValueNumber> k = value_number(v);
          return k ? k->number : 0.0;
        };
        const auto [low, high] = std::minmax_element(
            rows.begin(), rows.end(),
            [&](const std::string& a, const std::string& b) { return letter(a) < letter(b); });
        if (std::optional<std::string> plain = hall_ends_as_rows(s.text, hall_front_, *low, *high))
          return again(*plain);
      }
  // `opposite Bea` at a round table: half the table away.
  if (circle_)
    if (std::optional<std::string> seats = opposite_as_seats(s.text, n_)) return again(*seats);
  // `lives at No. 2`: the number 2, never `no`.
  for (std::size_t at = s.text.find("o. "); at != std::string_view::npos;
       at = s.text.find("o. ", at + 1))
    if (at > 0 && (s.text[at - 1] == 'N' || s.text[at - 1] == 'n') &&
        (at == 1 || !std::isalpha(static_cast<unsigned char>(s.text[at - 2]))) &&
        at + 3 < s.text.size() && std::isdigit(static_cast<unsigned char>(s.text[at + 3])))
      return again(std::string(s.text.substr(0, at - 1)) + "number " +
                   std::string(s.text.substr(at + 3)));
  // `The first driver to arrive`, `the last one to leave`: the earliest
  // and the latest, where a list of times or dates is what `to arrive`
  // orders (never a place in a row: `the first car` is one).
  if (std::any_of(numeric_.begin(), numeric_.end(), in_time)) {
    const std::vector<Word> w = cut_words(s.text);
    for (std::size_t i = 0; i + 3 < w.size(); ++i) {
      if (w[i].stem != "the" || (w[i + 1].stem != "first" && w[i + 1].stem != "last")) continue;
      std::size_t to = i + 2;
      if (w[to].stem != "to" && to + 1 < w.size() && w[to + 1].stem == "to" &&
          std::islower(static_cast<unsigned char>(w[to].text.front())))
        ++to;  // its noun: `the first driver to arrive`
      if (to + 1 >= w.size() || w[to].stem != "to" ||
          !std::islower(static_cast<unsigned char>(w[to + 1].text.front())))
        continue;
      const std::string noun = to == i + 3 ? std::string(w[i + 2].text) : "one";
      return again(std::string(s.text.substr(0, w[i].offset)) + "the " +
                   (w[i + 1].stem == "first" ? "earliest " : "latest ") + noun +
                   std::string(s.text.substr(w[to + 1].offset + w[to + 1].text.size())));
    }
  }
  // `The duck in sunglasses was first to bob under the finishing rope`:
  // first, whatever the deed that ends the race (nothing it names after).
  {
    const std::vector<Word> w = cut_words(s.text);
    const SentenceValues values(lexicon, w);
    for (std::size_t i = 1; i + 3 < w.size(); ++i) {
      if (w[i].stem != "was" && w[i].stem != "is") continue;
      const std::size_t k = w[i + 1].stem == "the" ? i + 2 : i + 1;
      if (k + 2 >= w.size() || (w[k].stem != "first" && w[k].stem != "last") ||
          w[k + 1].stem != "to" || !std::islower(static_cast<unsigned char>(w[k + 2].text.front())))
        continue;
      bool names = false;
      for (std::size_t j = k + 2; j < w.size(); ++j) names = names || values.covered(j);
      if (names) break;
      return again(std::string(s.text.substr(0, w[k].offset + w[k].text.size())));
    }
  }
  // `had to go all the way up to the top level`, `drove up to the top
  // floor`: where one went is where one was.
  if (n_ > 0) {
    const std::vector<Word> w = cut_words(s.text);
    for (std::size_t i = 0; i + 3 < w.size(); ++i) {
      std::size_t k = i;
      if (w[k].stem == "had" && w[k + 1].stem == "to" && w[k + 2].stem == "go")
        k += 3;
      else if (w[k].stem == "went" || w[k].stem == "drove" || w[k].stem == "climbed")
        ++k;
      else
        continue;
      if (k + 2 < w.size() && w[k].stem == "all" && w[k + 1].stem == "the" &&
          w[k + 2].stem == "way")
        k += 3;
      if (k < w.size() && (w[k].stem == "up" || w[k].stem == "down")) ++k;
      if (k + 2 >= w.size() || w[k].stem != "to" || w[k + 1].stem != "the") continue;
      // (Only to a place of the row: never `went up to the tallest man`.)
      const std::string& where = w[k + 2].stem;
      if (where != "top" && where != "bottom" && where != "end" && where != "far" &&
          where != "front" && where != "back" && where != "middle" && where != "last" &&
          ordinal_word(where) == 0 && !lexicon.place_noun(where))
        continue;
      return again(std::string(s.text.substr(0, w[i].offset)) + "was on" +
                   std::string(s.text.substr(w[k].offset + w[k].text.size())));
    }
  }
  // `at the left-hand end`, `the right-hand seat`: left and right.
  for (std::string_view hand : {"left-hand", "right-hand", "left hand", "right hand"})
    if (const std::size_t at = s.text.find(hand); at != std::string_view::npos && !magazine_)
      return again(std::string(s.text.substr(0, at)) +
                   std::string(hand.substr(0, hand.find_first_of("- "))) +
                   std::string(s.text.substr(at + hand.size())));
  // `Mrs Tate keeps no dog`, `Ian drank no tea`: `no` before a value,
  // after a verb, denies it (`keeps not the dog`); never `no more`, `no
  // one`, nor after a preposition (`the man with no hat`).
  {
    const std::vector<Word> w = cut_words(s.text);
    const SentenceValues values(lexicon, w);
    static const std::set<std::string> kNotVerbs = {"with", "of",  "in", "at",  "on",  "by",
                                                    "for",  "to",  "is", "was", "wa",  "are",
                                                    "were", "and", "or", "but", "than"};
    for (std::size_t k = 1; k + 1 < w.size(); ++k)
      if (w[k].stem == "no" && w[k].text == "no" && values.covered(k + 1) &&
          !values.covered(k - 1) && std::islower(static_cast<unsigned char>(w[k - 1].text[0])) &&
          !kNotVerbs.count(w[k - 1].stem) && !is_particle(w[k - 1].stem))
        return again(std::string(s.text.substr(0, w[k].offset)) + "not the" +
                     std::string(s.text.substr(w[k].offset + 2)));
  }
  // `what Bev is doing` (asked inside another sentence: `What I want to
  // know is what Bev is doing`): `what is Bev doing`.
  if (s.question)
    if (std::optional<std::string> asked = asked_in_order(s.text)) return again(*asked);
  // `What is the name of Gareth's bird?`: `What is Gareth's bird
  // called?` (`the name of` never names Gareth).
  if (s.question) {
    const std::vector<Word> q = cut_words(s.text);
    if (q.size() > 5 && q[0].stem == "what" &&
        (q[1].stem == "is" || q[1].stem == "was" || q[1].stem == "wa") && q[2].stem == "the" &&
        q[3].stem == "name" && q[4].stem == "of")
      return again(std::string(s.text.substr(0, q[2].offset)) +
                   std::string(s.text.substr(q[5].offset)) + " called");
  }
  // `Where was the market photo placed?`: its place in the contest.
  if (s.question)
    if (std::optional<std::string> ask = where_placed(cut_words(s.text), lexicon)) return {*ask};
  // `has been volunteering twice as long as`: `been` only says the tense
  // of the verb after it.
  for (std::string_view been : {" has been ", " have been ", " had been "})
    if (const std::size_t at = s.text.find(been); at != std::string_view::npos) {
      const std::vector<Word> next = cut_words(s.text.substr(at + been.size()));
      if (!next.empty() && next[0].offset == 0 && next[0].text.size() > 5 &&
          next[0].text.ends_with("ing"))
        return again(std::string(s.text.substr(0, at)) + " has " +
                     std::string(s.text.substr(at + been.size())));
    }
  // `What's on the top shelf?` in a row: `Which pickle is ...`, where one
  // list is of things (neither the people nor numbers).
  if (s.question && !magazine_ && !s.text.empty()) {
    const std::vector<Word> q = cut_words(s.text);
    const bool contracted =
        s.text.size() > 6 && (s.text[4] == '\'' || s.text.substr(4, 3) == "\u2019");
    const std::size_t rest =
        q.size() > 2 && q[0].stem == "what" && q[0].offset == 0
            ? (contracted                                                       ? 1
               : (q[1].stem == "is" || q[1].stem == "wa" || q[1].stem == "was") ? 2
                                                                                : 0)
            : 0;
    // (Only of a place: `What was Ade's time?` asks his time, never which
    // thing `Ade's time` is.)
    static const std::set<std::string> kWhere = {
        "on",      "in",     "at",    "inside", "under",   "by",       "beside",  "next",
        "nearest", "behind", "above", "below",  "between", "opposite", "closest", "the"};
    if (rest != 0 && q.size() > rest && kWhere.count(q[rest].stem)) {
      const int people = category_index(who_);
      int things = -1, count = 0, held = -1, holders = 0;
      // (Of several, `What is in feeder 1?` asks the one a line says is
      // held in them: `Each feeder holds something different`.)
      const bool in = q.size() > rest && (q[rest].stem == "in" || q[rest].stem == "inside");
      for (std::size_t c = 0; c < categories_.size(); ++c)
        if (static_cast<int>(c) != people && !ordered_.count(categories_[c].name)) {
          things = static_cast<int>(c);
          ++count;
          for (const Word& lw : cut_words(categories_[c].name + " " + categories_[c].line_words))
            if (lw.stem == "hold" || lw.stem == "holds" || lw.stem == "contain" ||
                lw.stem == "contains" || lw.stem == "filled") {
              held = static_cast<int>(c);
              ++holders;
              break;
            }
        }
      if (count > 1 && in && holders == 1) {
        things = held;
        count = 1;
      }
      if (count == 1) {
        std::string noun = categories_[static_cast<std::size_t>(things)].name;
        std::replace(noun.begin(), noun.end(), '_', ' ');
        try {
          return again("Which " + noun + " is " + std::string(s.text.substr(q[rest].offset)));
        } catch (const io::InputError&) {
        }
      }
    }
  }
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
  if (std::optional<std::string> choice = parity_as_choice(s.text)) return again(*choice);
  if (std::optional<std::string> only = only_past(s.text, lexicon)) return again(*only);
  // Said in plainer words (plain_words.h): `topped the league`, `was
  // placed below`, `came away with`, `took the longest`, ...
  if (std::optional<std::string> plain = said_plainly(s.text, magazine_)) return again(*plain);
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
  // Over years counted up to now (`has been ringing for 3, 7, 12 or 20
  // years`), where no list is of points in time, starting more recently
  // or later (`took up ringing later than`) is fewer of them.
  if (const std::optional<std::string> fewer = started_later_as_fewer(s.text)) return again(*fewer);
  // Elsewhere `took up ringing more recently than Bernard` is later, of
  // points in time only; over years of ringing (or anything else) it is
  // refused, never read as more of them.
  for (const auto& [said, as] :
       {std::pair<std::string_view, std::string_view>{"more recently than", "later than"},
        {"less recently than", "earlier than"}})
    if (const std::size_t at = s.text.find(said); at != std::string_view::npos) {
      if (std::none_of(numeric_.begin(), numeric_.end(),
                       [](const NumericCategory& n) { return n.time_point; }))
        fail(s.line, s.column,
             fmt::format("could not read this {}: \"{}\" (`recently` compares points in time, "
                         "and no list is one)",
                         s.question ? "question" : "clue", s.text));
      return again(std::string(s.text.substr(0, at)) + std::string(as) +
                   std::string(s.text.substr(at + said.size())));
    }
  // `Dennis has been in the club longer than Clive`, `has been a member
  // two years longer than`: joined earlier, where the list is of points
  // in time (the years they joined); over a list of years served
  // (`years ringing`) it is more of them, read as written.
  if (const std::optional<std::string> earlier = served_as_earlier(s.text)) {
    const bool points = std::any_of(numeric_.begin(), numeric_.end(),
                                    [](const NumericCategory& n) { return n.time_point; });
    const bool served = std::any_of(numeric_.begin(), numeric_.end(), [](const NumericCategory& n) {
      return !n.time_point && has_unit(n, {"year", "years"});
    });
    if (points && !served) return again(*earlier);
  }
  // `won on the night, as they so often do`: the remark goes.
  if (std::optional<std::string> plain = without_as_remark(s.text)) return again(*plain);
  // `Nothing at all was handed in after the teddy bear`: it was last.
  if (magazine_)
    if (std::optional<std::string> plain = nothing_after_as_end(s.text)) return again(*plain);
  // `2 minutes 25 seconds longer`: 145 seconds.
  if (std::optional<std::string> plain = compound_amounts(s.text)) return again(*plain);
  // `practises the most each week`: the most.
  if (std::optional<std::string> plain = without_rate(s.text)) return again(*plain);
  // `than any of the others`: `than anyone else`.
  if (std::optional<std::string> plain = others_as_anyone(s.text)) return again(*plain);
  // `whoever bought the Gouda paid €4 a kilo less than Gina`: the one
  // who did it is the value it names.
  if (std::optional<std::string> plain = whoever_as_value(s.text, lexicon)) return again(*plain);
  // `Nobody with a purple basket looked by the gate`: the one with it
  // did not; read as said of that one, then denied (only where that
  // reads as one value being another).
  if (std::optional<std::string> one = nobody_as_one(s.text)) {
    std::vector<std::string> st;
    try {
      st = again(*one);
    } catch (const io::InputError&) {
    }
    const std::size_t is = st.size() == 1 ? st[0].find(" is ") : std::string::npos;
    if (is != std::string::npos && st[0].find(" is ", is + 1) == std::string::npos &&
        st[0].find(" not ") == std::string::npos && st[0].find(" of ") == std::string::npos)
      return {st[0].substr(0, is) + " is not " + st[0].substr(is + 4)};
  }
  // `Who is at the right end?`, `Who is staying on the top floor?`: a
  // question of an end or the middle, asked of its number.
  if (s.question && !magazine_)
    if (std::optional<std::string> plain = ends_as_numbers(s.text)) return again(*plain);
  // `but not as high as Rosa's`: `lower than Rosa's`.
  if (std::optional<std::string> plain = not_as_as_than(s.text)) return again(*plain);
  // `In which seat, counting from the left, does Edmund sit?`: places
  // are counted from the left; said so, it goes.
  if (!magazine_)
    for (std::string_view aside :
         {", counting from the left,", ", counted from the left,", ", from the left,",
          "Counting from the left,", "counting from the left,"})
      if (const std::size_t at = s.text.find(aside); at != std::string_view::npos)
        return again(std::string(s.text.substr(0, at)) + " " +
                     std::string(s.text.substr(at + aside.size())));
  // `Ned Jones didn't fly the yellow kite` where first names and surnames
  // are two lists: Ned is Jones, and the rest is said of Ned.
  if (std::optional<std::pair<std::string, std::string>> full = full_name(s.text, lexicon)) {
    const std::vector<std::string> st = again(std::move(full->first));
    if (st.size() == 1 && !two_ways) return {"all of: " + full->second + "; " + as_part(st[0])};
    return st;
  }
  // `..., nor does he catch the 12`: `and he does not`.
  if (std::optional<std::string> plain = nor_as_and_not(s.text)) return again(*plain);
  // `The banjo and the harp came in four days apart, the former first`.
  if (std::optional<std::string> either = apart(s, lexicon, phrases)) return {*either};
  // `directly above the nurse` in a building: a place further up.
  if (std::optional<std::string> row = floors_as_row(s.text, upright_)) return again(*row);
  // `Deshawn has a higher-numbered locker than Brianna` in a row whose
  // places no list numbers: further along the row.
  if (!magazine_ && n_ > 0 &&
      std::none_of(numeric_.begin(), numeric_.end(),
                   [](const NumericCategory& n) { return has_unit(n, {"numbered"}); })) {
    const std::vector<Word> w = cut_words(s.text);
    for (std::size_t k = 0; k + 2 < w.size(); ++k) {
      if ((w[k].stem != "higher" && w[k].stem != "lower") || w[k + 1].stem != "numbered") continue;
      std::size_t than = k + 2;
      if (than < w.size() && w[than].stem != "than") ++than;
      if (than >= w.size() || w[than].stem != "than") break;
      std::size_t from = k;
      if (from > 0 && (w[from - 1].stem == "a" || w[from - 1].stem == "the")) --from;
      if (from > 0 &&
          (w[from - 1].stem == "has" || w[from - 1].stem == "had" || w[from - 1].stem == "ha" ||
           w[from - 1].stem == "uses" || w[from - 1].stem == "use" || w[from - 1].stem == "rents" ||
           w[from - 1].stem == "rent"))
        --from;
      return again(std::string(s.text.substr(0, w[from].offset)) + "is somewhere to the " +
                   (w[k].stem == "higher" ? "right" : "left") + " of" +
                   std::string(s.text.substr(w[than].offset + w[than].text.size())));
    }
  }
  // `Bryony was in the lane just after the Oak runner's`: the next lane.
  if (!magazine_ && n_ > 0)
    if (std::optional<std::string> row = place_after_as_row(
            s.text, [&](const std::string& stem) { return lexicon.place_noun(stem); }))
      return again(*row);
  // `two cars behind the Skoda` in a row: two places.
  if (!magazine_ && n_ > 0) {
    const std::vector<Word> w = cut_words(s.text);
    if (std::optional<std::string> row =
            counted_as_places(s.text, SentenceValues(lexicon, w).covered_words()))
      return again(*row);
  }
  // `directly behind Freya` in a queue: a place further from its front.
  if (queue_)
    if (std::optional<std::string> row = queue_as_row(s.text)) return again(*row);
  // `The Brownies' float came immediately after the Wild West float` in
  // a procession: behind it, where no list is of times that `after`
  // could compare.
  if (queue_ && numeric_.empty())
    if (std::optional<std::string> row = order_as_row(s.text)) return again(*row);
  // `The zoo stop comes straight after Mill Lane` where the stops are
  // numbered in the order the tram reaches them: the next place.
  // (Not where the sentence speaks of a list of points in time by its
  // line's words or its unit: `Colin's record came out after Ron's`, of
  // records played in order and `The records came out in 1964, ...`.)
  const auto of_dated_list = [&] {
    const std::vector<Word> w = cut_words(s.text);
    for (const NumericCategory& n : numeric_) {
      if (!n.time_point) continue;
      std::set<std::string> said;
      for (const Word& lw : cut_words(categories_[static_cast<std::size_t>(n.index)].line_words))
        if (lw.stem.size() > 2 && lw.stem != "the" && lw.stem != "and" && lw.stem != "for" &&
            lw.stem != "were" && lw.stem != "was" && lw.stem != "are" && lw.stem != "with" &&
            lw.stem != "each" && lw.stem != "one" && number_word(lw.stem) == 0)
          for (const Word& x : w)
            if (x.stem == lw.stem || (x.stem.size() > 3 && same_root(x.stem, lw.stem)))
              said.insert(lw.stem);
      const bool unit = std::any_of(w.begin(), w.end(), [&](const Word& x) {
        return std::find(n.units.begin(), n.units.end(), x.stem) != n.units.end() ||
               (n.calendar == "year" && x.stem == "year");
      });
      if (said.size() >= 2 || unit) return true;
    }
    return false;
  };
  if (in_order_ && !of_dated_list())
    if (std::optional<std::string> row = order_as_row(s.text)) return again(*row);
  // `Dev is not last` in a queue: its last place.
  // (In an order in time, `first` is its first place whatever is
  // counted: `The tap dance wasn't on first` where votes are listed.)
  if (n_ > 0 && (numeric_.empty() || in_order_))
    if (std::optional<std::string> plain =
            bare_end_as_position(s.text, in_order_ && numeric_.empty()))
      return again(*plain);
  // `Who is sitting on the first chair on the left?`: the side said
  // again after the end it is; `the first chair on the right` is the last.
  if (n_ > 0 && !magazine_) {
    const std::vector<Word> w = cut_words(s.text);
    for (std::size_t i = 0; i + 4 < w.size(); ++i) {
      const bool first = w[i].stem == "first", last = w[i].stem == "last";
      if ((!first && !last) || !std::islower(static_cast<unsigned char>(w[i + 1].text.front())) ||
          w[i + 2].stem != "on" || w[i + 3].stem != "the" ||
          (w[i + 4].stem != "left" && w[i + 4].stem != "right") ||
          (i + 5 < w.size() && w[i + 5].stem == "of"))
        continue;
      const bool same = (first && w[i + 4].stem == "left") || (last && w[i + 4].stem == "right");
      std::string text(s.text);
      text.erase(w[i + 1].offset + w[i + 1].text.size(),
                 w[i + 4].offset + w[i + 4].text.size() - w[i + 1].offset - w[i + 1].text.size());
      if (!same) text.replace(w[i].offset, w[i].text.size(), first ? "last" : "first");
      return again(std::move(text));
    }
  }
  // `at berth 5, at the very end of the pier`: the end said again.
  if (n_ > 0)
    if (std::optional<std::string> plain = end_restated(s.text, n_)) return again(*plain);
  // `immediately outside the Kenyan's` where lane 1 is the inside.
  if (ends_)
    if (std::optional<std::string> row = ends_as_row(s.text, *ends_)) return again(*row);
  // `Walking from the lych-gate, the heart comes before the fish`, where
  // the row is counted from the porch: `before` goes the other way, which
  // no reading says (from the end the row is counted from, ends_as_row
  // read it). Refused, never read without its first words.
  if (!magazine_) {
    const std::vector<Word> w = cut_words(s.text);
    static const std::set<std::string> kGoing = {"walking", "going",  "counting", "starting",
                                                 "looking", "coming", "heading",  "moving"};
    if (w.size() > 3 && kGoing.count(w[0].stem) && w[1].stem == "from" &&
        s.text.find(", ") != std::string_view::npos)
      fail(s.line, s.column,
           fmt::format("could not read this clue: \"{}\" (`{} from` says a way along the row "
                       "other than the one its places are counted in)",
                       s.text, w[0].text));
  }
  std::vector<Word> words = a_unit_is_one(
      without_hedges(next_ones(without_span(final_as_last(out_verbs(cut_words(s.text)))))));
  std::optional<SentenceValues> found(std::in_place, lexicon, words);
  // The ordered categories a comparison may be over; less those over
  // which it compared two of their own values (`the train at platform 1
  // leaves before ...` where `leaves` is a word of the platforms' line),
  // which says nothing: then what else the words allow.
  std::vector<NumericCategory> numeric = numeric_;
  // In a row, `first` and `last` are its ends, never the earliest or
  // latest year (`Union is the first mill` of mills built in 1752, ...).
  if (!magazine_ && std::any_of(words.begin(), words.end(), [](const Word& w) {
        return w.stem == "first" || w.stem == "last";
      }))
    std::erase_if(numeric, [](const NumericCategory& n) { return n.calendar == "year"; });
  const std::string who = who_for(s, lexicon);
  SentenceReading r;
  const auto read_all = [&] {
    r = read_sentence(
        phrases, words, *found, n_, [&](ValueRef v) { return value_text(v); }, who,
        numeric_for(s.text, words, *found, numeric, categories_));
    for (const bool strict : {false, true}) {
      if (!r.statements.empty() || !r.ambiguous.empty() || r.bad_position != 0) break;
      if (as_as_comparison(words)) break;
      // The meaning pass: the values and the words that say how they
      // relate, read by the same table.
      bool two_things = false;
      std::vector<Word> kept = meaning_words(words, lexicon, *found, strict, phrases, two_things);
      denial_after_object(words, lexicon, kept);
      if (kept.size() < words.size() && !kept.empty()) {
        std::optional<SentenceValues> again(std::in_place, lexicon, kept);
        SentenceReading m = read_sentence(
            phrases, kept, *again, n_, [&](ValueRef v) { return value_text(v); }, who,
            numeric_for(s.text, words, *found, numeric, categories_));
        r.trivial.insert(r.trivial.end(), m.trivial.begin(), m.trivial.end());
        if (two_things)
          std::erase_if(m.statements, [](const std::string& st) { return says_one(st); });
        if (!m.statements.empty() || !m.ambiguous.empty() || m.bad_position != 0) {
          r = std::move(m);
          words = std::move(kept);
          found.emplace(lexicon, words);
        }
      }
    }
  };
  read_all();
  // In a row, nearness is a place in it, never a length (`moored further
  // out than any other boat` of boats' lengths): no reading over a list
  // of numbers.
  if (!magazine_ && !numeric_.empty() && std::any_of(words.begin(), words.end(), [](const Word& w) {
        return w.stem == "further" || w.stem == "farther" || w.stem == "nearer" ||
               w.stem == "closer" || w.stem == "nearest" || w.stem == "closest" ||
               w.stem == "furthest" || w.stem == "farthest";
      }))
    std::erase_if(r.statements, [&](const std::string& st) {
      return std::any_of(numeric_.begin(), numeric_.end(), [&](const NumericCategory& n) {
        return st.find(n.name + ".") != std::string::npos ||
               st.find(n.name + "(") != std::string::npos;
      });
    });
  // `Colin's record came out after Ron's` of records played in order: the
  // years it speaks of, never the order they were played in.
  if (in_order_ && of_dated_list())
    std::erase_if(r.statements, [](const std::string& st) {
      return st.find(" right of ") != std::string::npos ||
             st.find(" left of ") != std::string::npos;
    });
  // `Dr Hussain's case sat directly below the tan one`, `somewhere above
  // Mr Fairbairn's`: a place in a stack, never less or more of a number
  // (where no places were read, the weights' `directly below` had read as
  // one step lighter).
  {
    const std::vector<Word> all = cut_words(s.text);
    for (std::size_t i = 0; i + 1 < all.size(); ++i)
      if ((all[i].stem == "directly" || all[i].stem == "immediately" ||
           all[i].stem == "somewhere" || all[i].stem == "just" || all[i].stem == "right") &&
          (all[i + 1].stem == "above" || all[i + 1].stem == "below" ||
           all[i + 1].stem == "beneath" || all[i + 1].stem == "under" || all[i + 1].stem == "over"))
        std::erase_if(r.statements, [&](const std::string& st) {
          return std::any_of(numeric_.begin(), numeric_.end(), [&](const NumericCategory& n) {
            // (Of floors, shelves and decks it is: `Kate lives directly
            // above Liz` of the first to third floors.)
            static const std::set<std::string> kUpright = {
                "floor", "storey", "story", "level", "deck", "shelf", "tier", "rung", "step"};
            bool upright = std::any_of(n.units.begin(), n.units.end(),
                                       [](const std::string& u) { return kUpright.count(u); });
            for (const Word& nw : cut_words(n.name)) upright = upright || kUpright.count(nw.stem);
            return st.find(n.name + "(") != std::string::npos && !upright;
          });
        });
  }
  // `The Rolling Pin had the slowest night`: a night's business, which
  // the superlatives pass reads (its words `night`, `day` are fillers to
  // the table, which would read the slowest of times or the best place).
  if (business_superlative(cut_words(s.text))) r = SentenceReading{};
  // `Where is Ben going?` asks where to (a town), never a place in the
  // row or the queue: what_did reads it, or it is refused.
  if (s.question && where_to(cut_words(s.text))) r = SentenceReading{};
  // `Which act was on in slot 1?` never asks the place of place 1 (nor
  // does `Which car is at the front?` where the cars' list is named
  // otherwise: it is refused, never answered `1`).
  if (s.question)
    std::erase_if(r.statements, [place = shell_.categories.back().name](const std::string& st) {
      if (!st.starts_with("position of p") && !st.starts_with(place + " of p")) return false;
      const std::size_t digits = st.rfind(" of p") + 5;
      return digits < st.size() && st.find_first_not_of("0123456789", digits) == std::string::npos;
    });
  if (r.statements.empty() && r.ambiguous.empty() && r.bad_position == 0 && !r.trivial.empty()) {
    std::erase_if(numeric, [&](const NumericCategory& n) {
      return std::find(r.trivial.begin(), r.trivial.end(), n.index) != r.trivial.end();
    });
    read_all();
  }
  const SentenceValues& values = *found;
  const char* what = s.question ? "question" : "clue";
  // `Neither Brenda nor Mrs. Fitch chose low-salt` names two people in a
  // magazine grid: they are not one. (Not what one thing is neither of:
  // `Sandy Cove is neither the shortest layout nor the N gauge one` says
  // nothing of the shortest and the N gauge, which may be one.)
  if (magazine_ && r.statements.size() == 1 && r.statements[0].starts_with("neither ") &&
      !words.empty() && words[0].stem == "neither") {
    const std::string& st = r.statements[0];
    const std::size_t nor = st.find(" nor "), is = st.find(" is ", nor + 5);
    if (nor != std::string::npos && is != std::string::npos) {
      const std::string a = st.substr(8, nor - 8), b = st.substr(nor + 5, is - nor - 5);
      if (category_of(a) != category_of(b))
        r.statements[0] = "all of: " + st + "; " + a + " is not " + b;
    }
  }
  // `lives five minutes further from school than Priya`: where or what
  // for, inside the comparison, names nothing compared.
  if (r.statements.empty() && r.ambiguous.empty() && r.bad_position == 0)
    if (std::optional<std::string> plain = without_comparison_aside(s.text, lexicon))
      if (std::optional<std::string> st =
              read_as(s, std::move(*plain), lexicon, phrases, set_off, superlatives))
        return {*st};
  if (r.statements.empty() && r.ambiguous.empty() && r.bad_position == 0)
    if (std::optional<std::string> plain = without_empty_aside(s.text, lexicon)) {
      // `The Hendersons, with all those children, took the most milk`.
      if (std::optional<std::string> st =
              read_as(s, std::move(*plain), lexicon, phrases, set_off, superlatives))
        return {*st};
    }
  if (!s.question && r.statements.empty() && r.ambiguous.empty() && r.bad_position == 0) {
    if (set_off)
      if (std::optional<std::string> both = read_set_off(s, lexicon, phrases)) return {*both};
    if (set_off)
      if (std::optional<std::string> both = read_beside(s, lexicon, phrases)) return {*both};
    if (std::optional<std::pair<std::string, std::string>> owned = owned_value(s.text, lexicon))
      if (std::optional<std::string> st =
              read_as(s, std::move(owned->first), lexicon, phrases, set_off, superlatives))
        return {"all of: " + owned->second + "; " + as_part(*st)};
    // `The nearer the stage, the dearer the seat`: two orders paired off.
    if (std::optional<std::string> paired = correlated(s, lexicon)) return {*paired};
    // `Ines paid with a note` of `a £5 note` and `a £10 note`: either.
    if (std::optional<std::string> either = read_kind(s, lexicon, phrases)) return {*either};
    // `The white BMW is in the middle`: white is the BMW, which is there.
    if (std::optional<std::pair<std::string, std::string>> both = described_value(s.text, lexicon))
      if (std::optional<std::string> st =
              read_as(s, std::move(both->first), lexicon, phrases, set_off, superlatives))
        return {"all of: " + both->second + "; " + as_part(*st)};
    const std::vector<Word> all = cut_words(s.text);
    if (superlatives)
      if (std::optional<std::string> st =
              read_superlatives(s, all, SentenceValues(lexicon, all), lexicon, phrases))
        return {*st};
    // `Tobias is scrolling through his phone two chairs away from Kayleigh`.
    if (set_off)
      if (std::optional<std::string> both = held_then_placed(s, lexicon, phrases)) return {*both};
    if (magazine_)
      if (std::optional<std::string> st = denied_comparison(s, lexicon, phrases)) return {*st};
    if (set_off)
      if (std::optional<std::string> both = neither_of_them(s, lexicon, phrases)) return {*both};
    if (set_off)
      if (std::optional<std::string> both = read_clauses(s, lexicon, phrases)) return {*both};
    // `The puncture was both the quickest and the cheapest job of the
    // morning`: each said of it.
    if (set_off)
      if (std::optional<std::pair<std::string, std::string>> two = both_said(s.text)) {
        const std::string parts[] = {two->first, two->second};
        if (std::optional<std::string> both = read_all_of(s, parts, lexicon, phrases))
          return {*both};
      }
    // `The student whose last word was "mnemonic" finished ...`: the
    // value the clause names.
    // `The youngest pupil opened the recital`: the first.
    const SentenceValues all_values(lexicon, all);
    // `Of the bread slicer and the electric kettle, the former was
    // patented 16 years after the latter`: each said by its name.
    for (const std::optional<std::string>& plain :
         {relatives_as_values(s.text, all, all_values, category_index(who_), magazine_),
          magazine_ || in_order_ ? order_verbs_as_ends(s.text, all, all_values) : std::nullopt,
          former_latter_named(s.text, lexicon)}) {
      if (!plain) continue;
      if (std::optional<std::string> st =
              read_as(s, *plain, lexicon, phrases, set_off, superlatives))
        return {*st};
    }
    if (!magazine_)
      if (std::optional<std::string> st =
              read_holder_at_place(s, all, all_values, lexicon, phrases))
        return {*st};
  }
  // A question of a value's own list (`How long is the May episode?`
  // read as `month of month.5`) asks nothing;
  // the question word may still ask another (`Which truck does Gloria
  // drive?` where the drivers' line says `truck drivers`).
  if (s.question)
    std::erase_if(r.statements, [&](const std::string& st) {
      const std::size_t of = st.find(" of ");
      if (of == std::string::npos || st.find(' ') != of) return false;
      const int asked = category_index(st.substr(0, of));
      return asked >= 0 && category_of(st.substr(of + 4)) == asked;
    });
  // `How old is the child who gave the kite?`: the value the clause
  // names (the kite's child), as in a clue.
  if (s.question && r.statements.empty() && r.ambiguous.empty() && r.bad_position == 0) {
    const std::vector<Word> all = cut_words(s.text);
    if (std::optional<std::string> plain = relatives_as_values(
            s.text, all, SentenceValues(lexicon, all), category_index(who_), magazine_))
      if (std::optional<std::string> st =
              read_as(s, *plain, lexicon, phrases, set_off, superlatives))
        return {*st};
  }
  // `What did Doreen take home?`: the one list that is neither the
  // people's, nor ordered, nor Doreen's own.
  if (s.question && r.statements.empty() && r.ambiguous.empty() && r.bad_position == 0) {
    if (std::optional<std::string> ask = what_did(cut_words(s.text), lexicon)) return {*ask};
    if (std::optional<std::string> ask = asked_as_introduced(cut_words(s.text), lexicon))
      return {*ask};
  }
  // `Who won the spelling bee?`: a question of the value a superlative
  // means.
  if (s.question && superlatives && r.statements.empty() && r.ambiguous.empty() &&
      r.bad_position == 0) {
    const std::vector<Word> all = cut_words(s.text);
    if (std::optional<std::string> st =
            read_superlatives(s, all, SentenceValues(lexicon, all), lexicon, phrases))
      return {*st};
  }
  // `What colour is the scarf on Lily's snowman?` asks a colour: a
  // reading that asks another category (the snowmen's hats, by a word of
  // their line) is no reading of it.
  // `In which house does the tennis player live?` of a row asks a
  // position, not the colours whose line says `houses`.
  if (s.question) {
    const std::vector<Word> all = cut_words(s.text);
    const std::size_t at =
        !all.empty() && (all[0].stem == "in" || all[0].stem == "on" || all[0].stem == "at") ? 1 : 0;
    const bool wh = all.size() >= at + 2 && (all[at].stem == "what" || all[at].stem == "which");
    // `Which kind of kite ...` asks the kites.
    std::size_t noun = at + 1;
    if (wh && all.size() > at + 3 &&
        (all[noun].stem == "kind" || all[noun].stem == "sort" || all[noun].stem == "type") &&
        all[noun + 1].stem == "of")
      noun += 2;
    const bool place = wh && !magazine_ && lexicon.place_noun(all[noun].stem);
    const int asked = wh && !place ? lexicon.category_named(all[noun].stem) : -1;
    // A grid without positions asks none (`Which house is Matteo in?`
    // of school houses, `Where is Bo?`).
    if (magazine_)
      std::erase_if(r.statements,
                    [](const std::string& st) { return st.starts_with("position of "); });
    if (asked >= 0 || place)
      std::erase_if(r.statements, [&](const std::string& st) {
        const std::size_t of = st.find(" of ");
        if (of == std::string::npos) return false;
        const std::string head = st.substr(0, of);
        // (A list named by the very word asks it, never a place: `Which
        // house is Ciaran in?` of `a different house (Ash, Beech, ...)`.)
        const bool named_so = !place && lexicon.category_name(asked) == all[noun].stem;
        return place ? head != "position"
                     : head != lexicon.category_name(asked) && (head != "position" || named_so);
      });
    // `When does the Corley bus leave?` asks a time or a date, never the
    // bus a noun of its names (wh_question reads it then).
    if (!all.empty() && all[0].stem == "when")
      std::erase_if(r.statements, [&](const std::string& st) {
        const std::size_t of = st.find(" of ");
        return of == std::string::npos ||
               std::none_of(numeric_.begin(), numeric_.end(), [&](const NumericCategory& n) {
                 return in_time(n) &&
                        categories_[static_cast<std::size_t>(n.index)].name == st.substr(0, of);
               });
      });
    // `Which boat brings in the bass?` where the boats have names (the
    // Kittiwake, the Marigold, ...): the name, not where it is moored;
    // `Which house ...` of houses without names stays a position.
    if (place && !s.text.empty() && r.statements.size() == 1 &&
        r.statements[0].starts_with("position of ") &&
        std::none_of(all.begin(), all.end(), [](const Word& x) { return x.stem == "number"; })) {
      // The things the row holds, named first without a noun of their
      // own and each with `the` (`They are the Kittiwake, the Marigold,
      // ...`: boats, not people), beside another list of names.
      const auto with_the = [&](const std::string& v) { return said_with_the(v); };
      const bool things =
          !categories_.empty() && names_list(0) && categories_[0].name == "name" &&
          std::all_of(categories_[0].values.begin(), categories_[0].values.end(), with_the) &&
          std::any_of(categories_.begin() + 1, categories_.end(), [&](const CategoryText& c) {
            return &c - categories_.data() != 0 &&
                   names_list(static_cast<std::size_t>(&c - categories_.data()));
          });
      if (things) r.statements[0] = categories_[0].name + r.statements[0].substr(8);
    }
  }
  // `Where in the queue was Harvey?`: where he was, as `Where was Harvey?`
  // asks in a row.
  if (s.question && n_ > 0 && r.statements.empty() && r.ambiguous.empty()) {
    const std::vector<Word> all = cut_words(s.text);
    if (all.size() > 4 && all[0].stem == "where" && all[1].stem == "in" && all[2].stem == "the" &&
        (all[3].stem == "queue" || all[3].stem == "line" || all[3].stem == "row" ||
         lexicon.place_noun(all[3].stem)))
      return again(std::string(s.text.substr(0, all[1].offset)) +
                   std::string(s.text.substr(all[4].offset)));
  }
  // `Which car is at the front?` where the cars are listed each with `a`
  // and no noun (`They are a Fiat, a Ford, ...`, the list `thing`): the
  // noun of the row's places asks that list.
  if (s.question && r.statements.empty() && r.ambiguous.empty()) {
    const std::vector<Word> all = cut_words(s.text);
    if (all.size() > 2 && (all[0].stem == "which" || all[0].stem == "what") &&
        lexicon.place_noun(all[1].stem) && category_index("thing") >= 0)
      return again(std::string(s.text.substr(0, all[1].offset)) + "thing" +
                   std::string(s.text.substr(all[1].offset + all[1].text.size())));
  }
  // `What colour is the scarf on Lily's snowman?`, `At what time was
  // Aiden's lesson?`: the list the question word asks, of the one value
  // it names.
  if (s.question && r.statements.empty() && r.ambiguous.empty() && r.bad_position == 0) {
    const std::vector<Word> all = cut_words(s.text);
    AskedLists lists{categories_, numeric_, category_index(who_for(s, lexicon)), !magazine_};
    for (const NumericCategory& n : numeric_)
      if (categories_[static_cast<std::size_t>(n.index)].each_with_the)
        lists.named_numbers.push_back(n.index);
    if (std::optional<WhAsk> ask = wh_question(all, SentenceValues(lexicon, all), lists))
      return {categories_[static_cast<std::size_t>(ask->category)].name + " of " +
              value_text(ask->subject)};
  }
  two_ways = r.phrase_two_ways;
  if (r.statements.size() == 1 || (r.phrase_two_ways && r.bad_position == 0)) return r.statements;
  if (r.bad_position != 0)
    fail(s.line, s.column,
         fmt::format("could not read this {}: \"{}\" (position {} is outside 1 to {})", what,
                     s.text, r.bad_position, n_));
  if (r.statements.size() > 1) {
    std::string readings;
    for (const auto& st : r.statements) readings += (readings.empty() ? "`" : "`, `") + st;
    fail(s.line, s.column,
         fmt::format("could not read this {}: \"{}\" (it reads two ways: {}`)", what, s.text,
                     readings));
  }
  if (!r.ambiguous.empty())
    fail(s.line, s.column,
         fmt::format("could not read this {}: \"{}\" (a phrase names two values: {})", what, s.text,
                     names(r.ambiguous)));
  const std::vector<ValueRef> seen = values.mentioned();
  // `The green car is at the pump immediately after the silver car` in a
  // row numbered 1 to n with no list of numbers: its places, in the
  // order they are counted (as where the riddle says they are an order
  // in time; `five houses in a row` with no numbers have none).
  // (Never of floors or levels one above another: `Evan arrived after
  // Alicia` in a garage of five levels is a time, no level.)
  if (numeric_.empty() && numbered_ && !in_order_ && upright_ == Upright::kNo &&
      r.statements.empty() && r.ambiguous.empty() && r.bad_position == 0)
    if (std::optional<std::string> row = order_as_row(s.text))
      if (std::optional<std::string> st = read_as(s, *row, lexicon, phrases, set_off, superlatives))
        return {*st};
  if (r.wants_numbers && numeric_.empty())
    fail(s.line, s.column,
         fmt::format("could not read this {}: \"{}\" (it compares numbers, but no category's "
                     "values are numbers{})",
                     what, s.text, magazine_ ? "" : "; and a riddle with positions compares none"));
  // `Who owns the dog?` where no list is of people: say so, and what
  // may be asked instead.
  if (s.question && !words.empty() &&
      (words[0].stem == "who" || words[0].stem == "whom" || words[0].stem == "whose") &&
      who_.empty()) {
    std::string lists;
    for (const CategoryText& c : categories_) lists += (lists.empty() ? "" : ", ") + c.name;
    fail(s.line, s.column,
         fmt::format("could not read this {}: \"{}\" (`{}` asks for a person, and no list of "
                     "this riddle is of people (its lists: {}); add one (`The owners are Ann, "
                     "Bo and Cy.`) or ask {})",
                     what, s.text, words[0].text, lists,
                     magazine_ ? "for a value (`What colour is the dog's?`)"
                               : "for a place (`In which house is the dog?`)"));
  }
  // A pronoun is blamed only where it is the trouble: where the sentence
  // with the first value it names in its place reads (`Cerys played
  // neither the Waltz nor the Rondo, and she didn't take Grade 5` is
  // refused for what `Grade 5` names, not for `she`).
  const auto pronoun_is_the_trouble = [&](const Word& w) {
    if (seen.empty() || seen.front().category >= static_cast<int>(categories_.size())) return true;
    const std::string& named = categories_[static_cast<std::size_t>(seen.front().category)]
                                   .values[static_cast<std::size_t>(seen.front().value)];
    std::string text(s.text);
    // (Words said again in other words may stand anywhere: only a word
    // of the sentence as written is put in place.)
    if (w.offset + w.text.size() > text.size() ||
        text.compare(w.offset, w.text.size(), w.text) != 0)
      return true;
    text.replace(w.offset, w.text.size(), named);
    return read_as(s, std::move(text), lexicon, phrases, true, true).has_value();
  };
  for (const Word& w : words)
    if ((w.stem == "she" || w.stem == "he" || w.stem == "they" || w.stem == "him" ||
         w.stem == "them") &&
        pronoun_is_the_trouble(w))
      fail(s.line, s.column,
           fmt::format("could not read this {}: \"{}\" (\"{}\" refers to no one this "
                       "sentence names in a phrasing of docs/english.md; a pronoun is read "
                       "only for the subject of its own sentence)",
                       what, s.text, w.text));
  fail(s.line, s.column,
       fmt::format("could not read this {}: \"{}\" ({}{})", what, s.text,
                   seen.empty() ? std::string("it names no value of the lists")
                                : "it names " + names(seen) +
                                      ", but no phrasing of docs/english.md fits the rest",
                   not_understood(words, values, lexicon, phrases)));
}

// The words of a refused sentence that no list, table or filler knows,
// each with the table's word it may be a slip for: "; not understood:
// `behind`, `imediately` (did you mean `immediately`?)".
std::string Reader::not_understood(const std::vector<Word>& words, const SentenceValues& values,
                                   const Lexicon& lexicon, std::span<const Phrase> phrases) {
  const std::vector<std::string>& known = table_words(phrases).in_order;
  std::string out;
  int listed = 0;
  for (std::size_t i = 0; i < words.size() && listed < 4; ++i) {
    const std::string& st = words[i].stem;
    if (values.covered(i) || lexicon.filler(st) || amount_word(st) != 0 ||
        std::find(known.begin(), known.end(), st) != known.end() ||
        out.find("`" + std::string(words[i].text) + "`") != std::string::npos)
      continue;
    out += (listed++ == 0 ? "; not understood: `" : ", `") + std::string(words[i].text) + "`";
    if (st.size() >= 4)
      if (const std::optional<std::string> near = io::nearest_name(st, known); near && *near != st)
        out += " (did you mean `" + *near + "`?)";
  }
  return out;
}

}  // namespace deduce::puzzles::zebra::english
