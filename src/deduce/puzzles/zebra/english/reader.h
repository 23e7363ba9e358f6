// The reader of one English riddle (read_english.h): it holds the
// document's first pass (document.h) and turns each clue and question into
// .zebra statements by the phrase table (sentence_reader.h). Internal to
// the English reader: read_english.cc runs it, and its member functions
// are defined in the files named below, one concept a file.
//
// Invariants: the categories and the puzzle's shell are set before the
// first sentence is read (run()); the texts of sentences said again are
// kept in held_, whose deque keeps each in place while a Sentence views it.
#pragma once

#include <deque>
#include <map>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "deduce/io/input_error.h"
#include "deduce/puzzles/zebra/english/chat_lines.h"
#include "deduce/puzzles/zebra/english/described_values.h"
#include "deduce/puzzles/zebra/english/document.h"
#include "deduce/puzzles/zebra/english/floor_words.h"
#include "deduce/puzzles/zebra/english/lexicon.h"
#include "deduce/puzzles/zebra/english/named_ends.h"
#include "deduce/puzzles/zebra/english/numeric_categories.h"
#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/read_english.h"
#include "deduce/puzzles/zebra/english/sentence_reader.h"
#include "deduce/puzzles/zebra/english/side_readings.h"
#include "deduce/puzzles/zebra/english/words.h"
#include "deduce/puzzles/zebra/model/puzzle.h"

namespace deduce::puzzles::zebra::english {

class Reader {
 public:
  // The categories, questions and clues of `doc`, whose errors name `file`
  // (reader.cc).
  Reader(Document doc, const std::string& file);
  // The riddle as .zebra text: the categories ordered, then translate()
  // (reader_run.cc).
  Translation run();

 private:
  // Setup: the categories and the puzzle's shell (reader.cc)
  [[noreturn]] void fail(int line, int column, const std::string& what) const;
  std::string shown(const Sentence& s) const;
  std::vector<std::string> magazine_fillers() const;
  void build_puzzle_shell();
  // Which end of an ordered list wins (reader_run.cc).
  void said_what_wins();

  // Categories, values and who (reader_categories.cc)
  std::string value_text(ValueRef r) const;
  std::string names(const std::vector<ValueRef>& refs) const;
  // The words of a table the sentence is read by (clues' or questions'),
  // cut once per table: in order of first use (the candidates of "did you
  // mean"); those that are not fillers, with cue_words() (they carry
  // meaning); and all of them with cue_words() (the strict pass keeps them).
  struct TableWords {
    std::vector<std::string> in_order;
    std::set<std::string> meaning, all;
  };
  static const TableWords& table_words(std::span<const Phrase> phrases);
  bool names_list(std::size_t c) const;
  bool may_be_who(std::size_t c, bool said_living = false) const;
  std::string who_for(const Sentence& s, const Lexicon& lexicon) const;
  bool said_with_the(const std::string& v) const;
  std::vector<int> said_after_verb(const std::vector<Word>& w, std::size_t from,
                                   const std::vector<int>& may, const Lexicon& lexicon) const;
  int category_index(const std::string& name) const;
  int category_of(const std::string& ref) const;
  std::optional<std::pair<std::string, std::string>> full_name(std::string_view text,
                                                               const Lexicon& lexicon) const;
  std::optional<std::pair<std::string, std::string>> owned_value(std::string_view text,
                                                                 const Lexicon& lexicon) const;
  std::optional<std::pair<std::string, std::string>> described_value(std::string_view text,
                                                                     const Lexicon& lexicon) const;

