// The phrasings deduce reads in English logic-grid text, as data: one
// table of relation templates, the words a noun phrase may carry around
// its value, the other names of values (nationality adjectives, month
// abbreviations), the sentences that only frame a puzzle, and the number
// and ordinal words. docs/english.md lists them and says how to add one.
//
// A template is words and slots, written as a sentence reads: `{a} is
// immediately to the left of {b}`. Its words are compared by stem
// (words.h), `x|y` is either word, and the slots are:
//   {a} {b} {c} {d}  a noun phrase naming exactly one value (lexicon.h);
//                    a slot written twice names the same value both times
//   {num}            a number, in digits or words (`two`)
//   {ord}            a position as an ordinal (`second`, `2nd`)
//   {num2} {ord2}    a second number or ordinal (`the first or the third`)
//   {amt}            an amount in the numeric category's units (`$15`)
//   {any}            any one word (`the five {any} were ...`)
// Its `zebra` is the .zebra statement it means, with the same slots and
// {gap}, one more than {num} (`two houses between` is `3 away from`),
// {N} the numeric (`ordered`) category compared and {step} the gap between
// its neighbouring values (a template needing it does not read where the
// values are not evenly spaced); {most} {least} {oldest} {youngest}
// {fastest} {slowest} {best} an end value of {N} (superlatives.h says
// which), {beats} and {beats_sign} `<`/`-` where the smaller value wins
// (times, places), else `>`/`+`.
// Every template whose words and slots fit a sentence gives a reading;
// readings that differ make the sentence ambiguous, none makes it
// unreadable: neither is ever guessed.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace deduce::puzzles::zebra::english {

struct Phrase {
  std::string_view words;  // the template
  std::string_view zebra;  // the .zebra statement
};

// Relations between values, and of a value to positions.
std::span<const Phrase> relation_phrases();

// Questions: the .zebra `ask:`, with {who} the category that names people.
std::span<const Phrase> question_phrases();

// The stems of a phrase's words, in order (`{a} lives|stays next to {b}`:
// `live`, `stay`, `next`, `to`), never its slots' names (`{cat}` is no
// word `cat`).
std::vector<std::string> phrase_stems(std::string_view words);

// Words a noun phrase may hold besides its value (`the person who likes`,
// `the X player`), as stems. Never a word of a relation (`not`, `next`).
std::span<const std::string_view> filler_words();

// More fillers in a magazine grid (a text without "There are N ..."),
// besides its introduction's words: `bought`, `paid`, `from`, `finished`.
std::span<const std::string_view> magazine_words();

// Words that make a comparison one of money: of several numeric
// categories, the one whose values are written with `$` (as a `$` does).
std::span<const std::string_view> money_words();
// Whether `stem` is one of money_words().
bool money_word(std::string_view stem);

// Stems that carry a relation's meaning though no template holds them
// (`opposite`, `beside`, `same`, `if`): a sentence with one of them is
// never read by dropping its words (meaning_words.cc, the meaning pass).
std::span<const std::string_view> cue_words();

// The verbs among the fillers: a category's line shares them with others
// ("likes a different fruit", "likes a different food"), so they never
// tell two values apart.
bool verb_word(std::string_view stem);

// A superlative of five letters or more (`longest`, `cheapest`, `least`),
// not a word that only ends like one (`guest`, `interest`, `honest`).
bool superlative_word(std::string_view stem);

// The words of a category's line that do not tell categories apart
// (`each`, `person`, `unique`, `favorite`): dropped from its name, and
// not counted when a phrase's words choose between two categories.
bool frame_word(std::string_view stem);

// Other names of a value: {written name, name in the list}, both as
// stems' source (`danish`, `dane`); a value is found by either.
struct Alias {
  std::string_view other;
  std::string_view value;
};
std::span<const Alias> value_aliases();

// A category's name from its whole line (compared by stems), where the
// rule of category_names.cc (the line's last two words) would name it otherwise
// than its benchmark does: ZebraLogic's answer table heads its columns
// with these names (`birthday` is `Birthday`, not `BirthdayMonth`).
struct CategoryLine {
  std::string_view line;
  std::string_view name;
};
std::span<const CategoryLine> category_lines();

// How a benchmark names the values of one of its categories, where two
// categories share a value (ZebraLogic's `bird` pet and `bird` animal,
// `Alice` the name and `Alice` the child): `{v}` is the value, `x|y`
// either word, compared by stems. A phrase that names two values equally
// well names the one whose category's phrasing it is.
struct ValuePhrase {
  std::string_view line;   // the category's line, as category_lines()
  std::string_view words;  // `the {v} lover|keeper`
};
std::span<const ValuePhrase> value_phrases();

// Sentences that frame a puzzle without saying anything of it, whole
// (compared by stems): only these are passed over, never a sentence that
// merely starts like one.
std::span<const std::string_view> framing_sentences();

// 1 for `one`/`1`, `first`/`1st`; 0 when the word is neither.
int number_word(std::string_view stem);
// Whether a word says nought as a count (`none`, `zero`, `nil`, `nought`):
// `none, one, two and three` punctures.
bool nought_word(std::string_view stem);
int ordinal_word(std::string_view stem);
// `1st`, `2nd`, `3rd`, `11th`, `22nd`: k in digits with its suffix.
std::string ordinal_digits(int k);
// An amount (`$15` is `15`, `ten`): a whole number up to a million.
int amount_word(std::string_view stem);
// An amount with its decimals (`0.3`, `2.5`), or amount_word()'s; 0 for none.
double amount_of(std::string_view stem);

}  // namespace deduce::puzzles::zebra::english
