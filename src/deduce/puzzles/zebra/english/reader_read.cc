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
  // `Tolu will be the one to complain the most` of sums paid: a deed said
  // with `to` that names no list measures none (the most of it was read
  // over the words kept).
  {
    const std::vector<Word> all = cut_words(s.text);
    for (std::size_t k = 0; k < all.size(); ++k)
      if (const std::size_t v = deed_of_most(all, k); v != 0)
        for (const NumericCategory& n : numeric_)
          if (!deed_measures(n, all[v], lexicon))
            std::erase_if(r.statements, [&](const std::string& st) {
              return st.find(n.name + ".") != std::string::npos;
            });
  }
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
            return st.find(n.name + "(") != std::string::npos && !upright_measure(n);
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
  // The other ways a clue is said, where the table read nothing
  // (reader_otherwise.cc).
  if (!s.question && r.statements.empty() && r.ambiguous.empty() && r.bad_position == 0)
    if (std::optional<std::string> st = read_otherwise(s, a)) return {*st};
  // What a question asks, weighed and read otherwise
  // (reader_question_readings.cc).
  if (s.question)
    if (std::optional<Statements> st = read_question(s, r, a)) return *st;
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
