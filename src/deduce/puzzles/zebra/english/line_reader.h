// The reader of the first pass over an English riddle (document.h): it
// walks the riddle line by line and fills a Document. Its parts are in
// files by what they read: the loop and where a part was written
// (document.cc), what each line is (line_kinds.cc), lists under a heading
// (list_headings.cc), a list added as a category (listed_categories.cc,
// named in listed_category_names.cc), lists said in prose
// (prose_categories.cc), the number of positions and their nouns
// (position_count.cc, with the words that set a row in row_words.cc and
// what the count leaves to read in counted_places.cc), sentences cut and
// sorted (document_sentences.cc), and questions said together
// (joined_questions.cc). Only those files include it.
//
// Every string_view it keeps or hands on points into `text`, which
// outlives the reader; `breaks_` are the offsets of the written text's
// line breaks, in order, so a part's line is found by binary search.
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "deduce/puzzles/zebra/english/document.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

class LineReader {
 public:
  // `text` is the riddle as read_document() joined its wrapped lines;
  // `written` the riddle as written, of the same length, whose line
  // breaks give every line and column; `shifts` where a byte of `text`
  // moved back from where it was written (unwrapped(), document.h).
  LineReader(const std::string& text, const std::string& written, const std::string& file,
             const std::vector<Shift>& shifts);

  Document run();

  // A riddle's first list whose size no later list shares (`Conditions:
  // clear from 21:15, transparency good, seeing 3/5` in an observing log
  // whose lists have four values each): where the reader was stopped by
  // the next list of another size, while that first list alone said the
  // size; {0, 0} otherwise. read_document() reads the riddle again
  // without it (skip_list).
  std::pair<int, int> odd_first_list() const { return odd_first_; }
  void skip_list(std::pair<int, int> at) { skipped_ = at; }

 private:
  // document.cc: where a part was written, and the loop over lines.
  [[noreturn]] void fail(int line, int column, const std::string& what) const;
  int line_no(std::string_view part) const;
  int column(std::string_view part) const;
  std::string_view line_of(std::string_view part) const;
  void cut_lines();
  void find_list_tables();
  // column_lists.cc
  void find_column_lists();
  bool read_column_list(std::string_view raw, int no);

  // line_kinds.cc
  void read_line(std::string_view raw, int no);
  std::string_view line_before(std::string_view raw) const;
  std::string_view line_after(std::string_view raw) const;

  // list_headings.cc
  static bool title_line(std::string_view line);
  static std::optional<std::vector<std::string_view>> slashed_items(std::string_view list);
  bool headed_list(std::string_view raw, std::string_view sentence);

  // listed_categories.cc
  void read_category(std::string_view raw, std::string_view words, std::string_view list);
  void add_category(std::string_view raw, const std::string& line_words,
                    const std::vector<std::string>& listed, int no, int col,
                    const std::string& kind);
  // listed_category_names.cc: the name of a list added as a category,
  // `cat.name` (a noun the sentence counted joins its line words).
  void name_category(std::string_view raw, const std::string& words,
                     const std::vector<std::string>& values, const std::string& kind,
                     CategoryText& cat) const;

  // prose_categories.cc
  bool lists_in_prose(std::string_view raw, std::string_view sentence);
  // counted_lists.cc: the size a sentence of the introduction says as it
  // lists (`Four growers ...: A, B, C and D`), 0 where none does; the size
  // of lists in prose until a list sets it.
  int counted_list_size() const;
  // Else the size most lists before the clues share (text_ up to `limit`).
  int shared_list_size(std::size_t limit) const;
  int said_size_ = 0;
  std::pair<int, int> odd_first_{0, 0}, skipped_{0, 0};
  // A list of `values` values where the riddle has d_.n positions, at
  // line:column: refused, saying where the size was said, the first list
  // blamed first where it alone said it (document.cc).
  [[noreturn]] void fail_size(int line, int column, std::size_t values);
  // What a sentence of the introduction that listed nothing said each has a
  // different one of (`each had a different favourite animal`, `Their
  // packed lunches were all different too`): the name of the list the next
  // sentence gives by `one ...` or `there was ...` alone.
  std::string unlisted_heading_;