  // Questions read by what they ask (reader_questions.cc)
  static std::optional<std::pair<ValueRef, std::size_t>> asked_of(const std::vector<Word>& w,
                                                                  const SentenceValues& values,
                                                                  std::size_t start = 2);
  std::optional<std::string> where_placed(const std::vector<Word>& w, const Lexicon& lexicon) const;
  // `What did Anna pay?`: the one list left to ask (reader_what_did.cc).
  std::optional<std::string> what_did(const std::vector<Word>& w, const Lexicon& lexicon) const;
  // `How many punctures did Alison have?` where no list counts punctures:
  // refused at its place (never answered with another list's number).
  void check_count_asked(const Sentence& s, const Lexicon& lexicon) const;
  // `What is Anneka in for?` of `each is in for a different appointment`
  // (intro_asked.cc).
  std::optional<std::string> asked_as_introduced(const std::vector<Word>& w,
                                                 const Lexicon& lexicon) const;
  int last_question_line() const;
  // Whether a clue compares by `verb` (`I got more than Shaz`: `get`).
  bool compared_by(const std::string& verb) const;
  // The one numeric list whose unit some clue says between `verb` and a
  // comparison (`caught 6lb less than`), or -1.
  int compared_in_units(const std::string& verb) const;
  std::optional<std::string> ends_as_numbers(std::string_view text) const;

  // The words that carry a sentence's meaning (meaning_words.cc), and the
  // words that deny (reader_denials.cc)
  bool denies_at(const std::vector<Word>& words, std::size_t i) const;
  bool lists_say(const std::string& stem) const;
  std::vector<Word> meaning_words(const std::vector<Word>& words, const Lexicon& lexicon,
                                  const SentenceValues& values, bool strict,
                                  std::span<const Phrase> phrases, bool& two_things) const;
  static void denial_after_object(const std::vector<Word>& words, const Lexicon& lexicon,
                                  std::vector<Word>& kept);

  // Sentences said again in plainer words (reader_rewrites.cc)
  std::optional<std::string> parity_as_choice(std::string_view text) const;
  std::optional<std::string> only_past(std::string_view text, const Lexicon& lexicon) const;
  std::optional<std::string> denying_aside(std::string_view text, const Lexicon& lexicon) const;
  std::optional<std::string> without_listed_superlative(std::string_view text,
                                                        const Lexicon& lexicon) const;
  static std::optional<std::string> nobody_as_one(std::string_view text);
  static std::optional<std::string> whoever_as_value(std::string_view text, const Lexicon& lexicon);
  // `Whoever went up last slept in the middle room` of times each went up
  // at: the latest time, `11:30 slept in ...` (reader_rewrites.cc).
  std::optional<std::string> whoever_at_end(std::string_view text) const;
  static std::optional<std::string> former_latter_named(std::string_view text,
                                                        const Lexicon& lexicon);
  std::optional<std::string> read_holder_at_place(const Sentence& s, const std::vector<Word>& w,
                                                  const SentenceValues& values,
                                                  const Lexicon& lexicon,
                                                  std::span<const Phrase> phrases) const;
  std::optional<std::string> gender_only(const Sentence& s, const Lexicon& lexicon) const;

