// A template of the phrase table (phrase_table.h) compiled into pieces (a
// word, a slot) and matched against a sentence's words: the matcher walks
// the pieces and the words together, tries every end of a value's noun
// phrase, and hands each way the slots can be filled (a Binding) to the
// caller. read_sentence() (sentence_reader.cc) runs it for every template
// whose words the sentence has; the statement a binding means is
// statement_fill.h's.

#pragma once

#include <algorithm>
#include <cstddef>
#include <span>
#include <string>
#include <vector>

#include "deduce/puzzles/zebra/english/lexicon.h"
#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/sentence_reader.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

enum class Slot { kWord, kValue, kNum, kOrd, kAny, kCategory, kUnit, kPlaceNoun };

struct Piece {
  Slot slot = Slot::kWord;
  char name = 0;           // a to f for values; 0 or 1 for the first or second number
  bool amount = false;     // {amt}: a number of the puzzle's units, not a position
  std::vector<int> words;  // kWord: the ids (word_id) of the stems it accepts
};

// The templates' words as small numbers, so that a sentence's words are
// looked up once and compared as integers (the table's compiled forms and
// these ids live per thread, like the cache below).
int word_id(const std::string& stem, bool add);

// A table's templates compiled, in its order. The tables are static, so
// each is kept by its address: one look-up a sentence, not one a template.
const std::vector<std::vector<Piece>>& compiled_table(std::span<const Phrase> phrases);

struct Binding {
  ValueRef values[6];
  unsigned bound = 0;  // a bit per value slot filled, so that a slot named twice
                       // (`with {a} on the left`) names the same value both times
  int numbers[2] = {0, 0};
  bool ambiguous = false;  // a slot took one of two values a phrase names
  int phrased = 0;         // slots whose words are a benchmark's phrasing (lexicon.h)
  int numbers_used = 0;    // {num}, {amt}, {ord} filled
  double amount = 0;       // {amt} as said, with its decimals; 0: numbers[0]
  const std::string* amount_unit = nullptr;  // the word after {amt} (`minutes`)
  const std::string* any_word = nullptr;     // the word {any} took (`the longest trail`)
  int category = -1;                         // {cat}: the category a question asks for
};

// Whether words[i], a number, ends a value's name of several words (`the
// number 31`, `table 3`): then it is no amount.
bool ends_name(const SentenceValues& values, const std::vector<Word>& words, std::size_t i);

// Matches one compiled template against a sentence's words: run(0, 0, {},
// emit) calls emit with every binding under which the pieces cover the
// words exactly; a noun phrase that names two values equally well is
// bound to each, and noted in the reading's `ambiguous`.
class Matcher {
 public:
  Matcher(const std::vector<Piece>& pieces, const std::vector<Word>& words,
          const std::vector<int>& ids, const SentenceValues& values, SentenceReading& out)
      : pieces_(pieces), words_(words), ids_(ids), values_(values), out_(out) {}