  // position_count.cc
  bool size_said(const Sentence& s);
  bool positions_said(std::string_view sentence);
  // Whether `words` or the lists read so far say an order of their own
  // (numbers, ordinals, a list of numbers or times): row_words.cc.
  bool order_said(const std::vector<Word>& words) const;
  // A sentence said things came one after another, with no places
  // numbered (`Five acts performed one after another`): the riddle is that
  // order in time where no list says one (run()).
  bool order_in_time_ = false;
  // The nouns such an order counts (`gave four lessons, one after
  // another`: `lesson`), its places' words once it is the riddle's.
  std::vector<std::string> order_nouns_;
  // A list said in its order with `then` (`Bruges first, then Ghent, ...`,
  // prose_lists.h): where nothing else sets a row, it is the row, its
  // values in the row's order (run()); -1 where none is.
  int then_row_ = -1;
  // The things the sentences before counted (`one of the four ovens along
  // the back wall`): what `They're numbered 1 to 4` counts (position_count.cc).
  std::vector<std::pair<int, std::string>> counted_before_;
  // labelled_rows.cc: `201 is on the far left and they go in order, so
  // 205 is on the far right`: a list of labels set in a row.
  bool labels_set_row(std::string_view sentence);
  // counted_places.cc: the places' nouns said later, what came before the
  // count read again, and a list of numbers that is the row's places.
  void later_place_nouns(const std::vector<Word>& words);
  void replay_intro();
  void drop_place_numbers();

  // document_sentences.cc
  void add_sentences(std::string_view raw, std::string_view part, int no, const std::string& label);
  void add_sentence(Sentence s, bool unlabelled);
  bool names_known_value(const std::vector<Word>& words) const;

  // joined_questions.cc
  std::size_t embedded_questions_at(std::string_view s) const;
  static std::size_t next_wh_joint(std::string_view s);
  static std::size_t second_question(std::string_view s);

  std::set<const char*> listed_;   // the sentences that said lists, by where they start
  std::set<std::size_t> counted_;  // the clues numbered in order, not as printed

  std::size_t written_at(std::size_t at) const;

  const std::string& text_;
  std::string_view written_;          // the riddle as written
  const std::vector<Shift>& shifts_;  // where unwrapped() closed up text_ (document.h)
  std::vector<std::size_t> breaks_;   // the offsets of the written text's line breaks
  const std::string& file_;
  Document d_;
  std::set<std::size_t> list_rows_;  // where rows of a table of lists begin
  // A grid to fill in whose first column lists a list's values, by where
  // its head row begins: the list's name and values (column_lists.cc).
  struct ColumnList {
    std::string name;
    std::vector<std::string> values;
    std::string_view first;         // the first value's cell, for its column
    std::vector<std::size_t> rows;  // where its rows begin
  };
  std::map<std::size_t, ColumnList> column_lists_;
  std::set<std::size_t> column_rows_;  // where the rows of those grids begin
  bool lettered_ = false;              // clues labelled `A.`, `B.`, ... (cut_lines)
  bool lettered_lower_ = false;        // clues labelled `a)`, `b)`, ... (cut_lines)
  bool after_question_ = false;        // the line before was a question or a choice
  bool choice_ = false;                // this line is a multiple-choice question's choice
  bool seen_text_ = false;             // a line of the riddle was read: no title after it
  bool aside_ = false;                 // reading a line in square brackets: no list in it
  char32_t bullet_ = 0;                // the bullet of the line being read, or 0
  // Clues that were sentences before the size was said (`I wrote this one
  // for my class. There are four houses ...`): lists may still follow.
  std::size_t intro_clues_ = 0;
  int size_line_ = -1;  // the line that said how many positions there are
};

}  // namespace deduce::puzzles::zebra::english
