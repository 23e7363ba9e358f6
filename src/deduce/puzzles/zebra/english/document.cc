// The first pass over an English riddle (document.h): the loop over its
// lines, where a part of the text was written, and the tables whose rows are
// lists. What each line is (line_kinds.cc), its lists (list_headings.cc,
// listed_categories.cc, prose_categories.cc), the size (position_count.cc)
// and its sentences (document_sentences.cc, joined_questions.cc) are read in
// files of their own; line_reader.h holds the reader they share.
#include "deduce/puzzles/zebra/english/document.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <string>

#include "deduce/io/input_error.h"
#include "deduce/io/utf8.h"
#include "deduce/puzzles/zebra/english/line_reader.h"
#include "deduce/puzzles/zebra/english/line_text.h"
#include "deduce/puzzles/zebra/english/phrase_table.h"
#include "deduce/puzzles/zebra/english/words.h"

namespace deduce::puzzles::zebra::english {

LineReader::LineReader(const std::string& text, const std::string& written, const std::string& file,
                       const std::vector<Shift>& shifts)
    : text_(text), written_(written), shifts_(shifts), file_(file) {
  for (std::size_t at = written.find('\n'); at != std::string::npos;
       at = written.find('\n', at + 1))
    breaks_.push_back(at);
}

Document LineReader::run() {
  cut_lines();
  // `Five acts performed one after another`, `I can't tell you the running
  // order`, where no list of times, dates or ordinals says the order: the
  // lists' values stand in that order, one place each.
  if (order_in_time_ && !d_.counted && d_.n >= 2 && !order_said({})) {
    d_.counted = true;
    for (std::string& noun : order_nouns_) d_.place_nouns.push_back(std::move(noun));
  }
  // `Four concerts on four nights: Bruges first, then Ghent, ...`, `You
  // will pass Gallery 1 first, then Gallery 2, ...`: a list said in its
  // order, where nothing else sets a row, is the row; its places are
  // what the list's words count (`nights`), its name, and the word its
  // values share (`Gallery`).
  if (then_row_ >= 0 && !d_.counted && d_.n >= 2 &&
      static_cast<int>(d_.categories[static_cast<std::size_t>(then_row_)].values.size()) == d_.n) {
    CategoryText& row = d_.categories[static_cast<std::size_t>(then_row_)];
    d_.counted = true;
    d_.said_in_turn = true;
    row.in_row_order = 1;
    std::vector<std::string> nouns = {stem_of(row.name)};
    const std::vector<Word> said = cut_words(row.line_words);
    for (std::size_t i = 0; i + 1 < said.size(); ++i)
      if (number_word(said[i].stem) == d_.n && said[i + 1].text.back() == 's' &&
          std::islower(static_cast<unsigned char>(said[i + 1].text.front())))
        nouns.push_back(said[i + 1].stem);
    if (const std::vector<Word> first = cut_words(row.values.front()); first.size() == 2)
      if (std::all_of(row.values.begin(), row.values.end(), [&](const std::string& v) {
            const std::vector<Word> w = cut_words(v);
            return w.size() == 2 && w[0].stem == first[0].stem;
          })) {
        nouns.push_back(first[0].stem);
        // (Named by it: `gallery`, never `will_pass` of `You will pass`.)
        if (std::none_of(d_.categories.begin(), d_.categories.end(),
                         [&](const CategoryText& c) { return c.name == first[0].stem; }))
          row.name = first[0].stem;
      }
    for (std::string& noun : nouns)
      if (std::find(d_.place_nouns.begin(), d_.place_nouns.end(), noun) == d_.place_nouns.end())
        d_.place_nouns.push_back(std::move(noun));
  }
  drop_place_numbers();
  return std::move(d_);
}

[[noreturn]] void LineReader::fail(int line, int column, const std::string& what) const {
  throw io::InputError({file_, line, column}, what);
}

// Where byte `at` of text_ was written (unwrapped() may have closed up
// the spaces round a joined break before it).
std::size_t LineReader::written_at(std::size_t at) const {
  const auto after = std::upper_bound(shifts_.begin(), shifts_.end(), at,
                                      [](std::size_t a, const Shift& s) { return a < s.at; });
  return after == shifts_.begin() ? at : at + (after - 1)->shift;
}

// The line and column of `part` (a view into text_) in the riddle as
// written.
int LineReader::line_no(std::string_view part) const {
  const std::size_t at = written_at(static_cast<std::size_t>(part.data() - text_.data()));
  return static_cast<int>(std::lower_bound(breaks_.begin(), breaks_.end(), at) - breaks_.begin()) +
         1;
}

int LineReader::column(std::string_view part) const {
  const std::size_t at = written_at(static_cast<std::size_t>(part.data() - text_.data()));
  const auto before = std::lower_bound(breaks_.begin(), breaks_.end(), at);
  const std::size_t begin = before == breaks_.begin() ? 0 : *(before - 1) + 1;
  return io::column_of(written_.substr(begin), at - begin);
}

// The line of the text that `part` (a view into it) is on.
std::string_view LineReader::line_of(std::string_view part) const {
  const std::size_t at = static_cast<std::size_t>(part.data() - text_.data());
  const std::size_t begin = at == 0 ? 0 : text_.rfind('\n', at - 1) + 1;
  const std::size_t end = std::min(text_.find('\n', at), text_.size());
  return std::string_view(text_).substr(begin, end - begin);
}

void LineReader::cut_lines() {
  // Clues lettered `A.`, `B.`, `C.` as puzzle books letter them: three
  // lines in a row of the alphabet's first letters say so, where one
  // initial (`A. Bright patented ...`) does not.
  for (const char* mark : {".", ")"}) {
    lettered_ = lettered_ || (text_.find(std::string("\nA") + mark + " ") != std::string::npos &&
                              text_.find(std::string("\nB") + mark + " ") != std::string::npos &&
                              text_.find(std::string("\nC") + mark + " ") != std::string::npos);
    // (And in lower case, as minutes letter their items: `a)`, `b)`.)
    lettered_lower_ =
        lettered_lower_ || (text_.find(std::string("\na") + mark + " ") != std::string::npos &&
                            text_.find(std::string("\nb") + mark + " ") != std::string::npos &&
                            text_.find(std::string("\nc") + mark + " ") != std::string::npos);
  }
  find_list_tables();
  find_column_lists();
  said_size_ = counted_list_size();
  int no = 0;
  std::size_t at = 0;
  while (at <= text_.size()) {
    const std::size_t end = std::min(text_.find('\n', at), text_.size());
    const std::string_view line = std::string_view(text_).substr(at, end - at);
    no = line_no(line);
    choice_ = false;
    read_line(line, no);
    // (Choices follow a question line, or one another.)
    if (!trim(line).empty()) after_question_ = line.find('?') != std::string_view::npos || choice_;
    if (end == text_.size()) break;
    at = end + 1;
  }
}

// Tables whose rows are lists, each headed by its first cell (`| Skaters
// | Ava | Ben | Cleo |` / `| Skates | red | blue | white |`): two rows or
// more in a block, every cell filled, as many in each. A grid to fill in
// has empty cells, and frames the riddle.
void LineReader::find_list_tables() {
  std::vector<std::size_t> block;  // the rows' offsets
  std::size_t width = 0;
  bool full = true;
  const auto close = [&] {
    if (full && block.size() >= 2 && width >= 3) list_rows_.insert(block.begin(), block.end());
    block.clear();
    width = 0;
    full = true;
  };
  for (std::size_t at = 0; at <= text_.size();) {
    const std::size_t end = std::min(text_.find('\n', at), text_.size());
    const std::string_view line = trim(std::string_view(text_).substr(at, end - at));
    if (std::count(line.begin(), line.end(), '|') >= 2) {
      const std::vector<std::string_view> cells = table_cells(line);
      // (A Markdown rule under a heading row, `|---|---|`, is no row.)
      const bool rule = std::all_of(line.begin(), line.end(), [](char c) {
        return c == '|' || c == '-' || c == ':' || c == ' ';
      });
      if (!rule) {
        if (block.empty()) width = cells.size();
        full = full && cells.size() == width &&
               std::none_of(cells.begin(), cells.end(),
                            [](std::string_view c) { return cut_words(c).empty(); }) &&
               std::isalpha(static_cast<unsigned char>(cells.front().front()));
        block.push_back(at);
      }
    } else {
      close();
    }
    if (end == text_.size()) break;
    at = end + 1;
  }
  close();
}

std::string where_n_said(const Document& d) {
  if (d.n_at.first == 0) return "";
  return " (as " + std::to_string(d.n_at.first) + ":" + std::to_string(d.n_at.second) + " says)";
}

void LineReader::fail_size(int line, int column, std::size_t values) {
  // (Never a list its sentence counts: `Four friends (Ann, Bo, Cy and Di)`.)
  if (!d_.counted && d_.categories.size() == 1 && d_.n_at == d_.category_lines.front() &&
      counted_list_size() != d_.n)
    odd_first_ = d_.n_at;
  fail(line, column,
       fmt::format("this list has {} values, but the puzzle has {} positions{}", values, d_.n,
                   where_n_said(d_)));
}

// A first list of a size no later list shares is read as framing, and the
// riddle read again, once: kept only if every other list then agrees, and
// there are two at least.
Document read_document(const std::string& text, const std::string& written, const std::string& file,
                       const std::vector<Shift>& shifts) {
  LineReader first(text, written, file, shifts);
  try {
    return first.run();
  } catch (const io::InputError&) {
    if (first.odd_first_list().first == 0) throw;
    try {
      LineReader again(text, written, file, shifts);
      again.skip_list(first.odd_first_list());
      // (Two lists at least that agree: never a riddle left with one.)
      if (Document d = again.run(); d.categories.size() >= 2) return d;
    } catch (const io::InputError&) {
    }
    throw;
  }
}

}  // namespace deduce::puzzles::zebra::english