  // Sentences read in parts (reader_parts.cc)
  static std::string as_part(const std::string& st);
  std::optional<std::string> read_part(const Sentence& s, const std::string& text,
                                       const Lexicon& lexicon, std::span<const Phrase> phrases,
                                       bool clauses) const;
  std::optional<std::string> read_all_of(const Sentence& s, std::span<const std::string> parts,
                                         const Lexicon& lexicon, std::span<const Phrase> phrases,
                                         bool clauses = false) const;
  std::optional<std::string> read_kind(const Sentence& s, const Lexicon& lexicon,
                                       std::span<const Phrase> phrases) const;
  // Two orders said to go together (reader_correlated.cc).
  std::optional<std::string> correlated(const Sentence& s, const Lexicon& lexicon) const;
  std::optional<std::string> apart(const Sentence& s, const Lexicon& lexicon,
                                   std::span<const Phrase> phrases) const;
  // `in seat C`, `the first floor` above a ground floor, a trailing `next
  // door`, said as the row's templates read them (row_said_again.cc).
  std::optional<std::string> row_said_again(const Sentence& s, const Lexicon& lexicon) const;
  // `at half past nine` as the list writes it, `9:30` (spoken_times.cc).
  std::optional<std::string> times_in_words(std::string_view text) const;
  // `If C, then R`, `R if C`, `R only if C`, `R unless C` (conditionals.cc).
  std::optional<std::string> conditional(const Sentence& s, const Lexicon& lexicon,
                                         std::span<const Phrase> phrases) const;
  // `older than both Ava and Dan`, `than either Ava or Dan` (conditionals.cc).
  std::optional<std::string> than_both(const Sentence& s, const Lexicon& lexicon,
                                       std::span<const Phrase> phrases) const;
  std::optional<std::string> read_beside(const Sentence& s, const Lexicon& lexicon,
                                         std::span<const Phrase> phrases) const;
  std::optional<std::string> read_set_off(const Sentence& s, const Lexicon& lexicon,
                                          std::span<const Phrase> phrases) const;
  // What a clause's words say, and its pronouns (reader_clause_words.cc).
  static bool verb_first(const std::vector<Word>& rw, const Lexicon& lexicon);
  // (`opening`: the words open the sentence, and their first word's
  // capital names no one.)
  static bool says_nothing(const std::vector<Word>& words, const Lexicon& lexicon,
                           bool opening = false);
  static bool speaks_of_a_list(const std::string& stem, const Lexicon& lexicon);
  bool one_owner(const std::vector<ValueRef>& named) const;
  static bool it_of_subject(const std::vector<ValueRef>& named, const std::string& right);
  static std::optional<std::string> with_pronoun_as(const std::string& right,
                                                    const std::string& value);
  static bool plain_word(const std::string& stem);

  // Sentences read clause by clause (reader_clauses.cc)
  std::optional<std::string> read_clauses(const Sentence& s, const Lexicon& lexicon,
                                          std::span<const Phrase> phrases) const;
  // The value `r` as its list writes it; "" for a place, which no list
  // writes.
  std::string written(const ValueRef& r) const;
  // A second clause said short after a comma (reader_short_clauses.cc).
  std::optional<std::string> read_short_clauses(const Sentence& s, const Lexicon& lexicon,
                                                std::span<const Phrase> phrases) const;
  // The other value a second clause compares with, said in `right`
  // (reader_clause_comparisons.cc).
  void compared_with_other(const std::vector<ValueRef>& named, const std::string& first,
                           const std::string& last, const Lexicon& lexicon,
                           std::string& right) const;

