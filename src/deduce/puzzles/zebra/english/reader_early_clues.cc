// Clues said before the lists (reader.h): `Tom had tea.` and `Sue didn't
// have coffee.` above `Jim, Sue and Tom ordered tea, coffee and juice.`
// The lists are read first wherever they stand; a sentence before them
// that names values of two of them, on a line that holds no list, is a
// clue, never a line of the introduction shown as a comment and lost.
#include "deduce/puzzles/zebra/english/reader.h"

#include <algorithm>
#include <cctype>
#include <set>

#include "deduce/puzzles/zebra/english/line_text.h"

namespace deduce::puzzles::zebra::english {

std::vector<Sentence> Reader::clues_said_first(const Lexicon& lexicon) const {
  std::vector<Sentence> out;
  static constexpr std::string_view kLetters = "abcdefghijklmnopqrstuvwxyz";
  const auto label = [&] {
    return std::string("0").append(kLetters.substr((out.size() - 1) % 26, 1));
  };
  // A grid to fill in whose head row names its columns (`Cow | Stall |
  // Litres/day | Age`, then `Bridie | 3 | |`): a cell filled in is its
  // row's value of the column's list, said as `Bridie stall 3`; never by
  // its number alone, which another list may have (3 years old).
  std::vector<std::string_view> head;
  int head_line = 0;
  const auto value_in = [&](std::string_view cell) {
    return !SentenceValues(lexicon, cut_words(cell)).mentioned().empty();
  };
  std::vector<const Sentence*> rows;
  for (const std::vector<Sentence>* part : {&intro_, &framing_})
    for (const Sentence& s : *part)
      if (std::count(s.text.begin(), s.text.end(), '|') >= 2) rows.push_back(&s);
  std::sort(rows.begin(), rows.end(), [](const Sentence* a, const Sentence* b) {
    return std::pair{a->line, a->column} < std::pair{b->line, b->column};
  });
  for (const Sentence* row : rows) {
    const Sentence& s = *row;
    const std::vector<std::string_view> cells = table_cells(s.text);
    // (A rule under the head, `--------+------`, and one line between
    // rows at most; a row's last cells may be left out, `Bridie | 3 | |`.)
    if (head_line == 0 || s.line > head_line + 2) {
      head.clear();
      if (cells.size() >= 2 && std::none_of(cells.begin(), cells.end(), value_in) &&
          std::none_of(cells.begin(), cells.end(), [](std::string_view c) { return c.empty(); }))
        head = cells;
      head_line = s.line;
      continue;
    }
    head_line = s.line;
    if (head.empty() || cells.size() > head.size() || cells.front().empty() ||
        !value_in(cells.front()))
      continue;
    for (std::size_t k = 1; k < cells.size(); ++k) {
      if (cells[k].empty() || cells[k] == "?" || cells[k] == "-") continue;
      out.push_back(s);
      // (An age said as ages are: `Peg | | 8` under `Age` is `Peg is 8
      // years old`, never 8 litres.)
      const std::string column = lower(head[k]);
      const bool age = (column == "age" || column == "ages" || column == "age (years)") &&
                       std::isdigit(static_cast<unsigned char>(cells[k].front()));
      out.back().text = held_.emplace_back(
          age ? std::string(cells.front()) + " is " + std::string(cells[k]) + " years old"
              : std::string(cells.front()) + " " + column + " " + std::string(cells[k]));
      out.back().label = label();
    }
  }
  for (const std::vector<Sentence>* part : {&intro_, &framing_})
    for (const Sentence& s : *part) {
      if (s.question || s.heading || list_lines_.count(s.line) != 0 || frames_only(s, lexicon))
        continue;
      // (A row of a grid read by its columns above.)
      if (said_first(s, out)) continue;
      // (Two values of one list are a list, or a part of one, whatever
      // line it was read on: `They are aged 10 to 14, ... the Badgers, the
      // Kestrels, ...`.)
      std::set<int> lists;
      bool listing = false;
      for (const ValueRef& v : SentenceValues(lexicon, cut_words(s.text)).mentioned())
        if (v.category < static_cast<int>(categories_.size()))
          listing = !lists.insert(v.category).second || listing;
      if (lists.size() < 2 || listing) continue;
      out.push_back(s);
      out.back().label = label();
    }
  return out;
}

bool Reader::said_first(const Sentence& s, const std::vector<Sentence>& early) {
  for (const Sentence& e : early)
    if (e.line == s.line && e.column == s.column) return true;
  return false;
}

}  // namespace deduce::puzzles::zebra::english
