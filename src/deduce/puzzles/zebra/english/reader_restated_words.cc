// A sentence said again in plainer words, second of four
// (reader_restated_openings.cc): the teller's `I`, a thing's own name
// before its value, a pair said again by `neither of them`, a gap between
// two values, a weekday's thing, a part of the day, a superlative with its
// amount, `likes nothing better than`, `under the red awning`, the ends of
// a hall or of pegs numbered from a landmark, `opposite` at a round table,
// `No. 2`, `the first to arrive`, `went up to the top`, `left-hand`, `no`
// before a value, and questions of a thing's name or place asked as the
// table reads them.
#include "deduce/puzzles/zebra/english/reader.h"

#include <algorithm>
#include <cctype>
#include <set>

#include "deduce/puzzles/zebra/english/dated_possessives.h"
#include "deduce/puzzles/zebra/english/day_parts.h"
#include "deduce/puzzles/zebra/english/denying_words.h"
#include "deduce/puzzles/zebra/english/gaps_between.h"
#include "deduce/puzzles/zebra/english/hall_rows.h"
#include "deduce/puzzles/zebra/english/numbered_fronts.h"
#include "deduce/puzzles/zebra/english/plain_words.h"
#include "deduce/puzzles/zebra/english/ranking_leaders.h"
#include "deduce/puzzles/zebra/english/round_table.h"
#include "deduce/puzzles/zebra/english/superlative_amounts.h"
#include "deduce/puzzles/zebra/english/superlatives.h"
#include "deduce/puzzles/zebra/english/value_numbers.h"
#include "deduce/puzzles/zebra/english/word_forms.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

