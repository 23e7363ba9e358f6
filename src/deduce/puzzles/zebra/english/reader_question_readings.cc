// What a question asks (reader.h: read_question()), once the phrase table
// has read it: a reading that asks a value's own list, a place where a
// value is asked or a list where a time is asked is no reading of it; and
// where nothing is left, the value a relative clause names, the one list a
// verb leaves to ask, a superlative, who won, why, where in a queue, when
// in a running order, which thing of a row, and the list the question
// word asks.
#include "deduce/puzzles/zebra/english/reader.h"

#include <algorithm>
#include <set>

#include "deduce/puzzles/zebra/english/relative_clauses.h"
#include "deduce/puzzles/zebra/english/superlatives.h"
#include "deduce/puzzles/zebra/english/wh_questions.h"
#include "deduce/puzzles/zebra/english/word_forms.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

std::optional<Reader::Statements> Reader::read_question(const Sentence& s, SentenceReading& r,
                                                        const ReadArgs& a) const {
  const Lexicon& lexicon = a.lexicon;
  const std::span<const Phrase> phrases = a.phrases;
  const bool set_off = a.set_off, superlatives = a.superlatives;
  // `What is Sal's paying a case?`, `How much does Sal's pay?`: a word of
  // money asks the one list of money, of the one value the question names
  // (never the cases a `case` of another list's name would ask, nor the
  // one list a verb leaves); `What did Ann pay for?` asks what for.
  // Where no list is of money, nothing else answers it.
  {
    const std::vector<Word> all = cut_words(s.text);
    const bool what = all.size() > 2 && all.back().stem != "for" &&
                      (all[0].stem == "what" || (all[0].stem == "how" && all[1].stem == "much"));
    // (Sums written with a sign first; else those counted in a currency's
    // name, `5, 10 and 15 pounds`, which may be money.)
    std::vector<int> money;
    for (const NumericCategory& n : numeric_)
      if (has_unit(n, {"money"})) money.push_back(n.index);
    if (money.empty())
      for (const NumericCategory& n : numeric_) {
        bool named = std::any_of(n.units.begin(), n.units.end(),
                                 [](const std::string& u) { return currency_word(u); });
        for (const Word& w : cut_words(n.name)) named = named || currency_word(w.stem);
        if (named) money.push_back(n.index);
      }
    const bool of_money =
        std::any_of(all.begin(), all.end(), [](const Word& x) { return money_word(x.stem); });
    // (No list of money: no other list answers it; `What did the Widow
    // Garrard pay?` is never her pew. Refused.)
    if (what && of_money && money.empty()) {
      r = SentenceReading{};
      return std::nullopt;
    }
    if (what && money.size() == 1 && of_money) {
      const std::vector<ValueRef> named = SentenceValues(lexicon, all).mentioned();
      if (named.size() == 1 && named[0].category != money[0])
        return Statements{categories_[static_cast<std::size_t>(money[0])].name + " of " +
                          value_text(named[0])};
    }
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
        return Statements{*st};
  }
  // `What did Doreen take home?`: the one list that is neither the
  // people's, nor ordered, nor Doreen's own.
  if (s.question && r.statements.empty() && r.ambiguous.empty() && r.bad_position == 0) {
    if (std::optional<std::string> ask = what_did(cut_words(s.text), lexicon))
      return Statements{*ask};
    if (std::optional<std::string> ask = asked_as_introduced(cut_words(s.text), lexicon))
      return Statements{*ask};
  }
  // `Who won the spelling bee?`: a question of the value a superlative
  // means.
  if (s.question && superlatives && r.statements.empty() && r.ambiguous.empty() &&
      r.bad_position == 0) {
    const std::vector<Word> all = cut_words(s.text);
    if (std::optional<std::string> st =
            read_superlatives(s, all, SentenceValues(lexicon, all), lexicon, phrases))
      return Statements{*st};
  }
  // `Who won the Salver?`, the event's prize or name that no list holds:
  // who won, of the lists a contest is won in.
  if (s.question && r.statements.empty() && r.ambiguous.empty() && r.bad_position == 0) {
    const std::vector<Word> all = cut_words(s.text);
    const SentenceValues values(lexicon, all);
    bool named = false;
    for (std::size_t i = 2; i < all.size(); ++i) named = named || values.covered(i);
    if (all.size() >= 4 && all.size() <= 7 && all[0].stem == "who" && all[1].stem == "won" &&
        all[2].stem == "the" && !named)
      return read_again(s, "Who won?", a);
  }
  // `What did Biscuit come in for?`, `Why did Biscuit come in?` of a list
  // said as why (`Why they came: vaccination, nail clip, ...`): that list,
  // of the one value the question names.
  if (s.question && r.statements.empty() && r.ambiguous.empty() && r.bad_position == 0) {
    const std::vector<Word> all = cut_words(s.text);
    const bool why = !all.empty() && all[0].stem == "why";
    const bool what_for = all.size() >= 4 && all[0].stem == "what" && all.back().stem == "for";
    std::vector<std::size_t> reasons;
    for (std::size_t c = 0; c < categories_.size() && (why || what_for); ++c)
      for (const Word& lw : cut_words(categories_[c].name + " " + categories_[c].line_words))
        if (lw.stem == "why" || lw.stem == "reason" || lw.stem == "purpose") {
          reasons.push_back(c);
          break;
        }
    if (reasons.size() == 1 && all.size() >= 3) {
      const SentenceValues values(lexicon, all);
      const auto of = asked_of(all, values, 2);
      if (of && of->first.category != static_cast<int>(reasons[0]))
        return Statements{categories_[reasons[0]].name + " of " + value_text(of->first)};
    }
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
    // (Not a noun of people counted in the row: `Which child has the green
    // case?` of `Five children sit in a row` asks who, not where.)
    const bool place =
        wh && !magazine_ && lexicon.place_noun(all[noun].stem) && !person_noun(all[noun].stem);
    const int asked = wh && !place ? lexicon.category_named(all[noun].stem) : -1;
    if (wh && !magazine_ && !place && lexicon.place_noun(all[noun].stem))
      std::erase_if(r.statements,
                    [](const std::string& st) { return st.starts_with("position of "); });
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
      return read_again(
          s,
          std::string(s.text.substr(0, all[1].offset)) + std::string(s.text.substr(all[4].offset)),
          a);
  }
  // `When did Louis sing?` where the places are an order in time (a
  // running order) and no list is of times: where he was in it; a choice
  // of answers offered after a dash goes (`- was he 1st, 2nd or 3rd`).
  if (s.question && n_ > 0 && in_order_ && r.statements.empty() && r.ambiguous.empty() &&
      std::none_of(numeric_.begin(), numeric_.end(), in_time)) {
    std::string_view asked = s.text;
    if (const std::size_t dash = asked.find(" - "); dash != std::string_view::npos) {
      const std::vector<Word> offered = cut_words(asked.substr(dash + 3));
      if (offered.size() >= 3 && is_or_was(offered[0].stem) &&
          std::any_of(offered.begin(), offered.end(), [](const Word& x) { return x.stem == "or"; }))
        asked = asked.substr(0, dash);
    }
    const std::vector<Word> all = cut_words(asked);
    const SentenceValues v(lexicon, all);
    if (all.size() >= 3 && all[0].stem == "when" && all[0].offset == 0)
      if (const auto spans = v.spans(); spans && spans->size() == 1) {
        const auto [b, e] = spans->front();
        if (v.resolve(b, e).ok)
          return read_again(
              s,
              "Where was " +
                  std::string(asked.substr(
                      all[b].offset, all[e - 1].offset + all[e - 1].text.size() - all[b].offset)),
              a);
      }
  }
  // `Which car is at the front?` where the cars are listed each with `a`
  // and no noun (`They are a Fiat, a Ford, ...`, the list `thing`): the
  // noun of the row's places asks that list.
  if (s.question && r.statements.empty() && r.ambiguous.empty()) {
    const std::vector<Word> all = cut_words(s.text);
    if (all.size() > 2 && (all[0].stem == "which" || all[0].stem == "what") &&
        lexicon.place_noun(all[1].stem) && category_index("thing") >= 0)
      return read_again(s,
                        std::string(s.text.substr(0, all[1].offset)) + "thing" +
                            std::string(s.text.substr(all[1].offset + all[1].text.size())),
                        a);
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
    lists.people_noun = people_noun_;
    if (std::optional<WhAsk> ask = wh_question(all, SentenceValues(lexicon, all), lists))
      return Statements{categories_[static_cast<std::size_t>(ask->category)].name + " of " +
                        value_text(ask->subject)};
  }
  return std::nullopt;
}

}  // namespace deduce::puzzles::zebra::english
