// Reading a logic-grid riddle written in English (docs/english.md): the
// forms of BIG-Bench Extra Hard's zebra puzzles, of ZebraLogic's grid
// puzzles and of magazine riddles, as far as the phrase table
// (phrase_table.h) reaches.
//
// The text is translated into a .zebra file (docs/zebra.md), which the
// .zebra reader then reads: what is solved is exactly what `deduce
// translate` shows, and every command works on it. A sentence that no
// template reads, or that reads two ways, or a noun phrase naming two
// values, is an io::InputError at its file:line:col naming the sentence and
// what was understood of it; nothing is dropped or guessed.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "deduce/puzzles/zebra/model/puzzle.h"

namespace deduce::puzzles::zebra::english {

struct Translation {
  std::string zebra;              // the .zebra text; each clue after its sentence as a comment
  std::vector<int> clue_lines;    // the English line of each clue, in order
  std::vector<int> clue_columns;  // and the column its sentence starts at
  std::vector<std::string> clue_sentences;  // and its sentence as written
  std::vector<int> ask_lines;               // and of each question
  std::vector<int> ask_questions;           // the question (1-based) each ask reads
  // The values as the text writes them, [category][value] (`very short`
  // where the .zebra name is `very_short`).
  std::vector<std::vector<std::string>> written;
  // Sentences not read: outside the list of clues, taken for words to the
  // reader (shown as such in `zebra` too).
  std::vector<UnreadSentence> unread;
};

// Throws io::InputError.
Translation translate_english(const std::string& text, const std::string& file);

// The puzzle, its clues and asks located at their English lines.
Puzzle parse_english(const std::string& text, const std::string& file);

// Whether `line` (the first that is not blank) opens an English riddle.
bool opens_english(std::string_view line);

// Whether `text` reads as a riddle in prose: `sentences_needed`
// sentences or more on lines of three words or more ending in `.`, `?` or
// `!`, making up a third of its lines that are not blank: a riddle with a
// title, or one that gives its lists in prose (two sentences are enough
// beside a line that lists values).
bool reads_as_prose(std::string_view text, int sentences_needed = 4);

}  // namespace deduce::puzzles::zebra::english