  // Comparisons (reader_comparisons.cc)
  std::optional<std::string> but_not_compared(const Sentence& s, const std::string& left,
                                              const std::vector<Word>& rw, const std::string& right,
                                              const Lexicon& lexicon,
                                              std::span<const Phrase> phrases) const;
  // One comparison of one measure, `N(A) > N(B)`, as `text` (said in place
  // of `s`) reads: its parts; nullopt when it reads as anything else.
  struct Comparison {
    std::string text, measure, subject;
    char sign = 0;
    std::size_t close = 0;  // where `) ` ends the subject in `text`
  };
  std::optional<Comparison> one_comparison(const Sentence& s, std::string text,
                                           const Lexicon& lexicon,
                                           std::span<const Phrase> phrases) const;
  std::optional<std::string> denied_comparison(const Sentence& s, const Lexicon& lexicon,
                                               std::span<const Phrase> phrases) const;
  // Superlatives that stand for values (reader_superlatives.cc).
  // Whether a deed said with `to` (`the one to complain the most`)
  // measures list `n`: a word of its line, a unit or a word of money
  // names it.
  bool deed_measures(const NumericCategory& n, const Word& deed, const Lexicon& lexicon) const;
  std::optional<std::string> read_superlatives(const Sentence& s, const std::vector<Word>& words,
                                               const SentenceValues& values, const Lexicon& lexicon,
                                               std::span<const Phrase> phrases) const;
  // `Either Hana plays the harp or Mr Moss teaches her, but not both`:
  // one of two clauses (either_clauses.cc).
  std::optional<std::string> either_clauses(const Sentence& s, const Lexicon& lexicon,
                                            std::span<const Phrase> phrases) const;
  // `..., and neither of them came to see the Rattlers` (neither_of_them.cc).
  std::optional<std::string> neither_of_them(const Sentence& s, const Lexicon& lexicon,
                                             std::span<const Phrase> phrases) const;
  // `Sweet peas are grown behind neither the red door nor the yellow one`:
  // `neither ... nor` after the verb, each said and denied
  // (neither_of_them.cc).
  std::optional<std::string> neither_inside(const Sentence& s, const Lexicon& lexicon,
                                            std::span<const Phrase> phrases) const;
  // What one has, then where one is (held_then_placed.cc).
  std::optional<std::string> held_then_placed(const Sentence& s, const Lexicon& lexicon,
                                              std::span<const Phrase> phrases) const;
  std::optional<std::string> read_as(const Sentence& s, std::string text, const Lexicon& lexicon,
                                     std::span<const Phrase> phrases, bool set_off,
                                     bool superlatives) const;
  std::optional<SideChoice> read_both_sides(const Sentence& s, const Lexicon& lexicon) const;
  // The one person a clue opens with (`Ms Carter is the festival's poet`),
  // and a sentence after it that opens with a pronoun for them (`Her queue
  // was shorter ...`) read with their name in its place
  // (previous_subject.cc); nullopt where either is not so.
  std::optional<std::string> subject_of(const Sentence& s, const Lexicon& lexicon) const;
  std::optional<std::string> read_with_subject(const Sentence& s, const std::string& subject,
                                               const Lexicon& lexicon) const;

  // The statements of one sentence (reader_read.cc)
  std::vector<std::string> read(const Sentence& s, const Lexicon& lexicon,
                                std::span<const Phrase> phrases, bool& two_ways,
                                bool set_off = true, bool superlatives = true) const;
  // What read() was given, passed on to the steps it takes.
  struct ReadArgs {
    const Lexicon& lexicon;
    std::span<const Phrase> phrases;
    bool& two_ways;
    bool set_off, superlatives;
  };
  using Statements = std::vector<std::string>;
  Statements read_again(const Sentence& s, std::string text, const ReadArgs& a) const;
  // The sentence said again in plainer words and read, or refused; nullopt
  // where no rewording applies (reader_restated_openings.cc, _words.cc,
  // _spans.cc, tried in that order; _words.cc ends with _plainly.cc's,
  // _spans.cc's restated_place() with restated_row(), _places.cc).
  std::optional<Statements> restated_opening(const Sentence& s, const ReadArgs& a) const;
  std::optional<Statements> restated_words(const Sentence& s, const ReadArgs& a) const;
  std::optional<Statements> restated_plainly(const Sentence& s, const ReadArgs& a) const;
  std::optional<Statements> restated_place(const Sentence& s, const ReadArgs& a) const;
  std::optional<Statements> restated_row(const Sentence& s, const ReadArgs& a) const;
  bool of_dated_list(std::string_view text) const;
  // The other ways a clue is said, where the table read nothing
  // (reader_otherwise.cc).
  std::optional<std::string> read_otherwise(const Sentence& s, const ReadArgs& a) const;
  // What a question asks, its table reading `r` weighed and read
  // otherwise (reader_question_readings.cc).
  std::optional<Statements> read_question(const Sentence& s, SentenceReading& r,
                                          const ReadArgs& a) const;
  // Why nothing read `s` (reader_refusals.cc).
  [[noreturn]] void refuse(const Sentence& s, const SentenceReading& r,
                           const std::vector<Word>& words, const SentenceValues& values,
                           const Lexicon& lexicon, std::span<const Phrase> phrases) const;
  static std::string not_understood(const std::vector<Word>& words, const SentenceValues& values,
                                    const Lexicon& lexicon, std::span<const Phrase> phrases);

