// Words of an English logic-grid text, cut and normalised so that a value
// is found by its words whatever their case, number or spelling of a
// hyphen: `Harley-Davidson` and `harley davidson`, `geckoes` and `gecko`,
// `Diamonds` and `diamond` give the same stems.
//
// The stem is a word lower-cased with its possessive `'s` and a plural
// ending taken off (-ies -> -y, -oes/-ches/-shes/-sses/-xes -> without -es,
// else a final -s not after s, u or i). It is applied the same way to the
// values and to the clues, so it need not be a real English stemmer, only
// one function used on both sides.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace deduce::puzzles::zebra::english {

struct Word {
  std::string stem;        // lower case, no plural
  std::string_view text;   // as written
  std::size_t offset = 0;  // byte offset in the text cut
};

// The words of `text`: runs of letters and digits (and bytes of non-ASCII
// letters); every other byte separates them, an apostrophe inside a word
// keeps it whole and `'s` at its end is dropped. Hyphens separate.
std::vector<Word> cut_words(std::string_view text);

// Whether a word of cut_words() comes right after a currency sign (`$`,
// `£`, `€`, `¥`) in the text it was cut from: `4` of `£4`.
bool after_currency_sign(const Word& word);

// The bytes of the currency sign at `at` in `text` (`$`, `£`, `¥`,
// and Unicode's block of them: `€`, `₦`, `₹`, ...), or of the one that
// ends at `at`; 0 for none.
std::size_t currency_sign(std::string_view text, std::size_t at);
std::size_t currency_sign_before(std::string_view text, std::size_t at);

// Whether a stem names a currency's unit (`dollar`, `euro`, `rupee`,
// `naira`, `quid`, `shilling`, ...). `pound` is one, and a weight too: its
// caller tells which (never its coins, `cent`, `penny`: coin_unit()).
bool currency_word(std::string_view stem);

// Whether s is one or more ASCII digits and nothing else.
bool all_digits(std::string_view s);

// The stem of one word as cut_words makes it.
std::string stem_of(std::string_view word);

// The stems of `text`, joined by one space (for tables and tests).
std::string stems(std::string_view text);

// Where the words of `phrase` first stand in `words`, stem by stem: the
// index of the first, or words.size() when they do not.
std::size_t find_words(const std::vector<Word>& words, std::string_view phrase);

// `text` (cut into `words`) with the words [begin, end) said as `with`.
std::string replace_words(std::string_view text, const std::vector<Word>& words, std::size_t begin,
                          std::size_t end, std::string_view with);

// Whether `stem` holds what follows its `of` (`a pair of roller skates`,
// `a set of deckchairs`, `a box of chocolates`): the thing is named by
// the words after `of` too.
bool container_noun(std::string_view stem);

// Whether a list called `name` is the one `noun` names, in the singular
// or the plural: `break` of the list `breaks`.
bool list_named_by(std::string_view name, std::string_view noun);

// The word before its apostrophe, in lower case: `she` of `she'll`, `we`
// of `we've` (’ too), the whole word where it has none.
std::string before_apostrophe(std::string_view word);

// A denied auxiliary without its denial: `was` of `wasn't`, `did` of
// `didn't`, `will` of `won't`, `can` of `can't` (’ too); empty for a word
// that is no such contraction (`not`, `never`: nothing is kept).
std::string affirmed(std::string_view word);

// Whether `word` (in lower case) is a person's title: `mr`, `mrs`, `ms`,
// `dr`, `prof`, `sir`, `dame`, `capt`, ..., and a family's: `aunt`, `grandpa`, ...
bool personal_title(std::string_view word);

// Whether the sentence speaks to the reader of the puzzle's answers, hints
// or prize, or wishes them well: one of those nouns among its first three
// words (`Answers in next month's Rambler`, `First correct answer ...`),
// unless `listed` holds it (a list of hints), or `good luck`, `happy ...`,
// `enjoy`, `have fun`.
bool about_the_puzzle(const std::vector<Word>& words,
                      const std::function<bool(const std::string&)>& listed);

// Whether `stem` is `is` or `was`, the singular copula (`Kim is the
// baker`), or be_word(): any of `is`, `was`, `are`, `were`.
bool is_or_was(std::string_view stem);
bool be_word(std::string_view stem);

// Whether a word is a model's name, letters and digits together (`TR6`,
// `MX5`): no English word, however short, and no one's name.
bool model_word(std::string_view word);

// Whether a sentence opening with `stem` greets or signs off (`Hi Sam`,
// `Dear Sophie`, `Greetings from Scarborough`, `Love, Jen x`): it names
// whom it greets, nothing of the grid.
bool greeting_word(const std::string& stem);

// The words of `text` as spoken, a hyphened word one (`a hot-air balloon
// ride` is four, where cut_words() makes five).
std::size_t spoken_words(std::string_view text);

// A phrasing and the words that say it again (`directly behind`,
// `immediately to the right of`).
using SaidAs = std::pair<std::string_view, std::string_view>;

// `text` with the first phrasing of `table` it says (the table is in order,
// longest first) said as its other words, passed through `fill` (which may
// put in words of the riddle's own); a `somewhere` before it stays one where
// the new words have theirs (`somewhere behind`). nullopt when it says none.
std::optional<std::string> say_again(std::string_view text, std::span<const SaidAs> table,
                                     const std::function<std::string(std::string_view)>& fill);

}  // namespace deduce::puzzles::zebra::english