std::optional<Reader::Statements> Reader::restated_words(const Sentence& s,
                                                         const ReadArgs& a) const {
  const Lexicon& lexicon = a.lexicon;
  const auto again = [&](std::string text) { return read_again(s, std::move(text), a); };
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
  // `Dev brought Speedy the tortoise`: a pet's or a thing's own name
  // before the value it is (`Speedy`, of no list) says no more than the
  // value.
  {
    const std::vector<Word> w = cut_words(s.text);
    const SentenceValues values(lexicon, w);
    for (std::size_t i = 1; i + 2 < w.size(); ++i)
      if (std::isupper(static_cast<unsigned char>(w[i].text.front())) && !values.covered(i) &&
          !values.covered(i - 1) && w[i - 1].stem != "the" && w[i + 1].stem == "the" &&
          values.covered(i + 2) && w[i].text.size() > 2 &&
          std::all_of(w[i].text.begin() + 1, w[i].text.end(),
                      [](char c) { return std::islower(static_cast<unsigned char>(c)) != 0; }))
        return again(std::string(s.text.substr(0, w[i].offset)) +
                     std::string(s.text.substr(w[i + 1].offset)));
  }
  // `She's three years older than Mabel the collie`: a name set before the
  // value of another list it is, after the sentence's first words, says
  // both: the sentence with the name alone, and that the name is the value
  // (at its start, `Bruno the staffie is ...`, the clause reads it).
  {
    const std::vector<Word> w = cut_words(s.text);
    const SentenceValues values(lexicon, w);
    if (const auto spans = values.spans())
      for (std::size_t k = 0; k + 1 < spans->size(); ++k) {
        const auto [a0, a1] = (*spans)[k];
        const auto [b0, b1] = (*spans)[k + 1];
        // (Set beside it with a space, never a comma: `Kira, the Storm
        // cosplayer, ...` are two of a list.)
        const std::size_t gap = w[a1 - 1].offset + w[a1 - 1].text.size();
        // (Nor after a verb of being, `Nor is Mr. A the solicitor`, or a
        // joint, where a verb is left out: `Ann has the rat and Cy the
        // dog`.)
        static const std::set<std::string> kBe = {"is",    "was", "are", "were", "be",
                                                  "being", "and", "or",  "but",  "nor"};
        if (a0 < 2 || b0 != a1 + 1 || w[a1].stem != "the" || kBe.count(w[a0 - 1].stem) != 0 ||
            s.text.substr(gap, w[a1].offset - gap) != " " ||
            !std::isupper(static_cast<unsigned char>(w[a0].text.front())))
          continue;
        const SentenceValues::Found& a = values.resolve(a0, a1);
        const SentenceValues::Found& b = values.resolve(b0, b1);
        if (!a.ok || !b.ok || !a.ambiguous.empty() || !b.ambiguous.empty() ||
            a.ref.category == b.ref.category || a.ref.category >= lexicon.place_category() ||
            b.ref.category >= lexicon.place_category())
          continue;
        const std::size_t end = w[b1 - 1].offset + w[b1 - 1].text.size();
        Statements st =
            again(std::string(s.text.substr(0, w[a1 - 1].offset + w[a1 - 1].text.size())) +
                  std::string(s.text.substr(end)));
        const std::string same = value_text(a.ref) + " is " + value_text(b.ref);
        for (std::string& x : st) x = "all of: " + x + "; " + same;
        return st;
      }
  }
  // `Neither of them in the tracksuit either` after `Neither Quinlan nor
  // Moody in the grey suit`: that pair (pair_pronouns.cc).
  const auto before = clue_before_.find({s.line, s.column});
  if (before != clue_before_.end())
    if (std::optional<std::string> named = pair_said_before(s.text, before->second))
      return again(*named);
  // `Fraser was the first man down. 11 o'clock.`: a time alone after a
  // clue is when that clue's happened, said with it (`... at 11 o'clock`).
  if (!s.question) {
    std::string_view clue = before != clue_before_.end() ? before->second : std::string_view();
    std::string_view when = s.text;
    while (!when.empty() && (when.back() == '.' || when.back() == '!')) when.remove_suffix(1);
    if (when.starts_with("At ") || when.starts_with("at ")) when.remove_prefix(3);
    const std::optional<ValueNumber> t = value_number(when);
    while (!clue.empty() && (clue.back() == '.' || clue.back() == '!')) clue.remove_suffix(1);
    if (t && (t->unit == "time" || t->unit == "clock") && !clue.empty() &&
        SentenceValues(lexicon, cut_words(s.text)).mentioned().size() == 1)
      return again(std::string(clue) + " at " + std::string(when));
  }
  // `The league leaders are on sheet C`: the one in 1st (ranking_leaders.h).
  if (std::optional<std::string> first = leaders_as_first(s.text, categories_, numeric_))
    return again(*first);
  // `Whoever has the first break is next to Lorraine` of breaks at 10.15,
  // 10.45, ...: the first or last of the ordered list its noun names, said
  // by its value (`the 10.15 break`).
  {
    const std::vector<Word> w = cut_words(s.text);
    for (std::size_t i = 1; i + 1 < w.size(); ++i) {
      const std::string& end = w[i].stem;
      if ((end != "first" && end != "last" && end != "earliest" && end != "latest") ||
          w[i - 1].stem != "the")
        continue;
      const std::string& noun = w[i + 1].stem;
      for (const NumericCategory& n : numeric_) {
        const CategoryText& c = categories_[static_cast<std::size_t>(n.index)];
        // (Never a row's own labels, whose ends the row says: `the last
        // room on the right` of rooms 201 to 205.)
        if (c.values.empty() || !list_named_by(c.name, noun) || n.labels || c.in_row_order != 0)
          continue;
        const bool least = end == "first" || end == "earliest";
        return again(std::string(s.text.substr(0, w[i].offset)) +
                     (least ? c.values.front() : c.values.back()) + " " +
                     std::string(s.text.substr(w[i + 1].offset)));
      }
    }
  }
  // `Colin only races hens` of a blue bar cock, a red chequer hen, ...: he
  // has one of the values the plural's word ends (`Colin has a hen`).
  {
    const std::vector<Word> w = cut_words(s.text);
    // (`only`, a verb, the plural: the sentence's last three words.)
    for (std::size_t i = 1; i + 2 < w.size(); ++i) {
      if (w[i].stem != "only" || i + 3 != w.size()) continue;
      const Word& plural = w[i + 2];
      if (!plural.text.ends_with("s") || verb_word(plural.stem)) continue;
      std::size_t sharing = 0;
      for (const CategoryText& c : categories_)
        for (const std::string& v : c.values) {
          const std::vector<Word> vw = cut_words(v);
          if (vw.size() >= 2 && vw.back().stem == plural.stem) ++sharing;
        }
      if (sharing < 2) continue;
      return again(std::string(s.text.substr(0, w[i].offset)) + "has a " + plural.stem +
                   std::string(s.text.substr(plural.offset + plural.text.size())));
    }
  }
  // `There are twelve years between the E-Type and the TR6, the Triumph
  // being the younger` (gaps_between.h).
  // (In a row, `There is one house between Bob and the German` counts
  // the places between: row_phrases.cc.)
  if (magazine_)
    if (std::optional<std::string> gap = gap_between(s.text, lexicon)) return again(*gap);
  // `did Wednesday's supper`: the supper on Wednesday.
  if (std::optional<std::string> on = dated_possessive_as_on(s.text, lexicon)) return again(*on);
  // `Tom's is in the afternoon`: at one of the afternoon's times.
  if (std::optional<std::string> at = day_part_as_times(s.text, categories_)) return again(*at);
  // `The Nine Patch was the biggest of the lot, with 60 squares`: it had 60.
  if (std::optional<std::string> had = superlative_with_amount(s.text, lexicon, categories_))
    return again(*had);
  // `Mr Ashby likes nothing better than a tango`, `loves nothing more
  // than`: he likes it (the idiom compares his liking, never the lists).
  for (std::string_view idiom : {" nothing better than ", " nothing more than "}) {
    const std::size_t at = s.text.find(idiom);
    if (at == std::string_view::npos) continue;
    const std::vector<Word> before = cut_words(s.text.substr(0, at));
    static const std::set<std::string> kLiking = {"like",    "likes",  "liked",  "love",
                                                  "loves",   "loved",  "enjoy",  "enjoys",
                                                  "enjoyed", "prefer", "prefers"};
    if (!before.empty() && kLiking.count(before.back().stem) != 0)
      return again(std::string(s.text.substr(0, at)) + " " +
                   std::string(s.text.substr(at + idiom.size())));
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
        const auto [low, high] =
            ends_by_number(categories_[static_cast<std::size_t>(n.index)].values);
        if (std::optional<std::string> plain = hall_ends_as_rows(s.text, hall_front_, low, high))
          return again(*plain);
      }
  // `the peg furthest from the car park` of pegs numbered upwards from it
  // (numbered_fronts.h): the peg by its number.
  if (magazine_ && numbered_list_ >= 0) {
    const CategoryText& pegs = categories_[static_cast<std::size_t>(numbered_list_)];
    const auto [low, high] = ends_by_number(pegs.values);
    if (std::optional<std::string> plain =
            numbered_front_said(s.text, numbered_front_, stem_of(pegs.name), low, high))
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
    static const std::set<std::string> kNotVerbs = {"with", "of", "in",  "at",  "on",  "by",
                                                    "for",  "to", "is",  "was", "are", "were",
                                                    "and",  "or", "but", "than"};
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
    if (q.size() > 5 && q[0].stem == "what" && is_or_was(q[1].stem) && q[2].stem == "the" &&
        q[3].stem == "name" && q[4].stem == "of")
      return again(std::string(s.text.substr(0, q[2].offset)) +
                   std::string(s.text.substr(q[5].offset)) + " called");
  }
  // `In whose room was the brooch found?`, `In which guest's room ...`:
  // `Whose room was the brooch in?` (the participle says only how it came
  // to be there).
  if (s.question) {
    const std::vector<Word> q = cut_words(s.text);
    const auto copula = [](const std::string& st) {
      return st == "was" || st == "is" || st == "were" || st == "are";
    };
    std::size_t verb = 3;
    if (q.size() >= 6 && q[1].stem == "which" && q[2].text.ends_with("'s")) verb = 4;
    if (q.size() >= verb + 2 && q[0].offset == 0 && q[0].stem == "in" &&
        (q[1].stem == "whose" || verb == 4) && copula(q[verb].stem)) {
      std::size_t end = q.size();
      static const std::set<std::string> kFound = {"found", "kept", "hidden",    "left",
                                                   "put",   "seen", "discovered"};
      if (end > verb + 2 && (kFound.count(q[end - 1].stem) || q[end - 1].text.ends_with("ed")))
        --end;
      const Word& last = q[end - 1];
      return again(std::string(s.text.substr(q[1].offset, q[verb].offset - q[1].offset)) +
                   std::string(q[verb].text) + " " +
                   std::string(s.text.substr(q[verb + 1].offset,
                                             last.offset + last.text.size() - q[verb + 1].offset)) +
                   " in");
    }
  }
  // `Where was the market photo placed?`: its place in the contest.
  if (s.question)
    if (std::optional<std::string> ask = where_placed(cut_words(s.text), lexicon))
      return Statements{*ask};
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
    const std::size_t rest = q.size() > 2 && q[0].stem == "what" && q[0].offset == 0
                                 ? (contracted             ? 1
                                    : is_or_was(q[1].stem) ? 2
                                                           : 0)
                                 : 0;
    // (Only of a place: `What was Ade's time?` asks his time, never which
    // thing `Ade's time` is.)
    static const std::set<std::string> kWhere = {
        "on",      "in",     "at",    "inside", "under",   "by",       "beside",  "next",
        "nearest", "behind", "above", "below",  "between", "opposite", "closest", "the"};
    // (`What is the thing in box 3?`, `What's the one at the end?`: `the`
    // only before a word for a thing or a place; `What was the rent of No.
    // 4?` asks the rent, never which thing is the rent.)
    const bool the_thing = q.size() > rest + 1 && q[rest].stem == "the" &&
                           (q[rest + 1].stem == "thing" || q[rest + 1].stem == "item" ||
                            q[rest + 1].stem == "object" || q[rest + 1].stem == "one" ||
                            lexicon.place_noun(q[rest + 1].stem));
    if (rest != 0 && q.size() > rest && kWhere.count(q[rest].stem) &&
        (q[rest].stem != "the" || the_thing)) {
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
  // Then the rewrites of other files, and the subject's own thing
  // (reader_restated_plainly.cc).
  return restated_plainly(s, a);
}

}  // namespace deduce::puzzles::zebra::english