  template <class Emit>
  void run(std::size_t pi, std::size_t wi, Binding b, const Emit& emit) {
    if (pi == pieces_.size()) {
      if (wi == words_.size()) emit(b);
      return;
    }
    if (wi >= words_.size()) return;
    const Piece& p = pieces_[pi];
    switch (p.slot) {
      case Slot::kWord:
        if (std::find(p.words.begin(), p.words.end(), ids_[wi]) != p.words.end()) {
          // A number the template spells (`three different paintings`).
          if (amount_of(words_[wi].stem) != 0) ++b.numbers_used;
          run(pi + 1, wi + 1, b, emit);
        }
        return;
      case Slot::kAny:
        // A word, never a value's (`Cass, the tallest, wore #104` is no
        // `{a} the tallest {any}`: #104 would go unread).
        // (A unit after an amount may be a value's too: `1.5 km shorter`.)
        if (values_.covered(wi) && !(wi > 0 && amount_of(words_[wi - 1].stem) != 0)) return;
        b.any_word = &words_[wi].stem;
        run(pi + 1, wi + 1, b, emit);
        return;
      case Slot::kPlaceNoun:
        // The riddle's word for a position (`space`, `lane`, `house`), or
        // the door every place in a row has (`four doors to the right of`).
        if (!values_.place_noun(words_[wi].stem) && words_[wi].stem != "door") return;
        run(pi + 1, wi + 1, b, emit);
        return;
      case Slot::kUnit: {
        // `the month after`: one of the unit, read as the amount 1.
        if (!time_unit(words_[wi].stem)) return;
        b.numbers[0] = 1;
        b.amount = 1;
        ++b.numbers_used;
        b.amount_unit = &words_[wi].stem;
        run(pi + 1, wi + 1, b, emit);
        return;
      }
      case Slot::kNum:
      case Slot::kOrd: {
        // An amount may have decimals (`0.3 m taller`): kept whole in
        // `amount`, its slot's number set so that it counts as filled.
        // A number that ends a value's name (`the number 31 leaves later`)
        // is no amount.
        if (p.amount && ends_name(values_, words_, wi)) return;
        const double amount = p.amount ? amount_of(words_[wi].stem) : 0;
        const int k = p.amount               ? (amount != 0 ? 1 : 0)
                      : p.slot == Slot::kNum ? number_word(words_[wi].stem)
                                             : ordinal_word(words_[wi].stem);
        if (k == 0) return;
        b.numbers[static_cast<int>(p.name)] = p.amount ? static_cast<int>(amount) : k;
        if (p.amount) b.amount = amount;
        ++b.numbers_used;
        if (p.amount && wi + 1 < words_.size()) b.amount_unit = &words_[wi + 1].stem;
        run(pi + 1, wi + 1, b, emit);
        return;
      }
      case Slot::kCategory: {
        // `What is BookGenre of ...`: a category by its name.
        // (Two words may name it whole: `last name` is `last_name`, where
        // `name` alone would be the first list that ends so.)
        if (wi + 1 < words_.size()) {
          const int two = values_.category_named(words_[wi].stem + words_[wi + 1].stem);
          if (two >= 0) {
            b.category = two;
            run(pi + 1, wi + 2, b, emit);
            return;
          }
        }
        const int c = values_.category_named(words_[wi].stem);
        if (c < 0) return;
        b.category = c;
        run(pi + 1, wi + 1, b, emit);
        return;
      }
      case Slot::kValue:
        break;
    }
    const bool last = pi + 1 == pieces_.size();
    for (std::size_t end = wi + 1; end <= words_.size(); ++end) {
      if (last && end != words_.size()) continue;
      if (!last) {
        if (end == words_.size()) break;
        const Piece& next = pieces_[pi + 1];
        if (next.slot == Slot::kWord &&
            std::find(next.words.begin(), next.words.end(), ids_[end]) == next.words.end())
          continue;
      }
      const SentenceValues::Found f = values_.resolve(wi, end);
      if (f.ok) bind(pi, end, b, f.ref, false, emit, f.phrased);
      // A phrase that names two values equally well is read both ways.
      for (const ValueRef& r : f.ambiguous) {
        if (out_.ambiguous.empty()) out_.ambiguous = f.ambiguous;
        bind(pi, end, b, r, true, emit);
      }
    }
  }

 private:
  template <class Emit>
  void bind(std::size_t pi, std::size_t end, Binding b, ValueRef r, bool ambiguous,
            const Emit& emit, bool phrased = false) {
    const int slot = pieces_[pi].name - 'a';
    const unsigned bit = 1u << slot;
    if ((b.bound & bit) != 0 && !(b.values[slot] == r)) return;
    b.values[slot] = r;
    b.bound |= bit;
    b.ambiguous = b.ambiguous || ambiguous;
    b.phrased += phrased ? 1 : 0;
    run(pi + 1, end, b, emit);
  }

  const std::vector<Piece>& pieces_;
  const std::vector<Word>& words_;
  const std::vector<int>& ids_;
  const SentenceValues& values_;
  SentenceReading& out_;
};

}  // namespace deduce::puzzles::zebra::english
