// The statements of one sentence (reader.h: read()): the sentence said again
// in words the table reads (reader_restated_openings.cc and the three after it),
// read by the phrase table, its values checked and written as .zebra
// statements, or refused with what was understood (reader_refusals.cc).
#include "deduce/puzzles/zebra/english/reader.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

#include "deduce/io/nearest_name.h"
#include "deduce/puzzles/zebra/english/amount_units.h"
#include "deduce/puzzles/zebra/english/comparison_asides.h"
#include "deduce/puzzles/zebra/english/contrary_deeds.h"
#include "deduce/puzzles/zebra/english/denying_words.h"
#include "deduce/puzzles/zebra/english/elapsed_spans.h"
#include "deduce/puzzles/zebra/english/empty_asides.h"
#include "deduce/puzzles/zebra/english/hall_rows.h"
#include "deduce/puzzles/zebra/english/order_verbs.h"
#include "deduce/puzzles/zebra/english/participle_asides.h"
#include "deduce/puzzles/zebra/english/people_around.h"
#include "deduce/puzzles/zebra/english/placed_subjects.h"
#include "deduce/puzzles/zebra/english/plain_words.h"
#include "deduce/puzzles/zebra/english/queue_words.h"
#include "deduce/puzzles/zebra/english/relative_clauses.h"
#include "deduce/puzzles/zebra/english/reported_clauses.h"
#include "deduce/puzzles/zebra/english/round_table.h"
#include "deduce/puzzles/zebra/english/shared_subjects.h"
#include "deduce/puzzles/zebra/english/superlatives.h"
#include "deduce/puzzles/zebra/english/teller_hedges.h"
#include "deduce/puzzles/zebra/english/teller_remarks.h"
#include "deduce/puzzles/zebra/english/unit_names.h"
#include "deduce/puzzles/zebra/english/value_numbers.h"
#include "deduce/puzzles/zebra/english/value_variants.h"
#include "deduce/puzzles/zebra/english/verbless_notes.h"
#include "deduce/puzzles/zebra/english/wh_questions.h"
#include "deduce/puzzles/zebra/english/word_forms.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

// A sentence said again in words the table reads, read anew.
std::vector<std::string> Reader::read_again(const Sentence& s, std::string text,
                                            const ReadArgs& a) const {
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
  return read(plain, a.lexicon, a.phrases, a.two_ways, a.set_off, a.superlatives);
}