  // Sentences that only frame the puzzle (reader_frames.cc)
  bool frames_only(const Sentence& s, const Lexicon& lexicon) const;
  // A question's `<list> of <value>` asked again of the list of names
  // given to things where it asks a thing's name (asked_names.cc).
  std::string asked_name(const Sentence& s, const std::string& asked) const;
  // `Which dog won?` where one list names the animals (`Their dogs answer
  // to the names of Biscuit, Duke, ...`): that list's index, else -1.
  int named_animals(const std::string& noun) const;
  // The one list other than the people's whose line gives names (`They're
  // called Kingfisher, Dragonfly, ...`), which `Which boat has the parrot
  // on board?` asks of boats in a row; -1 where there is none or more than
  // one (asked_names.cc).
  int named_places() const;
  // The first and last lines of the riddle's list of clues, printed as
  // items, or {0, 0} where there is none or its items name no value
  // (reader_outside.cc).
  // (Found once, at the first sentence that needs it, by clue_list_in():
  // the translation and printed_item() both ask it.)
  std::pair<int, int> printed_clue_list(const Lexicon& lexicon) const;
  std::pair<int, int> clue_list_in(const Lexicon& lexicon) const;
  // Whether `s` stands outside the list of clues (`list`, as
  // printed_clue_list() finds it), or after the questions: where it cannot
  // be read, it is a word to the reader (reader_outside.cc).
  bool outside_clue_list(const Sentence& s, std::pair<int, int> list) const;
  // Whether `s` is an item of that list, first on its line (`* The Jig
  // opens Act Two`): a clue, refused where it does not read, never taken
  // for framing because it names no value (reader_outside.cc).
  bool printed_item(const Sentence& s, const Lexicon& lexicon) const;
  // frames_only of the sentence as said, its teller's `I` already named.
  bool frames_only_as_said(const Sentence& s, const Lexicon& lexicon) const;
  // Whether `s` (its words `words`) is said to the reader around the riddle,
  // whatever it names: a remark, a header, a signature, ... (reader_notes.cc).
  bool note_to_reader(const Sentence& s, const std::vector<Word>& words,
                      const Lexicon& lexicon) const;
  // Clues said before the lists, labelled `0a`, `0b`, ... (reader_early_clues.cc),
  // and whether `s` is one of them.
  std::vector<Sentence> clues_said_first(const Lexicon& lexicon) const;
  static bool said_first(const Sentence& s, const std::vector<Sentence>& early);
  bool beside_lists(const Sentence& s) const;
  // Words to the solver (solver_words.cc).
  static bool instruction(const std::vector<Word>& words);
  static bool solver_remark(const std::vector<Word>& words);
  static bool prize_offer(const std::vector<Word>& words);

  // The translation's assembly (reader_translate.cc)
  std::vector<std::pair<Sentence, int>> asked_one_by_one(const Lexicon& lexicon) const;
  Sentence named_by_instruction(const Sentence& q, const Lexicon& lexicon) const;
  // `took up ringing more recently than Bernard` (or `later than`) over
  // years counted up to now: `fewer years ago than` (elapsed_years.cc).
  std::optional<std::string> started_later_as_fewer(std::string_view text) const;
  std::optional<std::string> left_out(const Sentence& s, const Lexicon& lexicon,
                                      const std::vector<std::string>& statements) const;
  static io::InputError as_written(const io::InputError& e, const Sentence& s);
  std::optional<std::vector<std::string>> read_or_frame(const Sentence& s, const Lexicon& lexicon,
                                                        std::span<const Phrase> phrases,
                                                        bool& two_ways, std::string& out) const;
  Translation translate() const;

