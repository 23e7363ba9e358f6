// The document of an English riddle (read_english.h), first pass: its
// size, its category lines (`Everyone has a different name: A, B, C.`), and
// its sentences cut at their ends and sorted into clues (labelled `Clue 3:`
// or `3.`, or numbered in order), questions and declarations (the classic
// riddle's "each house is painted a different color", whose values the
// clues name: infer_categories.h). No sentence is read here; the
// translation (reader.h) reads them once every category is known.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "deduce/puzzles/zebra/english/chat_lines.h"
#include "deduce/puzzles/zebra/english/lexicon.h"

namespace deduce::puzzles::zebra::english {

struct Sentence {
  std::string_view text;  // into the riddle's text
  int line = 0;
  int column = 1;
  std::string label;  // "" for a question
  bool question = false;
  bool heading = false;   // a Markdown heading (`# The fish riddle`)
  bool numbered = false;  // a clue whose number was printed (`3. ...`)
  // How its line was marked as an item: '#' for a printed number or label,
  // a bullet's code point (`-`, `~`, `•`), 0 for none.
  char32_t mark = 0;
};

struct Document {
  int n = 0;                       // positions; 0 until "There are N ..." or the first list says
  bool counted = false;            // "There are N ..." said it: else a magazine grid, no positions
  std::pair<int, int> n_at{0, 0};  // line, column of the words that said n
  // The row is a list said in its order with `then` (`Bruges first, then
  // Ghent, ...`): an order in time or along a way, whose `before` and
  // `after` are its places'.
  bool said_in_turn = false;
  bool circle = false;  // the positions are seats round a table (round_table.h)
  std::vector<CategoryText> categories;
  std::vector<std::pair<int, int>> category_lines;  // line, column of each list
  std::vector<Sentence> clues, questions, declarations;
  // A magazine's opening paragraph, before its lists ("Five friends each
  // bought ..."): it says no clue, and the translation shows it as comments.
  std::vector<Sentence> intro;
  // Lines that frame the riddle and say no clue: a title, a heading, a
  // sentence that gave lists in prose, a description of the categories
  // once they are listed. The translation shows them as comments.
  std::vector<Sentence> framing;
  // The riddle's words for a position (`cottage`, `lane`, `seat`): stems.
  std::vector<std::string> place_nouns;
  // Who says each line of a chat (chat_lines.h); empty for other texts.
  Speakers speakers;
  // Who tells the riddle, one of its people (`me (Pauline)`), or "", and
  // the words that say so as read and as written (chat_lines.h).
  std::string narrator;
  std::pair<std::string, std::string> narrator_shown;
};

// ` (as 3:12 says)`: where the riddle's number of positions was said, for
// an error about a list of another size; "" before it is known.
std::string where_n_said(const Document& d);

// The first and last lines of a riddle's printed list of clues: the mark
// most clues open with (a printed number, a bullet of one kind), three at
// least; {0, 0} when there is none (reader_outside.cc).
std::pair<int, int> clue_list_lines(const std::vector<Sentence>& clues);

// Where unwrapped() closed up the spaces around a line break it joined:
// from byte `at` of the joined text on (to the next such entry), the
// written text is `shift` bytes further on.
struct Shift {
  std::size_t at = 0;
  std::size_t shift = 0;
};

// `text` as unwrapped() made it from `written` (with `shifts` where it
// closed up a break), whose lines and columns every sentence and error
// gives. Throws io::InputError at the line and column of a bad list.
Document read_document(const std::string& text, const std::string& written, const std::string& file,
                       const std::vector<Shift>& shifts = {});

// `text` with the line breaks of a paragraph wrapped at a fixed width
// (`The finalists were Earl Boudreaux,` / `Dana Whitfield, ...`) as spaces,
// so that a sentence cut across lines is one: a break after a long line
// that ends no sentence, before a line that is no item (`3.`, `- `, `(b)`),
// no heading of a list (`Locations: ...`) and not blank. The spaces round
// a joined break (a clue's second line indented under its first: `3. ...
// and the other` / `   twelve.`) close up to one, the rest of the joined
// line moving back and as many spaces added at its end: the same length
// as `text`, each line break where it was, and `shifts` (when given) says
// where each byte came from.
std::string unwrapped(const std::string& text, std::vector<Shift>* shifts = nullptr);

// `text` with a list written down the page under its heading (`The
// teams:` then `- Null Pointers`, `- Byte Club`, ... one a line) as the
// heading's one line of items (`The teams:   Null Pointers,  Byte Club`):
// its bullets and breaks as spaces and commas, where each item is a short
// name (no sentence, no clause, no question) and there are two at least.
// The same length as `text`, each byte where it was (listed_down.cc).
std::string listed_down(const std::string& text);

// `text` with Markdown's marks of emphasis (`**bold**`, `__bold__`,
// `*italic*`, `_italic_`, a pair on one line) as spaces: the same length
// as `text`, each byte where it was (emphasis_marks.cc).
std::string without_emphasis(const std::string& text);

// A name the .zebra format reads: letters, digits, `_` and `-`, the other
// characters (spaces, apostrophes, dots) written as `_`.
std::string zebra_name(std::string_view s);

}  // namespace deduce::puzzles::zebra::english