// The .zebra statements of `s`: one, or one for each value a phrase
// that names two values may mean (`phrase_two_ways`).
std::vector<std::string> Reader::read(const Sentence& s, const Lexicon& lexicon,
                                      std::span<const Phrase> phrases, bool& two_ways, bool set_off,
                                      bool superlatives) const {
  const ReadArgs a{lexicon, phrases, two_ways, set_off, superlatives};
  const auto again = [&](std::string text) { return read_again(s, std::move(text), a); };
  if (s.question) check_count_asked(s, lexicon);
  // `threw five more 180s`, where the list counts `maximums (180s)`.
  if (std::optional<std::string> plain = with_unit_names(s.text, unit_names_))
    return again(std::move(*plain));
  // `took the room at the top of the stairs`, where room 1 is it.
  if (std::optional<std::string> plain = with_described_values(s.text, described_))
    return again(std::move(*plain));
  // `She tells me that A; that B; and that C`: the clauses, each read as a
  // sentence of its own.
  if (const std::vector<std::string> parts = reported_clauses(s.text, lexicon); !parts.empty())
    if (std::optional<std::string> all = read_all_of(s, parts, lexicon, phrases, true))
      return {*all};
  // `came down a quarter of an hour after`, `the first guest down`.
  if (std::optional<std::string> plain = without_arrival_down(s.text))
    return again(std::move(*plain));
  // `What is Mr. Dobson's occupation?` of `the Dobsons`.
  if (s.question)
    if (std::optional<std::string> plain = without_family_title(s.text, lexicon))
      return again(std::move(*plain));
  // `gave last night's book one point more than Dani did`.
  if (std::optional<std::string> plain = without_scored_thing(s.text, lexicon))
    return again(std::move(*plain));
  // Said again in other words first (reader_restated_*.cc), in this order.
  if (std::optional<Statements> st = restated_opening(s, a)) return *st;
  if (std::optional<Statements> st = restated_words(s, a)) return *st;
  if (std::optional<Statements> st = restated_place(s, a)) return *st;
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
      // (Never an item of a list of values: `doesn't paint, knit or
      // garden`, where no value is `paint`, is no `neither knitting nor
      // gardening`.)
      if (unnamed_list_item(s.text, words, *found)) kept.clear();
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
  // `Ann left before Bo` of a list of when each arrived: a deed's
  // contrary says nothing of its list.
  for (const std::string& name : contrary_deed_lists(cut_words(s.text), numeric_, categories_))
    std::erase_if(r.statements, [&](const std::string& st) {
      return st.find(name + ".") != std::string::npos || st.find(name + "(") != std::string::npos;
    });
  // `Colin's record came out after Ron's` of records played in order: the
  // years it speaks of, never the order they were played in.
  if (in_order_ && of_dated_list(s.text))
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
    if (std::optional<std::string> st = either_clauses(s, lexicon, phrases)) return {*st};
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
  // `The tenmoku went on the bottom shelf, because it runs and I wasn't
  // having it drip on anything else`: the teller's remark closing it.
  if (r.statements.empty() && r.ambiguous.empty() && r.bad_position == 0)
    if (std::optional<std::string> plain = without_teller_remark(s.text, lexicon))
      if (std::optional<std::string> st =
              read_as(s, std::move(*plain), lexicon, phrases, set_off, superlatives))
        return {*st};
  // `Kwame has never held a stopwatch in his life, so he's not timekeeper`.
  if (!s.question && r.statements.empty() && r.ambiguous.empty() && r.bad_position == 0)
    if (std::optional<std::string> plain = without_teller_reason(s.text, lexicon))
      if (std::optional<std::string> st =
              read_as(s, std::move(*plain), lexicon, phrases, set_off, superlatives))
        return {*st};
  // `The wasp struck after just two hours`: the span it had lasted.
  if (!s.question && r.statements.empty() && r.ambiguous.empty() && r.bad_position == 0)
    if (std::optional<std::string> plain = elapsed_as_value(s.text, lexicon, numeric_))
      if (std::optional<std::string> st =
              read_as(s, std::move(*plain), lexicon, phrases, set_off, superlatives))
        return {*st};
  if (!s.question && r.statements.empty() && r.ambiguous.empty() && r.bad_position == 0) {
    // `Kate, dressed as a banana, finished ...`: a participle's phrase.
    if (std::optional<std::string> plain = participle_as_clause(s.text, lexicon))
      if (std::optional<std::string> st =
              read_as(s, std::move(*plain), lexicon, phrases, set_off, superlatives))
        return {*st};
    if (const auto two = closing_which_said_apart(s.text, lexicon)) {
      const std::string parts[] = {two->first, two->second};
      if (std::optional<std::string> both = read_all_of(s, parts, lexicon, phrases)) return {*both};
    }
    if (const auto two = closing_place_said_apart(s.text, lexicon)) {
      const std::string parts[] = {two->first, two->second};
      if (std::optional<std::string> both = read_all_of(s, parts, lexicon, phrases)) return {*both};
    }
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
    if (set_off)
      if (std::optional<std::string> both = neither_inside(s, lexicon, phrases)) return {*both};
    // `The puncture was both the quickest and the cheapest job of the
    // morning`: each said of it.
    if (set_off)
      if (std::optional<std::pair<std::string, std::string>> two = both_said(s.text)) {
        const std::string parts[] = {two->first, two->second};
        if (std::optional<std::string> both = read_all_of(s, parts, lexicon, phrases))
          return {*both};
      }
    // `Ann and Bob both climbed less than 900 feet`: said of each.
    if (set_off)
      if (const auto parts = subjects_said_apart(s.text, lexicon))
        if (std::optional<std::string> each = read_all_of(s, *parts, lexicon, phrases))
          return {*each};
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
      if (std::optional<std::string> st =
              read_as(s, *plain, lexicon, phrases, set_off, superlatives))
        return {*st};
    }
    if (!magazine_)
      if (std::optional<std::string> st =
              read_holder_at_place(s, all, all_values, lexicon, phrases))
        return {*st};
    // `Ferris four inches taller than Quinlan`: a note without its verb
    // (verbless_notes.h).
    for (const std::string& plain : verbless_as_said(s.text, lexicon))
      if (std::optional<std::string> st =
              read_as(s, plain, lexicon, phrases, set_off, superlatives))
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
  // `Who won the Salver?`, the event's prize or name that no list holds:
  // who won, of the lists a contest is won in.
  if (s.question && r.statements.empty() && r.ambiguous.empty() && r.bad_position == 0) {
    const std::vector<Word> all = cut_words(s.text);
    const SentenceValues values(lexicon, all);
    bool named = false;
    for (std::size_t i = 2; i < all.size(); ++i) named = named || values.covered(i);
    if (all.size() >= 4 && all.size() <= 7 && all[0].stem == "who" && all[1].stem == "won" &&
        all[2].stem == "the" && !named)
      return again("Who won?");
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
        return {categories_[reasons[0]].name + " of " + value_text(of->first)};
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
      return again(std::string(s.text.substr(0, all[1].offset)) +
                   std::string(s.text.substr(all[4].offset)));
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
          return again(
              "Where was " +
              std::string(asked.substr(
                  all[b].offset, all[e - 1].offset + all[e - 1].text.size() - all[b].offset)));
      }
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
    lists.people_noun = people_noun_;
    if (std::optional<WhAsk> ask = wh_question(all, SentenceValues(lexicon, all), lists))
      return {categories_[static_cast<std::size_t>(ask->category)].name + " of " +
              value_text(ask->subject)};
  }
  two_ways = r.phrase_two_ways;
  // `Aisha leaves later than whoever's doing Friday`: a reading that
  // compares a measure with one of its own values (`day(Aisha) >
  // day(day.5)`) says what `after Friday` would; one said of the holder
  // of that value compares another measure, where another reading does.
  if (r.statements.size() > 1 && !r.phrase_two_ways) {
    const auto own_value = [&](const std::string& st) {
      for (const NumericCategory& n : numeric_) {
        const std::string& name = categories_[static_cast<std::size_t>(n.index)].name;
        if (st.find(name + "(" + name + ".") != std::string::npos) return true;
      }
      return false;
    };
    std::vector<std::string> kept;
    std::copy_if(r.statements.begin(), r.statements.end(), std::back_inserter(kept),
                 [&](const std::string& st) { return !own_value(st); });
    if (kept.size() == 1) r.statements = kept;
  }
  // `..., so whoever locks up on Friday is on bins` read with its subject
  // put back as `putting_the_bins_out is putting_the_bins_out`: a reading
  // that says a value is itself says nothing, where another says more.
  if (r.statements.size() > 1 && !r.phrase_two_ways) {
    const auto itself = [](const std::string& st) {
      const std::size_t is = st.find(" is ");
      return is != std::string::npos && st.find(' ') == is &&
             st.compare(is + 4, std::string::npos, st, 0, is) == 0;
    };
    if (std::count_if(r.statements.begin(), r.statements.end(), itself) + 1 ==
        static_cast<std::ptrdiff_t>(r.statements.size()))
      std::erase_if(r.statements, itself);
  }
  if (r.statements.size() == 1 || (r.phrase_two_ways && r.bad_position == 0)) return r.statements;
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
  refuse(s, r, words, values, lexicon, phrases);
}

}  // namespace deduce::puzzles::zebra::english