  // What the reader holds: the document's parts, and what run() found of them.
  const std::string& file_;
  int n_ = 0;
  bool magazine_ = false;  // no "There are N ...": a grid without positions
  std::vector<CategoryText> categories_;
  std::vector<Sentence> intro_, framing_;
  std::vector<std::string> place_nouns_;
  std::vector<NumericCategory> numeric_;
  std::set<std::string> ordered_;
  std::vector<Sentence> clues_, questions_;
  Puzzle shell_;
  std::string who_;
  bool who_said_ = false;  // who_'s line or name says they are people
  // The noun the introduction counts the people by, as a stem (`Four
  // little museum mice`: `mouse`); "" when none (reader_people.cc).
  std::string people_noun_;
  // The texts of questions' parts said with the subject they leave out,
  // which a Sentence's view points into (a deque keeps them in place).
  mutable std::deque<std::string> held_;
  // printed_clue_list(), found once (reader_outside.cc).
  mutable std::optional<std::pair<int, int>> clue_list_;
  // Each clue's sentence before it, by the line and column where it
  // starts (which a rewrite keeps): `Neither of them ...` after `Neither
  // Quinlan nor Moody ...` (pair_pronouns.cc), `11 o'clock.` after the
  // clue it times.
  std::map<std::pair<int, int>, std::string_view> clue_before_;
  // Questions asked as an instruction after them says (named_by_instruction):
  // the text read, by where it starts, and the text written.
  mutable std::map<const char*, std::string_view> asked_as_told_;
  // Parts of a question said with a pronoun for what its first part names
  // (`..., and what color was his boat?`): the text read, by where it
  // starts, and the part as written.
  mutable std::map<const char*, std::string_view> asked_of_first_;
  // How deep sentences said again are read in one another (read()): a
  // bound, so that no two rewordings that undo each other run forever.
  mutable int said_again_ = 0;
  mutable bool used_place_ = false;
  bool queue_ = false;    // a row seen from its front (queue_words.h)
  Speakers speakers_;     // who says each line of a chat (chat_lines.h)
  std::string narrator_;  // who tells the riddle (`me (Pauline)`), or ""
  // Other names of lists' units (`maximums (180s)`, unit_names.h).
  std::vector<std::pair<std::string, std::string>> unit_names_;
  // Values the introduction describes by where they are (`room 1's the
  // one at the top of the stairs`, described_values.h).
  std::vector<DescribedValue> described_;
  std::pair<std::string, std::string> narrator_shown_;  // its words, as read and as written
  bool in_order_ = false;          // a row that is an order in time (queue_words.h)
  bool numbered_ = false;          // a row whose places are numbered 1 to n
  bool lettered_ = false;          // ... or lettered A to the n-th letter (`seats A to E`)
  std::optional<NamedEnds> ends_;  // ends named otherwise than left and right
  std::string hall_front_;         // what a hall's rows count from (hall_rows.h), or ""
  // The landmark a list of numbers counts from, and that list's index in
  // categories_, or -1 (numbered_fronts.h).
  std::vector<std::string> numbered_front_;
  int numbered_list_ = -1;
  Upright upright_ = Upright::kNo;  // floors, decks (floor_words.h)
  bool ground_floor_ = false;       // a building with a ground floor: its first floor is 2
  bool floors_named_ = false;       // the floors are a list's values (`basement, ground floor`)
  bool ground_is_bottom_ = true;    // no floor listed below the ground floor
  bool circle_ = false;             // seats round a table (round_table.h)
  int people_ = -1;                 // the people whose titles tell men from women (gender_words.h)
  std::set<int> frame_lines_;
  std::set<int> list_lines_;              // the lines that hold a list, the first first
  std::pair<int, int> first_list_{0, 0};  // where the first list stands (line, column)
  std::set<std::string> framing_names_;
};

}  // namespace deduce::puzzles::zebra::english
